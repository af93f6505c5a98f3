import { createApp } from '../../src/index';
import type { SvcApp } from '../../src/app/SvcApp';
import { TOKENS } from '../../src/di/tokens';
import type { ArgSchemaMap } from '../../src/schema/types';
import { currentUser } from '../../src/scope/RequestScope';
import type { RestRequest } from '../../src/server/RestRequest';
import type { RestServer } from '../../src/server/RestServer';
import { BenchAuthenticator } from './svcAuthenticator';
import { BASE_URL, BENCH_SECRET, CONTEXTS, NAMESPACE, ORDERBY, ROUTE_PATTERN, buildItem, type ItemQuery } from './workload';

/** The route's arguments as svc-rest schemas (project issue #9's, exactly): validated and sanitized by the framework. */
export const ITEM_ARGS: ArgSchemaMap = {
  id: { type: 'integer', minimum: 1, required: true },
  context: { type: 'string', enum: [...CONTEXTS], default: 'view' },
  per_page: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  search: { type: 'string', maxLength: 100 },
  include: { type: 'array', items: { type: 'integer' } },
  orderby: { type: 'string', enum: [...ORDERBY], default: 'date' },
};

function itemCallback(request: RestRequest): Record<string, unknown> {
  const query: ItemQuery = {
    id: request.getParam('id') as number,
    context: request.getParam('context') as string,
    per_page: request.getParam('per_page') as number,
    search: (request.getParam('search') as string | null | undefined) ?? null,
    include: (request.getParam('include') as number[] | null | undefined) ?? null,
    orderby: request.getParam('orderby') as string,
  };
  return buildItem(query, currentUser().id);
}

/**
 * The svc-rest side of the benchmark: an app without the built-in controllers, the
 * item route registered on `rest_api_init`, and cookie authentication bound under
 * TOKENS.Auth.
 */
export async function createSvcBenchApp(): Promise<SvcApp> {
  const app = await createApp({ defaultControllers: false, database: ':memory:', secret: BENCH_SECRET, baseUrl: BASE_URL });
  if (app.container.isBound(TOKENS.Auth)) await app.container.unbind(TOKENS.Auth);
  app.container.bind(TOKENS.Auth).toConstantValue(new BenchAuthenticator(BENCH_SECRET));
  app.hooks.addAction('rest_api_init', (server: RestServer) => {
    server.registerRoute(NAMESPACE, ROUTE_PATTERN, {
      methods: 'GET',
      permission_callback: () => true,
      args: ITEM_ARGS,
      callback: itemCallback,
    });
  });
  return app;
}
