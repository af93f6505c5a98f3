/**
 * The users collection's `search_columns` argument (WordPress 6.8+): REST names mapped to the
 * user fields searched, limited by what the requester may see. Without `list_users` a search
 * never looks at e-mail addresses (nor URLs).
 */
import type { UserSearchColumn } from '../../src/storage/types';

const BY_REST_NAME: Readonly<Record<string, UserSearchColumn>> = { email: 'user_email', name: 'display_name', id: 'ID', username: 'user_login', slug: 'user_nicename' };

export const USER_SEARCH_COLUMN_NAMES: readonly string[] = Object.keys(BY_REST_NAME);

/** What a user without `list_users` may search. */
const PUBLIC_COLUMNS: readonly UserSearchColumn[] = ['ID', 'user_login', 'user_nicename', 'display_name'];
const LISTER_COLUMNS: readonly UserSearchColumn[] = ['ID', 'user_login', 'user_nicename', 'user_email', 'user_url', 'display_name'];

/**
 * The columns a search runs on: the requested ones the requester may search, else the public
 * ones for a requester without `list_users`; undefined leaves the storage default (every text column).
 */
export function userSearchColumns(requested: unknown, canListUsers: boolean): UserSearchColumn[] | undefined {
  const allowed = canListUsers ? LISTER_COLUMNS : PUBLIC_COLUMNS;
  const names = Array.isArray(requested) ? requested : [];
  const columns = names
    .map((name) => (Object.prototype.hasOwnProperty.call(BY_REST_NAME, String(name)) ? BY_REST_NAME[String(name)] : undefined))
    .filter((column): column is UserSearchColumn => column !== undefined && allowed.includes(column));
  if (columns.length > 0) return [...new Set(columns)];
  return canListUsers ? undefined : [...PUBLIC_COLUMNS];
}
