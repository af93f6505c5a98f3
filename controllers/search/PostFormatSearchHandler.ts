/**
 * Post formats (WordPress's WP_REST_Post_Format_Search_Handler): the formats
 * whose term exists, matched case-insensitively on slug or name. Ids are the
 * format slugs; results have no links of their own.
 */
import type { RestRequest } from '../../src/server/RestRequest';
import type { TermRecord } from '../../src/storage/types';
import { termLink } from '../terms/termLink';
import { SearchHandler, type SearchId, type SearchLink, type SearchResult } from './SearchHandler';

/** WordPress's post format names, by slug, in its order. */
export const POST_FORMATS: Readonly<Record<string, string>> = {
  standard: 'Standard', aside: 'Aside', chat: 'Chat', gallery: 'Gallery', link: 'Link',
  image: 'Image', quote: 'Quote', status: 'Status', video: 'Video', audio: 'Audio',
};

export class PostFormatSearchHandler extends SearchHandler {
  readonly type = 'post-format';

  /** The format's term (`post-format-{slug}`), which gives it an archive. */
  private formatTerm(slug: SearchId): Promise<TermRecord | undefined> {
    return this.context.storage.terms.getBySlug('post_format', `post-format-${String(slug)}`);
  }

  async searchItems(request: RestRequest): Promise<SearchResult> {
    const query = this.context.hooks.applyFilters<{ search?: string }>('rest_post_format_search_query', this.searchArgs(request), request);
    const needle = (query.search ?? '').toLowerCase();
    const found: string[] = [];
    for (const [slug, name] of Object.entries(POST_FORMATS)) {
      if (needle !== '' && !slug.toLowerCase().includes(needle) && !name.toLowerCase().includes(needle)) continue;
      if ((await this.formatTerm(slug)) !== undefined) found.push(slug);
    }
    const { offset, limit } = this.paging(request);
    return { ids: found.slice(offset, offset + limit), total: found.length };
  }

  private searchArgs(request: RestRequest): { search?: string } {
    const search = request.getParam('search');
    return typeof search === 'string' && search !== '' ? { search } : {};
  }

  async prepareItem(id: SearchId, fields: readonly string[]): Promise<Record<string, unknown>> {
    const data: Record<string, unknown> = {};
    if (fields.includes('id')) data.id = id;
    if (fields.includes('title')) data.title = POST_FORMATS[String(id)] ?? '';
    if (fields.includes('url')) {
      const term = await this.formatTerm(id);
      data.url = term === undefined ? false : await termLink(this.context.options, this.context.storage.terms, term, false);
    }
    if (fields.includes('type')) data.type = this.type;
    return data;
  }

  async prepareItemLinks(): Promise<Record<string, SearchLink>> {
    return {};
  }
}
