/**
 * The menu-items collection reads a constant number of statements, however many items the page holds:
 * the items' meta, their menus and the posts and terms they point at are read for the whole page at once.
 */
import { createApp } from '../../src/index';
import type { SqlStorage } from '../../src/storage/index';
import { call } from '../controllers/serveAs';
import { testOnEachBackend } from '../storage/backends';

testOnEachBackend('a page of 12 menu items costs the statements a page of 3 costs', 'svc_menu_counts', async (t, database) => {
  t.timeout(120_000);
  const app = await createApp({ baseUrl: 'http://127.0.0.1:8088', ...database });
  t.teardown(() => app.close());
  const admin = (await app.storage.users.create({ user_login: 'menu-admin', user_email: 'menu@example.com', roles: ['administrator'] })).id;
  const menu = await call(app, admin, 'POST', '/wp/v2/menus', { name: 'Main' });
  t.is(menu.status, 201);
  const menuId = (menu.body as { id: number }).id;
  for (let i = 0; i < 12; i++) {
    // Items of every kind: a post, a term and a custom link each.
    const post = await app.storage.posts.create({ post_type: 'post', post_status: 'publish', post_title: `Post ${i}`, post_author: admin });
    const term = await app.storage.terms.create({ name: `Topic ${i}`, slug: `topic-${i}`, taxonomy: 'category' });
    const item = i % 3 === 0 ? { type: 'post_type', object: 'post', object_id: post.id }
      : i % 3 === 1 ? { type: 'taxonomy', object: 'category', object_id: term.term_id }
        : { type: 'custom', url: `https://example.com/${i}`, title: `Link ${i}` };
    const created = await call(app, admin, 'POST', '/wp/v2/menu-items', { ...item, menus: menuId, status: 'publish' });
    t.is(created.status, 201, JSON.stringify(created.body));
  }
  const counter = (app.storage as SqlStorage).statements;
  const count = async (perPage: number): Promise<{ statements: string[]; items: number }> => {
    const { result, statements } = await counter.measure(() => call(app, admin, 'GET', `/wp/v2/menu-items?menus=${menuId}&per_page=${perPage}`));
    t.is(result.status, 200);
    return { statements, items: (result.body as unknown[]).length };
  };
  await count(1);
  const small = await count(3);
  const large = await count(12);
  t.is(small.items, 3);
  t.is(large.items, 12);
  t.is(large.statements.length, small.statements.length, large.statements.join('\n'));
});
