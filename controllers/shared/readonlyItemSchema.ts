/** The item schemas of read-only listings (patterns, icons…): every field read-only and in every context. */
import type { Schema } from '../../src/schema/types';

export const ALL_CONTEXTS = ['view', 'edit', 'embed'];

export function readonlyField(description: string, type: Schema['type'] = 'string'): Schema {
  return { description, type, readonly: true, context: ALL_CONTEXTS };
}

/** A draft-04 object schema titled `title`. */
export function objectSchema(title: string, properties: Record<string, Schema>): Schema {
  return { $schema: 'http://json-schema.org/draft-04/schema#', title, type: 'object', properties };
}
