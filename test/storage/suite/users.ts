import { StorageConflictError, StorageNotFoundError } from '../../../src/storage/index';
import { test } from './context';

export function registerUserTests(): void {
  test.serial('users: create fills defaults; lookups by id, login, e-mail and slug ignore letter case', async (t) => {
    const { storage } = t.context;
    const user = await storage.users.create({
      user_login: 'Jane.Doe', user_email: 'Jane@Example.org', user_pass: '$hash$', roles: ['editor', 'author'], first_name: 'Jane',
    });
    t.deepEqual(user, {
      id: user.id, user_login: 'Jane.Doe', user_nicename: 'jane-doe', user_email: 'Jane@Example.org', user_url: '',
      user_registered: '2024-05-01 12:00:00', display_name: 'Jane.Doe', nickname: 'Jane.Doe', first_name: 'Jane',
      last_name: '', description: '', locale: '', roles: ['editor', 'author'],
    });
    t.false('user_pass' in user);
    t.deepEqual(await storage.users.getById(user.id), user);
    t.deepEqual(await storage.users.getByLogin('jane.doe'), user);
    t.deepEqual(await storage.users.getByEmail('JANE@example.ORG'), user);
    t.deepEqual(await storage.users.getBySlug('jane-doe'), user);
    t.is((await storage.users.getByLogin('Jane.Doe', { withPassword: true }))?.user_pass, '$hash$');
    t.is(await storage.users.getById(user.id + 1000), undefined);
    t.is(await storage.users.getByEmail(''), undefined);
  });

  test.serial('users: update changes fields and roles; password hash stays hidden', async (t) => {
    const { storage } = t.context;
    const user = await storage.users.create({ user_login: 'sam', user_pass: 'old' });
    const updated = await storage.users.update(user.id, { display_name: 'Sam S', user_pass: 'new', roles: ['subscriber'] });
    t.like(updated, { display_name: 'Sam S', roles: ['subscriber'] });
    t.false('user_pass' in (updated ?? {}));
    t.is((await storage.users.getById(user.id, { withPassword: true }))?.user_pass, 'new');
    t.is(await storage.users.update(user.id + 1000, { display_name: 'x' }), undefined);
  });

  test.serial('users: login, e-mail and explicit nicename clashes raise StorageConflictError naming the field', async (t) => {
    const { storage } = t.context;
    const first = await storage.users.create({ user_login: 'alice', user_email: 'alice@example.org', user_nicename: 'ally' });
    const clash = async (input: Parameters<typeof storage.users.create>[0]) =>
      (await t.throwsAsync(storage.users.create(input), { instanceOf: StorageConflictError }))?.field;
    t.is(await clash({ user_login: 'ALICE', user_email: 'other@example.org' }), 'user_login');
    t.is(await clash({ user_login: 'alice2', user_email: 'Alice@Example.org' }), 'user_email');
    t.is(await clash({ user_login: 'alice3', user_nicename: 'ally' }), 'user_nicename');
    // Users without e-mail do not clash with each other.
    await storage.users.create({ user_login: 'no-mail-1' });
    await storage.users.create({ user_login: 'no-mail-2' });
    const bob = await storage.users.create({ user_login: 'bob', user_email: 'bob@example.org' });
    const onUpdate = await t.throwsAsync(storage.users.update(bob.id, { user_email: 'ALICE@example.org' }), { instanceOf: StorageConflictError });
    t.is(onUpdate?.field, 'user_email');
    t.is((await storage.users.update(first.id, { user_email: 'alice@example.org' }))?.user_email, 'alice@example.org');
    t.is((await storage.users.query()).total, 4);
  });

  test.serial('users: a derived nicename that is taken gets -2, -3…', async (t) => {
    const { storage } = t.context;
    await storage.users.create({ user_login: 'x', user_nicename: 'john' });
    t.is((await storage.users.create({ user_login: 'John' })).user_nicename, 'john-2');
    t.is((await storage.users.create({ user_login: 'john!' })).user_nicename, 'john-3');
  });

  test.serial('users: delete with reassign hands posts over; without it deletes them', async (t) => {
    const { storage } = t.context;
    const leaving = await storage.users.create({ user_login: 'leaving' });
    const heir = await storage.users.create({ user_login: 'heir' });
    const post = await storage.posts.create({ post_title: 'kept', post_author: leaving.id, post_status: 'publish' });
    await storage.users.meta.add(leaving.id, 'k', 'v');
    await storage.sessions.create(leaving.id, { expiration: t.context.clock.seconds + 60, login: 0 });
    await t.throwsAsync(storage.users.delete(leaving.id, { reassign: 999999 }), { instanceOf: StorageNotFoundError });
    t.truthy(await storage.users.getById(leaving.id));
    t.true(await storage.users.delete(leaving.id, { reassign: heir.id }));
    t.is(await storage.users.getById(leaving.id), undefined);
    t.is((await storage.posts.get(post.id))?.post_author, heir.id);
    t.deepEqual(await storage.users.meta.get(leaving.id, 'k'), []);
    t.deepEqual(await storage.sessions.list(leaving.id), []);
    t.false(await storage.users.delete(leaving.id));

    const gone = await storage.posts.create({ post_title: 'gone', post_author: heir.id });
    t.true(await storage.users.delete(heir.id));
    t.is(await storage.posts.get(gone.id), undefined);
    t.is(await storage.posts.get(post.id), undefined);
  });

  test.serial('users: roles and per-user capabilities', async (t) => {
    const { storage } = t.context;
    const user = await storage.users.create({ user_login: 'caps', roles: ['author'] });
    await storage.users.setRoles(user.id, ['editor', 'shop_manager', 'editor']);
    t.deepEqual((await storage.users.getById(user.id))?.roles, ['editor', 'shop_manager']);
    await storage.users.setCapability(user.id, 'edit_theme_options', true);
    await storage.users.setCapability(user.id, 'publish_posts', true);
    await storage.users.setCapability(user.id, 'publish_posts', false);
    t.deepEqual(await storage.users.getCapabilities(user.id), { edit_theme_options: true, publish_posts: false });
    t.true(await storage.users.removeCapability(user.id, 'publish_posts'));
    t.false(await storage.users.removeCapability(user.id, 'publish_posts'));
    t.deepEqual(await storage.users.getCapabilities(user.id), { edit_theme_options: true });
    await storage.users.setRoles(user.id, []);
    t.deepEqual((await storage.users.getById(user.id))?.roles, []);
  });
}
