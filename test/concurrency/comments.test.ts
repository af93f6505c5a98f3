/**
 * Parallel identical comments through HTTP on both backends: one is stored, every other request gets
 * WordPress's `comment_duplicate` 409, and the post's comment count says 1.
 */
import test from 'ava';
import { list, obj } from '../auth-http/site';
import { BACKENDS, adminSite, inParallel, statuses } from './backendSites';

const DUPLICATE = {
  code: 'comment_duplicate',
  message: 'Duplicate comment detected; it looks as though you&#8217;ve already said that!',
  data: { status: 409 },
};

for (const backend of BACKENDS) {
  test(`${backend}: 10 parallel identical comments → 1 stored, 9 × comment_duplicate 409`, async (t) => {
    const { as } = await adminSite(t, backend);
    const post = obj(await as('POST', '/wp/v2/posts', { json: { title: 'Thread', status: 'publish' } })).id as number;
    const replies = await inParallel(10, () => as('POST', '/wp/v2/comments', { json: { post, content: 'Same words' } }));
    t.deepEqual(statuses(replies), [201, ...Array(9).fill(409)], replies.map((r) => `${r.status} ${r.text}`).join('\n'));
    for (const reply of replies.filter((r) => r.status === 409)) t.deepEqual(reply.body, DUPLICATE);
    const stored = list(await as('GET', `/wp/v2/comments?post=${post}&status=any&context=edit`));
    t.is(stored.length, 1);
    t.is((stored[0]!.content as { raw: string }).raw, 'Same words');
    // Different words on the same post at the same time are all kept (administrators are not throttled).
    const distinct = await inParallel(5, (i) => as('POST', '/wp/v2/comments', { json: { post, content: `Words ${i}` } }));
    t.deepEqual(statuses(distinct), Array(5).fill(201));
    const count = await approvedCount(as, post);
    t.is(count, 6);
  });
}

/** The post's approved comments as the collection's total says. */
async function approvedCount(as: (method: string, path: string) => Promise<{ headers: Headers }>, post: number): Promise<number> {
  return Number((await as('GET', `/wp/v2/comments?post=${post}`)).headers.get('x-wp-total'));
}
