import { StorageNotFoundError } from '../../../src/storage/index';
import { test } from './context';

export function registerMissingParentTests(): void {
  test.serial('writes for a record that does not exist raise StorageNotFoundError naming it', async (t) => {
    const { storage } = t.context;
    const missing = 424242;
    const cases: [string, string, () => Promise<unknown>][] = [
      ['post meta', 'post', () => storage.posts.meta.add(missing, 'k', 1)],
      ['term meta', 'term', () => storage.terms.meta.update(missing, 'k', 1)],
      ['user meta', 'user', () => storage.users.meta.set(missing, 'k', [1])],
      ['comment meta', 'comment', () => storage.comments.meta.add(missing, 'k', 1)],
      ['roles', 'user', () => storage.users.setRoles(missing, ['editor'])],
      ['capability', 'user', () => storage.users.setCapability(missing, 'edit_posts', true)],
      ['session', 'user', () => storage.sessions.create(missing, { expiration: 1, login: 0 })],
      ['application password', 'user', () => storage.applicationPasswords.create(missing, { name: 'n', password: 'h' })],
      ['application password list', 'user', () => storage.applicationPasswords.save(missing, [
        { uuid: '00000000-0000-4000-8000-000000000009', app_id: '', name: 'n', password: 'h', created: 1, last_used: null, last_ip: null },
      ])],
    ];
    for (const [what, entity, write] of cases) {
      const error = await t.throwsAsync(write(), { instanceOf: StorageNotFoundError }, what);
      t.is(error?.entity, entity, what);
      t.is(error?.id, missing, what);
    }
    t.is(await storage.users.update(missing, { roles: ['editor'] }), undefined);
    t.is(await storage.comments.update(missing, {}), undefined);
  });

  test.serial('undefined fields and unknown keys in input never override defaults or reach SQL', async (t) => {
    const { storage } = t.context;
    const post = await storage.posts.create({ post_title: 'x', post_status: undefined, post_type: undefined });
    t.like(post, { post_status: 'draft', post_type: 'post' });
    // A whole record handed back (id and comment_count included) creates a new post with its own id and count.
    const copy = await storage.posts.create({ ...post, comment_count: 99 } as typeof post);
    t.not(copy.id, post.id);
    t.is(copy.comment_count, 0);
    const user = await storage.users.create({ user_login: 'u', display_name: undefined, roles: undefined });
    t.like(user, { display_name: 'u', roles: [] });
    const term = await storage.terms.create({ name: 'T', taxonomy: 'tag', description: undefined, parent: undefined });
    t.like(term, { description: '', parent: 0 });
    t.like(await storage.terms.update(term.term_id, { name: undefined, description: 'd' }), { name: 'T', description: 'd' });
  });
}
