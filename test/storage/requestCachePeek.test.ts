/**
 * Synchronous reads of the request cache (`peek`): what the hot paths use to skip a
 * promise per read. A peek answers exactly what `get` would, only once the value is
 * in the request's cache, never reads the database, and is a copy the caller owns.
 */
import test from 'ava';
import { NOT_READY } from '../../src/storage/notReady';
import { rowView } from '../../src/storage/readNow';
import { Loader } from '../../src/storage/cache/Loader';
import { newScope, runInScope } from '../../src/scope/RequestScope';
import type { PostRecord, SqlStorage, Storage } from '../../src/storage/index';
import { postgresBackend, sqliteBackend, TestClock, type Backend } from './backends';

function inRequest<T>(fn: () => Promise<T>): Promise<T> {
  return runInScope(newScope(true), fn);
}

function statementsOf(storage: Storage): number {
  return (storage as SqlStorage).statements.count;
}

for (const backend of [sqliteBackend, postgresBackend] as Backend[]) {
  test(`${backend.name}: peeks answer NOT_READY until a read fills the request cache, then what get answers, without a statement`, async (t) => {
    const opened = await backend.open(new TestClock());
    t.teardown(() => opened.cleanup());
    const { storage } = opened;
    await storage.migrate();
    const post = await storage.posts.create({ post_title: 'Peeked', post_status: 'publish' });
    await storage.posts.meta.add(post.id, 'colour', 'blue');
    const [term] = [await storage.terms.create({ name: 'News', taxonomy: 'category' })];
    await storage.terms.setPostTerms(post.id, 'category', [term!.term_id]);
    await storage.options.set('blogname', 'Peek site');
    await storage.posts.createRevision(post.id);

    const author = await storage.users.create({ user_login: 'peeked-author', user_email: 'peeked@example.com' });
    await storage.posts.update(post.id, { post_author: author.id });
    const comment = await storage.comments.create({ comment_post_id: post.id, comment_content: 'First', comment_approved: 'approve' });
    await storage.comments.create({ comment_post_id: post.id, comment_parent: comment.comment_id, comment_content: 'Reply', comment_approved: 'approve' });

    // Outside a request there is no cache to peek into.
    t.is(storage.posts.peek!(post.id), NOT_READY);
    t.is(storage.options.peek!('blogname'), NOT_READY);
    t.is(storage.posts.peekShared!(post.id), NOT_READY);

    await inRequest(async () => {
      t.is(storage.posts.peek!(post.id), NOT_READY, 'nothing read yet');
      t.is(storage.posts.meta.peek!(post.id, 'colour'), NOT_READY);
      t.is(storage.terms.peekPostTerms!(post.id, 'category'), NOT_READY);
      t.is(storage.options.peek!('blogname'), NOT_READY);
      t.is(storage.posts.peekRevisions!(post.id), NOT_READY);
      t.is(storage.users.peekById!(author.id), NOT_READY);
      t.is(storage.comments.peekReplyCount!(comment.comment_id), NOT_READY);
      t.is(storage.users.peekPublishedPosts!(author.id, ['post']), NOT_READY);

      const read = await storage.posts.get(post.id);
      const revisions = await storage.posts.listRevisions(post.id);
      const meta = await storage.posts.meta.get(post.id, 'colour');
      const terms = await storage.terms.getPostTerms(post.id, 'category');
      const gotTerm = await storage.terms.get(term!.term_id);
      const gotAuthor = await storage.users.getById(author.id);
      const replies = await storage.comments.countReplies(comment.comment_id);
      const published = await storage.users.hasPublishedPosts(author.id, ['page']);
      const option = await storage.options.get('blogname');
      const missing = await storage.posts.get(post.id + 1000);

      const before = statementsOf(storage);
      const peeked = storage.posts.peek!(post.id);
      t.deepEqual(peeked, read);
      t.deepEqual(storage.posts.meta.peek!(post.id, 'colour'), meta);
      t.deepEqual(storage.posts.meta.peek!(post.id, 'absent'), [], 'a key the object lacks: known empty');
      t.deepEqual(storage.terms.peekPostTerms!(post.id, 'category'), terms);
      t.is(storage.options.peek!('blogname'), option);
      t.deepEqual(storage.posts.peekRevisions!(post.id), revisions);
      t.is(revisions.length, 1);
      t.is(missing, undefined);
      t.is(storage.posts.peek!(post.id + 1000), undefined, 'a post known to be missing');
      t.is(statementsOf(storage), before, 'peeking runs no statement');

      // A shared peek answers the same row without copying it: the cache's own object, each time.
      const shared = storage.posts.peekShared!(post.id);
      t.deepEqual(shared, read);
      t.is(storage.posts.peekShared!(post.id), shared);
      t.is(rowView(storage.posts, post.id), shared as Readonly<PostRecord>);
      t.deepEqual(storage.terms.peekShared!(term!.term_id), gotTerm);
      t.is(storage.posts.peekShared!(post.id + 1000), undefined, 'known missing');
      t.is(storage.comments.peekShared!(1), NOT_READY, 'never read');
      t.is(statementsOf(storage), before, 'shared peeks run no statement');

      // A user without the password hash, a reply count, a published-posts answer: as their reads gave them.
      t.deepEqual(storage.users.peekById!(author.id), gotAuthor);
      t.is((storage.users.peekById!(author.id) as { user_pass?: string }).user_pass, undefined);
      t.is(storage.users.peekById!(author.id + 1000), NOT_READY, 'never read');
      t.is(replies, 1);
      t.is(storage.comments.peekReplyCount!(comment.comment_id), 1);
      t.false(published);
      t.false(storage.users.peekPublishedPosts!(author.id, ['page']));
      t.is(statementsOf(storage), before, 'these peeks run no statement either');

      // Each peek is the caller's copy.
      (peeked as { post_title: string }).post_title = 'changed';
      t.is((storage.posts.peek!(post.id) as { post_title: string }).post_title, 'Peeked');

      // A write empties the request's cache, so a peek cannot answer a stale row.
      await storage.posts.update(post.id, { post_title: 'Renamed' });
      t.is(storage.posts.peek!(post.id), NOT_READY);
      t.is((await storage.posts.get(post.id))?.post_title, 'Renamed');
      t.is((storage.posts.peek!(post.id) as { post_title: string }).post_title, 'Renamed');
    });
  });
}

test('a loader peeks only settled values: NOT_READY while loading and after a failed load', async (t) => {
  const loader = new Loader<number, string>();
  let finish!: (value: string) => void;
  const pending = loader.get(1, () => new Promise<string>((resolve) => (finish = resolve)));
  t.is(loader.peek(1), NOT_READY, 'still being read');
  finish('one');
  await pending;
  t.is(loader.peek(1), 'one');
  await t.throwsAsync(loader.get(2, () => Promise.reject(new Error('down'))));
  t.is(loader.peek(2), NOT_READY, 'a failed read is not remembered');
  loader.set(3, 'three');
  t.is(loader.peek(3), 'three');
  loader.clear();
  t.is(loader.peek(1), NOT_READY);
  t.is(loader.peek(3), NOT_READY);
});

for (const backend of [sqliteBackend, postgresBackend] as Backend[]) {
  test(`${backend.name}: the request cache's users: one read, each reader its own copy, the password hash only for a reader that asks`, async (t) => {
    const opened = await backend.open(new TestClock());
    t.teardown(() => opened.cleanup());
    const { storage } = opened;
    await storage.migrate();
    const made = await storage.users.create({ user_login: 'cached-user', user_email: 'cached@example.com', user_pass: 'secret', roles: ['author'] });
    const hash = (await storage.users.getById(made.id, { withPassword: true }))!.user_pass!;
    t.true(hash.length > 0);
    const other = await storage.users.create({ user_login: 'listed-user', user_email: 'listed@example.com', user_pass: 'other' });

    await inRequest(async () => {
      const before = statementsOf(storage);
      const plain = (await storage.users.getById(made.id))!;
      const withHash = (await storage.users.getById(made.id, { withPassword: true }))!;
      const peeked = storage.users.peekById!(made.id) as typeof plain;
      const many = await storage.users.getManyById([made.id], { withPassword: true });
      t.is(statementsOf(storage), before + 1, 'read once');
      t.false('user_pass' in plain);
      t.false('user_pass' in peeked);
      t.is(withHash.user_pass, hash);
      t.is(many.get(made.id)!.user_pass, hash);
      // The hash goes last, after the row's own keys, as the stores give it.
      t.deepEqual(Object.keys(withHash), [...Object.keys(plain), 'user_pass']);
      t.deepEqual({ ...withHash, user_pass: undefined }, { ...plain, user_pass: undefined });

      // Each reader owns its copy, roles included: changing one changes neither the others nor the cache.
      plain.roles.push('editor');
      (plain as { display_name: string }).display_name = 'Changed';
      t.deepEqual(withHash.roles, ['author']);
      t.deepEqual((storage.users.peekById!(made.id) as typeof plain).roles, ['author']);
      t.not((storage.users.peekById!(made.id) as typeof plain).display_name, 'Changed');

      // A page of users fills the cache too; its items carry the hash only when the query asks.
      const page = await storage.users.query({ include: [other.id] });
      t.false('user_pass' in page.items[0]!);
      page.items[0]!.roles.push('editor');
      const afterPage = statementsOf(storage);
      const again = (await storage.users.getById(other.id, { withPassword: true }))!;
      t.is(statementsOf(storage), afterPage, 'the page filled the cache');
      t.true((again.user_pass ?? '').length > 0);
      t.false(again.roles.includes('editor'));
      const hashed = await storage.users.query({ include: [other.id], withPassword: true });
      t.is(hashed.items[0]!.user_pass, again.user_pass);
    });
  });
}
