import { RestError } from '../errors/RestError';
import type { Hooks } from '../hooks/Hooks';
import type { PasswordHasher } from '../auth/PasswordHasher';
import { StorageConflictError } from '../storage/errors';
import type { Storage, UserInput, UserRecord } from '../storage/types';
import { conflictToError, insertError } from './userErrors';
import { userFieldLengthError } from './userFieldLengths';
import { sanitizeUsername } from './usernames';

/** A new user as WordPress's wp_insert_user takes it (only the login is required). */
export interface NewUser {
  user_login: string;
  user_email?: string;
  /** The plain password; hashed before storage. Empty: the user cannot log in with a password. */
  user_pass?: string;
  user_nicename?: string;
  user_url?: string;
  display_name?: string;
  nickname?: string;
  first_name?: string;
  last_name?: string;
  description?: string;
  locale?: string;
  /** Default: `subscriber` (WordPress's `default_role`). */
  roles?: string[];
}

export interface UserWriteDeps {
  storage: Storage;
  hasher: PasswordHasher;
  hooks: Hooks;
}

const LOGIN_MAX = 60;
const NICENAME_MAX = 50;
const NICENAME_ATTEMPTS = 20;

/** Creates a user with WordPress's rules and error codes; the record, or the error. */
export async function insertUser(deps: UserWriteDeps, input: NewUser): Promise<UserRecord | RestError> {
  const login = sanitizeUsername(input.user_login, true);
  if (login === '') return insertError('empty_user_login', 'Cannot create a user with an empty login name.');
  if (login.length > LOGIN_MAX) return insertError('user_login_too_long', 'Username may not be longer than 60 characters.');
  const illegal = deps.hooks.applyFilters<unknown>('illegal_user_logins', []);
  if (Array.isArray(illegal) && illegal.some((name) => String(name).toLowerCase() === login.toLowerCase())) {
    return insertError('invalid_username', 'Sorry, that username is not allowed.');
  }
  if (input.user_nicename !== undefined && input.user_nicename.length > NICENAME_MAX) {
    return insertError('user_nicename_too_long', 'Nicename may not be longer than 50 characters.');
  }
  const tooLong = userFieldLengthError(input);
  if (tooLong !== undefined) return tooLong;
  const record: UserInput & { user_login: string } = {
    ...withoutUndefined(input),
    user_login: login,
    user_pass: input.user_pass ? await deps.hasher.hash(input.user_pass) : '',
    display_name: input.display_name || defaultDisplayName(login, input.first_name, input.last_name),
    roles: input.roles ?? ['subscriber'],
  };
  try {
    return await createWithFreeNicename(deps.storage, record);
  } catch (error) {
    return conflictToError(error);
  }
}

/** Applies changes to a user (the password, when given, is hashed). Undefined when the user is gone. */
export async function updateUser(deps: UserWriteDeps, id: number, changes: Partial<NewUser>): Promise<UserRecord | RestError | undefined> {
  const tooLong = userFieldLengthError(changes);
  if (tooLong !== undefined) return tooLong;
  const { user_pass, ...rest } = withoutUndefined(changes);
  const columns: UserInput = { ...rest };
  if (user_pass !== undefined) columns.user_pass = await deps.hasher.hash(user_pass);
  try {
    return await deps.storage.users.update(id, columns);
  } catch (error) {
    return conflictToError(error);
  }
}

/**
 * WordPress never refuses a taken nicename on insert: it numbers it (`slug-2`).
 * An explicit nicename is numbered here; a derived one is numbered by the store,
 * which gives up after a few lost races, so many users created at once with
 * logins of the same nicename are retried here until each finds a free number.
 */
async function createWithFreeNicename(storage: Storage, record: UserInput & { user_login: string }): Promise<UserRecord> {
  const base = record.user_nicename;
  const explicit = base !== undefined && base !== '';
  for (let n = 1; ; n++) {
    const nicename = !explicit || n === 1 ? base : `${base.slice(0, NICENAME_MAX - String(n).length - 1)}-${n}`;
    try {
      return await storage.users.create({ ...record, ...(nicename !== undefined ? { user_nicename: nicename } : {}) });
    } catch (error) {
      const nicenameTaken = error instanceof StorageConflictError && error.field === 'user_nicename';
      if (!nicenameTaken || n >= NICENAME_ATTEMPTS) throw error;
    }
  }
}

/** wp_insert_user's default display name: first and last name, either one, else the login. */
function defaultDisplayName(login: string, first?: string, last?: string): string {
  if (first && last) return `${first} ${last}`;
  return first || last || login;
}

function withoutUndefined<T extends object>(input: T): T {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as T;
}
