import type { Context, Middleware, Next } from 'koa';
import type { AppHost } from '../server/AppHost';
import { runInScope, type RequestScopeState } from '../scope/RequestScope';
import type { RestUrls } from '../server/RestUrls';
import { withNoCacheHeaders } from '../server/noCacheHeaders';
import { serveRequestMaybeAsync, type ServedResponse } from '../server/serveRequest';
import { isThenable } from '../server/thenable';
import { buildRestRequest } from './buildRestRequest';
import { withConditionalGet } from './conditionalGet';
import { respondWithError } from './errorResponse';
import { JSON_CONTENT_TYPE, writeJsonError } from './httpErrors';
import { InterfacePathMatcher, basePathOf } from './interfacePath';
import { scopeForContext } from './pageScope';
import { EMPTY_BODY, hasBody, readRequestBody } from './readBody';
import { discardSpooled, spoolUpload, uploadKindOf, type SpooledUpload } from './spoolUpload';
import { INVALID_REST_ROUTE, recognizeInterfaceRequest, type RecognizedRoute } from './recognizeInterfaceRequest';
import { currentRestPrefix } from './restPrefix';
import { writeServedResponse } from './writeServedResponse';

/**
 * Koa middleware serving the interface in every addressing form (SPEC
 * "Addressing"); other requests pass through to `next`. Usable in any Koa app:
 *
 *     const svc = await createApp({ baseUrl: 'https://example.com' });
 *     myKoa.use(restMiddleware(svc));
 *
 * Failures of its own (an unreadable body) are answered as JSON errors here, so it
 * does not depend on the app's error handling.
 */
export function restMiddleware(app: AppHost): Middleware {
  const matcher = new InterfacePathMatcher(basePathOf(app.options.baseUrl));
  let urls: RestUrls | null = null;

  /** Builds the request, serves it in its scope, and writes the answer; synchronous when the serving was. */
  const serve = (ctx: Context, target: RecognizedRoute, body: Buffer, spooled: SpooledUpload | null): void | Promise<void> => {
    const { request, overriddenByHeader } = buildRestRequest({ method: ctx.method, route: target.route, headers: ctx.req.headers, query: target.query, body });
    if (spooled?.kind === 'multipart') {
      request.setBodyParams(spooled.fields);
      request.setFileParams(spooled.files);
    } else if (spooled?.kind === 'raw') {
      request.setBodyFile(spooled.file);
    }
    urls ??= app.urls;
    const server = app.server;
    const scope = scopeForContext(ctx, true);
    request.scope = scope;
    const served = runInScope(scope, () => serveRequestMaybeAsync(server, urls!, request));
    if (isThenable(served)) return served.then((answer) => write(ctx, scope, answer, overriddenByHeader));
    write(ctx, scope, served, overriddenByHeader);
  };

  /** The body of a request that has one, read (or spooled to disk) before serving. */
  const serveWithBody = async (ctx: Context, target: RecognizedRoute): Promise<void> => {
    let spooled: SpooledUpload | null = null;
    try {
      // Uploads go to disk as they arrive; other bodies are read whole.
      const uploadKind = uploadKindOf(ctx.req);
      if (uploadKind !== null) {
        spooled = await spoolUpload(ctx.req, uploadKind, app.options.uploadsDir, app.options.maxUploadBytes);
        if (spooled.kind === 'tooLarge') {
          ctx.set('Connection', 'close');
          const kb = Math.floor(app.options.maxUploadBytes / 1024).toLocaleString('en-US');
          writeJsonError(ctx, 413, 'rest_upload_file_too_big', `This file is too big. Files must be less than ${kb} KB in size.`);
          return;
        }
      }
      const body = uploadKind === null ? await readRequestBody(ctx.req, app.options.maxBodyBytes) : EMPTY_BODY;
      if (body.tooLarge) {
        // The rest of the body is never read, so the connection cannot be reused.
        ctx.set('Connection', 'close');
        writeJsonError(ctx, 413, 'rest_request_too_large', `The request body is larger than the ${app.options.maxBodyBytes} bytes the server accepts.`);
        return;
      }
      await serve(ctx, target, body.bytes, spooled);
    } catch (thrown) {
      if (ctx.headerSent) throw thrown;
      respondWithError(ctx, thrown);
    } finally {
      await discardSpooled(spooled);
    }
  };

  // Not an async function: a body-less request to a synchronous route is served without a promise of ours.
  return function svcRestMiddleware(ctx: Context, next: Next): void | Promise<void> {
    const prefix = currentRestPrefix(app.hooks, app.options.restPrefix);
    const target = recognizeInterfaceRequest(ctx.path, ctx.querystring, prefix, matcher);
    if (target === null) return next();
    ctx.state.REST_REQUEST = true;
    if (target === INVALID_REST_ROUTE) return invalidRestRoute(ctx);
    if (hasBody(ctx.req)) return serveWithBody(ctx, target);
    let served: void | Promise<void>;
    try {
      served = serve(ctx, target, EMPTY_BODY_BYTES, null);
    } catch (thrown) {
      if (ctx.headerSent) throw thrown;
      respondWithError(ctx, thrown);
      return;
    }
    if (served === undefined) return;
    return served.then(undefined, (thrown: unknown) => {
      if (ctx.headerSent) throw thrown;
      respondWithError(ctx, thrown);
    });
  };
}

const EMPTY_BODY_BYTES = Buffer.alloc(0);

/** Writes a served answer, with what the request log reads (it runs outside the scope). */
function write(ctx: Context, scope: RequestScopeState, served: ServedResponse, overriddenByHeader: boolean): void {
  ctx.state.svcRoute = served.route ?? '';
  ctx.state.svcUserId = scope.user.id;
  if (overriddenByHeader && served.status >= 400 && served.status < 500) served.headers = withNoCacheHeaders(served.headers);
  writeServedResponse(ctx, withConditionalGet(ctx.method, ctx.req.headers, served));
}

/** `rest_route` given as a list or map: reported like any parameter of the wrong type. */
function invalidRestRoute(ctx: Context): void {
  ctx.status = 400;
  ctx.set('Content-Type', JSON_CONTENT_TYPE);
  ctx.body = JSON.stringify({
    code: 'rest_invalid_param',
    message: 'Invalid parameter(s): rest_route',
    data: { status: 400, params: { rest_route: 'rest_route is not of type string.' } },
  });
}
