/** The font routes of the index are WordPress 7.1's: patterns, methods, argument names and argument schemas. */
import test from 'ava';
import { readFileSync } from 'node:fs';
import { createApp } from '../../src/index';

interface Endpoint {
  methods: string[];
  args: Record<string, unknown>;
}
type Routes = Record<string, { namespace: string; methods: string[]; endpoints: Endpoint[] }>;

const REFERENCE = JSON.parse(readFileSync('/work/shared/reference/wordpress/index.full-body.json', 'utf8')) as { routes: Routes };
const isFontRoute = (route: string): boolean => /^\/wp\/v2\/font-(families|collections)/.test(route);

test('every font route of WordPress 7.1 is served with its methods, argument names and schemas, and no other', async (t) => {
  const app = await createApp({ database: ':memory:' });
  t.teardown(() => app.close());
  const ours = (await app.doRequest('/wp/v2')).data as { routes: Routes };
  const expected = Object.keys(REFERENCE.routes).filter(isFontRoute);
  t.deepEqual(Object.keys(ours.routes).filter(isFontRoute), expected, 'the same patterns, in the same order');
  t.is(expected.length, 6);
  for (const route of expected) {
    const theirs = REFERENCE.routes[route]!;
    const mine = ours.routes[route]!;
    t.deepEqual(mine.methods, theirs.methods, `${route} methods`);
    t.deepEqual(mine.endpoints.map((endpoint) => [endpoint.methods, Object.keys(endpoint.args)]), theirs.endpoints.map((endpoint) => [endpoint.methods, Object.keys(endpoint.args)]), `${route} argument names`);
    t.deepEqual(mine.endpoints.map((endpoint) => endpoint.args), theirs.endpoints.map((endpoint) => endpoint.args), `${route} argument schemas`);
  }
});

test('font families and faces get no autosaves or revisions routes, and faces no update endpoint', async (t) => {
  const app = await createApp({ database: ':memory:' });
  t.teardown(() => app.close());
  const routes = Object.keys(app.server.getRoutes('wp/v2')).filter((route) => route.startsWith('/wp/v2/font-families'));
  t.false(routes.some((route) => /autosaves|revisions/.test(route)));
  const face = app.server.getRoutes('wp/v2')['/wp/v2/font-families/(?P<font_family_id>[\\d]+)/font-faces/(?P<id>[\\d]+)']!;
  t.deepEqual(face.map((handler) => Object.keys(handler.methods)), [['GET'], ['DELETE']]);
});
