import type { ArgSchemaMap } from '../../src/schema/types';

/**
 * The args of a handler on an item route (`/(?P<id>[\d]+)`): the integer `id`
 * first, then the handler's own — the order WordPress gives a route's common
 * args and so the order the index shows.
 */
export function withIdArg(description: string, args: ArgSchemaMap = {}): ArgSchemaMap {
  return { id: { description, type: 'integer' }, ...args };
}
