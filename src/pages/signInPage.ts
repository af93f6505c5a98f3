import type { Context } from 'koa';
import type { AuthServices } from '../auth/wiring/AuthServices';
import { setCookieHeader } from '../auth/wiring/cookieHeaders';
import { loginAttemptFor } from '../auth/loginAttempt';
import { logIn } from '../users/logIn';
import { escapeHtml, hiddenFields, htmlPage } from './html';
import type { LoginCsrf } from './loginCsrf';
import { isCrossSitePost, localRedirect, queryValues, readForm } from './pageRequest';

export const SIGN_IN_PATH = '/wp-login.php';

export interface SignInDeps {
  auth: AuthServices;
  csrf: LoginCsrf;
  /** Whether cookies must be Secure (HTTPS site or connection). */
  secure: (ctx: Context) => boolean;
}

/** GET: the sign-in form (`redirect_to` kept for after signing in). */
export function showSignIn(ctx: Context, deps: SignInDeps, message = '', status = 200, username = ''): void {
  const redirectTo = localRedirect(queryValues(ctx).redirect_to, '/');
  render(ctx, deps, { message, status, username, redirectTo });
}

/**
 * POST: the same rules as `POST /svc/v1/login` (its throttle per username and
 * address, its error messages), plus the form's CSRF token and a same-origin
 * check. Success sets the logged-in cookie and redirects (303) to a local
 * `redirect_to`.
 */
export async function submitSignIn(ctx: Context, deps: SignInDeps): Promise<void> {
  const form = await readForm(ctx);
  const username = form.log ?? '';
  const redirectTo = localRedirect(form.redirect_to, '/');
  const retry = (message: string, status: number): void => render(ctx, deps, { message, status, username, redirectTo });
  if (isCrossSitePost(ctx) || !deps.csrf.verify(ctx, form._svc_login_token)) {
    return retry('<strong>Error</strong>: The sign-in form expired or came from another site. Please try again.', 403);
  }
  const ip = ctx.ip;
  const throttle = deps.auth.throttle;
  const attempt = await loginAttemptFor(deps.auth.storage.users, username, ip);
  const status = await throttle.check(attempt);
  if (status.locked) {
    ctx.set('Retry-After', String(status.retryAfterSeconds));
    return retry(`<strong>Error</strong>: Too many failed login attempts. Try again in ${status.retryAfterSeconds} seconds.`, 429);
  }
  const result = await logIn(deps.auth, username, form.pwd ?? '', { remember: form.rememberme === 'forever', ip, ua: ctx.get('User-Agent') });
  if (!('user' in result)) {
    if (result.code !== 'empty_username' && result.code !== 'empty_password') await throttle.recordFailure(attempt);
    return retry(result.message, 401);
  }
  await throttle.recordSuccess(attempt);
  ctx.append('Set-Cookie', setCookieHeader(result.cookie.name, result.cookie.value, { expires: result.cookie.expires, secure: deps.secure(ctx) }));
  ctx.status = 303;
  ctx.redirect(redirectTo);
}

interface FormState {
  message: string;
  status: number;
  username: string;
  redirectTo: string;
}

function render(ctx: Context, deps: SignInDeps, state: FormState): void {
  const token = deps.csrf.issue(ctx);
  ctx.status = state.status;
  ctx.set('Content-Type', 'text/html; charset=UTF-8');
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Frame-Options', 'DENY');
  ctx.body = htmlPage('Sign in', [
    '<h1>Sign in</h1>',
    // Messages are WordPress's HTML (user input inside them is escaped where they are made).
    state.message === '' ? '' : `<p class="error" id="login_error">${state.message}</p>`,
    `<form method="post" action="${SIGN_IN_PATH}" id="loginform">`,
    '<label for="user_login">Username or Email Address</label>',
    `<input type="text" name="log" id="user_login" autocomplete="username" value="${escapeHtml(state.username)}" required />`,
    '<label for="user_pass">Password</label>',
    '<input type="password" name="pwd" id="user_pass" autocomplete="current-password" required />',
    '<label><input type="checkbox" name="rememberme" value="forever" /> Remember Me</label>',
    hiddenFields({ redirect_to: state.redirectTo, _svc_login_token: token }),
    '<button type="submit" id="wp-submit">Log In</button>',
    '</form>',
  ].join('\n'));
}
