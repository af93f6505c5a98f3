/** The argument callbacks of the users routes (WordPress's check_username, check_user_password, check_reassign). */
import { RestError } from '../../src/errors/RestError';
import { isEmpty, isNumeric, toPhpString } from '../../src/schema/php';
import { sanitizeSlug } from '../../src/storage/sql/values';
import { isValidUsername } from '../../src/users/usernames';

export function checkUsername(value: unknown): string | RestError {
  const username = toPhpString(value);
  if (!isValidUsername(username)) {
    return new RestError(
      'rest_user_invalid_username',
      'This username is invalid because it uses illegal characters. Please enter a valid username.',
      { status: 400 },
    );
  }
  return username;
}

export function checkUserPassword(value: unknown): string | RestError {
  const password = toPhpString(value);
  if (isEmpty(password)) {
    return new RestError('rest_user_invalid_password', 'Passwords cannot be empty.', { status: 400 });
  }
  if (password.includes('\\')) {
    return new RestError('rest_user_invalid_password', 'Passwords cannot contain the "\\" character.', { status: 400 });
  }
  return password;
}

/** `reassign`: a number is kept; empty, false or 'false' mean "delete the posts"; anything else is refused. */
export function checkReassign(value: unknown): unknown {
  if (isNumeric(value)) return value;
  if (value === undefined || value === null || value === false || value === '' || value === 0 || value === '0' || value === 'false') return false;
  return new RestError('rest_invalid_param', 'Invalid user parameter(s).', { status: 400 });
}

/** WordPress's sanitize_title for a user slug. */
export function sanitizeUserSlug(value: unknown): string {
  return sanitizeSlug(toPhpString(value));
}
