/**
 * The `comment` resource schema of WordPress's comments controller, field for
 * field (descriptions are the wire text of OPTIONS and the index).
 */
import type { ArgCallback, Schema } from '../../src/schema/types';
import { sanitizeTextField } from '../../src/schema/formats/textField';
import { sanitizeKey } from '../../src/baseControllers/requestArgCallbacks';

const ALL = ['view', 'edit', 'embed'];
const VIEW_EDIT = ['view', 'edit'];
const EDIT = ['edit'];

export interface CommentSchemaOptions {
  /** Sizes of `author_avatar_urls` (after the `rest_avatar_sizes` filter). */
  avatarSizes: readonly unknown[];
  /** Sanitizer of `author_email`: '' is allowed, anything else must be an address. */
  checkAuthorEmail: ArgCallback;
  /** The `meta` property (WP_REST_Comment_Meta_Fields' schema). */
  metaSchema: Schema;
}

export function buildCommentSchema(options: CommentSchemaOptions): Schema {
  const properties: Record<string, Schema> = {
    id: { description: 'Unique identifier for the comment.', type: 'integer', context: ALL, readonly: true },
    author: { description: 'The ID of the user object, if author was a user.', type: 'integer', context: ALL },
    author_email: {
      description: 'Email address for the comment author.',
      type: 'string',
      format: 'email',
      context: EDIT,
      // The sanitizer validates; the format check would refuse the empty string an update may set.
      arg_options: { sanitize_callback: options.checkAuthorEmail, validate_callback: null },
    },
    author_ip: { description: 'IP address for the comment author.', type: 'string', format: 'ip', context: EDIT },
    author_name: { description: 'Display name for the comment author.', type: 'string', context: ALL, arg_options: { sanitize_callback: sanitizeTextField } },
    author_url: { description: 'URL for the comment author.', type: 'string', format: 'uri', context: ALL },
    author_user_agent: { description: 'User agent for the comment author.', type: 'string', context: EDIT, arg_options: { sanitize_callback: sanitizeTextField } },
    content: {
      description: 'The content for the comment.',
      type: 'object',
      context: ALL,
      // A plain string or `{ raw }` is accepted; the controller reads either.
      arg_options: { sanitize_callback: null, validate_callback: null },
      properties: {
        raw: { description: 'Content for the comment, as it exists in the database.', type: 'string', context: EDIT },
        rendered: { description: 'HTML content for the comment, transformed for display.', type: 'string', context: ALL, readonly: true },
      },
    },
    date: { description: "The date the comment was published, in the site's timezone.", type: 'string', format: 'date-time', context: ALL },
    date_gmt: { description: 'The date the comment was published, as GMT.', type: 'string', format: 'date-time', context: VIEW_EDIT },
    link: { description: 'URL to the comment.', type: 'string', format: 'uri', context: ALL, readonly: true },
    parent: { description: 'The ID for the parent of the comment.', type: 'integer', context: ALL, default: 0 },
    post: { description: 'The ID of the associated post object.', type: 'integer', context: VIEW_EDIT, default: 0 },
    status: { description: 'State of the comment.', type: 'string', context: VIEW_EDIT, arg_options: { sanitize_callback: sanitizeKey } },
    type: { description: 'Type of the comment.', type: 'string', context: ALL, readonly: true, default: 'comment' },
  };
  const avatarProperties: Record<string, Schema> = {};
  for (const size of options.avatarSizes) {
    avatarProperties[String(size)] = {
      description: `Avatar URL with image size of ${String(size)} pixels.`,
      type: 'string',
      format: 'uri',
      context: ['embed', 'view', 'edit'],
    };
  }
  properties.author_avatar_urls = {
    description: 'Avatar URLs for the comment author.',
    type: 'object',
    context: ALL,
    readonly: true,
    properties: avatarProperties,
  };
  properties.meta = options.metaSchema;
  return { $schema: 'http://json-schema.org/draft-04/schema#', title: 'comment', type: 'object', properties };
}
