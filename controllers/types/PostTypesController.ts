/**
 * WordPress's WP_REST_Post_Types_Controller under `wp/v2/types`: read it beside
 * `class-wp-rest-post-types-controller.php`. The routes come from RegistryReadController.
 */
import { Controller, Route, RestError, type Schema, type RestRequest, type RestResponse } from '../kit';
import { currentUserCan } from '../../src/auth/wiring/currentUserCan';
import { canEditAnyRestType } from './canEditAnyRestType';
import type { PostTypeInfo } from '../../src/model/PostTypeRegistry';
import { postTypeSchema } from './postTypeSchema';
import { RegistryReadController, registryTexts, type RegistryCollectionArgs, type RegistryItemArgs } from './RegistryReadController';
import { denied } from '../shared/restErrors';

const CANNOT_EDIT = 'Sorry, you are not allowed to edit posts in this post type.';

@Controller('wp/v2', { restBase: 'types' })
export class PostTypesController extends RegistryReadController<PostTypeInfo> {
  protected override readonly texts = registryTexts('type', 'post type', CANNOT_EDIT);


  protected override buildItemSchema(): Schema {
    return postTypeSchema();
  }

  @Route('/(?P<type>[\\w-]+)', { methods: 'GET' })
  override getItem(request: RestRequest, args: RegistryItemArgs): Promise<RestResponse | RestError> {
    return super.getItem(request, args);
  }

  protected override find(name: string): PostTypeInfo | undefined {
    return this.services.postTypes.get(name);
  }

  protected override canListForEdit(): Promise<boolean> {
    return canEditAnyRestType(this.capabilities, this.services.postTypes);
  }

  protected override async listed(args: RegistryCollectionArgs): Promise<PostTypeInfo[]> {
    const edit = args.context === 'edit';
    const types: PostTypeInfo[] = [];
    for (const type of this.services.postTypes.restTypes()) {
      if (!this.served(type)) continue;
      if (!edit || (await currentUserCan(this.capabilities, type.cap.edit_posts))) types.push(type);
    }
    return types;
  }

  /** Anyone may ask for a type (the route's permission is open); hidden or unserved types and the edit context are refused here. */
  protected override async itemDenied(type: PostTypeInfo, args: RegistryItemArgs): Promise<RestError | null> {
    if (!type.showInRest || !this.served(type)) return denied('rest_cannot_read_type', 'Cannot view post type.');
    if (args.context === 'edit' && !(await currentUserCan(this.capabilities, type.cap.edit_posts))) {
      return denied('rest_forbidden_context', CANNOT_EDIT);
    }
    return null;
  }

  protected override fieldValues(type: PostTypeInfo): Record<string, () => unknown> {
    return {
      capabilities: () => ({ ...type.cap }),
      description: () => type.description,
      hierarchical: () => type.hierarchical,
      has_archive: () => type.hasArchive,
      visibility: () => ({ show_in_nav_menus: type.visibility.show_in_nav_menus, show_ui: type.visibility.show_ui }),
      viewable: () => type.viewable,
      labels: () => ({ ...type.labels }),
      name: () => type.label,
      slug: () => type.name,
      icon: () => type.icon,
      supports: () => ({ ...type.supports }),
      taxonomies: () => this.services.taxonomies.forObjectType(type.name).filter((taxonomy) => taxonomy.showInRest && this.served(taxonomy)).map((taxonomy) => taxonomy.name),
      rest_base: () => type.restBase,
      rest_namespace: () => type.restNamespace,
      template: () => [...type.template],
      template_lock: () => type.templateLock,
    };
  }

  protected override addItemLinks(response: RestResponse, type: PostTypeInfo): void {
    this.addCollectionLinks(response, type);
  }
}
