import type { Capabilities } from '../../src/auth/capabilities/Capabilities';
import { currentUserCan } from '../../src/auth/wiring/currentUserCan';
import type { PostTypeRegistry } from '../../src/model/PostTypeRegistry';

/** Whether the request's user may edit items of at least one REST post type (the gate of several edit contexts). */
export async function canEditAnyRestType(capabilities: Capabilities, types: PostTypeRegistry): Promise<boolean> {
  for (const type of types.restTypes()) {
    if (await currentUserCan(capabilities, type.cap.edit_posts)) return true;
  }
  return false;
}
