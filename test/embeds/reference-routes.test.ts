/**
 * The routes of oembed/1.0, wp-site-health/v1, wp-block-editor/v1/url-details,
 * wp-abilities/v1 and /wp/v2/view-config, compared with WordPress 7.1's own index:
 * the same route patterns in the same order, methods, argument names and argument
 * schemas, and self links only where WordPress gives them.
 */
import { readFileSync } from 'node:fs';
import test from 'ava';
import { createApp } from '../../src/index';

interface IndexRoute {
  namespace: string;
  methods: string[];
  endpoints: Array<{ methods: string[]; args: Record<string, unknown> | unknown[] }>;
  _links?: unknown;
}

const OURS = /^\/(oembed\/1\.0|wp-site-health\/v1|wp-block-editor\/v1\/url-details|wp-abilities\/v1|wp\/v2\/view-config)/;
const reference = JSON.parse(readFileSync('/work/shared/reference/wordpress/index.full-body.json', 'utf8')) as { namespaces: string[]; routes: Record<string, IndexRoute> };

const shape = (route: IndexRoute): unknown => ({
  namespace: route.namespace,
  methods: route.methods,
  endpoints: route.endpoints,
  selfLink: route._links !== undefined,
});

test('every route of these namespaces matches WordPress 7.1\'s index: patterns, order, methods and argument schemas', async (t) => {
  const app = await createApp({ database: ':memory:' });
  t.teardown(() => app.close());
  const index = (await app.doRequest('/')).getData() as { namespaces: string[]; routes: Record<string, IndexRoute> };
  const wanted = Object.keys(reference.routes).filter((route) => OURS.test(route));
  t.is(wanted.length, 19);
  t.deepEqual(Object.keys(index.routes).filter((route) => OURS.test(route)), wanted);
  for (const route of wanted) t.deepEqual(shape(index.routes[route]!), shape(reference.routes[route]!), route);
});

test('the index lists the namespaces in WordPress\'s order (ours last)', async (t) => {
  const app = await createApp({ database: ':memory:' });
  t.teardown(() => app.close());
  const index = (await app.doRequest('/')).getData() as { namespaces: string[] };
  t.deepEqual(index.namespaces.filter((namespace) => reference.namespaces.includes(namespace)), reference.namespaces);
  for (const namespace of ['oembed/1.0', 'wp-site-health/v1', 'wp-abilities/v1']) {
    const own = (await app.doRequest(`/${namespace}`)).getData() as { namespace: string; routes: Record<string, unknown> };
    t.is(own.namespace, namespace);
    t.deepEqual(Object.keys(own.routes), Object.keys(reference.routes).filter((route) => route.startsWith(`/${namespace}`)));
  }
});
