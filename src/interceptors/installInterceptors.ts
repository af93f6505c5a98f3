import type { Newable } from 'inversify';
import type { AppHost } from '../server/AppHost';
import { TOKENS } from '../di/tokens';
import { Deprecations } from '../deprecation/Deprecations';
import type { Interceptor } from '../server/Interceptor';
import type { RequestAuthenticator } from '../server/RequestAuthenticator';
import { AllowHeaderInterceptor } from './AllowHeaderInterceptor';
import { AuthenticationInterceptor } from './AuthenticationInterceptor';
import type { AuthenticatorLookup } from './authenticatorLookup';
import { ContextInterceptor } from './ContextInterceptor';
import { CorsInterceptor } from './CorsInterceptor';
import { DeprecationInterceptor } from './DeprecationInterceptor';
import { FieldsInterceptor } from './FieldsInterceptor';
import { NonceAuthInterceptor } from './NonceAuthInterceptor';
import { OptionsInterceptor } from './OptionsInterceptor';

/**
 * Every default interceptor, in the order they attach. Hooks run by priority, then
 * by attach order: on `rest_post_dispatch`, `Allow` is computed before `context`
 * and `_fields` trim the data, as in WordPress.
 */
export const DEFAULT_INTERCEPTORS: ReadonlyArray<Newable<Interceptor>> = [
  AuthenticationInterceptor,
  NonceAuthInterceptor,
  OptionsInterceptor,
  AllowHeaderInterceptor,
  ContextInterceptor,
  FieldsInterceptor,
  CorsInterceptor,
  DeprecationInterceptor,
];

/**
 * Binds the default interceptors (multi-bound under TOKENS.Interceptor) and the
 * deprecation service in the app container, then attaches each interceptor to
 * the app's hooks. createApp calls it once per app.
 */
export function installInterceptors(app: AppHost): void {
  const container = app.container;
  container.bind<AuthenticatorLookup>(TOKENS.AuthenticatorLookup).toConstantValue(cachedAuthenticatorLookup(app));
  container.bind(TOKENS.Deprecations).to(Deprecations).inSingletonScope();
  for (const interceptor of DEFAULT_INTERCEPTORS) container.bind<Interceptor>(TOKENS.Interceptor).to(interceptor).inSingletonScope();
  for (const interceptor of container.getAll<Interceptor>(TOKENS.Interceptor)) interceptor.attach(app.hooks);
}

/**
 * The authentication service under TOKENS.Auth. Until `rest_api_init` it is
 * looked up on every call, so a binding made after createApp counts; from then
 * on the one found is kept (a container lookup per request is measurable), and
 * forgotten again when it is unbound, so a later rebinding still takes effect.
 */
function cachedAuthenticatorLookup(app: AppHost): AuthenticatorLookup {
  const container = app.container;
  let cached: RequestAuthenticator | null = null;
  container.onDeactivation(TOKENS.Auth, () => {
    cached = null;
  });
  return () => {
    if (cached !== null) return cached;
    if (!container.isBound(TOKENS.Auth)) return null;
    const found = container.get<RequestAuthenticator>(TOKENS.Auth);
    if (app.hooks.didAction('rest_api_init') > 0) cached = found;
    return found;
  };
}
