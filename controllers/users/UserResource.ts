/**
 * The user resource without its routes: item schema and query parameters of
 * WordPress's users controller. UsersController extends it; the route decorators
 * read the argument maps computed here (USER_ARGS) when the class is defined,
 * except the collection's, which lists the app's post types (see restPostTypeNames).
 */
import { type CollectionArgs, RestController, Methods, type ArgSchemaMap, type Schema } from '../kit';
import { DEFAULT_AVATAR_SIZES } from '../../src/avatars/getAvatarUrls';
import type { UserOrderBy } from '../../src/storage/types';
import { withIdArg } from '../shared/idArg';
import { checkReassign } from './userArgCallbacks';
import { USER_SEARCH_COLUMN_NAMES } from './userSearchColumns';
import { buildUserSchema } from './userSchema';
import { coreMetaSchema } from '../meta/coreMeta';

/** What the users collection hands its handler (see UserResource.getCollectionParams). */
export interface UserCollectionArgs extends CollectionArgs {
  context: string;
  exclude: number[];
  include: number[];
  offset?: number;
  order: 'asc' | 'desc';
  orderby: UserOrderBy;
  slug?: string[];
  roles?: string[];
  capabilities?: string[];
  who?: 'authors';
  /** `true`, or the post types to have published in (`false` asks for nothing). */
  has_published_posts?: boolean | string[];
  search_columns: string[];
}

export class UserResource extends RestController {
  /** Avatar sizes of the schema (the controller reads them through `rest_avatar_sizes`). */
  protected avatarSizes(): readonly unknown[] {
    return DEFAULT_AVATAR_SIZES;
  }

  /** Post types whose published posts make a user public; the users controller reads the app's registry. */
  protected restPostTypeNames(): readonly string[] {
    return [];
  }

  /** The `meta` property: core's registered user meta here; the users controller reads the app's registry. */
  protected metaSchema(): Schema {
    return coreMetaSchema('user');
  }

  protected override buildItemSchema(): Schema {
    return buildUserSchema(this.avatarSizes(), this.metaSchema());
  }

  override getCollectionParams(): ArgSchemaMap {
    const params = super.getCollectionParams();
    params.context = { ...params.context, default: 'view' };
    return {
      ...params,
      exclude: { description: 'Ensure result set excludes specific IDs.', type: 'array', items: { type: 'integer' }, default: [] },
      include: { description: 'Limit result set to specific IDs.', type: 'array', items: { type: 'integer' }, default: [] },
      offset: { description: 'Offset the result set by a specific number of items.', type: 'integer' },
      order: { default: 'asc', description: 'Order sort attribute ascending or descending.', enum: ['asc', 'desc'], type: 'string' },
      orderby: {
        default: 'name',
        description: 'Sort collection by user attribute.',
        enum: ['id', 'include', 'name', 'registered_date', 'slug', 'include_slugs', 'email', 'url'],
        type: 'string',
      },
      slug: { description: 'Limit result set to users with one or more specific slugs.', type: 'array', items: { type: 'string' } },
      roles: {
        description: 'Limit result set to users matching at least one specific role provided. Accepts csv list or single role.',
        type: 'array',
        items: { type: 'string' },
      },
      capabilities: {
        description: 'Limit result set to users matching at least one specific capability provided. Accepts csv list or single capability.',
        type: 'array',
        items: { type: 'string' },
      },
      who: { description: 'Limit result set to users who are considered authors.', type: 'string', enum: ['authors'] },
      has_published_posts: {
        description: 'Limit result set to users who have published posts.',
        type: ['boolean', 'array'],
        items: { type: 'string', enum: [...this.restPostTypeNames()] },
      },
      search_columns: {
        default: [],
        description: 'Array of column names to be searched.',
        type: 'array',
        items: { enum: [...USER_SEARCH_COLUMN_NAMES], type: 'string' },
      },
    };
  }

  /** Arguments of GET on one user (and on /users/me). */
  getItemArgs(): ArgSchemaMap {
    return { context: this.getContextParam({ default: 'view' }) };
  }

  /** Arguments of DELETE: `force` must be true (no trash), `reassign` is required. */
  getDeleteArgs(): ArgSchemaMap {
    return {
      force: { type: 'boolean', default: false, description: 'Required to be true, as users do not support trashing.' },
      reassign: {
        type: 'integer',
        description: "Reassign the deleted user's posts and links to this user ID.",
        required: true,
        sanitize_callback: checkReassign,
      },
    };
  }
}

const ID = 'Unique identifier for the user.';

function computeArgs(): Record<'create' | 'item' | 'edit' | 'remove' | 'me' | 'meEdit' | 'meRemove', ArgSchemaMap> {
  const resource = new UserResource();
  return {
    create: resource.getEndpointArgsForItemSchema(Methods.CREATABLE),
    item: withIdArg(ID, resource.getItemArgs()),
    edit: withIdArg(ID, resource.getEndpointArgsForItemSchema(Methods.EDITABLE)),
    remove: withIdArg(ID, resource.getDeleteArgs()),
    me: resource.getItemArgs(),
    meEdit: resource.getEndpointArgsForItemSchema(Methods.EDITABLE),
    meRemove: resource.getDeleteArgs(),
  };
}

/** The argument maps of the users routes that do not depend on the app, computed once from the resource. */
export const USER_ARGS = computeArgs();
