/**
 * What a synchronous cache read (`peek`) answers when the value is not in hand: never
 * read in this request, still being read, or no request cache to read from. The
 * caller then takes the ordinary (promise) path.
 */
export const NOT_READY: unique symbol = Symbol('not ready');
export type NotReady = typeof NOT_READY;
