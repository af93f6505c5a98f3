/**
 * WordPress's WP_REST_Post_Statuses_Controller under `wp/v2/statuses`: read it
 * beside `class-wp-rest-post-statuses-controller.php`. The routes come from RegistryReadController.
 */
import { Controller, Route, RestError, type Schema, type RestRequest, type RestResponse } from '../kit';
import { addQueryArgs } from '../shared/queryUrl';
import { canEditAnyRestType } from '../types/canEditAnyRestType';
import { RegistryReadController, registryTexts, type RegistryItemArgs } from '../types/RegistryReadController';
import type { PostStatusInfo } from '../../src/model/PostStatusRegistry';
import { postStatusSchema } from './postStatusSchema';
import { denied } from '../shared/restErrors';

@Controller('wp/v2', { restBase: 'statuses' })
export class PostStatusesController extends RegistryReadController<PostStatusInfo> {
  protected override readonly texts = registryTexts('status', 'status', 'Sorry, you are not allowed to manage post statuses.');


  protected override buildItemSchema(): Schema {
    return postStatusSchema();
  }

  @Route('/(?P<status>[\\w-]+)', { methods: 'GET' })
  override getItem(request: RestRequest, args: RegistryItemArgs): Promise<RestResponse | RestError> {
    return super.getItem(request, args);
  }

  protected override find(name: string): PostStatusInfo | undefined {
    return this.services.statuses.get(name);
  }

  protected override canListForEdit(): Promise<boolean> {
    return canEditAnyRestType(this.capabilities, this.services.postTypes);
  }

  protected override async listed(): Promise<PostStatusInfo[]> {
    const readable: PostStatusInfo[] = [];
    for (const status of this.services.statuses.listed()) if (await this.canRead(status)) readable.push(status);
    return readable;
  }

  override async getItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    const status = this.findRequested(request);
    if (status === undefined) return this.invalidItem();
    if (await this.canRead(status)) return true;
    return denied('rest_cannot_read_status', 'Cannot view status.');
  }

  /** Public statuses are readable by anyone; the others (internal ones but trash excepted) by editors of any REST type. */
  private async canRead(status: PostStatusInfo): Promise<boolean> {
    if (status.public) return true;
    if (!status.internal || status.name === 'trash') return canEditAnyRestType(this.capabilities, this.services.postTypes);
    return false;
  }

  protected override fieldValues(status: PostStatusInfo): Record<string, () => unknown> {
    return {
      name: () => status.label,
      private: () => status.private,
      protected: () => status.protected,
      public: () => status.public,
      queryable: () => status.publiclyQueryable,
      show_in_list: () => status.showInAdminAllList,
      slug: () => status.name,
      date_floating: () => status.dateFloating,
    };
  }

  /** Items of this status are listed by the posts collection (filtered by status unless published). */
  protected override addItemLinks(response: RestResponse, status: PostStatusInfo): void {
    const posts = this.urls.restUrl('/wp/v2/posts');
    response.addLink('archives', status.name === 'publish' ? posts : addQueryArgs(posts, { status: status.name }));
  }
}
