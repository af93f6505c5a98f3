import type { RestRequest } from '../../src/server/RestRequest';

/** The values of `getters` whose names are in `fields`, computed only when asked for, in getter order. */
export function pickFields(getters: Record<string, () => unknown>, fields: readonly string[]): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const name in getters) if (fields.includes(name)) data[name] = getters[name]!();
  return data;
}

/** The request's `context`, `view` when empty. */
export function requestContext(request: RestRequest): string {
  const context = request.getParam('context');
  return typeof context === 'string' && context !== '' ? context : 'view';
}
