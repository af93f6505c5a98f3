/** Parameters by name, as one source of a request holds them (query string, body, URL captures…). */
export type ParamMap = Record<string, unknown>;

/** Whether a value (a decoded JSON body, a batch item) can serve as a ParamMap: an object that is not a list. */
export function isParamMap(value: unknown): value is ParamMap {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
