/**
 * The `meta` field of one kind of object (WordPress's WP_REST_Meta_Fields and
 * its post, term, user and comment subclasses): its schema, the registered keys'
 * values in a response, and the writes of a request's `meta` object — each key
 * validated and sanitized against its schema, checked against the
 * `edit_{type}_meta` / `delete_{type}_meta` capabilities (where auth callbacks
 * and protected keys are decided), then stored.
 */
import type { Capabilities } from '../../src/auth/capabilities/Capabilities';
import { currentUserCan } from '../../src/auth/wiring/currentUserCan';
import { RestError } from '../../src/errors/RestError';
import { sanitizeValueFromSchema, validateValueFromSchema } from '../../src/schema/index';
import { toPhpString } from '../../src/schema/php';
import type { Schema } from '../../src/schema/types';
import { authorizationRequiredCode } from '../../src/scope/RequestScope';
import type { RestRequest } from '../../src/server/RestRequest';
import type { JsonValue, MetaStore } from '../../src/storage/types';
import type { MetaObjectType, MetaRegistry, RestMetaField } from './MetaRegistry';
import type { MaybePromise } from '../../src/hooks/maybePromise';
import { NOT_READY } from '../../src/storage/notReady';

const SCALAR_TYPES = new Set(['string', 'number', 'integer', 'boolean']);

/** A stored value as WordPress's meta tables hold it: scalars as their PHP string. */
function asStored(value: JsonValue): JsonValue {
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return toPhpString(value);
  return value;
}

const databaseError = (message: string, name: string): RestError =>
  new RestError('rest_meta_database_error', message, { key: name, status: 500 });

const invalidStoredValue = (name: string): RestError =>
  new RestError('rest_invalid_stored_value', `The ${name} property has an invalid stored value, and cannot be updated to null.`, { status: 500 });

/** check_meta_is_array: `meta` must be a PHP array (a JSON object or list). */
export function checkMetaIsArray(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}

/** The `meta` schema of an object type with the given registered fields. */
export function metaFieldSchema(fields: readonly RestMetaField[]): Schema {
  const properties: Record<string, Schema> = {};
  for (const field of fields) properties[field.name] = field.schema;
  return {
    description: 'Meta fields.',
    type: 'object',
    context: ['view', 'edit'],
    properties,
    arg_options: { sanitize_callback: null, validate_callback: checkMetaIsArray },
  };
}

export class RestMetaFields {
  constructor(
    private readonly registry: MetaRegistry,
    private readonly objectType: MetaObjectType,
    /** The post type or taxonomy whose keys are served ('' for users and comments). */
    private readonly restSubtype: string,
    private readonly store: MetaStore,
    private readonly capabilities: Capabilities,
  ) {}

  fields(): readonly RestMetaField[] {
    return this.registry.restFields(this.objectType, this.restSubtype);
  }

  fieldSchema(): Schema {
    return metaFieldSchema(this.fields());
  }

  /** Every registered key's value as a response shows it (get_value). */
  async getValue(objectId: number, request: RestRequest): Promise<Record<string, unknown>> {
    const values: Record<string, unknown> = {};
    for (const field of this.fields()) this.putValue(values, field, await this.storedValues(objectId, field), request);
    return values;
  }

  /** getValue(), without a promise when the object's meta is already in the request's cache (a page primes it). */
  getValueMaybeAsync(objectId: number, request: RestRequest): MaybePromise<Record<string, unknown>> {
    const values: Record<string, unknown> = {};
    for (const field of this.fields()) {
      const stored = this.store.peek === undefined ? NOT_READY : this.store.peek(objectId, field.key);
      if (stored === NOT_READY) return this.getValue(objectId, request);
      this.putValue(values, field, this.withStoredDefault(stored, field), request);
    }
    return values;
  }

  private putValue(values: Record<string, unknown>, field: RestMetaField, stored: readonly JsonValue[], request: RestRequest): void {
    const prepare = (value: unknown): unknown => (field.prepareCallback === null ? value : field.prepareCallback(value, request, field));
    if (field.single) values[field.name] = prepare(stored.length === 0 ? field.schema.default : stored[0]);
    else values[field.name] = stored.map(prepare);
  }

  /** Writes the registered keys present in `meta` (null, or [] for a list, deletes); every failure is collected (update_value). */
  async updateValue(meta: Record<string, unknown>, objectId: number): Promise<RestError | null> {
    const error = new RestError();
    for (const field of this.fields()) {
      if (!Object.prototype.hasOwnProperty.call(meta, field.name)) continue;
      const value = meta[field.name];
      const result = await this.updateField(objectId, field, value);
      if (result instanceof RestError) error.mergeFrom(result);
    }
    return error.hasErrors() ? error : null;
  }

  private async updateField(objectId: number, field: RestMetaField, value: unknown): Promise<RestError | true> {
    if (value === null || (!field.single && Array.isArray(value) && value.length === 0)) {
      if (field.single) {
        // Resetting is refused when what is stored now could not be shown (WordPress reads '' when nothing is).
        const stored = await this.storedValues(objectId, field);
        if (validateValueFromSchema(stored.length === 0 ? '' : stored[0], field.schema) !== true) return invalidStoredValue(field.name);
      }
      return this.deleteValue(objectId, field);
    }
    if (!field.single && Array.isArray(value) && value.some((item) => item === null)) return invalidStoredValue(field.name);
    const valid = validateValueFromSchema(value, field.schema, `meta.${field.name}`);
    if (valid !== true) return valid.addData({ status: 400 });
    const sanitized = sanitizeValueFromSchema(value, field.schema);
    if (!(await this.can('edit', objectId, field))) return this.denied('rest_cannot_update', field);
    return field.single ? this.updateSingle(objectId, field, sanitized) : this.updateMultiple(objectId, field, Array.isArray(sanitized) ? sanitized : []);
  }

  private async deleteValue(objectId: number, field: RestMetaField): Promise<RestError | true> {
    if (!(await this.can('delete', objectId, field))) return this.denied('rest_cannot_delete', field);
    try {
      if ((await this.store.get(objectId, field.key)).length === 0) return true;
      if ((await this.store.delete(objectId, field.key)) > 0) return true;
    } catch {
      // Reported as WordPress does, below.
    }
    return databaseError('Could not delete meta value from database.', field.name);
  }

  private async updateSingle(objectId: number, field: RestMetaField, value: unknown): Promise<RestError | true> {
    const clean = this.sanitizeMeta(field, value);
    try {
      await this.store.update(objectId, field.key, clean);
      return true;
    } catch {
      return databaseError(`Could not update the meta value of ${field.key} in database.`, field.name);
    }
  }

  /** Makes the stored list match `values`, keeping the rows that already hold one of them (update_multi_meta_value). */
  private async updateMultiple(objectId: number, field: RestMetaField, values: unknown[]): Promise<RestError | true> {
    const current = await this.store.get(objectId, field.key);
    const toRemove = new Map(current.map((value, index) => [index, value]));
    const toAdd = new Map(values.map((value, index) => [index, value]));
    for (const [addIndex, value] of values.entries()) {
      const same: number[] = [];
      for (const [index, stored] of current.entries()) if (this.isSameAsStored(field, stored, value)) same.push(index);
      // No stored twin: it is added; several: all are removed, then it is added once.
      if (same.length !== 1) continue;
      toRemove.delete(same[0] as number);
      toAdd.delete(addIndex);
    }
    const failed = (): RestError => databaseError(`Could not update the meta value of ${field.key} in database.`, field.name);
    try {
      // Deleting a value removes all its rows, so each distinct value is deleted once.
      const distinct = new Map([...toRemove.values()].map((value) => [JSON.stringify(value), value]));
      for (const value of distinct.values()) if ((await this.store.delete(objectId, field.key, value)) === 0) return failed();
      for (const value of toAdd.values()) {
        if ((await this.store.add(objectId, field.key, this.sanitizeMeta(field, value))) === false) return failed();
      }
    } catch {
      return failed();
    }
    return true;
  }

  private isSameAsStored(field: RestMetaField, stored: JsonValue, value: unknown): boolean {
    const sanitized = this.sanitizeMeta(field, value);
    if (SCALAR_TYPES.has(field.type)) return toPhpString(sanitized) === asStored(stored);
    return JSON.stringify(sanitized) === JSON.stringify(stored);
  }

  /** The registered sanitize callbacks, as for the object's own subtype (sanitize_meta). */
  private sanitizeMeta(field: RestMetaField, value: unknown): JsonValue {
    const subtype = this.restSubtype !== '' ? this.restSubtype : this.objectType;
    return this.registry.sanitize(this.objectType, field.key, value, subtype) as JsonValue;
  }

  /** Stored values as WordPress reads them, or the registered default when nothing is stored. */
  private async storedValues(objectId: number, field: RestMetaField): Promise<JsonValue[]> {
    return this.withStoredDefault(await this.store.get(objectId, field.key), field);
  }

  private withStoredDefault(stored: readonly JsonValue[], field: RestMetaField): JsonValue[] {
    if (stored.length === 0) return field.storedDefault === undefined ? [] : [field.storedDefault.value as JsonValue];
    return stored.map(asStored);
  }

  private can(verb: 'edit' | 'delete', objectId: number, field: RestMetaField): MaybePromise<boolean> {
    return currentUserCan(this.capabilities, `${verb}_${this.objectType}_meta`, objectId, field.key);
  }

  private denied(code: string, field: RestMetaField): RestError {
    return new RestError(code, `Sorry, you are not allowed to edit the ${field.name} custom field.`, { key: field.name, status: authorizationRequiredCode() });
  }
}

/** PHP sends an empty `meta` array as `[]`: an empty object under `meta` is replaced by an empty list. */
export function emptyMetaAsList(data: Record<string, unknown>): void {
  const meta = data.meta;
  if (typeof meta === 'object' && meta !== null && !Array.isArray(meta) && Object.keys(meta).length === 0) data.meta = [];
}
