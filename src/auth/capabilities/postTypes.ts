/**
 * Post types as capability mapping sees them: which primitive capability
 * stands for each action on a type (WordPress's get_post_type_capabilities).
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

export interface PostTypeCapInfo {
  readonly name: string;
  readonly mapMetaCap: boolean;
  readonly cap: Readonly<PostTypeCaps>;
}

export class PostTypeCapRegistry {
  private readonly types = new Map<string, PostTypeCapInfo>();
  /** Meta capability names of custom types (e.g. `edit_book`) → the generic one (`edit_post`). */
  private readonly metaCaps = new Map<string, 'read_post' | 'edit_post' | 'delete_post'>();

  constructor() {
    this.register('post', {});
    this.register('page', { capabilityType: 'page' });
    this.register('attachment', { capabilities: { create_posts: 'upload_files' } });
    this.register('revision', {});
  }

  register(name: string, args: PostTypeCapsArgs): PostTypeCapInfo {
    const [singular, plural] = typeof args.capabilityType === 'string' || args.capabilityType === undefined
      ? [args.capabilityType ?? 'post', `${args.capabilityType ?? 'post'}s`]
      : args.capabilityType;
    const cap: PostTypeCaps = {
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
    const info: PostTypeCapInfo = Object.freeze({ name, mapMetaCap: args.mapMetaCap ?? true, cap: Object.freeze(cap) });
    this.types.set(name, info);
    if (info.mapMetaCap) {
      for (const meta of ['read_post', 'edit_post', 'delete_post'] as const) {
        if (cap[meta] !== meta) this.metaCaps.set(cap[meta], meta);
      }
    }
    return info;
  }

  get(name: string): PostTypeCapInfo | undefined {
    return this.types.get(name);
  }

  /** The generic meta capability a custom type's meta capability stands for. */
  genericMetaCap(cap: string): 'read_post' | 'edit_post' | 'delete_post' | undefined {
    return this.metaCaps.get(cap);
  }
}
