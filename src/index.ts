/**
 * svc-rest — the public entry point. CONTRACT.md lists the names outside code relies on;
 * everything else here is exported for users extending the framework.
 */
import 'reflect-metadata';
import { BUILT_INS } from '../controllers/builtIns';
import type { AppOptions } from './app/AppOptions';
import { createAppWith } from './app/createApp';
import type { SvcApp } from './app/SvcApp';

// 1. Pure helpers (no server, no storage)
export {
  validateValueFromSchema,
  sanitizeValueFromSchema,
  parseValueFromSchema,
  compileSchema,
  isBoolean,
  sanitizeBoolean,
  isIpAddress,
  sanitizeHexColor,
  parseDate,
  getDateWithGmt,
  type CompiledSchema,
  type Schema,
  type SchemaTypeName,
  type ArgSchema,
  type ArgSchemaMap,
} from './schema/index';
export {
  isFieldIncluded,
  parseEmbedParam,
  filterResponseByContext,
  filterResponseFields,
  parseFieldsParam,
  defaultAdditionalPropertiesToFalse,
} from './shaping/index';
export { RestError, isRestError, type ErrorData } from './errors/RestError';
export { getAvatarUrls } from './avatars/index';

// 2. The application
/** Builds an app serving the built-in controllers too (unless `defaultControllers: false`). */
export function createApp(options: AppOptions = {}): Promise<SvcApp> {
  return createAppWith(BUILT_INS, options);
}
export { SvcApp, type ServerClass } from './app/SvcApp';
export type { AppOptions, ResolvedOptions } from './app/AppOptions';
export type { SideloadFetcher } from './media/sideload';
export { Hooks, type HookCallback } from './hooks/Hooks';
export { andThen, type MaybePromise } from './hooks/maybePromise';
export { runMaybeAsync, wait, type Waiting } from './hooks/maybeAsyncSteps';
export { Notices, type DeveloperNotice } from './notices/Notices';
export { TOKENS } from './di/tokens';
export { RestServer } from './server/RestServer';
export { RestRequest } from './server/RestRequest';
export { RequestMemo } from './server/RequestMemo';
export { RestResponse } from './server/RestResponse';
export { HttpResponse, ensureRequest, ensureResponse } from './server/ensure';
export { REST_API_VERSION } from './server/version';
export { createHttpServer } from './http/createHttpServer';
export { currentUser, isUserLoggedIn, runAsUser, type CurrentUser } from './scope/RequestScope';
export type { HandlerSet, HandlerSetInput, RouteArgs, RouteOptions } from './server/HandlerSet';
export type { Interceptor } from './server/Interceptor';
export type { RequestAuthenticator } from './server/RequestAuthenticator';
export type { RestUrls } from './server/RestUrls';
export { restMiddleware, RestUrlBuilder, restLinkElement, restLinkHeader, editorDiscoveryDocument } from './http/index';

// 3. Decorators and controllers
export { Controller, Route, Args, Permission, defineArgs, registerControllerClass, type ArgsOf } from './decorators/index';
export { RestController, Methods } from './baseControllers/index';
export { registerRestField, FieldRegistry } from './fields/index';

// Rendered content: block parser, the_content pipeline, shortcodes
export { parseBlocks, hasBlocks, type ParsedBlock } from './content/parseBlocks';
export { wpautop } from './content/wpautop';
export { wptexturize } from './content/wptexturize';
export { ShortcodeRegistry, type ShortcodeHandler, type ShortcodeAttributes } from './content/shortcodes';
export { shortcodesOf, contentRendererOf } from '../controllers/content/installContentRendering';

// The content model: post types and taxonomies (each served by its own controllers)
export { registerPostType, registerTaxonomy } from './model/registerContentTypes';
export { installPostsControllers } from '../controllers/posts/postsControllers';
export type { PostTypeInput, PostTypeInfo } from './model/PostTypeRegistry';
export type { TaxonomyInput, TaxonomyInfo } from './model/TaxonomyRegistry';
// The built-in controllers, to subclass (README "Subclassing a built-in controller"): each is built from
// the one ControllerServices object, so a subclass declares no constructor.
export { ControllerServices } from './app/ControllerServices';
export { BuiltInController } from '../controllers/shared/BuiltInController';
export { SiteController } from '../controllers/blocks/SiteController';
export { PostsController, PagesController } from '../controllers/posts/PostsController';
export { AttachmentsController } from '../controllers/media/AttachmentsController';
export { PostRevisionsController, PageRevisionsController } from '../controllers/revisions/RevisionsController';
export { PostAutosavesController, PageAutosavesController } from '../controllers/autosaves/AutosavesController';
export { CommentsController } from '../controllers/comments/CommentsController';
export { TermsController } from '../controllers/terms/TermsController';
export { UsersController } from '../controllers/users/UsersController';
export { ApplicationPasswordsController } from '../controllers/users/ApplicationPasswordsController';
export { SearchController } from '../controllers/search/SearchController';
export { SettingsController } from '../controllers/settings/SettingsController';
export { PostTypesController } from '../controllers/types/PostTypesController';
export { TaxonomiesController } from '../controllers/taxonomies/TaxonomiesController';
export { PostStatusesController } from '../controllers/statuses/PostStatusesController';
export { widgetTypesOf, WidgetTypeRegistry, type WidgetType, type WidgetInstance } from '../controllers/widgets/WidgetTypeRegistry';
export type { SidebarInput } from '../controllers/widgets/SidebarRegistry';
export { Deprecations, DEPRECATION_TOKENS } from './deprecation/index';

// Abilities (`wp-abilities/v1`) and the remote fetcher of the oEmbed proxy and url-details
export {
  registerAbility, registerAbilityCategory, abilitiesOf, AbilitiesRegistry,
  type AbilityCategory, type AbilityQuery,
} from '../controllers/abilities/AbilitiesRegistry';
export type { AbilityInput, AbilityCategoryInput, AbilityMeta, AbilityAnnotations, AbilityCaller } from '../controllers/abilities/Ability';
export type { RemoteFetcher } from '../controllers/embeds/remoteFetcher';
export type { OEmbedProvider } from '../controllers/embeds/remoteOEmbed';

// The font library: collections a client may install fonts from
export { registerFontCollection, fontLibraryOf, type FontCollectionInput } from '../controllers/fonts/FontLibrary';

// Registered meta: the `meta` field of posts, terms, users and comments
export {
  registerMeta, metaRegistryOf, MetaRegistry,
  type MetaObjectType, type RegisterMetaArgs, type MetaRestOptions, type MetaAuthCallback, type MetaSanitizeCallback, type MetaPrepareCallback,
  type RegisteredMeta, type RestMetaField,
} from '../controllers/meta/MetaRegistry';

// The editor's libraries: block patterns and their categories, the pattern directory source, icons
export {
  registerBlockPattern, unregisterBlockPattern, blockPatternRegistryOf,
  registerBlockPatternCategory, unregisterBlockPatternCategory, blockPatternCategoryRegistryOf,
  patternsFromFolder, addPatternFolder, LocalPatternDirectory,
  registerIcon, unregisterIcon, iconRegistryOf, registerIconCollection, unregisterIconCollection, iconCollectionRegistryOf,
  type BlockPatternProperties, type PatternDirectorySource, type PatternDirectoryQuery,
} from '../controllers/index';

// Storage and auth building blocks
export { openStorage, StorageConflictError, type Storage } from './storage/index';
export type { PostRecord, TermRecord, CommentRecord, UserRecord } from './storage/types';
export { Capabilities, Roles, NonceService, PasswordHasher } from './auth/index';
