import type { RestRequest } from './RestRequest';
import { RequestMemo } from './RequestMemo';

/** Set on requests dispatched to fill an `_embedded` entry: only their data is kept, never their headers. */
const EMBEDDED = new RequestMemo<true>('embedded');

export function markEmbeddedRequest(request: RestRequest): void {
  request.setMemo(EMBEDDED, true);
}

export function isEmbeddedRequest(request: RestRequest): boolean {
  return request.memoized(EMBEDDED) === true;
}
