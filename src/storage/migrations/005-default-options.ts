import type { Kysely, Migration } from 'kysely';
import type { JsonValue } from '../types';

/**
 * WordPress's install-time options (populate_options) that this service reads: the site facts of
 * the index, the settings served under `/wp/v2/settings` and the discussion settings of comments.
 * Values are WordPress's defaults, typed as the settings schema reads them. The site and home
 * addresses depend on where the app is served, so `ensureSiteAddress` adds them at start instead.
 */
export const DEFAULT_OPTIONS: Readonly<Record<string, JsonValue>> = Object.freeze({
  blogname: 'My Site',
  blogdescription: '',
  admin_email: 'you@example.com',
  start_of_week: 1,
  use_smilies: 1,
  require_name_email: 1,
  default_category: 1,
  default_comment_status: 'open',
  default_ping_status: 'open',
  posts_per_page: 10,
  date_format: 'F j, Y',
  time_format: 'g:i a',
  comment_moderation: 0,
  comment_max_links: 2,
  gmt_offset: 0,
  comment_registration: 0,
  show_on_front: 'posts',
  timezone_string: '',
  page_for_posts: 0,
  page_on_front: 0,
  // WordPress stores 0; its setting is a string, so the REST answer is "0".
  default_post_format: '0',
  site_icon: 0,
  comment_previously_approved: 1,
});

interface OptionsTable {
  options: { option_name: string; option_value: string; autoload: number };
}

/** Adds each default option that does not exist yet; values already set (by an import, say) are kept. */
export function defaultOptionsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const rows = Object.entries(DEFAULT_OPTIONS)
        .map(([name, value]) => ({ option_name: name, option_value: JSON.stringify(value), autoload: 1 }));
      await (db as unknown as Kysely<OptionsTable>).insertInto('options').values(rows)
        .onConflict((oc) => oc.column('option_name').doNothing())
        .execute();
    },
  };
}
