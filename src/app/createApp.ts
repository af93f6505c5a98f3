import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import Koa from 'koa';
import { Container } from 'inversify';
import { TOKENS } from '../di/tokens';
import { Hooks } from '../hooks/Hooks';
import { Notices } from '../notices/Notices';
import { installHttp } from './installHttp';
import { installInterceptors } from '../interceptors/installInterceptors';
import { installControllers } from '../decorators/installControllers';
import { installAuth } from '../auth/wiring/installAuth';
import { installContentModel } from '../model/ContentModel';
import { registerPostType, registerTaxonomy } from '../model/registerContentTypes';
import { registerCoreRoutes } from '../server/coreRoutes';
import { openStorage } from '../storage/index';
import { resolveOptions, type AppOptions } from './AppOptions';
import type { BuiltIns } from './BuiltIns';
import { ensureSiteAddress } from './ensureSiteAddress';
import { SvcApp } from './SvcApp';
import { provideControllerServices } from './ControllerServices';

/**
 * Builds an app serving `builtIns` (the package entry's `createApp` hands it the
 * built-in controllers): options, hooks, container, content model, Koa middleware and
 * interceptors are set up now; the REST server itself is created on first need (first
 * request, or first read of `app.server`), when `rest_api_init` fires.
 */
export async function createAppWith(builtIns: BuiltIns, input: AppOptions = {}): Promise<SvcApp> {
  const options = resolveOptions(input, () => randomBytes(32).toString('hex'));
  const hooks = new Hooks();
  const notices = new Notices();
  const container = new Container();
  container.bind(TOKENS.Options).toConstantValue(options);
  container.bind(TOKENS.Hooks).toConstantValue(hooks);
  container.bind(TOKENS.Notices).toConstantValue(notices);

  // Storage first: a bad connection string fails createApp instead of the first request.
  const storage = await openStorage(options.database, {
    schema: options.databaseSchema,
    prepareStatements: options.preparedStatements,
    migrate: true,
    // One clock for the app: an injected `now` also drives session expiry.
    now: () => new Date(options.now()),
  });
  container.bind(TOKENS.Storage).toConstantValue(storage);
  await ensureSiteAddress(storage, options.baseUrl);

  const koa = new Koa({ proxy: false });
  const app = new SvcApp({
    koa,
    hooks,
    notices,
    container,
    options,
    bootstrap: { registerCoreRoutes: (server) => registerCoreRoutes(server, app) },
  });
  container.bind(TOKENS.App).toConstantValue(app);
  app.onClose(() => storage.close());
  installHttp(app);
  installInterceptors(app);
  // The content model before auth: capability checks map through it.
  installContentModel(app);
  installAuth(app);
  for (const postType of input.postTypes ?? []) registerPostType(app, postType);
  for (const taxonomy of input.taxonomies ?? []) registerTaxonomy(app, taxonomy);
  builtIns.install(app, input);
  provideControllerServices(container);
  installControllers(app, input.controllers ?? []);
  if (options.defaultControllers) builtIns.installDefaultControllers(app);
  return app;
}
