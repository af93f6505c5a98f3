/**
 * The registered meta keys of one app (WordPress's register_meta and its
 * global `$wp_meta_keys`), per object type (post, term, user, comment) and
 * subtype (a post type or taxonomy; '' for the whole object type). The REST
 * `meta` fields are computed from it (restMetaFields.ts); the auth and
 * sanitize callbacks are installed as the app's `auth_*_meta_*` and
 * `sanitize_*_meta_*` filters, which the capability mapper and the writes read.
 */
import type { Container } from 'inversify';
import { TOKENS } from '../../src/di/tokens';
import type { Hooks } from '../../src/hooks/Hooks';
import type { Notices } from '../../src/notices/Notices';
import { sanitizeValueFromSchema, validateValueFromSchema } from '../../src/schema/index';
import { defaultAdditionalPropertiesToFalse } from '../../src/shaping/index';
import type { Schema } from '../../src/schema/types';
import type { RestRequest } from '../../src/server/RestRequest';
import type { PostTypeRegistry } from '../../src/model/PostTypeRegistry';

export type MetaObjectType = 'post' | 'term' | 'user' | 'comment';

/**
 * Decides whether a user may add, edit or delete the key on an object (WordPress's
 * auth_callback, run inside the `edit_{type}_meta` capability check). `allowed` is
 * the default: false for protected keys (a leading underscore), true otherwise.
 */
export type MetaAuthCallback = (allowed: boolean, metaKey: string, objectId: number, userId: number, cap: string, caps: readonly string[]) => boolean;

/** Cleans a value before it is stored (WordPress's sanitize_callback; runs after the schema's own sanitizing). */
export type MetaSanitizeCallback = (value: unknown, metaKey: string, objectType: MetaObjectType, objectSubtype: string) => unknown;

/** Turns a stored value into the value shown in a response (show_in_rest's prepare_callback). */
export type MetaPrepareCallback = (value: unknown, request: RestRequest, field: RestMetaField) => unknown;

/** `showInRest` as an object: the REST schema (merged over the one made from the registration), its name and preparation. */
export interface MetaRestOptions {
  /** Keywords merged over `{ type, title, description, default }`; an array type needs `items`. */
  schema?: Schema;
  /** The property name under `meta` (default: the meta key). */
  name?: string;
  /** Overrides the registration's type for the REST field. */
  type?: string;
  /** How a stored value is shown; `null` shows it as stored. Default: validated and sanitized against the schema, null when invalid. */
  prepareCallback?: MetaPrepareCallback | null;
}

export interface RegisterMetaArgs {
  /** A post type (post meta) or taxonomy (term meta); omitted: every object of the type. */
  objectSubtype?: string;
  /** 'string' (default), 'boolean', 'integer', 'number', 'array' or 'object'. */
  type?: string | null;
  /** Shown as the schema's `title`. */
  label?: string;
  description?: string;
  /** The value read when nothing is stored; validated against the type when given. */
  default?: unknown;
  /** One value per object (true), or a list of values (false, the default). */
  single?: boolean;
  sanitizeCallback?: MetaSanitizeCallback;
  authCallback?: MetaAuthCallback;
  /** Whether (and how) the key is part of the REST `meta` field; default false. */
  showInRest?: boolean | MetaRestOptions;
  /** Post meta only: revisions (and autosaves) keep a copy of the key. */
  revisionsEnabled?: boolean;
}

/** A registration as stored: the arguments with their defaults filled in. */
export interface RegisteredMeta {
  readonly type: string | null;
  readonly label: string;
  readonly description: string;
  readonly hasDefault: boolean;
  readonly default: unknown;
  readonly single: boolean;
  readonly sanitizeCallback?: MetaSanitizeCallback;
  readonly authCallback: MetaAuthCallback;
  readonly showInRest: boolean | MetaRestOptions;
  readonly revisionsEnabled: boolean;
}

/** One key as the REST `meta` field serves it (WordPress's get_registered_fields entry). */
export interface RestMetaField {
  readonly key: string;
  readonly name: string;
  readonly single: boolean;
  readonly type: string;
  /** The value schema; a list of the item schema for non-single keys. */
  readonly schema: Schema;
  readonly prepareCallback: MetaPrepareCallback | null;
  /** The registration's default when one was given (read as the stored value when nothing is stored). */
  readonly storedDefault: { value: unknown } | undefined;
}

const REST_TYPES = new Set(['string', 'boolean', 'integer', 'number', 'array', 'object']);

/** WordPress's is_protected_meta: a key whose first printable character is an underscore. */
export function isProtectedMeta(key: string): boolean {
  return key.replace(/[^\x20-\x7E\p{L}]/gu, '').startsWith('_');
}

export class MetaRegistry {
  private readonly keys = new Map<MetaObjectType, Map<string, Map<string, RegisteredMeta>>>();
  private readonly fieldCache = new Map<string, readonly RestMetaField[]>();

  constructor(
    private readonly hooks: Hooks,
    private readonly notices: Notices,
    private readonly postTypes: PostTypeRegistry,
  ) {}

  /**
   * Registers `key` for `objectType` (WordPress's register_meta). False, with a
   * developer notice, when the arguments cannot work: an array shown in REST
   * without `showInRest.schema.items`, revisions on a type without them, or a
   * default that does not fit the type.
   */
  register(objectType: MetaObjectType, key: string, args: RegisterMetaArgs = {}): boolean {
    const showInRest = args.showInRest ?? false;
    const type = args.type === undefined ? 'string' : args.type;
    if (showInRest !== false && type === 'array' && (typeof showInRest !== 'object' || showInRest.schema?.items === undefined)) {
      this.notices.raise('register_meta', 'When registering an "array" meta type to show in the REST API, you must specify the schema for each array item in "show_in_rest.schema.items".', '5.3.0');
      return false;
    }
    const subtype = args.objectSubtype ?? '';
    const revisionsEnabled = args.revisionsEnabled === true;
    if (revisionsEnabled && objectType !== 'post') {
      this.notices.raise('register_meta', 'Meta keys cannot enable revisions support unless the object type supports revisions.', '6.4.0');
      return false;
    }
    if (revisionsEnabled && subtype !== '' && this.postTypes.get(subtype)?.supports.revisions !== true) {
      this.notices.raise('register_meta', 'Meta keys cannot enable revisions support unless the object subtype supports revisions.', '6.4.0');
      return false;
    }
    const hasDefault = Object.prototype.hasOwnProperty.call(args, 'default');
    if (hasDefault) {
      const schema: Schema = { type: type ?? undefined, ...(typeof showInRest === 'object' ? showInRest.schema : {}) };
      if (validateValueFromSchema(args.default, schema) !== true) {
        this.notices.raise('register_meta', 'When registering a default meta value the data must match the type provided.', '5.5.0');
        return false;
      }
    }
    const protectedKey = isProtectedMeta(key);
    const registered: RegisteredMeta = {
      type,
      label: args.label ?? '',
      description: args.description ?? '',
      hasDefault,
      default: args.default,
      single: args.single === true,
      sanitizeCallback: args.sanitizeCallback,
      authCallback: args.authCallback ?? (() => !protectedKey),
      showInRest,
      revisionsEnabled,
    };
    this.unregister(objectType, key, subtype);
    const suffix = subtype === '' ? '' : `_for_${subtype}`;
    if (registered.sanitizeCallback !== undefined) this.hooks.addFilter(`sanitize_${objectType}_meta_${key}${suffix}`, registered.sanitizeCallback);
    this.hooks.addFilter(`auth_${objectType}_meta_${key}${suffix}`, registered.authCallback);
    let bySubtype = this.keys.get(objectType);
    if (bySubtype === undefined) this.keys.set(objectType, (bySubtype = new Map()));
    let entries = bySubtype.get(subtype);
    if (entries === undefined) bySubtype.set(subtype, (entries = new Map()));
    entries.set(key, registered);
    this.fieldCache.clear();
    return true;
  }

  /** Removes a registration and its callbacks (WordPress's unregister_meta_key); false when it was not registered. */
  unregister(objectType: MetaObjectType, key: string, objectSubtype = ''): boolean {
    const entries = this.keys.get(objectType)?.get(objectSubtype);
    const registered = entries?.get(key);
    if (entries === undefined || registered === undefined) return false;
    const suffix = objectSubtype === '' ? '' : `_for_${objectSubtype}`;
    if (registered.sanitizeCallback !== undefined) this.hooks.removeFilter(`sanitize_${objectType}_meta_${key}${suffix}`, registered.sanitizeCallback);
    this.hooks.removeFilter(`auth_${objectType}_meta_${key}${suffix}`, registered.authCallback);
    entries.delete(key);
    this.fieldCache.clear();
    return true;
  }

  /** The keys registered for exactly this type and subtype, in registration order (get_registered_meta_keys). */
  registered(objectType: MetaObjectType, objectSubtype = ''): ReadonlyMap<string, RegisteredMeta> {
    return this.keys.get(objectType)?.get(objectSubtype) ?? new Map();
  }

  isRegistered(objectType: MetaObjectType, key: string, objectSubtype = ''): boolean {
    return this.registered(objectType, objectSubtype).has(key);
  }

  /** The value after the registered sanitize callbacks (WordPress's sanitize_meta: the subtype's filter when it has one). */
  sanitize(objectType: MetaObjectType, key: string, value: unknown, objectSubtype = ''): unknown {
    const specific = `sanitize_${objectType}_meta_${key}_for_${objectSubtype}`;
    if (objectSubtype !== '' && this.hooks.hasFilter(specific)) return this.hooks.applyFilters(specific, value, key, objectType, objectSubtype);
    return this.hooks.applyFilters(`sanitize_${objectType}_meta_${key}`, value, key, objectType, objectSubtype);
  }

  /** Post meta keys whose values revisions keep, for a post type (wp_post_revision_meta_keys). */
  revisionedKeys(postType: string): string[] {
    const keys: string[] = [];
    for (const subtype of ['', postType]) {
      for (const [key, registered] of this.registered('post', subtype)) if (registered.revisionsEnabled && !keys.includes(key)) keys.push(key);
    }
    return keys;
  }

  /** The keys served under `meta` for objects of this type and subtype (WP_REST_Meta_Fields::get_registered_fields). */
  restFields(objectType: MetaObjectType, objectSubtype = ''): readonly RestMetaField[] {
    const cacheKey = `${objectType}\u0000${objectSubtype}`;
    let fields = this.fieldCache.get(cacheKey);
    if (fields === undefined) {
      fields = this.computeRestFields(objectType, objectSubtype);
      this.fieldCache.set(cacheKey, fields);
    }
    return fields;
  }

  private computeRestFields(objectType: MetaObjectType, objectSubtype: string): RestMetaField[] {
    // The subtype's registration of a key replaces the whole type's one, in the whole type's place.
    const merged = new Map(this.registered(objectType));
    if (objectSubtype !== '') for (const [key, registered] of this.registered(objectType, objectSubtype)) merged.set(key, registered);
    const fields: RestMetaField[] = [];
    for (const [key, registered] of merged) {
      const field = restField(key, registered, this.storedDefault(objectType, key, objectSubtype));
      if (field !== undefined) fields.push(field);
    }
    return fields;
  }

  /** The default get_metadata falls back to: the whole type's registration first, then the subtype's (filter_default_metadata). */
  private storedDefault(objectType: MetaObjectType, key: string, objectSubtype: string): { value: unknown } | undefined {
    for (const subtype of ['', objectSubtype]) {
      const registered = this.registered(objectType, subtype).get(key);
      if (registered?.hasDefault === true) return { value: registered.default };
    }
    return undefined;
  }
}

/** The REST description of one registered key, or undefined when it is not shown (or its type cannot be). */
function restField(key: string, registered: RegisteredMeta, storedDefault: { value: unknown } | undefined): RestMetaField | undefined {
  const show = registered.showInRest;
  if (show === false) return undefined;
  const options: MetaRestOptions = typeof show === 'object' ? show : {};
  const own = options.schema ?? {};
  const type = typeof own.type === 'string' && own.type !== '' ? own.type : nonEmpty(options.type) ?? nonEmpty(registered.type ?? undefined);
  // The schema starts from the registration (its type, even when showInRest names another) and takes showInRest.schema over it.
  let schema: Schema = {
    type: registered.type ?? null,
    title: registered.label,
    description: registered.description,
    default: registered.hasDefault ? registered.default : null,
    ...own,
  } as Schema;
  if (schema.default === null || schema.default === undefined) schema = { ...schema, default: emptyValueFor(type) } as Schema;
  schema = defaultAdditionalPropertiesToFalse(schema);
  if (type === undefined || !REST_TYPES.has(type)) return undefined;
  if (!registered.single) schema = { type: 'array', items: schema };
  return {
    key,
    name: options.name ?? key,
    single: registered.single,
    type,
    schema,
    prepareCallback: options.prepareCallback === undefined ? prepareMetaValue : options.prepareCallback,
    storedDefault,
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value;
}

/** The value of a type when nothing says otherwise (an empty PHP array is `[]`). */
export function emptyValueFor(type: string | undefined): unknown {
  switch (type) {
    case 'string':
      return '';
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      return 0;
    case 'array':
    case 'object':
      return [];
    default:
      return null;
  }
}

/**
 * The default preparation (WP_REST_Meta_Fields::prepare_value): an empty stored
 * string reads as the empty value of a scalar type, a value that does not fit the
 * schema reads as null, anything else is sanitized to the schema.
 */
export function prepareMetaValue(value: unknown, _request: RestRequest, field: RestMetaField): unknown {
  const schema = field.single ? field.schema : (field.schema.items as Schema);
  const type = typeof schema.type === 'string' ? schema.type : undefined;
  const prepared = value === '' && (type === 'boolean' || type === 'integer' || type === 'number') ? emptyValueFor(type) : value;
  if (validateValueFromSchema(prepared, schema) !== true) return null;
  return sanitizeValueFromSchema(prepared, schema);
}

/** The app's meta registry. */
export function metaRegistryOf(app: { container: Container }): MetaRegistry {
  return app.container.get<MetaRegistry>(TOKENS.Meta);
}

/** Registers a meta key on an app (WordPress's register_meta); see MetaRegistry.register. */
export function registerMeta(app: { container: Container }, objectType: MetaObjectType, key: string, args: RegisterMetaArgs = {}): boolean {
  return metaRegistryOf(app).register(objectType, key, args);
}
