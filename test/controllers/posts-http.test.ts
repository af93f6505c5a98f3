/** Posts over real HTTP: a logged-in author (cookie + nonce) writes, the public reads with the author embedded. */
import test from 'ava';
import { createApp } from '../../src/index';
import { PostsController } from '../../controllers/posts/PostsController';
import { PostRevisionsController } from '../../controllers/revisions/RevisionsController';
import { UsersController } from '../../controllers/users/UsersController';
import { SessionController } from '../../controllers/auth/SessionController';
import { SECRET, list, obj, serveSite } from '../auth-http/site';

test('an author logs in, publishes, updates; the public lists it with the author embedded', async (t) => {
  const app = await createApp({ database: ':memory:', secret: SECRET, defaultControllers: false, controllers: [PostsController, PostRevisionsController, UsersController, SessionController] });
  const site = await serveSite(app);
  t.teardown(() => site.close());
  await app.users.create({ username: 'ann', email: 'ann@example.com', password: 'ann-pass', roles: ['author'], name: 'Ann Author' });
  const session = await site.login('ann', 'ann-pass');

  const created = await site.request('POST', '/wp/v2/posts', { session, json: { title: 'Over HTTP', content: '<p>Hi</p>', status: 'publish' } });
  t.is(created.status, 201);
  const id = obj(created).id as number;
  t.true(created.headers.get('location')?.endsWith(`/svc-json/wp/v2/posts/${id}`));

  const noNonce = await site.request('POST', `/wp/v2/posts/${id}`, { session, noNonce: true, json: { title: 'x' } });
  t.is(noNonce.status, 401, 'without the nonce the cookie does not authenticate');
  t.is(obj(noNonce).code, 'rest_cannot_edit');

  const updated = await site.request('POST', `/wp/v2/posts/${id}`, { session, json: { title: 'Over HTTP, again' } });
  t.is(updated.status, 200);
  t.is(((obj(updated)._links as Record<string, Array<{ count: number }>>)['version-history']![0]!).count, 2);

  const listed = await site.request('GET', '/wp/v2/posts?_embed=author');
  t.is(listed.status, 200);
  t.is(listed.headers.get('x-wp-total'), '1');
  const item = list(listed)[0]!;
  t.deepEqual(item.title, { rendered: 'Over HTTP, again' });
  const embedded = (item._embedded as { author: Array<Record<string, unknown>> }).author[0]!;
  t.is(embedded.name, 'Ann Author');
  t.is(embedded.slug, 'ann');
});
