/**
 * A classic menu as navigation blocks (WordPress's
 * WP_Classic_To_Block_Menu_Converter): each published item becomes a
 * navigation link, or a submenu holding its children, in menu order.
 */
import type { ParsedBlock } from '../../src/content/parseBlocks';
import { serializeBlock } from '../content/ContentRenderer';
import { primeMenuItems, readMenuItem, type MenuItem, type MenuItemSite } from './menuItems';

function toBlocks(items: readonly MenuItem[], byParent: ReadonlyMap<number, MenuItem[]>): ParsedBlock[] {
  return items.map((item) => {
    const children = byParent.get(item.post.id);
    const innerBlocks = children === undefined ? [] : toBlocks(children, byParent);
    return {
      blockName: children === undefined ? 'core/navigation-link' : 'core/navigation-submenu',
      attrs: {
        className: item.classes.length > 0 ? item.classes.join(' ') : null,
        description: item.description,
        id: item.object !== 'custom' ? item.objectId : null,
        kind: item.type.replace(/_/g, '-'),
        label: item.title,
        opensInNewTab: item.target === '_blank',
        rel: item.xfn !== '' ? item.xfn : null,
        title: item.attrTitle,
        type: item.object,
        url: item.url,
      },
      innerBlocks,
      innerHTML: '',
      innerContent: innerBlocks.map(serializeBlock),
    };
  });
}

/** The block markup of menu `menuId` ('' when it has no published items). */
export async function classicMenuBlocks(site: MenuItemSite, menuId: number): Promise<string> {
  const posts = await site.storage.posts.query({
    type: 'nav_menu_item', status: 'publish', orderby: 'menu_order', order: 'asc',
    tax_query: { clauses: [{ taxonomy: 'nav_menu', terms: [menuId], operator: 'IN' }] },
  });
  await primeMenuItems(site.storage, posts.items);
  const byParent = new Map<number, MenuItem[]>();
  for (const post of posts.items) {
    const item = await readMenuItem(site, post);
    const siblings = byParent.get(item.parent) ?? [];
    siblings.push(item);
    byParent.set(item.parent, siblings);
  }
  return toBlocks(byParent.get(0) ?? [], byParent).map(serializeBlock).join('');
}
