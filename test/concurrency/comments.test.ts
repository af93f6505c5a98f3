/**
 * Parallel identical comments through HTTP on both backends: one is stored, every other request gets
 * WordPress's `comment_duplicate` 409, and the post's comment count says 1.
 */
import test from 'ava';
import { list, obj } from '../auth-http/site';
import { BACKENDS, adminSite, inParallel, onceMoreOnSocketFailure, statuses } from './backendSites';

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

  test(`${backend}: a subscriber's 5 parallel comments on 5 posts → 1 stored, 4 × comment_flood 400`, async (t) => {
    const { as, site } = await adminSite(t, backend);
    await site.app.users.create({ username: 'sam', email: 'sam@example.com', password: 'sam-pass', roles: ['subscriber'] });
    const sam = await site.login('sam', 'sam-pass');
    const posts: number[] = [];
    for (let i = 0; i < 5; i++) posts.push(obj(await as('POST', '/wp/v2/posts', { json: { title: `Post ${i}`, status: 'publish' } })).id as number);
    const replies = await inParallel(5, (i) => onceMoreOnSocketFailure(() => site.request('POST', '/wp/v2/comments', { session: sam, json: { post: posts[i], content: `Hello ${i}` } })));
    t.deepEqual(statuses(replies), [201, 400, 400, 400, 400], replies.map((r) => `${r.status} ${r.text}`).join('\n'));
    for (const reply of replies.filter((r) => r.status === 400)) {
      t.deepEqual(reply.body, { code: 'comment_flood', message: 'You are posting comments too quickly. Slow down.', data: { status: 400 } });
    }
    t.is(list(await as('GET', '/wp/v2/comments?status=any&per_page=100&context=edit')).length, 1);
  });
}

/** The post's approved comments as the collection's total says. */
async function approvedCount(as: (method: string, path: string) => Promise<{ headers: Headers }>, post: number): Promise<number> {
  return Number((await as('GET', `/wp/v2/comments?post=${post}`)).headers.get('x-wp-total'));
}
