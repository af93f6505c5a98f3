import test from 'ava';
import { blockDirectoryCatalogueOf } from '../../controllers/block-directory/BlockDirectoryCatalogue';
import { blockTypeRegistryOf } from '../../controllers/blocks/BlockTypeRegistry';
import { contentRegistriesOf } from '../../controllers/registries';
import { pluginRegistryOf } from '../../controllers/plugins/PluginRegistry';
import { themeRegistryOf } from '../../controllers/themes/ThemeRegistry';
import type { Capabilities } from '../../src/auth/capabilities/Capabilities';
import { TOKENS } from '../../src/di/tokens';
import { call, makeSite } from './site-helpers';

test('the site registries are bound per app under their tokens; the *Of helpers read those bindings', async (t) => {
  const one = await makeSite();
  const two = await makeSite();
  const pairs: Array<[symbol, (app: typeof one.app) => object, keyof ReturnType<typeof contentRegistriesOf>]> = [
    [TOKENS.BlockTypes, blockTypeRegistryOf, 'blockTypes'],
    [TOKENS.Themes, themeRegistryOf, 'themes'],
    [TOKENS.Plugins, pluginRegistryOf, 'plugins'],
    [TOKENS.BlockDirectory, blockDirectoryCatalogueOf, 'blockDirectory'],
  ];
  for (const [token, of, name] of pairs) {
    t.is<unknown, unknown>(of(one.app), one.app.container.get(token));
    t.is<unknown, unknown>(contentRegistriesOf(one.app)[name], of(one.app));
    t.not(of(one.app), of(two.app));
  }
});

test('a registration in one app is served by that app only', async (t) => {
  const one = await makeSite();
  const two = await makeSite();
  pluginRegistryOf(one.app).register({ plugin: 'hello', name: 'Hello Dolly' });
  t.is((await call(one.app, one.admin, 'GET', '/wp/v2/plugins/hello')).status, 200);
  t.is((await call(two.app, two.admin, 'GET', '/wp/v2/plugins/hello')).status, 404);
});

test("block types and the active theme open to editors of any of the app's own REST post types", async (t) => {
  const { app, subscriber } = await makeSite();
  const capabilities = app.container.get<Capabilities>(TOKENS.Capabilities);
  const librarian = (await app.storage.users.create({ user_login: 'librarian', roles: ['librarian'] })).id;
  capabilities.roles.addRole('librarian', 'Librarian', ['read', 'edit_books']);
  t.is((await call(app, librarian, 'GET', '/wp/v2/block-types')).status, 403);
  t.is((await call(app, librarian, 'GET', '/wp/v2/themes?status=active')).status, 403);
  contentRegistriesOf(app).postTypes.register({ name: 'book', label: 'Books', singularLabel: 'Book', capabilities: { capabilityType: 'book' } });
  t.is((await call(app, librarian, 'GET', '/wp/v2/block-types')).status, 200);
  t.is((await call(app, librarian, 'GET', '/wp/v2/themes?status=active')).status, 200);
  t.is((await call(app, subscriber, 'GET', '/wp/v2/block-types')).status, 403);
});
