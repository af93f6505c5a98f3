/**
 * Published posts of the public REST post types except attachments
 * (WordPress's WP_REST_Post_Search_Handler), searched in title, content and
 * excerpt and ranked by relevance when a search is given, newest first otherwise.
 */
import type { RestRequest } from '../../src/server/RestRequest';
import type { PostQuery, PostRecord } from '../../src/storage/types';
import { renderTitle } from '../posts/postRendering';
import { postPermalink } from '../posts/postPermalink';
import { SearchHandler, type SearchId, type SearchLink, type SearchResult } from './SearchHandler';

export class PostSearchHandler extends SearchHandler {
  readonly type = 'post';

  override subtypes(): string[] {
    return this.context.postTypes.restTypes().filter((type) => type.viewable && type.name !== 'attachment').map((type) => type.name);
  }

  async searchItems(request: RestRequest): Promise<SearchResult> {
    const { offset, limit } = this.paging(request);
    const query: PostQuery = { type: this.requestedSubtypes(request), status: 'publish', offset, limit, orderby: 'date', order: 'desc' };
    const search = request.getParam('search');
    if (typeof search === 'string' && search !== '') {
      query.search = search;
      query.orderby = 'relevance';
    }
    const ids = (name: string): number[] => {
      const value = request.getParam(name);
      return Array.isArray(value) ? value.map(Number) : [];
    };
    if (ids('exclude').length > 0) query.exclude = ids('exclude');
    if (ids('include').length > 0) query.include = ids('include');
    const filtered = this.context.hooks.applyFilters<PostQuery>('rest_post_search_query', query, request);
    // No subtype left means nothing can match (WordPress would fall back to posts; an empty list finds nothing here).
    if (Array.isArray(filtered.type) && filtered.type.length === 0) return { ids: [], total: 0 };
    const result = await this.context.storage.posts.query(filtered);
    // Pages' URLs carry their parents' slugs: read every ancestor of the page at once.
    const subtypes = Array.isArray(filtered.type) ? filtered.type : [filtered.type ?? 'post'];
    if (subtypes.some((name) => this.context.postTypes.get(name)?.hierarchical === true)) {
      await this.context.storage.posts.getManyWithAncestors(result.items.map((post) => post.id));
    }
    return { ids: result.items.map((post) => post.id), total: result.total };
  }

  private async post(id: SearchId): Promise<PostRecord | undefined> {
    return this.context.storage.posts.get(Number(id));
  }

  async prepareItem(id: SearchId, fields: readonly string[]): Promise<Record<string, unknown>> {
    const post = await this.post(id);
    if (post === undefined) return {};
    const type = this.context.postTypes.get(post.post_type);
    const data: Record<string, unknown> = {};
    if (fields.includes('id')) data.id = post.id;
    if (fields.includes('title')) data.title = type?.supports.title === true ? renderTitle(post.post_title) : '';
    if (fields.includes('url')) data.url = await postPermalink(this.context, post);
    if (fields.includes('type')) data.type = this.type;
    if (fields.includes('subtype')) data.subtype = post.post_type;
    return data;
  }

  async prepareItemLinks(id: SearchId): Promise<Record<string, SearchLink>> {
    const post = await this.post(id);
    if (post === undefined) return {};
    return this.objectLinks(this.context.postTypes.get(post.post_type), post.id, `/wp/v2/types/${post.post_type}`);
  }
}
