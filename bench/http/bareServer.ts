import Koa, { type Context } from 'koa';
import Router from '@koa/router';
import { strongEtag } from '../../src/http/conditionalGet';
import { BareCookieAuth, type BareLogin } from './bareAuth';
import { validateItemQuery } from './bareValidation';
import { BASE_URL, BENCH_SECRET, ITEMS_PATH, buildItem } from './workload';

/**
 * The baseline: a bare Koa + @koa/router app serving the same route by hand —
 * validation, cookie + nonce check, `_fields`, and the same headers and bodies
 * svc-rest sends, so the two servers put the same bytes on the wire.
 */
const BASE_HEADERS: ReadonlyArray<[string, string]> = [
  ['Content-Type', 'application/json; charset=UTF-8'],
  ['X-Robots-Tag', 'noindex'],
  ['Link', `<${BASE_URL}/svc-json/>; rel="https://api.w.org/"`],
  ['X-Content-Type-Options', 'nosniff'],
  ['Access-Control-Expose-Headers', 'X-WP-Total, X-WP-TotalPages, Link'],
  ['Access-Control-Allow-Headers', 'Authorization, X-SVC-Nonce, Content-Disposition, Content-MD5, Content-Type'],
];
const NO_CACHE_HEADERS: ReadonlyArray<[string, string]> = [
  ['Expires', 'Wed, 11 Jan 1984 05:00:00 GMT'],
  ['Cache-Control', 'no-cache, must-revalidate, max-age=0, no-store, private'],
];
const INVALID_NONCE_BODY = JSON.stringify({ code: 'rest_cookie_invalid_nonce', message: 'Cookie nonce is invalid', data: { status: 403 } });

function setHeaders(ctx: Context, headers: ReadonlyArray<[string, string]>): void {
  for (const [name, value] of headers) ctx.set(name, value);
}

function nonceOf(ctx: Context): string | undefined {
  const fromQuery = ctx.query._svcnonce;
  if (typeof fromQuery === 'string') return fromQuery;
  const header = ctx.get('X-SVC-Nonce');
  return header === '' && ctx.req.headers['x-svc-nonce'] === undefined ? undefined : header;
}

/** Top-level `_fields`, keeping the item's key order. */
function pickFields(item: Record<string, unknown>, fields: string): Record<string, unknown> {
  const wanted = new Set(fields.split(/[\s,]+/).filter((name) => name !== ''));
  if (wanted.size === 0) return item;
  const out: Record<string, unknown> = {};
  for (const key in item) if (wanted.has(key)) out[key] = item[key];
  return out;
}

/** What svc-rest does for GET/HEAD: Vary for credentials on storable answers, a strong ETag on success, 304 on a matching If-None-Match. */
async function conditionalGet(ctx: Context, next: () => Promise<unknown>): Promise<void> {
  await next();
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
  const shareable = !/no-store|private/i.test(ctx.response.get('Cache-Control'));
  if (shareable && (ctx.get('Cookie') !== '' || ctx.get('Authorization') !== '' || ctx.req.headers['x-svc-nonce'] !== undefined)) {
    for (const name of ['Cookie', 'Authorization', 'X-SVC-Nonce']) ctx.vary(name);
  }
  if (ctx.status < 200 || ctx.status >= 300 || typeof ctx.body !== 'string') return;
  const etag = strongEtag(ctx.body);
  ctx.set('ETag', etag);
  const ifNoneMatch = ctx.get('If-None-Match');
  if (ifNoneMatch !== '' && (ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))) {
    ctx.status = 304;
    ctx.body = null;
  }
}

export function createBareApp(auth: BareCookieAuth = new BareCookieAuth(BENCH_SECRET)): Koa {
  const router = new Router();
  router.get(`${ITEMS_PATH}:id`, (ctx) => {
    setHeaders(ctx, BASE_HEADERS);
    // Authentication comes first: a cookie counts only with a valid nonce.
    let login: BareLogin | null = auth.login(ctx.get('Cookie'), ctx.method);
    const nonce = nonceOf(ctx);
    if (nonce === undefined) login = null;
    else if (!auth.verifyNonce(nonce, login?.userId ?? 0, login?.token ?? '')) {
      setHeaders(ctx, NO_CACHE_HEADERS);
      ctx.status = 403;
      ctx.body = INVALID_NONCE_BODY;
      return;
    }
    if (login !== null) setHeaders(ctx, NO_CACHE_HEADERS);
    ctx.set('Allow', 'GET');
    if (login === null) ctx.set('Vary', 'Origin');
    // A verified nonce earns a fresh one.
    if (nonce !== undefined) ctx.set('X-SVC-Nonce', auth.createNonce(login?.userId ?? 0, login?.token ?? ''));

    const checked = validateItemQuery(ctx.params.id!, ctx.query);
    if (!checked.ok) {
      ctx.status = 400;
      ctx.body = JSON.stringify(checked.body);
      return;
    }
    let item = buildItem(checked.query, login?.userId ?? 0);
    const fields = ctx.query._fields;
    if (typeof fields === 'string') item = pickFields(item, fields);
    ctx.body = JSON.stringify(item);
  });
  const koa = new Koa();
  koa.use(conditionalGet);
  koa.use(router.routes());
  return koa;
}
