import type { Kysely } from 'kysely';
import { SqlStorage } from '../../../src/storage/index';
import { DEFAULT_OPTIONS, defaultOptionsMigration } from '../../../src/storage/migrations/005-default-options';
import { test } from './context';

export function registerDefaultOptionTests(): void {
  test.serial('migration 005 adds WordPress install defaults, autoloaded, and keeps options already set', async (t) => {
    const { storage } = t.context;
    if (!(storage instanceof SqlStorage)) throw new Error('the storage suite expects the SQL implementation');
    await storage.options.set('blogname', 'Imported Site');
    await defaultOptionsMigration().up(storage.kysely as unknown as Kysely<unknown>);
    const loaded = await storage.options.loadAutoloaded();
    t.is(loaded.blogname, 'Imported Site');
    // populate_options in wp-admin/includes/schema.php.
    t.like(loaded, {
      blogdescription: '', admin_email: 'you@example.com', start_of_week: 1, use_smilies: 1, default_category: 1,
      default_comment_status: 'open', default_ping_status: 'open', posts_per_page: 10, date_format: 'F j, Y', time_format: 'g:i a',
      gmt_offset: 0, show_on_front: 'posts', timezone_string: '', page_for_posts: 0, page_on_front: 0, default_post_format: '0', site_icon: 0,
    });
    t.deepEqual(Object.keys(loaded).sort(), Object.keys(DEFAULT_OPTIONS).sort());
    // Running it again changes nothing.
    await defaultOptionsMigration().up(storage.kysely as unknown as Kysely<unknown>);
    t.deepEqual(await storage.options.loadAutoloaded(), loaded);
  });
}
