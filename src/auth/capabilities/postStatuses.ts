/** Post statuses as read_post sees them: public, private, or neither (protected/internal). */
export interface PostStatusVisibility {
  public: boolean;
  private: boolean;
}

const BUILT_IN: Record<string, PostStatusVisibility> = {
  publish: { public: true, private: false },
  future: { public: false, private: false },
  draft: { public: false, private: false },
  pending: { public: false, private: false },
  private: { public: false, private: true },
  trash: { public: false, private: false },
  'auto-draft': { public: false, private: false },
  inherit: { public: false, private: false },
};

export class PostStatusRegistry {
  private readonly statuses = new Map(Object.entries(BUILT_IN));

  register(name: string, visibility: PostStatusVisibility): void {
    this.statuses.set(name, { ...visibility });
  }

  get(name: string): PostStatusVisibility | undefined {
    return this.statuses.get(name);
  }
}
