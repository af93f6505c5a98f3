/** The routes of the built-in post types served here, compared with WordPress 7.1's index (index.full-body.json). */
import test from 'ava';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from '../../src/index';

type Routes = Record<string, { _links?: unknown }>;

function wordpressRoutes(): Routes {
  const path = join(__dirname, '..', '..', '..', '..', 'shared', 'reference', 'wordpress', 'index.full-body.json');
  return (JSON.parse(readFileSync(path, 'utf8')) as { routes: Routes }).routes;
}

/** A route's data without its self link (the site addresses differ). */
const withoutLinks = ({ _links: _ignored, ...route }: { _links?: unknown }): unknown => route;

test('posts, pages, media, blocks and navigation routes: methods, arguments and order as WordPress 7.1', async (t) => {
  const app = await createApp({ database: ':memory:' });
  t.teardown(() => app.close());
  const ours = (await app.doRequest('/')).getData() as { routes: Routes };
  const theirs = wordpressRoutes();
  for (const base of ['posts', 'pages', 'media', 'blocks', 'navigation']) {
    const expected = Object.keys(theirs).filter((route) => route.startsWith(`/wp/v2/${base}`));
    t.deepEqual(Object.keys(ours.routes).filter((route) => route.startsWith(`/wp/v2/${base}`)), expected, base);
    for (const route of expected) t.deepEqual(withoutLinks(ours.routes[route]!), withoutLinks(theirs[route]!), route);
  }
});
