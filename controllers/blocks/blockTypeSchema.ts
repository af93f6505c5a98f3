import type { Schema } from '../../src/schema/types';
import { objectSchema } from '../shared/readonlyItemSchema';

/** Block names as WordPress's block-type schema restricts them. */
export const BLOCK_NAME_PATTERN = '^[a-z][a-z0-9-]*/[a-z][a-z0-9-]*$';

const ALL = ['embed', 'view', 'edit'];
const prop = (description: string, type: Schema['type'], defaultValue: unknown, extra: Schema = {}): Schema =>
  ({ description, type, default: defaultValue, ...extra, context: ALL, readonly: true });
const handles = (description: string): Schema => prop(description, ['array'], [], { items: { type: 'string' } });
const names = (description: string): Schema => prop(description, ['array', 'null'], null, { items: { type: 'string', pattern: BLOCK_NAME_PATTERN } });
const deprecated = (description: string): Schema => prop(description, ['string', 'null'], null);

/** The `block-type` resource as WordPress 7.1 publishes it (properties in its order). */
export function blockTypeSchema(): Schema {
  const innerBlocks: Schema = {
    description: 'The list of inner blocks used in the example.',
    type: 'array',
    items: {
      type: 'object',
      properties: {
        name: { description: 'The name of the inner block.', type: 'string', pattern: BLOCK_NAME_PATTERN, required: true },
        attributes: { description: 'The attributes of the inner block.', type: 'object' },
        innerBlocks: { description: "A list of the inner block's own inner blocks. This is a recursive definition following the parent innerBlocks schema.", type: 'array' },
      },
    },
  };
  const example: Schema = {
    description: 'Block example.', type: ['object', 'null'], default: null,
    properties: { attributes: { description: 'The attributes used in the example.', type: 'object' }, innerBlocks },
    context: ALL, readonly: true,
  };
  const keywords = prop('Block keywords.', 'array', [], { items: { type: 'string' } });
  const icon = prop('Icon of block type.', ['string', 'null'], null);
  const category = prop('Block category.', ['string', 'null'], null);
  return objectSchema('block-type', {
    api_version: prop('Version of block API.', 'integer', 1),
    title: prop('Title of block type.', 'string', ''),
    name: { description: 'Unique name identifying the block type.', type: 'string', pattern: BLOCK_NAME_PATTERN, required: true, context: ALL, readonly: true },
    description: prop('Description of block type.', 'string', ''),
    icon,
    attributes: prop('Block attributes.', ['object', 'null'], null, { properties: {}, additionalProperties: { type: 'object' } }),
    provides_context: prop('Context provided by blocks of this type.', 'object', [], { properties: {}, additionalProperties: { type: 'string' } }),
    uses_context: prop('Context values inherited by blocks of this type.', 'array', [], { items: { type: 'string' } }),
    selectors: prop('Custom CSS selectors.', 'object', [], { properties: {} }),
    supports: prop('Block supports.', 'object', [], { properties: {} }),
    category,
    is_dynamic: prop('Is the block dynamically rendered.', 'boolean', false),
    editor_script_handles: handles('Editor script handles.'),
    script_handles: handles('Public facing and editor script handles.'),
    view_script_handles: handles('Public facing script handles.'),
    view_script_module_ids: handles('Public facing script module IDs.'),
    editor_style_handles: handles('Editor style handles.'),
    style_handles: handles('Public facing and editor style handles.'),
    view_style_handles: handles('Public facing style handles.'),
    styles: prop('Block style variations.', 'array', [], {
      items: {
        type: 'object',
        properties: {
          name: { description: 'Unique name identifying the style.', type: 'string', required: true },
          label: { description: 'The human-readable label for the style.', type: 'string' },
          inline_style: { description: 'Inline CSS code that registers the CSS class required for the style.', type: 'string' },
          style_handle: { description: 'Contains the handle that defines the block style.', type: 'string' },
        },
      },
    }),
    variations: prop('Block variations.', 'array', null, {
      items: {
        type: 'object',
        properties: {
          name: { description: 'The unique and machine-readable name.', type: 'string', required: true },
          title: { description: 'A human-readable variation title.', type: 'string', required: true },
          description: { description: 'A detailed variation description.', type: 'string', required: false },
          category,
          icon,
          isDefault: { description: 'Indicates whether the current variation is the default one.', type: 'boolean', required: false, default: false },
          attributes: { description: 'The initial values for attributes.', type: 'object' },
          innerBlocks,
          example,
          scope: {
            description: 'The list of scopes where the variation is applicable. When not provided, it assumes all available scopes.',
            type: ['array', 'null'], default: null, items: { type: 'string', enum: ['block', 'inserter', 'transform'] }, readonly: true,
          },
          keywords,
        },
      },
    }),
    textdomain: prop('Public text domain.', ['string', 'null'], null),
    parent: names('Parent blocks.'),
    ancestor: names('Ancestor blocks.'),
    allowed_blocks: names('Allowed child block types.'),
    keywords,
    example,
    block_hooks: prop(
      'This block is automatically inserted near any occurrence of the block types used as keys of this map, into a relative position given by the corresponding value.',
      'object', [], { patternProperties: { [BLOCK_NAME_PATTERN]: { type: 'string', enum: ['before', 'after', 'first_child', 'last_child'] } } },
    ),
    editor_script: deprecated('Editor script handle. DEPRECATED: Use `editor_script_handles` instead.'),
    script: deprecated('Public facing and editor script handle. DEPRECATED: Use `script_handles` instead.'),
    view_script: deprecated('Public facing script handle. DEPRECATED: Use `view_script_handles` instead.'),
    editor_style: deprecated('Editor style handle. DEPRECATED: Use `editor_style_handles` instead.'),
    style: deprecated('Public facing and editor style handle. DEPRECATED: Use `style_handles` instead.'),
  });
}
