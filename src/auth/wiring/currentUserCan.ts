import { currentUser } from '../../scope/RequestScope';
import type { Capabilities } from '../capabilities/Capabilities';

/** WordPress's `current_user_can`: the capability check for the request's user (anonymous: id 0). */
export function currentUserCan(capabilities: Capabilities, cap: string, ...args: unknown[]): Promise<boolean> {
  return capabilities.userCan(currentUser().id, cap, ...args);
}
