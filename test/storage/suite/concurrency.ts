import { StorageConflictError, type UserInput } from '../../../src/storage/index';
import { test } from './context';

export function registerConcurrencyTests(): void {
  test.serial('users: 50 parallel creations with clashing logins and e-mails leave exactly one row per value', async (t) => {
    const { storage } = t.context;
    const inputs: (UserInput & { user_login: string })[] = [];
    for (let i = 0; i < 30; i++) inputs.push({ user_login: `user${i}`, user_email: `user${i}@example.org` });
    // 10 clashes on the login (users 0-9, same nicename too, distinct e-mails)…
    for (let i = 0; i < 10; i++) inputs.push({ user_login: `USER${i}`, user_email: `dup${i}@example.org` });
    // …and 10 on the e-mail (users 10-19, distinct logins).
    for (let i = 10; i < 20; i++) inputs.push({ user_login: `other${i}`, user_email: `User${i}@Example.org` });
    // Interleave so clashing pairs race each other.
    const shuffled = inputs.map((input, i) => ({ input, key: (i * 37) % inputs.length })).sort((a, b) => a.key - b.key).map((x) => x.input);

    const results = await Promise.allSettled(shuffled.map((input) => storage.users.create(input)));
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason as unknown);
    t.is(failures.length, 20);
    for (const failure of failures) t.true(failure instanceof StorageConflictError, String(failure));
    const fields = failures.map((f) => (f as StorageConflictError).field).sort();
    t.deepEqual(fields, [...Array(10).fill('user_email'), ...Array(10).fill('user_login')]);

    const { items, total } = await storage.users.query();
    t.is(total, 30);
    const lower = (values: string[]) => values.map((v) => v.toLowerCase());
    const logins = lower(items.map((u) => u.user_login));
    const emails = lower(items.map((u) => u.user_email));
    const nicenames = lower(items.map((u) => u.user_nicename));
    t.is(new Set(logins).size, 30);
    t.is(new Set(emails).size, 30);
    t.is(new Set(nicenames).size, 30);
    // Exactly one user per clashing login and per clashing e-mail.
    for (let i = 0; i < 20; i++) t.is(logins.filter((l) => l === `user${i}` || l === `other${i}`).length, 1);
    for (let i = 20; i < 30; i++) t.true(logins.includes(`user${i}`));
  });
}
