/**
 * What the per-taxonomy and per-post-type controller selections share: which
 * values are usable controller classes, how a class named by a registration
 * (`restControllerClass`, a class or a name) resolves, and how the chosen classes
 * reach the app that installs them when `rest_api_init` fires.
 */
import { RestController } from '../../src/baseControllers/RestController';
import type { ControllerHost } from '../../src/decorators/installControllers';
import { TOKENS } from '../../src/di/tokens';

export type RestControllerClass = new (...args: never[]) => RestController;
/** A class the app can install (createApp's `controllers`, registerControllerClass). */
export type InstallableController = new (...args: never[]) => object;

export function isControllerClass(value: unknown): value is RestControllerClass {
  return typeof value === 'function' && (value as { prototype?: unknown }).prototype instanceof RestController;
}

/**
 * The class a registration names: `fallback` when it names none, a class as
 * given, a name looked up in `known`. Undefined when the result is not a
 * controller (WordPress's "class does not exist or is not a WP_REST_Controller").
 */
export function resolveControllerClass(named: unknown, known: Readonly<Record<string, unknown>>, fallback: unknown): RestControllerClass | undefined {
  const candidate = named === undefined || named === null ? fallback : typeof named === 'string' ? known[named] : named;
  return isControllerClass(candidate) ? candidate : undefined;
}

/** `Name_with-parts` → `NameWithParts`, for the names of generated classes. */
export function pascalCase(name: string): string {
  return name.replace(/(^|[_-])(\w)/g, (_m, _sep: string, c: string) => c.toUpperCase());
}

/** `base` under a new class name with `statics` as its own static properties. */
export function boundSubclass(base: RestControllerClass, name: string, statics: Readonly<Record<string, unknown>>): InstallableController {
  const bound = { [name]: class extends (base as new (...args: never[]) => RestController) {} }[name]!;
  for (const [key, value] of Object.entries(statics)) Object.defineProperty(bound, key, { value, enumerable: true });
  return bound;
}

/** Lets the stand-ins reach the app; idempotent. */
export function provideControllerHost(app: ControllerHost): void {
  if (!app.container.isBound(TOKENS.ControllerHost)) app.container.bind(TOKENS.ControllerHost).toConstantValue(app);
}
