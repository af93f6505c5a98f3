/**
 * Route parity with WordPress 7.1: the live index (`GET /svc-json/`) against the
 * captured index of a real WordPress (index.full-body.json). Every WordPress route is
 * served with the same methods per endpoint and the same argument names, in order —
 * except the routes other branches bring (ROUTES_PENDING_MERGE), which must then not
 * be served yet, so the list can only shrink to empty as branches merge.
 */
import test from 'ava';
import { readFileSync } from 'node:fs';
import { startSite, type Site } from '../auth-http/site';
import { ROUTES_PENDING_MERGE } from './routesPendingMerge';

export { ROUTES_PENDING_MERGE };

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

/** The WordPress routes this branch must serve. */
function expectedRoutes(): string[] {
  return Object.keys(WORDPRESS.routes).filter((route) => !ROUTES_PENDING_MERGE.includes(route));
}

test('every pending route is a WordPress route, listed once', (t) => {
  t.deepEqual(ROUTES_PENDING_MERGE.filter((route) => !(route in WORDPRESS.routes)), []);
  t.is(new Set(ROUTES_PENDING_MERGE).size, ROUTES_PENDING_MERGE.length);
});

test('no pending route is served: once a branch brings it, it leaves ROUTES_PENDING_MERGE', (t) => {
  t.deepEqual(ROUTES_PENDING_MERGE.filter((route) => route in ours.routes), []);
});

test('every other WordPress route is served', (t) => {
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
  // A WordPress namespace is missing only while all of its routes are pending.
  for (const namespace of WORDPRESS.namespaces.filter((name) => !served.has(name))) {
    const routes = Object.entries(WORDPRESS.routes).filter(([, route]) => route.namespace === namespace).map(([route]) => route);
    t.deepEqual(routes.filter((route) => !ROUTES_PENDING_MERGE.includes(route)), [], namespace);
  }
});
