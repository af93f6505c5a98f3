import type { AuthServices } from '../auth/wiring/AuthServices';
import { cookiePair } from '../auth/wiring/cookieHeaders';
import { RestError } from '../errors/RestError';
import type { UserRecord } from '../storage/types';
import { logIn } from './logIn';
import { UserInputError } from './userErrors';
import { insertUser, type NewUser } from './userWrites';

export interface CreateUserInput {
  username: string;
  email?: string;
  password?: string;
  /** Default `['subscriber']`. */
  roles?: string[];
  name?: string;
  first_name?: string;
  last_name?: string;
  nickname?: string;
  slug?: string;
  url?: string;
  description?: string;
  locale?: string;
}

export interface LoginResult {
  /** `name=value`, ready for a `Cookie` request header. */
  cookie: string;
  /** A `svc_rest` nonce for `X-SVC-Nonce`, valid with that cookie. */
  nonce: string;
}

/**
 * `app.users` (CONTRACT section 2): seed users and obtain a logged-in cookie
 * with its nonce, without going through HTTP.
 */
export class UsersFacade {
  constructor(private readonly services: AuthServices) {}

  /** Creates a user (the password is hashed). Throws UserInputError with WordPress's code when refused. */
  async create(input: CreateUserInput): Promise<UserRecord> {
    const user: NewUser = {
      user_login: input.username,
      ...(input.email !== undefined ? { user_email: input.email } : {}),
      ...(input.password !== undefined ? { user_pass: input.password } : {}),
      ...(input.roles !== undefined ? { roles: input.roles } : {}),
      ...(input.name !== undefined ? { display_name: input.name } : {}),
      ...(input.first_name !== undefined ? { first_name: input.first_name } : {}),
      ...(input.last_name !== undefined ? { last_name: input.last_name } : {}),
      ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
      ...(input.slug !== undefined ? { user_nicename: input.slug } : {}),
      ...(input.url !== undefined ? { user_url: input.url } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.locale !== undefined ? { locale: input.locale } : {}),
    };
    const { storage, hasher, hooks } = this.services;
    const created = await insertUser({ storage, hasher, hooks }, user);
    if (created instanceof RestError) throw UserInputError.from(created);
    return created;
  }

  /** Logs in: a new server-side session, its cookie and a nonce. Throws UserInputError on wrong credentials. */
  async login(username: string, password: string, options: { remember?: boolean } = {}): Promise<LoginResult> {
    const result = await logIn(this.services, username, password, options);
    if (result instanceof RestError) throw UserInputError.from(result);
    return { cookie: cookiePair(result.cookie.name, result.cookie.value), nonce: result.nonce };
  }

  /** A user by id (undefined when none). */
  get(id: number): Promise<UserRecord | undefined> {
    return this.services.storage.users.getById(id);
  }
}
