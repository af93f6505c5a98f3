/**
 * Which posts controllers an app serves (SPEC "Default controllers registered",
 * WordPress's create_initial_rest_routes): for each post type shown in REST, in
 * registration order, its posts controller, then its revisions controller when
 * it supports 'revisions', then its autosaves controller when it supports
 * 'autosave' (never for attachments). Each comes from the type's own
 * `restControllerClass` / `revisionsRestControllerClass` /
 * `autosaveRestControllerClass` (a class, or a name), or the default one. A
 * type whose posts controller is missing or not a controller is skipped, as
 * WordPress's get_rest_controller() returning null; a class the app's own code
 * named that is not a controller also raises a developer notice.
 *
 * The DI container builds one instance per class, so each type gets its own
 * subclass carrying it. The choice is made from the app's registry when routes
 * are registered (`rest_api_init`), so a type registered after createApp —
 * before the first request — is served too.
 */
import { inject, injectable, optional } from 'inversify';
import type { ControllerServices } from '../../src/app/ControllerServices';
import { registerControllerClass, type ControllerHost } from '../../src/decorators/installControllers';
import { TOKENS } from '../../src/di/tokens';
import type { ServesNewContentTypes } from '../../src/model/registerContentTypes';
import type { Notices } from '../../src/notices/Notices';
import { PostAutosavesController } from '../autosaves/AutosavesController';
import { PostRevisionsController } from '../revisions/RevisionsController';
import {
  boundSubclass, pascalCase, provideControllerHost, resolveControllerClass, type InstallableController, type RestControllerClass,
} from '../shared/controllerClasses';
import type { PostTypeInfo, PostTypeRegistry } from '../../src/model/PostTypeRegistry';
import { BlocksController } from '../blocks/BlocksController';
import { AttachmentsController } from '../media/AttachmentsController';
import { FontFacesController } from '../fonts/FontFacesController';
import { FontFamiliesController } from '../fonts/FontFamiliesController';
import { PostsController } from './PostsController';
import { SITE_EDITING_CONTROLLERS } from '../templates/siteEditingControllers';
import { MenuItemsController } from '../navigation/MenuItemsController';

type ControllerRole = 'restControllerClass' | 'revisionsRestControllerClass' | 'autosaveRestControllerClass';

/**
 * The classes WordPress names for its built-in post types. Names this app does
 * not (yet) provide resolve to nothing, so those types are skipped and the
 * routes served stay the ones that work.
 */
export const BUILT_IN_POST_TYPE_CONTROLLERS: Readonly<Record<string, Partial<Record<ControllerRole, string | false>>>> = {
  attachment: { restControllerClass: 'AttachmentsController' },
  nav_menu_item: { restControllerClass: 'MenuItemsController' },
  wp_block: { restControllerClass: 'BlocksController' },
  wp_template: {
    restControllerClass: 'TemplatesController', revisionsRestControllerClass: 'TemplateRevisionsController', autosaveRestControllerClass: 'TemplateAutosavesController',
  },
  wp_template_part: {
    restControllerClass: 'TemplatesController', revisionsRestControllerClass: 'TemplateRevisionsController', autosaveRestControllerClass: 'TemplateAutosavesController',
  },
  // false: global styles have no autosaves route (WordPress's autosave_rest_controller_class false).
  wp_global_styles: { restControllerClass: 'GlobalStylesController', revisionsRestControllerClass: 'GlobalStylesRevisionsController', autosaveRestControllerClass: false },
  wp_navigation: { restControllerClass: 'PostsController' },
  // WordPress names stdClass (no controller) so fonts get no autosaves.
  wp_font_family: { restControllerClass: 'FontFamiliesController', autosaveRestControllerClass: 'stdClass' },
  wp_font_face: { restControllerClass: 'FontFacesController', autosaveRestControllerClass: 'stdClass' },
};

/** The classes every selection knows by name. */
const DEFAULT_CLASSES: Readonly<Record<string, unknown>> = {
  PostsController, PostRevisionsController, PostAutosavesController, BlocksController, AttachmentsController, MenuItemsController,
  FontFamiliesController, FontFacesController,
  ...SITE_EDITING_CONTROLLERS,
};

/** `base` bound to `type`: a subclass whose static `restPostType` names what it serves (and, for revisions and autosaves, `boundParent` its controller). */
export function postsControllerClass(type: PostTypeInfo, base: RestControllerClass = PostsController): InstallableController {
  return boundSubclass(base, `${pascalCase(type.name)}PostsController`, { restPostType: type });
}

function childControllerClass(type: PostTypeInfo, base: RestControllerClass, parent: InstallableController, kind: 'Revisions' | 'Autosaves'): InstallableController {
  return boundSubclass(base, `${pascalCase(type.name)}${kind}Controller`, { restPostType: type, boundParent: parent });
}

/** Raised when a type names a controller that cannot serve it. */
export type SkipNotice = (type: PostTypeInfo, role: ControllerRole) => void;

/**
 * The controller classes of `types`, in WordPress's order. `classes` adds
 * names a type may use (`{ AttachmentsController: MyMedia }`); `notice` hears
 * of a type's own class that is not a controller.
 */
export function postsControllersFor(types: readonly PostTypeInfo[], classes: Readonly<Record<string, unknown>> = {}, notice?: SkipNotice): InstallableController[] {
  const known: Record<string, unknown> = { ...DEFAULT_CLASSES, ...classes };
  const selected: InstallableController[] = [];
  const resolve = (type: PostTypeInfo, role: ControllerRole, fallback: RestControllerClass): RestControllerClass | undefined => {
    const own = type[role];
    const named = own ?? BUILT_IN_POST_TYPE_CONTROLLERS[type.name]?.[role];
    const resolved = resolveControllerClass(named, known, fallback);
    if (resolved === undefined && own !== undefined) notice?.(type, role);
    return resolved;
  };
  for (const type of types) {
    if (!type.showInRest) continue;
    const base = resolve(type, 'restControllerClass', PostsController);
    if (base === undefined) continue;
    const controller = postsControllerClass(type, base);
    const own = selected.length;
    selected.push(controller);
    if (type.supports.revisions === true) {
      const revisions = resolve(type, 'revisionsRestControllerClass', PostRevisionsController);
      if (revisions !== undefined) selected.push(childControllerClass(type, revisions, controller, 'Revisions'));
    }
    // SPEC: autosaves for every REST post type but attachments, whatever it supports (a type's own non-controller autosave class still opts out).
    if (type.name !== 'attachment') {
      const autosaves = resolve(type, 'autosaveRestControllerClass', PostAutosavesController);
      if (autosaves !== undefined) selected.push(childControllerClass(type, autosaves, controller, 'Autosaves'));
    }
    // WordPress's late_route_registration: the type's own routes come after its revisions and autosaves.
    if (type.lateRouteRegistration === true) selected.push(...selected.splice(own, 1));
  }
  return selected;
}

/** The developer notice for a type whose named controller is not one. */
export function skippedTypeNotice(notices: Notices): SkipNotice {
  const option: Record<ControllerRole, string> = {
    restControllerClass: 'restControllerClass', revisionsRestControllerClass: 'revisionsRestControllerClass', autosaveRestControllerClass: 'autosaveRestControllerClass',
  };
  return (type, role) => notices.raise('registerPostType', `The ${option[role]} of the post type "${type.name}" is not a REST controller class, so its routes are not registered.`);
}

/**
 * Stands in the controller list for the posts controllers of the app's post
 * types: when routes are registered it picks them from the app's registry and
 * installs each one right where it stands (so route order is kept). Called
 * again (a type registered after the first request), it installs only the
 * types not served yet.
 */
@injectable()
export class PostTypePostsControllers implements ServesNewContentTypes {
  /** Controller classes post types may name (set by `withClasses`). */
  static classes: Readonly<Record<string, unknown>> = {};
  private readonly installed = new Set<string>();

  /** A stand-in whose post types may also name these classes (`{ AttachmentsController: MyMedia }`). */
  static withClasses(classes: Readonly<Record<string, unknown>>): typeof PostTypePostsControllers {
    return class extends PostTypePostsControllers {
      static override classes = { ...PostTypePostsControllers.classes, ...classes };
    };
  }

  private readonly postTypes: PostTypeRegistry;
  private readonly notices: Notices;

  constructor(
    @inject(TOKENS.ControllerServices) services: ControllerServices,
    @inject(TOKENS.ControllerHost) @optional() private readonly host: ControllerHost | undefined,
  ) {
    this.postTypes = services.postTypes;
    this.notices = services.notices;
  }

  registerRoutes(): void {
    if (this.host === undefined) throw new Error('PostTypePostsControllers needs the app: install it with installPostsControllers(app).');
    const classes = (this.constructor as typeof PostTypePostsControllers).classes;
    const fresh = this.postTypes.restTypes().filter((type) => !this.installed.has(type.name));
    for (const type of fresh) this.installed.add(type.name);
    for (const controller of postsControllersFor(fresh, classes, skippedTypeNotice(this.notices))) registerControllerClass(this.host, controller);
  }

  /** The post types registered after `rest_api_init` (by registerPostType or registerTaxonomy) get their routes at once. */
  serveNewContentTypes(): void {
    this.registerRoutes();
  }
}

/** Serves the posts controllers of the app's post types (what the default controllers do, on its own). */
export function installPostsControllers(app: ControllerHost, classes: Readonly<Record<string, unknown>> = {}): void {
  provideControllerHost(app);
  registerControllerClass(app, Object.keys(classes).length === 0 ? PostTypePostsControllers : PostTypePostsControllers.withClasses(classes));
}
