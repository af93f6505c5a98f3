/**
 * The `user` resource schema of WordPress's users controller, field for field
 * (descriptions are the wire text of OPTIONS and the index).
 */
import type { Schema } from '../../src/schema/types';
import { sanitizeTextField } from '../../src/schema/formats/textField';
import { checkUsername, checkUserPassword, sanitizeUserSlug } from './userArgCallbacks';
import { objectSchema } from '../shared/readonlyItemSchema';

const ALL = ['embed', 'view', 'edit'];
const EDIT = ['edit'];
const text = { sanitize_callback: sanitizeTextField };

/** `metaSchema` is the `meta` property (WP_REST_User_Meta_Fields' schema). */
export function buildUserSchema(avatarSizes: readonly unknown[], metaSchema: Schema): Schema {
  const avatarProperties: Record<string, Schema> = {};
  for (const size of avatarSizes) {
    avatarProperties[String(size)] = {
      description: `Avatar URL with image size of ${String(size)} pixels.`,
      type: 'string',
      format: 'uri',
      context: ALL,
    };
  }
  return objectSchema('user', {
    id: { description: 'Unique identifier for the user.', type: 'integer', context: ALL, readonly: true },
    username: { description: 'Login name for the user.', type: 'string', context: EDIT, required: true, arg_options: { sanitize_callback: checkUsername } },
    name: { description: 'Display name for the user.', type: 'string', context: ALL, arg_options: text },
    first_name: { description: 'First name for the user.', type: 'string', context: EDIT, arg_options: text },
    last_name: { description: 'Last name for the user.', type: 'string', context: EDIT, arg_options: text },
    email: { description: 'The email address for the user.', type: 'string', format: 'email', context: EDIT, required: true },
    url: { description: 'URL of the user.', type: 'string', format: 'uri', context: ALL },
    description: { description: 'Description of the user.', type: 'string', context: ALL },
    link: { description: 'Author URL of the user.', type: 'string', format: 'uri', context: ALL, readonly: true },
    locale: { description: 'Locale for the user.', type: 'string', enum: ['', 'en_US'], context: EDIT },
    nickname: { description: 'The nickname for the user.', type: 'string', context: EDIT, arg_options: text },
    slug: { description: 'An alphanumeric identifier for the user.', type: 'string', context: ALL, arg_options: { sanitize_callback: sanitizeUserSlug } },
    registered_date: { description: 'Registration date for the user.', type: 'string', format: 'date-time', context: EDIT, readonly: true },
    roles: { description: 'Roles assigned to the user.', type: 'array', items: { type: 'string' }, context: EDIT },
    password: { description: 'Password for the user (never included).', type: 'string', context: [], required: true, arg_options: { sanitize_callback: checkUserPassword } },
    capabilities: { description: 'All capabilities assigned to the user.', type: 'object', context: EDIT, readonly: true },
    extra_capabilities: { description: 'Any extra capabilities assigned to the user.', type: 'object', context: EDIT, readonly: true },
    avatar_urls: { description: 'Avatar URLs for the user.', type: 'object', context: ALL, readonly: true, properties: avatarProperties },
    meta: metaSchema,
  });
}
