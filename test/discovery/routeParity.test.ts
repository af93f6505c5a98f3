/**
 * Route parity with WordPress 7.1: the live index (`GET /svc-json/`) against the
 * captured index of a real WordPress (index.full-body.json). Every WordPress route is
 * served with the same methods per endpoint and the same argument names, in order.
 */
import test from 'ava';
import { readFileSync } from 'node:fs';
import { startSite, type Site } from '../auth-http/site';

interface IndexEndpoint {
  methods: string[];
  args: Record<string, unknown>;
}

interface IndexRoute {
  namespace: string;
  methods: string[];
  endpoints: IndexEndpoint[];
}

interface Index {
  namespaces: string[];
  routes: Record<string, IndexRoute>;
}

const WORDPRESS = JSON.parse(readFileSync('/work/shared/reference/wordpress/index.full-body.json', 'utf8')) as Index;

let site: Site;
let ours: Index;

test.before(async () => {
  site = await startSite();
  const reply = await site.request('GET', '/');
  if (reply.status !== 200) throw new Error(`the index answered ${reply.status}`);
  ours = reply.body as Index;
});

test.after.always(() => site?.close());

/** Every route of WordPress 7.1's index. */
function expectedRoutes(): string[] {
  return Object.keys(WORDPRESS.routes);
}

test('every WordPress route is served', (t) => {
  t.deepEqual(expectedRoutes().filter((route) => !(route in ours.routes)), []);
});

test('each served WordPress route has its namespace and methods', (t) => {
  for (const route of expectedRoutes()) {
    const want = WORDPRESS.routes[route]!;
    const got = ours.routes[route];
    if (got === undefined) continue;
    t.is(got.namespace, want.namespace, route);
    t.deepEqual(got.methods, want.methods, route);
  }
});

test('each served WordPress route has the same endpoints: methods, then argument names in order', (t) => {
  for (const route of expectedRoutes()) {
    const got = ours.routes[route];
    if (got === undefined) continue;
    const want = WORDPRESS.routes[route]!;
    t.deepEqual(got.endpoints.map((endpoint) => endpoint.methods), want.endpoints.map((endpoint) => endpoint.methods), `${route} methods`);
    t.deepEqual(
      got.endpoints.map((endpoint) => Object.keys(endpoint.args)),
      want.endpoints.map((endpoint) => Object.keys(endpoint.args)),
      `${route} argument names`,
    );
  }
});

test('the index lists every namespace WordPress serves whose routes are served, and ours beside them', (t) => {
  const served = new Set(Object.values(ours.routes).map((route) => route.namespace));
  const expected = WORDPRESS.namespaces.filter((namespace) => served.has(namespace));
  t.deepEqual(ours.namespaces.filter((namespace) => WORDPRESS.namespaces.includes(namespace)), expected);
  t.deepEqual(expected, WORDPRESS.namespaces, 'every WordPress namespace, in its order');
});
