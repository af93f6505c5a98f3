import type { JsonValue, OptionStore } from '../types';
import { writing, type CacheAccess } from './CacheAccess';
import type { RequestCache } from './RequestCache';
import { NOT_READY, type NotReady } from '../notReady';

/** A caller's own copy, so changing an object it got does not change the cached option. */
const own = (value: JsonValue): JsonValue => (typeof value === 'object' && value !== null ? structuredClone(value) : value);

/**
 * Options core code reads on ordinary requests (capability checks of posts and terms, discussion
 * settings, registration): WordPress autoloads them with defaults, here they are often absent, so
 * their absence is learned in the same statement as the autoloaded set.
 */
export const REQUEST_OPTIONS: readonly string[] = [
  'page_for_posts', 'page_on_front', 'show_on_front', 'wp_page_for_privacy_policy', 'default_role', 'users_can_register',
  'using_application_passwords', 'link_manager_enabled',
  'default_category', 'default_term_category', 'default_post_tag', 'default_term_post_tag', 'default_post_format', 'default_term_post_format',
  'comment_registration', 'require_name_email', 'comment_moderation', 'comment_previously_approved', 'comment_max_links',
];

/**
 * Options read through the request cache: the autoloaded ones (and REQUEST_OPTIONS) in one statement
 * on first need, as WordPress's wp_load_alloptions; any other name once per request, absence included.
 */
export class CachedOptionStore implements OptionStore {
  constructor(
    private readonly inner: OptionStore,
    private readonly access: CacheAccess,
  ) {}

  async get(name: string): Promise<JsonValue | undefined> {
    const cache = this.access.forReads();
    if (cache === undefined) return this.inner.get(name);
    const { values } = await this.loaded(cache);
    if (Object.prototype.hasOwnProperty.call(values, name)) return own(values[name] as JsonValue);
    if (REQUEST_OPTIONS.includes(name)) return undefined;
    const value = await cache.otherOptions.get(name, () => this.inner.get(name));
    return value === undefined ? undefined : own(value);
  }

  peek(name: string): JsonValue | undefined | NotReady {
    const cache = this.access.forReads();
    if (cache === undefined) return NOT_READY;
    const loaded = cache.requestOptions.peek('all');
    if (loaded === NOT_READY) return NOT_READY;
    if (Object.prototype.hasOwnProperty.call(loaded.values, name)) return own(loaded.values[name] as JsonValue);
    if (REQUEST_OPTIONS.includes(name)) return undefined;
    const other = cache.otherOptions.peek(name);
    return other === NOT_READY || other === undefined ? other : own(other);
  }

  async loadAutoloaded(): Promise<Record<string, JsonValue>> {
    const cache = this.access.forReads();
    if (cache === undefined) return this.inner.loadAutoloaded();
    return structuredClone((await this.loaded(cache)).autoloaded);
  }

  loadAutoloadedAnd(names: readonly string[]): Promise<{ autoloaded: Record<string, JsonValue>; values: Record<string, JsonValue> }> {
    return this.inner.loadAutoloadedAnd(names);
  }

  set(name: string, value: JsonValue, options?: { autoload?: boolean }): Promise<void> {
    return writing(this.access, () => this.inner.set(name, value, options));
  }

  delete(name: string): Promise<boolean> {
    return writing(this.access, () => this.inner.delete(name));
  }

  private loaded(cache: RequestCache): Promise<{ autoloaded: Record<string, JsonValue>; values: Record<string, JsonValue> }> {
    return cache.requestOptions.get('all', () => this.inner.loadAutoloadedAnd(REQUEST_OPTIONS));
  }
}
