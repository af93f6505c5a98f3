import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { AppHost } from '../server/AppHost';
import { AuthServices } from '../auth/wiring/AuthServices';
import { basePathOf } from '../http/interfacePath';
import { advertiseApplicationPasswords } from './applicationPasswordsIndex';
import { AUTHORIZE_PATH, showAuthorize, submitAuthorize, type AuthorizeDeps } from './authorizeApplicationPage';
import { LoginCsrf } from './loginCsrf';
import { SIGN_IN_PATH, showSignIn, submitSignIn, type SignInDeps } from './signInPage';

/**
 * The sign-in page (`/wp-login.php`) and the application-password authorization
 * page (`/wp-admin/authorize-application.php`), advertised in the index. Mounted
 * before the default pages; the explorer at `/` is the home page itself.
 */
export function installPages(app: AppHost): Middleware {
  const basePath = basePathOf(app.options.baseUrl);
  const authorizationUrl = (): string => `${app.options.baseUrl}${AUTHORIZE_PATH}`;
  advertiseApplicationPasswords(app.hooks, authorizationUrl);
  const secure = (ctx: Context): boolean => app.options.secure || ctx.secure;
  let signIn: SignInDeps | undefined;
  let authorize: AuthorizeDeps | undefined;
  // Auth services are bound after the HTTP layer: resolve them on first use.
  const signInDeps = (): SignInDeps => (signIn ??= { auth: AuthServices.of(app), csrf: new LoginCsrf(app.options.secret, () => app.options.secure), secure });
  const authorizeDeps = (): AuthorizeDeps => (authorize ??= { auth: AuthServices.of(app), siteUrl: () => app.options.baseUrl });

  const router = new Router();
  router.get(`${basePath}${SIGN_IN_PATH}`, (ctx: Context) => showSignIn(ctx, signInDeps()));
  router.post(`${basePath}${SIGN_IN_PATH}`, (ctx: Context) => submitSignIn(ctx, signInDeps()));
  router.get(`${basePath}${AUTHORIZE_PATH}`, (ctx: Context) => showAuthorize(ctx, authorizeDeps()));
  router.post(`${basePath}${AUTHORIZE_PATH}`, (ctx: Context) => submitAuthorize(ctx, authorizeDeps()));
  return router.routes() as unknown as Middleware;
}
