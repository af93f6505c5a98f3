import { SqlStorage, type PostQuery, type PostRecord, type Storage } from '../../../src/storage/index';
import { test } from './context';
import { kyselyWork, NO_KYSELY_WORK } from './kyselyWork';

interface Fixture {
  a: PostRecord; b: PostRecord; c: PostRecord; d: PostRecord; e: PostRecord; f: PostRecord;
}

/** Six posts spread over the filters; a, b and c are the published posts of type 'post'. */
async function seed(storage: Storage): Promise<Fixture> {
  const p = (input: Parameters<Storage['posts']['create']>[0]) => storage.posts.create({ post_status: 'publish', ...input });
  const a = await p({ post_title: 'Alpha apple', post_author: 1, post_date: '2024-01-01 10:00:00', post_name: 'alpha', menu_order: 2 });
  const b = await p({ post_title: 'beta Banana', post_content: 'apple pie', post_author: 2, post_date: '2024-02-01 10:00:00', post_name: 'beta', sticky: true, menu_order: 1 });
  const c = await p({ post_title: 'Gamma', post_excerpt: 'an apple a day', post_author: 1, post_date: '2024-03-01 10:00:00', post_parent: a.id, post_name: 'gamma', post_modified: '2024-04-01 00:00:00' });
  const d = await p({ post_title: 'delta 100%', post_status: 'draft', post_author: 3, post_date: '2024-04-01 10:00:00', post_name: 'delta' });
  const e = await p({ post_title: 'Epsilon', post_type: 'page', post_date: '2024-05-01 10:00:00', post_name: 'epsilon' });
  const f = await p({ post_title: 'Zeta', post_status: 'private', post_author: 2, post_date: '2023-12-01 10:00:00', post_name: 'zeta' });
  return { a, b, c, d, e, f };
}

export function registerPostQueryTests(): void {
  test.serial('posts.query: each filter selects exactly its posts', async (t) => {
    const { storage } = t.context;
    const { a, b, c, d, e, f } = await seed(storage);
    const ids = async (q: PostQuery) => (await storage.posts.query(q)).items.map((p) => p.id);
    const cases: [PostQuery, number[]][] = [
      [{}, [c.id, b.id, a.id]],
      [{ status: ['publish', 'draft'] }, [d.id, c.id, b.id, a.id]],
      [{ status: 'any' }, [d.id, c.id, b.id, a.id, f.id]],
      [{ type: 'page' }, [e.id]],
      [{ type: ['post', 'page'] }, [e.id, c.id, b.id, a.id]],
      [{ author: [1] }, [c.id, a.id]],
      [{ author_exclude: [1] }, [b.id]],
      [{ parent: [a.id] }, [c.id]],
      [{ parent: [0] }, [b.id, a.id]],
      [{ parent_exclude: [0] }, [c.id]],
      [{ include: [a.id, c.id] }, [c.id, a.id]],
      [{ exclude: [a.id] }, [c.id, b.id]],
      [{ include: [] }, [c.id, b.id, a.id]],
      [{ slug: ['alpha', 'gamma'] }, [c.id, a.id]],
      [{ before: '2024-02-01 10:00:00' }, [a.id]],
      [{ after: '2024-02-01 10:00:00' }, [c.id]],
      [{ modified_before: '2024-05-01 00:00:00' }, [c.id]],
      [{ modified_after: '2024-04-01 00:00:00' }, [b.id, a.id]],
      [{ sticky: true }, [b.id]],
      [{ sticky: false }, [c.id, a.id]],
      [{ menu_order: 2 }, [a.id]],
    ];
    for (const [query, expected] of cases) t.deepEqual(await ids(query), expected, JSON.stringify(query));
  });

  test.serial('posts.query: orderby and order', async (t) => {
    const { storage } = t.context;
    const { a, b, c, d } = await seed(storage);
    const ids = async (q: PostQuery) => (await storage.posts.query(q)).items.map((p) => p.id);
    const cases: [PostQuery, number[]][] = [
      [{ order: 'asc' }, [a.id, b.id, c.id]],
      // Titles sort without regard to letter case: Alpha, beta, delta, Gamma.
      [{ orderby: 'title', order: 'asc', status: ['publish', 'draft'] }, [a.id, b.id, d.id, c.id]],
      [{ orderby: 'id', order: 'asc' }, [a.id, b.id, c.id]],
      [{ orderby: 'slug' }, [c.id, b.id, a.id]],
      [{ orderby: 'modified', order: 'asc' }, [c.id, a.id, b.id]],
      [{ orderby: 'menu_order', order: 'asc' }, [c.id, b.id, a.id]],
      [{ orderby: 'include', include: [b.id, a.id, c.id] }, [b.id, a.id, c.id]],
      [{ orderby: 'include', include: [c.id, a.id], order: 'desc' }, [c.id, a.id]],
      [{ orderby: 'parent' }, [c.id, b.id, a.id]],
      [{ orderby: 'author', order: 'asc' }, [a.id, c.id, b.id]],
      [{ orderby: 'relevance' }, [c.id, b.id, a.id]],
    ];
    for (const [query, expected] of cases) t.deepEqual(await ids(query), expected, JSON.stringify(query));
  });

  test.serial('posts.query: limit/offset page through the results; total ignores paging', async (t) => {
    const { storage } = t.context;
    const { a, b, c } = await seed(storage);
    const page = async (q: PostQuery) => {
      const r = await storage.posts.query(q);
      return { ids: r.items.map((p) => p.id), total: r.total };
    };
    t.deepEqual(await page({ limit: 2 }), { ids: [c.id, b.id], total: 3 });
    t.deepEqual(await page({ limit: 2, offset: 2 }), { ids: [a.id], total: 3 });
    t.deepEqual(await page({ offset: 1 }), { ids: [b.id, a.id], total: 3 });
    t.deepEqual(await page({ limit: 2, offset: 5 }), { ids: [], total: 3 });
    t.deepEqual(await page({ limit: 1, author: [1] }), { ids: [c.id], total: 2 });
  });

  test.serial('posts.query: the page size is written into the statement, the offset is bound', async (t) => {
    const { storage } = t.context;
    if (!(storage instanceof SqlStorage)) throw new Error('expects the SQL implementation');
    const { a, b } = await seed(storage);
    const { result, statements } = await storage.statements.measure(() => storage.posts.query({ limit: 2, offset: 1 }));
    t.deepEqual(result.items.map((p) => p.id), [b.id, a.id]);
    t.is(statements.length, 1);
    t.regex(statements[0]!, / limit 2 offset (\?|\$\d+)$/);
    // A page size that is not a whole number is floored before it reaches the SQL text.
    const floored = await storage.statements.measure(() => storage.posts.query({ limit: 1.7 }));
    t.regex(floored.statements[0]!, / limit 1$/);
  });

  test.serial('posts.query: a plain listing (types, statuses, date order, a page) builds and compiles its statement once per shape', async (t) => {
    const { storage } = t.context;
    const { a, b, c, d, e } = await seed(storage);
    const ids = async (q: PostQuery) => (await storage.posts.query(q)).items.map((p) => p.id);
    await ids({ limit: 2, status: ['publish'] });
    let found: number[] = [];
    // Same shape, other values: nothing built or compiled, and the rows of these values.
    t.deepEqual(await kyselyWork(async () => { found = await ids({ limit: 2, status: ['draft'] }); }), NO_KYSELY_WORK);
    t.deepEqual(found, [d.id]);
    await ids({ limit: 2, offset: 1, status: ['publish'] });
    t.deepEqual(await kyselyWork(async () => { found = await ids({ limit: 2, offset: 1, status: ['publish'], type: 'post' }); }), NO_KYSELY_WORK);
    t.deepEqual(found, [b.id, a.id]);
    await ids({ limit: 5, type: ['page', 'post'], status: ['publish', 'draft'], order: 'asc' });
    t.deepEqual(await kyselyWork(async () => { found = await ids({ limit: 5, type: ['post', 'page'], status: ['draft', 'publish'], order: 'asc' }); }), NO_KYSELY_WORK);
    t.deepEqual(found, [a.id, b.id, c.id, d.id, e.id]);
    // A page past the end is counted on its own: the count statement is built then.
    const past = await kyselyWork(async () => { t.deepEqual(await storage.posts.query({ limit: 2, offset: 40, status: ['publish'] }), { items: [], total: 3 }); });
    t.deepEqual(past, { compiles: 1, builds: 2 }, 'the page and its count are built; only the count is compiled');
    // Any other filter builds and compiles its statement as before.
    const other = await kyselyWork(async () => { found = await ids({ limit: 2, status: ['publish'], author: [1] }); });
    t.deepEqual(other, { compiles: 1, builds: 2 });
    t.deepEqual(found, [c.id, a.id]);
  });

  test.serial('posts.query: search matches title, content and excerpt, any case, word by word', async (t) => {
    const { storage } = t.context;
    const { a, b, c, d } = await seed(storage);
    const ids = async (q: PostQuery) => (await storage.posts.query(q)).items.map((p) => p.id);
    t.deepEqual(await ids({ search: 'apple' }), [c.id, b.id, a.id]);
    t.deepEqual(await ids({ search: 'APPLE' }), [c.id, b.id, a.id]);
    t.deepEqual(await ids({ search: 'apple -pie' }), [c.id, a.id]);
    t.deepEqual(await ids({ search: 'apple day' }), [c.id]);
    t.deepEqual(await ids({ search: '"apple a day"' }), [c.id]);
    // Wildcards in the text are literal characters.
    t.deepEqual(await ids({ search: '%', status: 'any' }), [d.id]);
    t.deepEqual(await ids({ search: '_', status: 'any' }), []);
    // Relevance: word in title, then in excerpt, then in content.
    t.deepEqual(await ids({ search: 'apple', orderby: 'relevance' }), [a.id, c.id, b.id]);
  });

  test.serial('posts.query: a search page carries the total of every match, past the last page too', async (t) => {
    const { storage } = t.context;
    const { a, b, c } = await seed(storage);
    const page = async (q: PostQuery): Promise<[number[], number]> => {
      const result = await storage.posts.query(q);
      return [result.items.map((p) => p.id), result.total];
    };
    t.deepEqual(await page({ search: 'apple', limit: 2 }), [[c.id, b.id], 3]);
    t.deepEqual(await page({ search: 'apple', limit: 2, offset: 2 }), [[a.id], 3]);
    t.deepEqual(await page({ search: 'apple', limit: 2, offset: 4 }), [[], 3]);
    t.deepEqual(await page({ search: 'apple', limit: 0 }), [[], 3]);
    t.deepEqual(await page({ search: 'apple', orderby: 'relevance', limit: 1 }), [[a.id], 3]);
    t.deepEqual(await page({ search: 'no such words' }), [[], 0]);
  });

  test.serial('posts.query: a one-word search by relevance (its rank is its filter) pages, counts and filters as any search', async (t) => {
    const { storage } = t.context;
    const { a, b, c, d } = await seed(storage);
    const page = async (q: PostQuery): Promise<[number[], number]> => {
      const result = await storage.posts.query({ orderby: 'relevance', ...q });
      return [result.items.map((p) => p.id), result.total];
    };
    // Title, then excerpt, then content; each page taken from the ranked matches, the total counting them all.
    t.deepEqual(await page({ search: ' Apple ', limit: 2 }), [[a.id, c.id], 3]);
    t.deepEqual(await page({ search: 'apple', limit: 2, offset: 1 }), [[c.id, b.id], 3]);
    t.deepEqual(await page({ search: 'apple', limit: 2, offset: 2 }), [[b.id], 3]);
    t.deepEqual(await page({ search: 'apple', limit: 2, offset: 3 }), [[], 3]);
    t.deepEqual(await page({ search: 'apple', limit: 0 }), [[], 3]);
    // The other conditions still apply to the ranked rows.
    t.deepEqual(await page({ search: 'apple', author: [1] }), [[a.id, c.id], 2]);
    t.deepEqual(await page({ search: '100%', status: 'any' }), [[d.id], 1]);
    t.deepEqual(await page({ search: 'kiwi' }), [[], 0]);
    // Not one plain word: several, a quoted phrase, an exclusion take the general path, with the same answers as before.
    t.deepEqual(await page({ search: 'apple pie' }), [[b.id], 1]);
    // These rank by the phrase as typed (quotes, minus sign and all), which no post holds: newest first.
    t.deepEqual(await page({ search: '"apple"' }), [[c.id, b.id, a.id], 3]);
    t.deepEqual(await page({ search: 'apple -pie' }), [[c.id, a.id], 2]);
  });
}
