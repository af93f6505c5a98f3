/**
 * WordPress's WP_REST_Navigation_Fallback_Controller under
 * `wp-block-editor/v1/navigation-fallback`: the navigation menu a navigation
 * block shows when it names none — the latest published `wp_navigation` post,
 * else one made now from the site's classic menu, else one listing the pages
 * (WordPress's WP_Navigation_Fallback). Read it beside
 * `class-wp-rest-navigation-fallback-controller.php`.
 */
import {
  inject, Args, Controller, Permission, Route, Methods, TOKENS, RestError, type Schema, type RestRequest, RestResponse, SiteController,
} from '../kit';
import { isFieldIncluded } from '../../src/shaping/index';
import { shapeItem } from '../shared/shapeItem';
import type { PostRecord } from '../../src/storage/types';
import type { BlockTypeRegistry } from '../blocks/BlockTypeRegistry';
import { postPermalink } from '../posts/postPermalink';
import type { ThemeRegistry } from '../themes/ThemeRegistry';
import { classicMenuBlocks } from './classicMenuBlocks';
import type { MenuItemSite } from './menuItems';
import { NavMenuSettings } from './NavMenuSettings';
import { denied } from '../shared/restErrors';
import { objectSchema } from '../shared/readonlyItemSchema';

const NAVIGATION = 'wp_navigation';

@Controller('wp-block-editor/v1', { restBase: 'navigation-fallback' })
export class NavigationFallbackController extends SiteController {
  @inject(TOKENS.Themes) private readonly themes!: ThemeRegistry;
  @inject(TOKENS.BlockTypes) private readonly blockTypes!: BlockTypeRegistry;

  protected override buildItemSchema(): Schema {
    return objectSchema('navigation-fallback', { id: { description: 'The unique identifier for the Navigation Menu.', type: 'integer', context: ['view', 'edit', 'embed'], readonly: true } });
  }

  override async getItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    const cap = this.postTypes.get(NAVIGATION)?.cap;
    if (cap === undefined || !(await this.can(cap.create_posts)) || !(await this.can('edit_theme_options')) || !(await this.can('edit_posts'))) {
      return denied('rest_cannot_create', 'Sorry, you are not allowed to create Navigation Menus as this user.');
    }
    if (request.getParam('context') === 'edit' && !(await this.can(cap.edit_posts))) {
      return denied('rest_forbidden_context', 'Sorry, you are not allowed to edit Navigation Menus as this user.');
    }
    return true;
  }

  @Route('', { methods: Methods.READABLE })
  @Args((c: NavigationFallbackController) => c.getEndpointArgsForItemSchema(Methods.READABLE))
  @Permission('getItemPermissionsCheck')
  override async getItem(request: RestRequest): Promise<RestResponse | RestError> {
    const post = await this.storage.transaction(() => this.fallback());
    if (post === undefined) return new RestError('no_fallback_menu', 'No fallback menu found.', { status: 404 });
    return this.prepareItemForResponse(post, request);
  }

  /** WP_Navigation_Fallback::get_fallback. */
  private async fallback(): Promise<PostRecord | undefined> {
    // Runs in a transaction: parallel first requests make one fallback menu, the others find it.
    await this.storage.claim('wp_navigation:fallback');
    const latest = (await this.storage.posts.query({ type: NAVIGATION, status: 'publish', orderby: 'date', order: 'desc', limit: 1 })).items[0];
    if (latest !== undefined || !this.hooks.applyFilters<boolean>('wp_navigation_should_create_fallback', true)) return latest;
    const menu = await this.classicMenu();
    if (menu !== undefined) {
      const content = await classicMenuBlocks(this.menuItemSite(), menu.term_id);
      if (content !== '') return this.storage.posts.create({ post_type: NAVIGATION, post_status: 'publish', post_title: menu.name, post_name: menu.slug, post_content: content });
    }
    const pageList = this.blockTypes.get('core/page-list') === undefined ? '' : '<!-- wp:page-list /-->';
    return this.storage.posts.create({ post_type: NAVIGATION, post_status: 'publish', post_title: 'Navigation', post_name: 'navigation', post_content: pageList });
  }

  /** The classic menu to convert: the one at the `primary` location, else the one slugged `primary`, else the newest. */
  private async classicMenu(): Promise<{ term_id: number; name: string; slug: string } | undefined> {
    const menus = (await this.storage.terms.query({ taxonomy: 'nav_menu' })).items;
    if (menus.length === 0) return undefined;
    const settings = new NavMenuSettings(this.storage, this.themes, this.options);
    const primary = (await settings.assignments()).primary;
    return menus.find((menu) => menu.term_id === primary)
      ?? menus.find((menu) => menu.slug === 'primary')
      ?? [...menus].sort((a, b) => b.term_id - a.term_id)[0];
  }

  private menuItemSite(): MenuItemSite {
    const site: MenuItemSite = {
      storage: this.storage, options: this.options, postTypes: this.postTypes, taxonomies: this.taxonomies,
      postLink: (post) => postPermalink(site, post),
    };
    return site;
  }

  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const post = item as PostRecord;
    const fields = this.getFieldsForResponse(request);
    const data: Record<string, unknown> = {};
    if (isFieldIncluded('id', fields)) data.id = post.id;
    const response = new RestResponse(await shapeItem(this, data, request));
    if (isFieldIncluded('_links', fields) || isFieldIncluded('_embedded', fields)) {
      const type = this.postTypes.get(NAVIGATION);
      response.addLink('self', this.urls.restUrl(`/${type?.restNamespace ?? 'wp/v2'}/${type?.restBase ?? 'navigation'}/${post.id}`), { embeddable: true });
    }
    return response;
  }
}
