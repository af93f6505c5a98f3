/**
 * One application password used by many requests at once (a client app fanning out): each request notes
 * the password's last use, and on PostgreSQL those notes must not collide — every request answers 200
 * and the user keeps exactly the one password.
 */
import test from 'ava';
import { basicAuth, obj } from '../auth-http/site';
import { BACKENDS, adminSite, inParallel, onceMoreOnSocketFailure, statuses } from './backendSites';

for (const backend of BACKENDS) {
  test(`${backend}: 12 parallel requests with one application password → 12 × 200, the password kept once`, async (t) => {
    t.timeout(120_000);
    const { as, site } = await adminSite(t, backend);
    const created = obj(await as('POST', '/wp/v2/users/me/application-passwords', { json: { name: 'Fan-out' } }));
    const headers = basicAuth('admin', String(created.password));
    const replies = await inParallel(12, () => onceMoreOnSocketFailure(() => site.request('GET', '/wp/v2/users/me', { headers })));
    t.deepEqual(statuses(replies), Array(12).fill(200), replies.map((r) => `${r.status} ${r.text}`).join('\n'));
    const stored = await site.app.storage.applicationPasswords.list(1);
    t.deepEqual(stored.map((item) => item.uuid), [created.uuid]);
    t.true(typeof stored[0]?.last_used === 'number');
  });
}
