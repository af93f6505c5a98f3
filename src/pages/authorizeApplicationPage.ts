import type { Context } from 'koa';
import { chunkApplicationPassword } from '../auth/applicationPasswords/applicationPasswordText';
import type { AuthServices } from '../auth/wiring/AuthServices';
import { authorizeRequestErrors, authorizeRequestOf, withQueryArgs, type AuthorizeRequest } from './authorizeRequest';
import { escapeHtml, hiddenFields, htmlPage } from './html';
import { cookieUser, isCrossSitePost, queryValues, readForm } from './pageRequest';
import { SIGN_IN_PATH } from './signInPage';

export const AUTHORIZE_PATH = '/wp-admin/authorize-application.php';
/** Nonce action of the approve/reject form (WordPress's name). */
export const AUTHORIZE_NONCE_ACTION = 'authorize_application_password';

export interface AuthorizeDeps {
  auth: AuthServices;
  /** The site address sent back to the app as `site_url`. */
  siteUrl: () => string;
}

/** GET: who asks for what; signed-out visitors are sent to sign in and come back. */
export async function showAuthorize(ctx: Context, deps: AuthorizeDeps): Promise<void> {
  const request = authorizeRequestOf(queryValues(ctx));
  const errors = authorizeRequestErrors(request);
  if (errors.length > 0) return refuse(ctx, errors);
  const session = await cookieUser(ctx, deps.auth);
  if (session === undefined) {
    ctx.redirect(`${SIGN_IN_PATH}?redirect_to=${encodeURIComponent(ctx.originalUrl)}`);
    return;
  }
  const nonce = deps.auth.nonces.create(AUTHORIZE_NONCE_ACTION, session.user.id, session.token);
  const appName = request.app_name === '' ? 'An application' : request.app_name;
  const leaving = request.success_url === ''
    ? 'You will be given a password to manually enter into the application in question.'
    : `You will be sent to <code>${escapeHtml(request.success_url.replace(/\?.*$/, ''))}</code> with the new password.`;
  page(ctx, 200, [
    '<h1>Authorize Application</h1>',
    `<p><strong id="app-name">${escapeHtml(appName)}</strong> would like to connect to your account as <strong id="user-login">${escapeHtml(session.user.user_login)}</strong>.</p>`,
    `<p>Approving gives it an application password with your permissions. ${leaving}</p>`,
    `<form method="post" action="${AUTHORIZE_PATH}" id="authorize-form">`,
    hiddenFields({ ...request, _svcnonce: nonce }),
    '<button type="submit" name="approve" value="1" id="approve">Yes, I approve of this connection</button>',
    '<button type="submit" name="reject" value="1" id="reject">No, I do not approve of this connection</button>',
    '</form>',
  ]);
}

/**
 * POST: the form's nonce (bound to the user and session) and a same-origin
 * check stop cross-site posts. Approve creates the password and redirects to
 * `success_url` with `site_url`, `user_login` and `password` (or shows it when
 * there is no URL); reject redirects to `reject_url` (else `success_url`) with
 * `success=false`.
 */
export async function submitAuthorize(ctx: Context, deps: AuthorizeDeps): Promise<void> {
  const form = await readForm(ctx);
  const session = await cookieUser(ctx, deps.auth);
  if (session === undefined) {
    ctx.redirect(`${SIGN_IN_PATH}?redirect_to=${encodeURIComponent(AUTHORIZE_PATH)}`);
    return;
  }
  const nonceOk = deps.auth.nonces.verify(form._svcnonce ?? '', AUTHORIZE_NONCE_ACTION, session.user.id, session.token) !== false;
  if (isCrossSitePost(ctx) || !nonceOk) return refuse(ctx, ['The link you followed has expired.'], 403);
  const request = authorizeRequestOf(form);
  const errors = authorizeRequestErrors(request);
  if (errors.length > 0) return refuse(ctx, errors);

  if (form.approve === undefined) return rejectRedirect(ctx, request);
  const created = await deps.auth.applicationPasswords.create(session.user.id, {
    name: request.app_name === '' ? 'Application' : request.app_name,
    ...(request.app_id === '' ? {} : { app_id: request.app_id }),
  });
  if (!('password' in created)) return refuse(ctx, [escapeHtml(created.message)], created.status);
  if (request.success_url !== '') {
    ctx.redirect(withQueryArgs(request.success_url, { site_url: deps.siteUrl(), user_login: session.user.user_login, password: created.password }));
    return;
  }
  page(ctx, 200, [
    '<h1>Authorize Application</h1>',
    `<p class="notice">Your new password for <strong>${escapeHtml(created.item.name)}</strong> is:</p>`,
    `<p><input type="text" id="new-application-password" readonly value="${escapeHtml(chunkApplicationPassword(created.password))}" /></p>`,
    '<p>Be sure to save this in a safe location. You will not be able to retrieve it.</p>',
  ]);
}

function rejectRedirect(ctx: Context, request: AuthorizeRequest): void {
  const target = request.reject_url || request.success_url;
  ctx.redirect(target === '' ? '/' : withQueryArgs(target, { success: 'false' }));
}

function refuse(ctx: Context, errors: string[], status = 400): void {
  page(ctx, status, [
    '<h1>Authorize Application</h1>',
    '<div class="error" id="authorize-error"><p>The Authorize Application request is not allowed.</p><ul>',
    ...errors.map((e) => `<li>${e}</li>`),
    '</ul></div>',
  ]);
}

function page(ctx: Context, status: number, lines: string[]): void {
  ctx.status = status;
  ctx.set('Content-Type', 'text/html; charset=UTF-8');
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Frame-Options', 'DENY');
  ctx.body = htmlPage('Authorize Application', lines.join('\n'));
}
