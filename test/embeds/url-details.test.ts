import test, { type ExecutionContext } from 'ava';
import { startFakeRemoteSite, type FakeRemoteSite } from './fakeRemoteSite';
import { errorBody, startRoleSite, type RoleSite } from './roleSite';

const details = (url: string): string => `/wp-block-editor/v1/url-details?url=${encodeURIComponent(url)}`;
const NO_RESPONSE = errorBody('no_response', 'URL not found. Response returned a non-200 status code for this URL.', 404);

const PAGE = `<!DOCTYPE html><html><head>
<meta charset="utf-8">
<title> Caf&eacute; &amp; <b>Bar</b> </title>
<link rel="stylesheet" href="/style.css">
<link rel="shortcut icon" href="https://cdn.example/favicon.ico">
<!-- <meta name="description" content="commented out"> -->
<meta name="description" content="Coffee &amp; cake, &lt;i&gt;daily&lt;/i&gt;.">
<meta property="og:image" content="/images/cover.jpg">
</head><body><title>Not this one</title></body></html>`;

/** The remote site and an app allowed to reach it, both closed after the test. */
async function sites(t: ExecutionContext): Promise<{ site: RoleSite; remote: FakeRemoteSite }> {
  const remote = await startFakeRemoteSite({
    '/cafe': { body: PAGE },
    '/gone': { status: 410, body: 'gone' },
    '/empty': { body: '' },
    '/relative-icon': { body: '<head><title>x</title><link rel="icon" href="favicon.png"><meta property="og:image:url" content="data:image/png;base64,AAAA"></head>' },
  });
  const site = await startRoleSite({ remoteFetcher: (url, init) => fetch(url, init), remoteHosts: [remote.host] });
  t.teardown(async () => {
    await site.close();
    await remote.close();
  });
  return { site, remote };
}

test('reading remote URLs needs edit_posts (of any post type)', async (t) => {
  const site = await startRoleSite();
  t.teardown(() => site.close());
  const message = 'Sorry, you are not allowed to process remote URLs.';
  const anonymous = await site.get(details('https://example.com/'));
  t.deepEqual([anonymous.status, anonymous.body], [401, errorBody('rest_cannot_view_url_details', message, 401)]);
  const subscriber = await site.get(details('https://example.com/'), 'subscriber');
  t.deepEqual([subscriber.status, subscriber.body], [403, errorBody('rest_cannot_view_url_details', message, 403)]);
  // Allowed; with no remote fetcher configured nothing is fetched.
  const contributor = await site.get(details('https://example.com/'), 'contributor');
  t.deepEqual([contributor.status, contributor.body], [404, NO_RESPONSE]);
});

test('title, icon, description and image are read from the head of the page', async (t) => {
  const { site, remote } = await sites(t);
  const reply = await site.get(details(`${remote.origin}/cafe/`), 'author');
  t.is(reply.status, 200);
  // Relative addresses are made absolute against scheme://host/ (WordPress drops the port).
  t.deepEqual(reply.body, { title: 'Café & Bar', icon: 'https://cdn.example/favicon.ico', description: 'Coffee & cake, daily.', image: 'http://127.0.0.1/images/cover.jpg' });
  // The trailing slash is dropped before fetching; the user agent names the site.
  t.is(remote.requests[0]!.path, '/cafe');
  t.is(remote.requests[0]!.headers['user-agent'], 'WP-URLDetails/7.1 (+http://127.0.0.1:8088)');
  const relative = await site.get(details(`${remote.origin}/relative-icon`), 'author');
  t.deepEqual(relative.body, { title: 'x', icon: 'http://127.0.0.1/favicon.png', description: '', image: 'data:image/png;base64,AAAA' });
});

test('a page is fetched once and then served from the cache', async (t) => {
  const { site, remote } = await sites(t);
  const first = await site.get(details(`${remote.origin}/cafe`), 'editor');
  const second = await site.get(details(`${remote.origin}/cafe`), 'editor');
  t.deepEqual(second.body, first.body);
  t.is(remote.requests.length, 1);
});

test('non-200 answers, empty bodies and hosts off the allow-list answer WordPress\'s errors', async (t) => {
  const { site, remote } = await sites(t);
  const gone = await site.get(details(`${remote.origin}/gone`), 'editor');
  t.deepEqual([gone.status, gone.body], [404, NO_RESPONSE]);
  const empty = await site.get(details(`${remote.origin}/empty`), 'editor');
  t.deepEqual([empty.status, empty.body], [404, errorBody('no_content', 'Unable to retrieve body from response at this URL.', 404)]);
  const before = remote.requests.length;
  const offList = await site.get(details(`http://localhost:${remote.host.split(':')[1]}/cafe`), 'editor');
  t.deepEqual([offList.status, offList.body], [404, NO_RESPONSE]);
  t.is(remote.requests.length, before);
});

test('the url is required and must be an http(s) URL', async (t) => {
  const site = await startRoleSite();
  t.teardown(() => site.close());
  const missing = await site.get('/wp-block-editor/v1/url-details', 'editor');
  t.deepEqual([missing.status, missing.body], [400, { code: 'rest_missing_callback_param', message: 'Missing parameter(s): url', data: { status: 400, params: ['url'] } }]);
  const ftp = await site.get(details('ftp://example.com/file'), 'editor');
  t.is(ftp.status, 400);
  t.deepEqual((ftp.body as { code: string; data: { params: unknown } }).code, 'rest_invalid_param');
  t.deepEqual((ftp.body as { data: { params: unknown } }).data.params, { url: 'Invalid parameter.' });
});
