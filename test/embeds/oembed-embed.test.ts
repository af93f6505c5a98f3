import test from 'ava';
import { testOnEachBackend } from '../storage/backends';
import { errorBody, startRoleSite, type RoleSite } from './roleSite';

const BASE = 'http://127.0.0.1:8088';
const INVALID = errorBody('oembed_invalid_url', 'Not Found', 404);

async function siteWithPosts(options: Record<string, unknown> = {}): Promise<{ site: RoleSite; published: number; draft: number; child: number }> {
  const site = await startRoleSite(options);
  await site.app.storage.options.set('blogname', 'Embed Test Site');
  const posts = site.app.storage.posts;
  const published = (await posts.create({ post_type: 'post', post_status: 'publish', post_title: 'Hello & welcome', post_name: 'hello-world', post_author: site.ids.editor })).id;
  const draft = (await posts.create({ post_type: 'post', post_status: 'draft', post_title: 'Not yet', post_name: 'not-yet', post_author: site.ids.editor })).id;
  const parent = (await posts.create({ post_type: 'page', post_status: 'publish', post_title: 'About', post_name: 'about', post_author: site.ids.administrator })).id;
  const child = (await posts.create({ post_type: 'page', post_status: 'publish', post_title: 'Team', post_name: 'team', post_parent: parent, post_author: site.ids.administrator })).id;
  return { site, published, draft, child };
}

const embed = (url: string, extra = ''): string => `/oembed/1.0/embed?url=${encodeURIComponent(url)}${extra}`;

testOnEachBackend('a published post is embedded with WordPress\'s rich oEmbed answer, to anyone', 'oembed_embed', async (t, database) => {
  const { site } = await siteWithPosts({ ...database });
  t.teardown(() => site.close());
  const reply = await site.get(embed(`${BASE}/hello-world/`));
  t.is(reply.status, 200);
  const body = reply.body as Record<string, unknown>;
  t.deepEqual(Object.keys(body), ['version', 'provider_name', 'provider_url', 'author_name', 'author_url', 'title', 'type', 'width', 'height', 'html']);
  const { html, ...facts } = body;
  t.deepEqual(facts, {
    version: '1.0', provider_name: 'Embed Test Site', provider_url: BASE, author_name: 'The editor', author_url: `${BASE}/author/editor/`,
    title: 'Hello &#038; welcome', type: 'rich', width: 600, height: 338,
  });
  const match = /^<blockquote class="wp-embedded-content" data-secret="([A-Za-z0-9]{10})"><a href="http:\/\/127\.0\.0\.1:8088\/hello-world\/">Hello &#038; welcome<\/a><\/blockquote><iframe sandbox="allow-scripts" security="restricted" src="http:\/\/127\.0\.0\.1:8088\/hello-world\/embed\/#\?secret=\1" width="600" height="338" title="&#8220;Hello &#038; welcome&#8221; &#8212; Embed Test Site" data-secret="\1" frameborder="0" marginwidth="0" marginheight="0" scrolling="no" class="wp-embedded-content"><\/iframe>$/.exec(String(html));
  t.truthy(match, String(html));
});

test('maxwidth is clamped to 200..600 and the height follows at 16:9 (at least 200)', async (t) => {
  const { site } = await siteWithPosts();
  t.teardown(() => site.close());
  const sizes = async (extra: string): Promise<unknown[]> => {
    const body = (await site.get(embed(`${BASE}/hello-world/`, extra))).body as Record<string, unknown>;
    return [body.width, body.height];
  };
  t.deepEqual(await sizes('&maxwidth=100'), [200, 200]);
  t.deepEqual(await sizes('&maxwidth=400'), [400, 225]);
  t.deepEqual(await sizes('&maxwidth=9000'), [600, 338]);
  t.deepEqual(await sizes('&maxwidth=-480'), [480, 270]);
});

test('query-string, nested page and /embed/ forms of our URLs resolve to their posts', async (t) => {
  const { site, published, child } = await siteWithPosts();
  t.teardown(() => site.close());
  const titleOf = async (url: string): Promise<unknown> => ((await site.get(embed(url))).body as Record<string, unknown>).title;
  t.is(await titleOf(`${BASE}/?p=${published}`), 'Hello &#038; welcome');
  t.is(await titleOf(`${BASE}/about/team/`), 'Team');
  t.is(await titleOf(`${BASE}/?page_id=${child}`), 'Team');
  t.is(await titleOf(`${BASE}/hello-world/embed/`), 'Hello &#038; welcome');
});

test('drafts, unknown paths, other hosts and wrong parents answer oembed_invalid_url 404', async (t) => {
  const { site, draft } = await siteWithPosts();
  t.teardown(() => site.close());
  for (const url of [`${BASE}/?p=${draft}`, `${BASE}/not-yet/`, `${BASE}/nothing-here/`, 'https://example.com/hello-world/', `${BASE}/team/`, `${BASE}/?p=999`]) {
    const reply = await site.get(embed(url));
    t.deepEqual([reply.status, reply.body], [404, INVALID], url);
  }
});

test('the url is required; an unknown format falls back to json', async (t) => {
  const { site } = await siteWithPosts();
  t.teardown(() => site.close());
  const missing = await site.get('/oembed/1.0/embed');
  t.deepEqual([missing.status, missing.body], [400, { code: 'rest_missing_callback_param', message: 'Missing parameter(s): url', data: { status: 400, params: ['url'] } }]);
  const bogus = await site.get(embed(`${BASE}/hello-world/`, '&format=yaml'));
  t.is(bogus.status, 200);
  t.is(bogus.headers.get('content-type'), 'application/json; charset=UTF-8');
});

test('format=xml answers oEmbed XML, errors included', async (t) => {
  const { site } = await siteWithPosts();
  t.teardown(() => site.close());
  const reply = await site.get(embed(`${BASE}/hello-world/`, '&format=xml&maxwidth=400'));
  t.is(reply.status, 200);
  t.is(reply.headers.get('content-type'), 'text/xml; charset=UTF-8');
  t.true(reply.text.startsWith('<?xml version="1.0"?>\n<oembed><version>1.0</version><provider_name>Embed Test Site</provider_name>'), reply.text);
  t.regex(reply.text, /<title>Hello &#038; welcome<\/title><type>rich<\/type><width>400<\/width><height>225<\/height><html>&lt;blockquote /);
  const missing = await site.get(embed(`${BASE}/nothing-here/`, '&format=xml'));
  t.is(missing.status, 404);
  t.is(missing.text, '<?xml version="1.0"?>\n<oembed><code>oembed_invalid_url</code><message>Not Found</message><data><status>404</status></data></oembed>\n');
});
