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
import { OEmbedController } from './embeds/OEmbedController';
import { UrlDetailsController } from './embeds/UrlDetailsController';
import { SiteHealthController } from './site-health/SiteHealthController';
import { AbilityCategoriesController } from './abilities/AbilityCategoriesController';
import { AbilityRunController } from './abilities/AbilityRunController';
import { AbilitiesController } from './abilities/AbilitiesController';
import { ViewConfigController } from './view-config/ViewConfigController';
import { ExportController } from './export/ExportController';
import { MenuLocationsController } from './navigation/MenuLocationsController';
import { NavigationFallbackController } from './navigation/NavigationFallbackController';
import { SidebarsController } from './widgets/SidebarsController';
import { WidgetsController } from './widgets/WidgetsController';
import { WidgetTypesController } from './widgets/WidgetTypesController';
import { widgetTypesOf } from './widgets/WidgetTypeRegistry';
import { BlockPatternsController } from './patterns/BlockPatternsController';
import { BlockPatternCategoriesController } from './patterns/BlockPatternCategoriesController';
import { PatternDirectoryController } from './pattern-directory/PatternDirectoryController';
import { IconsController } from './icons/IconsController';
import { IconCollectionsController } from './icons/IconCollectionsController';
import { FontCollectionsController } from './fonts/FontCollectionsController';

export const DEFAULT_CONTROLLERS: readonly ControllerClass[] = [
  // First, as WordPress lists the `oembed/1.0` namespace before `wp/v2`.
  OEmbedController,
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
  SidebarsController,
  WidgetsController,
  WidgetTypesController,
  PatternDirectoryController,
  BlockPatternsController,
  BlockPatternCategoriesController,
  SiteHealthController,
  UrlDetailsController,
  MenuLocationsController,
  ExportController,
  NavigationFallbackController,
  FontCollectionsController,
  // The run route before `/abilities/<name>`, whose pattern also matches `…/run`.
  AbilityCategoriesController,
  AbilityRunController,
  AbilitiesController,
  IconsController,
  IconCollectionsController,
  // WordPress registers it last of all.
  ViewConfigController,
  SessionController,
  OpenApiController,
  HealthController,
];

export function installDefaultControllers(app: ControllerHost): void {
  provideControllerHost(app);
  installNavigationSchema(app.hooks);
  widgetTypesOf(app);
  for (const controller of DEFAULT_CONTROLLERS) registerControllerClass(app, controller);
}

export { SessionController, UsersController, ApplicationPasswordsController };
export { PostTypesController, PostStatusesController, TaxonomiesController, SettingsController };
export { PostTypeRegistry } from '../src/model/PostTypeRegistry';
export { TaxonomyRegistry } from '../src/model/TaxonomyRegistry';
export { PostStatusRegistry } from '../src/model/PostStatusRegistry';
export { SettingsRegistry } from '../src/model/SettingsRegistry';
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
export { ExportController };
export { TemplatesController } from './templates/TemplatesController';
export { GlobalStylesController } from './global-styles/GlobalStylesController';
export { BlockPatternsController, BlockPatternCategoriesController, PatternDirectoryController, IconsController, IconCollectionsController };
export {
  blockPatternRegistryOf, registerBlockPattern, unregisterBlockPattern, type BlockPatternProperties,
} from './patterns/BlockPatternRegistry';
export {
  blockPatternCategoryRegistryOf, registerBlockPatternCategory, unregisterBlockPatternCategory,
} from './patterns/BlockPatternCategoryRegistry';
export { patternsFromFolder, registerPatternFolder, addPatternFolder } from './patterns/patternsFromFolder';
export { LocalPatternDirectory, patternDirectoryOf, type PatternDirectorySource, type PatternDirectoryQuery } from './pattern-directory/PatternDirectorySource';
export { iconRegistryOf, registerIcon, unregisterIcon } from './icons/IconRegistry';
export { iconCollectionRegistryOf, registerIconCollection, unregisterIconCollection } from './icons/IconCollectionRegistry';
export { PostsController, PagesController, PostRevisionsController, PageRevisionsController, PostAutosavesController, PageAutosavesController };
export { CommentsController, BlocksController, AttachmentsController };
export {
  postsControllersFor, postsControllerClass, installPostsControllers, PostTypePostsControllers, BUILT_IN_POST_TYPE_CONTROLLERS,
} from './posts/postsControllers';
export { registerPostType, registerTaxonomy } from '../src/model/registerContentTypes';
export { installContentRegistries, contentRegistriesOf, type ContentRegistries } from './registries';
export { MetaRegistry, metaRegistryOf, registerMeta } from './meta/MetaRegistry';
export { RestMetaFields } from './meta/RestMetaFields';
export { contentRendererOf, shortcodesOf } from './content/installContentRendering';
export { ContentRenderer } from './content/ContentRenderer';
export { OEmbedController, UrlDetailsController, SiteHealthController, ViewConfigController };
export { AbilityCategoriesController, AbilityRunController, AbilitiesController };
export { AbilitiesRegistry, abilitiesOf, registerAbility, registerAbilityCategory, type AbilityCategory, type AbilityQuery } from './abilities/AbilitiesRegistry';
export { Ability, type AbilityInput, type AbilityCategoryInput, type AbilityMeta, type AbilityAnnotations, type AbilityCaller } from './abilities/Ability';
export type { RemoteFetcher } from './embeds/remoteFetcher';
export type { OEmbedProvider } from './embeds/remoteOEmbed';
export { MenusController } from './navigation/MenusController';
export { MenuItemsController } from './navigation/MenuItemsController';
export { MenuLocationsController, NavigationFallbackController, SidebarsController, WidgetsController, WidgetTypesController, widgetTypesOf };
export { WidgetTypeRegistry, type WidgetType, type WidgetInstance } from './widgets/WidgetTypeRegistry';
export type { SidebarInput } from './widgets/SidebarRegistry';
export { FontFamiliesController } from './fonts/FontFamiliesController';
export { FontFacesController } from './fonts/FontFacesController';
export { FontCollectionsController } from './fonts/FontCollectionsController';
export { fontLibraryOf, registerFontCollection, type FontCollectionInput } from './fonts/FontLibrary';
