import type { Hooks } from '../../hooks/Hooks';
import type { Notices } from '../../notices/Notices';
import { andThen, type MaybePromise } from '../../hooks/maybePromise';
import { isTruthy } from '../../schema/php';
import type { AuthUser, CapabilityObjectsPort, CapPost } from '../ports';
import type { PostStatusRegistry } from '../../model/PostStatusRegistry';
import type { PostTypeCaps } from '../../model/postTypeCapabilities';
import type { PostTypeInfo, PostTypeRegistry } from '../../model/PostTypeRegistry';
import type { TaxonomyRegistry } from '../../model/TaxonomyRegistry';

/** Site switches WordPress reads from wp-config constants. All default to WordPress's defaults. */
export interface CapabilitySettings {
  /** DISALLOW_UNFILTERED_HTML */
  disallowUnfilteredHtml?: boolean;
  /** ALLOW_UNFILTERED_UPLOADS (off by default, so `unfiltered_upload` is denied to everyone). */
  allowUnfilteredUploads?: boolean;
  /** DISALLOW_FILE_EDIT */
  disallowFileEdit?: boolean;
  /** DISALLOW_FILE_MODS */
  disallowFileMods?: boolean;
}

export interface MetaCapDeps {
  postTypes: PostTypeRegistry;
  postStatuses: PostStatusRegistry;
  taxonomies: TaxonomyRegistry;
  objects?: CapabilityObjectsPort;
  hooks?: Hooks;
  notices?: Notices;
  settings?: CapabilitySettings;
  /** Single-site "super admin": a user holding `delete_users`. `known` is the user being checked, when at hand. */
  isSuperAdmin(userId: number, known?: AuthUser): Promise<boolean>;
}

const DENY = 'do_not_allow';
const PUBLISHED = new Set(['publish', 'future']);
const BLOCK_CAPS = new Set([
  'edit_blocks',
  'edit_others_blocks',
  'publish_blocks',
  'read_private_blocks',
  'delete_blocks',
  'delete_private_blocks',
  'delete_published_blocks',
  'delete_others_blocks',
  'edit_private_blocks',
  'edit_published_blocks',
]);

/**
 * `capless`: the caller holds nothing but `exist`, and no filter can change what is required or held
 * (see Capabilities). Any other capability in the list then refuses it, so a handler may answer as soon
 * as its list names one, without reading what could only add requirements (the options naming the
 * front, posts and privacy pages, or a taxonomy's default term). The list is shorter; the answer is the same.
 */
type Handler = (cap: string, userId: number, args: unknown[], known: AuthUser | undefined, capless: boolean) => MaybePromise<string[]>;

/** Whether a list refuses a caller holding nothing but `exist`. */
function refusesCapless(caps: readonly string[]): boolean {
  return caps.some((cap) => cap !== 'exist');
}

/**
 * The capability names editOrDeleteCaps picks from a post type, written out: a key made by joining strings
 * on each check is looked up far more slowly than a constant one, and every self link's target hints ask.
 */
const CAP_KEYS = {
  edit: { posts: 'edit_posts', published_posts: 'edit_published_posts', others_posts: 'edit_others_posts', private_posts: 'edit_private_posts' },
  delete: { posts: 'delete_posts', published_posts: 'delete_published_posts', others_posts: 'delete_others_posts', private_posts: 'delete_private_posts' },
} as const satisfies Record<'edit' | 'delete', Record<'posts' | 'published_posts' | 'others_posts' | 'private_posts', keyof PostTypeCaps>>;

/**
 * WordPress's map_meta_cap: turns a capability asked about (possibly about an
 * object: "edit post 5") into the primitive capabilities the user must hold.
 * `do_not_allow` in the result means nobody may. Multisite rules are left out:
 * this service is always a single site.
 */
export class MetaCapMapper {
  private readonly handlers = new Map<string, Handler>();

  constructor(private readonly deps: MetaCapDeps) {
    const settings = deps.settings ?? {};
    const on = (caps: string[], handler: Handler): void => caps.forEach((cap) => this.handlers.set(cap, handler));
    const to = (target: string): Handler => () => [target];
    const gated = (denied: boolean | undefined, allowed: Handler): Handler => (cap, userId, args, known, capless) => (denied ? [DENY] : allowed(cap, userId, args, known, capless));

    on(['remove_user'], async (_cap, userId, args, known) =>
      args[0] != null && userId === toInt(args[0]) && !(await deps.isSuperAdmin(userId, known)) ? [DENY] : ['remove_users']);
    on(['promote_user', 'add_users'], to('promote_users'));
    on(['edit_user', 'edit_users'], (cap, userId, args) => {
      if (userId < 1) return [DENY];
      if (cap === 'edit_user' && args[0] != null && userId === toInt(args[0])) return [];
      return ['edit_users'];
    });
    on(['delete_post', 'delete_page'], (cap, userId, args, _known, capless) => this.editOrDeletePost('delete', cap, userId, args, capless));
    on(['edit_post', 'edit_page'], (cap, userId, args, _known, capless) => this.editOrDeletePost('edit', cap, userId, args, capless));
    on(['read_post', 'read_page'], (cap, userId, args) => this.readPost(cap, userId, args));
    on(['publish_post'], (cap, userId, args) => this.publishPost(cap, userId, args));
    on(['post', 'comment', 'term', 'user'].flatMap((type) => ['edit', 'delete', 'add'].map((verb) => `${verb}_${type}_meta`)),
      (cap, userId, args) => this.objectMeta(cap, userId, args));
    on(['edit_comment'], (cap, userId, args, _known, capless) => this.editComment(cap, userId, args, capless));
    on(['unfiltered_upload'], (cap) => (settings.allowUnfilteredUploads ? [cap] : [DENY]));
    on(['edit_css', 'unfiltered_html'], gated(settings.disallowUnfilteredHtml, to('unfiltered_html')));
    on(['edit_files', 'edit_plugins', 'edit_themes'], gated(settings.disallowFileEdit || settings.disallowFileMods, (cap) => [cap]));
    on(
      ['update_plugins', 'delete_plugins', 'install_plugins', 'upload_plugins', 'update_themes', 'delete_themes', 'install_themes', 'upload_themes', 'update_core'],
      gated(settings.disallowFileMods, (cap) => [cap === 'upload_themes' ? 'install_themes' : cap === 'upload_plugins' ? 'install_plugins' : cap]),
    );
    on(['install_languages', 'update_languages'], gated(settings.disallowFileMods, to('install_languages')));
    on(['activate_plugins', 'deactivate_plugins', 'activate_plugin', 'deactivate_plugin'], to('activate_plugins'));
    on(['resume_plugin'], to('resume_plugins'));
    on(['resume_theme'], to('resume_themes'));
    on(['delete_user', 'delete_users'], to('delete_users'));
    on(['create_users'], to('create_users'));
    on(['manage_links'], async (cap) => (isTruthy(await this.option('link_manager_enabled')) ? [cap] : [DENY]));
    on(['customize'], to('edit_theme_options'));
    on(['delete_site'], to(DENY));
    on(['edit_term', 'delete_term', 'assign_term'], (cap, userId, args, _known, capless) => this.termCap(cap, userId, args, capless));
    on(['manage_post_tags', 'edit_categories', 'edit_post_tags', 'delete_categories', 'delete_post_tags'], to('manage_categories'));
    on(['assign_categories', 'assign_post_tags'], to('edit_posts'));
    on(
      ['create_sites', 'delete_sites', 'manage_network', 'manage_sites', 'manage_network_users', 'manage_network_plugins', 'manage_network_themes', 'manage_network_options', 'upgrade_network'],
      (cap) => [cap],
    );
    on(['setup_network'], to('manage_options'));
    on(['update_php'], to('update_core'));
    on(['update_https'], () => ['manage_options', 'update_core']);
    on(['export_others_personal_data', 'erase_others_personal_data', 'manage_privacy_options'], to('manage_options'));
    on(['create_app_password', 'list_app_passwords', 'read_app_password', 'edit_app_password', 'delete_app_passwords', 'delete_app_password'],
      (_cap, userId, args) => this.map('edit_user', userId, args[0]));
  }

  async map(cap: string, userId: number, ...args: unknown[]): Promise<string[]> {
    return this.mapFor(undefined, cap, userId, args);
  }

  /**
   * As `map`, with the user object being checked when the caller has it; a plain list when nothing had to be read.
   * `capless` (for a check's answer only, never for the list itself): see Handler.
   */
  mapFor(known: AuthUser | undefined, cap: string, userId: number, args: unknown[], capless = false): MaybePromise<string[]> {
    const handler = this.handlers.get(cap);
    if (handler !== undefined) return andThen(handler(cap, userId, args, known, capless), (caps) => this.filtered(caps, cap, userId, args));
    const generic = this.deps.postTypes.genericMetaCap(cap);
    // A custom type's meta capability (edit_book) is answered as the generic one (edit_post).
    if (generic !== undefined) return this.mapFor(known, generic, userId, args, capless);
    return this.filtered([BLOCK_CAPS.has(cap) ? cap.replace('_blocks', '_posts') : cap], cap, userId, args);
  }

  private filtered(caps: string[], cap: string, userId: number, args: unknown[]): string[] {
    return this.deps.hooks ? this.deps.hooks.applyFilters('map_meta_cap', caps, cap, userId, args) : caps;
  }

  private editOrDeletePost(verb: 'edit' | 'delete', cap: string, userId: number, args: unknown[], capless: boolean): MaybePromise<string[]> {
    return andThen(this.requirePost(cap, args), (found) => {
      if (typeof found === 'string') return [found];
      if (found.post_type !== 'revision') return this.editOrDeleteFound(verb, cap, userId, found, capless);
      // Revisions cannot be deleted on their own; editing one means editing its parent.
      if (verb === 'delete') return [DENY];
      return andThen(this.post(found.post_parent), (parent) => (parent === undefined ? [DENY] : this.editOrDeleteFound(verb, cap, userId, parent, capless)));
    });
  }

  private editOrDeleteFound(verb: 'edit' | 'delete', cap: string, userId: number, post: CapPost, capless: boolean): MaybePromise<string[]> {
    if (verb === 'edit') return this.editOrDeleteCaps(verb, cap, userId, post, capless);
    // The site pages below require manage_options, which refuses a capless caller as any list here does but ['exist'].
    if (capless) {
      return andThen(this.editOrDeleteCaps(verb, cap, userId, post, true), (caps) => (refusesCapless(caps) ? caps : this.editOrDeleteFound(verb, cap, userId, post, false)));
    }
    // The posts page and the front page are deleted only by those who manage the site's options.
    const isSitePage = andThen(this.optionInt('page_for_posts'), (postsPage) =>
      postsPage === post.id || andThen(this.optionInt('page_on_front'), (frontPage) => frontPage === post.id));
    return andThen(isSitePage, (sitePage) => (sitePage ? ['manage_options'] : this.editOrDeleteCaps(verb, cap, userId, post, false)));
  }

  private editOrDeleteCaps(verb: 'edit' | 'delete', cap: string, userId: number, post: CapPost, capless: boolean): MaybePromise<string[]> {
    const type = this.postType(post, cap);
    if (type === undefined) return ['edit_others_posts'];
    if (!type.mapMetaCap) return [type.cap[genericKey(cap)]];

    const c = type.cap;
    const keys = CAP_KEYS[verb];
    const pick = (what: keyof typeof keys): string => c[keys[what]];
    const caps: string[] = [];
    if (post.post_author && userId === post.post_author) {
      const status = post.post_status === 'trash' ? (post.trash_meta_status ?? '') : post.post_status;
      caps.push(PUBLISHED.has(status) ? pick('published_posts') : pick('posts'));
    } else {
      caps.push(pick('others_posts'));
      if (PUBLISHED.has(post.post_status)) caps.push(pick('published_posts'));
      else if (post.post_status === 'private') caps.push(pick('private_posts'));
    }
    // The privacy policy page only adds requirements: a capless caller already refused needs no look.
    if (capless && refusesCapless(caps)) return caps;
    // The privacy policy page is guarded like the privacy settings themselves.
    return andThen(this.optionInt('wp_page_for_privacy_policy'), (privacyPage) =>
      privacyPage !== post.id ? caps : andThen(this.mapFor(undefined, 'manage_privacy_options', userId, []), (more) => [...caps, ...more]));
  }

  private async readPost(cap: string, userId: number, args: unknown[]): Promise<string[]> {
    const found = await this.requirePost(cap, args);
    if (typeof found === 'string') return [found];
    let post = found;
    if (post.post_type === 'revision') {
      const parent = await this.post(post.post_parent);
      if (parent === undefined) return [DENY];
      post = parent;
    }
    const type = this.postType(post, cap);
    if (type === undefined) return ['edit_others_posts'];
    if (!type.mapMetaCap) return [type.cap[genericKey(cap)]];

    const status = await this.effectiveStatus(post);
    const visibility = this.deps.postStatuses.get(status);
    if (visibility === undefined) {
      this.notice(`The post status <code>${status}</code> is not registered, so it may not be reliable to check the capability <code>${cap}</code> against a post with that status.`, '5.4.0');
      return ['edit_others_posts'];
    }
    if (visibility.public) return [type.cap.read];
    if (post.post_author && userId === post.post_author) return [type.cap.read];
    if (visibility.private) return [type.cap.read_private_posts];
    return this.map('edit_post', userId, post.id);
  }

  private async publishPost(cap: string, _userId: number, args: unknown[]): Promise<string[]> {
    const found = await this.requirePost(cap, args);
    if (typeof found === 'string') return [found];
    const type = this.postType(found, cap);
    return [type === undefined ? 'edit_others_posts' : type.cap.publish_posts];
  }

  private async objectMeta(cap: string, userId: number, args: unknown[]): Promise<string[]> {
    const objectType = cap.split('_')[1] as 'post' | 'comment' | 'term' | 'user';
    if (args[0] == null) return [this.missingObject(cap, objectType)];
    const objectId = toInt(args[0]);
    const subtype = await this.objectSubtype(objectType, objectId);
    if (subtype === undefined) return [DENY];
    const caps = await this.map(`edit_${objectType}`, userId, objectId);
    const metaKey = args[1];
    if (typeof metaKey === 'string' && isTruthy(metaKey)) {
      let allowed = !metaKey.startsWith('_');
      const hooks = this.deps.hooks;
      if (hooks !== undefined) {
        const specific = `auth_${objectType}_meta_${metaKey}_for_${subtype}`;
        const name = hooks.hasFilter(specific) ? specific : `auth_${objectType}_meta_${metaKey}`;
        allowed = Boolean(hooks.applyFilters(name, allowed, metaKey, objectId, userId, cap, caps));
      }
      if (!allowed) caps.push(cap);
    }
    return caps;
  }

  private async editComment(cap: string, userId: number, args: unknown[], capless: boolean): Promise<string[]> {
    if (args[0] == null) return [this.missingObject(cap, 'comment')];
    const comment = await this.deps.objects?.getComment(toInt(args[0]));
    if (comment === undefined) return [DENY];
    const post = await this.post(comment.comment_post_ID);
    // A comment whose post is gone falls back to the general editing capability.
    return post !== undefined ? this.mapFor(undefined, 'edit_post', userId, [post.id], capless) : this.map('edit_posts', userId);
  }

  private termCap(cap: string, userId: number, args: unknown[], capless: boolean): MaybePromise<string[]> {
    if (args[0] == null) return [this.missingObject(cap, 'term')];
    const termId = toInt(args[0]);
    return andThen(this.deps.objects?.getTerm(termId), (term) => {
      if (term === undefined) return [DENY];
      const taxonomy = this.deps.taxonomies.get(term.taxonomy);
      if (taxonomy === undefined) return [DENY];
      const mapped = (): MaybePromise<string[]> => this.mapFor(undefined, taxonomy.cap[`${cap}s` as 'edit_terms' | 'delete_terms' | 'assign_terms'], userId, [termId], capless);
      if (cap !== 'delete_term') return mapped();
      // A default term only adds do_not_allow: a capless caller the taxonomy's capability refuses needs no look.
      if (capless) return andThen(mapped(), (caps) => (refusesCapless(caps) ? caps : this.termCap(cap, userId, args, false)));
      // The default term of a taxonomy cannot be deleted.
      const isDefault = andThen(this.optionInt(`default_${term.taxonomy}`), (byName) =>
        byName === term.id || andThen(this.optionInt(`default_term_${term.taxonomy}`), (byTerm) => byTerm === term.id));
      return andThen(isDefault, (defaultTerm) => (defaultTerm ? [DENY] : mapped()));
    });
  }

  private requirePost(cap: string, args: unknown[]): MaybePromise<CapPost | string> {
    if (args[0] == null) return this.missingObject(cap, cap.endsWith('_page') ? 'page' : 'post');
    return andThen(this.post(toInt(args[0])), (post) => post ?? DENY);
  }

  private postType(post: CapPost, cap: string): PostTypeInfo | undefined {
    const type = this.deps.postTypes.get(post.post_type);
    if (type === undefined) {
      this.notice(`The post type <code>${post.post_type}</code> is not registered, so it may not be reliable to check the capability <code>${cap}</code> against a post of that type.`, '4.4.0');
    }
    return type;
  }

  /** An attachment's status follows its parent's; other posts keep their own. */
  private async effectiveStatus(post: CapPost): Promise<string> {
    if (post.post_type !== 'attachment') return post.post_status;
    if (post.post_status !== 'inherit') return ['private', 'trash', 'auto-draft'].includes(post.post_status) ? post.post_status : 'publish';
    const parentId = post.post_parent ?? 0;
    const parent = parentId === 0 || parentId === post.id ? undefined : await this.post(parentId);
    if (parent === undefined) return 'publish';
    const parentStatus = await this.effectiveStatus(parent);
    return parentStatus === 'trash' ? parent.trash_meta_status || 'publish' : parentStatus;
  }

  private async objectSubtype(type: 'post' | 'comment' | 'term' | 'user', id: number): Promise<string | undefined> {
    const objects = this.deps.objects;
    switch (type) {
      case 'post':
        return (await this.post(id))?.post_type;
      case 'comment':
        return (await objects?.getComment(id)) ? 'comment' : undefined;
      case 'term':
        return (await objects?.getTerm(id))?.taxonomy;
      case 'user':
        return id > 0 ? 'user' : undefined;
    }
  }

  private post(id: number | undefined): MaybePromise<CapPost | undefined> {
    if (id === undefined || id <= 0) return undefined;
    return this.deps.objects?.getPost(id);
  }

  private option(name: string): MaybePromise<unknown> {
    return this.deps.objects?.getOption?.(name);
  }

  private optionInt(name: string): MaybePromise<number> {
    return andThen(this.option(name), toInt);
  }

  private missingObject(cap: string, what: string): string {
    this.notice(`When checking for the <code>${cap}</code> capability, you must always check it against a specific ${what}.`, '6.1.0');
    return DENY;
  }

  private notice(message: string, version: string): void {
    this.deps.notices?.raise('map_meta_cap', message, version);
  }
}

/** `edit_page` and friends use the same entry of a type's capability table as `edit_post`. */
function genericKey(cap: string): 'edit_post' | 'delete_post' | 'read_post' {
  return cap.replace(/_page$/, '_post') as 'edit_post' | 'delete_post' | 'read_post';
}

function toInt(value: unknown): number {
  if (typeof value === 'number') return Math.trunc(value);
  if (typeof value === 'string') {
    const match = /^\s*([+-]?\d+)/.exec(value);
    return match === null ? 0 : Number(match[1]);
  }
  if (typeof value === 'boolean') return value ? 1 : 0;
  return 0;
}
