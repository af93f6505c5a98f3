import { createHash } from 'node:crypto';
import test from 'ava';
import { getAvatarUrls, gravatarHash } from '../../src/avatars/index';
import { Hooks } from '../../src/hooks/Hooks';

// sha256 of "admin@example.com": the hash in the reference capture users.json.
const ADMIN = '258d8dc916db8cea2cafb6c3cd0cb0246efe061421dbd83ec3a350428cabda4f';
const GUEST = '0e9a8dadba366a885bc7287abada586a8efb6d3fa1c957402958bb600bc30ee8';
const MD5 = 'e64c7d89f26bd1972efa854d13d7dd61';

const users: Record<number, { email: string }> = { 1: { email: 'admin@example.com' } };
const resolveUser = (id: number) => users[id];

const urlsFor = (hash: string) => ({
  '24': `https://secure.gravatar.com/avatar/${hash}?s=24&d=mm&r=g`,
  '48': `https://secure.gravatar.com/avatar/${hash}?s=48&d=mm&r=g`,
  '96': `https://secure.gravatar.com/avatar/${hash}?s=96&d=mm&r=g`,
});

test('user id: the reference capture of /wp/v2/users', async (t) => {
  t.deepEqual(await getAvatarUrls(1, { resolveUser }), urlsFor(ADMIN));
});

test('numeric string id resolves like a number', async (t) => {
  t.deepEqual(await getAvatarUrls('1', { resolveUser }), urlsFor(ADMIN));
});

test('resolveUser may be async', async (t) => {
  t.deepEqual(await getAvatarUrls(1, { resolveUser: async (id) => users[id] }), urlsFor(ADMIN));
});

test('e-mail: sha256 of the trimmed, lower-cased address', async (t) => {
  t.deepEqual(await getAvatarUrls('  Admin@Example.COM ', {}), urlsFor(ADMIN));
  t.is(gravatarHash('ADMIN@example.com'), ADMIN);
});

test('hash given as <md5>@md5.gravatar.com or <sha256>@sha256.gravatar.com is used as is', async (t) => {
  t.deepEqual(await getAvatarUrls(`${MD5}@md5.gravatar.com`, {}), urlsFor(MD5));
  t.deepEqual(await getAvatarUrls(`${ADMIN}@sha256.gravatar.com`, {}), urlsFor(ADMIN));
});

test('user object uses its e-mail', async (t) => {
  t.deepEqual(await getAvatarUrls({ id: 1, email: 'admin@example.com' }, {}), urlsFor(ADMIN));
});

test('user object without e-mail is looked up by id', async (t) => {
  t.deepEqual(await getAvatarUrls({ id: 1 }, { resolveUser }), urlsFor(ADMIN));
});

test('post object resolves its author', async (t) => {
  t.deepEqual(await getAvatarUrls({ author: 1 }, { resolveUser }), urlsFor(ADMIN));
});

test('comment object: registered user first, then the guest address', async (t) => {
  t.deepEqual(await getAvatarUrls({ user_id: 1, author_email: 'guest@example.org' }, { resolveUser }), urlsFor(ADMIN));
  t.deepEqual(await getAvatarUrls({ user_id: 0, author_email: 'guest@example.org' }, { resolveUser }), urlsFor(GUEST));
  t.deepEqual(await getAvatarUrls({ user_id: 42, author_email: 'guest@example.org' }, { resolveUser }), urlsFor(GUEST));
});

test('comment of a non-avatar type (pingback, trackback) gives false for every size', async (t) => {
  const expected = { '24': false, '48': false, '96': false };
  t.deepEqual(await getAvatarUrls({ user_id: 1, author_email: 'a@b.c', type: 'pingback' }, { resolveUser }), expected);
  t.deepEqual(await getAvatarUrls({ user_id: 0, author_email: '', type: 'trackback' }, {}), expected);
});

test('get_avatar_comment_types filter can allow more comment types', async (t) => {
  const hooks = new Hooks();
  hooks.addFilter('get_avatar_comment_types', (types: string[]) => [...types, 'review']);
  t.deepEqual(await getAvatarUrls({ user_id: 0, author_email: 'guest@example.org', type: 'review' }, { hooks }), urlsFor(GUEST));
});

test('nothing resolvable: like WordPress, the default image with an empty hash', async (t) => {
  const empty = urlsFor('');
  t.deepEqual(await getAvatarUrls(99, { resolveUser }), empty);
  t.deepEqual(await getAvatarUrls(0, { resolveUser }), empty);
  t.deepEqual(await getAvatarUrls(1, {}), empty);
  t.deepEqual(await getAvatarUrls('', {}), empty);
  t.deepEqual(await getAvatarUrls(null, {}), empty);
  t.deepEqual(await getAvatarUrls({ user_id: 0, author_email: '' }, {}), empty);
  t.deepEqual(await getAvatarUrls({ author: 0 }, { resolveUser }), empty);
});

test('rest_avatar_sizes filter changes the sizes', async (t) => {
  const hooks = new Hooks();
  hooks.addFilter('rest_avatar_sizes', () => [32, 64]);
  t.deepEqual(await getAvatarUrls('admin@example.com', { hooks }), {
    '32': `https://secure.gravatar.com/avatar/${ADMIN}?s=32&d=mm&r=g`,
    '64': `https://secure.gravatar.com/avatar/${ADMIN}?s=64&d=mm&r=g`,
  });
});

test('unusable sizes fall back to 96 pixels in the URL', async (t) => {
  const hooks = new Hooks();
  hooks.addFilter('rest_avatar_sizes', () => [0, 'big']);
  t.deepEqual(await getAvatarUrls('admin@example.com', { hooks }), {
    '0': `https://secure.gravatar.com/avatar/${ADMIN}?s=96&d=mm&r=g`,
    big: `https://secure.gravatar.com/avatar/${ADMIN}?s=96&d=mm&r=g`,
  });
});

test('base URL, default image and rating are configurable', async (t) => {
  const hooks = new Hooks();
  hooks.addFilter('rest_avatar_sizes', () => [48]);
  t.deepEqual(
    await getAvatarUrls('admin@example.com', {
      hooks,
      baseUrl: 'https://avatars.example.test/a/',
      defaultImage: 'https://example.test/d.png',
      rating: 'PG',
    }),
    { '48': `https://avatars.example.test/a/${ADMIN}?s=48&d=https%3A%2F%2Fexample.test%2Fd.png&r=pg` },
  );
  t.deepEqual(await getAvatarUrls('admin@example.com', { hooks, defaultImage: 'gravatar_default' }), {
    '48': `https://secure.gravatar.com/avatar/${ADMIN}?s=48&r=g`,
  });
  t.deepEqual(await getAvatarUrls('admin@example.com', { hooks, defaultImage: 'mystery' }), {
    '48': `https://secure.gravatar.com/avatar/${ADMIN}?s=48&d=mm&r=g`,
  });
});

test('default and configured URLs of one size stay apart, whichever is asked first', async (t) => {
  const hooks = new Hooks();
  hooks.addFilter('rest_avatar_sizes', () => [72]);
  const configured = { hooks, rating: 'X', defaultImage: 'identicon' };
  t.deepEqual(await getAvatarUrls('admin@example.com', configured), { '72': `https://secure.gravatar.com/avatar/${ADMIN}?s=72&d=identicon&r=x` });
  t.deepEqual(await getAvatarUrls('admin@example.com', { hooks }), { '72': `https://secure.gravatar.com/avatar/${ADMIN}?s=72&d=mm&r=g` });
  t.deepEqual(await getAvatarUrls('admin@example.com', configured), { '72': `https://secure.gravatar.com/avatar/${ADMIN}?s=72&d=identicon&r=x` });
  t.deepEqual(await getAvatarUrls('someone@example.com', { hooks }), { '72': `https://secure.gravatar.com/avatar/${createHash('sha256').update('someone@example.com').digest('hex')}?s=72&d=mm&r=g` });
});
