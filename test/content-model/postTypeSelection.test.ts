/** Which posts controllers an app serves: one set per post type shown in REST, with the type's own classes when usable. */
import test from 'ava';
import { createApp } from '../../src/index';
import type { AppOptions } from '../../src/app/AppOptions';
import type { SvcApp } from '../../src/app/SvcApp';
import type { RestRequest } from '../../src/server/RestRequest';
import type { RestResponse } from '../../src/server/RestResponse';
import { PostsController } from '../../controllers/posts/PostsController';
import { postsControllersFor } from '../../controllers/posts/postsControllers';
import { registerPostType } from '../../src/model/registerContentTypes';
import { PostTypeRegistry, type PostTypeInput } from '../../src/model/PostTypeRegistry';

const BASE = 'http://127.0.0.1:8095';

/** A type's own controller: the default one plus a marker on every item. */
class MarkedPostsController extends PostsController {
  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const response = await super.prepareItemForResponse(item, request);
    response.setData({ ...(response.getData() as object), marked: true });
    return response;
  }
}

class NotAController {}

const type = (name: string, extra: Partial<PostTypeInput> = {}): PostTypeInput => ({ name, label: name, singularLabel: name, ...extra });

async function app(options: AppOptions = {}): Promise<SvcApp> {
  return createApp({ database: ':memory:', baseUrl: BASE, ...options });
}

const routesOf = (site: SvcApp, base: string): string[] => Object.keys(site.server.getRoutes('wp/v2')).filter((route) => route.startsWith(`/wp/v2/${base}`));

test('built-in types: posts and pages as before, media, patterns at /wp/v2/blocks and navigation menus; types whose controllers are not provided are skipped', async (t) => {
  const site = await app();
  t.teardown(() => site.close());
  const routes = Object.keys(site.server.getRoutes('wp/v2'));
  const served = ['posts', 'pages', 'blocks', 'navigation'];
  for (const base of served) {
    t.deepEqual(routesOf(site, base), [
      `/wp/v2/${base}`, `/wp/v2/${base}/(?P<id>[\\d]+)`,
      `/wp/v2/${base}/(?P<parent>[\\d]+)/revisions`, `/wp/v2/${base}/(?P<parent>[\\d]+)/revisions/(?P<id>[\\d]+)`,
      `/wp/v2/${base}/(?P<id>[\\d]+)/autosaves`, `/wp/v2/${base}/(?P<parent>[\\d]+)/autosaves/(?P<id>[\\d]+)`,
    ], base);
  }
  t.deepEqual(routesOf(site, 'media'), ['/wp/v2/media', '/wp/v2/media/(?P<id>[\\d]+)', '/wp/v2/media/(?P<id>[\\d]+)/post-process', '/wp/v2/media/(?P<id>[\\d]+)/edit'], 'attachments: no revisions or autosaves');
  const order = [
    ...Array<string>(6).fill('posts'), ...Array<string>(6).fill('pages'), ...Array<string>(4).fill('media'), ...Array<string>(4).fill('menu-items'), ...Array<string>(6).fill('blocks'),
    ...Array<string>(7).fill('templates'), ...Array<string>(7).fill('template-parts'), ...Array<string>(5).fill('global-styles'), ...Array<string>(6).fill('navigation'), ...Array<string>(4).fill('font-families'),
  ];
  t.deepEqual(routes.slice(1, 1 + order.length).map((route) => route.split('/')[3]), order, 'in registration order, first in the namespace');
  t.deepEqual(routesOf(site, 'menu-items'), [
    '/wp/v2/menu-items', '/wp/v2/menu-items/(?P<id>[\\d]+)', '/wp/v2/menu-items/(?P<id>[\\d]+)/autosaves', '/wp/v2/menu-items/(?P<parent>[\\d]+)/autosaves/(?P<id>[\\d]+)',
  ], 'menu items: no revisions');
  t.deepEqual(routesOf(site, 'font-families'), [
    '/wp/v2/font-families', '/wp/v2/font-families/(?P<id>[\\d]+)',
    '/wp/v2/font-families/(?P<font_family_id>[\\d]+)/font-faces', '/wp/v2/font-families/(?P<font_family_id>[\\d]+)/font-faces/(?P<id>[\\d]+)',
  ], 'font families and faces: no revisions or autosaves');
  t.deepEqual(site.notices, [], 'the built-in names that are not provided raise no notice');
});

test('a type without revisions support gets no revisions routes; every REST type but attachments gets autosaves (SPEC), whatever it supports; hidden types none', async (t) => {
  const site = await app({
    postTypes: [
      type('note', { supports: ['title', 'editor'] }),
      type('link', { supports: ['title'] }),
      type('secret', { showInRest: false }),
      type('plain'),
    ],
  });
  t.teardown(() => site.close());
  t.deepEqual(routesOf(site, 'note'), ['/wp/v2/note', '/wp/v2/note/(?P<id>[\\d]+)', '/wp/v2/note/(?P<id>[\\d]+)/autosaves', '/wp/v2/note/(?P<parent>[\\d]+)/autosaves/(?P<id>[\\d]+)']);
  t.deepEqual(routesOf(site, 'link'), ['/wp/v2/link', '/wp/v2/link/(?P<id>[\\d]+)', '/wp/v2/link/(?P<id>[\\d]+)/autosaves', '/wp/v2/link/(?P<parent>[\\d]+)/autosaves/(?P<id>[\\d]+)'], 'no autosave support, autosaves all the same');
  t.deepEqual(routesOf(site, 'secret'), []);
  t.deepEqual(routesOf(site, 'plain').length, 4, 'no supports given: autosaves');
});

test('a type naming a class that is not a controller is skipped with a developer notice; its own class serves it, by reference or by name', async (t) => {
  const site = await app({
    postTypes: [
      type('broken', { restControllerClass: NotAController }),
      type('unknown', { restControllerClass: 'NoSuchController' }),
      type('marked', { restControllerClass: MarkedPostsController, supports: ['title'] }),
      type('no_revisions', { supports: ['title', 'revisions'], revisionsRestControllerClass: NotAController }),
    ],
  });
  t.teardown(() => site.close());
  t.deepEqual(routesOf(site, 'broken'), []);
  t.deepEqual(routesOf(site, 'unknown'), []);
  t.deepEqual(routesOf(site, 'no_revisions'), ['/wp/v2/no_revisions', '/wp/v2/no_revisions/(?P<id>[\\d]+)', '/wp/v2/no_revisions/(?P<id>[\\d]+)/autosaves', '/wp/v2/no_revisions/(?P<parent>[\\d]+)/autosaves/(?P<id>[\\d]+)'], 'the type is served, its revisions are not');
  t.deepEqual(site.notices.map((notice) => notice.functionName), ['registerPostType', 'registerPostType', 'registerPostType']);
  t.is(site.notices[0]!.message, 'The restControllerClass of the post type "broken" is not a REST controller class, so its routes are not registered.');
  t.is(site.notices[2]!.message, 'The revisionsRestControllerClass of the post type "no_revisions" is not a REST controller class, so its routes are not registered.');
  t.is((await site.doRequest('/wp/v2/broken')).getStatus(), 404);

  const post = await site.storage.posts.create({ post_type: 'marked', post_status: 'publish', post_title: 'Marked' });
  const response = await site.doRequest(`/wp/v2/marked/${post.id}`);
  t.like(response.getData(), { id: post.id, type: 'marked', marked: true });

  const registry = new PostTypeRegistry();
  const byName = registry.register(type('named', { restControllerClass: 'Marked' }));
  t.true(postsControllersFor([byName], { Marked: MarkedPostsController })[0]!.prototype instanceof MarkedPostsController);
  t.deepEqual(postsControllersFor([byName]), []);
});

test('a type may live in its own namespace, and be registered in an init action or after the first request', async (t) => {
  const site = await app({ postTypes: [type('recipe', { restNamespace: 'kitchen/v1', restBase: 'recipes', supports: ['title'] })] });
  t.teardown(() => site.close());
  site.hooks.addAction('init', (app: SvcApp) => registerPostType(app, type('event', { restBase: 'events', supports: ['title'] })));
  t.deepEqual(Object.keys(site.server.getRoutes('kitchen/v1')), ['/kitchen/v1', '/kitchen/v1/recipes', '/kitchen/v1/recipes/(?P<id>[\\d]+)', '/kitchen/v1/recipes/(?P<id>[\\d]+)/autosaves', '/kitchen/v1/recipes/(?P<parent>[\\d]+)/autosaves/(?P<id>[\\d]+)']);
  t.deepEqual(routesOf(site, 'events'), ['/wp/v2/events', '/wp/v2/events/(?P<id>[\\d]+)', '/wp/v2/events/(?P<id>[\\d]+)/autosaves', '/wp/v2/events/(?P<parent>[\\d]+)/autosaves/(?P<id>[\\d]+)'], 'registered in init');
  const recipe = await site.storage.posts.create({ post_type: 'recipe', post_status: 'publish', post_title: 'Soup' });
  t.like((await site.doRequest('/kitchen/v1/recipes')).getData(), [{ id: recipe.id, type: 'recipe' }]);

  registerPostType(site, type('late', { supports: ['title'] }));
  t.deepEqual(routesOf(site, 'late'), ['/wp/v2/late', '/wp/v2/late/(?P<id>[\\d]+)', '/wp/v2/late/(?P<id>[\\d]+)/autosaves', '/wp/v2/late/(?P<parent>[\\d]+)/autosaves/(?P<id>[\\d]+)'], 'registered after the first request: served at once');
  t.is(routesOf(site, 'posts').length, 6, 'the routes already served are not registered twice');
});
