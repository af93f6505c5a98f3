/**
 * The user meta served under `meta` (WordPress's WP_REST_User_Meta_Fields with
 * core's one registered key, `persisted_preferences`: the editor's saved UI
 * preferences, visible in the edit context only).
 */
import { RestError } from '../../src/errors/RestError';
import type { Schema } from '../../src/schema/types';
import type { JsonValue, MetaStore } from '../../src/storage/types';

interface MetaField {
  schema: Schema;
  /** Value when nothing is stored (WordPress: the empty value of the type; an empty PHP array is `[]`). */
  empty: JsonValue;
}

const USER_META: Record<string, MetaField> = {
  persisted_preferences: {
    // register_meta's schema: type, then its empty title and description and the default, then the given keywords.
    schema: {
      type: 'object',
      title: '',
      description: '',
      default: [],
      context: ['edit'],
      properties: {
        _modified: { description: 'The date and time the preferences were updated.', type: 'string', format: 'date-time', readonly: false },
      },
      additionalProperties: true,
    },
    empty: [],
  },
};

export function userMetaSchema(): Schema {
  const properties: Record<string, Schema> = {};
  for (const [name, field] of Object.entries(USER_META)) properties[name] = field.schema;
  return {
    description: 'Meta fields.',
    type: 'object',
    context: ['view', 'edit'],
    properties,
    arg_options: { sanitize_callback: null, validate_callback: checkMetaIsObject },
  };
}

/** Every registered key with its stored (or empty) value. */
export async function getUserMeta(meta: MetaStore, userId: number): Promise<Record<string, JsonValue>> {
  const values: Record<string, JsonValue> = {};
  for (const [name, field] of Object.entries(USER_META)) {
    const stored = await meta.get(userId, name);
    values[name] = stored.length > 0 ? (stored[0] as JsonValue) : field.empty;
  }
  return values;
}

/** Writes the registered keys present in `input` (null deletes); unknown keys are ignored, as WordPress does. */
export async function updateUserMeta(meta: MetaStore, userId: number, input: Record<string, unknown>): Promise<void> {
  for (const name of Object.keys(USER_META)) {
    if (!Object.prototype.hasOwnProperty.call(input, name)) continue;
    const value = input[name];
    if (value === null) await meta.delete(userId, name);
    else await meta.set(userId, name, [value as JsonValue]);
  }
}

function checkMetaIsObject(value: unknown, _request: unknown, param: string): true | RestError {
  if (typeof value === 'object' && value !== null) return true;
  return new RestError('rest_invalid_param', `${param} is not of type object.`, { status: 400 });
}
