/**
 * Which terms controllers an app serves (SPEC "Default controllers registered":
 * one per taxonomy shown in REST, using the taxonomy's own controller class or
 * the default terms controller; skipped when that class is missing or is not a
 * controller), and the per-taxonomy classes themselves: the DI container builds
 * one instance per class, so each taxonomy gets its own subclass that carries it.
 */
import { RestController } from '../../src/controllers/RestController';
import { TaxonomyRegistry, type TaxonomyInfo } from '../taxonomies/TaxonomyRegistry';
import { TermsController } from './TermsController';

/** A taxonomy as the selection sees it: optionally naming its controller (a class, or a name looked up in `classes`). */
export type RestTaxonomy = TaxonomyInfo & { restControllerClass?: unknown };

/** The controller classes WordPress names for built-in taxonomies that do not use the default one. */
export const BUILT_IN_TAXONOMY_CONTROLLERS: Readonly<Record<string, string>> = { nav_menu: 'MenusController' };

export type RestControllerClass = new (...args: never[]) => RestController;
/** A class the app can install (createApp's `controllers`, registerControllerClass). */
export type InstallableController = new (...args: never[]) => object;

function isControllerClass(value: unknown): value is RestControllerClass {
  return typeof value === 'function' && (value as { prototype?: unknown }).prototype instanceof RestController;
}

/** `base` bound to `taxonomy`: a subclass whose static `taxonomy` names what it serves. */
export function termsControllerClass(taxonomy: TaxonomyInfo, base: RestControllerClass = TermsController): InstallableController {
  const name = `${taxonomy.name.replace(/(^|[_-])(\w)/g, (_m, _sep: string, c: string) => c.toUpperCase())}TermsController`;
  const bound = { [name]: class extends (base as new (...args: never[]) => RestController) {} }[name]!;
  Object.defineProperty(bound, 'taxonomy', { value: taxonomy, enumerable: true });
  return bound;
}

/**
 * One controller class per taxonomy shown in REST. A taxonomy's
 * `restControllerClass` may be a class or a name resolved in `classes`
 * (`TermsController` always resolves); without one the default terms
 * controller is used. A name that resolves to nothing, or a value that is
 * not a RestController subclass, skips the taxonomy.
 */
export function termsControllersFor(taxonomies: readonly RestTaxonomy[], classes: Readonly<Record<string, unknown>> = {}): InstallableController[] {
  const known: Record<string, unknown> = { TermsController, ...classes };
  const selected: InstallableController[] = [];
  for (const taxonomy of taxonomies) {
    if (!taxonomy.showInRest) continue;
    const named = taxonomy.restControllerClass;
    const candidate = named === undefined || named === null ? TermsController : typeof named === 'string' ? known[named] : named;
    if (!isControllerClass(candidate)) continue;
    selected.push(termsControllerClass(taxonomy, candidate));
  }
  return selected;
}

/** The terms controllers of the built-in taxonomies (`/wp/v2/categories`, `/wp/v2/tags`, …). */
export function defaultTermsControllers(classes: Readonly<Record<string, unknown>> = {}): InstallableController[] {
  const taxonomies = new TaxonomyRegistry().all().map((taxonomy): RestTaxonomy => {
    const named = BUILT_IN_TAXONOMY_CONTROLLERS[taxonomy.name];
    return named === undefined ? taxonomy : { ...taxonomy, restControllerClass: named };
  });
  return termsControllersFor(taxonomies, classes);
}
