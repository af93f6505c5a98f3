/**
 * The response of one post: fields in WordPress's order (only those the
 * context and `_fields` ask for), password protection, and `_links` with the
 * edit-context action links.
 */
import { runMaybeAsync, wait } from '../../src/hooks/maybeAsyncSteps';
import { isFieldIncluded } from '../../src/shaping/index';
import { requestContext } from '../types/preparedFields';
import type { Schema } from '../../src/schema/types';
import type { RestRequest } from '../../src/server/RestRequest';
import { RestResponse } from '../../src/server/RestResponse';
import type { PostRecord } from '../../src/storage/types';
import { linksRequested } from '../shared/linksRequested';
import type { PostEndpoint } from './PostEndpoint';
import { getPostFormat } from './postFormat';
import { permalinkTemplate, postPermalink } from './postPermalink';
import { emptyMetaAsList } from '../meta/RestMetaFields';
import { blockVersion, renderTitle, rfc3339 } from './postRendering';
import { contentRendererFor } from '../content/installContentRendering';
import { sanitizeSlug } from '../../src/storage/sql/values';
import { toInt } from '../../src/schema/php';
import { andThen, type MaybePromise } from '../../src/hooks/maybePromise';
import { metaNow, postTermsNow, revisionsNow, rowNow } from '../../src/storage/readNow';
import { RequestMemo } from '../../src/server/RequestMemo';

type Link = { href: string; [attribute: string]: unknown };

/** Meta key of the featured image id, as WordPress names it. */
export const THUMBNAIL_META = '_thumbnail_id';

export function featuredMediaId(controller: Pick<PostEndpoint, 'storage'>, postId: number): MaybePromise<number> {
  return andThen(metaNow(controller.storage.posts.meta, postId, THUMBNAIL_META), (stored) => (stored.length > 0 ? toInt(stored[0]) : 0));
}

/** Revisions of a post without its autosaves, newest first (without a promise when the request's cache holds them). */
export function plainRevisions(controller: Pick<PostEndpoint, 'storage'>, postId: number): MaybePromise<PostRecord[]> {
  return andThen(revisionsNow(controller.storage.posts, postId), (revisions) => revisions.filter((revision) => !revision.post_name.includes('-autosave-v')));
}

export class PostPresenter {
  /** Per request, whether a field is asked for: the fields are worked out once for a whole page, not per post. */
  private readonly included = new RequestMemo<(field: string) => boolean>('post fields asked for');

  constructor(private readonly controller: PostEndpoint) {}

  /**
   * Whether a field is asked for and kept: a nested field (`title.raw`) whose schema leaves out the
   * request's context is not built, since the context filter would only drop it again (copying the
   * item to do so).
   */
  private fieldTest(request: RestRequest): (field: string) => boolean {
    return request.memo(this.included, () => {
      const fields = this.controller.getFieldsForResponse(request);
      const schema = this.controller.getItemSchema();
      const context = requestContext(request);
      const known = new Map<string, boolean>();
      return (field: string): boolean => {
        let answer = known.get(field);
        if (answer === undefined) {
          answer = isFieldIncluded(field, fields) && (!field.includes('.') || inContext(schema, field, context));
          known.set(field, answer);
        }
        return answer;
      };
    });
  }

  /** The permalink (get_permalink); a plain string when no parent needs reading. */
  link(post: PostRecord): string | Promise<string> {
    return postPermalink(this.controller, post);
  }

  /** The post's response; without a promise when nothing has to be read (a page's posts, whose reads are primed). */
  present(post: PostRecord, request: RestRequest): MaybePromise<RestResponse> {
    return runMaybeAsync(this.presentSteps(post, request));
  }

  private *presentSteps(post: PostRecord, request: RestRequest): Generator<unknown, RestResponse, unknown> {
    const c = this.controller;
    const has = this.fieldTest(request);
    const context = requestContext(request);
    const data: Record<string, unknown> = {};
    if (has('id')) data.id = post.id;
    if (has('date')) data.date = rfc3339(post.post_date);
    if (has('date_gmt')) data.date_gmt = rfc3339(post.post_date_gmt);
    if (has('guid')) {
      const guid: Record<string, unknown> = {};
      if (has('guid.rendered')) guid.rendered = post.guid;
      if (has('guid.raw')) guid.raw = post.guid;
      data.guid = guid;
    }
    if (has('modified')) data.modified = rfc3339(post.post_modified);
    if (has('modified_gmt')) data.modified_gmt = rfc3339(post.post_modified_gmt);
    if (has('password')) data.password = post.post_password;
    if (has('slug')) data.slug = post.post_name;
    if (has('status')) data.status = post.post_status;
    if (has('type')) data.type = post.post_type;
    if (has('link')) data.link = yield* wait(this.link(post));
    if (has('title')) {
      const title: Record<string, unknown> = {};
      if (has('title.raw')) title.raw = post.post_title;
      if (has('title.rendered')) title.rendered = renderTitle(post.post_title);
      data.title = title;
    }
    const visible = post.post_password === '' || (yield* wait(c.access.canSeeProtected(post, context, request.getParam('password'))));
    if (has('content')) {
      const content: Record<string, unknown> = {};
      if (has('content.raw')) content.raw = post.post_content;
      if (has('content.rendered')) {
        content.rendered = visible ? yield* wait(contentRendererFor(c.hooks).postContent(post)) : '';
      }
      if (has('content.protected')) content.protected = post.post_password !== '';
      if (has('content.block_version')) content.block_version = blockVersion(post.post_content);
      data.content = content;
    }
    if (has('excerpt')) {
      const length = request.getParam('excerpt_length');
      const words = length === null || length === undefined ? undefined : toInt(length);
      const excerpt: Record<string, unknown> = {};
      if (has('excerpt.raw')) excerpt.raw = post.post_excerpt;
      if (has('excerpt.rendered')) {
        excerpt.rendered = visible ? yield* wait(contentRendererFor(c.hooks).postExcerpt(post, words)) : '';
      }
      if (has('excerpt.protected')) excerpt.protected = post.post_password !== '';
      data.excerpt = excerpt;
    }
    const featured = has('featured_media') || has('class_list') || linksRequested(request) ? yield* wait(featuredMediaId(c, post.id)) : 0;
    if (has('author')) data.author = post.post_author;
    if (has('featured_media')) data.featured_media = featured;
    if (has('parent')) data.parent = post.post_parent;
    if (has('menu_order')) data.menu_order = post.menu_order;
    if (has('comment_status')) data.comment_status = post.comment_status;
    if (has('ping_status')) data.ping_status = post.ping_status;
    if (has('sticky')) data.sticky = post.sticky;
    if (has('template')) data.template = '';
    const format = has('format') || has('class_list') ? yield* wait(getPostFormat(c.storage, post.id)) : 'standard';
    if (has('format')) data.format = format;
    if (has('meta')) {
      data.meta = yield* wait(c.meta.getValueMaybeAsync(post.id, request));
    }
    const termIds: Record<string, string[]> = {};
    for (const taxonomy of c.restTaxonomies()) {
      if (!has(taxonomy.restBase) && !has('class_list')) continue;
      const terms = yield* wait(postTermsNow(c.storage.terms, post.id, taxonomy.name));
      termIds[taxonomy.name] = terms.map((term) => term.slug);
      if (has(taxonomy.restBase)) data[taxonomy.restBase] = terms.map((term) => term.term_id);
    }
    if (c.postType.viewable) {
      if (has('permalink_template')) data.permalink_template = permalinkTemplate(c.options, post, c.postType.hierarchical);
      if (has('generated_slug')) data.generated_slug = post.post_name !== '' ? post.post_name : sanitizeSlug(post.post_title);
      if (has('class_list')) data.class_list = this.classList(post, format, featured > 0, visible, termIds);
    }

    const shaped = c.filterResponseByContext(yield* wait(c.addAdditionalFieldsMaybeAsync(data, request)), context);
    emptyMetaAsList(shaped);
    const response = new RestResponse(shaped);
    if (linksRequested(request)) {
      const links = yield* wait(this.links(post, featured));
      response.addLinks(links);
      if (request.getParam('context') === 'edit') {
        const self = links.self as Link;
        for (const rel of yield* wait(this.availableActions(request))) response.addLink(rel, self.href);
      }
    }
    return response;
  }

  /** WordPress's get_post_class for a post shown outside the loop. */
  private classList(post: PostRecord, format: string, hasThumbnail: boolean, visible: boolean, terms: Record<string, string[]>): string[] {
    const classes = [`post-${post.id}`, post.post_type, `type-${post.post_type}`, `status-${post.post_status}`];
    if (this.controller.postType.supports['post-formats'] === true) classes.push(`format-${format}`);
    if (!visible) classes.push('post-password-required');
    else if (hasThumbnail) classes.push('has-post-thumbnail');
    // WordPress adds it to every post, attachments included (the media capture shows it).
    classes.push('hentry');
    for (const [taxonomy, slugs] of Object.entries(terms)) {
      const prefix = taxonomy === 'category' ? 'category' : taxonomy === 'post_tag' ? 'tag' : taxonomy;
      for (const slug of slugs) classes.push(`${prefix}-${slug}`);
    }
    if (format !== 'standard') classes.push(`post_format-post-format-${format}`);
    return classes;
  }

  /** The post's links, in WordPress's order; a plain value when its revisions and featured image are in the request's cache. */
  private links(post: PostRecord, featured: number): MaybePromise<Record<string, Link | Link[]>> {
    const c = this.controller;
    const url = (path: string): string => c.urls.restUrl(path);
    const base = `/${c.namespace}/${c.restBase}`;
    const links: Record<string, Link | Link[]> = {
      self: { href: url(`${base}/${post.id}`) },
      collection: { href: url(base) },
      about: { href: url(`/wp/v2/types/${post.post_type}`) },
    };
    const type = c.postTypes.get(post.post_type);
    const builtIn = post.post_type === 'post' || post.post_type === 'page';
    if ((builtIn || type?.supports.author === true) && post.post_author > 0) {
      links.author = { href: url(`/wp/v2/users/${post.post_author}`), embeddable: true };
    }
    if (builtIn || type?.supports.comments === true) links.replies = { href: url(`/wp/v2/comments?post=${post.id}`), embeddable: true };
    const revisioned = builtIn || type?.supports.revisions === true;
    return andThen(revisioned ? plainRevisions(c, post.id) : null, (revisions) => {
      if (revisions !== null) {
        links['version-history'] = { href: url(`${base}/${post.id}/revisions`), count: revisions.length };
        const latest = revisions[0];
        if (latest !== undefined) links['predecessor-version'] = { href: url(`${base}/${post.id}/revisions/${latest.id}`), id: latest.id };
      }
      if (type?.hierarchical === true && post.post_parent > 0) links.up = { href: url(`${base}/${post.post_parent}`), embeddable: true };
      // Links to media, terms and other types point only at routes the app serves.
      const mediaType = c.postTypes.get('attachment');
      const mediaBase = mediaType?.showInRest === true && c.servesRoute(mediaType.restNamespace, mediaType.restBase) ? `/${mediaType.restNamespace}/${mediaType.restBase}` : null;
      const linkFeatured = featured > 0 && mediaBase !== null ? this.featuredMediaVisible(featured) : false;
      return andThen(linkFeatured, (visible) => {
        if (visible) links['https://api.w.org/featuredmedia'] = { href: url(`${mediaBase}/${featured}`), embeddable: true };
        if (mediaBase !== null && !['attachment', 'nav_menu_item', 'revision'].includes(post.post_type)) {
          links['https://api.w.org/attachment'] = { href: url(`${mediaBase}?parent=${post.id}`) };
        }
        const terms = c.taxonomies.forObjectType(post.post_type).filter((taxonomy) => taxonomy.showInRest && c.servesRoute(taxonomy.restNamespace, taxonomy.restBase));
        if (terms.length > 0) {
          links['https://api.w.org/term'] = terms.map((taxonomy) => ({
            href: url(`/${taxonomy.restNamespace}/${taxonomy.restBase}?post=${post.id}`), taxonomy: taxonomy.name, embeddable: true,
          }));
        }
        return links;
      });
    });
  }

  /** Whether the featured image may be linked: it exists and is published, inherits, or may be read. */
  private featuredMediaVisible(featured: number): MaybePromise<boolean> {
    return andThen(rowNow(this.controller.storage.posts, featured), (media) => {
      if (media === undefined) return false;
      return media.post_status === 'publish' || media.post_status === 'inherit' || this.controller.access.can('read_post', featured);
    });
  }

  /** Link relations telling an editor what the current user may do to the post (edit context only). */
  private async availableActions(request: RestRequest): Promise<string[]> {
    if (request.getParam('context') !== 'edit') return [];
    const c = this.controller;
    const type = c.postType;
    const can = (cap: string): MaybePromise<boolean> => c.access.can(cap);
    const rels: string[] = [];
    if (type.name !== 'attachment' && (await can(type.cap.publish_posts))) rels.push('https://api.w.org/action-publish');
    if (await can('unfiltered_html')) rels.push('https://api.w.org/action-unfiltered-html');
    if (type.name === 'post' && (await can(type.cap.edit_others_posts)) && (await can(type.cap.publish_posts))) rels.push('https://api.w.org/action-sticky');
    if (type.supports.author === true && (await can(type.cap.edit_others_posts))) rels.push('https://api.w.org/action-assign-author');
    for (const taxonomy of c.restTaxonomies()) {
      const createCap = taxonomy.hierarchical ? taxonomy.cap.edit_terms : taxonomy.cap.assign_terms;
      if (await can(createCap)) rels.push(`https://api.w.org/action-create-${taxonomy.restBase}`);
      if (await can(taxonomy.cap.assign_terms)) rels.push(`https://api.w.org/action-assign-${taxonomy.restBase}`);
    }
    return rels;
  }
}

/**
 * Whether the context filter keeps a dotted field (`title.raw`): it drops a level whose `context` list
 * lacks the context, descends only into levels whose list has it, and keeps anything below a level
 * without a list (or with alternatives, anyOf/oneOf) as it is.
 */
function inContext(schema: Schema, field: string, context: string): boolean {
  let current: Schema | undefined = schema;
  for (const name of field.split('.')) {
    current = current?.properties?.[name];
    if (current === undefined || current.context === undefined || current.anyOf !== undefined || current.oneOf !== undefined) return true;
    const allowed = (current.context as readonly unknown[] | string) === context || (Array.isArray(current.context) && current.context.includes(context));
    if (!allowed) return false;
  }
  return true;
}
