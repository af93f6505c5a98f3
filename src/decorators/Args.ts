import type { ArgSchemaMap } from '../schema/types';
import type { ArgSchemaMapInput } from './ArgsOf';
import { decoratedMethod, type MethodDecorator } from './Route';
import { updateHandlerMeta, type ArgsDeclaration } from './metadata';

/**
 * Argument schemas of the method's handler sets (SPEC "Argument schema"). The
 * server validates and sanitizes them before the permission check; the method
 * receives them, typed by `ArgsOf<typeof schemas>`, as its second parameter.
 * A function of the controller declares args that depend on the instance
 * (`@Args((c: PostsController) => c.getCollectionParams())`); it runs once, at registration.
 */
export function Args<C extends object>(schemas: ArgSchemaMapInput | ((controller: C) => ArgSchemaMap)): MethodDecorator {
  return (target, propertyKey) => {
    const { owner, method } = decoratedMethod(target, propertyKey, 'Args');
    // Readonly-ness is a source-level convenience; the server never mutates schemas.
    const args = (typeof schemas === 'function' ? schemas : (schemas as ArgSchemaMap)) as ArgsDeclaration;
    updateHandlerMeta(owner, method, (current) => ({ ...current, args }));
  };
}
