/**
 * The post statuses WordPress registers at start-up and the app's own, with the flags
 * the statuses endpoint publishes (register_post_status arguments); capability checks
 * read `public` and `private` from here to decide who may read a post.
 */
export interface PostStatusInfo {
  name: string;
  label: string;
  public: boolean;
  private: boolean;
  protected: boolean;
  /** Internal statuses are never listed and only `trash` of them is ever readable. */
  internal: boolean;
  publiclyQueryable: boolean;
  showInAdminAllList: boolean;
  dateFloating: boolean;
}

export type PostStatusInput = Pick<PostStatusInfo, 'name' | 'label'> & Partial<Omit<PostStatusInfo, 'name' | 'label'>>;

const BUILT_IN: readonly PostStatusInput[] = [
  { name: 'publish', label: 'Published', public: true },
  { name: 'future', label: 'Scheduled', protected: true },
  { name: 'draft', label: 'Draft', protected: true, dateFloating: true },
  { name: 'pending', label: 'Pending', protected: true, dateFloating: true },
  { name: 'private', label: 'Private', private: true },
  { name: 'trash', label: 'Trash', internal: true, showInAdminAllList: false },
  { name: 'auto-draft', label: 'auto-draft', internal: true, showInAdminAllList: false, dateFloating: true },
  { name: 'inherit', label: 'inherit', internal: true, showInAdminAllList: false },
  { name: 'request-pending', label: 'Pending', internal: true, showInAdminAllList: false },
  { name: 'request-confirmed', label: 'Confirmed', internal: true, showInAdminAllList: false },
  { name: 'request-failed', label: 'Failed', internal: true, showInAdminAllList: false },
  { name: 'request-completed', label: 'Completed', internal: true, showInAdminAllList: false },
];

export class PostStatusRegistry {
  private readonly statuses = new Map<string, PostStatusInfo>();

  constructor() {
    for (const input of BUILT_IN) this.register(input);
  }

  register(input: PostStatusInput): PostStatusInfo {
    const isPublic = input.public ?? false;
    const internal = input.internal ?? false;
    const info: PostStatusInfo = Object.freeze({
      name: input.name,
      label: input.label,
      public: isPublic,
      private: input.private ?? false,
      protected: input.protected ?? false,
      internal,
      // WordPress: publicly_queryable follows public; statuses shown in the "All" list unless internal.
      publiclyQueryable: input.publiclyQueryable ?? isPublic,
      showInAdminAllList: input.showInAdminAllList ?? !internal,
      dateFloating: input.dateFloating ?? false,
    });
    this.statuses.set(info.name, info);
    return info;
  }

  get(name: string): PostStatusInfo | undefined {
    return this.statuses.get(name);
  }

  /** The statuses the collection considers: every non-internal one, then `trash`. */
  listed(): PostStatusInfo[] {
    const listed = [...this.statuses.values()].filter((status) => !status.internal);
    const trash = this.statuses.get('trash');
    if (trash !== undefined && !listed.includes(trash)) listed.push(trash);
    return listed;
  }
}
