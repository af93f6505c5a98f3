import { RestError } from '../errors/RestError';
import type { AuthUser, UserLookupPort } from '../auth/ports';
import type { PasswordHasher } from '../auth/PasswordHasher';
import { isEmail } from '../schema/formats/email';
import { checkPassword } from '../auth/hashVerifiers/HashVerifierRegistry';
import { upgradePasswordHash } from './upgradePasswordHash';

/** Wrong credentials are refused with 403; missing ones with 400. */
const REFUSED = { status: 403 };
const MISSING = { status: 400 };

/**
 * WordPress's wp_authenticate for a username (or e-mail address) and password,
 * with its error codes and messages (without the "Lost your password?" link:
 * this service has no password-reset page).
 */
export async function authenticatePassword(
  users: UserLookupPort,
  hasher: PasswordHasher,
  username: string,
  password: string,
): Promise<AuthUser | RestError> {
  if (username === '' || password === '') {
    const error = new RestError();
    if (username === '') error.add('empty_username', '<strong>Error</strong>: The username field is empty.', MISSING);
    if (password === '') error.add('empty_password', '<strong>Error</strong>: The password field is empty.', MISSING);
    return error;
  }
  let user = await users.getUserByLogin(username);
  let byEmail = false;
  if (user === undefined && isEmail(username)) {
    user = await users.getUserByEmail?.(username);
    if (user === undefined) {
      return new RestError('invalid_email', '<strong>Error</strong>: Unknown email address. Check again or try your username.', REFUSED);
    }
    byEmail = true;
  }
  if (user === undefined) {
    return new RestError(
      'invalid_username',
      `<strong>Error</strong>: The username <strong>${escapeHtml(username)}</strong> is not registered on this site. If you are unsure of your username, try your email address instead.`,
      REFUSED,
    );
  }
  const check = await checkPassword(hasher, password, user.user_pass);
  if (!check.valid) {
    const what = byEmail ? 'email address' : 'username';
    return new RestError('incorrect_password', `<strong>Error</strong>: The password you entered for the ${what} <strong>${escapeHtml(username)}</strong> is incorrect.`, REFUSED);
  }
  return check.needsRehash ? upgradePasswordHash(users, hasher, user, password) : user;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;');
}
