import type { Container } from 'inversify';
import type { Hooks } from '../../src/hooks/Hooks';

/**
 * One registry instance per app, reachable both from the container (`registryOf(app)`,
 * which binds it under `token`) and from a controller that only has the app's
 * Hooks injected (`registryFor(hooks)`): both paths answer the same object, in any
 * order of setup.
 */
export function perAppRegistry<T extends object>(token: symbol, create: () => T): {
  registryFor(hooks: Hooks): T;
  registryOf(app: { container: Container; hooks: Hooks }): T;
} {
  const byHooks = new WeakMap<Hooks, T>();
  const registryFor = (hooks: Hooks): T => {
    let registry = byHooks.get(hooks);
    if (registry === undefined) {
      registry = create();
      byHooks.set(hooks, registry);
    }
    return registry;
  };
  const registryOf = (app: { container: Container; hooks: Hooks }): T => {
    const registry = registryFor(app.hooks);
    if (!app.container.isBound(token)) app.container.bind(token).toConstantValue(registry);
    return registry;
  };
  return { registryFor, registryOf };
}

/** A PHP associative array as WordPress encodes it: an empty one is `[]`, not `{}`. */
export function phpMap(value: Readonly<Record<string, unknown>> | null | undefined): Record<string, unknown> | unknown[] {
  return value === null || value === undefined || Object.keys(value).length === 0 ? [] : { ...value };
}
