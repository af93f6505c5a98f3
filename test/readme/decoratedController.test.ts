/**
 * The README's decorated-controller example, run as written, over HTTP — so the
 * documentation cannot drift from what the framework does.
 */
import 'reflect-metadata';
import test from 'ava';
import { createApp, Controller, Route, Args, Permission, RestController, defineArgs, type ArgsOf, type RestRequest, currentUser } from '../../src/index';

const listArgs = defineArgs({
  page: { type: 'integer', minimum: 1, default: 1 },
  order: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
});

@Controller('shop/v1', { restBase: 'widgets' })
class WidgetsController extends RestController {
  @Route('/')
  @Args(listArgs)
  @Permission(() => true)
  list(_request: RestRequest, args: ArgsOf<typeof listArgs>): unknown {
    return [{ id: 1, page: args.page, order: args.order }];
  }

  @Route('/', { methods: 'POST' })
  @Args({ name: { type: 'string', required: true, maxLength: 40 } })
  @Permission(() => currentUser().id > 0)
  create(_request: RestRequest, args: { name: string }): unknown {
    return { id: 2, name: args.name };
  }
}

test('the README controller answers the README curl calls', async (t) => {
  const app = await createApp({ controllers: [WidgetsController], database: ':memory:', defaultControllers: false });
  const http = await app.listen(0);
  const address = http.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}/svc-json/shop/v1/widgets`;
  try {
    const list = await fetch(`${base}?order=desc`);
    t.is(list.status, 200);
    t.deepEqual(await list.json(), [{ id: 1, page: 1, order: 'desc' }]);

    const invalid = await fetch(`${base}?page=0`);
    t.is(invalid.status, 400);
    const error = (await invalid.json()) as { code: string; data: { params: Record<string, string> } };
    t.is(error.code, 'rest_invalid_param');
    t.is(error.data.params.page, 'page must be greater than or equal to 1');

    const options = await fetch(base, { method: 'OPTIONS' });
    t.is(options.status, 200);
    t.is(options.headers.get('allow'), 'GET');
    const help = (await options.json()) as { methods: string[] };
    t.deepEqual(help.methods, ['GET', 'POST']);

    const enveloped = await fetch(`${base}?_fields=id&_envelope`);
    t.deepEqual(await enveloped.json(), { body: [{ id: 1 }], status: 200, headers: { Allow: 'GET' } });

    const anonymousCreate = await fetch(base, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":"x"}' });
    t.is(anonymousCreate.status, 401);
    t.is(((await anonymousCreate.json()) as { code: string }).code, 'rest_forbidden');
  } finally {
    await app.close();
  }
});
