/**
 * Creating, updating and trashing posts from a REST request (WordPress's
 * prepare_item_for_database + wp_insert_post/wp_update_post as far as the REST
 * API shows them): status rules, dates, slugs, author, password/sticky
 * conflicts, parent, terms, format, featured media, meta and revisions.
 */
import { RestError } from '../../src/errors/RestError';
import { getDateWithGmt, validateValueFromSchema } from '../../src/schema/index';
import { toInt } from '../../src/schema/php';
import { currentUser } from '../../src/scope/RequestScope';
import type { RestRequest } from '../../src/server/RestRequest';
import { formatUtc } from '../../src/storage/sql/values';
import type { PostInput, PostRecord } from '../../src/storage/types';
import type { PostEndpoint } from './PostEndpoint';
import type { PostWriteArgs } from './PostWriteArgs';
import { setPostFormat } from './postFormat';
import { copyRevisionedMeta } from './postMeta';
import { queryLink } from './postPermalink';
import { THUMBNAIL_META, plainRevisions } from './PostPresenter';
import { schemaHasFeature } from './postSchema';
import { denied, invalidParamError, invalidPostId } from '../shared/restErrors';

const bad = (code: string, message: string): RestError => new RestError(code, message, { status: 400 });

/** Title, content or excerpt from a string or `{ raw }` (anything else is ignored, as WordPress does). */
function textParam(value: unknown, requireNonEmptyRaw: boolean): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const raw = (value as { raw?: unknown }).raw;
    if (typeof raw === 'string' && (!requireNonEmptyRaw || raw !== '')) return raw;
  }
  return undefined;
}

const REVISIONED = ['post_title', 'post_content', 'post_excerpt'] as const;

export class PostWriter {
  constructor(private readonly controller: PostEndpoint) {}

  /** Whether the user may assign every existing term the request names (unknown ids are ignored later). */
  async canAssignTerms(request: RestRequest): Promise<boolean> {
    const c = this.controller;
    for (const taxonomy of c.restTaxonomies()) {
      const ids = request.getParam(taxonomy.restBase);
      if (!Array.isArray(ids)) continue;
      // One read for the taxonomy's terms (the request's cache then answers each check below).
      const terms = await c.storage.terms.getMany(ids.map(toInt));
      for (const id of ids) {
        const term = terms.get(toInt(id));
        if (term === undefined || term.taxonomy !== taxonomy.name) continue;
        if (!(await c.access.can('assign_term', term.term_id))) return false;
      }
    }
    return true;
  }

  /** The status to save, or why it may not be used (WordPress's handle_status_param). */
  private async statusFor(status: string): Promise<string | RestError> {
    const c = this.controller;
    const cap = c.postType.cap;
    switch (status) {
      case 'draft':
      case 'pending':
        return status;
      case 'private':
        return (await c.access.can(cap.publish_posts)) ? status : denied('rest_cannot_publish', 'Sorry, you are not allowed to create private posts in this post type.');
      case 'publish':
      case 'future':
        return (await c.access.can(cap.publish_posts)) ? status : denied('rest_cannot_publish', 'Sorry, you are not allowed to publish posts in this post type.');
      default:
        return c.statuses.get(status) === undefined ? 'draft' : status;
    }
  }

  /** The fields to write, or the first error (WordPress's prepare_item_for_database). */
  async prepare(request: RestRequest, args: PostWriteArgs, existing: PostRecord | undefined): Promise<PostInput | RestError> {
    const c = this.controller;
    const type = c.postType;
    const props = c.getItemSchema().properties ?? {};
    const input: PostInput = {};
    if (props.title !== undefined) {
      const title = textParam(args.title, true);
      if (title !== undefined) input.post_title = title;
    }
    if (props.content !== undefined) {
      const content = textParam(args.content, false);
      if (content !== undefined) input.post_content = content;
    }
    if (props.excerpt !== undefined) {
      const excerpt = textParam(args.excerpt, false);
      if (excerpt !== undefined) input.post_excerpt = excerpt;
    }
    const status = args.status;
    if (typeof status === 'string' && (existing === undefined || existing.post_status !== status)) {
      // Statuses outside the schema's list pass the argument check only to stay as they are.
      const enumCheck = validateValueFromSchema(status, props.status ?? {}, 'status');
      if (enumCheck instanceof RestError) return invalidParamError('status', enumCheck);
      const allowed = await this.statusFor(status);
      if (allowed instanceof RestError) return allowed;
      input.post_status = allowed;
    }
    const { date, date_gmt: dateGmt } = args;
    if (typeof date === 'string' && date !== '') {
      const pair = getDateWithGmt(date);
      if (pair !== null && pair[0] !== existing?.post_date) [input.post_date, input.post_date_gmt] = pair;
    } else if (typeof dateGmt === 'string' && dateGmt !== '') {
      const pair = getDateWithGmt(dateGmt, true);
      if (pair !== null && pair[1] !== existing?.post_date_gmt) [input.post_date, input.post_date_gmt] = pair;
    }
    const slug = args.slug;
    if (typeof slug === 'string') input.post_name = slug;
    const author = args.author ?? 0;
    if (props.author !== undefined && author !== 0) {
      if (author !== currentUser().id && (await c.storage.users.getById(author)) === undefined) return bad('rest_invalid_author', 'Invalid author ID.');
      input.post_author = author;
    }
    // Attachments do not declare a password; one sent is still saved, read as sent.
    const password = props.password !== undefined ? args.password : request.getParam('password');
    const sticky = args.sticky === true && props.sticky !== undefined;
    if (typeof password === 'string') {
      input.post_password = password;
      if (password !== '') {
        if (sticky) return bad('rest_invalid_field', 'A post can not be sticky and have a password.');
        if (existing?.sticky === true) return bad('rest_invalid_field', 'A sticky post can not be password protected.');
      }
    }
    if (sticky && existing !== undefined && existing.post_password !== '') {
      return bad('rest_invalid_field', 'A password protected post can not be set to sticky.');
    }
    if (props.parent !== undefined && args.parent !== undefined && args.parent !== null) {
      const parentId = args.parent;
      if (parentId !== 0 && (await c.storage.posts.get(parentId)) === undefined) return bad('rest_post_invalid_id', 'Invalid post parent ID.');
      input.post_parent = parentId;
    }
    if (props.menu_order !== undefined && args.menu_order !== undefined && args.menu_order !== null) input.menu_order = args.menu_order;
    for (const key of ['comment_status', 'ping_status'] as const) {
      const value = args[key];
      if (props[key] !== undefined && typeof value === 'string' && value !== '') input[key] = value;
    }
    if (existing === undefined) {
      input.post_type = type.name;
      if (input.post_author === undefined) input.post_author = currentUser().id;
      input.post_status ??= 'draft';
      // WordPress's defaults: comments and pings open on posts, closed elsewhere.
      input.comment_status ??= type.name === 'post' ? 'open' : 'closed';
      input.ping_status ??= type.name === 'post' ? 'open' : 'closed';
      const empty = !input.post_title && !input.post_content && !input.post_excerpt;
      if (empty && type.name !== 'attachment' && ['editor', 'title', 'excerpt'].every((f) => type.supports[f] === true)) {
        return bad('empty_content', 'Content, title, and excerpt are empty.');
      }
    }
    this.scheduleByDate(input, existing);
    if (input.post_name !== undefined && input.post_name !== '') {
      // Drafts keep duplicate slugs in storage; WordPress still makes a requested slug unique.
      const finalStatus = input.post_status ?? existing?.post_status ?? 'draft';
      if (finalStatus === 'draft' || finalStatus === 'pending') input.post_name = await c.storage.posts.uniqueSlug(input.post_name, type.name, existing?.id);
    }
    const own = await c.prepareTypeFields(request, input, existing);
    if (own instanceof RestError) return own;
    return c.hooks.applyFilters<PostInput>(`rest_pre_insert_${type.name}`, input, request);
  }

  /** Publishing with a future date schedules; a scheduled post whose date passed is published. */
  private scheduleByDate(input: PostInput, existing: PostRecord | undefined): void {
    const status = input.post_status ?? existing?.post_status;
    const dateGmt = input.post_date_gmt ?? existing?.post_date_gmt;
    if (dateGmt === undefined) return;
    const now = formatUtc(new Date(this.controller.options.now()));
    if (status === 'publish' && dateGmt > now) input.post_status = 'future';
    else if (status === 'future' && dateGmt <= now) input.post_status = 'publish';
  }

  /** Creates (existing undefined) or updates the post with everything the request's args carry. */
  async save(request: RestRequest, args: PostWriteArgs, existing: PostRecord | undefined): Promise<PostRecord | RestError> {
    const c = this.controller;
    const prepared = await this.prepare(request, args, existing);
    if (prepared instanceof RestError) return prepared;
    let post: PostRecord | undefined;
    let revision: PostRecord | undefined;
    if (existing === undefined) {
      const created = await c.storage.posts.create(prepared);
      post = await c.storage.posts.update(created.id, { guid: prepared.guid ?? queryLink(c.options, created), post_modified: created.post_modified, post_modified_gmt: created.post_modified_gmt });
    } else {
      const changed = REVISIONED.some((key) => prepared[key] !== undefined && prepared[key] !== existing[key]);
      const revisioned = schemaHasFeature(c.postType, 'revisions');
      // The first revision keeps the state before the first change, as WordPress's history does.
      if (changed && revisioned && (await plainRevisions(c, existing.id)).length === 0) {
        const before = await c.storage.posts.createRevision(existing.id);
        if (before !== undefined) await copyRevisionedMeta(c, existing.post_type, existing.id, before.id);
      }
      post = await c.storage.posts.update(existing.id, prepared);
      if (post !== undefined && changed && revisioned) revision = await c.storage.posts.createRevision(post.id);
    }
    if (post === undefined) return invalidPostId();
    c.hooks.doAction(`rest_insert_${c.postTypeName()}`, post, request, existing === undefined);
    const props = c.getItemSchema().properties ?? {};
    const sticky = args.sticky;
    if (props.sticky !== undefined && (existing === undefined || typeof sticky === 'boolean')) {
      post = (await c.storage.posts.update(post.id, { sticky: sticky === true, post_modified: post.post_modified, post_modified_gmt: post.post_modified_gmt })) ?? post;
    }
    if (props.featured_media !== undefined && args.featured_media !== undefined && args.featured_media !== null) {
      const media = args.featured_media;
      if (media !== 0) {
        const attachment = await c.storage.posts.get(media);
        if (attachment === undefined || attachment.post_type !== 'attachment') return bad('rest_invalid_featured_media', 'Invalid featured media ID.');
        await c.storage.posts.meta.set(post.id, THUMBNAIL_META, [media]);
      } else {
        await c.storage.posts.meta.delete(post.id, THUMBNAIL_META);
      }
    }
    const format = args.format;
    if (props.format !== undefined && typeof format === 'string' && format !== '') await setPostFormat(c.storage, post.id, format);
    const template = args.template;
    if (props.template !== undefined && typeof template === 'string') await c.storage.posts.meta.set(post.id, '_wp_page_template', [template]);
    for (const taxonomy of c.restTaxonomies()) {
      const ids = args[taxonomy.restBase];
      if (Array.isArray(ids)) await c.storage.terms.setPostTerms(post.id, taxonomy.name, ids.map(toInt));
      else if (existing === undefined && taxonomy.name === 'category') await this.assignDefaultCategory(post.id);
    }
    const meta = args.meta;
    if (props.meta !== undefined && typeof meta === 'object' && meta !== null) {
      // As in WordPress, a refused or invalid key fails the request after the post itself was saved.
      const failed = await c.meta.updateValue(meta, post.id);
      if (failed !== null) return failed;
    }
    // The new revision keeps the post's meta as saved (WordPress copies revisioned meta after the meta update).
    if (revision !== undefined) await copyRevisionedMeta(c, post.post_type, post.id, revision.id);
    post = (await c.storage.posts.get(post.id)) ?? post;
    const fields = await c.updateAdditionalFieldsForObject(post, request);
    if (fields instanceof RestError) return fields;
    return (await c.storage.posts.get(post.id)) ?? post;
  }

  /** New posts without categories get the site's default category when it exists (WordPress's default_category). */
  private async assignDefaultCategory(postId: number): Promise<void> {
    const c = this.controller;
    const option = await c.storage.options.get('default_category');
    const term = await c.storage.terms.get(option === undefined ? 1 : toInt(option));
    if (term !== undefined && term.taxonomy === 'category') await c.storage.terms.setPostTerms(postId, 'category', [term.term_id]);
  }

  /** Moves the post to the trash, remembering its status and time (WordPress's wp_trash_post). */
  async trash(post: PostRecord): Promise<PostRecord | undefined> {
    const c = this.controller;
    await c.storage.posts.meta.set(post.id, '_wp_trash_meta_status', [post.post_status]);
    await c.storage.posts.meta.set(post.id, '_wp_trash_meta_time', [Math.floor(c.options.now() / 1000)]);
    const slug = post.post_name !== '' && !post.post_name.endsWith('__trashed') ? `${post.post_name}__trashed` : post.post_name;
    return c.storage.posts.update(post.id, { post_status: 'trash', post_name: slug });
  }
}
