/**
 * User creation clashes through HTTP on both backends: taken logins and e-mails, whether sent one after
 * another or at the same moment, and over-long logins get WordPress's codes with a 400, never a 500; the
 * database keeps exactly one user per login and e-mail.
 */
import test from 'ava';
import { obj } from '../auth-http/site';
import { BACKENDS, adminSite, inParallel, statuses } from './backendSites';

const LOGIN_TAKEN = { code: 'existing_user_login', message: 'Sorry, that username already exists!', data: { status: 400 } };
const EMAIL_TAKEN = { code: 'existing_user_email', message: 'Sorry, that email address is already used!', data: { status: 400 } };

for (const backend of BACKENDS) {
  test(`${backend}: duplicate login or e-mail and a 61-character login → WordPress's codes with 400`, async (t) => {
    const { as, site } = await adminSite(t, backend);
    t.is((await as('POST', '/wp/v2/users', { json: { username: 'erin', email: 'erin@example.com', password: 'p' } })).status, 201);
    const login = await as('POST', '/wp/v2/users', { json: { username: 'erin', email: 'other@example.com', password: 'p' } });
    t.deepEqual([login.status, login.body], [400, LOGIN_TAKEN]);
    const email = await as('POST', '/wp/v2/users', { json: { username: 'erin2', email: 'ERIN@example.com', password: 'p' } });
    t.deepEqual([email.status, email.body], [400, EMAIL_TAKEN]);
    const long = await as('POST', '/wp/v2/users', { json: { username: 'x'.repeat(61), email: 'long@example.com', password: 'p' } });
    t.deepEqual([long.status, long.body], [400, { code: 'user_login_too_long', message: 'Username may not be longer than 60 characters.', data: { status: 400 } }]);
    t.is((await as('POST', '/wp/v2/users', { json: { username: 'y'.repeat(60), email: 'sixty@example.com', password: 'p' } })).status, 201);
    t.is((await site.app.storage.users.query({})).total, 3);
  });

  test(`${backend}: 10 parallel creations of one login or one e-mail → 1 stored, 9 × 400`, async (t) => {
    t.timeout(120_000);
    const { as, site } = await adminSite(t, backend);
    const sameLogin = await inParallel(10, (i) => as('POST', '/wp/v2/users', { json: { username: 'twin', email: `twin${i}@example.com`, password: 'p' } }));
    t.deepEqual(statuses(sameLogin), [201, ...Array(9).fill(400)], sameLogin.map((r) => `${r.status} ${r.text}`).join('\n'));
    for (const reply of sameLogin.filter((r) => r.status === 400)) t.deepEqual(reply.body, LOGIN_TAKEN);
    const sameEmail = await inParallel(10, (i) => as('POST', '/wp/v2/users', { json: { username: `mail${i}`, email: 'shared@example.com', password: 'p' } }));
    t.deepEqual(statuses(sameEmail), [201, ...Array(9).fill(400)], sameEmail.map((r) => `${r.status} ${r.text}`).join('\n'));
    for (const reply of sameEmail.filter((r) => r.status === 400)) t.deepEqual(reply.body, EMAIL_TAKEN);
    const users = (await site.app.storage.users.query({})).items;
    t.is(users.filter((u) => u.user_login === 'twin').length, 1);
    t.is(users.filter((u) => u.user_email === 'shared@example.com').length, 1);
    t.is(users.length, 3);
    // A clash on update is refused too, and leaves the address with its owner.
    const mover = obj(sameEmail.find((r) => r.status === 201)!).id as number;
    const twin = users.find((u) => u.user_login === 'twin')!;
    const moved = await as('POST', `/wp/v2/users/${twin.id}`, { json: { email: 'shared@example.com' } });
    t.deepEqual([moved.status, obj(moved).code], [400, 'rest_user_invalid_email']);
    t.is((await site.app.storage.users.getByEmail('shared@example.com'))?.id, mover);
  });
}
