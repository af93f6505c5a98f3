import test from 'ava';
import type { Context, Next } from 'koa';
import { createApp } from '../../src/index';
import { editorDiscoveryDocument, restLinkElement, restLinkHeader } from '../../src/http/discovery';
import type { RestUrls } from '../../src/server/RestUrls';
import { header, headerValues, json, send, startApp } from './helpers';

const ROOT_LINK = '<http://example.test/svc-json/>; rel="https://api.w.org/"';

function fixedUrls(root: string): RestUrls {
  return { restUrl: () => root, parseRestUrl: () => null };
}

test('the home page is a small HTML page linking the API root, with the Link header', async (t) => {
  const { port, close } = await startApp();
  t.teardown(close);
  const res = await send(port, '/');
  t.is(res.status, 200);
  t.is(header(res, 'Content-Type'), 'text/html; charset=UTF-8');
  t.deepEqual(headerValues(res, 'Link'), [ROOT_LINK]);
  t.true(res.body.includes('<link rel="https://api.w.org/" href="http://example.test/svc-json/" />'));
  t.true(res.body.includes('<link rel="EditURI" type="application/rsd+xml" title="RSD" href="http://example.test/xmlrpc.php?rsd" />'));
  const head = await send(port, '/', { method: 'HEAD' });
  t.is(head.body, '');
  t.deepEqual(headerValues(head, 'Link'), [ROOT_LINK]);
});

test('the editor-discovery document carries the api entry', async (t) => {
  const { port, close } = await startApp();
  t.teardown(close);
  const res = await send(port, '/xmlrpc.php?rsd');
  t.is(res.status, 200);
  t.is(header(res, 'Content-Type'), 'text/xml; charset=UTF-8');
  t.true(res.body.includes('<api name="WP-API" blogID="1" preferred="false" apiLink="http://example.test/svc-json/" />'));
  t.true(res.body.includes('<homePageLink>http://example.test</homePageLink>'));
  t.deepEqual(headerValues(res, 'Link'), [ROOT_LINK]);
  const withoutRsd = await send(port, '/xmlrpc.php');
  t.is(withoutRsd.status, 404);
});

test('unknown ordinary paths get a JSON 404 that still carries the Link header', async (t) => {
  const { port, close } = await startApp();
  t.teardown(close);
  const res = await send(port, '/no/such/page');
  t.is(res.status, 404);
  t.is(header(res, 'Content-Type'), 'application/json; charset=UTF-8');
  t.deepEqual(json(res), { code: 'rest_not_found', message: 'Nothing was found at this address.', data: { status: 404 } });
  t.deepEqual(headerValues(res, 'Link'), [ROOT_LINK]);
  // Only GET and HEAD pages advertise the root.
  const post = await send(port, '/no/such/page', { method: 'POST' });
  t.is(post.status, 404);
  t.deepEqual(headerValues(post, 'Link'), []);
});

test('pages of the app keep their own Link headers; the root is appended after them', async (t) => {
  const { port, close } = await startApp({}, (app) => {
    app.koa.use(async (ctx: Context, next: Next) => {
      if (ctx.path !== '/post/1') return next();
      ctx.set('Link', '<http://example.test/?p=1>; rel=shortlink');
      ctx.type = 'text/html';
      ctx.body = '<p>post</p>';
    });
  });
  t.teardown(close);
  const res = await send(port, '/post/1');
  t.is(res.status, 200);
  t.deepEqual(headerValues(res, 'Link'), ['<http://example.test/?p=1>; rel=shortlink', ROOT_LINK]);
});

test('middleware added to the app may answer the home page itself', async (t) => {
  const { port, close } = await startApp({}, (app) => {
    app.koa.use(async (ctx: Context, next: Next) => {
      if (ctx.path !== '/') return next();
      ctx.body = 'my own home';
    });
  });
  t.teardown(close);
  const res = await send(port, '/');
  t.is(res.body, 'my own home');
  t.deepEqual(headerValues(res, 'Link'), [ROOT_LINK]);
});

test('interface responses are not given a second discovery Link', async (t) => {
  const { port, close } = await startApp();
  t.teardown(close);
  const res = await send(port, '/svc-json/t/v1/items/2');
  t.deepEqual(headerValues(res, 'Link'), [ROOT_LINK]);
});

test('nothing is advertised when the API root is empty', async (t) => {
  const { port, close } = await startApp({}, (app) => app.hooks.addFilter('rest_url', () => ''));
  t.teardown(close);
  const home = await send(port, '/');
  t.deepEqual(headerValues(home, 'Link'), []);
  t.false(home.body.includes('api.w.org'));
  const rsd = await send(port, '/xmlrpc.php?rsd');
  t.false(rsd.body.includes('<api '));
  const missing = await send(port, '/elsewhere');
  t.deepEqual(headerValues(missing, 'Link'), []);
});

test('the discovery helpers render the root, or nothing for an empty root', (t) => {
  const urls = fixedUrls('http://example.test/index.php?rest_route=/');
  t.is(restLinkHeader(urls), '<http://example.test/index.php?rest_route=/>; rel="https://api.w.org/"');
  t.is(restLinkElement(urls), '<link rel="https://api.w.org/" href="http://example.test/index.php?rest_route=/" />');
  t.is(
    editorDiscoveryDocument(urls, 'http://example.test'),
    '<?xml version="1.0" encoding="UTF-8"?><rsd version="1.0" xmlns="http://archipelago.phrasewise.com/rsd">\n' +
      '\t<service>\n\t\t<engineName>svc-rest</engineName>\n\t\t<homePageLink>http://example.test</homePageLink>\n\t\t<apis>\n' +
      '\t\t\t<api name="WP-API" blogID="1" preferred="false" apiLink="http://example.test/index.php?rest_route=/" />\n' +
      '\t\t</apis>\n\t</service>\n</rsd>\n',
  );
  const empty = fixedUrls('');
  t.is(restLinkHeader(empty), '');
  t.is(restLinkElement(empty), '');
  t.false(editorDiscoveryDocument(empty).includes('<api '));
});

test('the helpers clean and escape what a filter put in the root', (t) => {
  const urls = fixedUrls('http://example.test/a b/?x=1&y="2"<script>');
  t.is(restLinkHeader(urls), '<http://example.test/a%20b/?x=1&y=2script>; rel="https://api.w.org/"');
  t.is(restLinkElement(urls), '<link rel="https://api.w.org/" href="http://example.test/a%20b/?x=1&#038;y=2script" />');
});

test('the discovery link follows the rest_url_prefix filter and the permalink mode', async (t) => {
  const app = await createApp({ database: ':memory:', defaultControllers: false, baseUrl: 'http://example.test', permalinks: 'plain' });
  t.is(restLinkHeader(app.urls), '<http://example.test/index.php?rest_route=/>; rel="https://api.w.org/"');
  const pretty = await createApp({ database: ':memory:', defaultControllers: false, baseUrl: 'http://example.test' });
  pretty.hooks.addFilter('rest_url_prefix', () => 'api');
  t.is(restLinkElement(pretty.urls), '<link rel="https://api.w.org/" href="http://example.test/api/" />');
});
