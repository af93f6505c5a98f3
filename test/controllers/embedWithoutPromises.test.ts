/**
 * What a posts page `_embed`s from what the page itself read (each item's author, a flat taxonomy's
 * terms) is answered at once: the embedded dispatch gives its response, not a promise of it, so
 * embedding costs no promise per link (each costs a microtask and the request scope's promise hooks).
 */
import test from 'ava';
import { createApp } from '../../src/index';
import { seedDemoContent } from '../../src/cli/seed/seedDemo';
import { isThenable } from '../../src/hooks/Hooks';
import { runAsUser } from '../../src/scope/RequestScope';
import { RestRequest } from '../../src/server/RestRequest';
import type { RestResponse } from '../../src/server/RestResponse';

test('a tag page of a post and an author the posts page read are dispatched without a promise, with the answers a fresh read gives', async (t) => {
  const app = await createApp({ database: ':memory:', baseUrl: 'http://example.test' });
  await seedDemoContent(app.storage, { posts: 12, pages: 0, users: 4, commentsPerPost: 0, tags: 6, categories: 3, seed: 3 });
  const server = app.server;
  const embedded = (path: string): RestRequest => {
    const request = RestRequest.fromPath(path, 'GET');
    request.setParam('context', 'embed');
    return request;
  };
  const { items } = await app.storage.posts.query({ limit: 1, status: ['publish'] });
  const post = items[0]!;
  t.true((await app.storage.terms.getPostTerms(post.id, 'post_tag')).length > 0, 'the post has tags');
  const tagsPath = `/wp/v2/tags?post=${post.id}&per_page=100`;
  const authorPath = `/wp/v2/users/${post.post_author}`;
  // Outside the page's request: what a fresh read answers.
  const expectedTags = (await runAsUser({ id: 0 }, () => server.dispatch(embedded(tagsPath)))).getData();
  const expectedAuthor = (await runAsUser({ id: 0 }, () => server.dispatch(embedded(authorPath)))).getData();

  await runAsUser({ id: 0 }, async () => {
    // The page reads its items' terms and, for `_embed`, their authors.
    const page = RestRequest.fromPath('/wp/v2/posts?per_page=12&_embed=1', 'GET');
    t.is((await server.dispatch(page)).getStatus(), 200);
    const tags = server.dispatchMaybeAsync(embedded(tagsPath));
    const author = server.dispatchMaybeAsync(embedded(authorPath));
    t.false(isThenable(tags), 'the tag page is answered at once');
    t.false(isThenable(author), 'the author is answered at once');
    t.deepEqual((tags as RestResponse).getData(), expectedTags);
    t.deepEqual((author as RestResponse).getData(), expectedAuthor);
  });
});
