import 'reflect-metadata';
import test from 'ava';
import { inject, injectable } from 'inversify';
import { Args, Controller, Permission, Route } from '../../src/decorators/index';
import { getControllerMeta, getHandlerMetas } from '../../src/decorators/metadata';
import type { RestRequest } from '../../src/server/RestRequest';
import { appWith, call } from './fixtures';

/** A toy storage: one list of names per resource. */
const STORE = Symbol('store');
class MemoryStore {
  readonly items = new Map<string, string[]>([
    ['products', ['kettle', 'toaster']],
    ['people', ['ada']],
  ]);
}

/** A generic resource controller: routes relative to the rest base, storage injected. */
@injectable()
abstract class ItemsController {
  abstract readonly restBase: string;

  constructor(@inject(STORE) protected readonly store: MemoryStore) {}

  allowWrite(): unknown {
    return true;
  }

  @Route('/')
  list(): unknown {
    return this.store.items.get(this.restBase) ?? [];
  }

  @Route('/(?P<index>[\\d]+)')
  @Args({ index: { type: 'integer' } })
  one(_request: RestRequest, args: { index: number }): unknown {
    return this.store.items.get(this.restBase)?.[args.index] ?? null;
  }

  @Route('/', { methods: 'POST' })
  @Permission('allowWrite')
  add(request: RestRequest): unknown {
    const list = this.store.items.get(this.restBase)!;
    list.push(String(request.getParam('name')));
    return list.length;
  }
}

@Controller('shop/v1')
class ProductsController extends ItemsController {
  readonly restBase = 'products';
}

@Controller('team/v1', { restBase: 'people' })
class PeopleController extends ItemsController {
  get restBase(): string {
    return 'people';
  }

  // Overrides the handler; the inherited routes, args and permission apply to it.
  override one(request: RestRequest, args: { index: number }): unknown {
    return `person #${args.index}: ${String(super.one(request, args))}`;
  }

  override allowWrite(): unknown {
    return 'not exactly true';
  }
}

/** A subclass without any decorator still inherits routes, namespace and injections. */
class ReadOnlyProducts extends ProductsController {
  override add(): unknown {
    return 'never';
  }
}

test('a subclass of a generic controller inherits its routes and injected dependencies', async (t) => {
  const app = await appWith(ProductsController, PeopleController);
  app.container.bind(STORE).toConstantValue(new MemoryStore());
  t.deepEqual((await call(app, 'GET', '/shop/v1/products')).getData(), ['kettle', 'toaster']);
  t.is((await call(app, 'GET', '/shop/v1/products/1')).getData(), 'toaster');
  t.deepEqual((await call(app, 'GET', '/team/v1/people')).getData(), ['ada']);
  t.is((await call(app, 'POST', '/shop/v1/products', { name: 'mixer' })).getData(), 3);
  t.deepEqual((await call(app, 'GET', '/shop/v1/products')).getData(), ['kettle', 'toaster', 'mixer']);
  await app.close();
});

test('overridden methods are the ones served, with the inherited args and permission', async (t) => {
  const app = await appWith(PeopleController);
  app.container.bind(STORE).toConstantValue(new MemoryStore());
  t.is((await call(app, 'GET', '/team/v1/people/0')).getData(), 'person #0: ada');
  const invalid = await call(app, 'GET', '/team/v1/people/0?index=x');
  // URL parameters lose to the query string: the inherited integer schema rejects "x".
  t.is(invalid.getStatus(), 400);
  t.is((invalid.getData() as { code: string }).code, 'rest_invalid_param');
  // The overridden permission method returns a truthy non-true value: denied.
  t.is((await call(app, 'POST', '/team/v1/people', { name: 'bob' })).getStatus(), 401);
  await app.close();
});

test('an undecorated subclass keeps the namespace, routes and dependencies of its base', async (t) => {
  t.is(getControllerMeta(ReadOnlyProducts)?.namespace, 'shop/v1');
  t.deepEqual([...getHandlerMetas(ReadOnlyProducts).keys()], ['list', 'one', 'add']);
  const app = await appWith(ReadOnlyProducts);
  app.container.bind(STORE).toConstantValue(new MemoryStore());
  t.deepEqual((await call(app, 'GET', '/shop/v1/products')).getData(), ['kettle', 'toaster']);
  t.is((await call(app, 'POST', '/shop/v1/products', { name: 'x' })).getData(), 'never');
  await app.close();
});

@Controller('deco/v1')
class BaseWithRoute {
  @Route('/old')
  handler(): unknown {
    return 'base';
  }
}

@Controller('deco/v2')
class RedeclaredRoute extends BaseWithRoute {
  @Route('/new')
  override handler(): unknown {
    return 'sub';
  }
}

test('a subclass re-declaring a method\'s routes replaces the inherited ones; the base class is unchanged', async (t) => {
  const app = await appWith(RedeclaredRoute, BaseWithRoute);
  const routes = app.server.getRoutes();
  t.true('/deco/v2/new' in routes);
  t.false('/deco/v2/old' in routes);
  t.is((await call(app, 'GET', '/deco/v2/new')).getData(), 'sub');
  t.is((await call(app, 'GET', '/deco/v1/old')).getData(), 'base');
  t.false('/deco/v1/new' in routes);
  await app.close();
});
