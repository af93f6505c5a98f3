/**
 * What the presenter, the writer and the page priming read from the posts controller
 * they work for. PostsController implements it; they depend on this shape, not on the
 * class, so the controller can own them without an import circle.
 */
import type { RestController } from '../../src/baseControllers/RestController';
import type { RestError } from '../../src/errors/RestError';
import type { RestRequest } from '../../src/server/RestRequest';
import type { PostInput, PostRecord } from '../../src/storage/types';
import type { RestMetaFields } from '../meta/RestMetaFields';
import type { TaxonomyInfo } from '../../src/model/TaxonomyRegistry';
import type { PostTypeInfo } from '../../src/model/PostTypeRegistry';
import type { BuiltInController } from '../shared/BuiltInController';
import type { PostAccess } from './PostAccess';
import type { PostMetaHost } from './postMeta';

export interface PostEndpoint extends PostMetaHost, Pick<RestController,
  'namespace' | 'restBase' | 'getItemSchema' | 'getFieldsForResponse' | 'filterResponseByContext'
  | 'addAdditionalFieldsToObject' | 'addAdditionalFieldsMaybeAsync' | 'updateAdditionalFieldsForObject' | 'servesRoute'>,
  Pick<BuiltInController, 'hooks' | 'options' | 'urls' | 'postTypes' | 'taxonomies' | 'statuses'> {
  readonly access: PostAccess;
  /** The post type served. */
  readonly postType: PostTypeInfo;
  /** The `meta` field of the type served. */
  readonly meta: RestMetaFields;
  postTypeName(): string;
  /** The taxonomies of the type shown in REST. */
  restTaxonomies(): TaxonomyInfo[];
  /** The type's own fields of a write (attachments: caption, description, attached post). */
  prepareTypeFields(request: RestRequest, input: PostInput, existing: PostRecord | undefined): Promise<RestError | undefined>;
}
