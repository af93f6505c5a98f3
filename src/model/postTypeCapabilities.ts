/**
 * Which primitive capability stands for each action on a post type (WordPress's
 * get_post_type_capabilities): the table capability checks map meta capabilities
 * through, and the post-types endpoint publishes as `capabilities`.
 */
export interface PostTypeCaps {
  edit_post: string;
  read_post: string;
  delete_post: string;
  edit_posts: string;
  edit_others_posts: string;
  delete_posts: string;
  publish_posts: string;
  read_private_posts: string;
  read: string;
  delete_private_posts: string;
  delete_published_posts: string;
  delete_others_posts: string;
  edit_private_posts: string;
  edit_published_posts: string;
  create_posts: string;
}

export interface PostTypeCapsArgs {
  /** `'post'`, `'page'`, or `[singular, plural]`. Default `'post'`. */
  capabilityType?: string | [string, string];
  /** Whether the meta capabilities of this type are mapped by owner and status (default true here). */
  mapMetaCap?: boolean;
  /** Overrides for individual entries. */
  capabilities?: Partial<PostTypeCaps>;
}

/** The capability table of a type registered with `args`: names built from its capability type, then the overrides. */
export function postTypeCaps(args: PostTypeCapsArgs): PostTypeCaps {
  const [singular, plural] = typeof args.capabilityType === 'string' || args.capabilityType === undefined
    ? [args.capabilityType ?? 'post', `${args.capabilityType ?? 'post'}s`]
    : args.capabilityType;
  return {
    edit_post: `edit_${singular}`,
    read_post: `read_${singular}`,
    delete_post: `delete_${singular}`,
    edit_posts: `edit_${plural}`,
    edit_others_posts: `edit_others_${plural}`,
    delete_posts: `delete_${plural}`,
    publish_posts: `publish_${plural}`,
    read_private_posts: `read_private_${plural}`,
    read: 'read',
    delete_private_posts: `delete_private_${plural}`,
    delete_published_posts: `delete_published_${plural}`,
    delete_others_posts: `delete_others_${plural}`,
    edit_private_posts: `edit_private_${plural}`,
    edit_published_posts: `edit_published_${plural}`,
    create_posts: `edit_${plural}`,
    ...args.capabilities,
  };
}
