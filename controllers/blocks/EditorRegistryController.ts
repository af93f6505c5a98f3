/**
 * Base of the controllers that list what is registered for the editor (block
 * patterns and their categories, icons and icon collections): every one is open
 * to users who can edit some posts and prepares an entry the same way.
 */
import { type RestError, type RestRequest, RestResponse, SiteController } from '../kit';
import { requestContext } from '../types/preparedFields';
import { canEditSomePosts } from './canEditSomePosts';
import { denied } from '../shared/restErrors';

export abstract class EditorRegistryController extends SiteController {
  /** `true` for users with `edit_posts` (or a post type's), else the refusal `code`/`message` (401/403). */
  protected async editorsOnly(code: string, message: string): Promise<true | RestError> {
    if (await canEditSomePosts(this.capabilities, this.postTypes)) return true;
    return denied(code, message);
  }

  /**
   * The response of a registered entry: each `[entry key, field]` whose value is set and whose
   * field the request asks for, additional fields added, then filtered by context.
   */
  protected async prepareRegistered(item: object, keys: ReadonlyArray<readonly [string, string]>, request: RestRequest): Promise<RestResponse> {
    const fields = this.getFieldsForResponse(request);
    const values = item as Record<string, unknown>;
    const data: Record<string, unknown> = {};
    for (const [key, field] of keys) {
      if (values[key] !== undefined && values[key] !== null && fields.includes(field)) data[field] = values[key];
    }
    const prepared = await this.addAdditionalFieldsToObject(data, request);
    return new RestResponse(this.filterResponseByContext(prepared, requestContext(request)));
  }
}
