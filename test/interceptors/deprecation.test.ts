import test from 'ava';
import { Deprecations, DEPRECATION_TOKENS } from '../../src/deprecation/index';
import { newScope, runInScope } from '../../src/scope/RequestScope';
import type { RestRequest } from '../../src/server/RestRequest';
import { startHarness, type Harness } from './harness';

/** A route that calls the deprecation service as `?kind=` says. */
async function harnessWith(debug: boolean): Promise<Harness> {
  return startHarness({ debug }, (server, harness) => {
    server.registerRoute('test/v1', '/deprecated', {
      methods: 'GET',
      permission_callback: () => true,
      callback: (request: RestRequest) => {
        const deprecations = harness.app.container.get<Deprecations>(DEPRECATION_TOKENS.Deprecations);
        const kind = request.getParam('kind');
        if (kind === 'function') deprecations.deprecatedFunction('old_fn', '1.2.0', 'new_fn');
        if (kind === 'function-bare') deprecations.deprecatedFunction('old_fn', '1.2.0');
        if (kind === 'argument') deprecations.deprecatedArgument('some_fn', '2.0.0', 'The "x" argument is ignored.');
        if (kind === 'argument-bare') deprecations.deprecatedArgument('some_fn', '2.0.0');
        if (kind === 'both') {
          deprecations.deprecatedFunction('old_fn', '1.2.0', 'new_fn');
          deprecations.deprecatedArgument('some_fn', '2.0.0');
        }
        if (kind === 'multiline') deprecations.deprecatedFunction('old_fn', '1.2.0', 'new\r\nX-Injected: 1');
        return { ok: true };
      },
    });
  });
}

let debugOn: Harness;
let debugOff: Harness;
test.before(async () => {
  [debugOn, debugOff] = await Promise.all([harnessWith(true), harnessWith(false)]);
});
test.after.always(async () => {
  await Promise.all([debugOn.close(), debugOff.close()]);
});

test('a deprecated function with a replacement: X-SVC-DeprecatedFunction says what to use', async (t) => {
  const response = await debugOn.request('/test/v1/deprecated?kind=function');
  t.is(response.status, 200);
  t.is(response.header('X-SVC-DeprecatedFunction'), 'old_fn (since 1.2.0; use new_fn instead)');
  t.is(response.header('X-SVC-DeprecatedParam'), undefined);
});

test('a deprecated function without a replacement: no alternative available', async (t) => {
  const response = await debugOn.request('/test/v1/deprecated?kind=function-bare');
  t.is(response.header('X-SVC-DeprecatedFunction'), 'old_fn (since 1.2.0; no alternative available)');
});

test('a deprecated argument: X-SVC-DeprecatedParam carries the message', async (t) => {
  const response = await debugOn.request('/test/v1/deprecated?kind=argument');
  t.is(response.header('X-SVC-DeprecatedParam'), 'some_fn (since 2.0.0; The "x" argument is ignored.)');
  t.is(response.header('X-SVC-DeprecatedFunction'), undefined);
});

test('a deprecated argument without a message: no alternative available', async (t) => {
  const response = await debugOn.request('/test/v1/deprecated?kind=argument-bare');
  t.is(response.header('X-SVC-DeprecatedParam'), 'some_fn (since 2.0.0; no alternative available)');
});

test('both headers can be sent on one response', async (t) => {
  const response = await debugOn.request('/test/v1/deprecated?kind=both');
  t.is(response.header('X-SVC-DeprecatedFunction'), 'old_fn (since 1.2.0; use new_fn instead)');
  t.is(response.header('X-SVC-DeprecatedParam'), 'some_fn (since 2.0.0; no alternative available)');
});

test('a value that cannot be a header line is not sent', async (t) => {
  const response = await debugOn.request('/test/v1/deprecated?kind=multiline');
  t.is(response.status, 200);
  t.is(response.header('X-SVC-DeprecatedFunction'), undefined);
  t.is(response.header('X-Injected'), undefined);
});

test('during interface requests no developer notice is raised, debug or not', async (t) => {
  for (const harness of [debugOn, debugOff]) {
    await harness.request('/test/v1/deprecated?kind=both');
    t.deepEqual(harness.app.notices.filter((n) => n.functionName === 'old_fn' || n.functionName === 'some_fn'), []);
  }
});

test('with debug off, no deprecation header is sent', async (t) => {
  const response = await debugOff.request('/test/v1/deprecated?kind=both');
  t.is(response.status, 200);
  t.is(response.header('X-SVC-DeprecatedFunction'), undefined);
  t.is(response.header('X-SVC-DeprecatedParam'), undefined);
});

test('outside interface requests the actions fire and a developer notice is raised instead of a header', async (t) => {
  const local = await harnessWith(true);
  t.teardown(() => local.close());
  const deprecations = local.app.container.get<Deprecations>(DEPRECATION_TOKENS.Deprecations);
  const runs: unknown[][] = [];
  local.app.hooks.addAction('deprecated_function_run', (...args: unknown[]) => runs.push(['function', ...args]));
  local.app.hooks.addAction('deprecated_argument_run', (...args: unknown[]) => runs.push(['argument', ...args]));

  deprecations.deprecatedFunction('old_fn', '1.2.0', 'new_fn');
  const scope = newScope(false);
  runInScope(scope, () => deprecations.deprecatedArgument('some_fn', '2.0.0'));

  t.deepEqual(runs, [
    ['function', 'old_fn', 'new_fn', '1.2.0'],
    ['argument', 'some_fn', '', '2.0.0'],
  ]);
  t.deepEqual(scope.extraHeaders, {});
  t.deepEqual(
    local.app.notices.map((n) => [n.functionName, n.message, n.version]),
    [
      ['old_fn', 'Function old_fn is deprecated since version 1.2.0! Use new_fn instead.', '1.2.0'],
      ['some_fn', 'Function some_fn was called with an argument that is deprecated since version 2.0.0 with no alternative available.', '2.0.0'],
    ],
  );
});

test('inside an interface scope the service records headers in the scope and raises nothing', async (t) => {
  const local = await harnessWith(true);
  t.teardown(() => local.close());
  const deprecations = local.app.container.get<Deprecations>(DEPRECATION_TOKENS.Deprecations);
  const scope = newScope(true);
  runInScope(scope, () => {
    deprecations.deprecatedFunction('old_fn', '1.2.0');
    deprecations.deprecatedArgument('some_fn', '2.0.0', 'Use y.');
  });
  t.deepEqual(scope.extraHeaders, {
    'X-SVC-DeprecatedFunction': 'old_fn (since 1.2.0; no alternative available)',
    'X-SVC-DeprecatedParam': 'some_fn (since 2.0.0; Use y.)',
  });
  t.deepEqual(local.app.notices, []);
});

test('the deprecation service is one instance per app', async (t) => {
  const a = debugOn.app.container.get<Deprecations>(DEPRECATION_TOKENS.Deprecations);
  t.true(a instanceof Deprecations);
  t.is(debugOn.app.container.get(DEPRECATION_TOKENS.Deprecations), a);
  t.not(debugOff.app.container.get(DEPRECATION_TOKENS.Deprecations), a);
});
