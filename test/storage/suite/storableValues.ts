import { CompiledQuery } from 'kysely';
import { StorageRangeError } from '../../../src/storage/index';
import { SqlStorage } from '../../../src/storage/index';
import { test } from './context';

export function registerStorableValueTests(): void {
  test.serial('ids are 64-bit on both backends and come back as numbers', async (t) => {
    const { storage } = t.context;
    if (!(storage instanceof SqlStorage)) throw new Error('expects the SQL implementation');
    const big = 2 ** 40;
    await storage.kysely.insertInto('posts').values({
      id: big, post_author: 3_000_000_000, post_title: 'far', post_type: 'post', post_status: 'publish', post_parent: 0, menu_order: 2 ** 35,
    } as never).execute();
    const post = await storage.posts.get(big);
    t.is(post?.id, big);
    t.is(post?.post_author, 3_000_000_000);
    t.is(post?.menu_order, 2 ** 35);
    t.deepEqual((await storage.posts.query({ include: [big] })).items.map((p) => p.id), [big]);
  });

  test.serial('numbers beyond 2^53 never reach SQL: lookups find nothing, filters ignore them, writes are refused', async (t) => {
    const { storage } = t.context;
    const post = await storage.posts.create({ post_title: 'near', post_status: 'publish' });
    t.is(await storage.posts.get(1e20), undefined);
    t.is(await storage.users.getById(2 ** 60), undefined);
    t.is(await storage.comments.get(Number.MAX_SAFE_INTEGER + 2), undefined);
    t.is(await storage.terms.get(1e20), undefined);
    t.deepEqual((await storage.posts.query({ include: [1e20] })).items, []);
    t.deepEqual((await storage.posts.query({ include: [1e20, post.id] })).items.map((p) => p.id), [post.id]);
    t.deepEqual((await storage.posts.query({ exclude: [1e20] })).items.map((p) => p.id), [post.id]);
    t.deepEqual((await storage.posts.query({ author: [1e20] })).items, []);
    t.deepEqual((await storage.posts.query({ offset: 1e21, limit: 10 })).items, []);
    const refused = await t.throwsAsync(storage.posts.update(post.id, { menu_order: 1e20 }), { instanceOf: StorageRangeError });
    t.is(refused?.column, 'menu_order');
    await t.throwsAsync(storage.comments.create({ comment_post_id: post.id, comment_parent: 1e20, comment_content: 'x' }), {
      instanceOf: StorageRangeError,
      message: '100000000000000000000 is out of the range of integers that can be stored in comment_parent.',
    });
    t.is((await storage.comments.query({})).total, 0, 'nothing was stored');
  });

  test.serial('NUL characters are dropped from text on both backends (PostgreSQL text cannot hold them)', async (t) => {
    const { storage } = t.context;
    const post = await storage.posts.create({ post_title: 'a\u0000b', post_content: '\u0000c', post_status: 'publish' });
    t.is((await storage.posts.get(post.id))?.post_title, 'ab');
    t.deepEqual((await storage.posts.query({ search: 'a\u0000b' })).items.map((p) => p.id), [post.id]);
    const term = await storage.terms.create({ name: 't\u0000g', taxonomy: 'post_tag', slug: 't-g' });
    t.is(term.name, 'tg');
    const user = await storage.users.create({ user_login: 'nul\u0000user', display_name: 'N\u0000' });
    t.is(user.user_login, 'nuluser');
    t.is(user.display_name, 'N');
  });

  test.serial('a statement compiled by hand is guarded on its way to the driver too', async (t) => {
    const { storage } = t.context;
    if (!(storage instanceof SqlStorage)) throw new Error('expects the SQL implementation');
    const text = storage.dialect === 'postgres' ? 'select $1::text as v' : 'select ? as v';
    const { rows } = await storage.kysely.executeQuery<{ v: string }>(CompiledQuery.raw(text, ['a\u0000b']));
    t.deepEqual(rows, [{ v: 'ab' }]);
    const number = storage.dialect === 'postgres' ? 'select $1::bigint as v' : 'select ? as v';
    await t.throwsAsync(storage.kysely.executeQuery(CompiledQuery.raw(number, [1e20])), {
      instanceOf: StorageRangeError,
      message: '100000000000000000000 is out of the range of integers that can be stored.',
    });
  });
}
