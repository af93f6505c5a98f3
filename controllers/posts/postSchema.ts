/**
 * The item schema of WordPress's posts controller for one post type: which
 * properties exist follows the type (hierarchical → parent, supports → title,
 * content, …), property order and wire descriptions follow WordPress.
 */
import type { Schema } from '../../src/schema/types';
import type { PostTypeInfo } from '../../src/model/PostTypeRegistry';
import type { TaxonomyInfo } from '../../src/model/TaxonomyRegistry';

const ALL = ['view', 'edit', 'embed'];
const VIEW_EDIT = ['view', 'edit'];
const EDIT = ['edit'];

/** Post formats WordPress knows (get_post_format_slugs). */
export const POST_FORMATS = ['standard', 'aside', 'chat', 'gallery', 'link', 'image', 'quote', 'status', 'video', 'audio'] as const;

/** Features whose schema WordPress fixes for the built-in types, whatever they declare in `supports`. */
const FIXED_FEATURES: Record<string, readonly string[]> = {
  post: ['title', 'editor', 'author', 'excerpt', 'thumbnail', 'comments', 'revisions', 'post-formats', 'custom-fields'],
  page: ['title', 'editor', 'author', 'excerpt', 'thumbnail', 'comments', 'revisions', 'page-attributes', 'custom-fields'],
  attachment: ['title', 'author', 'comments', 'revisions', 'custom-fields', 'thumbnail'],
};

const FEATURE_ORDER = ['title', 'editor', 'author', 'excerpt', 'thumbnail', 'comments', 'revisions', 'page-attributes', 'post-formats', 'custom-fields'];

/** Whether the schema of `type` carries the properties of `feature`. */
export function schemaHasFeature(type: PostTypeInfo, feature: string): boolean {
  const fixed = FIXED_FEATURES[type.name];
  return fixed !== undefined ? fixed.includes(feature) : type.supports[feature] === true;
}

/** Callbacks the schema's `arg_options` point at (they need the controller). */
export interface PostSchemaCallbacks {
  sanitizeSlug: (value: unknown) => unknown;
  checkStatus: (value: unknown, request: unknown, param: string) => unknown;
  checkTemplate: (value: unknown, request: unknown, param: string) => unknown;
  /** The `meta` property, for types with custom fields. */
  metaSchema: () => Schema;
}

/** Statuses a post may be given (WordPress: every non-internal registered status). */
export function writableStatuses(statuses: readonly { name: string; internal: boolean }[]): string[] {
  return statuses.filter((status) => !status.internal).map((status) => status.name);
}

export function buildPostSchema(
  type: PostTypeInfo,
  taxonomies: readonly TaxonomyInfo[],
  statusEnum: readonly string[],
  callbacks: PostSchemaCallbacks,
): Schema {
  const properties: Record<string, Schema> = {
    date: { description: "The date the post was published, in the site's timezone.", type: ['string', 'null'], format: 'date-time', context: ALL },
    date_gmt: { description: 'The date the post was published, as GMT.', type: ['string', 'null'], format: 'date-time', context: VIEW_EDIT },
    guid: {
      description: 'The globally unique identifier for the post.',
      type: 'object',
      context: VIEW_EDIT,
      readonly: true,
      properties: {
        raw: { description: 'GUID for the post, as it exists in the database.', type: 'string', context: EDIT, readonly: true },
        rendered: { description: 'GUID for the post, transformed for display.', type: 'string', context: VIEW_EDIT, readonly: true },
      },
    },
    id: { description: 'Unique identifier for the post.', type: 'integer', context: ALL, readonly: true },
    link: { description: 'URL to the post.', type: 'string', format: 'uri', context: ALL, readonly: true },
    modified: { description: "The date the post was last modified, in the site's timezone.", type: 'string', format: 'date-time', context: VIEW_EDIT, readonly: true },
    modified_gmt: { description: 'The date the post was last modified, as GMT.', type: 'string', format: 'date-time', context: VIEW_EDIT, readonly: true },
    slug: { description: 'An alphanumeric identifier for the post unique to its type.', type: 'string', context: ALL, arg_options: { sanitize_callback: callbacks.sanitizeSlug } },
    status: { description: 'A named status for the post.', type: 'string', enum: [...statusEnum], context: VIEW_EDIT, arg_options: { validate_callback: callbacks.checkStatus } },
    type: { description: 'Type of post.', type: 'string', context: ALL, readonly: true },
    password: { description: 'A password to protect access to the content and excerpt.', type: 'string', context: EDIT },
  };
  if (type.viewable) {
    properties.permalink_template = { description: 'Permalink template for the post.', type: 'string', context: EDIT, readonly: true };
    properties.generated_slug = { description: 'Slug automatically generated from the post title.', type: 'string', context: EDIT, readonly: true };
    properties.class_list = { description: 'An array of the class names for the post container element.', type: 'array', context: VIEW_EDIT, readonly: true, items: { type: 'string' } };
  }
  if (type.hierarchical) properties.parent = { description: 'The ID for the parent of the post.', type: 'integer', context: VIEW_EDIT };

  // Title, content and excerpt accept a string or {raw}: prepareItemForDatabase reads them, no arg checks.
  const free = { sanitize_callback: null, validate_callback: null };
  for (const feature of FEATURE_ORDER) {
    if (!schemaHasFeature(type, feature)) continue;
    switch (feature) {
      case 'title':
        properties.title = {
          description: 'The title for the post.', type: 'object', context: ALL, arg_options: free,
          properties: {
            raw: { description: 'Title for the post, as it exists in the database.', type: 'string', context: EDIT },
            rendered: { description: 'HTML title for the post, transformed for display.', type: 'string', context: ALL, readonly: true },
          },
        };
        break;
      case 'editor':
        properties.content = {
          description: 'The content for the post.', type: 'object', context: VIEW_EDIT, arg_options: free,
          properties: {
            raw: { description: 'Content for the post, as it exists in the database.', type: 'string', context: EDIT },
            rendered: { description: 'HTML content for the post, transformed for display.', type: 'string', context: VIEW_EDIT, readonly: true },
            block_version: { description: 'Version of the content block format used by the post.', type: 'integer', context: EDIT, readonly: true },
            protected: { description: 'Whether the content is protected with a password.', type: 'boolean', context: ALL, readonly: true },
          },
        };
        break;
      case 'author':
        properties.author = { description: 'The ID for the author of the post.', type: 'integer', context: ALL };
        break;
      case 'excerpt':
        properties.excerpt = {
          description: 'The excerpt for the post.', type: 'object', context: ALL, arg_options: free,
          properties: {
            raw: { description: 'Excerpt for the post, as it exists in the database.', type: 'string', context: EDIT },
            rendered: { description: 'HTML excerpt for the post, transformed for display.', type: 'string', context: ALL, readonly: true },
            protected: { description: 'Whether the excerpt is protected with a password.', type: 'boolean', context: ALL, readonly: true },
          },
        };
        break;
      case 'thumbnail':
        properties.featured_media = { description: 'The ID of the featured media for the post.', type: 'integer', context: ALL };
        break;
      case 'comments':
        properties.comment_status = { description: 'Whether or not comments are open on the post.', type: 'string', enum: ['open', 'closed'], context: VIEW_EDIT };
        properties.ping_status = { description: 'Whether or not the post can be pinged.', type: 'string', enum: ['open', 'closed'], context: VIEW_EDIT };
        break;
      case 'page-attributes':
        properties.menu_order = { description: 'The order of the post in relation to other posts.', type: 'integer', context: VIEW_EDIT };
        break;
      case 'post-formats':
        properties.format = { description: 'The format for the post.', type: 'string', enum: [...POST_FORMATS], context: VIEW_EDIT };
        break;
      case 'custom-fields':
        properties.meta = callbacks.metaSchema();
        break;
      default:
        break;
    }
  }
  if (type.name === 'post') properties.sticky = { description: 'Whether or not the post should be treated as sticky.', type: 'boolean', context: VIEW_EDIT };
  properties.template = { description: 'The theme file to use to display the post.', type: 'string', context: VIEW_EDIT, arg_options: { validate_callback: callbacks.checkTemplate } };
  for (const taxonomy of taxonomies) {
    properties[taxonomy.restBase] = {
      description: `The terms assigned to the post in the ${taxonomy.name} taxonomy.`,
      type: 'array',
      items: { type: 'integer' },
      context: VIEW_EDIT,
    };
  }
  return { $schema: 'http://json-schema.org/draft-04/schema#', title: type.name, type: 'object', properties };
}

/** Link descriptions of the edit-context action relations (WordPress's get_schema_links). */
export function postSchemaLinks(type: PostTypeInfo, taxonomies: readonly TaxonomyInfo[], href: string): Schema[] {
  const link = (rel: string, title: string, properties: Record<string, Schema>): Schema => ({
    rel: `https://api.w.org/${rel}`, title, href, targetSchema: { type: 'object', properties },
  });
  const links: Schema[] = [];
  if (type.name !== 'attachment') links.push(link('action-publish', 'The current user can publish this post.', { status: { type: 'string', enum: ['publish', 'future'] } }));
  links.push(link('action-unfiltered-html', 'The current user can post unfiltered HTML markup and JavaScript.', { content: { raw: { type: 'string' } } as Schema }));
  if (type.name === 'post') links.push(link('action-sticky', 'The current user can sticky this post.', { sticky: { type: 'boolean' } }));
  if (type.supports.author === true) links.push(link('action-assign-author', 'The current user can change the author on this post.', { author: { type: 'integer' } }));
  for (const taxonomy of taxonomies) {
    const terms = { [taxonomy.restBase]: { type: 'array', items: { type: 'integer' } } as Schema };
    links.push(link(`action-assign-${taxonomy.restBase}`, `The current user can assign terms in the ${taxonomy.name} taxonomy.`, terms));
    links.push(link(`action-create-${taxonomy.restBase}`, `The current user can create terms in the ${taxonomy.name} taxonomy.`, terms));
  }
  return links;
}
