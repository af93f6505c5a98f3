/** How the decorated posts, revisions and autosaves routes are registered: args from the app's registries, filters run once, URL args first. */
import test from 'ava';
import { contentRegistriesOf } from '../../controllers/registries';
import type { ArgSchemaMap } from '../../src/schema/types';
import { call, list, makeSite, obj, type Json } from './posts.site';

type Endpoint = { methods: string[]; args: Json; allow_batch?: unknown };
const endpoints = (index: Json, route: string): Endpoint[] => ((index.routes as Json)[route] as { endpoints: Endpoint[] }).endpoints;

test('a post status registered in the app registry is a value of the posts `status` filter', async (t) => {
  const site = await makeSite();
  contentRegistriesOf(site.app).postStatuses.register({ name: 'archived', label: 'Archived' });
  const index = obj(await call(site.app, site.users.administrator, 'GET', '/'));
  const status = endpoints(index, '/wp/v2/posts')[0]!.args.status as { items: { enum: string[] } };
  t.true(status.items.enum.includes('archived'));
});

test('rest_post_collection_params runs once when the routes are registered and its change is served', async (t) => {
  const site = await makeSite();
  let calls = 0;
  site.app.hooks.addFilter('rest_post_collection_params', (params: ArgSchemaMap) => {
    calls++;
    return { ...params, mood: { description: 'How the post feels.', type: 'string' } };
  });
  const index = obj(await call(site.app, site.users.administrator, 'GET', '/'));
  t.is(calls, 1);
  t.deepEqual(endpoints(index, '/wp/v2/posts')[0]!.args.mood, { description: 'How the post feels.', type: 'string', required: false });
  t.false('mood' in endpoints(index, '/wp/v2/pages')[0]!.args, 'pages have their own filter');
});

test('URL arguments come first in every endpoint; posts allow batching, revisions do not', async (t) => {
  const site = await makeSite();
  const index = obj(await call(site.app, site.users.administrator, 'GET', '/'));
  const keys = (route: string): string[][] => endpoints(index, route).map((endpoint) => Object.keys(endpoint.args).slice(0, 3));
  t.deepEqual(keys('/wp/v2/posts/(?P<id>[\\d]+)'), [['id', 'context', 'excerpt_length'], ['id', 'date', 'date_gmt'], ['id', 'force']]);
  t.deepEqual(keys('/wp/v2/posts/(?P<parent>[\\d]+)/revisions/(?P<id>[\\d]+)'), [['parent', 'id', 'context'], ['parent', 'id', 'force']]);
  t.deepEqual(keys('/wp/v2/pages/(?P<id>[\\d]+)/autosaves'), [['parent', 'context'], ['parent', 'date', 'date_gmt']]);
  // The page's own `parent` field wins over the route's, in the route's position.
  t.is((endpoints(index, '/wp/v2/pages/(?P<id>[\\d]+)/autosaves')[1]!.args.parent as Json).description, 'The ID for the parent of the post.');
  t.is((endpoints(index, '/wp/v2/posts/(?P<id>[\\d]+)/autosaves')[0]!.args.parent as Json).description, 'The ID for the parent of the autosave.');
  t.deepEqual(endpoints(index, '/wp/v2/posts').map((endpoint) => endpoint.allow_batch), [{ v1: true }, { v1: true }]);
  t.deepEqual(endpoints(index, '/wp/v2/posts/(?P<parent>[\\d]+)/revisions').map((endpoint) => endpoint.allow_batch), [undefined]);
});

test('revision and autosave links point under the parent rest base', async (t) => {
  const site = await makeSite();
  const page = await site.post({ post_type: 'page', post_status: 'draft', post_author: site.users.editor });
  const saved = await call(site.app, site.users.administrator, 'POST', `/wp/v2/pages/${page.id}/autosaves`, { title: 'Unsaved' });
  t.is(saved.status, 200);
  const autosaves = list(await call(site.app, site.users.administrator, 'GET', `/wp/v2/pages/${page.id}/autosaves`));
  t.deepEqual((autosaves[0]!._links as Json).parent, [{ href: `http://127.0.0.1:8088/svc-json/wp/v2/pages/${page.id}` }]);
});
