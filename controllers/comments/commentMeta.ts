/**
 * The comment meta served under `meta`. Core registers one key for comments,
 * `_wp_note_status` (the resolution of an editor note): a single string of an
 * enum. As WordPress's meta fields do, a stored value that does not fit the
 * schema (nothing stored reads as '') is shown as null.
 */
import type { Schema } from '../../src/schema/types';
import { validateValueFromSchema } from '../../src/schema/index';
import type { JsonValue, MetaStore } from '../../src/storage/types';

const NOTE_STATUS: Schema = {
  type: 'string',
  title: '',
  description: 'Note resolution status',
  default: '',
  enum: ['resolved', 'reopen'],
};

const COMMENT_META: Record<string, Schema> = { _wp_note_status: NOTE_STATUS };

export function commentMetaSchema(): Schema {
  return {
    description: 'Meta fields.',
    type: 'object',
    context: ['view', 'edit'],
    properties: { ...COMMENT_META },
    arg_options: { sanitize_callback: null },
  };
}

/** Every registered key with its value as the response shows it. */
export async function getCommentMeta(meta: MetaStore, commentId: number): Promise<Record<string, JsonValue>> {
  const values: Record<string, JsonValue> = {};
  for (const [name, schema] of Object.entries(COMMENT_META)) {
    const stored = await meta.get(commentId, name);
    const value = stored.length > 0 ? stored[0] : '';
    values[name] = validateValueFromSchema(value, schema) === true ? (value as JsonValue) : null;
  }
  return values;
}

/** Writes the registered keys present in `input` (null deletes); unknown keys are ignored. */
export async function updateCommentMeta(meta: MetaStore, commentId: number, input: Record<string, unknown>): Promise<void> {
  for (const name of Object.keys(COMMENT_META)) {
    if (!Object.prototype.hasOwnProperty.call(input, name)) continue;
    const value = input[name];
    if (value === null) await meta.delete(commentId, name);
    else await meta.set(commentId, name, [value as JsonValue]);
  }
}
