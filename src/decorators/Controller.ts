import { prepareInjection } from './prepareInjection';
import { setControllerMeta, type ControllerClass, type ControllerOptions } from './metadata';

/**
 * Declares a controller class and the namespace of its routes (`'my-plugin/v1'`).
 * The class becomes injectable (do not add `@injectable()` above it); its
 * `@Route` methods are registered when `rest_api_init` fires in an app that was
 * given the class.
 */
export function Controller(namespace: string, options: ControllerOptions = {}): <T extends ControllerClass>(target: T) => T {
  return (target) => {
    setControllerMeta(target, { ...options, namespace });
    prepareInjection(target);
    return target;
  };
}
