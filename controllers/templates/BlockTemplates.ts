/**
 * The block templates of a site, as WordPress's get_block_templates,
 * get_block_template and get_block_file_template find them: the active theme's
 * files (templates/*.html, parts/*.html, described by theme.json) merged with
 * the customisations stored as posts of the template post types, whose theme
 * is their `wp_theme` term and a part's area its `wp_template_part_area` term.
 * A customisation hides the theme file of the same slug.
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { PostInput, PostRecord, Storage } from '../../src/storage/types';
import { DEFAULT_TEMPLATE_TYPES, TEMPLATE_PART_AREAS } from '../themes/templateTypes';
import type { ThemeInfo, ThemeRegistry } from '../themes/ThemeRegistry';
import { listFiles, themeJson } from '../themes/themeFolders';
import { splitTemplateId, type BlockTemplate, type TemplateKind } from './BlockTemplate';

export const THEME_TAXONOMY = 'wp_theme';
export const AREA_TAXONOMY = 'wp_template_part_area';
export const UNCATEGORIZED_AREA = 'uncategorized';
/** The statuses a template listing includes (trashed customisations let the theme file show again). */
const LISTED_STATUSES = ['auto-draft', 'draft', 'publish'];

export interface TemplateQuery {
  wpId?: number;
  area?: string;
  postType?: string;
  slugs?: readonly string[];
}

interface TemplateFile {
  slug: string;
  path: string;
  title?: string;
  area?: string;
  postTypes?: string[];
}

const FOLDERS: Record<TemplateKind, string> = { wp_template: 'templates', wp_template_part: 'parts' };

/** An area WordPress knows, else 'uncategorized' (_filter_block_template_part_area). */
export function knownArea(area: string): string {
  return TEMPLATE_PART_AREAS.some((known) => known.area === area) ? area : UNCATEGORIZED_AREA;
}

/** PHP's json_encode as serialize_block_attributes does it (no `--`, `<`, `>`, `&` or quotes left bare inside a comment). */
function serializeAttributes(attributes: Record<string, unknown>): string {
  return JSON.stringify(attributes)
    .replace(/--/g, '\\u002d\\u002d').replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\\"/g, '\\u0022');
}

/** Template-part blocks without a `theme` attribute get the theme's (_inject_theme_attribute_in_template_part_block). */
export function injectTemplatePartTheme(content: string, stylesheet: string): string {
  return content.replace(/<!--\s+wp:(?:core\/)?template-part(\s+(\{[\s\S]*?\}))?\s+(\/)?-->/g, (whole, _all: string | undefined, json: string | undefined, selfClosing: string | undefined) => {
    let attributes: Record<string, unknown>;
    try {
      attributes = json === undefined ? {} : JSON.parse(json) as Record<string, unknown>;
    } catch {
      return whole;
    }
    if ('theme' in attributes) return whole;
    attributes.theme = stylesheet;
    return `<!-- wp:template-part ${serializeAttributes(attributes)} ${selfClosing ?? ''}-->`;
  });
}

export class BlockTemplates {
  constructor(private readonly storage: Storage, private readonly themes: ThemeRegistry) {}

  activeTheme(): ThemeInfo | undefined {
    return this.themes.activeTheme();
  }

  activeStylesheet(): string {
    return this.activeTheme()?.stylesheet ?? '';
  }

  /** The active theme's files of `kind`, described by its theme.json (customTemplates, templateParts). */
  themeFiles(kind: TemplateKind): TemplateFile[] {
    const theme = this.activeTheme();
    if (theme === undefined || theme.directory === '') return [];
    const json = themeJson(theme);
    const files = listFiles(join(theme.directory, FOLDERS[kind]), '.html').map((path): TemplateFile => ({ slug: basename(path, '.html'), path }));
    for (const file of files) {
      if (kind === 'wp_template') {
        const described = (Array.isArray(json.customTemplates) ? json.customTemplates as Array<Record<string, unknown>> : []).find((entry) => entry.name === file.slug);
        if (described !== undefined) {
          if (typeof described.title === 'string') file.title = described.title;
          if (Array.isArray(described.postTypes)) file.postTypes = described.postTypes.map(String);
        }
      } else {
        const described = (Array.isArray(json.templateParts) ? json.templateParts as Array<Record<string, unknown>> : []).find((entry) => entry.name === file.slug);
        if (typeof described?.title === 'string') file.title = described.title;
        file.area = typeof described?.area === 'string' ? knownArea(described.area) : UNCATEGORIZED_AREA;
      }
    }
    return files;
  }

  themeFile(kind: TemplateKind, slug: string): TemplateFile | undefined {
    return this.themeFiles(kind).find((file) => file.slug === slug);
  }

  /** A template built from a theme file (_build_block_template_result_from_file). */
  fromFile(file: TemplateFile, kind: TemplateKind): BlockTemplate {
    const theme = this.activeStylesheet();
    const template: BlockTemplate = {
      id: `${theme}//${file.slug}`, theme, content: injectTemplatePartTheme(readFileSync(file.path, 'utf8'), theme), slug: file.slug,
      source: 'theme', origin: null, type: kind, title: file.title ?? file.slug, description: '', status: 'publish', wpId: 0,
      hasThemeFile: true, isCustom: true, author: 0, modified: null,
    };
    const known = kind === 'wp_template' ? DEFAULT_TEMPLATE_TYPES.find((type) => type.slug === file.slug) : undefined;
    if (known !== undefined) {
      template.title = known.title;
      template.description = known.description;
      template.isCustom = false;
    }
    if (kind === 'wp_template' && file.postTypes !== undefined) template.postTypes = file.postTypes;
    if (kind === 'wp_template_part') template.area = file.area ?? UNCATEGORIZED_AREA;
    return template;
  }

  /** A template built from its post (_build_block_template_result_from_post); a revision takes its parent's theme and slug. */
  async fromPost(post: PostRecord, kind: TemplateKind): Promise<BlockTemplate | undefined> {
    const owner = post.post_type === 'revision' ? await this.storage.posts.get(post.post_parent) : post;
    if (owner === undefined) return undefined;
    const themeTerms = await this.storage.terms.getPostTerms(owner.id, THEME_TAXONOMY);
    const theme = themeTerms[0]?.name;
    if (theme === undefined) return undefined;
    const file = theme === this.activeStylesheet() ? this.themeFile(kind, owner.post_name) : undefined;
    const origin = String((await this.storage.posts.meta.get(owner.id, 'origin'))[0] ?? '');
    const suggestion = (await this.storage.posts.meta.get(owner.id, 'is_wp_suggestion'))[0];
    const template: BlockTemplate = {
      id: `${theme}//${owner.post_name}`, theme, content: post.post_content, slug: owner.post_name, source: 'custom',
      origin: origin === '' ? null : origin, type: kind, title: post.post_title, description: post.post_excerpt, status: post.post_status,
      wpId: post.id, hasThemeFile: file !== undefined, isCustom: suggestion === undefined || suggestion === '' || suggestion === false,
      author: post.post_author, modified: post.post_modified,
    };
    if (kind === 'wp_template' && file?.postTypes !== undefined) template.postTypes = file.postTypes;
    if (kind === 'wp_template' && DEFAULT_TEMPLATE_TYPES.some((type) => type.slug === template.slug)) template.isCustom = false;
    if (kind === 'wp_template_part') {
      const areas = await this.storage.terms.getPostTerms(owner.id, AREA_TAXONOMY);
      if (areas[0] !== undefined) template.area = areas[0].name;
    }
    return template;
  }

  /** The term id of a taxonomy's term named `name`; created when `create`, else undefined when missing. */
  async termId(taxonomy: string, name: string, create: boolean): Promise<number | undefined> {
    const found = await this.storage.terms.getBySlug(taxonomy, name);
    if (found !== undefined || !create) return found?.term_id;
    return (await this.storage.terms.create({ name, slug: name, taxonomy })).term_id;
  }

  /** The customisation posts of `theme` of a kind, newest first. */
  private async posts(kind: TemplateKind, theme: string, query: { wpId?: number; slugs?: readonly string[]; area?: string; statuses?: string[] }): Promise<PostRecord[]> {
    const themeTerm = await this.termId(THEME_TAXONOMY, theme, false);
    if (themeTerm === undefined) return [];
    const clauses = [{ taxonomy: THEME_TAXONOMY, terms: [themeTerm], operator: 'IN' as const }];
    if (query.area !== undefined) {
      const areaTerm = await this.termId(AREA_TAXONOMY, query.area, false);
      if (areaTerm === undefined) return [];
      clauses.push({ taxonomy: AREA_TAXONOMY, terms: [areaTerm], operator: 'IN' });
    }
    const result = await this.storage.posts.query({
      type: kind, status: query.statuses ?? LISTED_STATUSES, tax_query: { clauses },
      ...(query.wpId !== undefined ? { include: [query.wpId] } : {}),
      ...(query.slugs !== undefined ? { slug: [...query.slugs] } : {}),
    });
    return result.items;
  }

  /** get_block_templates: the active theme's customisations, then its files not customised. */
  async query(kind: TemplateKind, query: TemplateQuery = {}): Promise<BlockTemplate[]> {
    const area = kind === 'wp_template_part' ? query.area : undefined;
    const templates: BlockTemplate[] = [];
    for (const post of await this.posts(kind, this.activeStylesheet(), { wpId: query.wpId, slugs: query.slugs, area })) {
      const template = await this.fromPost(post, kind);
      if (template === undefined) continue;
      if (query.postType !== undefined && template.postTypes !== undefined && !template.postTypes.includes(query.postType)) continue;
      templates.push(template);
    }
    if (query.wpId !== undefined) return templates;
    for (const file of this.themeFiles(kind)) {
      if (query.slugs !== undefined && !query.slugs.includes(file.slug)) continue;
      if (area !== undefined && file.area !== area) continue;
      if (query.postType !== undefined && file.postTypes !== undefined && !file.postTypes.includes(query.postType)) continue;
      if (templates.some((template) => template.slug === file.slug)) continue;
      templates.push(this.fromFile(file, kind));
    }
    return templates;
  }

  /** get_block_template: the customisation of `id` (trashed too), else the active theme's file. */
  async get(id: string, kind: TemplateKind): Promise<BlockTemplate | undefined> {
    const parts = splitTemplateId(id);
    if (parts === undefined) return undefined;
    const [post] = await this.posts(kind, parts.theme, { slugs: [parts.slug], statuses: [...LISTED_STATUSES, 'trash'] });
    if (post !== undefined) return this.fromPost(post, kind);
    return this.getFile(id, kind);
  }

  /** get_block_file_template: the active theme's file of `id`. */
  getFile(id: string, kind: TemplateKind): BlockTemplate | undefined {
    const parts = splitTemplateId(id);
    if (parts === undefined || parts.theme !== this.activeStylesheet()) return undefined;
    const file = this.themeFile(kind, parts.slug);
    return file === undefined ? undefined : this.fromFile(file, kind);
  }

  /** Stores a new customisation post of `theme` (and its area for a part). */
  async insert(kind: TemplateKind, theme: string, post: PostInput, meta: Record<string, string>, area: string | undefined): Promise<PostRecord> {
    const created = await this.storage.posts.create({ ...post, post_type: kind });
    await this.storage.terms.setPostTerms(created.id, THEME_TAXONOMY, [(await this.termId(THEME_TAXONOMY, theme, true))!]);
    if (area !== undefined) await this.storage.terms.setPostTerms(created.id, AREA_TAXONOMY, [(await this.termId(AREA_TAXONOMY, area, true))!]);
    for (const [key, value] of Object.entries(meta)) await this.storage.posts.meta.set(created.id, key, [value]);
    return created;
  }

  /** Sets the area term of a part's post. */
  async setArea(postId: number, area: string): Promise<void> {
    await this.storage.terms.setPostTerms(postId, AREA_TAXONOMY, [(await this.termId(AREA_TAXONOMY, area, true))!]);
  }
}
