import { updateHandlerMeta, type ControllerClass, type RouteOptions } from './metadata';

export type MethodDecorator = (target: object, propertyKey: string | symbol, descriptor?: PropertyDescriptor) => void;

/** The class a method decorator was applied to, and the method's name. */
export function decoratedMethod(target: object, propertyKey: string | symbol, decorator: string): { owner: ControllerClass; method: string } {
  if (typeof propertyKey !== 'string') throw new TypeError(`@${decorator} needs a method with a string name.`);
  if (typeof target === 'function') throw new TypeError(`@${decorator} goes on instance methods, not on static method ${propertyKey}.`);
  return { owner: target.constructor as ControllerClass, method: propertyKey };
}

/**
 * Serves the method at `path` (WordPress pattern syntax, relative to the
 * controller's namespace: `/items/(?P<id>[\d]+)`). Several `@Route` on one method
 * add several handler sets; several methods on one path share one route.
 */
export function Route(path: string, options: RouteOptions = {}): MethodDecorator {
  return (target, propertyKey) => {
    const { owner, method } = decoratedMethod(target, propertyKey, 'Route');
    // Decorators of one method run bottom-up: prepend to keep source order.
    updateHandlerMeta(owner, method, (current) => ({ ...current, routes: [{ path, options }, ...current.routes] }));
  };
}
