/**
 * The cookie validation events of WordPress. Each validation fires exactly one
 * of them as an action, which is how SPEC "Authentication" rule 7 learns the
 * cookie status.
 */
export const COOKIE_FAILURES = [
  'auth_cookie_malformed',
  'auth_cookie_expired',
  'auth_cookie_bad_username',
  'auth_cookie_bad_hash',
  'auth_cookie_bad_session_token',
] as const;

export type CookieFailure = (typeof COOKIE_FAILURES)[number];

export const COOKIE_VALID_EVENT = 'auth_cookie_valid';

export type CookieEvent = CookieFailure | typeof COOKIE_VALID_EVENT;

export const COOKIE_EVENTS: readonly CookieEvent[] = [...COOKIE_FAILURES, COOKIE_VALID_EVENT];

/** `true` for a valid cookie, else the event name without `auth_cookie_` (e.g. `expired`). */
export function cookieStatusFromEvent(eventName: string): true | string {
  return eventName === COOKIE_VALID_EVENT ? true : eventName.slice(12);
}
