/**
 * In-memory implementations of the auth ports, for unit tests only: they
 * stand in for storage, not for any code under test.
 */
import type {
  ApplicationPasswordItem,
  ApplicationPasswordStorePort,
  AuthUser,
  CapabilityObjectsPort,
  CapComment,
  CapPost,
  CapTerm,
  SessionTokenCreateArgs,
  SessionTokenPort,
  UserLookupPort,
} from '../../src/auth/index';

export class MemoryUsers implements UserLookupPort {
  constructor(readonly users: AuthUser[] = []) {}
  async getUserByLogin(login: string) {
    return this.users.find((u) => u.user_login === login);
  }
  async getUserById(id: number) {
    return this.users.find((u) => u.id === id);
  }
  async getUserByEmail(email: string) {
    return this.users.find((u) => u.user_email === email);
  }
}

export class MemorySessions implements SessionTokenPort {
  readonly sessions = new Map<string, SessionTokenCreateArgs & { userId: number }>();
  private counter = 0;
  async create(userId: number, args: SessionTokenCreateArgs) {
    const token = `token${++this.counter}`;
    this.sessions.set(`${userId}:${token}`, { ...args, userId });
    return token;
  }
  async verify(userId: number, token: string) {
    return this.sessions.get(`${userId}:${token}`);
  }
  async destroy(userId: number, token: string) {
    this.sessions.delete(`${userId}:${token}`);
  }
}

export class MemoryObjects implements CapabilityObjectsPort {
  readonly posts = new Map<number, CapPost>();
  readonly comments = new Map<number, CapComment>();
  readonly terms = new Map<number, CapTerm>();
  readonly options = new Map<string, unknown>();
  async getPost(id: number) {
    return this.posts.get(id);
  }
  async getComment(id: number) {
    return this.comments.get(id);
  }
  async getTerm(id: number) {
    return this.terms.get(id);
  }
  async getOption(name: string) {
    return this.options.get(name);
  }
  addPost(post: CapPost): CapPost {
    this.posts.set(post.id, post);
    return post;
  }
}

export class MemoryAppPasswordStore implements ApplicationPasswordStorePort {
  readonly byUser = new Map<number, ApplicationPasswordItem[]>();
  inUse: boolean | undefined = undefined;
  async list(userId: number) {
    return [...(this.byUser.get(userId) ?? [])];
  }
  async save(userId: number, items: ApplicationPasswordItem[]) {
    this.byUser.set(userId, [...items]);
    this.inUse = true;
  }
  async isInUse() {
    return this.inUse ?? false;
  }
}

/** A settable clock in milliseconds. */
export function manualClock(startMs: number): { now: () => number; set(ms: number): void; advanceSeconds(s: number): void } {
  let current = startMs;
  return {
    now: () => current,
    set(ms: number) {
      current = ms;
    },
    advanceSeconds(s: number) {
      current += s * 1000;
    },
  };
}
