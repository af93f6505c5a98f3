import { resolve as resolvePath } from 'node:path';
import type { Logger } from 'pino';
import { DEFAULT_ALLOWED_MIME_TYPES } from '../media/mimeTypes';
import { preparedStatementsWanted } from '../storage/sql/preparedStatements';
import type { CoreOptions } from '../server/CoreOptions';
import type { PostTypeInput } from '../model/PostTypeRegistry';
import type { SideloadFetcher } from '../media/sideload';
import type { TaxonomyInput } from '../model/TaxonomyRegistry';
import type { AbilityCategoryInput, AbilityInput, OEmbedProvider, PatternDirectorySource, RemoteFetcher, SidebarInput } from './builtInOptions';

/** Options of createApp (CONTRACT section 2). */
export interface AppOptions {
  /** Connection string: `postgres://…`, `sqlite:<path>`, a file path, or `:memory:`. Default: the embedded SQLite file. */
  database?: string;
  /** PostgreSQL schema to use (created if missing); lets test runs use a fresh schema. */
  databaseSchema?: string;
  /**
   * PostgreSQL: keep the statements every request runs prepared on each connection (default true, or
   * `SVC_REST_PREPARED_STATEMENTS=off`). Turn off behind a pooler that cannot carry them (PgBouncer in
   * transaction mode before 1.21).
   */
  preparedStatements?: boolean;
  /** The site address, e.g. `http://127.0.0.1:8080`. */
  baseUrl?: string;
  /** URL prefix of the interface (before the `rest_url_prefix` filter). Default `svc-json`. */
  restPrefix?: string;
  /** How route URLs are written: `/svc-json/…`, `/index.php/svc-json/…` or `/index.php?rest_route=…`. */
  permalinks?: 'pretty' | 'index' | 'plain';
  /** Signing key for nonces and cookies. Several processes sharing a database must share it. */
  secret?: string;
  /** Extra controller classes to serve. */
  controllers?: Array<new (...args: never[]) => object>;
  /** Register the built-in controllers (default true). */
  defaultControllers?: boolean;
  /** Post types to register beside WordPress's own (as `registerPostType(app, …)`); each shown in REST is served under its rest base. */
  postTypes?: readonly PostTypeInput[];
  /** Taxonomies to register beside WordPress's own (as `registerTaxonomy(app, …)`). */
  taxonomies?: readonly TaxonomyInput[];
  /** Classic menu locations the theme registers (WordPress's register_nav_menus): location slug → description. Default none. */
  menuLocations?: Readonly<Record<string, string>>;
  /** Widget areas the theme registers (WordPress's register_sidebar). Default none. */
  sidebars?: readonly SidebarInput[];
  /** Debug mode: deprecation headers are sent only when on. */
  debug?: boolean;
  /** Whether the site is served over HTTPS (forces https in built URLs, SPEC "Addressing" rule 2). */
  secure?: boolean;
  /** Largest accepted request body in bytes (default 10 MiB). */
  maxBodyBytes?: number;
  /** Where uploaded media files are kept, in `YYYY/MM/` folders (default `./data/uploads`). */
  uploadsDir?: string;
  /** Largest accepted uploaded file in bytes (default 64 MiB); larger uploads get a 413. */
  maxUploadBytes?: number;
  /**
   * The file types media uploads may have: extension pattern (`jpg|jpeg|jpe`) → MIME type, as WordPress's
   * get_allowed_mime_types (default: WordPress's list for users without `unfiltered_html`).
   */
  allowedMimeTypes?: Record<string, string>;
  /**
   * Downloads the image of `POST /wp/v2/media` with a `url` (the global `fetch` will do; it decides
   * which hosts may be reached). Default none: such requests get `http_request_failed`, nothing is fetched.
   */
  sideloadFetcher?: SideloadFetcher;
  /**
   * Fetches other sites' pages for the oEmbed proxy and `wp-block-editor/v1/url-details` (the global
   * `fetch` will do). Default none: nothing is fetched and those routes answer as for an unreachable URL.
   */
  remoteFetcher?: RemoteFetcher;
  /** The hosts `remoteFetcher` may reach (`example.com`, `*.example.com`, `127.0.0.1:8123`; `*` for any). Default none. */
  remoteHosts?: readonly string[];
  /** The oEmbed providers the proxy asks without discovery (WordPress's sanctioned provider list). Default none. */
  oembedProviders?: readonly OEmbedProvider[];
  /** Ability categories to register (as `registerAbilityCategory(app, …)`), before `abilities`. */
  abilityCategories?: readonly AbilityCategoryInput[];
  /** Abilities to register (as `registerAbility(app, …)`), served under `wp-abilities/v1`. */
  abilities?: readonly AbilityInput[];
  /**
   * Folders of pattern files (`.html` files with a header comment, like a theme's `patterns/`
   * folder) whose patterns are registered at start, under their slugs.
   */
  patternFolders?: readonly string[];
  /**
   * Where `/wp/v2/pattern-directory/patterns` (and the directory patterns of
   * `/wp/v2/block-patterns/patterns`) come from. Default: the bundled local catalogue; nothing is fetched.
   */
  patternDirectory?: PatternDirectorySource;
  /** Also accept the nonce from `X-WP-Nonce` (for WordPress clients that hard-code it). */
  acceptWpNonceHeader?: boolean;
  /** Clock in milliseconds (tests inject one to expire nonces). */
  now?: () => number;
  /** A pino logger: when given, every request is logged through it (method, route pattern, status, ms, user). */
  logger?: Logger;
  /** Folders of theme folders (as wp-content/themes): each sub-folder with a style.css is an installed theme. */
  themeDirectories?: readonly string[];
  /** The stylesheet of the active theme (default: Twenty Twenty-Five, shipped). */
  activeTheme?: string;
}

/** The options after defaults: what the framework's layers read (CoreOptions), and what the app and the built-in controllers read. */
export interface ResolvedOptions extends CoreOptions {
  database: string | undefined;
  databaseSchema: string | undefined;
  preparedStatements: boolean;
  defaultControllers: boolean;
  menuLocations: Readonly<Record<string, string>>;
  sidebars: readonly SidebarInput[];
  allowedMimeTypes: Readonly<Record<string, string>>;
  sideloadFetcher: SideloadFetcher | undefined;
  remoteFetcher: RemoteFetcher | undefined;
  remoteHosts: readonly string[];
  oembedProviders: readonly OEmbedProvider[];
  patternDirectory: PatternDirectorySource | undefined;
  logger: Logger | undefined;
}

export function resolveOptions(options: AppOptions = {}, randomSecret: () => string): ResolvedOptions {
  return {
    database: options.database ?? process.env.SVC_REST_DATABASE,
    databaseSchema: options.databaseSchema,
    preparedStatements: preparedStatementsWanted(options.preparedStatements),
    baseUrl: (options.baseUrl ?? 'http://localhost:8080').replace(/\/+$/, ''),
    restPrefix: options.restPrefix ?? 'svc-json',
    permalinks: options.permalinks ?? 'pretty',
    secret: options.secret ?? process.env.SVC_REST_SECRET ?? randomSecret(),
    defaultControllers: options.defaultControllers ?? true,
    menuLocations: options.menuLocations ?? {},
    sidebars: options.sidebars ?? [],
    debug: options.debug ?? false,
    secure: options.secure ?? (options.baseUrl ?? '').startsWith('https:'),
    maxBodyBytes: options.maxBodyBytes ?? 10 * 1024 * 1024,
    uploadsDir: resolvePath(options.uploadsDir ?? './data/uploads'),
    maxUploadBytes: options.maxUploadBytes ?? 64 * 1024 * 1024,
    allowedMimeTypes: options.allowedMimeTypes ?? DEFAULT_ALLOWED_MIME_TYPES,
    sideloadFetcher: options.sideloadFetcher,
    remoteFetcher: options.remoteFetcher,
    remoteHosts: options.remoteHosts ?? [],
    oembedProviders: options.oembedProviders ?? [],
    patternDirectory: options.patternDirectory,
    acceptWpNonceHeader: options.acceptWpNonceHeader ?? false,
    now: options.now ?? Date.now,
    logger: options.logger,
  };
}
