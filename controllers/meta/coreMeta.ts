/**
 * The meta keys WordPress 7.1 registers itself: `footnotes` on every REST post
 * type with an editor, custom fields and revisions (registered late, as the
 * footnotes block does on `init`, so post types added after createApp get it
 * too), `wp_pattern_sync_status` on reusable blocks, the editor's
 * `persisted_preferences` on users and `_wp_note_status` on comments.
 */
import { Hooks } from '../../src/hooks/Hooks';
import { Notices } from '../../src/notices/Notices';
import { sanitizeTextField } from '../../src/schema/formats/textField';
import type { Schema } from '../../src/schema/types';
import { PostTypeRegistry } from '../../src/model/PostTypeRegistry';
import { MetaRegistry, type MetaObjectType } from './MetaRegistry';
import { metaFieldSchema } from './RestMetaFields';

export function registerCoreMeta(hooks: Hooks, meta: MetaRegistry, postTypes: PostTypeRegistry): void {
  meta.register('post', 'wp_pattern_sync_status', {
    objectSubtype: 'wp_block',
    sanitizeCallback: (value) => sanitizeTextField(value),
    single: true,
    type: 'string',
    showInRest: { schema: { type: 'string', enum: ['partial', 'unsynced'] } },
  });
  meta.register('user', 'persisted_preferences', {
    type: 'object',
    single: true,
    showInRest: {
      name: 'persisted_preferences',
      type: 'object',
      schema: {
        type: 'object',
        context: ['edit'],
        properties: {
          _modified: { description: 'The date and time the preferences were updated.', type: 'string', format: 'date-time', readonly: false },
        },
        additionalProperties: true,
      },
    },
  });
  meta.register('comment', '_wp_note_status', {
    type: 'string',
    description: 'Note resolution status',
    single: true,
    showInRest: { schema: { type: 'string', enum: ['resolved', 'reopen'] } },
    // Whoever may edit the comment may resolve or reopen the note.
    authCallback: () => true,
  });
  // Before the routes are registered (priority 10), once every post type of the app is known.
  hooks.addAction('rest_api_init', () => {
    for (const type of postTypes.restTypes()) {
      if (!['editor', 'custom-fields', 'revisions'].every((feature) => type.supports[feature] === true)) continue;
      meta.register('post', 'footnotes', { objectSubtype: type.name, showInRest: true, single: true, type: 'string', revisionsEnabled: true });
    }
  }, 0);
}

/**
 * The `meta` schema with only core's registrations, for resources described
 * outside an app (the users routes' argument maps computed when the class is defined).
 */
export function coreMetaSchema(objectType: MetaObjectType, objectSubtype = ''): Schema {
  const registry = new MetaRegistry(new Hooks(), new Notices(), new PostTypeRegistry());
  registerCoreMeta(new Hooks(), registry, new PostTypeRegistry());
  return metaFieldSchema(registry.restFields(objectType, objectSubtype));
}
