/** Renderers of the archive-style widgets: core/archives, core/categories, core/tag-cloud. */
import type { TermRecord } from '../../../src/storage/types';
import { termLink } from '../../terms/termLink';
import type { BlockRenderSite } from './BlockRenderSite';
import type { CoreRenderer } from './CoreRenderer';
import { escAttr, escHtml, homeUrl, publishedPosts, wrapperAttributes } from './markup';
import { monthName } from './phpDate';

const bool = (value: unknown): boolean => value === true;

/** The month (or year) archive URL (get_month_link / get_year_link). */
function archiveUrl(site: BlockRenderSite, year: string, month?: string): string {
  if (site.options.permalinks === 'plain') return `${homeUrl(site)}?m=${year}${month ?? ''}`;
  const prefix = site.options.permalinks === 'index' ? 'index.php/' : '';
  return `${homeUrl(site)}${prefix}${year}/${month === undefined ? '' : `${month}/`}`;
}

/** wp_get_archives( type monthly|yearly, format html ): one `<li>` line per period with posts, newest first. */
async function archiveItems(site: BlockRenderSite, type: string, showCount: boolean): Promise<string> {
  const groups = new Map<string, { label: string; url: string; count: number }>();
  for (const post of await publishedPosts(site)) {
    const [year = '', month = ''] = post.post_date.split('-');
    const yearly = type === 'yearly';
    const key = yearly ? year : `${year}-${month}`;
    const group = groups.get(key) ?? { label: yearly ? year : `${monthName(Number(month))} ${year}`, url: archiveUrl(site, year, yearly ? undefined : month), count: 0 };
    group.count += 1;
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => `\t<li><a href='${escAttr(g.url)}'>${g.label}</a>${showCount ? `&nbsp;(${g.count})` : ''}</li>\n`).join('');
}

export const archives: CoreRenderer = {
  render: async (attributes, _content, { site }) => {
    if (site === undefined) return '';
    const type = typeof attributes.type === 'string' ? attributes.type : 'monthly';
    const items = await archiveItems(site, type, bool(attributes.showPostCounts));
    if (bool(attributes.displayAsDropdown)) {
      const options = items.replace(/\t<li><a href='([^']*)'>([^<]*)<\/a>(.*)<\/li>\n/g, "\t<option value='$1'> $2$3 </option>\n");
      const label = type === 'yearly' ? 'Select Year' : 'Select Month';
      const labelClass = bool(attributes.showLabel) ? '' : ' screen-reader-text';
      return `<div ${wrapperAttributes('core/archives', attributes, { class: 'wp-block-archives-dropdown' })}><label for="wp-block-archives-1" class="wp-block-archives__label${labelClass}">Archives</label>\n\t\t<select id="wp-block-archives-1" name="archive-dropdown">\n\t\t<option value="">${label}</option>${options}</select></div>`;
    }
    const wrapper = wrapperAttributes('core/archives', attributes, { class: 'wp-block-archives-list' });
    if (items === '') return `<div ${wrapper}>No archives to show.</div>`;
    return `<ul ${wrapper}>${items}</ul>`;
  },
};

/** wp_list_categories( title_li '' ): nested `<li class="cat-item cat-item-N">` items. */
async function categoryItems(site: BlockRenderSite, terms: TermRecord[], parent: number | null, showCount: boolean): Promise<string> {
  let out = '';
  for (const term of terms.filter((t) => parent === null || t.parent === parent)) {
    const url = await termLink(site.options, site.storage.terms, term, term.taxonomy === 'category');
    out += `\t<li class="cat-item cat-item-${term.term_id}"><a href="${escAttr(url)}">${escAttr(term.name)}</a>${showCount ? ` (${term.count})` : ''}\n`;
    if (parent !== null) {
      const children = await categoryItems(site, terms, term.term_id, showCount);
      if (children !== '') out += `<ul class='children'>\n${children}</ul>\n`;
    }
    out += '</li>\n';
  }
  return out;
}

export const categories: CoreRenderer = {
  render: async (attributes, _content, { site }) => {
    if (site === undefined) return '';
    const taxonomy = typeof attributes.taxonomy === 'string' ? attributes.taxonomy : 'category';
    const hierarchical = bool(attributes.showHierarchy);
    const query = { taxonomy, orderby: 'name' as const, order: 'asc' as const, hide_empty: !bool(attributes.showEmpty), ...(bool(attributes.showOnlyTopLevel) ? { parent: 0 } : {}) };
    const terms = (await site.storage.terms.query(query)).items;
    const roots = hierarchical ? 0 : null;
    let items = await categoryItems(site, terms, roots, bool(attributes.showPostCounts));
    if (items === '') items = '<li class="cat-item-none">No categories</li>';
    return `<ul ${wrapperAttributes('core/categories', attributes, { class: 'wp-block-categories-list' })}>${items}</ul>`;
  },
};

/** PHP's round( x, 2 ) printed as PHP prints a float. */
const phpFloat = (value: number): string => String(Math.round(value * 100) / 100);

function fontSize(size: unknown, fallback: number): { value: number; unit: string } {
  const match = /^([\d.]+)\s*([a-z%]*)$/i.exec(typeof size === 'string' ? size : '');
  return match === null ? { value: fallback, unit: 'pt' } : { value: Number(match[1]), unit: match[2] === '' ? 'pt' : (match[2] as string) };
}

export const tagCloud: CoreRenderer = {
  render: async (attributes, _content, { site }) => {
    if (site === undefined) return '';
    const taxonomy = typeof attributes.taxonomy === 'string' ? attributes.taxonomy : 'post_tag';
    const number = typeof attributes.numberOfTags === 'number' ? attributes.numberOfTags : 45;
    const smallest = fontSize(attributes.smallestFontSize, 8);
    const largest = fontSize(attributes.largestFontSize, 22);
    // The most used tags (wp_tag_cloud), then shown by name (wp_generate_tag_cloud).
    const used = (await site.storage.terms.query({ taxonomy, orderby: 'count', order: 'desc', hide_empty: true, limit: number })).items;
    const tags = [...used].sort((a, b) => a.name.localeCompare(b.name));
    let cloud = '';
    if (tags.length > 0) {
      const scaled = tags.map((tag) => Math.round(Math.log10(tag.count + 1) * 100));
      const min = Math.min(...scaled);
      const spread = Math.max(1, Math.max(...scaled) - min);
      const step = (largest.value - smallest.value) / spread;
      const links = [];
      for (const [i, tag] of tags.entries()) {
        const url = await termLink(site.options, site.storage.terms, tag, false);
        const size = phpFloat(smallest.value + ((scaled[i] as number) - min) * step);
        const items = `${tag.count} item${tag.count === 1 ? '' : 's'}`;
        const count = bool(attributes.showTagCounts) ? `<span class="tag-link-count"> (${tag.count})</span>` : '';
        links.push(`<a href="${escAttr(url)}" class="tag-cloud-link tag-link-${tag.term_id} tag-link-position-${i + 1}" style="font-size: ${size}${largest.unit};" aria-label="${escAttr(tag.name)} (${items})">${escHtml(tag.name)}${count}</a>`);
      }
      cloud = links.join('\n');
    }
    // Over REST, WordPress shows a placeholder where the front end would show nothing.
    if (cloud === '') cloud = 'There&#8217;s no content to show here yet.';
    return `<p ${wrapperAttributes('core/tag-cloud', attributes)}>${cloud}</p>`;
  },
};
