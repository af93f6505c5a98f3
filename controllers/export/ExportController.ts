/**
 * WordPress's WP_REST_Edit_Site_Export_Controller: `wp-block-editor/v1/export`
 * answers a zip of the active theme as the site editor shows it — the theme
 * folder's files, every template and template part as currently resolved
 * (customisations included, without the theme attribute of template-part
 * blocks), and theme.json with the user's global styles merged in
 * (wp_generate_block_templates_export_file).
 */
import { inject, Controller, Permission, Route, TOKENS, RestError, type RestRequest, RestResponse, SiteController } from '../kit';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configSection, userConfig, userGlobalStylesPost } from '../global-styles/userGlobalStyles';
import { BlockTemplates } from '../templates/BlockTemplates';
import type { ThemeRegistry } from '../themes/ThemeRegistry';
import { themeFiles, themeJson } from '../themes/themeFolders';
import { zipArchive } from './zipArchive';
import { denied } from '../shared/restErrors';

/** The theme.json schema the export names (WordPress names its own major.minor version). */
const THEME_JSON_SCHEMA = 'https://schemas.wp.org/wp/7.1/theme.json';
/** Folders and files a theme export leaves out (wp_is_theme_directory_ignored). */
const IGNORED = /^(\.git|\.svn|node_modules|vendor)(\/|$)|(^|\/)\.DS_Store$/;

/** `theme` with `user` laid over it: objects merged key by key, anything else replaced. */
export function mergeThemeJson(theme: Record<string, unknown>, user: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...theme };
  for (const [key, value] of Object.entries(user)) {
    const base = merged[key];
    merged[key] = isObject(base) && isObject(value) ? mergeThemeJson(base, value) : value;
  }
  return merged;
}

/** Template-part blocks lose the theme attribute the site added (_remove_theme_attribute_from_template_part_block). */
export function removeTemplatePartTheme(content: string): string {
  return content.replace(/<!--\s+wp:(?:core\/)?template-part\s+(\{[\s\S]*?\})\s+(\/)?-->/g, (whole, json: string, selfClosing: string | undefined) => {
    let attributes: Record<string, unknown>;
    try {
      attributes = JSON.parse(json) as Record<string, unknown>;
    } catch {
      return whole;
    }
    if (!('theme' in attributes)) return whole;
    delete attributes.theme;
    const rest = Object.keys(attributes).length === 0 ? '' : `${JSON.stringify(attributes)} `;
    return `<!-- wp:template-part ${rest}${selfClosing ?? ''}-->`;
  });
}

@Controller('wp-block-editor/v1', { restBase: 'export' })
export class ExportController extends SiteController {
  @inject(TOKENS.Themes) private readonly themes!: ThemeRegistry;

  async exportPermissionsCheck(): Promise<true | RestError> {
    if (await this.can('export')) return true;
    return denied('rest_cannot_export_templates', 'Sorry, you are not allowed to export templates and template parts.');
  }

  @Route('', { methods: 'GET', schema: false })
  @Permission('exportPermissionsCheck')
  async export(_request: RestRequest): Promise<RestResponse | RestError> {
    const theme = this.themes.activeTheme();
    if (theme === undefined) return new RestError('missing_theme', 'The active theme could not be found.', { status: 500 });
    const files = new Map<string, Buffer>();
    for (const path of themeFiles(theme)) if (!IGNORED.test(path)) files.set(path, readFileSync(join(theme.directory, path)));
    const templates = new BlockTemplates(this.storage, this.themes);
    for (const template of await templates.query('wp_template')) files.set(`templates/${template.slug}.html`, Buffer.from(removeTemplatePartTheme(template.content)));
    for (const part of await templates.query('wp_template_part')) files.set(`parts/${part.slug}.html`, Buffer.from(removeTemplatePartTheme(part.content)));
    const user = await userGlobalStylesPost(this.storage, theme.stylesheet, false);
    const config = user === undefined ? undefined : userConfig(user);
    const { $schema: _old, ...json } = mergeThemeJson(themeJson(theme), { settings: configSection(config, 'settings'), styles: configSection(config, 'styles') });
    const withSchema = json.version === undefined ? json : { $schema: THEME_JSON_SCHEMA, ...json };
    files.set('theme.json', Buffer.from(JSON.stringify(withSchema, null, '\t')));
    const zip = zipArchive([...files].map(([name, data]) => ({ name, data })));
    const response = new RestResponse(zip);
    const name = theme.stylesheet.split('/').pop() ?? theme.stylesheet;
    response.header('Content-Type', 'application/zip');
    response.header('Content-Disposition', `attachment; filename=${name}.zip`);
    response.header('Content-Length', String(zip.length));
    return response;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
