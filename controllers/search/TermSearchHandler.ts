/**
 * Terms of the public REST taxonomies (WordPress's WP_REST_Term_Search_Handler),
 * matched on name and slug. As in WordPress, a result's `type` is the taxonomy
 * and it has no `subtype`.
 */
import type { RestRequest } from '../../src/server/RestRequest';
import type { TermQuery, TermRecord } from '../../src/storage/types';
import { termLink } from '../terms/termLink';
import { SearchHandler, type SearchId, type SearchLink, type SearchResult } from './SearchHandler';

export class TermSearchHandler extends SearchHandler {
  readonly type = 'term';

  override subtypes(): string[] {
    return this.context.taxonomies.all().filter((taxonomy) => taxonomy.showInRest && taxonomy.visibility.public).map((taxonomy) => taxonomy.name);
  }

  async searchItems(request: RestRequest): Promise<SearchResult> {
    const { offset, limit } = this.paging(request);
    const query: TermQuery = { taxonomy: this.requestedSubtypes(request), offset, limit };
    const search = request.getParam('search');
    if (typeof search === 'string' && search !== '') query.search = search;
    const ids = (name: string): number[] => {
      const value = request.getParam(name);
      return Array.isArray(value) ? value.map(Number) : [];
    };
    if (ids('exclude').length > 0) query.exclude = ids('exclude');
    if (ids('include').length > 0) query.include = ids('include');
    const filtered = this.context.hooks.applyFilters<TermQuery>('rest_term_search_query', query, request);
    if (Array.isArray(filtered.taxonomy) && filtered.taxonomy.length === 0) return { ids: [], total: 0 };
    const result = await this.context.storage.terms.query(filtered);
    return { ids: result.items.map((term) => term.term_id), total: result.total };
  }

  private async term(id: SearchId): Promise<TermRecord | undefined> {
    return this.context.storage.terms.get(Number(id));
  }

  async prepareItem(id: SearchId, fields: readonly string[]): Promise<Record<string, unknown>> {
    const term = await this.term(id);
    if (term === undefined) return {};
    const data: Record<string, unknown> = {};
    if (fields.includes('id')) data.id = term.term_id;
    if (fields.includes('title')) data.title = term.name;
    if (fields.includes('url')) {
      const hierarchical = this.context.taxonomies.get(term.taxonomy)?.hierarchical === true;
      data.url = await termLink(this.context.options, this.context.storage.terms, term, hierarchical);
    }
    if (fields.includes('type')) data.type = term.taxonomy;
    return data;
  }

  async prepareItemLinks(id: SearchId): Promise<Record<string, SearchLink>> {
    const term = await this.term(id);
    if (term === undefined) return {};
    return this.objectLinks(this.context.taxonomies.get(term.taxonomy), term.term_id, `/wp/v2/taxonomies/${term.taxonomy}`);
  }
}
