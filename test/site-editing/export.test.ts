/** `wp-block-editor/v1/export` over HTTP: a zip of the active theme with the user's templates and global styles, read back with unzip. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveSite } from '../auth-http/site';
import { testOnEachBackend } from '../storage/backends';
import { error, makeEditingSite, THEME } from './site';

/** The listed names and a way to read one entry of a zip, through the system's unzip. */
function openZip(bytes: Buffer): { names: string[]; read(name: string): string; test(): string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'svc-export-'));
  const file = join(dir, 'export.zip');
  writeFileSync(file, bytes);
  return {
    names: execFileSync('zipinfo', ['-1', file], { encoding: 'utf8' }).split('\n').filter((line) => line !== ''),
    read: (name) => execFileSync('unzip', ['-p', file, name], { encoding: 'utf8' }),
    test: () => execFileSync('unzip', ['-t', file], { encoding: 'utf8' }),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

testOnEachBackend('the export is a zip of the theme folder with the customised templates and the user styles merged into theme.json', 'site_editing', async (t, database) => {
  const site = await makeEditingSite(t, database);
  await site.as(site.admin, 'PUT', `/wp/v2/templates/${THEME}//single`, { content: `<!-- wp:template-part {"slug":"header","theme":"${THEME}"} /-->\n<p>Mine</p>` });
  await site.as(site.admin, 'POST', '/wp/v2/templates', { slug: 'my-landing', content: 'Landing' });
  const theme = await site.as(site.admin, 'GET', `/wp/v2/themes/${THEME}?_fields=_links`);
  const stylesHref = ((theme.body as { _links: Record<string, Array<{ href: string }>> })._links['wp:user-global-styles']![0]!).href;
  await site.as(site.admin, 'PUT', `/wp/v2/global-styles/${stylesHref.split('/').pop()!}`, { styles: { color: { text: '#333333' } } });

  const served = await serveSite(site.app);
  const session = await served.login('admin', 'correct horse');
  const response = await fetch(`${served.base}/wp-block-editor/v1/export`, { headers: { Cookie: session.cookie, 'X-SVC-Nonce': session.nonce } });
  t.is(response.status, 200);
  t.is(response.headers.get('content-type'), 'application/zip');
  t.is(response.headers.get('content-disposition'), `attachment; filename=${THEME}.zip`);
  const bytes = Buffer.from(await response.arrayBuffer());
  t.is(response.headers.get('content-length'), String(bytes.length));
  const zip = openZip(bytes);
  t.teardown(() => zip.cleanup());
  t.regex(zip.test(), /No errors detected/);
  t.deepEqual([...zip.names].sort(), [
    'parts/footer.html', 'parts/header.html', 'patterns/call-to-action.html', 'style.css', 'styles/evening.json', 'styles/morning.json',
    'templates/404.html', 'templates/archive.html', 'templates/index.html', 'templates/my-landing.html', 'templates/page-no-title.html',
    'templates/page.html', 'templates/single.html', 'theme.json',
  ]);
  t.is(zip.read('templates/single.html'), '<!-- wp:template-part {"slug":"header"} /-->\n<p>Mine</p>');
  t.is(zip.read('templates/my-landing.html'), 'Landing');
  t.true(zip.read('templates/index.html').startsWith('<!-- wp:template-part {"slug":"header"} /-->'));
  t.regex(zip.read('style.css'), /Theme Name: Twenty Twenty-Five/);
  const json = JSON.parse(zip.read('theme.json')) as Record<string, unknown>;
  t.is(json.$schema, 'https://schemas.wp.org/wp/7.1/theme.json');
  t.deepEqual((json.styles as Record<string, unknown>).color, { background: 'var:preset|color|base', text: '#333333' });
  t.deepEqual(Object.keys(json).slice(0, 2), ['$schema', 'version']);

  const anonymous = await fetch(`${served.base}/wp-block-editor/v1/export`);
  t.is(anonymous.status, 401);
  t.deepEqual(await anonymous.json(), error('rest_cannot_export_templates', 'Sorry, you are not allowed to export templates and template parts.', 401));
  const editor = await site.as(site.editor, 'GET', '/wp-block-editor/v1/export');
  t.deepEqual([editor.status, editor.body], [403, error('rest_cannot_export_templates', 'Sorry, you are not allowed to export templates and template parts.', 403)]);
});
