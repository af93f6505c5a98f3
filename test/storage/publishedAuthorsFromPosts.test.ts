/**
 * Posts a request read prove which of their authors have published posts: the users route's check of
 * an author (and every target hint of an author link) is then answered without the published-authors
 * read, with the answer that read gives. What the posts do not prove is still read.
 */
import test from 'ava';
import { newScope, runInScope } from '../../src/scope/RequestScope';
import type { SqlStorage, Storage } from '../../src/storage/index';
import { postgresBackend, sqliteBackend, TestClock, type Backend } from './backends';

function statementsOf(storage: Storage): number {
  return (storage as SqlStorage).statements.count;
}

for (const backend of [sqliteBackend, postgresBackend] as Backend[]) {
  test(`${backend.name}: authors of published posts the request read are known to have published posts`, async (t) => {
    const opened = await backend.open(new TestClock());
    t.teardown(() => opened.cleanup());
    const { storage } = opened;
    await storage.migrate();
    const author = await storage.users.create({ user_login: 'writer' });
    const drafter = await storage.users.create({ user_login: 'drafter' });
    await storage.posts.create({ post_title: 'Out', post_status: 'publish', post_author: author.id });
    await storage.posts.create({ post_title: 'Not yet', post_status: 'draft', post_author: drafter.id });
    // A published post whose author's row is gone: the read counts only existing users.
    const ghost = drafter.id + 100;
    await storage.posts.create({ post_title: 'Orphan', post_status: 'publish', post_author: ghost });

    await runInScope(newScope(true), async () => {
      await storage.posts.query({ status: ['publish', 'draft'] });
      // Not yet known: the author's row has not been read.
      const before = statementsOf(storage);
      t.true(await storage.users.hasPublishedPosts(author.id, ['post']));
      t.true(statementsOf(storage) > before, 'read while the author row is unknown');
    });

    await runInScope(newScope(true), async () => {
      await storage.posts.query({ status: ['publish', 'draft'] });
      await storage.users.getManyById([author.id, drafter.id, ghost]);
      let before = statementsOf(storage);
      t.true(await storage.users.hasPublishedPosts(author.id, ['post']));
      t.deepEqual(await storage.users.hasPublishedPostsOfMany([author.id], ['page', 'post']), new Map([[author.id, true]]));
      t.is(statementsOf(storage), before, 'known from the posts read: no statement');

      // A draft proves nothing, nor another post type, nor a post whose author does not exist: these are read.
      for (const [id, types] of [[drafter.id, ['post']], [author.id, ['page']], [ghost, ['post']]] as const) {
        before = statementsOf(storage);
        t.false(await storage.users.hasPublishedPosts(id, types));
        t.true(statementsOf(storage) > before, `user ${id} with ${types.join(',')} is read`);
      }
      t.deepEqual(await storage.users.hasPublishedPostsOfMany([author.id, drafter.id, ghost], ['post']),
        new Map([[author.id, true], [drafter.id, false], [ghost, false]]));

      // A write forgets what the posts proved.
      await storage.posts.create({ post_title: 'Another', post_status: 'draft', post_author: drafter.id });
      await storage.users.getManyById([author.id]);
      before = statementsOf(storage);
      t.true(await storage.users.hasPublishedPosts(author.id, ['post']));
      t.true(statementsOf(storage) > before, 'read again after a write');
    });
  });
}
