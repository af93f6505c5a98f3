/** The site editing routes compared with WordPress 7.1's index (index.full-body.json): regexes, methods and arguments. */
import test from 'ava';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from '../../src/index';

type Routes = Record<string, { _links?: unknown }>;

/** The routes of site editing: templates, template parts, global styles and the theme export. */
const SITE_EDITING = /^\/(wp\/v2\/(templates|template-parts|global-styles)|wp-block-editor\/v1\/export)/;

function wordpressRoutes(): Routes {
  const path = join(__dirname, '..', '..', '..', '..', 'shared', 'reference', 'wordpress', 'index.full-body.json');
  return (JSON.parse(readFileSync(path, 'utf8')) as { routes: Routes }).routes;
}

/** A route's data without its self link (the site addresses differ). */
const withoutLinks = ({ _links: _ignored, ...route }: { _links?: unknown }): unknown => route;

test('templates, template parts, global styles and export routes: regexes, methods and arguments as WordPress 7.1', async (t) => {
  const app = await createApp({ database: ':memory:' });
  t.teardown(() => app.close());
  const ours = (await app.doRequest('/')).getData() as { routes: Routes };
  const theirs = wordpressRoutes();
  const expected = Object.keys(theirs).filter((route) => SITE_EDITING.test(route)).sort();
  t.deepEqual(Object.keys(ours.routes).filter((route) => SITE_EDITING.test(route)).sort(), expected);
  for (const route of expected) {
    if (ours.routes[route] !== undefined) t.deepEqual(withoutLinks(ours.routes[route]!), withoutLinks(theirs[route]!), route);
  }
});
