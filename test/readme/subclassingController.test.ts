/**
 * The README's subclassing example — `BooksController extends PostsController`
 * serving the `book` post type — run as written, over HTTP: create, list and
 * read a book, the schema's own field, the members-only listing, and the
 * book's revisions (their parent controller is built by the container from
 * the subclass). The README must carry the class exactly as it is here.
 */
import 'reflect-metadata';
import test from 'ava';
import { readFileSync } from 'node:fs';
import { createApp, isUserLoggedIn, PostsController, RestError, type PostRecord, type RestRequest, type RestResponse, type Schema } from '../../src/index';
import { list, obj, SECRET, serveSite } from '../auth-http/site';

// README:begin
/** Books: posts with a reading time of their own, listed to signed-in members only. */
class BooksController extends PostsController {
  // The new field is described in the schema (OPTIONS and `_fields` know it)…
  protected override extendItemSchema(schema: Schema): Schema {
    const readingMinutes: Schema = { description: 'Minutes it takes to read the text.', type: 'integer', context: ['view', 'edit'], readonly: true };
    return { ...schema, properties: { ...schema.properties, reading_minutes: readingMinutes } };
  }

  // …and added to every book the controller prepares.
  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const response = await super.prepareItemForResponse(item, request);
    if (request.getMethod() === 'HEAD') return response; // no body to add to
    const words = (item as PostRecord).post_content.split(/\s+/).filter(Boolean).length;
    response.setData({ ...(response.getData() as object), reading_minutes: Math.max(1, Math.ceil(words / 200)) });
    return response;
  }

  // Anyone may read a published book; browsing the catalogue needs an account.
  override async getItemsPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    if (!isUserLoggedIn()) return new RestError('rest_forbidden', 'Sign in to browse the books.', { status: 401 });
    return super.getItemsPermissionsCheck(request);
  }
}
// README:end

test('the README BooksController serves books over HTTP: create, list, read, revisions', async (t) => {
  const app = await createApp({
    database: ':memory:',
    secret: SECRET,
    postTypes: [{
      name: 'book', label: 'Books', singularLabel: 'Book', restBase: 'books',
      supports: ['title', 'editor', 'author', 'revisions'],
      restControllerClass: BooksController,
    }],
  });
  const site = await serveSite(app);
  t.teardown(() => site.close());
  await app.users.create({ username: 'admin', email: 'admin@example.com', password: 'admin-pass', roles: ['administrator'] });
  const admin = await site.login('admin', 'admin-pass');

  const text = Array.from({ length: 450 }, () => 'word').join(' ');
  const created = await site.request('POST', '/wp/v2/books', { session: admin, json: { title: 'The Hobbit', content: text, status: 'publish' } });
  t.is(created.status, 201);
  const book = obj(created);
  t.is(book.type, 'book');
  t.is(book.reading_minutes, 3);
  t.true(created.headers.get('location')?.endsWith(`/svc-json/wp/v2/books/${String(book.id)}`));

  const anonymousList = await site.request('GET', '/wp/v2/books');
  t.is(anonymousList.status, 401);
  t.deepEqual(obj(anonymousList), { code: 'rest_forbidden', message: 'Sign in to browse the books.', data: { status: 401 } });

  const listed = await site.request('GET', '/wp/v2/books', { session: admin });
  t.is(listed.status, 200);
  t.deepEqual(list(listed).map((item) => [item.id, item.reading_minutes]), [[book.id, 3]]);

  const read = await site.request('GET', `/wp/v2/books/${String(book.id)}`);
  t.is(read.status, 200);
  t.is((obj(read).title as { rendered: string }).rendered, 'The Hobbit');
  t.is(obj(read).reading_minutes, 3);

  const schema = obj(await site.request('OPTIONS', '/wp/v2/books')).schema as { properties: Record<string, { type: string }> };
  t.is(schema.properties.reading_minutes?.type, 'integer');

  // Revisions of books: their parent controller is a BooksController, so their schema is the book's.
  await site.request('POST', `/wp/v2/books/${String(book.id)}`, { session: admin, json: { title: 'The Hobbit, or There and Back Again' } });
  const revisions = await site.request('GET', `/wp/v2/books/${String(book.id)}/revisions`, { session: admin });
  t.is(revisions.status, 200);
  t.true(list(revisions).length >= 1);
  t.is(list(revisions)[0]!.parent, book.id);

  // The served pages of the app are the other built-ins: posts are still PostsController's.
  t.is((await site.request('GET', '/wp/v2/posts')).status, 200);
});

test('the README shows the BooksController of this test, character for character', (t) => {
  const source = readFileSync('test/readme/subclassingController.test.ts', 'utf8');
  const example = source.slice(source.indexOf('// README:begin\n') + '// README:begin\n'.length, source.indexOf('// README:end'));
  t.true(example.includes('class BooksController extends PostsController'));
  t.true(readFileSync('README.md', 'utf8').includes(example), 'README.md no longer carries the BooksController example as tested');
});
