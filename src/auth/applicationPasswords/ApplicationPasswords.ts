import { randomUUID } from 'node:crypto';
import { RestError } from '../../errors/RestError';
import type { Hooks } from '../../hooks/Hooks';
import { systemClock, unixSeconds, type Clock } from '../clock';
import { defaultPasswordHasher, type PasswordHasher } from '../PasswordHasher';
import type { ApplicationPasswordItem, ApplicationPasswordStorePort, AuthUser, UserLookupPort } from '../ports';
import {
  APPLICATION_PASSWORD_LENGTH,
  chunkApplicationPassword,
  generateApplicationPassword,
  normalizeApplicationPassword,
  sanitizeApplicationName,
} from './applicationPasswordText';
import { parseBasicAuth } from './basicAuth';
import { checkPassword } from '../hashVerifiers/HashVerifierRegistry';

const DAY = 86400;

export interface ApplicationPasswordsOptions {
  store: ApplicationPasswordStorePort;
  users: UserLookupPort;
  hasher?: PasswordHasher;
  hooks?: Hooks;
  now?: Clock;
  /** Whether the site offers application passwords (default true). */
  available?: () => boolean;
  /** Whether this user may use them (default true). */
  availableForUser?: (user: AuthUser) => boolean;
}

export interface CreatedApplicationPassword {
  /** The plain password: shown once, never stored. */
  password: string;
  item: ApplicationPasswordItem;
}

export interface ApplicationPasswordLogin {
  user: AuthUser;
  item: ApplicationPasswordItem;
}

/**
 * Application passwords as WordPress has them: per-user named passwords for
 * API clients, stored hashed, presented over HTTP Basic auth.
 */
export class ApplicationPasswords {
  static readonly PW_LENGTH = APPLICATION_PASSWORD_LENGTH;
  static readonly generate = generateApplicationPassword;
  static readonly chunk = chunkApplicationPassword;
  static readonly parseBasicAuth = parseBasicAuth;

  private readonly hasher: PasswordHasher;
  private readonly now: Clock;

  constructor(private readonly options: ApplicationPasswordsOptions) {
    this.hasher = options.hasher ?? defaultPasswordHasher;
    this.now = options.now ?? systemClock;
  }

  async create(userId: number, args: { name: string; app_id?: string }): Promise<CreatedApplicationPassword | RestError> {
    const name = sanitizeApplicationName(String(args.name ?? ''));
    if (name === '') {
      return new RestError('application_password_empty_name', 'An application name is required to create an application password.', { status: 400 });
    }
    const items = await this.options.store.list(userId);
    if (items.some((item) => item.name.toLowerCase() === name.toLowerCase())) {
      return new RestError('application_password_duplicate_name', 'Each application name should be unique.', { status: 409 });
    }
    const password = generateApplicationPassword();
    const item: ApplicationPasswordItem = {
      uuid: randomUUID(),
      app_id: args.app_id ?? '',
      name,
      password: await this.hash(password),
      created: unixSeconds(this.now),
      last_used: null,
      last_ip: null,
    };
    await this.options.store.save(userId, [...items, item]);
    return { password, item };
  }

  /** Hashes a presented application password for storage. */
  hash(password: string): Promise<string> {
    return this.hasher.hash(normalizeApplicationPassword(password));
  }

  list(userId: number): Promise<ApplicationPasswordItem[]> {
    return this.options.store.list(userId);
  }

  async get(userId: number, uuid: string): Promise<ApplicationPasswordItem | undefined> {
    return (await this.options.store.list(userId)).find((item) => item.uuid === uuid);
  }

  /** Revokes one password; false when the user has none with that uuid. */
  async delete(userId: number, uuid: string): Promise<boolean> {
    const items = await this.options.store.list(userId);
    const kept = items.filter((item) => item.uuid !== uuid);
    if (kept.length === items.length) return false;
    await this.options.store.save(userId, kept);
    return true;
  }

  /** Revokes all of a user's passwords; returns how many there were. */
  async deleteAll(userId: number): Promise<number> {
    const items = await this.options.store.list(userId);
    if (items.length > 0) await this.options.store.save(userId, []);
    return items.length;
  }

  /** The stored password the presented one matches (spaces and punctuation ignored). */
  async verify(userId: number, presented: string): Promise<ApplicationPasswordItem | undefined> {
    const password = normalizeApplicationPassword(presented);
    if (password === '') return undefined;
    for (const item of await this.options.store.list(userId)) {
      // Imported WordPress application passwords keep their own hash format (hashVerifiers/).
      if ((await checkPassword(this.hasher, password, item.password)).valid) return item;
    }
    return undefined;
  }

  /**
   * Basic-auth login with an application password. Undefined when the site has
   * never had one (WordPress then ignores the credentials altogether); otherwise
   * the user or the WordPress error. Errors carry no status: the REST layer
   * answers them with 401.
   */
  async authenticate(username: string, password: string, context: { ip?: string } = {}): Promise<ApplicationPasswordLogin | RestError | undefined> {
    const { store, users, hooks } = this.options;
    if (store.isInUse !== undefined && !(await store.isInUse())) return undefined;

    let user = await users.getUserByLogin(username);
    if (user === undefined && isEmail(username)) user = await users.getUserByEmail?.(username);
    const refusal = this.refusal(user, username);
    if (refusal !== undefined || user === undefined) return this.failed(refusal ?? unknownUser(username));

    const item = await this.verify(user.id, password);
    if (item === undefined) {
      return this.failed(new RestError('incorrect_password', 'The provided password is an invalid application password.'));
    }
    // Extensions may still veto a correct password (e.g. one limited to certain IPs).
    const veto = new RestError();
    hooks?.doAction('wp_authenticate_application_password_errors', veto, user, item, password);
    if (veto.hasErrors()) return this.failed(veto);

    await this.recordUsage(user.id, item.uuid, context.ip ?? null);
    hooks?.doAction('application_password_did_authenticate', user, item);
    return { user, item };
  }

  /** Notes the last use, at most once a day per password, like WordPress. */
  async recordUsage(userId: number, uuid: string, ip: string | null): Promise<boolean> {
    const items = await this.options.store.list(userId);
    const item = items.find((candidate) => candidate.uuid === uuid);
    if (item === undefined) return false;
    const now = unixSeconds(this.now);
    if (item.last_used !== null && item.last_used + DAY > now) return true;
    const store = this.options.store;
    // One row updated in place: parallel requests with the same password cannot collide on it.
    if (store.recordUse !== undefined) return store.recordUse(userId, uuid, ip, now);
    await store.save(userId, items.map((candidate) => (candidate === item ? { ...item, last_used: now, last_ip: ip } : candidate)));
    return true;
  }

  private refusal(user: AuthUser | undefined, username: string): RestError | undefined {
    if (user === undefined) return unknownUser(username);
    if (!(this.options.available?.() ?? true)) {
      return new RestError('application_passwords_disabled', 'Application passwords are not available.');
    }
    if (!(this.options.availableForUser?.(user) ?? true)) {
      return new RestError(
        'application_passwords_disabled_for_user',
        'Application passwords are not available for your account. Please contact the site administrator for assistance.',
      );
    }
    return undefined;
  }

  private failed(error: RestError): RestError {
    this.options.hooks?.doAction('application_password_failed_authentication', error);
    return error;
  }
}

function unknownUser(username: string): RestError {
  return isEmail(username)
    ? new RestError('invalid_email', '<strong>Error</strong>: Unknown email address. Check again or try your username.')
    : new RestError('invalid_username', '<strong>Error</strong>: Unknown username. Check again or try your email address.');
}

/** A loose form of WordPress's is_email: something@domain.tld. */
function isEmail(value: string): boolean {
  return /^[^\s@]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(value) && value.length >= 6;
}
