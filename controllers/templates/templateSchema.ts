/** The item schema of templates and template parts (WP_REST_Templates_Controller::get_item_schema, WordPress 7.1). */
import type { Schema } from '../../src/schema/types';
import type { TemplateKind } from './BlockTemplate';

const ALL = ['embed', 'view', 'edit'];
const VEE = ['view', 'edit', 'embed'];
/** The statuses a template may be saved with (the non-internal post statuses). */
export const TEMPLATE_STATUSES = ['publish', 'future', 'draft', 'pending', 'private'];

export function templateSchema(kind: TemplateKind): Schema {
  const properties: Record<string, Schema> = {
    id: { description: 'ID of template.', type: 'string', context: ALL, readonly: true },
    slug: { description: 'Unique slug identifying the template.', type: 'string', context: ALL, required: true, minLength: 1, pattern: '[a-zA-Z0-9_\\%-]+' },
    theme: { description: 'Theme identifier for the template.', type: 'string', context: ALL },
    type: { description: 'Type of template.', type: 'string', context: ALL },
    source: { description: 'Source of template', type: 'string', context: ALL, readonly: true },
    origin: { description: 'Source of a customized template', type: 'string', context: ALL, readonly: true },
    content: {
      description: 'Content of template.', type: ['object', 'string'], default: '', context: ALL,
      properties: {
        raw: { description: 'Content for the template, as it exists in the database.', type: 'string', context: ['view', 'edit'] },
        block_version: { description: 'Version of the content block format used by the template.', type: 'integer', context: ['edit'], readonly: true },
      },
    },
    title: {
      description: 'Title of template.', type: ['object', 'string'], default: '', context: ALL,
      properties: {
        raw: { description: 'Title for the template, as it exists in the database.', type: 'string', context: VEE },
        rendered: { description: 'HTML title for the template, transformed for display.', type: 'string', context: VEE, readonly: true },
      },
    },
    description: { description: 'Description of template.', type: 'string', default: '', context: ALL },
    status: { description: 'Status of template.', type: 'string', enum: TEMPLATE_STATUSES, default: 'publish', context: ALL },
    wp_id: { description: 'Post ID.', type: 'integer', context: ALL, readonly: true },
    has_theme_file: { description: 'Theme file exists.', type: 'bool', context: ALL, readonly: true },
    author: { description: 'The ID for the author of the template.', type: 'integer', context: VEE },
    modified: { description: "The date the template was last modified, in the site's timezone.", type: 'string', format: 'date-time', context: ['view', 'edit'], readonly: true },
    author_text: { type: 'string', description: 'Human readable text for the author.', readonly: true, context: VEE },
    original_source: { description: "Where the template originally comes from e.g. 'theme'", type: 'string', readonly: true, context: VEE, enum: ['theme', 'plugin', 'site', 'user'] },
  };
  if (kind === 'wp_template') {
    properties.is_custom = { description: 'Whether a template is a custom template.', type: 'bool', context: ALL, readonly: true };
    properties.plugin = { type: 'string', description: 'Plugin that registered the template.', readonly: true, context: VEE };
  } else {
    properties.area = { description: 'Where the template part is intended for use (header, footer, etc.)', type: 'string', context: ALL };
  }
  return { $schema: 'http://json-schema.org/draft-04/schema#', title: kind, type: 'object', properties };
}
