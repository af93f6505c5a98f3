/**
 * The shapes of the app options that feed the built-in endpoints (remote fetching for
 * oEmbed and url-details, widget areas, the pattern directory, abilities). Declared with
 * the app's options, below the built-in controllers, so the app never imports them; the
 * controllers re-export them where they are used.
 */
import type { RestError } from '../errors/RestError';
import type { Schema } from '../schema/types';

/** Fetches a URL (the global `fetch` is one). */
export type RemoteFetcher = (url: string, init: { method: 'GET'; headers: Record<string, string> }) => Promise<Response>;

/** A sanctioned oEmbed provider: URLs matching `pattern` (a RegExp, or a string with `*` wildcards) are asked at `endpoint`. */
export interface OEmbedProvider {
  pattern: string | RegExp;
  endpoint: string;
}

/** A widget area the theme registers (WordPress's register_sidebar), given to createApp in `sidebars`. */
export interface SidebarInput {
  id: string;
  name: string;
  description?: string;
  /** Extra CSS class of the area in the widgets screen. */
  class?: string;
  /** Markup around each widget (`%1$s`: the widget id, `%2$s`: its class names) and its title. */
  beforeWidget?: string;
  afterWidget?: string;
  beforeTitle?: string;
  afterTitle?: string;
  /** Whether anyone may read the area and its widgets over REST (default false: theme editors only). */
  showInRest?: boolean;
}

/** The query WordPress forwards to the directory. */
export interface PatternDirectoryQuery {
  page: number;
  per_page: number;
  offset?: number;
  order: 'asc' | 'desc';
  orderby: string;
  search?: string;
  slug?: string[];
  /** A pattern category id (`pattern-categories`). */
  category?: number;
  /** A pattern keyword id (`pattern-keywords`). */
  keyword?: number;
  locale: string;
}

/**
 * Answers a query with the directory's decoded JSON body: a list of raw patterns
 * when all is well (anything else is reported as `pattern_api_failed`). Throwing
 * stands for an unreachable directory (`http_request_failed`).
 */
export interface PatternDirectorySource {
  query(query: PatternDirectoryQuery): Promise<unknown>;
}

export interface AbilityAnnotations {
  /** The ability does not modify its environment (run with GET). */
  readonly?: boolean | null;
  /** The ability may perform destructive updates (with `idempotent`: run with DELETE). */
  destructive?: boolean | null;
  /** Repeated calls with the same input have no additional effect. */
  idempotent?: boolean | null;
  [key: string]: unknown;
}

export interface AbilityMeta {
  annotations?: AbilityAnnotations;
  /** Served under `wp-abilities/v1` (default: the value of `public`, else false). */
  show_in_rest?: boolean;
  /** Meant for clients such as the REST API or agents (default false). */
  public?: boolean;
  /** The ability takes `page`/`per_page` input and answers `total`/`total_pages` (the run route sends pagination headers). */
  pagination?: boolean;
  deprecated?: boolean;
  [key: string]: unknown;
}

/** What the callbacks of an ability get beside the input: the current user and a capability check. */
export interface AbilityCaller {
  userId: number;
  can(capability: string, ...args: unknown[]): Promise<boolean>;
}

export type AbilityPermissionCallback = (input: unknown, caller: AbilityCaller) => boolean | RestError | Promise<boolean | RestError>;

export type AbilityExecuteCallback = (input: unknown, caller: AbilityCaller) => unknown;

export interface AbilityInput {
  /** `namespace/ability-name`: lower-case letters, digits and dashes, with at least one slash. */
  name: string;
  label: string;
  description: string;
  /** The slug of a registered ability category. */
  category: string;
  execute_callback: AbilityExecuteCallback;
  permission_callback: AbilityPermissionCallback;
  input_schema?: Schema;
  output_schema?: Schema;
  meta?: AbilityMeta;
}

export interface AbilityCategoryInput {
  /** Lower-case letters and digits in dash-separated words. */
  slug: string;
  label: string;
  description: string;
  meta?: Record<string, unknown>;
}
