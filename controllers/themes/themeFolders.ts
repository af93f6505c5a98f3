/**
 * Theme folders as WordPress lays them out: `style.css` (its header names the
 * theme), `theme.json`, `templates/*.html`, `parts/*.html`, `patterns/` and
 * `styles/*.json` (style variations). Read from disk when asked, so an edited
 * file is seen at once, as WordPress reads its theme files.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import type { ThemeInfo, ThemeInput } from './ThemeInfo';

/** Where the themes shipped with svc-rest live (the compiled code runs from dist/, the folders stay in the sources). */
export function defaultThemesRoot(): string {
  const beside = join(__dirname, 'default');
  if (existsSync(beside)) return beside;
  return resolve(__dirname, '..', '..', '..', 'controllers', 'themes', 'default');
}

/** The shipped folder of the theme `stylesheet`. */
export function defaultThemeDirectory(stylesheet: string): string {
  return join(defaultThemesRoot(), stylesheet);
}

/** The `Key: value` lines of style.css's header comment (WordPress's get_file_data). */
export function readStyleHeader(css: string): Record<string, string> {
  const header: Record<string, string> = {};
  const comment = /\/\*([\s\S]*?)\*\//.exec(css)?.[1] ?? '';
  for (const line of comment.split(/\r?\n/)) {
    const match = /^[\s*#@]*([A-Za-z][A-Za-z ]*?)\s*:\s*(.*?)\s*$/.exec(line);
    if (match !== null && !(match[1]! in header)) header[match[1]!] = match[2]!;
  }
  return header;
}

/** A theme as its folder describes it; undefined when the folder has no style.css naming a theme. */
export function readThemeFolder(directory: string): ThemeInput | undefined {
  const stylePath = join(directory, 'style.css');
  if (!existsSync(stylePath)) return undefined;
  const header = readStyleHeader(readFileSync(stylePath, 'utf8'));
  const name = header['Theme Name'];
  if (name === undefined || name === '') return undefined;
  const stylesheet = basename(directory);
  const tags = (header.Tags ?? '').split(',').map((tag) => tag.trim()).filter((tag) => tag !== '');
  const screenshot = ['png', 'gif', 'jpg', 'jpeg', 'webp', 'avif'].map((ext) => `screenshot.${ext}`).find((file) => existsSync(join(directory, file))) ?? '';
  return {
    stylesheet, name, directory,
    template: header.Template !== undefined && header.Template !== '' ? header.Template : stylesheet,
    version: header.Version ?? '', author: header.Author ?? '', authorUri: header['Author URI'] ?? '', description: header.Description ?? '',
    tags, themeUri: header['Theme URI'] ?? '', requiresPhp: header['Requires PHP'] ?? '', requiresWp: header['Requires at least'] ?? '',
    textdomain: header['Text Domain'] ?? '', screenshot,
    // A block theme has templates/index.html (WordPress's WP_Theme::is_block_theme).
    isBlockTheme: existsSync(join(directory, 'templates', 'index.html')),
    supports: {},
  };
}

/** Every theme folder directly under `root` (a folder of themes, as wp-content/themes). */
export function readThemesRoot(root: string): ThemeInput[] {
  if (!existsSync(root)) return [];
  return readdirSync(root).sort()
    .map((entry) => join(root, entry))
    .filter((path) => statSync(path).isDirectory())
    .map(readThemeFolder)
    .filter((theme): theme is ThemeInput => theme !== undefined);
}

function readJson(path: string): Record<string, unknown> | undefined {
  if (!existsSync(path)) return undefined;
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed as Record<string, unknown> : undefined;
}

/** The theme's theme.json, {} when it has none. */
export function themeJson(theme: ThemeInfo): Record<string, unknown> {
  return theme.directory === '' ? {} : readJson(join(theme.directory, 'theme.json')) ?? {};
}

/** The style variations of the theme's styles/ folder (and its sub-folders), by file name. */
export function themeStyleVariations(theme: ThemeInfo): Array<{ file: string; data: Record<string, unknown> }> {
  if (theme.directory === '') return [];
  return listFiles(join(theme.directory, 'styles'), '.json')
    .map((file) => ({ file, data: readJson(file) ?? {} }));
}

/** Files under `folder` (recursively) ending with `extension`, sorted by path. */
export function listFiles(folder: string, extension: string): string[] {
  if (!existsSync(folder)) return [];
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(extension)) found.push(path);
    }
  };
  walk(folder);
  return found.sort();
}

/** Every file of the theme folder, as paths relative to it with `/` separators. */
export function themeFiles(theme: ThemeInfo): string[] {
  if (theme.directory === '') return [];
  return listFiles(theme.directory, '').map((path) => relative(theme.directory, path).split(sep).join('/'));
}

/** Registers the themes found in `roots` (folders of theme folders) and activates `active` when given. */
export function installThemeFolders(
  registry: { register(input: ThemeInput): ThemeInfo; activate(stylesheet: string): void },
  roots: readonly string[] = [],
  active?: string,
): void {
  for (const root of roots) for (const theme of readThemesRoot(root)) registry.register(theme);
  if (active !== undefined) registry.activate(active);
}
