import { test } from './context';

export function registerTransactionTests(): void {
  test.serial('transaction: an error rolls back every write made through it', async (t) => {
    const { storage } = t.context;
    const error = await t.throwsAsync(storage.transaction(async (tx) => {
      const user = await tx.users.create({ user_login: 'ghost', roles: ['author'] });
      const post = await tx.posts.create({ post_title: 'ghost post', post_author: user.id, post_status: 'publish' });
      await tx.options.set('ghost', true);
      // Inside the transaction its own writes are visible.
      t.is((await tx.posts.get(post.id))?.post_title, 'ghost post');
      throw new Error('boom');
    }));
    t.is(error?.message, 'boom');
    t.is(await storage.users.getByLogin('ghost'), undefined);
    t.is((await storage.posts.query({ status: 'any' })).total, 0);
    t.is(await storage.options.get('ghost'), undefined);
  });

  test.serial('transaction: commits on success, returns the result, nested calls join the outer one', async (t) => {
    const { storage } = t.context;
    const id = await storage.transaction(async (tx) => {
      const user = await tx.users.create({ user_login: 'kept' });
      await tx.transaction(async (inner) => inner.users.meta.add(user.id, 'k', 'v'));
      return user.id;
    });
    t.is((await storage.users.getById(id))?.user_login, 'kept');
    t.deepEqual(await storage.users.meta.get(id, 'k'), ['v']);

    await t.throwsAsync(storage.transaction(async (tx) => {
      await tx.transaction(async (inner) => inner.options.set('inner', 1));
      throw new Error('outer fails');
    }), { message: 'outer fails' });
    t.is(await storage.options.get('inner'), undefined);
  });
}
