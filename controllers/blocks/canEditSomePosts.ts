import type { Capabilities } from '../../src/auth/capabilities/Capabilities';
import { currentUserCan } from '../../src/auth/wiring/currentUserCan';
import { canEditAnyRestType } from '../types/canEditAnyRestType';
import type { PostTypeRegistry } from '../../src/model/PostTypeRegistry';

/**
 * The gate of the editor's read-only resources (block types, the active theme):
 * `edit_posts`, or the `edit_posts` capability of any post type of the app shown in REST.
 */
export async function canEditSomePosts(capabilities: Capabilities, postTypes: PostTypeRegistry): Promise<boolean> {
  if (await currentUserCan(capabilities, 'edit_posts')) return true;
  return canEditAnyRestType(capabilities, postTypes);
}
