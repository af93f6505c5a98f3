import type { ArgSchemaMap } from '../schema/types';
import type { ArgSchemaMapInput } from './ArgsOf';
import { decoratedMethod, type MethodDecorator } from './Route';
import { updateHandlerMeta } from './metadata';

/**
 * Argument schemas of the method's handler sets (SPEC "Argument schema"). The
 * server validates and sanitizes them before the permission check; the method
 * receives them, typed by `ArgsOf<typeof schemas>`, as its second parameter.
 */
export function Args(schemas: ArgSchemaMapInput): MethodDecorator {
  return (target, propertyKey) => {
    const { owner, method } = decoratedMethod(target, propertyKey, 'Args');
    // Readonly-ness is a source-level convenience; the server never mutates schemas.
    updateHandlerMeta(owner, method, (current) => ({ ...current, args: schemas as ArgSchemaMap }));
  };
}
