/**
 * The block editor's data layer in Node: `@wordpress/core-data` on `@wordpress/api-fetch`
 * and `@wordpress/data`, under jsdom's browser globals, talking to a running server the
 * way the editor does — the root URL middleware pointed at our `/svc-json/`, and a nonce
 * middleware sending `X-SVC-Nonce` (with the session cookie a browser would send).
 *
 * The packages read browser globals when they load, so they are required only after
 * the globals are in place; one harness per process (api-fetch's middlewares are global).
 */
/** The part of jsdom used here (it ships no types). */
interface JsdomModule {
  JSDOM: new (html: string, options: { url: string; virtualConsole: object }) => { window: object };
  VirtualConsole: new () => object;
}

export type Record_ = Record<string, unknown>;

/** What core-data's resolvers and selectors are asked here (a small typed view of the store). */
export interface CoreResolvers {
  getEntityRecord(kind: string, name: string, key?: unknown, query?: Record_): Promise<Record_ | undefined | null>;
  getEntityRecords(kind: string, name: string, query?: Record_): Promise<Record_[] | null>;
  getEntitiesConfig(kind: string): Promise<Array<{ name: string; baseURL: string }>>;
  canUser(action: string, resource: { kind: string; name: string; id?: unknown }): Promise<boolean | undefined>;
  getCurrentUser(): Promise<Record_>;
  getAutosave(postType: string, postId: number, authorId: number): Promise<Record_ | undefined>;
  __experimentalGetCurrentGlobalStylesId(): Promise<unknown>;
  __experimentalGetCurrentThemeBaseGlobalStyles(): Promise<Record_ | undefined>;
  __experimentalGetCurrentThemeGlobalStylesVariations(): Promise<Record_[] | null>;
  getBlockPatterns(): Promise<Record_[] | null>;
  getBlockPatternCategories(): Promise<Record_[] | null>;
  getEmbedPreview(url: string): Promise<Record_ | false | undefined>;
}

export interface CoreSelectors {
  getLastEntitySaveError(kind: string, name: string, key: unknown): unknown;
  getLastEntityDeleteError(kind: string, name: string, key: unknown): unknown;
  getEditedEntityRecord(kind: string, name: string, key: unknown): Record_;
  getEntityRecord(kind: string, name: string, key: unknown): Record_ | undefined;
  getEntitiesConfig(kind: string): Array<{ name: string; baseURL: string }>;
}

export interface CoreActions {
  saveEntityRecord(kind: string, name: string, record: Record_, options?: Record_): Promise<Record_ | undefined>;
  editEntityRecord(kind: string, name: string, key: unknown, edits: Record_): Promise<void>;
  saveEditedEntityRecord(kind: string, name: string, key: unknown, options?: Record_): Promise<Record_ | undefined>;
  deleteEntityRecord(kind: string, name: string, key: unknown, query?: Record_, options?: Record_): Promise<unknown>;
  __experimentalSaveSpecifiedEntityEdits?(kind: string, name: string, key: unknown, props: string[]): Promise<unknown>;
}

export interface CoreData {
  resolve: CoreResolvers;
  select: CoreSelectors;
  dispatch: CoreActions;
  /** api-fetch itself, configured as the editor configures it. */
  apiFetch<T = unknown>(options: { path: string; method?: string; data?: unknown; parse?: boolean }): Promise<T>;
}

interface ApiFetchOptions {
  headers?: Record<string, string>;
  [key: string]: unknown;
}

type Middleware = (options: ApiFetchOptions, next: (options: ApiFetchOptions) => Promise<unknown>) => Promise<unknown>;

interface ApiFetchModule {
  default: CoreData['apiFetch'] & { use(middleware: Middleware): void; createRootURLMiddleware(root: string): Middleware };
}

interface DataModule {
  resolveSelect(store: unknown): unknown;
  select(store: unknown): unknown;
  dispatch(store: unknown): unknown;
}

/** Browser globals the packages read when they load or run. */
const GLOBALS = ['document', 'navigator', 'HTMLElement', 'Node', 'Element', 'CustomEvent', 'Event', 'DOMParser', 'MutationObserver', 'getComputedStyle', 'localStorage', 'sessionStorage'] as const;

function installBrowserGlobals(origin: string): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- untyped package
  const { JSDOM, VirtualConsole } = require('jsdom') as JsdomModule;
  // The packages inject styles jsdom cannot parse: its console stays quiet.
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: `${origin}/`, virtualConsole: new VirtualConsole() });
  const window = dom.window as unknown as Record<string, unknown>;
  window.fetch = (...args: Parameters<typeof fetch>) => fetch(...args);
  const scope = globalThis as unknown as Record<string, unknown>;
  scope.window = window;
  for (const name of GLOBALS) if (!(name in scope)) scope[name] = window[name];
}

/**
 * Starts the data layer against `restRoot` (`http://host:port/svc-json/`), signed in with
 * a cookie session: every request carries its cookie and its nonce in `X-SVC-Nonce`.
 */
export function startCoreData(restRoot: string, session: { cookie: string; nonce: string }): CoreData {
  installBrowserGlobals(new URL(restRoot).origin);
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded only once the browser globals exist */
  const apiFetch = (require('@wordpress/api-fetch') as ApiFetchModule).default;
  const data = require('@wordpress/data') as DataModule;
  const { store } = require('@wordpress/core-data') as { store: unknown };
  /* eslint-enable @typescript-eslint/no-require-imports */
  apiFetch.use(apiFetch.createRootURLMiddleware(restRoot));
  apiFetch.use((options, next) => next({ ...options, headers: { ...options.headers, Cookie: session.cookie, 'X-SVC-Nonce': session.nonce } }));
  return {
    resolve: data.resolveSelect(store) as CoreResolvers,
    select: data.select(store) as CoreSelectors,
    dispatch: data.dispatch(store) as CoreActions,
    apiFetch: (options) => apiFetch(options),
  };
}
