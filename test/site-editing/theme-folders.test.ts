/** Themes read from folders (createApp's themeDirectories and activeTheme): style.css names them, the active one's files are its templates. */
import test from 'ava';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/index';
import { readStyleHeader } from '../../controllers/themes/themeFolders';
import { call } from '../controllers/serveAs';

function themesRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'svc-themes-'));
  const theme = join(root, 'quiet');
  mkdirSync(join(theme, 'templates'), { recursive: true });
  mkdirSync(join(theme, 'parts'));
  writeFileSync(join(theme, 'style.css'), '/*\nTheme Name: Quiet\nAuthor: Someone\nVersion: 0.3\nTags: blog, minimal\nRequires PHP: 8.0\n*/\nbody{}');
  writeFileSync(join(theme, 'templates', 'index.html'), '<!-- wp:template-part {"slug":"top","tagName":"header"} /-->');
  writeFileSync(join(theme, 'parts', 'top.html'), '<p>Top</p>');
  // A folder without style.css is no theme.
  mkdirSync(join(root, 'notes'));
  return root;
}

test('style.css headers are read as WordPress reads file headers', (t) => {
  t.deepEqual(readStyleHeader('/*\n * Theme Name: A: B\n * Text Domain: a\n */'), { 'Theme Name': 'A: B', 'Text Domain': 'a' });
});

test('a folder of themes installs each theme; the active one serves its own templates and parts', async (t) => {
  const root = themesRoot();
  t.teardown(() => rmSync(root, { recursive: true, force: true }));
  const app = await createApp({ database: ':memory:', themeDirectories: [root], activeTheme: 'quiet' });
  t.teardown(() => app.close());
  const admin = (await app.storage.users.create({ user_login: 'admin', roles: ['administrator'] })).id;
  const themes = await call(app, admin, 'GET', '/wp/v2/themes?_fields=stylesheet,status,name,version,is_block_theme,tags,requires_php');
  t.deepEqual(themes.body, [
    { stylesheet: 'twentytwentyfive', name: { raw: 'Twenty Twenty-Five', rendered: 'Twenty Twenty-Five' }, requires_php: '7.2', version: '1.5', tags: (themes.body as Array<{ tags: unknown }>)[0]!.tags, status: 'inactive', is_block_theme: true },
    { stylesheet: 'quiet', name: { raw: 'Quiet', rendered: 'Quiet' }, requires_php: '8.0', version: '0.3', tags: { raw: ['blog', 'minimal'], rendered: 'blog, minimal' }, status: 'active', is_block_theme: true },
  ]);
  const templates = await call(app, admin, 'GET', '/wp/v2/templates?_fields=id,content');
  t.deepEqual(templates.body, [{ id: 'quiet//index', content: { raw: '<!-- wp:template-part {"slug":"top","tagName":"header","theme":"quiet"} /-->' } }]);
  const parts = await call(app, admin, 'GET', '/wp/v2/template-parts?_fields=id,area,title');
  t.deepEqual(parts.body, [{ id: 'quiet//top', title: { raw: 'top', rendered: 'top' }, area: 'uncategorized' }]);
  // A theme without theme.json has no settings or styles of its own.
  const styles = await call(app, admin, 'GET', '/wp/v2/global-styles/themes/quiet?_fields=settings,styles');
  t.deepEqual(styles.body, { settings: {}, styles: {} });
  const inactive = await call(app, admin, 'GET', '/wp/v2/templates/twentytwentyfive//index');
  t.is(inactive.status, 404);
});
