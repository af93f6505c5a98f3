/**
 * The patterns of a theme-style `patterns/` folder, read as WordPress's
 * WP_Theme::get_block_patterns reads a theme's (here from `.html` files, see
 * patternFile.ts): Title and Slug are required, list headers are split as
 * wp_parse_list splits them, Viewport Width is a number and Inserter a yes/no.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Container } from 'inversify';
import { TOKENS } from '../../src/di/tokens';
import type { ThemeRegistry } from '../themes/ThemeRegistry';
import type { Notices } from '../../src/notices/Notices';
import { parseList } from '../../src/shaping/parseList';
import { blockPatternRegistryOf, type BlockPatternProperties, type BlockPatternRegistry } from './BlockPatternRegistry';
import { readPatternFile } from './patternFile';
import { isTruthy } from '../../src/schema/php';

/** One pattern file of a folder: its path relative to the folder and its registration properties. */
export interface FolderPattern {
  file: string;
  pattern: BlockPatternProperties & { slug: string };
}

const LIST_HEADERS = [
  ['categories', 'Categories'], ['keywords', 'Keywords'], ['blockTypes', 'Block Types'], ['postTypes', 'Post Types'], ['templateTypes', 'Template Types'],
] as const;
const SLUG = /^[A-z0-9/_-]+$/;


/** Every `.html` file under `dir`, sorted by name, sub-folders where they sort (as WP_Theme::scandir walks). */
function htmlFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir).sort();
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.startsWith('.')) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) files.push(...htmlFiles(path));
    else if (entry.endsWith('.html')) files.push(path);
  }
  return files;
}

/** The patterns of `dir`; files without a Slug or a Title are skipped with a notice. */
export function patternsFromFolder(dir: string, notices?: Notices): FolderPattern[] {
  const found: FolderPattern[] = [];
  for (const path of htmlFiles(dir)) {
    const file = relative(dir, path).split(sep).join('/');
    const { headers } = readPatternFile(path);
    const header = (name: string): string => headers.get(name.toLowerCase()) ?? '';
    const slug = header('Slug');
    if (slug === '') {
      notices?.raise('_register_theme_block_patterns', `Could not register file "${file}" as a block pattern ("Slug" field missing)`, '6.0.0');
      continue;
    }
    // WordPress complains about an unusual slug but registers the pattern all the same.
    if (!SLUG.test(slug)) notices?.raise('_register_theme_block_patterns', `Could not register file "${file}" as a block pattern (invalid slug "${slug}")`, '6.0.0');
    const title = header('Title');
    if (title === '') {
      notices?.raise('_register_theme_block_patterns', `Could not register file "${file}" as a block pattern ("Title" field missing)`, '6.0.0');
      continue;
    }
    const pattern: FolderPattern['pattern'] = { title, slug, description: header('Description'), filePath: path };
    for (const [property, name] of LIST_HEADERS) {
      if (isTruthy(header(name))) pattern[property] = parseList(header(name)).filter(isTruthy);
    }
    const width = Number.parseInt(header('Viewport Width'), 10);
    if (isTruthy(header('Viewport Width'))) pattern.viewportWidth = Number.isNaN(width) ? 0 : width;
    if (isTruthy(header('Inserter'))) pattern.inserter = ['yes', 'true'].includes(header('Inserter').toLowerCase());
    found.push({ file, pattern });
  }
  return found;
}

/**
 * Registers the patterns of `dir` under their slugs, as WordPress registers its active
 * theme's: a slug already registered keeps its pattern. Returns the names registered.
 */
export function registerPatternFolder(registry: BlockPatternRegistry, dir: string, notices?: Notices): string[] {
  const registered: string[] = [];
  for (const { pattern } of patternsFromFolder(dir, notices)) {
    if (registry.isRegistered(pattern.slug)) continue;
    if (registry.register(pattern.slug, pattern)) registered.push(pattern.slug);
  }
  return registered;
}

/** registerPatternFolder on the app's registry (the `patternFolders` option does this at start). */
export function addPatternFolder(app: { container: Container }, dir: string): string[] {
  return registerPatternFolder(blockPatternRegistryOf(app), dir, app.container.get<Notices>(TOKENS.Notices));
}

/** The `patterns/` folders of the active theme and, for a child theme, of its parent (child first, as WordPress reads them). */
export function activeThemePatternFolders(themes: ThemeRegistry): string[] {
  const theme = themes.activeTheme();
  if (theme === undefined || theme.directory === '') return [];
  const parent = theme.template !== theme.stylesheet ? themes.get(theme.template)?.directory : undefined;
  return [theme.directory, ...parent !== undefined && parent !== '' ? [parent] : []].map((dir) => join(dir, 'patterns'));
}
