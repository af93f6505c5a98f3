/**
 * Which terms controllers an app serves (SPEC "Default controllers registered":
 * one per taxonomy shown in REST, using the taxonomy's own controller class or
 * the default terms controller; skipped when that class is missing or is not a
 * controller), and the per-taxonomy classes themselves: the DI container builds
 * one instance per class, so each taxonomy gets its own subclass that carries it.
 *
 * The choice is made from the app's own taxonomy registry when its routes are
 * registered (`rest_api_init`), so a taxonomy registered on the app after
 * createApp — but before the first request — gets its routes too.
 */
import { inject, injectable, optional } from 'inversify';
import type { ControllerServices } from '../../src/app/ControllerServices';
import { registerControllerClass, type ControllerHost } from '../../src/decorators/installControllers';
import { TOKENS } from '../../src/di/tokens';
import type { ServesNewContentTypes } from '../../src/model/registerContentTypes';
import type { TaxonomyInfo, TaxonomyRegistry } from '../../src/model/TaxonomyRegistry';
import { TermsController } from './TermsController';
import { MenusController } from '../navigation/MenusController';
import {
  boundSubclass, pascalCase, provideControllerHost, resolveControllerClass, type InstallableController, type RestControllerClass,
} from '../shared/controllerClasses';

export { provideControllerHost, type InstallableController, type RestControllerClass };

/** A taxonomy as the selection sees it: optionally naming its controller (a class, or a name looked up in `classes`). */
export type RestTaxonomy = TaxonomyInfo & { restControllerClass?: unknown };

/** The controller classes WordPress names for built-in taxonomies that do not use the default one. */
export const BUILT_IN_TAXONOMY_CONTROLLERS: Readonly<Record<string, string>> = { nav_menu: 'MenusController' };

/** `base` bound to `taxonomy`: a subclass whose static `taxonomy` names what it serves. */
export function termsControllerClass(taxonomy: TaxonomyInfo, base: RestControllerClass = TermsController): InstallableController {
  return boundSubclass(base, `${pascalCase(taxonomy.name)}TermsController`, { taxonomy });
}

/**
 * One controller class per taxonomy shown in REST. A taxonomy's
 * `restControllerClass` may be a class or a name resolved in `classes`
 * (`TermsController` and `MenusController` always resolve); without one the default terms
 * controller is used. A name that resolves to nothing, or a value that is
 * not a RestController subclass, skips the taxonomy.
 */
export function termsControllersFor(taxonomies: readonly RestTaxonomy[], classes: Readonly<Record<string, unknown>> = {}): InstallableController[] {
  const known: Record<string, unknown> = { TermsController, MenusController, ...classes };
  const selected: InstallableController[] = [];
  for (const taxonomy of taxonomies) {
    if (!taxonomy.showInRest) continue;
    const candidate = resolveControllerClass(taxonomy.restControllerClass, known, TermsController);
    if (candidate !== undefined) selected.push(termsControllerClass(taxonomy, candidate));
  }
  return selected;
}

/** The terms controllers of a registry's taxonomies (built-ins name WordPress's own classes, e.g. nav_menu's `MenusController`). */
export function defaultTermsControllers(taxonomies: Pick<TaxonomyRegistry, 'all'>, classes: Readonly<Record<string, unknown>> = {}): InstallableController[] {
  const named = taxonomies.all().map((taxonomy): RestTaxonomy => {
    const own = (taxonomy as RestTaxonomy).restControllerClass;
    const builtIn = BUILT_IN_TAXONOMY_CONTROLLERS[taxonomy.name];
    return own !== undefined || builtIn === undefined ? taxonomy : { ...taxonomy, restControllerClass: builtIn };
  });
  return termsControllersFor(named, classes);
}

/**
 * Stands in the controller list for the terms controllers of the app's
 * taxonomies: when routes are registered it picks them from the app's registry
 * and installs each one, right where it stands (so route order is kept).
 */
@injectable()
export class TaxonomyTermsControllers implements ServesNewContentTypes {
  /** Controller classes taxonomies may name (set by `withClasses`). */
  static classes: Readonly<Record<string, unknown>> = {};

  /** A stand-in whose taxonomies may also name these classes (`{ MenusController: MyMenus }`). */
  static withClasses(classes: Readonly<Record<string, unknown>>): typeof TaxonomyTermsControllers {
    return class extends TaxonomyTermsControllers {
      static override classes = { ...TaxonomyTermsControllers.classes, ...classes };
    };
  }

  private readonly taxonomies: TaxonomyRegistry;

  constructor(
    @inject(TOKENS.ControllerServices) services: ControllerServices,
    @inject(TOKENS.ControllerHost) @optional() private readonly host: ControllerHost | undefined,
  ) {
    this.taxonomies = services.taxonomies;
  }

  /** Taxonomies whose controllers are installed: called again (a taxonomy registered after the first request), only new ones are added. */
  private readonly installed = new Set<string>();

  registerRoutes(): void {
    if (this.host === undefined) throw new Error('TaxonomyTermsControllers needs the app: install it with installTermsControllers(app).');
    const classes = (this.constructor as typeof TaxonomyTermsControllers).classes;
    const fresh = this.taxonomies.all().filter((taxonomy) => !this.installed.has(taxonomy.name));
    for (const taxonomy of fresh) this.installed.add(taxonomy.name);
    for (const controller of defaultTermsControllers({ all: () => fresh }, classes)) registerControllerClass(this.host, controller);
  }

  /** The taxonomies registered after `rest_api_init` (by registerPostType or registerTaxonomy) get their routes at once. */
  serveNewContentTypes(): void {
    this.registerRoutes();
  }
}

/** Serves the terms controllers of the app's taxonomies (what the default controllers do, on its own). */
export function installTermsControllers(app: ControllerHost, classes: Readonly<Record<string, unknown>> = {}): void {
  provideControllerHost(app);
  registerControllerClass(app, Object.keys(classes).length === 0 ? TaxonomyTermsControllers : TaxonomyTermsControllers.withClasses(classes));
}
