/**
 * Logging in and out with the signed cookie, and refreshing the nonce that
 * cookie authentication needs on every request (what @wordpress/api-fetch's
 * nonce middleware asks `admin-ajax.php?action=rest-nonce` for in WordPress).
 */
import {
  inject, type ControllerServices, Args, Controller, Permission, Route, defineArgs, type ArgsOf, RestError, type RestRequest, RestResponse, TOKENS,
} from '../kit';
import type { AuthServices } from '../../src/auth/wiring/AuthServices';
import { clearCookieHeader, readCookie, setCookieHeader } from '../../src/auth/wiring/cookieHeaders';
import { TextResponse } from '../../src/auth/wiring/TextResponse';
import { currentScope, currentUser } from '../../src/scope/RequestScope';
import { errorToResponse } from '../../src/server/errorToResponse';
import { logIn, REST_NONCE_ACTION } from '../../src/users/logIn';
import { loginAttemptFor } from '../../src/auth/loginAttempt';

const LOGIN_ARGS = defineArgs({
  username: { description: 'Login name or e-mail address.', type: 'string', default: '' },
  password: { description: 'Password of the user.', type: 'string', default: '' },
  remember: { description: 'Keep the session for 14 days instead of 2.', type: 'boolean', default: false },
} as const);

const notLoggedIn = (): RestError => new RestError('rest_not_logged_in', 'You are not currently logged in.', { status: 401 });
const allowEveryone = (): true => true;

@Controller('svc/v1')
export class SessionController {
  private readonly auth: AuthServices;

  constructor(@inject(TOKENS.ControllerServices) services: ControllerServices) {
    this.auth = services.auth;
  }

  @Route('/login', { methods: 'POST' })
  @Args(LOGIN_ARGS)
  @Permission(allowEveryone)
  async login(request: RestRequest, args: ArgsOf<typeof LOGIN_ARGS>): Promise<RestResponse> {
    const ip = currentScope()?.ip ?? '';
    const throttle = this.auth.throttle;
    const attempt = await loginAttemptFor(this.auth.storage.users, args.username, ip);
    const status = await throttle.check(attempt);
    if (status.locked) return tooManyAttempts(status.retryAfterSeconds);

    const result = await logIn(this.auth, args.username, args.password, {
      remember: args.remember,
      ip,
      ua: request.getHeader('User-Agent') ?? '',
    });
    if (result instanceof RestError) {
      if (result.code !== 'empty_username' && result.code !== 'empty_password') await throttle.recordFailure(attempt);
      return errorToResponse(result);
    }
    await throttle.recordSuccess(attempt);
    const record = await this.auth.storage.users.getById(result.user.id);
    const response = new RestResponse({ id: result.user.id, name: record?.display_name ?? result.user.user_login, nonce: result.nonce });
    response.header('Set-Cookie', setCookieHeader(result.cookie.name, result.cookie.value, { expires: result.cookie.expires, secure: this.secure() }));
    return response;
  }

  /** Ends the session of the cookie (which, like every cookie request, must carry a valid nonce). */
  @Route('/logout', { methods: 'POST' })
  @Permission(allowEveryone)
  async logout(): Promise<RestResponse> {
    const scope = currentScope();
    const loggedInByCookie = scope?.authMethod === 'cookie' && currentUser().id > 0;
    const response = loggedInByCookie ? new RestResponse({ logged_out: true }) : errorToResponse(notLoggedIn());
    if (loggedInByCookie) {
      await this.auth.cookies.revoke(currentUser().id, scope.sessionToken);
      this.auth.hooks.doAction('wp_logout', currentUser().id);
    }
    response.header('Set-Cookie', clearCookieHeader(this.auth.cookies.name, { secure: this.secure() }));
    return response;
  }

  /**
   * A fresh nonce for the logged-in cookie, as plain text. The cookie alone
   * suffices here (the client has no valid nonce yet), so cross-origin callers
   * are refused.
   */
  @Route('/nonce', { methods: 'GET' })
  @Permission(allowEveryone)
  async nonce(request: RestRequest): Promise<RestResponse | RestError> {
    if (isCrossOrigin(request)) {
      return new RestError('rest_forbidden', 'Sorry, you are not allowed to do that.', { status: 403 });
    }
    const cookie = readCookie(request.getHeader('Cookie'), this.auth.cookies.name);
    if (cookie === undefined) return notLoggedIn();
    const result = await this.auth.cookies.validate(cookie, { method: request.getMethod() });
    if (!('user' in result)) return notLoggedIn();
    return new TextResponse(this.auth.nonces.create(REST_NONCE_ACTION, result.user.id, result.token));
  }

  private secure(): boolean {
    return this.auth.secure || currentScope()?.secure === true;
  }
}

function tooManyAttempts(retryAfterSeconds: number): RestResponse {
  const response = errorToResponse(
    new RestError('too_many_login_attempts', `Too many failed login attempts. Try again in ${retryAfterSeconds} seconds.`, { status: 429 }),
  );
  response.header('Retry-After', String(retryAfterSeconds));
  return response;
}

/** An Origin header naming another host than the one addressed. */
function isCrossOrigin(request: RestRequest): boolean {
  const origin = request.getHeader('Origin');
  if (origin === null || origin === '') return false;
  try {
    return new URL(origin).host !== (request.getHeader('Host') ?? '');
  } catch {
    return true;
  }
}
