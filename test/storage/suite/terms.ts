import { StorageConflictError, type QueryResult, type TermQuery, type TermRecord } from '../../../src/storage/index';
import { test } from './context';
import { kyselyWork, NO_KYSELY_WORK } from './kyselyWork';

export function registerTermTests(): void {
  test.serial('terms: create derives the slug, get/getBySlug/update/delete', async (t) => {
    const { storage } = t.context;
    const term = await storage.terms.create({ name: 'Breaking News!', taxonomy: 'category', description: 'd' });
    t.like(term, { name: 'Breaking News!', slug: 'breaking-news', taxonomy: 'category', description: 'd', parent: 0, count: 0, term_group: 0 });
    t.deepEqual(await storage.terms.get(term.term_id), term);
    t.deepEqual(await storage.terms.getBySlug('category', 'breaking-news'), term);
    t.is(await storage.terms.getBySlug('post_tag', 'breaking-news'), undefined);
    const updated = await storage.terms.update(term.term_id, { name: 'News', slug: 'news' });
    t.like(updated, { name: 'News', slug: 'news', description: 'd' });
    t.is(await storage.terms.update(term.term_id + 1000, { name: 'x' }), undefined);
    t.true(await storage.terms.delete(term.term_id));
    t.is(await storage.terms.get(term.term_id), undefined);
    t.false(await storage.terms.delete(term.term_id));
  });

  test.serial('terms: slugs are unique per taxonomy; a clash is a StorageConflictError on slug', async (t) => {
    const { storage } = t.context;
    const news = await storage.terms.create({ name: 'News', taxonomy: 'category' });
    const tag = await storage.terms.create({ name: 'News', taxonomy: 'post_tag' });
    t.is(tag.slug, 'news');
    const error = await t.throwsAsync(storage.terms.create({ name: 'Other', slug: 'news', taxonomy: 'category' }), { instanceOf: StorageConflictError });
    t.is(error?.field, 'slug');
    const other = await storage.terms.create({ name: 'Other', taxonomy: 'category' });
    const clash = await t.throwsAsync(storage.terms.update(other.term_id, { slug: 'news' }), { instanceOf: StorageConflictError });
    t.is(clash?.field, 'slug');
    t.is(await storage.terms.uniqueSlug('news', 'category'), 'news-2');
    t.is(await storage.terms.uniqueSlug('news', 'category', news.term_id), 'news');
    t.is(await storage.terms.uniqueSlug('fresh', 'category'), 'fresh');
  });

  test.serial('terms: counts follow published posts through set, append, status changes and deletes', async (t) => {
    const { storage } = t.context;
    const cat = await storage.terms.create({ name: 'Cat', taxonomy: 'category' });
    const dog = await storage.terms.create({ name: 'Dog', taxonomy: 'category' });
    const tag = await storage.terms.create({ name: 'Tag', taxonomy: 'post_tag' });
    const count = async (id: number) => (await storage.terms.get(id))?.count;
    const p1 = await storage.posts.create({ post_title: 'p1', post_status: 'publish' });
    const p2 = await storage.posts.create({ post_title: 'p2', post_status: 'publish' });
    const draft = await storage.posts.create({ post_title: 'p3', post_status: 'draft' });

    await storage.terms.setPostTerms(p1.id, 'category', [cat.term_id, dog.term_id]);
    await storage.terms.setPostTerms(p2.id, 'category', [cat.term_id]);
    await storage.terms.setPostTerms(draft.id, 'category', [cat.term_id]);
    t.is(await count(cat.term_id), 2);
    t.is(await count(dog.term_id), 1);
    t.deepEqual((await storage.terms.getPostTerms(p1.id, 'category')).map((x) => x.name), ['Cat', 'Dog']);

    // A term of another taxonomy is not linked through 'category'.
    await storage.terms.setPostTerms(p1.id, 'category', [dog.term_id, tag.term_id]);
    t.deepEqual((await storage.terms.getPostTerms(p1.id, 'category')).map((x) => x.name), ['Dog']);
    t.deepEqual(await storage.terms.getPostTerms(p1.id, 'post_tag'), []);
    t.is(await count(cat.term_id), 1);

    await storage.terms.setPostTerms(p1.id, 'category', [cat.term_id], true);
    t.deepEqual((await storage.terms.getPostTerms(p1.id, 'category')).map((x) => x.name), ['Cat', 'Dog']);
    t.is(await count(cat.term_id), 2);

    await storage.posts.update(draft.id, { post_status: 'publish' });
    t.is(await count(cat.term_id), 3);
    await storage.posts.update(p2.id, { post_status: 'trash' });
    t.is(await count(cat.term_id), 2);
    await storage.posts.delete(p1.id);
    t.is(await count(cat.term_id), 1);
    t.is(await count(dog.term_id), 0);
    await storage.terms.setPostTerms(draft.id, 'category', []);
    t.is(await count(cat.term_id), 0);
  });

  test.serial('terms: deleting a term unlinks it and lifts its children to its parent', async (t) => {
    const { storage } = t.context;
    const top = await storage.terms.create({ name: 'Top', taxonomy: 'category' });
    const mid = await storage.terms.create({ name: 'Mid', taxonomy: 'category', parent: top.term_id });
    const leaf = await storage.terms.create({ name: 'Leaf', taxonomy: 'category', parent: mid.term_id });
    const post = await storage.posts.create({ post_title: 'p', post_status: 'publish' });
    await storage.terms.setPostTerms(post.id, 'category', [mid.term_id, leaf.term_id]);
    await storage.terms.meta.add(mid.term_id, 'k', 1);
    await storage.terms.delete(mid.term_id);
    t.is((await storage.terms.get(leaf.term_id))?.parent, top.term_id);
    t.deepEqual((await storage.terms.getPostTerms(post.id, 'category')).map((x) => x.term_id), [leaf.term_id]);
    t.deepEqual(await storage.terms.meta.get(mid.term_id, 'k'), []);
  });

  test.serial('terms.query: filters, ordering, paging and total', async (t) => {
    const { storage } = t.context;
    const apple = await storage.terms.create({ name: 'apple', taxonomy: 'fruit', description: 'red' });
    const banana = await storage.terms.create({ name: 'Banana', taxonomy: 'fruit', description: 'Yellow' });
    const cherry = await storage.terms.create({ name: 'cherry', taxonomy: 'fruit', parent: apple.term_id, slug: 'red-cherry' });
    const kale = await storage.terms.create({ name: 'Kale', taxonomy: 'veg' });
    const post = await storage.posts.create({ post_title: 'p', post_status: 'publish' });
    const post2 = await storage.posts.create({ post_title: 'p2', post_status: 'publish' });
    await storage.terms.setPostTerms(post.id, 'fruit', [banana.term_id, cherry.term_id]);
    await storage.terms.setPostTerms(post2.id, 'fruit', [banana.term_id]);
    const ids = async (q: TermQuery) => (await storage.terms.query(q)).items.map((x) => x.term_id);
    const cases: [TermQuery, number[]][] = [
      [{ taxonomy: 'fruit' }, [apple.term_id, banana.term_id, cherry.term_id]],
      [{}, [apple.term_id, banana.term_id, cherry.term_id, kale.term_id]],
      [{ taxonomy: ['fruit', 'veg'], order: 'desc' }, [kale.term_id, cherry.term_id, banana.term_id, apple.term_id]],
      [{ taxonomy: 'fruit', include: [apple.term_id, cherry.term_id] }, [apple.term_id, cherry.term_id]],
      [{ taxonomy: 'fruit', exclude: [apple.term_id] }, [banana.term_id, cherry.term_id]],
      [{ search: 'RED' }, [cherry.term_id]],
      [{ search: 'an' }, [banana.term_id]],
      [{ slug: ['apple', 'kale'] }, [apple.term_id, kale.term_id]],
      [{ taxonomy: 'fruit', parent: 0 }, [apple.term_id, banana.term_id]],
      [{ parent: apple.term_id }, [cherry.term_id]],
      [{ post: post.id }, [banana.term_id, cherry.term_id]],
      [{ taxonomy: 'fruit', hide_empty: true }, [banana.term_id, cherry.term_id]],
      [{ taxonomy: 'fruit', orderby: 'count', order: 'desc' }, [banana.term_id, cherry.term_id, apple.term_id]],
      [{ taxonomy: 'fruit', orderby: 'slug' }, [apple.term_id, banana.term_id, cherry.term_id]],
      [{ taxonomy: 'fruit', orderby: 'description', order: 'desc' }, [banana.term_id, apple.term_id, cherry.term_id]],
      [{ taxonomy: 'fruit', orderby: 'id', order: 'desc' }, [cherry.term_id, banana.term_id, apple.term_id]],
      [{ orderby: 'include', include: [kale.term_id, apple.term_id] }, [kale.term_id, apple.term_id]],
      [{ orderby: 'include_slugs', slug: ['red-cherry', 'banana'] }, [cherry.term_id, banana.term_id]],
    ];
    for (const [query, expected] of cases) t.deepEqual(await ids(query), expected, JSON.stringify(query));
    const page = await storage.terms.query({ taxonomy: 'fruit', limit: 2, offset: 1 });
    t.deepEqual(page.items.map((x) => x.term_id), [banana.term_id, cherry.term_id]);
    t.is(page.total, 3);
  });

  test.serial('terms.query: a plain listing of taxonomies by name (a page) builds and compiles its statement once per shape', async (t) => {
    const { storage } = t.context;
    const apple = await storage.terms.create({ name: 'apple', taxonomy: 'fruit' });
    const banana = await storage.terms.create({ name: 'Banana', taxonomy: 'fruit' });
    const kale = await storage.terms.create({ name: 'Kale', taxonomy: 'veg' });
    const leek = await storage.terms.create({ name: 'leek', taxonomy: 'veg' });
    const ids = async (q: TermQuery) => (await storage.terms.query(q)).items.map((x) => x.term_id);
    await ids({ taxonomy: 'fruit', orderby: 'name', limit: 10 });
    let found: number[] = [];
    // Same shape, other values: nothing built or compiled, and the rows of these values.
    t.deepEqual(await kyselyWork(async () => { found = await ids({ taxonomy: 'veg', orderby: 'name', limit: 10 }); }), NO_KYSELY_WORK);
    t.deepEqual(found, [kale.term_id, leek.term_id]);
    await ids({ taxonomy: ['fruit', 'veg'], order: 'desc', limit: 2, offset: 1 });
    let page: QueryResult<TermRecord> | undefined;
    t.deepEqual(await kyselyWork(async () => { page = await storage.terms.query({ taxonomy: ['veg', 'fruit'], order: 'desc', limit: 2, offset: 1 }); }), NO_KYSELY_WORK);
    t.deepEqual([page!.items.map((x) => x.term_id), page!.total], [[kale.term_id, banana.term_id], 4]);
    // Any other filter builds and compiles its statement as before.
    const other = await kyselyWork(async () => { found = await ids({ taxonomy: 'fruit', limit: 10, exclude: [banana.term_id] }); });
    t.deepEqual(other, { compiles: 1, builds: 2 });
    t.deepEqual(found, [apple.term_id]);
  });

  test.serial('terms.queryForEachPost: each post its own page in the query order, with its own total', async (t) => {
    const { storage } = t.context;
    const [b, a, c] = [await storage.terms.create({ name: 'beta', taxonomy: 'topic' }), await storage.terms.create({ name: 'Alpha', taxonomy: 'topic' }),
      await storage.terms.create({ name: 'gamma', taxonomy: 'topic' })];
    const other = await storage.terms.create({ name: 'aardvark', taxonomy: 'other' });
    const [one, two, bare] = [await storage.posts.create({ post_title: 'one' }), await storage.posts.create({ post_title: 'two' }), await storage.posts.create({ post_title: 'bare' })];
    await storage.terms.setPostTerms(one.id, 'topic', [c.term_id, a.term_id, b.term_id]);
    await storage.terms.setPostTerms(one.id, 'other', [other.term_id]);
    await storage.terms.setPostTerms(two.id, 'topic', [b.term_id]);
    const names = (found: Map<number, QueryResult<TermRecord>>, id: number): [string[], number] => [found.get(id)!.items.map((term) => term.name), found.get(id)!.total];

    const byName = await storage.terms.queryForEachPost({ taxonomy: 'topic' }, [one.id, two.id, bare.id]);
    t.deepEqual(names(byName, one.id), [['Alpha', 'beta', 'gamma'], 3]);
    t.deepEqual(names(byName, two.id), [['beta'], 1]);
    t.deepEqual(names(byName, bare.id), [[], 0]);

    const firstTwo = await storage.terms.queryForEachPost({ taxonomy: 'topic', limit: 2, orderby: 'name', order: 'desc' }, [one.id, two.id]);
    t.deepEqual(names(firstTwo, one.id), [['gamma', 'beta'], 3], 'the limit applies per post; the total counts every match');
    t.deepEqual(names(firstTwo, two.id), [['beta'], 1]);
    t.deepEqual(names(await storage.terms.queryForEachPost({ taxonomy: 'topic', limit: 0 }, [one.id]), one.id), [[], 3]);
  });
}
