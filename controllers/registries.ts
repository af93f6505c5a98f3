/**
 * The content model registries of one app — post types, taxonomies, post statuses
 * and settings — bound once in its container so every controller (and a user's
 * own code) sees the same registrations. Post types and taxonomies share their
 * capability tables with the app's Capabilities service.
 */
import type { Container } from 'inversify';
import type { Capabilities } from '../src/auth/index';
import { TOKENS } from '../src/di/tokens';
import { PostTypeRegistry } from './types/PostTypeRegistry';
import { TaxonomyRegistry } from './taxonomies/TaxonomyRegistry';
import { PostStatusRegistry } from './statuses/PostStatusRegistry';
import { SettingsRegistry } from './settings/SettingsRegistry';

export interface ContentRegistries {
  postTypes: PostTypeRegistry;
  taxonomies: TaxonomyRegistry;
  postStatuses: PostStatusRegistry;
  settings: SettingsRegistry;
}

/** Binds the registries (needs TOKENS.Capabilities bound first). */
export function installContentRegistries(app: { container: Container }): ContentRegistries {
  const capabilities = app.container.get<Capabilities>(TOKENS.Capabilities);
  const registries: ContentRegistries = {
    postTypes: new PostTypeRegistry(capabilities.postTypes),
    taxonomies: new TaxonomyRegistry(capabilities.taxonomies),
    postStatuses: new PostStatusRegistry(),
    settings: new SettingsRegistry(),
  };
  app.container.bind(TOKENS.PostTypes).toConstantValue(registries.postTypes);
  app.container.bind(TOKENS.Taxonomies).toConstantValue(registries.taxonomies);
  app.container.bind(TOKENS.PostStatuses).toConstantValue(registries.postStatuses);
  app.container.bind(TOKENS.Settings).toConstantValue(registries.settings);
  return registries;
}

/** The registries of an app, for code outside the container (tests, setup scripts). */
export function contentRegistriesOf(app: { container: Container }): ContentRegistries {
  return {
    postTypes: app.container.get<PostTypeRegistry>(TOKENS.PostTypes),
    taxonomies: app.container.get<TaxonomyRegistry>(TOKENS.Taxonomies),
    postStatuses: app.container.get<PostStatusRegistry>(TOKENS.PostStatuses),
    settings: app.container.get<SettingsRegistry>(TOKENS.Settings),
  };
}
