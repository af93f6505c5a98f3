import type { AuthUser, SessionTokenPort, UserLookupPort } from '../../src/auth/index';
import { BENCH_SESSION_TOKEN, BENCH_USER } from './workload';

/**
 * Storage stand-ins for the benchmark's one user and one session, in memory: the
 * benchmark measures the request path, not a database.
 */
export class FixtureUsers implements UserLookupPort {
  private readonly user: AuthUser = { ...BENCH_USER, roles: [...BENCH_USER.roles] };

  async getUserByLogin(login: string): Promise<AuthUser | undefined> {
    return login === this.user.user_login ? this.user : undefined;
  }

  async getUserById(id: number): Promise<AuthUser | undefined> {
    return id === this.user.id ? this.user : undefined;
  }
}

/** One live session with a fixed token, so every process signs and accepts the same cookie. */
export class FixtureSessions implements SessionTokenPort {
  private readonly live = new Map<string, { userId: number; expiration: number }>([
    [BENCH_SESSION_TOKEN, { userId: BENCH_USER.id, expiration: Number.MAX_SAFE_INTEGER }],
  ]);

  async create(userId: number, args: { expiration: number }): Promise<string> {
    this.live.set(BENCH_SESSION_TOKEN, { userId, expiration: args.expiration });
    return BENCH_SESSION_TOKEN;
  }

  async verify(userId: number, token: string): Promise<unknown | undefined> {
    const session = this.live.get(token);
    return session !== undefined && session.userId === userId ? session : undefined;
  }

  async destroy(_userId: number, token: string): Promise<void> {
    this.live.delete(token);
  }
}
