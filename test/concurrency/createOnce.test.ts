/**
 * Things made once on first need or kept unique by a check before the insert, asked for by many
 * requests at once: each check-then-insert runs under `storage.claim`, so on PostgreSQL, too, exactly
 * one is made — the user's global styles of the theme, the fallback navigation menu, a font family per slug.
 */
import test from 'ava';
import { obj } from '../auth-http/site';
import { BACKENDS, adminSite, inParallel, statuses } from './backendSites';

const PARALLEL = 8;

for (const backend of BACKENDS) {
  test(`${backend}: ${PARALLEL} parallel first reads of the active theme make one global styles post, linked by all`, async (t) => {
    t.timeout(120_000);
    const { as, site } = await adminSite(t, backend);
    const replies = await inParallel(PARALLEL, () => as('GET', '/wp/v2/themes?status=active'));
    t.deepEqual(statuses(replies), Array(PARALLEL).fill(200));
    const links = replies.map((reply) => ((reply.body as Array<{ _links: Record<string, Array<{ href: string }>> }>)[0]?._links['wp:user-global-styles']?.[0]?.href));
    t.is(new Set(links).size, 1, links.join('\n'));
    const posts = await site.app.storage.posts.query({ type: 'wp_global_styles', status: 'any' });
    t.is(posts.items.length, 1);
  });

  test(`${backend}: ${PARALLEL} parallel navigation-fallback requests make one navigation menu`, async (t) => {
    t.timeout(120_000);
    const { as, site } = await adminSite(t, backend);
    const replies = await inParallel(PARALLEL, () => as('GET', '/wp-block-editor/v1/navigation-fallback'));
    t.deepEqual(statuses(replies), Array(PARALLEL).fill(200));
    t.is(new Set(replies.map((reply) => obj(reply).id)).size, 1);
    const posts = await site.app.storage.posts.query({ type: 'wp_navigation', status: 'any' });
    t.is(posts.items.length, 1);
  });

  test(`${backend}: ${PARALLEL} parallel creations of one font family → one 201, the rest rest_duplicate_font_family`, async (t) => {
    t.timeout(120_000);
    const { as, site } = await adminSite(t, backend);
    const settings = JSON.stringify({ name: 'Open Sans', slug: 'open-sans', fontFamily: 'Open Sans, sans-serif' });
    const replies = await inParallel(PARALLEL, () => as('POST', '/wp/v2/font-families', { json: { font_family_settings: settings } }));
    t.deepEqual(statuses(replies).sort(), [201, ...Array<number>(PARALLEL - 1).fill(400)]);
    for (const reply of replies.filter((r) => r.status === 400)) t.is(obj(reply).code, 'rest_duplicate_font_family');
    const posts = await site.app.storage.posts.query({ type: 'wp_font_family', status: 'any' });
    t.is(posts.items.length, 1);
  });
}

test('claim outside a transaction is refused: its lock would have nothing to end it', async (t) => {
  const { site } = await adminSite(t, 'sqlite');
  await t.throwsAsync(() => site.app.storage.claim('anything'), { message: 'claim() holds its lock until the transaction ends: call it inside storage.transaction().' });
  await t.notThrowsAsync(() => site.app.storage.transaction(() => site.app.storage.claim('anything')));
});
