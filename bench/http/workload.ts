/**
 * What both benchmark servers serve, in one place so they cannot drift apart: the
 * route, the argument rules, the item the callback returns, the request scenarios,
 * and the fixture user whose cookie and nonce the logged-in scenario sends.
 */

export const BENCH_SECRET = 'svc-rest-benchmark-secret';
export const BASE_URL = 'http://localhost:8080';
export const NAMESPACE = 'bench/v1';
export const ROUTE_PATTERN = '/items/(?P<id>[^/]+)';
export const ITEMS_PATH = '/svc-json/bench/v1/items/';
export const ITEM_ID = 42;
export const NONCE_ACTION = 'svc_rest';
export const COOKIE_NAME = 'svc_logged_in';

/** The logged-in user of the nonce scenario; its session token is fixed so every process agrees on it. */
export const BENCH_USER = {
  id: 5,
  user_login: 'bench',
  // Only the tail of the stored hash takes part in signing the cookie.
  user_pass: '$scrypt$n=16384,r=8,p=1$YmVuY2hzYWx0$YmVuY2hoYXNodmFsdWVmb3J0aGVjb29raWU',
  roles: ['administrator'],
};
export const BENCH_SESSION_TOKEN = 'benchsessiontoken0123456789abcdefghijklmnopq';

export const CONTEXTS = ['view', 'embed', 'edit'] as const;
export const ORDERBY = ['date', 'id', 'title'] as const;

/** The route's arguments after validation and sanitization (identical in both apps). */
export interface ItemQuery {
  id: number;
  context: string;
  per_page: number;
  search: string | null;
  include: number[] | null;
  orderby: string;
}

const CONTENT =
  '<p>Benchmark body text. The quick brown fox jumps over the lazy dog while the server validates six arguments, ' +
  'checks the permission and writes this item as JSON. Every request builds it afresh, like a real handler would. ' +
  'The text is long enough that the whole item weighs about one kilobyte on the wire, a typical REST resource.</p>';

/** The ~1 KB item both callbacks return; `viewer` is the current user id (0 when anonymous). */
export function buildItem(query: ItemQuery, viewer: number): Record<string, unknown> {
  return {
    id: query.id,
    date: '2024-05-01T12:00:00',
    date_gmt: '2024-05-01T10:00:00',
    modified: '2024-05-02T08:30:00',
    slug: `bench-item-${query.id}`,
    status: 'publish',
    type: 'bench_item',
    link: `${BASE_URL}/items/${query.id}/`,
    title: { rendered: `Benchmark item ${query.id}` },
    content: { rendered: CONTENT, protected: false },
    excerpt: { rendered: '<p>Benchmark body text.</p>', protected: false },
    author: 1,
    viewer,
    featured_media: 0,
    comment_status: 'open',
    sticky: false,
    tags: [3, 5, 8, 13],
    meta: { rating: 4.5, color: 'blue' },
    query: {
      context: query.context,
      per_page: query.per_page,
      search: query.search,
      include: query.include,
      orderby: query.orderby,
    },
  };
}

export type ScenarioName = 'valid' | 'invalid' | 'invalid-full' | 'fields' | 'nonce';
export const SCENARIO_NAMES: readonly ScenarioName[] = ['valid', 'invalid', 'invalid-full', 'fields', 'nonce'];

export interface Scenario {
  name: ScenarioName;
  description: string;
  path: string;
  /** Extra request headers (the nonce scenario's cookie and nonce). */
  headers: Record<string, string>;
  expectedStatus: number;
}

/** Project issue #9's two URLs: every argument given and valid, and per_page alone out of range. */
export const VALID_QUERY = 'context=edit&per_page=25&search=hello%20world&include=1,2,3&orderby=title';
export const INVALID_QUERY = 'per_page=500';
/** Issue #5's rejected request: the valid query with per_page out of range, so every argument is still checked. */
export const INVALID_FULL_QUERY = 'context=edit&per_page=500&search=hello%20world&include=1,2,3&orderby=title';

/** The logged-in user's credentials: the signed cookie and a nonce for the `svc_rest` action. */
export interface Credentials {
  cookie: string;
  nonce: string;
}

export function scenarios(credentials: Credentials): Scenario[] {
  const itemPath = `${ITEMS_PATH}${ITEM_ID}`;
  return [
    { name: 'valid', description: 'valid request, 6 arguments', path: `${itemPath}?${VALID_QUERY}`, headers: {}, expectedStatus: 200 },
    { name: 'invalid', description: 'per_page=500 alone → 400', path: `${itemPath}?${INVALID_QUERY}`, headers: {}, expectedStatus: 400 },
    { name: 'invalid-full', description: 'all arguments, per_page=500 → 400', path: `${itemPath}?${INVALID_FULL_QUERY}`, headers: {}, expectedStatus: 400 },
    { name: 'fields', description: '_fields=id,title', path: `${itemPath}?${VALID_QUERY}&_fields=id,title`, headers: {}, expectedStatus: 200 },
    {
      name: 'nonce',
      description: 'cookie + X-SVC-Nonce',
      path: `${itemPath}?${VALID_QUERY}`,
      headers: { Cookie: `${COOKIE_NAME}=${encodeURIComponent(credentials.cookie)}`, 'X-SVC-Nonce': credentials.nonce },
      expectedStatus: 200,
    },
  ];
}
