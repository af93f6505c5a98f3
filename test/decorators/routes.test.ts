import 'reflect-metadata';
import test from 'ava';
import { inject } from 'inversify';
import { TOKENS } from '../../src/di/tokens';
import type { Hooks } from '../../src/hooks/Hooks';
import { Controller, Route } from '../../src/decorators/index';
import type { RestRequest } from '../../src/server/RestRequest';
import type { RestServer } from '../../src/server/RestServer';
import { appWith, call, errorBody } from './fixtures';

@Controller('alpha/v1')
class AlphaController {
  private readonly greeting = 'hello from alpha';

  @Route('/hello')
  hello(): unknown {
    // `this` is the instance: methods are bound when registered.
    return { message: this.greeting };
  }
}

@Controller('beta/v1')
class BetaController {
  @Route('/hello')
  hello(): unknown {
    return { message: 'hello from beta' };
  }
}

test('routes are registered when rest_api_init fires, not before', async (t) => {
  const app = await appWith(AlphaController);
  t.is(app.hooks.didAction('rest_api_init'), 0);
  const seen: boolean[] = [];
  // Priority 1 runs before the controllers' listener (10), priority 20 after it.
  app.hooks.addAction('rest_api_init', (server: RestServer) => seen.push('/alpha/v1/hello' in server.getRoutes()), 1);
  app.hooks.addAction('rest_api_init', (server: RestServer) => seen.push('/alpha/v1/hello' in server.getRoutes()), 20);
  void app.server;
  t.deepEqual(seen, [false, true]);
  t.is(app.hooks.didAction('rest_api_init'), 1);
  // Registered on the action: no "must be registered on rest_api_init" notice.
  t.false(app.notices.some((notice) => notice.message.includes('rest_api_init')));
  await app.close();
});

test('two apps in one process serve only their own controllers', async (t) => {
  const a = await appWith(AlphaController);
  const b = await appWith(BetaController);
  t.deepEqual((await call(a, 'GET', '/alpha/v1/hello')).getData(), { message: 'hello from alpha' });
  t.deepEqual((await call(b, 'GET', '/beta/v1/hello')).getData(), { message: 'hello from beta' });
  const missing = await call(a, 'GET', '/beta/v1/hello');
  t.is(missing.getStatus(), 404);
  t.is(errorBody(missing).code, 'rest_no_route');
  t.false('/alpha/v1/hello' in b.server.getRoutes());
  t.deepEqual(a.server.getNamespaces().filter((ns) => ns.endsWith('/v1')), ['alpha/v1']);
  await a.close();
  await b.close();
});

const GREETING = Symbol('greeting');

@Controller('deps/v1')
class InjectedController {
  constructor(
    @inject(GREETING) private readonly greeting: string,
    @inject(TOKENS.Hooks) private readonly hooks: Hooks,
  ) {}

  @Route('/greet')
  greet(): unknown {
    return { greeting: this.hooks.applyFilters('test_greeting', this.greeting) };
  }
}

test('controllers are resolved from the app container with their dependencies injected', async (t) => {
  const app = await appWith(InjectedController);
  app.container.bind(GREETING).toConstantValue('hi');
  app.hooks.addFilter('test_greeting', (value: string) => `${value}!`);
  t.deepEqual((await call(app, 'GET', '/deps/v1/greet')).getData(), { greeting: 'hi!' });
  await app.close();
});

@Controller('multi/v1')
class MultiController {
  @Route('/things')
  list(): unknown {
    return 'list';
  }

  @Route('/things', { methods: 'POST' })
  create(request: RestRequest): unknown {
    return `created by ${request.getMethod()}`;
  }

  @Route('/a', { methods: ['GET', 'PUT'] })
  @Route('/b', { methods: 'DELETE', show_in_index: false, allow_batch: { v1: true } })
  shared(request: RestRequest): unknown {
    return `${request.getMethod()} ${request.getRoute()}`;
  }
}

/** A subclass whose routes may not be batched, though the ones it inherits declare allow_batch. */
@Controller('unbatched/v1', { batch: false })
class UnbatchedController extends MultiController {}

test('@Controller batch: false drops the inherited allow_batch from every route and handler set', async (t) => {
  const app = await appWith(UnbatchedController);
  t.is(app.server.getRoutes()['/unbatched/v1/b']![0]!.allow_batch, undefined);
  t.is(app.server.getRouteEntry('/unbatched/v1/b')!.options.allow_batch, undefined);
  t.is((await call(app, 'DELETE', '/unbatched/v1/b')).getData(), 'DELETE /unbatched/v1/b');
  await app.close();
});

test('several methods on one path become one route with several handler sets', async (t) => {
  const app = await appWith(MultiController);
  const handlers = app.server.getRoutes()['/multi/v1/things']!;
  t.is(handlers.length, 2);
  t.deepEqual(handlers.map((handler) => Object.keys(handler.methods)), [['GET'], ['POST']]);
  t.is((await call(app, 'GET', '/multi/v1/things')).getData(), 'list');
  t.is((await call(app, 'POST', '/multi/v1/things')).getData(), 'created by POST');
  await app.close();
});

test('several @Route on one method register each path, with methods default GET and options kept', async (t) => {
  const app = await appWith(MultiController);
  const routes = app.server.getRoutes();
  t.deepEqual(Object.keys(routes['/multi/v1/a']![0]!.methods), ['GET', 'PUT']);
  t.deepEqual(Object.keys(routes['/multi/v1/b']![0]!.methods), ['DELETE']);
  t.true(routes['/multi/v1/a']![0]!.show_in_index);
  t.false(routes['/multi/v1/b']![0]!.show_in_index);
  t.deepEqual(routes['/multi/v1/b']![0]!.allow_batch, { v1: true });
  t.deepEqual(app.server.getRouteEntry('/multi/v1/b')!.options.allow_batch, { v1: true });
  t.is((await call(app, 'PUT', '/multi/v1/a')).getData(), 'PUT /multi/v1/a');
  t.is((await call(app, 'DELETE', '/multi/v1/b')).getData(), 'DELETE /multi/v1/b');
  t.is((await call(app, 'GET', '/multi/v1/b')).getStatus(), 404);
  await app.close();
});

@Controller('over/v1')
class FirstOverride {
  @Route('/thing')
  first(): unknown {
    return 'first';
  }
}

@Controller('over/v1')
class SecondOverride {
  @Route('/thing', { override: true })
  second(): unknown {
    return 'second';
  }
}

@Controller('over/v1')
class MergingController {
  @Route('/thing', { methods: 'POST' })
  third(): unknown {
    return 'third';
  }
}

test('override replaces an existing route; without it handler sets merge', async (t) => {
  const replaced = await appWith(FirstOverride, SecondOverride);
  t.is(replaced.server.getRoutes()['/over/v1/thing']!.length, 1);
  t.is((await call(replaced, 'GET', '/over/v1/thing')).getData(), 'second');
  await replaced.close();

  const merged = await appWith(FirstOverride, MergingController);
  t.is(merged.server.getRoutes()['/over/v1/thing']!.length, 2);
  t.is((await call(merged, 'POST', '/over/v1/thing')).getData(), 'third');
  await merged.close();
});

test('a controller added after rest_api_init is registered at once', async (t) => {
  const { registerControllerClass } = await import('../../src/decorators/installControllers');
  const app = await appWith(AlphaController);
  void app.server;
  registerControllerClass(app, BetaController);
  t.deepEqual((await call(app, 'GET', '/beta/v1/hello')).getData(), { message: 'hello from beta' });
  t.is((await call(app, 'GET', '/alpha/v1/hello')).getStatus(), 200);
  await app.close();
});

test('the decorated routes are served over HTTP', async (t) => {
  const app = await appWith(AlphaController);
  const http = await app.listen(0);
  const address = http.address();
  if (address === null || typeof address === 'string') return t.fail('no port');
  const response = await fetch(`http://127.0.0.1:${address.port}/svc-json/alpha/v1/hello`);
  t.is(response.status, 200);
  t.deepEqual(await response.json(), { message: 'hello from alpha' });
  const missing = await fetch(`http://127.0.0.1:${address.port}/svc-json/alpha/v1/nope`);
  t.is(missing.status, 404);
  t.is(((await missing.json()) as { code: string }).code, 'rest_no_route');
  await app.close();
});
