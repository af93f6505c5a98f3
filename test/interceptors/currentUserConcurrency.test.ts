/**
 * `currentUser()` under load (project issue #9): 100 concurrent requests of
 * different users, interleaved at every await (permission callback, callback,
 * embedded request, batch item), each see their own user, over HTTP.
 */
import test from 'ava';
import { setTimeout as sleep } from 'node:timers/promises';
import { RestResponse } from '../../src/server/RestResponse';
import { currentUser } from '../../src/scope/RequestScope';
import type { RestRequest } from '../../src/server/RestRequest';
import { basicAuthOf, cookieOf, nonceFor, startHarness, type Harness, type TestUser } from './harness';

const USERS: TestUser[] = Array.from({ length: 10 }, (_, i) => ({ id: 100 + i, login: `user${i}`, session: `session-${i}`, appPassword: `pass-${i}` }));
const ROOT = 'http://localhost:8080/svc-json';

/** A pause of a few milliseconds, different per call, so requests resume in a shuffled order. */
let tick = 0;
const shuffle = (): Promise<void> => sleep((tick++ * 7) % 5);

/** Who the code sees after awaiting: checked at the start and after every pause. */
async function seenUser(): Promise<number> {
  const before = currentUser().id;
  await shuffle();
  const after = currentUser().id;
  await Promise.resolve();
  return before === after && after === currentUser().id ? after : -1;
}

let harness: Harness;
test.before(async () => {
  harness = await startHarness(
    {},
    (server) => {
      const permission = async (request: RestRequest): Promise<boolean> => {
        const seen = await seenUser();
        request.setParam('permission_user', seen);
        return true;
      };
      server.registerRoute('conc/v1', '/me', {
        methods: ['GET', 'POST'],
        allow_batch: { v1: true },
        permission_callback: permission,
        callback: async (request: RestRequest) => ({ permission: request.getParam('permission_user'), callback: await seenUser() }),
      });
      server.registerRoute('conc/v1', '/post', {
        methods: 'GET',
        permission_callback: permission,
        callback: async () => {
          const response = new RestResponse({ owner: await seenUser() });
          response.addLink('author', `${ROOT}/conc/v1/me`, { embeddable: true });
          return response;
        },
      });
    },
    { users: USERS },
  );
});
test.after.always(() => harness.close());

type Kind = 'plain' | 'embed' | 'batch';

/** One request as `user` (application password, or cookie + nonce for every other one). */
function ask(kind: Kind, user: TestUser, index: number): Promise<{ status: number; json: () => unknown }> {
  const headers: Record<string, string> =
    index % 2 === 0 ? { Authorization: basicAuthOf(user.login, user.appPassword) } : { Cookie: cookieOf(user), 'X-SVC-Nonce': nonceFor(harness, user) };
  if (kind === 'plain') return harness.request('/conc/v1/me', { headers });
  if (kind === 'embed') return harness.request('/conc/v1/post?_embed', { headers });
  const body = JSON.stringify({ requests: [{ method: 'POST', path: '/conc/v1/me' }, { method: 'POST', path: '/conc/v1/me' }] });
  return harness.request('/batch/v1', { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body });
}

test('100 interleaved concurrent requests of 10 users: permission callbacks, callbacks, _embed and batch items each see their own user', async (t) => {
  const kinds: Kind[] = ['plain', 'embed', 'batch'];
  const plan = Array.from({ length: 100 }, (_, i) => ({ kind: kinds[i % 3]!, user: USERS[(i * 3) % USERS.length]!, index: i }));
  const answers = await Promise.all(plan.map(({ kind, user, index }) => ask(kind, user, index)));
  answers.forEach((answer, i) => {
    const { kind, user } = plan[i]!;
    const me = { permission: user.id, callback: user.id };
    if (kind === 'plain') {
      t.is(answer.status, 200);
      t.deepEqual(answer.json(), me, `request ${i}`);
    } else if (kind === 'embed') {
      t.is(answer.status, 200);
      const body = answer.json() as { owner: number; _embedded: { author: unknown[] } };
      t.is(body.owner, user.id, `request ${i}`);
      t.deepEqual(body._embedded.author, [me], `request ${i}`);
    } else {
      t.is(answer.status, 207, `request ${i}`);
      const body = answer.json() as { responses: Array<{ status: number; body: unknown }> };
      t.deepEqual(
        body.responses.map((r) => [r.status, r.body]),
        [
          [200, me],
          [200, me],
        ],
        `request ${i}`,
      );
    }
  });
});

test('outside any request, currentUser() is the anonymous visitor', (t) => {
  t.is(currentUser().id, 0);
});
