import type { RestError } from '../errors/RestError';
import type { AuthServices } from '../auth/wiring/AuthServices';
import type { IssuedCookie } from '../auth/CookieService';
import type { AuthUser } from '../auth/ports';
import { authenticatePassword } from './authenticatePassword';

/** The nonce action of the interface (SPEC "Authentication" rule 1). */
export const REST_NONCE_ACTION = 'svc_rest';

export interface LoggedIn {
  user: AuthUser;
  cookie: IssuedCookie;
  /** A `svc_rest` nonce of the new session. */
  nonce: string;
}

export interface LogInOptions {
  remember?: boolean;
  ip?: string;
  ua?: string;
}

/** Checks the password and starts a server-side session with its signed cookie. */
export async function logIn(services: AuthServices, username: string, password: string, options: LogInOptions = {}): Promise<LoggedIn | RestError> {
  const user = await authenticatePassword(services.users, services.hasher, username, password);
  if (!('id' in user)) return user;
  const cookie = await services.cookies.issue(user, {
    remember: options.remember ?? false,
    ...(options.ip !== undefined ? { ip: options.ip } : {}),
    ...(options.ua !== undefined ? { ua: options.ua } : {}),
  });
  services.hooks.doAction('wp_login', user.user_login, user);
  return { user, cookie, nonce: services.nonces.create(REST_NONCE_ACTION, user.id, cookie.token) };
}
