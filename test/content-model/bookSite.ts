/**
 * The README's custom post type example — a `book` type served at `/wp/v2/books` with a `genre`
 * taxonomy — served over HTTP on SQLite or PostgreSQL (a fresh schema, dropped afterwards), with an
 * administrator and an author logged in.
 */
import type { ExecutionContext } from 'ava';
import { randomBytes } from 'node:crypto';
import { createApp } from '../../src/index';
import type { SvcApp } from '../../src/app/SvcApp';
import { registerMeta } from '../../src/index';
import type { AppOptions } from '../../src/app/AppOptions';
import { SECRET, serveSite, type Reply, type RequestOptions, type Session, type Site } from '../auth-http/site';
import { dropPostgresSchema, reachablePostgres } from '../storage/backends';

export type BackendName = 'sqlite' | 'postgres';
export const BACKENDS: readonly BackendName[] = ['sqlite', 'postgres'];

/** As the README registers them. */
export const BOOK_OPTIONS: Pick<AppOptions, 'postTypes' | 'taxonomies'> = {
  postTypes: [{
    name: 'book', label: 'Books', singularLabel: 'Book', restBase: 'books', viewable: true,
    supports: ['title', 'editor', 'excerpt', 'author', 'revisions', 'custom-fields'],
  }],
  taxonomies: [{
    name: 'genre', label: 'Genres', singularLabel: 'Genre', objectTypes: ['book'], hierarchical: true,
    showInRest: true, showTagcloud: false, restBase: 'genres',
  }],
};
/** The README example's `isbn` meta field, on books only. */
export function registerIsbn(app: SvcApp): void {
  registerMeta(app, 'post', 'isbn', { objectSubtype: 'book', type: 'string', single: true, showInRest: true });
}

export interface BookSite {
  site: Site;
  admin: Session;
  author: Session;
  as(session: Session | undefined, method: string, path: string, options?: Omit<RequestOptions, 'session'>): Promise<Reply>;
}

export async function bookSite(t: ExecutionContext, backend: BackendName, extra: AppOptions = {}): Promise<BookSite> {
  let database: Pick<AppOptions, 'database' | 'databaseSchema'> = { database: ':memory:' };
  if (backend === 'postgres') {
    const url = await reachablePostgres();
    const schema = `svc_cpt_${randomBytes(6).toString('hex')}`;
    database = { database: url, databaseSchema: schema };
    t.teardown(() => dropPostgresSchema(url, schema));
  }
  const app = await createApp({ secret: SECRET, ...database, ...BOOK_OPTIONS, ...extra });
  registerIsbn(app);
  const site = await serveSite(app);
  t.teardown(() => site.close());
  await site.app.users.create({ username: 'admin', email: 'admin@example.com', password: 'admin-pass', roles: ['administrator'] });
  await site.app.users.create({ username: 'writer', email: 'writer@example.com', password: 'writer-pass', roles: ['author'] });
  const admin = await site.login('admin', 'admin-pass');
  const author = await site.login('writer', 'writer-pass');
  const as = (session: Session | undefined, method: string, path: string, options: Omit<RequestOptions, 'session'> = {}): Promise<Reply> =>
    site.request(method, path, session === undefined ? options : { ...options, session });
  return { site, admin, author, as };
}
