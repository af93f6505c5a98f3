/** The README's `book` post type with its `genre` taxonomy, served and written over HTTP on SQLite and PostgreSQL. */
import test from 'ava';
import { list, obj } from '../auth-http/site';
import { BACKENDS, bookSite } from './bookSite';

for (const backend of BACKENDS) {
  test(`a book is created, listed, read, updated, revised and deleted at /wp/v2/books with its genre (${backend})`, async (t) => {
    const { admin, author, as } = await bookSite(t, backend);

    const genre = await as(admin, 'POST', '/wp/v2/genres', { json: { name: 'Fantasy' } });
    t.is(genre.status, 201);
    t.like(obj(genre), { name: 'Fantasy', taxonomy: 'genre', slug: 'fantasy' });
    const genreId = obj(genre).id as number;

    const created = await as(author, 'POST', '/wp/v2/books', {
      json: { title: 'The Hobbit', content: 'In a hole in the ground', status: 'publish', genres: [genreId], meta: { isbn: '978-0-261-10221-7' } },
    });
    t.is(created.status, 201, created.text);
    const book = obj(created);
    t.deepEqual(book.meta, { isbn: '978-0-261-10221-7', footnotes: '' }, 'the isbn meta field of the README example, beside core\'s footnotes');
    t.like(book, { type: 'book', status: 'publish', title: { raw: 'The Hobbit', rendered: 'The Hobbit' }, genres: [genreId] });
    t.is(created.headers.get('location'), `${created.headers.get('location')!.split('/svc-json/')[0]}/svc-json/wp/v2/books/${book.id as number}`);
    t.false('sticky' in book, 'only posts are sticky');
    t.false('categories' in book, 'the post taxonomies are not a book\'s');
    const links = book._links as Record<string, Array<{ href: string }>>;
    t.true(links.self![0]!.href.endsWith(`/wp/v2/books/${book.id as number}`));
    t.true(links.collection![0]!.href.endsWith('/wp/v2/books'));
    t.true(links['about']![0]!.href.endsWith('/wp/v2/types/book'));
    t.true(links['wp:term']!.some((link) => link.href.endsWith(`/wp/v2/genres?post=${book.id as number}`)));

    const listed = await as(undefined, 'GET', '/wp/v2/books');
    t.is(listed.status, 200);
    t.is(listed.headers.get('x-wp-total'), '1');
    t.deepEqual(list(listed).map((item) => item.id), [book.id]);
    t.deepEqual(list(await as(undefined, 'GET', `/wp/v2/books?genres=${genreId}`)).map((item) => item.id), [book.id], 'filtered by genre');
    t.deepEqual(list(await as(undefined, 'GET', `/wp/v2/books?genres_exclude=${genreId}`)), []);
    t.deepEqual(list(await as(undefined, 'GET', '/wp/v2/posts')), [], 'books are not posts');
    t.is((await as(undefined, 'GET', `/wp/v2/posts/${book.id as number}`)).status, 404);
    t.deepEqual(list(await as(undefined, 'GET', `/wp/v2/genres?post=${book.id as number}`)).map((term) => term.id), [genreId]);

    const read = await as(undefined, 'GET', `/wp/v2/books/${book.id as number}`);
    t.is(read.status, 200);
    t.like(obj(read), { id: book.id, type: 'book', title: { rendered: 'The Hobbit' }, content: { rendered: '<p>In a hole in the ground</p>\n', protected: false } });

    const updated = await as(author, 'POST', `/wp/v2/books/${book.id as number}`, { json: { title: 'The Hobbit, or There and Back Again' } });
    t.is(updated.status, 200);
    t.like(obj(updated), { title: { raw: 'The Hobbit, or There and Back Again' }, genres: [genreId], meta: { isbn: '978-0-261-10221-7' } });
    const revisions = await as(author, 'GET', `/wp/v2/books/${book.id as number}/revisions`);
    t.is(revisions.status, 200);
    t.deepEqual(list(revisions).map((revision) => (revision.title as { rendered: string }).rendered), ['The Hobbit, or There and Back Again', 'The Hobbit']);
    t.true(list(revisions).every((revision) => revision.parent === book.id));

    const autosaved = await as(admin, 'POST', `/wp/v2/books/${book.id as number}/autosaves`, { json: { title: 'Draft title', content: 'In a hole' } });
    t.is(autosaved.status, 200);
    t.like(obj(autosaved), { parent: book.id, title: { raw: 'Draft title' } });

    const trashed = await as(author, 'DELETE', `/wp/v2/books/${book.id as number}`);
    t.is(trashed.status, 200);
    t.like(obj(trashed), { id: book.id, status: 'trash' });
    const deleted = await as(author, 'DELETE', `/wp/v2/books/${book.id as number}?force=true`);
    t.is(deleted.status, 200);
    t.like(obj(deleted), { deleted: true, previous: { id: book.id, type: 'book' } });
    t.like(obj(await as(admin, 'GET', `/wp/v2/books/${book.id as number}`)), { code: 'rest_post_invalid_id' });
  });

  test(`/wp/v2/types/book describes the book type, and the index lists its routes (${backend})`, async (t) => {
    const { as } = await bookSite(t, backend);
    const type = await as(undefined, 'GET', '/wp/v2/types/book');
    t.is(type.status, 200);
    t.like(obj(type), { slug: 'book', name: 'Books', rest_base: 'books', rest_namespace: 'wp/v2', taxonomies: ['genre'], hierarchical: false });
    t.true((obj(type)._links as Record<string, Array<{ href: string }>>)['wp:items']![0]!.href.endsWith('/wp/v2/books'));
    t.like(obj(await as(undefined, 'GET', '/wp/v2/taxonomies/genre')), { slug: 'genre', types: ['book'], rest_base: 'genres' });

    const routes = Object.keys(obj(await as(undefined, 'GET', '/')).routes as object);
    const at = (route: string): number => routes.indexOf(route);
    const bookRoutes = [
      '/wp/v2/books', '/wp/v2/books/(?P<id>[\\d]+)',
      '/wp/v2/books/(?P<parent>[\\d]+)/revisions', '/wp/v2/books/(?P<parent>[\\d]+)/revisions/(?P<id>[\\d]+)',
      '/wp/v2/books/(?P<id>[\\d]+)/autosaves', '/wp/v2/books/(?P<parent>[\\d]+)/autosaves/(?P<id>[\\d]+)',
    ];
    t.deepEqual(routes.slice(at('/wp/v2/books'), at('/wp/v2/books') + bookRoutes.length), bookRoutes, 'posts, revisions, autosaves, together');
    t.true(at('/wp/v2/books') > at('/wp/v2/pages'), 'after the built-in types, in registration order');
    t.true(at('/wp/v2/books') < at('/wp/v2/types'));
    t.true(at('/wp/v2/genres') > at('/wp/v2/categories'));
    const options = await as(undefined, 'OPTIONS', '/wp/v2/books');
    t.deepEqual((obj(options).schema as { title: string }).title, 'book');
  });
}
