/** The users of the WordPress reference site, seeded so responses can be compared with its captures. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSite, type Site } from '../auth-http/site';

export const PASSWORDS = { admin: 'admin-pass', bob: 'bob-pass', alice: 'alice-pass', eve: 'eve-pass' } as const;

/** admin (1, administrator, has a post), bob (2, subscriber), alice (3, author, has a post), eve (4, editor). */
export async function referenceSite(): Promise<Site> {
  const site = await startSite({ baseUrl: 'http://127.0.0.1:8088' });
  const users = site.app.users;
  await users.create({
    username: 'admin', email: 'admin@example.com', password: PASSWORDS.admin, roles: ['administrator'],
    name: 'Ada Admin', first_name: 'Ada', last_name: 'Admin', url: 'http://127.0.0.1:8088', description: 'Site administrator of the anchor instance.',
  });
  await users.create({ username: 'bob', email: 'bob@example.com', password: PASSWORDS.bob, roles: ['subscriber'] });
  await users.create({
    username: 'alice', email: 'alice@example.com', password: PASSWORDS.alice, roles: ['author'],
    name: 'Alice Author', first_name: 'Alice', last_name: 'Author', nickname: 'Alice', url: 'https://example.com/~alice',
    description: 'Alice is a author on this site. Likes <strong>tea</strong> &amp; long walks.',
  });
  await users.create({ username: 'eve', email: 'eve@example.com', password: PASSWORDS.eve, roles: ['editor'], name: 'Eve Editor' });
  const storage = site.app.storage;
  await storage.users.update(1, { user_registered: '2026-11-22 06:47:12' });
  await storage.users.update(3, { user_registered: '2022-12-02 09:00:00' });
  for (const author of [1, 3]) await storage.posts.create({ post_author: author, post_status: 'publish', post_type: 'post', post_title: `Post by ${author}` });
  return site;
}

interface Capture {
  response: { status: number; headers: Array<[string, string]>; body: unknown };
}

/**
 * A WordPress 7.1 capture (copied from the project's reference set into
 * test/users/captures) with the wire renames applied (`wp-json` → `svc-json`)
 * (`targetHints` of self links included: the server computes them as WordPress does).
 */
export function capture(name: string): Capture {
  // Compiled tests run from dist/test/users; the JSON stays beside the sources.
  const path = join(__dirname, '..', '..', '..', 'test', 'users', 'captures', `${name}.json`);
  const text = readFileSync(path, 'utf8').replace(/wp-json/g, 'svc-json');
  return JSON.parse(text) as Capture;
}

/** The capture's value of a header. */
export function captureHeader(c: Capture, name: string): string | undefined {
  return c.response.headers.find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1];
}
