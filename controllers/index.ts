/**
 * The built-in controllers (SPEC "Default controllers registered"). createApp
 * installs them unless `defaultControllers: false`.
 */
import type { ControllerHost } from '../src/decorators/installControllers';
import { registerControllerClass } from '../src/decorators/installControllers';
import type { ControllerClass } from '../src/decorators/metadata';
import { SessionController } from './auth/SessionController';
import { HealthController } from './operations/HealthController';
import { OpenApiController } from './operations/OpenApiController';
import { PagesController, PostsController } from './posts/PostsController';
import { AttachmentsController } from './media/AttachmentsController';
import { PageRevisionsController, PostRevisionsController } from './revisions/RevisionsController';
import { PageAutosavesController, PostAutosavesController } from './autosaves/AutosavesController';
import { ApplicationPasswordsController } from './users/ApplicationPasswordsController';
import { UsersController } from './users/UsersController';
import { PostTypesController } from './types/PostTypesController';
import { PostStatusesController } from './statuses/PostStatusesController';
import { TaxonomiesController } from './taxonomies/TaxonomiesController';
import { SettingsController } from './settings/SettingsController';
import { TaxonomyTermsControllers, provideControllerHost } from './terms/termsControllers';
import { PostTypePostsControllers } from './posts/postsControllers';
import { BlocksController } from './blocks/BlocksController';
import { installNavigationSchema } from './posts/navigationSchema';
import { SearchController } from './search/SearchController';
import { CommentsController } from './comments/CommentsController';
import { BlockRendererController } from './blocks/BlockRendererController';
import { BlockTypesController } from './blocks/BlockTypesController';
import { ThemesController } from './themes/ThemesController';
import { PluginsController } from './plugins/PluginsController';
import { BlockDirectoryController } from './block-directory/BlockDirectoryController';
import { FontCollectionsController } from './fonts/FontCollectionsController';

export const DEFAULT_CONTROLLERS: readonly ControllerClass[] = [
  // The posts, revisions and autosaves controllers of the app's post types, chosen when its routes are registered.
  PostTypePostsControllers,
  PostTypesController,
  PostStatusesController,
  TaxonomiesController,
  // The terms controllers of the app's own taxonomies, chosen when its routes are registered.
  TaxonomyTermsControllers,
  UsersController,
  ApplicationPasswordsController,
  CommentsController,
  SearchController,
  BlockRendererController,
  BlockTypesController,
  SettingsController,
  ThemesController,
  PluginsController,
  BlockDirectoryController,
  FontCollectionsController,
  SessionController,
  OpenApiController,
  HealthController,
];

export function installDefaultControllers(app: ControllerHost): void {
  provideControllerHost(app);
  installNavigationSchema(app.hooks);
  for (const controller of DEFAULT_CONTROLLERS) registerControllerClass(app, controller);
}

export { SessionController, UsersController, ApplicationPasswordsController };
export { PostTypesController, PostStatusesController, TaxonomiesController, SettingsController };
export { PostTypeRegistry } from './types/PostTypeRegistry';
export { TaxonomyRegistry } from './taxonomies/TaxonomyRegistry';
export { PostStatusRegistry } from './statuses/PostStatusRegistry';
export { SettingsRegistry } from './settings/SettingsRegistry';
export { UserResource, USER_ARGS } from './users/UserResource';
export { TermsController } from './terms/TermsController';
export {
  termsControllersFor, termsControllerClass, defaultTermsControllers, installTermsControllers, TaxonomyTermsControllers, type RestTaxonomy,
} from './terms/termsControllers';
export { SearchController } from './search/SearchController';
export { SearchHandler, type SearchContext, type SearchResult } from './search/SearchHandler';
export { PostSearchHandler } from './search/PostSearchHandler';
export { TermSearchHandler } from './search/TermSearchHandler';
export { PostFormatSearchHandler } from './search/PostFormatSearchHandler';
export { BlockRendererController, BlockTypesController, ThemesController, PluginsController, BlockDirectoryController };
export { blockTypeRegistryOf } from './blocks/BlockTypeRegistry';
export { themeRegistryOf } from './themes/ThemeRegistry';
export { pluginRegistryOf } from './plugins/PluginRegistry';
export { blockDirectoryCatalogueOf } from './block-directory/BlockDirectoryCatalogue';
export { PostsController, PagesController, PostRevisionsController, PageRevisionsController, PostAutosavesController, PageAutosavesController };
export { CommentsController, BlocksController, AttachmentsController };
export {
  postsControllersFor, postsControllerClass, installPostsControllers, PostTypePostsControllers, BUILT_IN_POST_TYPE_CONTROLLERS,
} from './posts/postsControllers';
export { registerPostType, registerTaxonomy } from './types/registerContentTypes';
export { installContentRegistries, contentRegistriesOf, type ContentRegistries } from './registries';
export { MetaRegistry, metaRegistryOf, registerMeta } from './meta/MetaRegistry';
export { RestMetaFields } from './meta/RestMetaFields';
export { contentRendererOf, shortcodesOf } from './content/installContentRendering';
export { ContentRenderer } from './content/ContentRenderer';
export { FontFamiliesController } from './fonts/FontFamiliesController';
export { FontFacesController } from './fonts/FontFacesController';
export { FontCollectionsController } from './fonts/FontCollectionsController';
export { fontLibraryOf, registerFontCollection, type FontCollectionInput } from './fonts/FontLibrary';
