/**
 * The post meta served under `meta`: core registers `footnotes` for posts,
 * pages and patterns (a single string, empty when unset) and
 * `wp_pattern_sync_status` for patterns. Unknown keys in a
 * write are ignored, as WordPress's meta fields do.
 */
import type { Schema } from '../../src/schema/types';
import type { JsonValue, MetaStore } from '../../src/storage/types';

interface MetaField {
  schema: Schema;
  empty: JsonValue;
}

// register_meta's schema: type, empty title and description, the default.
const FOOTNOTES: MetaField = { schema: { type: 'string', title: '', description: '', default: '' }, empty: '' };
// Patterns' sync state (WordPress 6.3+), registered for wp_block before footnotes.
const PATTERN_SYNC_STATUS: MetaField = {
  schema: { type: 'string', title: '', description: '', default: '', enum: ['partial', 'unsynced'] }, empty: '',
};

function fieldsFor(postType: string): Record<string, MetaField> {
  if (postType === 'wp_block') return { wp_pattern_sync_status: PATTERN_SYNC_STATUS, footnotes: FOOTNOTES };
  return postType === 'post' || postType === 'page' ? { footnotes: FOOTNOTES } : {};
}

export function postMetaSchema(postType: string): Schema {
  const properties: Record<string, Schema> = {};
  for (const [name, field] of Object.entries(fieldsFor(postType))) properties[name] = field.schema;
  return { description: 'Meta fields.', type: 'object', context: ['view', 'edit'], properties, arg_options: { sanitize_callback: null } };
}

/** Every registered key with its stored (or empty) value. */
export async function getPostMeta(meta: MetaStore, postType: string, postId: number): Promise<Record<string, JsonValue>> {
  const values: Record<string, JsonValue> = {};
  for (const [name, field] of Object.entries(fieldsFor(postType))) {
    const stored = await meta.get(postId, name);
    values[name] = stored.length > 0 ? (stored[0] as JsonValue) : field.empty;
  }
  return values;
}

/** Writes the registered keys present in `input` (null deletes). */
export async function updatePostMeta(meta: MetaStore, postType: string, postId: number, input: Record<string, unknown>): Promise<void> {
  for (const name of Object.keys(fieldsFor(postType))) {
    if (!Object.prototype.hasOwnProperty.call(input, name)) continue;
    const value = input[name];
    if (value === null) await meta.delete(postId, name);
    else await meta.set(postId, name, [value as JsonValue]);
  }
}

/** Copies the registered keys of `postType` (revisioned in WordPress, as footnotes are) from one post to another, such as a new revision. */
export async function copyPostMeta(meta: MetaStore, postType: string, fromId: number, toId: number): Promise<void> {
  for (const name of Object.keys(fieldsFor(postType))) {
    const stored = await meta.get(fromId, name);
    if (stored.length > 0) await meta.set(toId, name, stored);
    else await meta.delete(toId, name);
  }
}
