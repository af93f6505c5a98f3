import test from 'ava';
import { ROOT, call, makeSite, withoutLinks } from './types-statuses-taxonomies-settings.site';

const archives = (status: string): Record<string, unknown> => ({
  archives: [{ href: status === 'publish' ? `${ROOT}/wp/v2/posts` : `${ROOT}/wp/v2/posts?status=${status}` }],
});
const item = (slug: string, name: string, isPublic: boolean, dateFloating: boolean): Record<string, unknown> => ({
  name, public: isPublic, queryable: isPublic, slug, date_floating: dateFloating, _links: archives(slug),
});

test('anonymous visitors see only the public status', async (t) => {
  const { app } = await makeSite();
  const res = await call(app, 0, 'GET', '/wp/v2/statuses');
  t.is(res.status, 200);
  t.deepEqual(res.body, { publish: item('publish', 'Published', true, false) });
});

test('editors of any REST type see every listed status and trash (as the authenticated capture)', async (t) => {
  const { app, admin, author } = await makeSite();
  const expected = {
    publish: item('publish', 'Published', true, false),
    future: item('future', 'Scheduled', false, false),
    draft: item('draft', 'Draft', false, true),
    pending: item('pending', 'Pending', false, true),
    private: item('private', 'Private', false, false),
    trash: item('trash', 'Trash', false, false),
  };
  t.deepEqual((await call(app, admin, 'GET', '/wp/v2/statuses')).body, expected);
  t.deepEqual((await call(app, author, 'GET', '/wp/v2/statuses')).body, expected);
});

test('a non-public status is rest_cannot_read_status for those who cannot edit: 401 / 403', async (t) => {
  const { app, subscriber } = await makeSite();
  const anon = await call(app, 0, 'GET', '/wp/v2/statuses/draft');
  t.deepEqual([anon.status, anon.body], [401, { code: 'rest_cannot_read_status', message: 'Cannot view status.', data: { status: 401 } }]);
  const sub = await call(app, subscriber, 'GET', '/wp/v2/statuses/draft');
  t.deepEqual([sub.status, sub.body], [403, { code: 'rest_cannot_read_status', message: 'Cannot view status.', data: { status: 403 } }]);
  const pub = await call(app, 0, 'GET', '/wp/v2/statuses/publish');
  t.deepEqual([pub.status, pub.body], [200, item('publish', 'Published', true, false)]);
});

test('internal statuses other than trash are never readable; unknown ones are rest_status_invalid 404', async (t) => {
  const { app, admin } = await makeSite();
  const internal = await call(app, admin, 'GET', '/wp/v2/statuses/auto-draft');
  t.deepEqual([internal.status, internal.body], [403, { code: 'rest_cannot_read_status', message: 'Cannot view status.', data: { status: 403 } }]);
  const trash = await call(app, admin, 'GET', '/wp/v2/statuses/trash');
  t.is(trash.status, 200);
  const unknown = await call(app, admin, 'GET', '/wp/v2/statuses/bogus');
  t.deepEqual([unknown.status, unknown.body], [404, { code: 'rest_status_invalid', message: 'Invalid status.', data: { status: 404 } }]);
});

test('context=edit: rest_cannot_view for non-editors, every field for editors', async (t) => {
  const { app, subscriber, author } = await makeSite();
  const sub = await call(app, subscriber, 'GET', '/wp/v2/statuses?context=edit');
  t.deepEqual([sub.status, sub.body], [403, { code: 'rest_cannot_view', message: 'Sorry, you are not allowed to manage post statuses.', data: { status: 403 } }]);
  const res = await call(app, author, 'GET', '/wp/v2/statuses/private?context=edit');
  t.deepEqual(withoutLinks(res.body), {
    name: 'Private', private: true, protected: false, public: false, queryable: false, show_in_list: true, slug: 'private', date_floating: false,
  });
  const embed = await call(app, 0, 'GET', '/wp/v2/statuses/publish?context=embed');
  t.deepEqual(withoutLinks(embed.body), { name: 'Published', slug: 'publish' });
});
