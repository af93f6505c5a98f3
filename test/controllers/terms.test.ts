/** /wp/v2/categories and /wp/v2/tags: shapes against WordPress's captures, parameters, pagination. */
import test from 'ava';
import { call, capture, keys, makeTermsSite, ROOT, type Item } from './terms.site';
import { serveCollectionStandIns } from './standInCollections';

/** Categories as the reference site has them: Travel (6) › Europe (7), Food & Drink (8); ids 1–5 are fillers sorted last. */
async function categoriesSite() {
  const site = await makeTermsSite();
  serveCollectionStandIns(site.app);
  const terms = site.app.storage.terms;
  for (let i = 1; i <= 5; i++) await terms.create({ name: `Zz filler ${i}`, taxonomy: 'category' });
  const travel = await terms.create({ name: 'Travel', taxonomy: 'category' });
  await terms.create({ name: 'Europe', taxonomy: 'category', parent: travel.term_id, description: 'Travel within Europe.' });
  await terms.create({ name: 'Food &amp; Drink', slug: 'food-drink', taxonomy: 'category', description: 'Recipes, cafés and cuisine.' });
  return site;
}

test('GET /categories answers as WordPress (categories.json): fields, order, links, headers', async (t) => {
  const site = await categoriesSite();
  const res = await call(site.app, 0, 'GET', '/wp/v2/categories');
  const expected = capture('categories');
  t.is(res.status, expected.status);
  const body = res.body as Item[];
  const want = expected.body as Item[];
  for (const [index, item] of want.entries()) {
    const got = body[index]!;
    t.deepEqual(keys(got), keys(item));
    t.deepEqual(keys(got._links), keys(item._links));
    // Counts come from the reference site's posts; everything else must be identical.
    t.deepEqual({ ...got, count: item.count }, item);
  }
  t.is(res.headers['X-WP-Total'], '8');
  t.is(res.headers['X-WP-TotalPages'], '1');
  t.is(res.headers.Allow, 'GET');
  t.is(res.headers.Link, `<${ROOT}/>; rel="https://api.w.org/"`, 'no prev/next on a single page');
});

test('GET /tags answers as WordPress (tags.json): no parent field, next-page Link, totals', async (t) => {
  const site = await makeTermsSite();
  serveCollectionStandIns(site.app);
  const terms = site.app.storage.terms;
  // Ids as on the reference site: Alpha is 11, Accessibility 26, 50 tags in all.
  for (let id = 1; id <= 50; id++) {
    if (id === 11) await terms.create({ name: 'Alpha', taxonomy: 'post_tag', description: 'Posts about alpha.' });
    else if (id === 26) await terms.create({ name: 'Accessibility', taxonomy: 'post_tag', description: 'Posts about accessibility.' });
    else await terms.create({ name: `Zz tag ${id}`, taxonomy: 'post_tag' });
  }
  const res = await call(site.app, 0, 'GET', '/wp/v2/tags');
  const expected = capture('tags');
  t.is(res.status, 200);
  const body = res.body as Item[];
  for (const [index, item] of (expected.body as Item[]).entries()) {
    t.deepEqual(keys(body[index]), keys(item));
    t.deepEqual({ ...body[index], count: item.count }, item);
  }
  t.is(body.length, 10);
  t.is(res.headers['X-WP-Total'], '50');
  t.is(res.headers['X-WP-TotalPages'], '5');
  t.is(res.headers.Link, `<${ROOT}/wp/v2/tags?page=2>; rel="next"`);
});

test('GET /categories/{id}: the item as in the collection; other taxonomies and unknown ids are rest_term_invalid', async (t) => {
  const site = await categoriesSite();
  const one = await call(site.app, 0, 'GET', '/wp/v2/categories/7');
  t.is(one.status, 200);
  const item = (capture('categories').body as Item[])[0]!;
  t.deepEqual({ ...(one.body as Item), count: item.count, _links: item._links }, { ...item, _links: item._links });
  const tag = await site.app.storage.terms.create({ name: 'A tag', taxonomy: 'post_tag' });
  const invalid = { code: 'rest_term_invalid', message: 'Term does not exist.', data: { status: 404 } };
  for (const path of [`/wp/v2/categories/${tag.term_id}`, '/wp/v2/categories/999', '/wp/v2/categories/0']) {
    const res = await call(site.app, 0, 'GET', path);
    t.is(res.status, 404, path);
    t.deepEqual(res.body, invalid, path);
  }
});

test('contexts: embed keeps id, link, name, slug, taxonomy; edit needs the edit capability', async (t) => {
  const site = await categoriesSite();
  const embed = await call(site.app, 0, 'GET', '/wp/v2/categories/7?context=embed');
  t.deepEqual(keys(embed.body), ['id', 'link', 'name', 'slug', 'taxonomy', '_links']);

  const anonymous = await call(site.app, 0, 'GET', '/wp/v2/categories?context=edit');
  t.is(anonymous.status, 401);
  t.deepEqual(anonymous.body, { code: 'rest_forbidden_context', message: 'Sorry, you are not allowed to edit terms in this taxonomy.', data: { status: 401 } });
  const author = await call(site.app, site.author, 'GET', '/wp/v2/categories/7?context=edit');
  t.is(author.status, 403);
  t.deepEqual(author.body, { code: 'rest_forbidden_context', message: 'Sorry, you are not allowed to edit this term.', data: { status: 403 } });
  const editor = await call(site.app, site.editor, 'GET', '/wp/v2/categories/7?context=edit');
  t.is(editor.status, 200);
  t.deepEqual(keys(editor.body), ['id', 'count', 'description', 'link', 'name', 'slug', 'taxonomy', 'parent', 'meta', '_links']);
});

test('collection parameters: parent, include with orderby=include, slug, search, exclude, hide_empty, post, order', async (t) => {
  const site = await categoriesSite();
  const names = async (query: string): Promise<string[]> => {
    const res = await call(site.app, 0, 'GET', `/wp/v2/categories?${query}`);
    t.is(res.status, 200, query);
    return (res.body as Item[]).map((item) => String(item.name));
  };
  t.deepEqual(await names('parent=6'), ['Europe']);
  t.is((await names('parent=0')).length, 7, 'parent=0 lists only top-level terms');
  t.deepEqual(await names('include=8,6,7&orderby=include'), ['Food &amp; Drink', 'Travel', 'Europe']);
  t.deepEqual(await names('slug=travel,europe&orderby=include_slugs'), ['Travel', 'Europe']);
  t.deepEqual(await names('search=trav'), ['Travel']);
  t.deepEqual(await names('exclude=1,2,3,4,5,6&order=desc'), ['Food &amp; Drink', 'Europe']);
  const post = await site.app.storage.posts.create({ post_title: 'p', post_status: 'publish' });
  await site.app.storage.terms.setPostTerms(post.id, 'category', [7]);
  t.deepEqual(await names('hide_empty=true'), ['Europe']);
  t.deepEqual(await names(`post=${post.id}`), ['Europe']);
  const bad = await call(site.app, 0, 'GET', '/wp/v2/categories?orderby=nope');
  t.is(bad.status, 400);
  t.is((bad.body as { code: string }).code, 'rest_invalid_param');
});

test('pagination: per_page/page give prev and next links; tags also take offset', async (t) => {
  const site = await categoriesSite();
  const res = await call(site.app, 0, 'GET', '/wp/v2/categories?per_page=2&page=2');
  t.is(res.headers['X-WP-Total'], '8');
  t.is(res.headers['X-WP-TotalPages'], '4');
  t.is(res.headers.Link, `<${ROOT}/wp/v2/categories?per_page=2&page=1>; rel="prev", <${ROOT}/wp/v2/categories?per_page=2&page=3>; rel="next"`);
  t.deepEqual((res.body as Item[]).map((item) => item.name), ['Travel', 'Zz filler 1']);

  for (const name of ['a', 'b', 'c']) await site.app.storage.terms.create({ name, taxonomy: 'post_tag' });
  const tags = await call(site.app, 0, 'GET', '/wp/v2/tags?offset=1');
  t.deepEqual((tags.body as Item[]).map((item) => item.name), ['b', 'c']);
  // Categories have no offset parameter: it is ignored.
  const categories = await call(site.app, 0, 'GET', '/wp/v2/categories?offset=7');
  t.is((categories.body as Item[]).length, 8);
});

test('route arguments as WordPress registers them (parent and offset depend on the hierarchy)', async (t) => {
  const site = await makeTermsSite();
  serveCollectionStandIns(site.app);
  const args = async (path: string): Promise<string[]> => {
    const res = await call(site.app, 0, 'OPTIONS', path);
    return keys((res.body as { endpoints: Array<{ args: unknown }> }).endpoints[0]!.args);
  };
  t.deepEqual(await args('/wp/v2/categories'), ['context', 'page', 'per_page', 'search', 'exclude', 'include', 'order', 'orderby', 'hide_empty', 'parent', 'post', 'slug']);
  t.deepEqual(await args('/wp/v2/tags'), ['context', 'page', 'per_page', 'search', 'exclude', 'include', 'offset', 'order', 'orderby', 'hide_empty', 'post', 'slug']);
  const options = await call(site.app, 0, 'OPTIONS', '/wp/v2/tags/1');
  const schema = (options.body as { schema: { title: string; properties: Record<string, unknown> } }).schema;
  t.is(schema.title, 'tag');
  t.deepEqual(keys(schema.properties), ['id', 'count', 'description', 'link', 'name', 'slug', 'taxonomy', 'meta']);
  t.deepEqual(keys((options.body as { endpoints: Array<{ args: unknown }> }).endpoints[0]!.args), ['id', 'context']);
});
