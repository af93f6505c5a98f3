/**
 * A post's terms asked as a term query (`/wp/v2/categories?post=N`, what `_embed` of `wp:term` runs)
 * are answered from the post's term lists when the request has read them (a posts page reads them for
 * its items): the same items and total as the query reads, without a statement. Any filter or other
 * order still reads.
 */
import test from 'ava';
import { newScope, runInScope } from '../../src/scope/RequestScope';
import type { QueryResult, SqlStorage, Storage, TermQuery, TermRecord } from '../../src/storage/index';
import { NOT_READY } from '../../src/storage/notReady';
import { postgresBackend, sqliteBackend, TestClock, type Backend } from './backends';

function statementsOf(storage: Storage): number {
  return (storage as SqlStorage).statements.count;
}

for (const backend of [sqliteBackend, postgresBackend] as Backend[]) {
  test(`${backend.name}: post term lists whose read ends after the cache was emptied leave no term cached by id`, async (t) => {
    const opened = await backend.open(new TestClock());
    t.teardown(() => opened.cleanup());
    const { storage } = opened;
    await storage.migrate();
    const post = await storage.posts.create({ post_title: 'Tagged', post_status: 'publish' });
    const tag = await storage.terms.create({ name: 'Solo', taxonomy: 'post_tag' });
    await storage.terms.setPostTerms(post.id, 'post_tag', [tag.term_id]);
    const scope = newScope(true);
    await runInScope(scope, async () => {
      const reading = storage.terms.getPostTermsOfMany([post.id], ['post_tag']);
      // The read starts on the next tick; the cache is emptied (as a write does) while it runs.
      await new Promise<void>((resolve) => process.nextTick(resolve));
      t.true(storage.terms.peekPostTerms!(post.id, 'post_tag') === NOT_READY, 'the lists are still being read');
      scope.storageCache.clear();
      t.is((await reading).get(post.id)!.get('post_tag')![0]!.name, 'Solo');
      t.is(storage.terms.peekPostTerms!(post.id, 'post_tag'), NOT_READY, 'the lists are not kept');
      t.is(storage.terms.peek!(tag.term_id), NOT_READY, 'nor their terms by id');
    });
  });

  test(`${backend.name}: a post's term query by name is answered from the post's cached term lists`, async (t) => {
    const opened = await backend.open(new TestClock());
    t.teardown(() => opened.cleanup());
    const { storage } = opened;
    await storage.migrate();
    const post = await storage.posts.create({ post_title: 'Tagged', post_status: 'publish' });
    const categories: TermRecord[] = [];
    // Letter case and equal names: the order is by name ignoring case, then by id.
    for (const name of ['beta', 'Alpha', 'gamma', 'alpha']) {
      categories.push(await storage.terms.create({ name, slug: `${name.toLowerCase()}-${categories.length}`, taxonomy: 'category' }, { sharedName: true }));
    }
    await storage.terms.setPostTerms(post.id, 'category', categories.map((term) => term.term_id));
    const tag = await storage.terms.create({ name: 'Solo', taxonomy: 'post_tag' });
    await storage.terms.setPostTerms(post.id, 'post_tag', [tag.term_id]);

    const queries: TermQuery[] = [
      { taxonomy: 'category', post: post.id, limit: 100, orderby: 'name', order: 'asc', offset: 0 },
      { taxonomy: 'category', post: post.id, limit: 2 },
      { taxonomy: 'category', post: post.id, limit: 0 },
      { taxonomy: 'post_tag', post: post.id },
    ];
    // Outside a request nothing is cached: these are what the database answers.
    const expected: QueryResult<TermRecord>[] = [];
    for (const query of queries) expected.push(await storage.terms.query(query));
    t.deepEqual(expected[0]!.items.map((term) => term.name), ['Alpha', 'alpha', 'beta', 'gamma']);
    t.deepEqual(expected[1]!.items.map((term) => term.name), ['Alpha', 'alpha']);
    t.is(expected[1]!.total, 4);
    t.deepEqual(expected[2]!.items, []);

    t.is(storage.terms.peekQuery!(queries[0]!), NOT_READY, 'outside a request nothing is at hand');
    await runInScope(newScope(true), async () => {
      t.is(storage.terms.peekQuery!(queries[0]!), NOT_READY, 'the lists are not read yet');
      await storage.terms.getPostTermsOfMany([post.id], ['category', 'post_tag']);
      // The terms of the lists are known by id as well.
      for (const term of [...categories, tag]) t.deepEqual(storage.terms.peek!(term.term_id), await storage.terms.get(term.term_id));
      const before = statementsOf(storage);
      for (const [i, query] of queries.entries()) t.deepEqual(await storage.terms.query(query), expected[i], JSON.stringify(query));
      t.is(statementsOf(storage), before, 'no statement: the lists were read');
      // The same answers without a promise, for a caller that goes on at once when it can.
      for (const [i, query] of queries.entries()) t.deepEqual(storage.terms.peekQuery!(query), expected[i], `peek ${JSON.stringify(query)}`);
      // Each answer is the caller's copy.
      const answer = await storage.terms.query(queries[0]!);
      (answer.items[0] as { name: string }).name = 'changed';
      t.is((await storage.terms.query(queries[0]!)).items[0]!.name, 'Alpha');

      // Another order, a filter, or an offset is read from the database.
      for (const query of [
        { taxonomy: 'category', post: post.id, orderby: 'id' },
        { taxonomy: 'category', post: post.id, order: 'desc' },
        { taxonomy: 'category', post: post.id, search: 'alp' },
        { taxonomy: 'category', post: post.id, hide_empty: true },
        { taxonomy: 'category', post: post.id, include: [categories[0]!.term_id] },
        { taxonomy: 'category', post: post.id, offset: 1 },
      ] as TermQuery[]) {
        t.is(storage.terms.peekQuery!(query), NOT_READY, `${JSON.stringify(query)} is not peeked`);
        const reads = statementsOf(storage);
        await storage.terms.query(query);
        t.true(statementsOf(storage) > reads, `${JSON.stringify(query)} is read`);
      }
    });
  });
}
