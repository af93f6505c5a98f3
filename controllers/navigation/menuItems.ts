/**
 * Menu items as WordPress stores them: a `nav_menu_item` post (title, content =
 * description, excerpt = attribute title, menu_order = position) with
 * `_menu_item_*` post meta, linked to its menu through the `nav_menu` taxonomy.
 * `readMenuItem` is wp_setup_nav_menu_item (what the item points at, its label,
 * URL and whether that object still exists); `writeMenuItem` is
 * wp_update_nav_menu_item.
 */
import { RestError } from '../../src/errors/RestError';
import type { JsonValue, PostRecord, Storage } from '../../src/storage/types';
import type { TaxonomyRegistry } from '../../src/model/TaxonomyRegistry';
import { termLink } from '../terms/termLink';
import type { PostTypeRegistry } from '../../src/model/PostTypeRegistry';
import type { ResolvedOptions } from '../../src/app/AppOptions';

export type MenuItemType = 'taxonomy' | 'post_type' | 'post_type_archive' | 'custom';

/** The fields of a menu item beside its post (the `menu-item-*` arguments of wp_update_nav_menu_item). */
export interface MenuItemFields {
  menuId: number;
  objectId: number;
  object: string;
  parent: number;
  position: number;
  type: MenuItemType | string;
  title: string;
  url: string;
  description: string;
  attrTitle: string;
  target: string;
  classes: string[];
  xfn: string;
  status: string;
}

/** A menu item as read: its fields plus what WordPress works out from the object it points at. */
export interface MenuItem extends MenuItemFields {
  post: PostRecord;
  typeLabel: string;
  invalid: boolean;
}

export interface MenuItemSite {
  storage: Storage;
  options: Pick<ResolvedOptions, 'baseUrl' | 'permalinks'>;
  postTypes: PostTypeRegistry;
  taxonomies: TaxonomyRegistry;
  /** The front-end URL of a post (get_permalink). */
  postLink: (post: PostRecord) => string | Promise<string>;
}

const META = {
  type: '_menu_item_type', parent: '_menu_item_menu_item_parent', objectId: '_menu_item_object_id', object: '_menu_item_object',
  target: '_menu_item_target', classes: '_menu_item_classes', xfn: '_menu_item_xfn', url: '_menu_item_url',
} as const;

const text = (values: JsonValue[] | undefined): string => (values?.[0] === undefined || values[0] === null ? '' : String(values[0]));
const integer = (values: JsonValue[] | undefined): number => Number.parseInt(text(values), 10) || 0;

/** The menu an item belongs to (0: none). */
export async function menuIdOf(storage: Storage, itemId: number): Promise<number> {
  return (await storage.terms.getPostTerms(itemId, 'nav_menu'))[0]?.term_id ?? 0;
}

/**
 * Reads for a whole page of items at once what readMenuItem asks of each (meta, menu, and the posts and
 * terms they point at), so that reading each item afterwards costs no statement of its own.
 */
export async function primeMenuItems(storage: Storage, posts: readonly PostRecord[]): Promise<void> {
  if (posts.length === 0) return;
  const ids = posts.map((post) => post.id);
  const meta = await storage.posts.meta.getAllOfMany(ids);
  await storage.terms.getPostTermsOfMany(ids, ['nav_menu']);
  const linkedPosts: number[] = [];
  const linkedTerms: number[] = [];
  for (const all of meta.values()) {
    const type = text(all[META.type]);
    if (type === 'post_type') linkedPosts.push(integer(all[META.objectId]));
    else if (type === 'taxonomy') linkedTerms.push(integer(all[META.objectId]));
  }
  if (linkedPosts.length > 0) await storage.posts.getMany(linkedPosts);
  if (linkedTerms.length > 0) await storage.terms.getMany(linkedTerms);
}

export async function readMenuItem(site: MenuItemSite, post: PostRecord): Promise<MenuItem> {
  const meta = await site.storage.posts.meta.getAll(post.id);
  const classesValue = meta[META.classes]?.[0];
  const item: MenuItem = {
    post,
    menuId: await menuIdOf(site.storage, post.id),
    objectId: integer(meta[META.objectId]),
    object: text(meta[META.object]),
    parent: integer(meta[META.parent]),
    position: post.menu_order,
    type: text(meta[META.type]),
    title: post.post_title,
    url: text(meta[META.url]),
    description: post.post_content,
    attrTitle: post.post_excerpt,
    target: text(meta[META.target]),
    classes: Array.isArray(classesValue) ? classesValue.map(String) : [],
    xfn: text(meta[META.xfn]),
    status: post.post_status,
    typeLabel: '',
    invalid: false,
  };
  if (item.type === 'post_type') {
    const type = site.postTypes.get(item.object);
    const original = await site.storage.posts.get(item.objectId);
    item.typeLabel = type?.singularLabel ?? item.object;
    if (original === undefined || original.post_status === 'trash' || type === undefined) {
      item.invalid = true;
    } else {
      item.url = await site.postLink(original);
      if (item.title === '') item.title = original.post_title;
    }
  } else if (item.type === 'post_type_archive') {
    const type = site.postTypes.get(item.object);
    item.typeLabel = 'Post Type Archive';
    if (type === undefined) item.invalid = true;
    else {
      if (item.title === '') item.title = type.label;
      item.url = site.options.permalinks === 'plain' ? `${site.options.baseUrl}/?post_type=${type.name}` : `${site.options.baseUrl}/${type.name}/`;
    }
  } else if (item.type === 'taxonomy') {
    const taxonomy = site.taxonomies.get(item.object);
    const term = await site.storage.terms.get(item.objectId);
    item.typeLabel = taxonomy?.singularLabel ?? item.object;
    if (term === undefined || taxonomy === undefined) item.invalid = true;
    else {
      item.url = await termLink(site.options, site.storage.terms, term, taxonomy.hierarchical);
      if (item.title === '') item.title = term.name;
    }
  } else {
    item.typeLabel = 'Custom Link';
  }
  return item;
}

/** wp_update_nav_menu_item: creates (`itemId` 0) or updates the item, returning its id. */
export async function writeMenuItem(storage: Storage, itemId: number, fields: MenuItemFields): Promise<number | RestError> {
  if (fields.menuId !== 0) {
    const menu = await storage.terms.get(fields.menuId);
    if (menu === undefined || menu.taxonomy !== 'nav_menu') return new RestError('invalid_menu_id', 'Invalid menu ID.');
  }
  if (itemId !== 0) {
    const existing = await storage.posts.get(itemId);
    if (existing === undefined || existing.post_type !== 'nav_menu_item') {
      return new RestError('update_nav_menu_item_failed', 'The given object ID is not that of a menu item.');
    }
  }
  const custom = fields.type === 'custom';
  // An item cannot be its own parent.
  const parent = itemId !== 0 && fields.parent === itemId ? 0 : fields.parent;
  const post = {
    post_title: fields.title,
    post_content: fields.description,
    post_excerpt: fields.attrTitle,
    menu_order: fields.position,
    post_status: fields.status,
    post_type: 'nav_menu_item',
  };
  const saved = itemId === 0 ? await storage.posts.create(post) : await storage.posts.update(itemId, post);
  if (saved === undefined) return new RestError('db_update_error', 'Could not update post in the database.');
  const values: Record<string, JsonValue> = {
    [META.type]: fields.type,
    [META.parent]: String(parent),
    // A custom link is its own object.
    [META.objectId]: String(custom ? saved.id : fields.objectId),
    [META.object]: custom ? 'custom' : fields.object,
    [META.target]: fields.target,
    [META.classes]: fields.classes.filter((name) => name !== ''),
    [META.xfn]: fields.xfn,
    // Only custom links keep a URL: the others follow their object.
    [META.url]: custom ? fields.url : '',
  };
  for (const [key, value] of Object.entries(values)) await storage.posts.meta.update(saved.id, key, value);
  if (fields.menuId !== 0) await storage.terms.setPostTerms(saved.id, 'nav_menu', [fields.menuId]);
  return saved.id;
}
