/**
 * The item schema of WordPress's revisions controller: the revision's own
 * fields, then guid/title/content/excerpt as the parent type describes them, then its meta.
 */
import type { Schema } from '../../src/schema/types';

const ALL = ['view', 'edit', 'embed'];
const VIEW_EDIT = ['view', 'edit'];

export function buildRevisionSchema(parentType: string, parentSchema: Schema, metaSchema: Schema): Schema {
  const properties: Record<string, Schema> = {
    author: { description: 'The ID for the author of the revision.', type: 'integer', context: ALL },
    date: { description: "The date the revision was published, in the site's timezone.", type: 'string', format: 'date-time', context: ALL },
    date_gmt: { description: 'The date the revision was published, as GMT.', type: 'string', format: 'date-time', context: VIEW_EDIT },
    guid: { description: 'GUID for the revision, as it exists in the database.', type: 'string', context: VIEW_EDIT },
    id: { description: 'Unique identifier for the revision.', type: 'integer', context: ALL },
    modified: { description: "The date the revision was last modified, in the site's timezone.", type: 'string', format: 'date-time', context: VIEW_EDIT },
    modified_gmt: { description: 'The date the revision was last modified, as GMT.', type: 'string', format: 'date-time', context: VIEW_EDIT },
    parent: { description: 'The ID for the parent of the revision.', type: 'integer', context: ALL },
    slug: { description: 'An alphanumeric identifier for the revision unique to its type.', type: 'string', context: ALL },
  };
  const parent = parentSchema.properties ?? {};
  for (const name of ['guid', 'title', 'content', 'excerpt'] as const) {
    const property = parent[name];
    if (property !== undefined) {
      const { arg_options: _omitted, ...rest } = property;
      properties[name] = rest;
    }
  }
  // The parent type's registered meta, as revisions keep it (WordPress 6.4+).
  properties.meta = metaSchema;
  return { $schema: 'http://json-schema.org/draft-04/schema#', title: `${parentType}-revision`, type: 'object', properties };
}
