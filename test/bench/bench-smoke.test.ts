/**
 * The two benchmark servers must do the same job for the comparison to mean
 * anything: same status, same body bytes and same headers (but Date) for every
 * scenario, plus a wrong nonce and a request breaking every argument rule.
 * No timing is asserted here.
 */
import test from 'ava';
import { benchCredentials } from '../../bench/http/credentials';
import { startBenchServer, type RunningServer } from '../../bench/http/servers';
import { ITEMS_PATH, scenarios, type Scenario } from '../../bench/http/workload';

interface Answer {
  status: number;
  body: string;
  headers: string[];
}

const VARIABLE_HEADERS = new Set(['date', 'connection', 'keep-alive']);

async function ask(server: RunningServer, path: string, headers: Record<string, string>): Promise<Answer> {
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, { headers });
  const kept = [...response.headers].filter(([name]) => !VARIABLE_HEADERS.has(name)).map(([name, value]) => `${name}: ${value}`);
  return { status: response.status, body: await response.text(), headers: kept.sort() };
}

let bare: RunningServer;
let svc: RunningServer;
let list: Scenario[];

test.before(async () => {
  list = scenarios(await benchCredentials());
  bare = await startBenchServer('bare');
  svc = await startBenchServer('svc');
});

test.after.always(async () => {
  await bare?.close();
  await svc?.close();
});

async function bothAnswer(path: string, headers: Record<string, string> = {}): Promise<[Answer, Answer]> {
  return [await ask(bare, path, headers), await ask(svc, path, headers)];
}

const scenario = (name: Scenario['name']): Scenario => list.find((s) => s.name === name)!;

test('valid request: 200 with the sanitized arguments, identical in both servers', async (t) => {
  const { path, headers } = scenario('valid');
  const [a, b] = await bothAnswer(path, headers);
  t.is(a.status, 200);
  t.is(b.status, 200);
  t.is(b.body, a.body);
  t.deepEqual(b.headers, a.headers);
  const item = JSON.parse(b.body) as { id: unknown; viewer: unknown; query: unknown };
  t.is(item.id, 42);
  t.is(item.viewer, 0);
  t.deepEqual(item.query, { context: 'edit', per_page: 25, search: 'hello world', include: [1, 2, 3], orderby: 'title' });
  t.true(b.headers.includes('vary: Origin'));
});

test('per_page=500: the same 400 rest_invalid_param body in both servers', async (t) => {
  const { path, headers } = scenario('invalid');
  const [a, b] = await bothAnswer(path, headers);
  t.is(a.status, 400);
  t.is(b.status, 400);
  t.is(b.body, a.body);
  t.deepEqual(b.headers, a.headers);
  const message = 'per_page must be between 1 (inclusive) and 100 (inclusive)';
  t.deepEqual(JSON.parse(b.body), {
    code: 'rest_invalid_param',
    message: 'Invalid parameter(s): per_page',
    data: { status: 400, params: { per_page: message }, details: { per_page: { code: 'rest_invalid_param', message, data: null } } },
  });
});

test('every argument given, per_page=500: the same 400 in both servers, only per_page reported', async (t) => {
  const { path, headers } = scenario('invalid-full');
  const [a, b] = await bothAnswer(path, headers);
  t.is(b.status, 400);
  t.is(b.body, a.body);
  t.deepEqual(b.headers, a.headers);
  t.deepEqual(Object.keys((JSON.parse(b.body) as { data: { params: object } }).data.params), ['per_page']);
});

test('an id that is not an integer matches the route and fails validation the same way in both servers', async (t) => {
  const [a, b] = await bothAnswer(`${ITEMS_PATH}abc`);
  t.is(b.status, 400);
  t.is(b.body, a.body);
  t.deepEqual(JSON.parse(b.body), {
    code: 'rest_invalid_param',
    message: 'Invalid parameter(s): id',
    data: { status: 400, params: { id: 'id is not of type integer.' }, details: { id: { code: 'rest_invalid_param', message: 'id is not of type integer.', data: { param: 'id' } } } },
  });
});

test('_fields=id,title keeps only those fields in both servers', async (t) => {
  const { path, headers } = scenario('fields');
  const [a, b] = await bothAnswer(path, headers);
  t.is(b.status, 200);
  t.is(b.body, a.body);
  t.deepEqual(JSON.parse(b.body), { id: 42, title: { rendered: 'Benchmark item 42' } });
});

test('cookie + valid nonce: logged in, fresh nonce and no-cache headers, identical in both servers', async (t) => {
  const { path, headers } = scenario('nonce');
  const [a, b] = await bothAnswer(path, headers);
  t.is(a.status, 200);
  t.is(b.status, 200);
  t.is(b.body, a.body);
  t.deepEqual(b.headers, a.headers);
  t.is((JSON.parse(b.body) as { viewer: unknown }).viewer, 5);
  t.true(b.headers.some((h) => h.startsWith('x-svc-nonce: ')));
  t.true(b.headers.includes('cache-control: no-cache, must-revalidate, max-age=0, no-store, private'));
});

test('cookie without a nonce counts as anonymous in both servers', async (t) => {
  const { path, headers } = scenario('nonce');
  const [a, b] = await bothAnswer(path, { Cookie: headers.Cookie! });
  t.is(b.status, 200);
  t.is(b.body, a.body);
  t.deepEqual(b.headers, a.headers);
  t.is((JSON.parse(b.body) as { viewer: unknown }).viewer, 0);
});

test('cookie with a wrong nonce: the same 403 in both servers', async (t) => {
  const { path, headers } = scenario('nonce');
  const [a, b] = await bothAnswer(path, { ...headers, 'X-SVC-Nonce': '0123456789' });
  t.is(a.status, 403);
  t.is(b.status, 403);
  t.is(b.body, a.body);
  t.deepEqual(b.headers, a.headers);
  t.is((JSON.parse(b.body) as { code: unknown }).code, 'rest_cookie_invalid_nonce');
});

test('every argument rule broken at once: the same errors, in the same order, in both servers', async (t) => {
  const query = `context=x&per_page=a&search=${'x'.repeat(101)}&include=1,b&orderby=zz`;
  const [a, b] = await bothAnswer(`${ITEMS_PATH}0?${query}`);
  t.is(b.status, 400);
  t.is(b.body, a.body);
  t.deepEqual(Object.keys((JSON.parse(b.body) as { data: { params: object } }).data.params), ['context', 'per_page', 'search', 'include', 'orderby', 'id']);
});

test('defaults apply when arguments are absent, identically', async (t) => {
  const [a, b] = await bothAnswer(`${ITEMS_PATH}3`);
  t.is(b.status, 200);
  t.is(b.body, a.body);
  t.deepEqual((JSON.parse(b.body) as { query: unknown }).query, { context: 'view', per_page: 10, search: null, include: null, orderby: 'date' });
});
