import type { RestRequest } from '../server/RestRequest';
import { decoratedMethod, type MethodDecorator } from './Route';
import { updateHandlerMeta, type PermissionCheck } from './metadata';

/**
 * Permission check of the method's handler sets: the name of another method of
 * the controller, or `(request, controller) => result`. Only exactly `true`
 * permits; a RestError is reported as it is; anything else is `rest_forbidden`.
 */
export function Permission<C extends object = object>(check: string | ((request: RestRequest, controller: C) => unknown)): MethodDecorator {
  return (target, propertyKey) => {
    const { owner, method } = decoratedMethod(target, propertyKey, 'Permission');
    updateHandlerMeta(owner, method, (current) => ({ ...current, permission: check as PermissionCheck<object> }));
  };
}
