import type { ArgSchemaMap } from '../../src/schema/types';

/**
 * An endpoint's arguments with the route's common ones (its URL parameters)
 * listed first, as registerRoute's route-level `args` merge them: where both
 * name a parameter, the endpoint's own schema wins but keeps the common position.
 */
export function withRouteArgs(common: ArgSchemaMap, own: ArgSchemaMap): ArgSchemaMap {
  return { ...common, ...own };
}
