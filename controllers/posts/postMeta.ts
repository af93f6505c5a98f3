/**
 * Post meta under `meta` (WordPress's WP_REST_Post_Meta_Fields): the keys
 * registered for every post or for the post type, from the app's meta
 * registry; and the revisioned keys (`revisionsEnabled`, as core's `footnotes`)
 * that revisions and autosaves keep a copy of.
 */
import type { Capabilities } from '../../src/auth/capabilities/Capabilities';
import type { Storage } from '../../src/storage/types';
import type { MetaRegistry } from '../meta/MetaRegistry';
import { RestMetaFields } from '../meta/RestMetaFields';

/** What the post controllers hold that the meta fields need. */
export interface PostMetaHost {
  readonly metaRegistry: MetaRegistry;
  readonly storage: Storage;
  readonly capabilities: Capabilities;
}

/** The `meta` field of posts of one type. */
export function postMetaFields(host: PostMetaHost, postType: string): RestMetaFields {
  return new RestMetaFields(host.metaRegistry, 'post', postType, host.storage.posts.meta, host.capabilities);
}

/** Copies the revisioned keys of `postType` from one post to another, such as a new revision (absent keys are removed). */
export async function copyRevisionedMeta(host: PostMetaHost, postType: string, fromId: number, toId: number): Promise<void> {
  const store = host.storage.posts.meta;
  for (const key of host.metaRegistry.revisionedKeys(postType)) {
    const stored = await store.get(fromId, key);
    if (stored.length > 0) await store.set(toId, key, stored);
    else await store.delete(toId, key);
  }
}
