/** Injection tokens of the app container: one Symbol per service, in one place. */
export const TOKENS = {
  Options: Symbol.for('svc-rest.Options'),
  Hooks: Symbol.for('svc-rest.Hooks'),
  Notices: Symbol.for('svc-rest.Notices'),
  Storage: Symbol.for('svc-rest.Storage'),
  RestUrls: Symbol.for('svc-rest.RestUrls'),
  Server: Symbol.for('svc-rest.Server'),
  /** Every controller class to serve (multi-bound). */
  Controller: Symbol.for('svc-rest.Controller'),
  /** The one object every built-in controller is constructed with (ControllerServices). */
  ControllerServices: Symbol.for('svc-rest.ControllerServices'),
  /** Every interceptor class (multi-bound); each attaches itself to its hooks. */
  Interceptor: Symbol.for('svc-rest.Interceptor'),
  Auth: Symbol.for('svc-rest.Auth'),
  Capabilities: Symbol.for('svc-rest.Capabilities'),
  FieldRegistry: Symbol.for('svc-rest.FieldRegistry'),
  /** The app's content model registries (one of each per app, shared by every controller). */
  PostTypes: Symbol.for('svc-rest.PostTypes'),
  Taxonomies: Symbol.for('svc-rest.Taxonomies'),
  PostStatuses: Symbol.for('svc-rest.PostStatuses'),
  Settings: Symbol.for('svc-rest.Settings'),
  /** The registered meta keys (register_meta) behind the `meta` fields of posts, terms, users and comments. */
  Meta: Symbol.for('svc-rest.Meta'),
  /** The app's site registries: block types, installed themes and plugins, the block directory catalogue. */
  BlockTypes: Symbol.for('svc-rest.BlockTypes'),
  Themes: Symbol.for('svc-rest.Themes'),
  Plugins: Symbol.for('svc-rest.Plugins'),
  BlockDirectory: Symbol.for('svc-rest.BlockDirectory'),
  /** The editor's libraries: block patterns and their categories, the pattern directory source, icons and icon collections. */
  BlockPatterns: Symbol.for('svc-rest.BlockPatterns'),
  BlockPatternCategories: Symbol.for('svc-rest.BlockPatternCategories'),
  PatternDirectory: Symbol.for('svc-rest.PatternDirectory'),
  Icons: Symbol.for('svc-rest.Icons'),
  IconCollections: Symbol.for('svc-rest.IconCollections'),
  /** The app's content rendering: the `the_content` pipeline, block rendering and shortcodes. */
  Content: Symbol.for('svc-rest.Content'),
  /** The SvcApp itself, for controllers that describe or serve the whole app (OpenAPI, pages, abilities). */
  App: Symbol.for('svc-rest.App'),
  /** The SiteInfoProvider the index reads on every request, so a later `rebindSync` takes effect. */
  SiteInfo: Symbol.for('svc-rest.SiteInfo'),
  /** The deprecation service (deprecated routes and arguments). */
  Deprecations: Symbol.for('svc-rest.Deprecations'),
  /** The auth services (users, sessions, application passwords) of the app. */
  AuthServices: Symbol.for('svc-rest.auth.Services'),
  /** How the interceptors find the authentication service when a request is served. */
  AuthenticatorLookup: Symbol.for('svc-rest.interceptors.AuthenticatorLookup'),
  /** Marks an app whose decorated controllers are installed. */
  ControllersInstalled: Symbol.for('svc-rest.ControllersInstalled'),
  /** Where the per-type stand-ins (terms, posts) find the app to install the chosen classes into. */
  ControllerHost: Symbol.for('svc-rest.TermsControllers.host'),
  /** The app's registries of abilities, the font library and widget types. */
  Abilities: Symbol.for('svc-rest.Abilities'),
  FontLibrary: Symbol.for('svc-rest.FontLibrary'),
  WidgetTypes: Symbol.for('svc-rest.WidgetTypes'),
} as const;

/** The site facts provider's token under the name code already uses (`rebindSync(SITE_INFO)`). */
export const SITE_INFO = TOKENS.SiteInfo;

/** The deprecation service's token under its published name. */
export const DEPRECATION_TOKENS = {
  Deprecations: TOKENS.Deprecations,
} as const;
