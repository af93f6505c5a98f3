/**
 * The content model of one app — post types, taxonomies, post statuses and settings,
 * each with its capabilities — built by the app and bound in its container, so the
 * endpoints serving it, capability checks and a user's own code see the same registrations.
 */
import type { Container } from 'inversify';
import { TOKENS } from '../di/tokens';
import { PostStatusRegistry } from './PostStatusRegistry';
import { PostTypeRegistry } from './PostTypeRegistry';
import { SettingsRegistry } from './SettingsRegistry';
import { TaxonomyRegistry } from './TaxonomyRegistry';

export interface ContentModel {
  postTypes: PostTypeRegistry;
  taxonomies: TaxonomyRegistry;
  postStatuses: PostStatusRegistry;
  settings: SettingsRegistry;
}

/** The container token of each registry. */
const MODEL_TOKENS: { readonly [K in keyof ContentModel]: symbol } = {
  postTypes: TOKENS.PostTypes,
  taxonomies: TOKENS.Taxonomies,
  postStatuses: TOKENS.PostStatuses,
  settings: TOKENS.Settings,
};

const registryNames = Object.keys(MODEL_TOKENS) as Array<keyof ContentModel>;

/** A content model holding what WordPress registers at start-up. */
export function createContentModel(): ContentModel {
  return { postTypes: new PostTypeRegistry(), taxonomies: new TaxonomyRegistry(), postStatuses: new PostStatusRegistry(), settings: new SettingsRegistry() };
}

/** Binds a (new) content model in the app's container. */
export function installContentModel(app: { container: Container }, model: ContentModel = createContentModel()): ContentModel {
  for (const name of registryNames) app.container.bind(MODEL_TOKENS[name]).toConstantValue(model[name]);
  return model;
}

/** The content model of an app. */
export function contentModelOf(app: { container: Container }): ContentModel {
  return {
    postTypes: app.container.get<PostTypeRegistry>(MODEL_TOKENS.postTypes),
    taxonomies: app.container.get<TaxonomyRegistry>(MODEL_TOKENS.taxonomies),
    postStatuses: app.container.get<PostStatusRegistry>(MODEL_TOKENS.postStatuses),
    settings: app.container.get<SettingsRegistry>(MODEL_TOKENS.settings),
  };
}
