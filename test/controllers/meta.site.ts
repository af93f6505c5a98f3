/**
 * A served app on SQLite or PostgreSQL with the meta keys of WordPress's REST meta-field tests
 * registered before the first request (single and multiple values, custom schemas, a REST name,
 * defaults, refusing auth callbacks, protected keys, subtypes), and an administrator, an editor
 * and a subscriber logged in.
 */
import type { ExecutionContext } from 'ava';
import { randomBytes } from 'node:crypto';
import { createApp } from '../../src/index';
import { registerMeta } from '../../src/index';
import { SECRET, serveSite, type Reply, type Session, type Site } from '../auth-http/site';
import { dropPostgresSchema } from '../storage/backends';
import type { BackendName } from '../concurrency/backendSites';

const POSTGRES_URL = process.env.SVC_REST_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type Json = Record<string, unknown>;

export interface MetaSite {
  site: Site;
  sessions: { admin: Session; editor: Session; subscriber: Session };
  ids: { admin: number; editor: number; subscriber: number };
  /** A request; `as` undefined is anonymous. */
  call(as: Session | undefined, method: string, path: string, json?: unknown): Promise<Reply>;
}

export async function metaSite(t: ExecutionContext, backend: BackendName): Promise<MetaSite> {
  let options: { database: string; databaseSchema?: string } = { database: ':memory:' };
  if (backend === 'postgres') {
    const schema = `svc_meta_${randomBytes(6).toString('hex')}`;
    options = { database: POSTGRES_URL, databaseSchema: schema };
    t.teardown(() => dropPostgresSchema(POSTGRES_URL, schema));
  }
  const app = await createApp({ secret: SECRET, ...options });
  registerWordPressTestKeys(app);
  const site = await serveSite(app);
  t.teardown(() => site.close());
  const user = async (username: string, role: string): Promise<number> =>
    (await app.users.create({ username, email: `${username}@example.com`, password: `${username}-pass`, roles: [role] })).id;
  const ids = { admin: await user('admin', 'administrator'), editor: await user('editor', 'editor'), subscriber: await user('subscriber', 'subscriber') };
  const sessions = {
    admin: await site.login('admin', 'admin-pass'),
    editor: await site.login('editor', 'editor-pass'),
    subscriber: await site.login('subscriber', 'subscriber-pass'),
  };
  const call = (as: Session | undefined, method: string, path: string, json?: unknown): Promise<Reply> =>
    site.request(method, path, { session: as, ...(json === undefined ? {} : { json }) });
  return { site, sessions, ids, call };
}

function registerWordPressTestKeys(app: Parameters<typeof registerMeta>[0]): void {
  registerMeta(app, 'post', 'test_single', { showInRest: true, single: true, type: 'string' });
  registerMeta(app, 'post', 'test_multi', { showInRest: true, single: false, type: 'string' });
  registerMeta(app, 'post', 'test_bad_auth', { showInRest: true, single: true, type: 'string', authCallback: () => false });
  registerMeta(app, 'post', 'test_bad_auth_multi', { showInRest: true, single: false, type: 'string', authCallback: () => false });
  registerMeta(app, 'post', 'test_no_rest', {});
  registerMeta(app, 'post', 'test_custom_schema', { single: true, type: 'integer', showInRest: { schema: { type: 'number' } } });
  registerMeta(app, 'post', 'test_invalid_type', { single: true, type: 'lalala', showInRest: true });
  registerMeta(app, 'post', 'test_custom_name', { single: true, type: 'string', showInRest: { name: 'new_name' } });
  registerMeta(app, 'post', 'test_int', { single: true, type: 'integer', showInRest: true });
  registerMeta(app, 'post', 'test_int_multi', { single: false, type: 'integer', showInRest: true });
  registerMeta(app, 'post', 'test_bool', { single: true, type: 'boolean', showInRest: true });
  registerMeta(app, 'post', 'test_trimmed', { single: true, type: 'string', showInRest: true, sanitizeCallback: (value) => String(value).trim().toUpperCase() });
  registerMeta(app, 'post', 'with_default', { single: true, type: 'string', showInRest: true, default: 'Goodnight Moon' });
  registerMeta(app, 'post', 'test_object', {
    single: true,
    type: 'object',
    showInRest: { schema: { type: 'object', properties: { project: { type: 'string' }, count: { type: 'integer' } } } },
  });
  registerMeta(app, 'post', 'test_list', { single: true, type: 'array', showInRest: { schema: { type: 'array', items: { type: 'string' } } } });
  registerMeta(app, 'post', '_protected', { single: true, type: 'string', showInRest: true });
  registerMeta(app, 'post', '_allowed', { single: true, type: 'string', showInRest: true, authCallback: () => true });
  registerMeta(app, 'post', 'multi_default', { single: false, type: 'string', showInRest: true, default: 'x' });
  registerMeta(app, 'post', 'shouted', { single: true, type: 'string', showInRest: { prepareCallback: (value) => String(value).toUpperCase() } });
  registerMeta(app, 'post', 'revisioned', { single: true, type: 'string', showInRest: true, objectSubtype: 'post', revisionsEnabled: true });
  registerMeta(app, 'post', 'page_only', { single: true, type: 'string', showInRest: true, objectSubtype: 'page' });
  registerMeta(app, 'term', 'term_note', { single: true, type: 'string', showInRest: true });
  registerMeta(app, 'term', 'color', { single: true, type: 'string', showInRest: true, objectSubtype: 'category' });
  registerMeta(app, 'user', 'favorite_color', { single: true, type: 'string', showInRest: true });
  registerMeta(app, 'comment', 'rating', { single: true, type: 'integer', showInRest: true });
}

/** The `meta` of a reply's body. */
export function metaOf(reply: Reply): Json {
  return (reply.body as Json).meta as Json;
}
