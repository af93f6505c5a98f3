import test, { type ExecutionContext } from 'ava';
import { startFakeRemoteSite, type FakeRemoteSite } from './fakeRemoteSite';
import { errorBody, startRoleSite, type RoleSite } from './roleSite';

const BASE = 'http://127.0.0.1:8088';
const INVALID = errorBody('oembed_invalid_url', 'Not Found', 404);
const proxy = (url: string, extra = ''): string => `/oembed/1.0/proxy?url=${encodeURIComponent(url)}${extra}`;

/** A video site with a provider endpoint, and a blog that announces its endpoint in a link tag. */
async function remoteSite(): Promise<FakeRemoteSite> {
  let origin = '';
  const remote = await startFakeRemoteSite({
    '/oembed': {
      type: 'application/json',
      body: (query) => JSON.stringify({
        version: '1.0', type: 'video', provider_name: 'Fake Video', title: `Clip of ${query.get('url')}`, width: Number(query.get('maxwidth')), height: 300,
        html: `<iframe src="${origin}/player/1" width="${query.get('maxwidth')}" height="300"></iframe>`,
      }),
    },
    '/blog/post': { body: '<html><head><link rel="alternate" type="application/json+oembed" href="/blog-oembed?url=x&amp;format=json"></head><body>post</body></html>' },
    '/blog-oembed': {
      type: 'application/json',
      body: JSON.stringify({
        version: '1.0', type: 'rich', title: 'A blog post',
        html: '<blockquote class="x"><a href="https://blog.example/post">A blog post</a><script>alert(1)</script></blockquote><iframe src="https://blog.example/embed" width="500" height="300" onload="steal()" title="Blog"></iframe><script>alert(2)</script>',
      }),
    },
    '/plain': { body: '<html><head><title>No oEmbed here</title></head><body></body></html>' },
  });
  origin = remote.origin;
  return remote;
}

/** The remote site and an app allowed to reach it (or only `hosts`), both closed after the test. */
async function proxySites(t: ExecutionContext, hosts?: string[]): Promise<{ site: RoleSite; remote: FakeRemoteSite }> {
  const remote = await remoteSite();
  const site = await startRoleSite({
    remoteFetcher: (url, init) => fetch(url, init),
    remoteHosts: hosts ?? [remote.host],
    oembedProviders: [{ pattern: `${remote.origin}/videos/*`, endpoint: `${remote.origin}/oembed` }],
  });
  t.teardown(async () => {
    await site.close();
    await remote.close();
  });
  return { site, remote };
}

test('the proxy needs edit_posts', async (t) => {
  const site = await startRoleSite();
  t.teardown(() => site.close());
  const message = 'Sorry, you are not allowed to make proxied oEmbed requests.';
  const anonymous = await site.get(proxy('https://example.com/video'));
  t.deepEqual([anonymous.status, anonymous.body], [401, errorBody('rest_forbidden', message, 401)]);
  const subscriber = await site.get(proxy('https://example.com/video'), 'subscriber');
  t.deepEqual([subscriber.status, subscriber.body], [403, errorBody('rest_forbidden', message, 403)]);
  // Allowed, but with no remote fetcher nothing can be fetched.
  const contributor = await site.get(proxy('https://example.com/video'), 'contributor');
  t.deepEqual([contributor.status, contributor.body], [404, INVALID]);
});

test('a URL of this site is answered from its post without any request', async (t) => {
  const site = await startRoleSite();
  t.teardown(() => site.close());
  await site.app.storage.posts.create({ post_type: 'post', post_status: 'publish', post_title: 'Local', post_name: 'local', post_author: site.ids.author });
  const reply = await site.get(proxy(`${BASE}/local/`, '&maxwidth=320'), 'author');
  t.is(reply.status, 200);
  const body = reply.body as Record<string, unknown>;
  t.deepEqual([body.title, body.type, body.width, body.height, body.author_name], ['Local', 'rich', 320, 200, 'The author']);
});

test('a sanctioned provider is asked through the fetcher with WordPress\'s arguments, and its answer is cached', async (t) => {
  const { site, remote } = await proxySites(t);
  const url = `${remote.origin}/videos/42`;
  const reply = await site.get(proxy(url, '&maxwidth=480&maxheight=270'), 'editor');
  t.is(reply.status, 200);
  t.deepEqual(reply.body, {
    version: '1.0', type: 'video', provider_name: 'Fake Video', title: `Clip of ${url}`, width: 480, height: 300,
    html: `<iframe title="Clip of ${url}" src="${remote.origin}/player/1" width="480" height="300"></iframe>`,
  });
  t.is(remote.requests.length, 1);
  const asked = remote.requests[0]!;
  t.is(asked.path, '/oembed');
  t.deepEqual(Object.fromEntries(asked.query), { maxwidth: '480', maxheight: '270', url, dnt: '1', format: 'json' });
  // The same arguments again: served from the cache, nothing fetched.
  const again = await site.get(proxy(url, '&maxwidth=480&maxheight=270'), 'editor');
  t.deepEqual(again.body, reply.body);
  t.is(remote.requests.length, 1);
});

test('an unsanctioned page is discovered through its link tag and its markup reduced to a sandboxed iframe', async (t) => {
  const { site, remote } = await proxySites(t);
  const reply = await site.get(proxy(`${remote.origin}/blog/post`), 'editor');
  t.is(reply.status, 200);
  t.deepEqual(reply.body, {
    version: '1.0', type: 'rich', title: 'A blog post',
    html: '<blockquote class="wp-embedded-content"><a href="https://blog.example/post">A blog post</a>alert(1)</blockquote><iframe class="wp-embedded-content" sandbox="allow-scripts" security="restricted" src="https://blog.example/embed" width="500" height="300" title="Blog"></iframe>',
  });
  t.deepEqual(remote.requests.map((request) => request.path), ['/blog/post', '/blog-oembed']);
  t.is(remote.requests[1]!.query.get('url'), `${remote.origin}/blog/post`);
});

test('without discovery, or for a page without an endpoint, the proxy answers oembed_invalid_url', async (t) => {
  const { site, remote } = await proxySites(t);
  const undiscovered = await site.get(proxy(`${remote.origin}/blog/post`, '&discover=false'), 'editor');
  t.deepEqual([undiscovered.status, undiscovered.body], [404, INVALID]);
  t.is(remote.requests.length, 0);
  const plain = await site.get(proxy(`${remote.origin}/plain`), 'editor');
  t.deepEqual([plain.status, plain.body], [404, INVALID]);
  const badFormat = await site.get(proxy(`${remote.origin}/videos/1`, '&format=yaml'), 'editor');
  t.is(badFormat.status, 400);
  t.is((badFormat.body as { code: string }).code, 'rest_invalid_param');
});

test('hosts off the allow-list are never contacted', async (t) => {
  const { site, remote } = await proxySites(t, ['example.com']);
  const reply = await site.get(proxy(`${remote.origin}/videos/42`), 'editor');
  t.deepEqual([reply.status, reply.body], [404, INVALID]);
  t.is(remote.requests.length, 0);
});
