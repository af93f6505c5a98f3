import 'reflect-metadata';
import test from 'ava';
import { RestError } from '../../src/errors/RestError';
import { Args, Controller, Permission, Route, defineArgs, type ArgsOf } from '../../src/decorators/index';
import type { RestRequest } from '../../src/server/RestRequest';
import { appWith, call, errorBody } from './fixtures';

const searchArgs = defineArgs({
  id: { type: 'integer', required: true },
  order: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
  tags: { type: 'array', items: { type: 'string' } },
  flag: { type: 'boolean' },
  loose: { description: 'no type: passed through' },
  point: {
    type: 'object',
    properties: { x: { type: 'number', required: true }, label: { type: 'string' } },
  },
  either: { type: ['integer', 'null'] },
});

// Compile-time checks of ArgsOf: the build fails if the mapping changes.
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type SearchArgs = ArgsOf<typeof searchArgs>;
const typeChecks: [
  Equals<SearchArgs['id'], number>,
  Equals<SearchArgs['order'], 'asc' | 'desc'>,
  Equals<SearchArgs['tags'], string[] | undefined>,
  Equals<SearchArgs['flag'], boolean | undefined>,
  Equals<SearchArgs['loose'], unknown>,
  Equals<NonNullable<SearchArgs['point']>['x'], number>,
  Equals<NonNullable<SearchArgs['point']>['label'], string | undefined>,
  Equals<SearchArgs['either'], number | null | undefined>,
] = [true, true, true, true, true, true, true, true];

@Controller('args/v1')
class ArgsController {
  @Route('/search/(?P<id>[\\d]+)')
  @Args(searchArgs)
  search(_request: RestRequest, args: SearchArgs): unknown {
    return { id: args.id, idType: typeof args.id, order: args.order, tags: args.tags ?? null, has: Object.keys(args).sort() };
  }
}

test('ArgsOf maps schema types to parameter types', (t) => {
  t.deepEqual(typeChecks, [true, true, true, true, true, true, true, true]);
});

test('@Args arguments are sanitized and handed to the method as a typed object', async (t) => {
  const app = await appWith(ArgsController);
  const response = await call(app, 'GET', '/args/v1/search/7?tags=a,b');
  t.is(response.getStatus(), 200);
  t.deepEqual(response.getData(), { id: 7, idType: 'number', order: 'asc', tags: ['a', 'b'], has: ['id', 'order', 'tags'] });
  await app.close();
});

test('@Args validation errors are rest_invalid_param 400 with the exact messages', async (t) => {
  const app = await appWith(ArgsController);
  const response = await call(app, 'GET', '/args/v1/search/7?order=sideways&flag=maybe');
  t.is(response.getStatus(), 400);
  const body = errorBody(response);
  t.is(body.code, 'rest_invalid_param');
  t.is(body.message, 'Invalid parameter(s): order, flag');
  t.deepEqual(body.data.params, { order: 'order is not one of asc, desc.', flag: 'flag is not of type boolean.' });
  t.is(body.data.status, 400);
  await app.close();
});

@Controller('args/v1')
class RequiredController {
  @Route('/needs', { methods: 'POST' })
  @Args({ name: { type: 'string', required: true } })
  needs(_request: RestRequest, args: { name: string }): unknown {
    return args.name;
  }
}

test('a missing required @Args argument is rest_missing_callback_param', async (t) => {
  const app = await appWith(RequiredController);
  const missing = await call(app, 'POST', '/args/v1/needs', {});
  t.is(missing.getStatus(), 400);
  t.is(errorBody(missing).code, 'rest_missing_callback_param');
  t.is(errorBody(missing).message, 'Missing parameter(s): name');
  t.is((await call(app, 'POST', '/args/v1/needs', { name: 'x' })).getData(), 'x');
  await app.close();
});

@Controller('perm/v1')
class PermissionController {
  allowed = true;
  calls = 0;

  canRead(request: RestRequest): unknown {
    return this.allowed && request.getParam('key') === 'open';
  }

  @Route('/by-name')
  @Permission('canRead')
  byName(): unknown {
    this.calls++;
    return 'read';
  }

  @Route('/truthy')
  @Permission(() => 'yes')
  truthy(): unknown {
    this.calls++;
    return 'should not run';
  }

  @Route('/one')
  @Permission(() => 1)
  one(): unknown {
    return 'should not run';
  }

  @Route('/error')
  @Permission(() => new RestError('custom_denied', 'Not today.', { status: 418 }))
  error(): unknown {
    return 'should not run';
  }

  @Route('/with-controller')
  @Permission<PermissionController>((request, controller) => controller.allowed && request.getParam('key') === 'open')
  withController(): unknown {
    return 'ok';
  }
}

test('@Permission by method name runs on the instance; only exactly true permits', async (t) => {
  const app = await appWith(PermissionController);
  t.is((await call(app, 'GET', '/perm/v1/by-name?key=open')).getData(), 'read');
  const denied = await call(app, 'GET', '/perm/v1/by-name?key=shut');
  t.is(denied.getStatus(), 401);
  t.deepEqual(errorBody(denied), { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 401 } });
  await app.close();
});

test('@Permission results that are truthy but not true deny, and the callback does not run', async (t) => {
  const app = await appWith(PermissionController);
  for (const path of ['/perm/v1/truthy', '/perm/v1/one']) {
    const response = await call(app, 'GET', path);
    t.is(response.getStatus(), 401, path);
    t.is(errorBody(response).code, 'rest_forbidden', path);
  }
  const controller = app.container.getAll<object>(Symbol.for('svc-rest.Controller'))[0] as PermissionController;
  t.is(controller.calls, 0);
  await app.close();
});

test('@Permission errors are reported as they are; a check function receives the controller', async (t) => {
  const app = await appWith(PermissionController);
  const error = await call(app, 'GET', '/perm/v1/error');
  t.is(error.getStatus(), 418);
  t.deepEqual(errorBody(error), { code: 'custom_denied', message: 'Not today.', data: { status: 418 } });
  t.is((await call(app, 'GET', '/perm/v1/with-controller?key=open')).getData(), 'ok');
  const controller = app.container.getAll<object>(Symbol.for('svc-rest.Controller'))[0] as PermissionController;
  controller.allowed = false;
  t.is((await call(app, 'GET', '/perm/v1/with-controller?key=open')).getStatus(), 401);
  await app.close();
});

@Controller('bad/v1')
class BadPermissionController {
  @Route('/x')
  @Permission('doesNotExist')
  x(): unknown {
    return 'x';
  }
}

test('@Permission naming a missing method fails loudly at registration', async (t) => {
  const app = await appWith(BadPermissionController);
  t.throws(() => app.server, { message: '@Permission of BadPermissionController names "doesNotExist", which is not a method.' });
  await app.close();
});

/** Args that depend on the instance: two subclasses, two different limits, one decorated method. */
@Controller('perinstance/v1')
class LimitedController {
  protected readonly limit: number = 10;

  limitArgs(): Record<string, { type: 'integer'; maximum: number; default: number }> {
    return { per_page: { type: 'integer', maximum: this.limit, default: 1 } };
  }

  @Route('/items')
  @Args((c: LimitedController) => c.limitArgs())
  items(_request: RestRequest, args: { per_page: number }): unknown {
    return { per_page: args.per_page };
  }
}

@Controller('perinstance/v2')
class WiderController extends LimitedController {
  protected override readonly limit = 50;
}

test('@Args given a function of the controller is resolved per instance at registration', async (t) => {
  const app = await appWith(LimitedController, WiderController);
  const narrow = await call(app, 'GET', '/perinstance/v1/items?per_page=20');
  t.is(narrow.getStatus(), 400);
  t.is((errorBody(narrow).data.params as Record<string, string>).per_page, 'per_page must be less than or equal to 10');
  const wide = await call(app, 'GET', '/perinstance/v2/items?per_page=20');
  t.is(wide.getStatus(), 200);
  t.deepEqual(wide.getData(), { per_page: 20 });
  await app.close();
});
