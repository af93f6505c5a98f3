/**
 * DELETE of a revision, for every revisions controller (posts', templates'): revisions
 * cannot be trashed, so `force` must be true; `rest_delete_revision` fires either way.
 */
import { RestError } from '../../src/errors/RestError';
import type { Hooks } from '../../src/hooks/Hooks';
import type { RestRequest } from '../../src/server/RestRequest';
import { RestResponse } from '../../src/server/RestResponse';
import type { PostRecord, Storage } from '../../src/storage/types';

/** What deleting needs of the controller: its storage, hooks and how it answers one revision. */
export interface RevisionDeleter {
  storage: Storage;
  hooks: Hooks;
  prepare(revision: PostRecord, request: RestRequest): Promise<RestResponse>;
}

/** `force` is the route's typed argument (false by default). */
export async function deleteRevision(controller: RevisionDeleter, revision: PostRecord, request: RestRequest, force: boolean): Promise<RestResponse | RestError> {
  if (!force) {
    return new RestError('rest_trash_not_supported', "Revisions do not support trashing. Set 'force=true' to delete.", { status: 501 });
  }
  const previous = await controller.prepare(revision, request);
  const deleted = await controller.storage.posts.delete(revision.id);
  controller.hooks.doAction('rest_delete_revision', deleted ? revision : false, request);
  if (!deleted) return new RestError('rest_cannot_delete', 'The post cannot be deleted.', { status: 500 });
  return new RestResponse({ deleted: true, previous: previous.getData() });
}
