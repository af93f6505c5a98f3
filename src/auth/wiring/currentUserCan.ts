import { currentUser } from '../../scope/RequestScope';
import type { Capabilities } from '../capabilities/Capabilities';
import type { MaybePromise } from '../../hooks/maybePromise';

/**
 * WordPress's `current_user_can`: the capability check for the request's user (anonymous: id 0).
 * A plain answer when nothing had to be read (the objects checked are in the request's cache).
 */
export function currentUserCan(capabilities: Capabilities, cap: string, ...args: unknown[]): MaybePromise<boolean> {
  return capabilities.userCanMaybeAsync(currentUser().id, cap, ...args);
}
