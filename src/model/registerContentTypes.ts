/**
 * The public way to add post types and taxonomies to an app (WordPress's
 * register_post_type / register_taxonomy): call these after createApp, from an
 * `init` action, or list them in createApp's `postTypes` / `taxonomies`
 * options. Registered before the first request, a type shown in REST gets its
 * posts (and revisions, autosaves) routes and a taxonomy its terms routes when
 * `rest_api_init` fires; registered later, their routes are added at once.
 */
import type { Container } from 'inversify';
import { TOKENS } from '../di/tokens';
import type { Hooks } from '../hooks/Hooks';
import type { PostTypeInfo, PostTypeInput, PostTypeRegistry } from './PostTypeRegistry';
import type { TaxonomyInfo, TaxonomyInput, TaxonomyRegistry } from './TaxonomyRegistry';

interface AppLike {
  container: Container;
  hooks: Hooks;
}

/** A controller serving the app's post types or taxonomies as they come (the posts and terms controller stand-ins). */
export interface ServesNewContentTypes {
  /** Registers the routes of the types registered since it last looked. */
  serveNewContentTypes(): void;
}

function servesNewContentTypes(controller: object): controller is ServesNewContentTypes {
  return typeof (controller as Partial<ServesNewContentTypes>).serveNewContentTypes === 'function';
}

/** After `rest_api_init`, lets the controllers serving content types install what was registered since. */
function serveLateRegistrations(app: AppLike): void {
  if (app.hooks.didAction('rest_api_init') === 0 || !app.container.isBound(TOKENS.Controller)) return;
  for (const instance of app.container.getAll<object>(TOKENS.Controller)) {
    if (servesNewContentTypes(instance)) instance.serveNewContentTypes();
  }
}

/** Registers a post type on the app (`restBase`, `restNamespace`, `supports`, `restControllerClass`, …). */
export function registerPostType(app: AppLike, input: PostTypeInput): PostTypeInfo {
  const type = app.container.get<PostTypeRegistry>(TOKENS.PostTypes).register(input);
  serveLateRegistrations(app);
  return type;
}

/** Registers a taxonomy on the app, attached to the post types in `objectTypes`. */
export function registerTaxonomy(app: AppLike, input: TaxonomyInput): TaxonomyInfo {
  const taxonomy = app.container.get<TaxonomyRegistry>(TOKENS.Taxonomies).register(input);
  serveLateRegistrations(app);
  return taxonomy;
}
