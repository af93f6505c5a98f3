import type { RestRequest } from './RestRequest';

/** Requests dispatched to fill an `_embedded` entry: only their data is kept, never their headers. */
const embedded = new WeakSet<RestRequest>();

export function markEmbeddedRequest(request: RestRequest): void {
  embedded.add(request);
}

export function isEmbeddedRequest(request: RestRequest): boolean {
  return embedded.has(request);
}
