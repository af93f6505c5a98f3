import type { ResolvedOptions } from '../../src/app/AppOptions';
import type { UserRecord } from '../../src/storage/types';

/** The author archive URL of a user (WordPress's get_author_posts_url) for the site's permalink mode. */
export function userLink(options: Pick<ResolvedOptions, 'baseUrl' | 'permalinks'>, user: Pick<UserRecord, 'id' | 'user_nicename'>): string {
  switch (options.permalinks) {
    case 'plain':
      return `${options.baseUrl}/?author=${user.id}`;
    case 'index':
      return `${options.baseUrl}/index.php/author/${user.user_nicename}/`;
    default:
      return `${options.baseUrl}/author/${user.user_nicename}/`;
  }
}
