import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import Koa from 'koa';
import { Container } from 'inversify';
import { TOKENS } from '../di/tokens';
import { Hooks } from '../hooks/Hooks';
import { Notices } from '../notices/Notices';
import { installHttp } from '../http/installHttp';
import { installInterceptors } from '../interceptors/installInterceptors';
import { installControllers } from '../decorators/installControllers';
import { installAuth } from '../auth/wiring/installAuth';
import { installDefaultControllers } from '../../controllers/index';
import { installContentRegistries } from '../../controllers/registries';
import { themeRegistryOf } from '../../controllers/themes/ThemeRegistry';
import { installThemeFolders } from '../../controllers/themes/themeFolders';
import { registerPostType, registerTaxonomy } from '../../controllers/types/registerContentTypes';
import { registerAbility, registerAbilityCategory } from '../../controllers/abilities/AbilitiesRegistry';
import { addPatternFolder, activeThemePatternFolders } from '../../controllers/patterns/patternsFromFolder';
import { registerCoreRoutes } from '../server/coreRoutes';
import { openStorage } from '../storage/index';
import { resolveOptions, type AppOptions } from './AppOptions';
import { ensureSiteAddress } from './ensureSiteAddress';
import { SvcApp } from './SvcApp';
import { APP_TOKEN } from './appToken';
import { provideControllerServices } from './ControllerServices';

/**
 * Builds an app: options, hooks, container, Koa middleware and interceptors are set
 * up now; the REST server itself is created on first need (first request, or first
 * read of `app.server`), when `rest_api_init` fires.
 */
export async function createApp(input: AppOptions = {}): Promise<SvcApp> {
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
  container.bind(APP_TOKEN).toConstantValue(app);
  app.onClose(() => storage.close());
  installHttp(app);
  installInterceptors(app);
  installAuth(app);
  installContentRegistries(app);
  installThemeFolders(themeRegistryOf(app), input.themeDirectories, input.activeTheme);
  for (const postType of input.postTypes ?? []) registerPostType(app, postType);
  for (const taxonomy of input.taxonomies ?? []) registerTaxonomy(app, taxonomy);
  for (const category of input.abilityCategories ?? []) registerAbilityCategory(app, category);
  for (const ability of input.abilities ?? []) registerAbility(app, ability);
  // The active theme's patterns first, as WordPress registers a theme's patterns before plugins ask.
  for (const folder of [...activeThemePatternFolders(themeRegistryOf(app)), ...input.patternFolders ?? []]) addPatternFolder(app, folder);
  provideControllerServices(container);
  installControllers(app, input.controllers ?? []);
  if (options.defaultControllers) installDefaultControllers(app);
  return app;
}
