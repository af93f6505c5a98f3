import type { AppHost } from '../../server/AppHost';
import { TOKENS } from '../../di/tokens';
import { contentModelOf } from '../../model/ContentModel';
import type { Notices } from '../../notices/Notices';
import { currentScope } from '../../scope/RequestScope';
import { COOKIE_EVENTS, cookieStatusFromEvent } from '../cookieEvents';
import { AuthServices } from './AuthServices';
import { SessionAuthenticator } from './SessionAuthenticator';
import { serveTextResponses } from './TextResponse';

/**
 * Real authentication for an app: the services built from its storage, secret
 * and clock; the SessionAuthenticator under TOKENS.Auth; Capabilities under
 * TOKENS.Capabilities; the cookie events recorded as the request's cookie status
 * (SPEC "Authentication" rule 7); text/plain responses. createApp calls it once.
 */
export function installAuth(app: AppHost): AuthServices {
  const services = new AuthServices({
    storage: app.storage,
    hooks: app.hooks,
    notices: app.container.get<Notices>(TOKENS.Notices),
    secret: app.options.secret,
    now: app.options.now,
    secure: app.options.secure,
    model: contentModelOf(app),
  });
  app.container.bind(TOKENS.AuthServices).toConstantValue(services);
  app.container.bind(TOKENS.Auth).toConstantValue(new SessionAuthenticator(services));
  app.container.bind(TOKENS.Capabilities).toConstantValue(services.capabilities);
  for (const event of COOKIE_EVENTS) {
    app.hooks.addAction(event, () => {
      const scope = currentScope();
      if (scope !== undefined) scope.cookieStatus = cookieStatusFromEvent(event);
    });
  }
  serveTextResponses(app.hooks);
  return services;
}
