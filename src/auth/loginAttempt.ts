import type { UserStore } from '../storage/types';
import type { LoginAttempt } from './LoginThrottle';

/**
 * Whom a login attempt counts against: the user a typed login or e-mail names (both forms
 * share one counter), else the typed text itself, plus the client address.
 */
export async function loginAttemptFor(users: UserStore, identifier: string, ip: string): Promise<LoginAttempt> {
  const typed = identifier.trim();
  const user = typed === '' ? undefined : (await users.getByLogin(typed)) ?? (typed.includes('@') ? await users.getByEmail(typed) : undefined);
  return { account: user === undefined ? `name:${typed}` : `user:${user.id}`, ip };
}
