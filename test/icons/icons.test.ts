/** `/wp/v2/icons` and `/wp/v2/icon-collections` over HTTP: the core collection shipped, registered ones, errors. */
import test from 'ava';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerIconCollection, unregisterIconCollection } from '../../controllers/icons/IconCollectionRegistry';
import { registerIcon, unregisterIcon } from '../../controllers/icons/IconRegistry';
import { TOKENS } from '../../src/di/tokens';
import type { Notices } from '../../src/notices/Notices';
import { list, obj } from '../auth-http/site';
import { assertEditorsOnly, editorSite, error } from '../patterns/editorSite';

const CORE_NAMES = ['core/arrow-left', 'core/arrow-right', 'core/check', 'core/home', 'core/info', 'core/plus', 'core/search', 'core/star-filled'];
const CHECK_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">'
  + '<path d="M9.5 16.6 5 12.1l1.06-1.06 3.44 3.44 8.44-8.44L19 7.1z" /></svg>';
const names = (reply: { body: unknown }): unknown[] => (reply.body as Array<{ name: string }>).map((icon) => icon.name);

test('only users who can edit posts may read icons and icon collections', async (t) => {
  const site = await editorSite(t);
  for (const path of ['/wp/v2/icons', '/wp/v2/icons/core', '/wp/v2/icons/core/check']) {
    await assertEditorsOnly(t, site, path, 'rest_cannot_view', 'Sorry, you are not allowed to view the registered icons.');
  }
  for (const path of ['/wp/v2/icon-collections', '/wp/v2/icon-collections/core']) {
    await assertEditorsOnly(t, site, path, 'rest_cannot_view', 'Sorry, you are not allowed to view the registered icon collections.');
  }
});

test('the core collection and its icons are listed, each icon as name, label, content and collection', async (t) => {
  const { as } = await editorSite(t);
  const reply = await as('contributor', 'GET', '/wp/v2/icons');
  t.is(reply.status, 200);
  t.deepEqual(names(reply), CORE_NAMES, 'every icon: page and per_page do not cut the list, as in WordPress');
  t.deepEqual(list(reply)[2], { name: 'core/check', label: 'Check', content: CHECK_SVG, collection: 'core' });
  t.deepEqual(names(await as('contributor', 'GET', '/wp/v2/icons?per_page=2&page=2')), CORE_NAMES);
  t.deepEqual(obj(await as('contributor', 'GET', '/wp/v2/icons/core/check')), { name: 'core/check', label: 'Check', content: CHECK_SVG, collection: 'core' });
  t.deepEqual(obj(await as('contributor', 'GET', '/wp/v2/icons/core/check?_fields=label')), { label: 'Check' });
  t.deepEqual((await as('contributor', 'GET', '/wp/v2/icon-collections')).body, [{ slug: 'core', label: 'WordPress', description: 'Default icon collection.' }]);
  t.deepEqual((await as('contributor', 'GET', '/wp/v2/icon-collections/core')).body, { slug: 'core', label: 'WordPress', description: 'Default icon collection.' });
});

test('search matches names and labels; collection narrows; unknown icons and collections are 404s with WordPress\'s messages', async (t) => {
  const { as } = await editorSite(t);
  t.deepEqual(names(await as('admin', 'GET', '/wp/v2/icons?search=ARROW')), ['core/arrow-left', 'core/arrow-right']);
  t.deepEqual(names(await as('admin', 'GET', '/wp/v2/icons?search=star filled')), ['core/star-filled'], 'labels are searched');
  t.deepEqual(names(await as('admin', 'GET', '/wp/v2/icons?search=core/p')), ['core/plus'], 'qualified names are searched');
  t.deepEqual(names(await as('admin', 'GET', '/wp/v2/icons?collection=core&search=home')), ['core/home']);
  t.deepEqual(names(await as('admin', 'GET', '/wp/v2/icons/core?search=info')), ['core/info']);
  const notFound = async (path: string, code: string, message: string): Promise<void> => {
    const reply = await as('admin', 'GET', path);
    t.deepEqual([reply.status, reply.body], [404, error(code, message, 404)], path);
  };
  await notFound('/wp/v2/icons?collection=acme', 'rest_icon_collection_not_found', 'Icon collection not found: "acme".');
  await notFound('/wp/v2/icons/acme', 'rest_icon_collection_not_found', 'Icon collection not found: "acme".');
  await notFound('/wp/v2/icons/core/nope', 'rest_icon_not_found', 'Icon not found: "core/nope".');
  await notFound('/wp/v2/icon-collections/acme', 'rest_icon_collection_not_found', 'Icon collection not found: "acme".');
  const invalid = await as('admin', 'GET', '/wp/v2/icons?collection=Bad-');
  t.is(invalid.status, 400);
  t.like(invalid.body as object, { code: 'rest_invalid_param', data: { status: 400, params: { collection: 'collection does not match pattern ^[a-z0-9]([a-z0-9_-]*[a-z0-9])?$.' } } });
  // Routes match without case (as WordPress matches them); the collection's pattern does not.
  const upper = await as('admin', 'GET', '/wp/v2/icons/Core');
  t.is(upper.status, 400);
  t.like(upper.body as object, { code: 'rest_invalid_param', data: { params: { collection: 'collection does not match pattern ^[a-z0-9]([a-z0-9_-]*[a-z0-9])?$.' } } });
});

test('registered collections and icons are served; content is cleaned to the allowed SVG; removing a collection removes its icons', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'svc-icons-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'leaf.svg'), '<svg viewBox="0 0 24 24"><path d="M4 20 20 4" stroke="red"/></svg>\n');
  const { site, as } = await editorSite(t);
  t.true(registerIconCollection(site.app, 'acme', { label: 'Acme' }));
  t.true(registerIcon(site.app, 'acme/bolt', {
    label: 'Bolt',
    content: '<svg viewBox="0 0 24 24" onload="alert(1)"><script>alert(2)</script><g><path d="M13 2 4 14h7l-1 8 9-12h-7z" onclick="x()"/></g></svg>',
  }));
  t.true(registerIcon(site.app, 'acme/leaf', { label: 'Leaf', file_path: join(dir, 'leaf.svg') }));
  t.deepEqual((await as('admin', 'GET', '/wp/v2/icons/acme')).body, [
    { name: 'acme/bolt', label: 'Bolt', content: '<svg viewBox="0 0 24 24">alert(2)<path d="M13 2 4 14h7l-1 8 9-12h-7z" /></svg>', collection: 'acme' },
    { name: 'acme/leaf', label: 'Leaf', content: '<svg viewBox="0 0 24 24"><path d="M4 20 20 4" /></svg>\n', collection: 'acme' },
  ]);
  t.deepEqual((await as('admin', 'GET', '/wp/v2/icon-collections/acme')).body, { slug: 'acme', label: 'Acme', description: '' });
  t.true(unregisterIcon(site.app, 'acme/leaf'));
  t.true(unregisterIconCollection(site.app, 'acme'));
  t.deepEqual(names(await as('admin', 'GET', '/wp/v2/icons')), CORE_NAMES);
  t.is((await as('admin', 'GET', '/wp/v2/icons/acme/bolt')).status, 404);
});

test('registrations WordPress refuses are refused here, each with its notice', async (t) => {
  const { site } = await editorSite(t);
  const notices = site.app.container.get<Notices>(TOKENS.Notices);
  notices.clear();
  const svg = '<svg><path d="M0 0h1"/></svg>';
  t.false(registerIconCollection(site.app, 'Bad', { label: 'Bad' }));
  t.false(registerIconCollection(site.app, 'core', { label: 'Again' }));
  t.false(registerIconCollection(site.app, 'extra', { label: 'Extra', colour: 'red' } as never));
  t.false(registerIcon(site.app, 'lonely', { label: 'Lonely', content: svg }));
  t.false(registerIcon(site.app, 'core/Upper', { label: 'Upper', content: svg }));
  t.false(registerIcon(site.app, 'core/-dash', { label: 'Dash', content: svg }));
  t.false(registerIcon(site.app, 'nowhere/icon', { label: 'Nowhere', content: svg }));
  t.false(registerIcon(site.app, 'core/both', { label: 'Both', content: svg, file_path: '/x.svg' }));
  t.false(registerIcon(site.app, 'core/empty', { label: 'Empty', content: '<div></div>' }));
  t.false(registerIcon(site.app, 'core/check', { label: 'Check', content: svg }));
  t.false(unregisterIcon(site.app, 'core/none'));
  t.false(unregisterIconCollection(site.app, 'none'));
  t.deepEqual(notices.all().map((notice) => notice.message), [
    'Icon collection slug must start and end with a lowercase letter or digit and contain only lowercase letters, digits, hyphens, and underscores.',
    'Icon collection is already registered.',
    'Invalid icon collection property: "colour".',
    'Icon name must be namespaced in the form "collection/icon-name".',
    'Icon names must not contain uppercase characters.',
    'Icon names must start and end with a lowercase letter or digit and contain only lowercase letters, digits, hyphens, and underscores.',
    'Icon collection "nowhere" is not registered.',
    'Icons must provide either `content` or `file_path`.',
    'Icon content does not contain valid SVG markup.',
    'Icon is already registered.',
    'Icon "core/none" is not registered.',
    'Icon collection "none" not found.',
  ]);
});
