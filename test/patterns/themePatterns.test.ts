/** The active theme's `patterns/` folder is registered at start, as WordPress registers a theme's patterns. */
import test from 'ava';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/index';
import { blockPatternRegistryOf } from '../../controllers/patterns/BlockPatternRegistry';
import { list, SECRET, serveSite } from '../auth-http/site';
import { THEME_PATTERN } from './editorSite';

test('the shipped theme\'s pattern is listed with the fields of its header and its markup', async (t) => {
  const app = await createApp({ secret: SECRET, database: ':memory:' });
  const site = await serveSite(app);
  t.teardown(() => site.close());
  await app.users.create({ username: 'admin', email: 'admin@example.com', password: 'admin-pass', roles: ['administrator'] });
  const session = await site.login('admin', 'admin-pass');
  const reply = await site.request('GET', '/wp/v2/block-patterns/patterns', { session });
  t.is(reply.status, 200);
  const pattern = list(reply).find((item) => item.name === THEME_PATTERN);
  t.like(pattern, { name: THEME_PATTERN, title: 'Call to action', description: 'A heading, a sentence and a button.', categories: ['call-to-action'] });
  t.true(String(pattern?.content).startsWith('<!-- wp:group {"layout":{"type":"constrained"}} -->\n'), 'the markup after the header, the header left out');
});

test('another active theme brings its own patterns folder, and the shipped theme\'s pattern is not registered', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'svc-themes-'));
  t.teardown(() => rmSync(root, { recursive: true, force: true }));
  const theme = join(root, 'plain');
  mkdirSync(join(theme, 'templates'), { recursive: true });
  mkdirSync(join(theme, 'patterns'));
  writeFileSync(join(theme, 'style.css'), '/*\nTheme Name: Plain\n*/\n');
  writeFileSync(join(theme, 'templates', 'index.html'), '<!-- wp:post-content /-->\n');
  writeFileSync(join(theme, 'patterns', 'hero.html'), '<!--\nTitle: Hero\nSlug: plain/hero\n-->\n<!-- wp:heading --><h2>Hi</h2><!-- /wp:heading -->\n');
  const app = await createApp({ secret: SECRET, database: ':memory:', themeDirectories: [root], activeTheme: 'plain' });
  t.teardown(() => app.close());
  const registry = blockPatternRegistryOf(app);
  t.true(registry.isRegistered('plain/hero'));
  t.false(registry.isRegistered(THEME_PATTERN));
});
