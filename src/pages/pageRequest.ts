import type { Context } from 'koa';
import type { AuthServices } from '../auth/wiring/AuthServices';
import { readCookie } from '../auth/wiring/cookieHeaders';
import type { AuthUser } from '../auth/ports';
import { parseQueryString } from '../server/queryString';
import { readRequestBody } from '../http/readBody';

/** Largest form body a page accepts. */
const FORM_LIMIT = 64 * 1024;

/** The user of the logged-in cookie of a page request, with its session token; undefined when none is valid. */
export async function cookieUser(ctx: Context, auth: AuthServices): Promise<{ user: AuthUser; token: string } | undefined> {
  const cookie = readCookie(ctx.get('Cookie'), auth.cookies.name);
  if (cookie === undefined) return undefined;
  const result = await auth.cookies.validate(cookie, { method: ctx.method });
  return 'user' in result ? { user: result.user, token: result.token } : undefined;
}

/** An url-encoded form body as single string values (lists and maps are ignored). */
export async function readForm(ctx: Context): Promise<Record<string, string>> {
  const body = await readRequestBody(ctx.req, FORM_LIMIT);
  if (body.tooLarge) ctx.throw(413, 'The form is too large.');
  return stringValues(parseQueryString(body.bytes.toString('utf8')));
}

export function queryValues(ctx: Context): Record<string, string> {
  return stringValues(parseQueryString(ctx.querystring));
}

function stringValues(map: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(map)) if (typeof value === 'string') out[key] = value;
  return out;
}

/**
 * A form post from another site: its Origin (or, without one, its Referer) names
 * another origin than the one addressed. Browsers send Origin on every POST.
 */
export function isCrossSitePost(ctx: Context): boolean {
  const source = ctx.get('Origin') || ctx.get('Referer');
  if (source === '') return false;
  try {
    return new URL(source).host !== ctx.host;
  } catch {
    return true;
  }
}

/** Only a path on this site (`/…`, not `//host` or `/\\host`), else the fallback. */
export function localRedirect(target: string | undefined, fallback: string): string {
  if (target === undefined || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
