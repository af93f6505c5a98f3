import type { MetaStore, Storage } from '../../../src/storage/index';
import { test } from './context';

/** One object of each kind with meta, so the same checks run on all four meta stores. */
const kinds: [string, (s: Storage) => Promise<[MetaStore, number]>][] = [
  ['post', async (s) => [s.posts.meta, (await s.posts.create({ post_title: 'm' })).id]],
  ['term', async (s) => [s.terms.meta, (await s.terms.create({ name: 'm', taxonomy: 'category' })).term_id]],
  ['user', async (s) => [s.users.meta, (await s.users.create({ user_login: 'm' })).id]],
  ['comment', async (s) => {
    const post = await s.posts.create({ post_title: 'c' });
    return [s.comments.meta, (await s.comments.create({ comment_post_id: post.id })).comment_id];
  }],
];

export function registerMetaTests(): void {
  for (const [kind, make] of kinds) {
    test.serial(`${kind} meta: several values per key, JSON values, update, set, delete`, async (t) => {
      const [meta, id] = await make(t.context.storage);
      t.deepEqual(await meta.get(id, 'color'), []);
      t.true(typeof (await meta.add(id, 'color', 'red')) === 'number');
      await meta.add(id, 'color', 'blue');
      await meta.add(id, 'shape', { sides: 3, tags: ['a', true, null] });
      t.deepEqual(await meta.get(id, 'color'), ['red', 'blue']);
      t.deepEqual(await meta.getAll(id), { color: ['red', 'blue'], shape: [{ sides: 3, tags: ['a', true, null] }] });
      // unique add refuses an existing key
      t.is(await meta.add(id, 'color', 'green', true), false);
      t.true(typeof (await meta.add(id, 'size', 4, true)) === 'number');
      // update with a previous value touches only matching rows
      t.true(await meta.update(id, 'color', 'navy', 'blue'));
      t.deepEqual(await meta.get(id, 'color'), ['red', 'navy']);
      t.false(await meta.update(id, 'color', 'x', 'nope'));
      // update without one sets every row; on a missing key it adds
      t.true(await meta.update(id, 'color', 'black'));
      t.deepEqual(await meta.get(id, 'color'), ['black', 'black']);
      t.true(await meta.update(id, 'new', 1.5));
      t.deepEqual(await meta.get(id, 'new'), [1.5]);
      await meta.set(id, 'color', ['c1', 'c2', 'c3']);
      t.deepEqual(await meta.get(id, 'color'), ['c1', 'c2', 'c3']);
      t.is(await meta.delete(id, 'color', 'c2'), 1);
      t.deepEqual(await meta.get(id, 'color'), ['c1', 'c3']);
      t.is(await meta.delete(id, 'color'), 2);
      t.deepEqual(await meta.get(id, 'color'), []);
      await meta.set(id, 'size', []);
      t.deepEqual(Object.keys(await meta.getAll(id)).sort(), ['new', 'shape']);
    });
  }
}
