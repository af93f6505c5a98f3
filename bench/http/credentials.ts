import { CookieService, NonceService } from '../../src/auth/index';
import { FixtureSessions, FixtureUsers } from './fixturePorts';
import { BENCH_SECRET, BENCH_SESSION_TOKEN, BENCH_USER, NONCE_ACTION, type Credentials } from './workload';

/**
 * The fixture user's logged-in cookie and nonce, signed by svc-rest's own auth
 * services. The bare-Koa server checks them with hand-written HMACs, so accepting
 * them there shows both servers do the same cryptographic work.
 */
export async function benchCredentials(nowMs: number = Date.now()): Promise<Credentials> {
  const cookies = new CookieService(BENCH_SECRET, { users: new FixtureUsers(), sessions: new FixtureSessions(), now: () => nowMs });
  const issued = await cookies.issue(BENCH_USER, { remember: true });
  const nonce = new NonceService(BENCH_SECRET, { now: () => nowMs }).create(NONCE_ACTION, BENCH_USER.id, BENCH_SESSION_TOKEN);
  return { cookie: issued.value, nonce };
}
