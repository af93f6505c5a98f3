import type { UserQuery } from '../../../src/storage/index';
import { test } from './context';
import { kyselyWork, NO_KYSELY_WORK } from './kyselyWork';

export function registerUserQueryTests(): void {
  test.serial('users.query: a plain listing of authors with published posts (by name, a page) builds and compiles its statement once per shape', async (t) => {
    const { storage } = t.context;
    const ann = await storage.users.create({ user_login: 'ann', display_name: 'Ann' });
    const bob = await storage.users.create({ user_login: 'bob', display_name: 'Bob' });
    const cid = await storage.users.create({ user_login: 'cid', display_name: 'Cid' });
    await storage.users.create({ user_login: 'dee', display_name: 'Dee' });
    await storage.posts.create({ post_title: 'p', post_status: 'publish', post_author: ann.id });
    await storage.posts.create({ post_title: 'q', post_status: 'publish', post_author: bob.id, post_type: 'page' });
    await storage.posts.create({ post_title: 'r', post_status: 'publish', post_author: cid.id });
    const ids = async (q: UserQuery) => (await storage.users.query(q)).items.map((u) => u.id);
    await ids({ has_published_posts: ['post', 'page'], orderby: 'name', limit: 2 });
    let found: number[] = [];
    // Same shape, other values: nothing built or compiled, and the rows of these values.
    t.deepEqual(await kyselyWork(async () => { found = await ids({ has_published_posts: ['page', 'nav_menu_item'], orderby: 'name', limit: 2 }); }), NO_KYSELY_WORK);
    t.deepEqual(found, [bob.id]);
    await ids({ has_published_posts: ['post', 'attachment'], order: 'desc', limit: 1, offset: 1 });
    let page: Awaited<ReturnType<typeof storage.users.query>> | undefined;
    t.deepEqual(await kyselyWork(async () => { page = await storage.users.query({ has_published_posts: ['page', 'post'], order: 'desc', limit: 1, offset: 1, withPassword: true }); }), NO_KYSELY_WORK);
    t.deepEqual([page!.items.map((u) => u.id), page!.total], [[bob.id], 3]);
    // A page past the end is counted on its own: the count statement is built then.
    const past = await kyselyWork(async () => { page = await storage.users.query({ has_published_posts: ['page', 'attachment'], order: 'desc', limit: 1, offset: 1 }); });
    t.deepEqual(past, { compiles: 1, builds: 2 }, 'the page and its count are built; only the count is compiled');
    t.deepEqual([page!.items, page!.total], [[], 1]);
    // Any other filter builds and compiles its statement as before.
    const other = await kyselyWork(async () => { found = await ids({ has_published_posts: ['post', 'page'], limit: 2, exclude: [ann.id] }); });
    t.true(other.compiles > 0);
    t.deepEqual(found, [bob.id, cid.id]);
  });

  test.serial('users.query: filters, ordering, paging and total', async (t) => {
    const { storage, clock } = t.context;
    const ann = await storage.users.create({ user_login: 'ann', display_name: 'Ann Admin', user_email: 'ann@b.org', user_url: 'https://b.org', roles: ['administrator'] });
    clock.advance(10);
    const bob = await storage.users.create({ user_login: 'bob', display_name: 'bob builder', user_email: 'zed@a.org', roles: ['subscriber'] });
    clock.advance(10);
    const cid = await storage.users.create({ user_login: 'cid', display_name: 'Cid', user_email: 'cid@c.org', roles: ['contributor', 'subscriber'] });
    clock.advance(10);
    const dee = await storage.users.create({ user_login: 'dee', display_name: 'Dee', user_email: 'dee@d.org', user_url: 'https://a.org' });
    await storage.posts.create({ post_title: 'p', post_status: 'publish', post_author: bob.id });
    await storage.posts.create({ post_title: 'q', post_status: 'draft', post_author: cid.id });
    await storage.posts.create({ post_title: 'r', post_status: 'publish', post_author: dee.id, post_type: 'page' });

    const ids = async (q: UserQuery) => (await storage.users.query(q)).items.map((u) => u.id);
    const cases: [UserQuery, number[]][] = [
      [{}, [ann.id, bob.id, cid.id, dee.id]],
      [{ roles: ['subscriber'] }, [bob.id, cid.id]],
      [{ roles: ['administrator', 'contributor'] }, [ann.id, cid.id]],
      [{ search: 'BUILD' }, [bob.id]],
      [{ search: 'a.org' }, [bob.id, dee.id]],
      [{ include: [dee.id, ann.id] }, [ann.id, dee.id]],
      [{ exclude: [ann.id] }, [bob.id, cid.id, dee.id]],
      [{ slug: ['cid', 'dee'] }, [cid.id, dee.id]],
      [{ who: 'authors' }, [ann.id, cid.id]],
      [{ has_published_posts: true }, [bob.id, dee.id]],
      [{ has_published_posts: ['post'] }, [bob.id]],
      [{ order: 'desc' }, [dee.id, cid.id, bob.id, ann.id]],
      [{ orderby: 'id', order: 'desc' }, [dee.id, cid.id, bob.id, ann.id]],
      [{ orderby: 'registered_date', order: 'desc' }, [dee.id, cid.id, bob.id, ann.id]],
      [{ orderby: 'slug' }, [ann.id, bob.id, cid.id, dee.id]],
      [{ orderby: 'email' }, [ann.id, cid.id, dee.id, bob.id]],
      [{ orderby: 'url', order: 'desc' }, [ann.id, dee.id, cid.id, bob.id]],
      [{ orderby: 'include', include: [cid.id, ann.id] }, [cid.id, ann.id]],
      [{ orderby: 'include_slugs', slug: ['dee', 'bob'] }, [dee.id, bob.id]],
    ];
    for (const [query, expected] of cases) t.deepEqual(await ids(query), expected, JSON.stringify(query));

    const page = await storage.users.query({ limit: 2, offset: 1 });
    t.deepEqual(page.items.map((u) => u.id), [bob.id, cid.id]);
    t.is(page.total, 4);
    t.deepEqual(page.items.map((u) => u.roles), [['subscriber'], ['contributor', 'subscriber']]);
    t.false(page.items.some((u) => 'user_pass' in u));
    t.true((await storage.users.query({ withPassword: true })).items.every((u) => u.user_pass === ''));

    const published = async (types: string[]) => Object.fromEntries(await storage.users.hasPublishedPostsOfMany([ann.id, bob.id, cid.id, dee.id, 9999], types));
    t.deepEqual(await published(['post', 'page']), { [ann.id]: false, [bob.id]: true, [cid.id]: false, [dee.id]: true, 9999: false });
    t.deepEqual(await published(['page']), { [ann.id]: false, [bob.id]: false, [cid.id]: false, [dee.id]: true, 9999: false });
    t.true(await storage.users.hasPublishedPosts(bob.id, ['post']));
    t.false(await storage.users.hasPublishedPosts(cid.id, ['post']));
  });
}
