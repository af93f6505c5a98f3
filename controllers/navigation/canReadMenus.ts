/**
 * Who may read classic menus and their items (WordPress's
 * check_has_read_only_access): anyone who may edit theme options, edit posts,
 * or edit the posts of any post type shown in REST.
 */
import type { Capabilities } from '../../src/auth/capabilities/Capabilities';
import { currentUserCan } from '../../src/auth/wiring/currentUserCan';
import type { PostTypeRegistry } from '../../src/model/PostTypeRegistry';

export async function canReadMenus(capabilities: Capabilities, postTypes: PostTypeRegistry): Promise<boolean> {
  if ((await currentUserCan(capabilities, 'edit_theme_options')) || (await currentUserCan(capabilities, 'edit_posts'))) return true;
  for (const type of postTypes.restTypes()) if (await currentUserCan(capabilities, type.cap.edit_posts)) return true;
  return false;
}
