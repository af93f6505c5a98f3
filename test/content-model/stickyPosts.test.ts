/** Sticky posts in /wp/v2/posts as WordPress 7.1: first on page 1 only with ignore_sticky=false, and the `sticky` filter; on SQLite and PostgreSQL. */
import test from 'ava';
import { list } from '../auth-http/site';
import { BACKENDS, bookSite } from './bookSite';

for (const backend of BACKENDS) {
  test(`sticky posts: the filter, and first on page 1 only when ignore_sticky=false (${backend})`, async (t) => {
    const { site, as } = await bookSite(t, backend);
    const posts = site.app.storage.posts;
    const at = (day: number): { post_date: string; post_date_gmt: string } => ({ post_date: `2026-01-0${day} 10:00:00`, post_date_gmt: `2026-01-0${day} 10:00:00` });
    const make = async (title: string, day: number, sticky: boolean, status = 'publish'): Promise<number> =>
      (await posts.create({ post_title: title, post_status: status, ...at(day), sticky })).id;
    const a = await make('a', 1, true);
    const b = await make('b', 2, false);
    const c = await make('c', 3, false);
    const d = await make('d', 4, true);
    const e = await make('e', 5, false);
    await make('draft', 6, true, 'draft');
    const ids = async (query: string): Promise<number[]> => {
      const reply = await as(undefined, 'GET', `/wp/v2/posts?${query}`);
      t.is(reply.status, 200, reply.text);
      return list(reply).map((post) => post.id as number);
    };

    t.deepEqual(await ids('per_page=2'), [e, d], 'ignore_sticky defaults to true: date order');
    const first = await as(undefined, 'GET', '/wp/v2/posts?per_page=2&ignore_sticky=false');
    t.deepEqual(list(first).map((post) => post.id), [d, a, e], "the page's sticky post moves first, the other published one follows it");
    t.is(first.headers.get('x-wp-total'), '5', 'the totals are those of the query');
    t.is(first.headers.get('x-wp-totalpages'), '3');
    t.deepEqual(await ids('per_page=2&page=2&ignore_sticky=false'), [c, b], 'only page 1');
    t.deepEqual(await ids(`per_page=2&ignore_sticky=false&exclude=${a}`), [d, e], 'an excluded sticky post is not added');
    t.deepEqual(await ids('per_page=2&ignore_sticky=false&order=asc'), [a, d, b], 'whatever the order');
    t.deepEqual(await ids('ignore_sticky=false&search=e'), [e], 'not in a search');
    t.deepEqual(await ids(`ignore_sticky=false&include=${b},${c}`), [c, b], 'not with include');
    const news = await site.app.storage.terms.create({ name: 'News', taxonomy: 'category' });
    for (const id of [a, c, e]) await site.app.storage.terms.setPostTerms(id, 'category', [news.term_id]);
    t.deepEqual(await ids(`ignore_sticky=false&categories=${news.term_id}`), [e, c, a], 'not with a taxonomy filter');

    t.deepEqual(await ids('sticky=true'), [d, a], 'sticky=true: only the sticky ones');
    t.deepEqual(await ids('sticky=true&ignore_sticky=false'), [d, a]);
    t.deepEqual(await ids(`sticky=true&include=${a},${b}`), [a]);
    t.deepEqual(await ids('sticky=false'), [e, c, b], 'sticky=false: none of them');
    t.deepEqual(await ids('sticky=false&ignore_sticky=false&per_page=2'), [e, c]);
    t.deepEqual(await ids('per_page=2&ignore_sticky=false&_fields=id').then((found) => found.length), 3);
  });
}
