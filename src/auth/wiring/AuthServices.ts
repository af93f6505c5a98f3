import type { Container } from 'inversify';
import type { Hooks } from '../../hooks/Hooks';
import type { ContentModel } from '../../model/ContentModel';
import type { Notices } from '../../notices/Notices';
import type { Storage } from '../../storage/types';
import { ApplicationPasswords } from '../applicationPasswords/ApplicationPasswords';
import { Capabilities } from '../capabilities/Capabilities';
import { CookieService } from '../CookieService';
import { LoginThrottle } from '../LoginThrottle';
import { NonceService } from '../NonceService';
import { defaultPasswordHasher, type PasswordHasher } from '../PasswordHasher';
import type { UserLookupPort } from '../ports';
import { storageApplicationPasswords, storageCapabilityObjects, storageSessions, storageUserLookup } from './storagePorts';
import { TOKENS } from '../../di/tokens';

export interface AuthServicesDeps {
  storage: Storage;
  hooks: Hooks;
  notices: Notices;
  secret: string;
  /** Milliseconds. */
  now: () => number;
  /** Whether the site is served over HTTPS (cookies get `Secure`). */
  secure: boolean;
  hasher?: PasswordHasher;
  /** The app's content model, which capability checks map through (default: WordPress's built-in types and statuses). */
  model?: Pick<ContentModel, 'postTypes' | 'taxonomies' | 'postStatuses'>;
}

/**
 * Every authentication service of one app, built from its storage, secret and
 * clock. Several app instances sharing the database and the secret accept each
 * other's cookies and nonces: nonces are stateless and sessions live in the DB.
 */
export class AuthServices {
  readonly storage: Storage;
  readonly hooks: Hooks;
  readonly users: UserLookupPort;
  readonly hasher: PasswordHasher;
  readonly cookies: CookieService;
  readonly nonces: NonceService;
  readonly applicationPasswords: ApplicationPasswords;
  readonly capabilities: Capabilities;
  readonly throttle: LoginThrottle;
  readonly secure: boolean;
  readonly now: () => number;

  constructor(deps: AuthServicesDeps) {
    this.storage = deps.storage;
    this.hooks = deps.hooks;
    this.now = deps.now;
    this.secure = deps.secure;
    this.users = storageUserLookup(deps.storage);
    this.hasher = deps.hasher ?? defaultPasswordHasher;
    this.cookies = new CookieService(deps.secret, { users: this.users, sessions: storageSessions(deps.storage), hooks: deps.hooks, now: deps.now });
    this.nonces = new NonceService(deps.secret, { now: deps.now });
    this.applicationPasswords = new ApplicationPasswords({
      store: storageApplicationPasswords(deps.storage),
      users: this.users,
      hasher: this.hasher,
      hooks: deps.hooks,
      now: deps.now,
    });
    this.capabilities = new Capabilities({
      objects: storageCapabilityObjects(deps.storage),
      users: this.users,
      hooks: deps.hooks,
      notices: deps.notices,
      ...(deps.model !== undefined ? { postTypes: deps.model.postTypes, taxonomies: deps.model.taxonomies, postStatuses: deps.model.postStatuses } : {}),
    });
    this.throttle = new LoginThrottle(deps.storage.loginThrottle, { now: deps.now });
  }

  /** The services bound in an app's container by installAuth. */
  static of(app: { container: Container }): AuthServices {
    return app.container.get<AuthServices>(TOKENS.AuthServices);
  }
}
