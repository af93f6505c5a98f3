/**
 * Parallel term creation through HTTP on both backends: one tag per name is stored, every other request
 * gets WordPress's `term_exists` 400 naming it, never a 500 or a second tag.
 */
import test from 'ava';
import { list, obj } from '../auth-http/site';
import { BACKENDS, adminSite, inParallel, statuses } from './backendSites';

for (const backend of BACKENDS) {
  test(`${backend}: 12 parallel tags with one name → 1 stored, 11 × term_exists 400`, async (t) => {
    const { as } = await adminSite(t, backend);
    const replies = await inParallel(12, () => as('POST', '/wp/v2/tags', { json: { name: 'Race Tag' } }));
    t.deepEqual(statuses(replies), [201, ...Array(11).fill(400)], replies.map((r) => `${r.status} ${r.text}`).join('\n'));
    const winner = obj(replies.find((r) => r.status === 201)!);
    t.is(winner.slug, 'race-tag');
    for (const reply of replies.filter((r) => r.status === 400)) {
      t.deepEqual(reply.body, {
        code: 'term_exists',
        message: 'A term with the name provided already exists in this taxonomy.',
        data: { status: 400, term_id: winner.id },
        // WordPress's add_data keeps the error's earlier data (the term id, twice) here.
        additional_data: [winner.id, winner.id],
      });
    }
    const stored = list(await as('GET', '/wp/v2/tags?search=race&per_page=100'));
    t.deepEqual(stored.map((tag) => tag.id), [winner.id]);
  });

  test(`${backend}: 12 parallel categories with one name and parent → 1 stored; another parent is fine`, async (t) => {
    const { as } = await adminSite(t, backend);
    const parent = obj(await as('POST', '/wp/v2/categories', { json: { name: 'Parent' } })).id as number;
    const replies = await inParallel(12, (i) => as('POST', '/wp/v2/categories', { json: { name: i % 2 === 0 ? 'Child' : 'CHILD', parent } }));
    t.deepEqual(statuses(replies), [201, ...Array(11).fill(400)], replies.map((r) => `${r.status} ${r.text}`).join('\n'));
    const winner = obj(replies.find((r) => r.status === 201)!);
    for (const reply of replies.filter((r) => r.status === 400)) {
      t.deepEqual(reply.body, {
        code: 'term_exists',
        message: 'A term with the name provided already exists with this parent.',
        data: { status: 400, term_id: winner.id },
        // WordPress's add_data keeps the error's earlier data (the term id, twice) here.
        additional_data: [winner.id, winner.id],
      });
    }
    t.deepEqual(list(await as('GET', `/wp/v2/categories?parent=${parent}`)).map((c) => c.id), [winner.id]);
    // The same name at the top level is another level: allowed, with the slug made unique.
    const top = await as('POST', '/wp/v2/categories', { json: { name: 'Child' } });
    t.is(top.status, 201);
  });

  test(`${backend}: parallel tags sharing a name with distinct explicit slugs are all stored, as WordPress allows`, async (t) => {
    const { as } = await adminSite(t, backend);
    const replies = await inParallel(6, (i) => as('POST', '/wp/v2/tags', { json: { name: 'Shared', slug: `shared-${i}` } }));
    t.deepEqual(statuses(replies), Array(6).fill(201), replies.map((r) => `${r.status} ${r.text}`).join('\n'));
    const stored = list(await as('GET', '/wp/v2/tags?search=shared&per_page=100'));
    t.deepEqual(stored.map((tag) => tag.slug).sort(), Array.from({ length: 6 }, (_, i) => `shared-${i}`));
    // Without a slug of its own, the name is taken.
    const again = await as('POST', '/wp/v2/tags', { json: { name: 'shared' } });
    t.is(again.status, 400);
    t.is(obj(again).code, 'term_exists');
  });
}
