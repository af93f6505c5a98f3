/**
 * Parallel post writes through HTTP on both backends: partial updates of different fields all survive,
 * each title update gets its own revision, and posts published at once with one slug get distinct slugs.
 */
import test from 'ava';
import { obj, list } from '../auth-http/site';
import { BACKENDS, adminSite, inParallel, statuses } from './backendSites';

for (const backend of BACKENDS) {
  test(`${backend}: 3 parallel PATCHes of different fields of one post all survive`, async (t) => {
    const { as } = await adminSite(t, backend);
    const created = obj(await as('POST', '/wp/v2/posts', { json: { title: 'T0', content: 'C0', excerpt: 'E0', status: 'publish' } }));
    const id = created.id as number;
    for (let round = 1; round <= 5; round++) {
      const replies = await Promise.all([
        as('PATCH', `/wp/v2/posts/${id}`, { json: { title: `T${round}` } }),
        as('PATCH', `/wp/v2/posts/${id}`, { json: { content: `C${round}` } }),
        as('PATCH', `/wp/v2/posts/${id}`, { json: { excerpt: `E${round}` } }),
      ]);
      t.deepEqual(statuses(replies), [200, 200, 200], replies.map((r) => r.text).join('\n'));
      const post = obj(await as('GET', `/wp/v2/posts/${id}?context=edit`));
      t.is((post.title as { raw: string }).raw, `T${round}`, `round ${round}: title`);
      t.is((post.content as { raw: string }).raw, `C${round}`, `round ${round}: content`);
      t.is((post.excerpt as { raw: string }).raw, `E${round}`, `round ${round}: excerpt`);
    }
  });

  test(`${backend}: 30 parallel title updates each get their own revision`, async (t) => {
    const { as } = await adminSite(t, backend);
    const id = obj(await as('POST', '/wp/v2/posts', { json: { title: 'Start', status: 'publish' } })).id as number;
    const titles = Array.from({ length: 30 }, (_, i) => `Title ${i}`);
    const replies = await inParallel(titles.length, (i) => as('PATCH', `/wp/v2/posts/${id}`, { json: { title: titles[i] } }));
    t.deepEqual(statuses(replies), Array(30).fill(200), replies.find((r) => r.status !== 200)?.text);
    const revisions = list(await as('GET', `/wp/v2/posts/${id}/revisions?per_page=100&context=edit`));
    const revisionTitles = revisions.map((r) => (r.title as { raw: string }).raw);
    // The first change keeps the starting state once, then one revision per update: 31 in all.
    t.is(revisions.length, 31);
    t.deepEqual([...revisionTitles].sort(), ['Start', ...titles].sort());
    const final = obj(await as('GET', `/wp/v2/posts/${id}?context=edit`));
    // The newest revision records the title the post ended with.
    t.is(revisionTitles[0], (final.title as { raw: string }).raw);
  });

  test(`${backend}: 15 parallel posts with one slug get the slug and -2 … -15`, async (t) => {
    const { as } = await adminSite(t, backend);
    const replies = await inParallel(15, (i) => as('POST', '/wp/v2/posts', { json: { title: `Same ${i}`, slug: 'same-slug', status: 'publish' } }));
    t.deepEqual(statuses(replies), Array(15).fill(201), replies.find((r) => r.status !== 201)?.text);
    const slugs = replies.map((r) => obj(r).slug as string).sort();
    const expected = ['same-slug', ...Array.from({ length: 14 }, (_, i) => `same-slug-${i + 2}`)].sort();
    t.deepEqual(slugs, expected);
    const stored = list(await as('GET', '/wp/v2/posts?per_page=100&_fields=slug'));
    t.deepEqual(stored.map((p) => p.slug as string).sort(), expected);
  });
}
