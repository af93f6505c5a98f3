/**
 * The menu item resource (`nav_menu_item` posts) and its collection parameters,
 * as WordPress's menu items controller publishes them.
 */
import { sanitizeTextField } from '../../src/schema/formats/textField';
import { parseList } from '../../src/shaping/parseList';
import type { ArgSchemaMap, Schema } from '../../src/schema/types';
import type { TaxonomyInfo } from '../../src/model/TaxonomyRegistry';

const ALL = ['view', 'edit', 'embed'];

/** WordPress's sanitize_html_class: letters, digits, `_` and `-` only. */
export function sanitizeHtmlClass(value: string): string {
  return value.replace(/%[a-fA-F0-9][a-fA-F0-9]/g, '').replace(/[^A-Za-z0-9_-]/g, '');
}

const htmlClasses = (value: unknown): string[] => parseList(value).map((item) => sanitizeHtmlClass(String(item)));
/** WordPress's sanitize_key. */
const sanitizeKey = (value: unknown): string => String(value ?? '').toLowerCase().replace(/[^a-z0-9_-]/g, '');

export interface MenuItemSchemaParts {
  statuses: readonly string[];
  taxonomies: readonly TaxonomyInfo[];
  meta: Schema;
  /** The `url` check: '' or a URL esc_url_raw keeps. */
  checkUrl: (value: unknown) => unknown;
}

export function menuItemSchema(parts: MenuItemSchemaParts): Schema {
  const properties: Record<string, Schema> = {
    title: {
      description: 'The title for the object.', type: ['string', 'object'], context: ALL,
      properties: {
        raw: { description: 'Title for the object, as it exists in the database.', type: 'string', context: ['edit'] },
        rendered: { description: 'HTML title for the object, transformed for display.', type: 'string', context: ALL, readonly: true },
      },
    },
    id: { description: 'Unique identifier for the object.', type: 'integer', default: 0, minimum: 0, context: ALL, readonly: true },
    type_label: { description: 'The singular label used to describe this type of menu item.', context: ALL, type: 'string', readonly: true },
    type: {
      description: 'The family of objects originally represented, such as "post_type" or "taxonomy".', type: 'string',
      enum: ['taxonomy', 'post_type', 'post_type_archive', 'custom'], context: ALL, default: 'custom',
    },
    status: { description: 'A named status for the object.', type: 'string', enum: [...parts.statuses], default: 'publish', context: ALL },
    parent: { description: 'The ID for the parent of the object.', type: 'integer', minimum: 0, default: 0, context: ALL },
    attr_title: {
      description: 'Text for the title attribute of the link element for this menu item.', type: 'string', context: ALL,
      arg_options: { sanitize_callback: sanitizeTextField },
    },
    classes: {
      description: 'Class names for the link element of this menu item.', type: 'array', items: { type: 'string' }, context: ALL,
      arg_options: { sanitize_callback: htmlClasses },
    },
    description: {
      description: 'The description of this menu item.', type: 'string', context: ALL,
      arg_options: { sanitize_callback: sanitizeTextField },
    },
    menu_order: {
      description: "The DB ID of the nav_menu_item that is this item's menu parent, if any, otherwise 0.", context: ALL,
      type: 'integer', minimum: 1, default: 1,
    },
    object: {
      description: 'The type of object originally represented, such as "category", "post", or "attachment".', context: ALL, type: 'string',
      arg_options: { sanitize_callback: sanitizeKey },
    },
    object_id: {
      description: 'The database ID of the original object this menu item represents, for example the ID for posts or the term_id for categories.',
      context: ALL, type: 'integer', minimum: 0, default: 0,
    },
    target: { description: 'The target attribute of the link element for this menu item.', type: 'string', context: ALL, enum: ['_blank', ''] },
    url: {
      description: 'The URL to which this menu item points.', type: 'string', format: 'uri', context: ALL,
      arg_options: { validate_callback: parts.checkUrl },
    },
    xfn: {
      description: 'The XFN relationship expressed in the link of this menu item.', type: 'array', items: { type: 'string' }, context: ALL,
      arg_options: { sanitize_callback: htmlClasses },
    },
    invalid: { description: 'Whether the menu item represents an object that no longer exists.', context: ALL, type: 'boolean', readonly: true },
  };
  for (const taxonomy of parts.taxonomies) {
    const description = `The terms assigned to the object in the ${taxonomy.name} taxonomy.`;
    properties[taxonomy.restBase] = taxonomy.name === 'nav_menu'
      ? { description, type: 'integer', context: ['view', 'edit'] }
      : { description, type: 'array', items: { type: 'integer' }, context: ['view', 'edit'] };
  }
  properties.meta = parts.meta;
  return { $schema: 'http://json-schema.org/draft-04/schema#', title: 'nav_menu_item', type: 'object', properties };
}

/** What the menu items collection changes in the posts collection parameters. */
export function menuItemCollectionParams(base: ArgSchemaMap): ArgSchemaMap {
  return {
    ...base,
    per_page: { ...base.per_page, default: 100 },
    menu_order: { description: 'Limit result set to posts with a specific menu_order value.', type: 'integer' },
    order: { description: 'Order sort attribute ascending or descending.', type: 'string', default: 'asc', enum: ['asc', 'desc'] },
    orderby: {
      description: 'Sort collection by object attribute.', type: 'string', default: 'menu_order',
      enum: ['author', 'date', 'id', 'include', 'modified', 'parent', 'relevance', 'slug', 'include_slugs', 'title', 'menu_order'],
    },
  };
}
