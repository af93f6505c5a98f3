/**
 * A key under which a RestRequest keeps one value while it lives (RestRequest.memo): the per-request caches
 * of the server and the controllers. Each key is its own slot, whatever its name; the name is for reading.
 *
 * Why not a WeakMap keyed by the request: a page builds a request per embedded link and per target hint, and
 * a WeakMap entry for a fresh object costs about fifteen times a lookup in the request's own map.
 */
export class RequestMemo<T> {
  /** Only for the type: a key's values keep theirs. */
  declare private readonly valueType: T;

  constructor(readonly name: string) {}
}
