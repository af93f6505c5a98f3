/**
 * The content model and site registries of one app — post types, taxonomies,
 * registered meta, post statuses, settings, block types, themes, plugins, the block directory
 * catalogue, block patterns and their categories, the pattern directory source, icons and icon collections — bound once in its container so every controller (and a user's own
 * code) sees the same registrations. Post types, taxonomies and post statuses are
 * the very registries the app's Capabilities service maps capabilities through.
 */
import type { Container } from 'inversify';
import type { Capabilities } from '../src/auth/index';
import type { Hooks } from '../src/hooks/Hooks';
import type { Notices } from '../src/notices/Notices';
import { TOKENS } from '../src/di/tokens';
import type { PostTypeRegistry } from '../src/model/PostTypeRegistry';
import type { TaxonomyRegistry } from '../src/model/TaxonomyRegistry';
import type { PostStatusRegistry } from '../src/model/PostStatusRegistry';
import { SettingsRegistry } from '../src/model/SettingsRegistry';
import { BlockTypeRegistry } from './blocks/BlockTypeRegistry';
import { ThemeRegistry } from './themes/ThemeRegistry';
import { PluginRegistry } from './plugins/PluginRegistry';
import { BlockDirectoryCatalogue } from './block-directory/BlockDirectoryCatalogue';
import { BlockPatternRegistry } from './patterns/BlockPatternRegistry';
import { BlockPatternCategoryRegistry } from './patterns/BlockPatternCategoryRegistry';
import { LocalPatternDirectory, type PatternDirectorySource } from './pattern-directory/PatternDirectorySource';
import { IconCollectionRegistry } from './icons/IconCollectionRegistry';
import { IconRegistry, registerCoreIcons } from './icons/IconRegistry';
import type { ResolvedOptions } from '../src/app/AppOptions';
import { installContentRendering } from './content/installContentRendering';
import { MetaRegistry } from './meta/MetaRegistry';
import { registerCoreMeta } from './meta/coreMeta';
import { installFontLibrary } from './fonts/FontLibrary';

export interface ContentRegistries {
  postTypes: PostTypeRegistry;
  taxonomies: TaxonomyRegistry;
  meta: MetaRegistry;
  postStatuses: PostStatusRegistry;
  settings: SettingsRegistry;
  blockTypes: BlockTypeRegistry;
  themes: ThemeRegistry;
  plugins: PluginRegistry;
  blockDirectory: BlockDirectoryCatalogue;
  blockPatterns: BlockPatternRegistry;
  blockPatternCategories: BlockPatternCategoryRegistry;
  patternDirectory: PatternDirectorySource;
  icons: IconRegistry;
  iconCollections: IconCollectionRegistry;
}

/** The container token of each registry. */
const REGISTRY_TOKENS: { readonly [K in keyof ContentRegistries]: symbol } = {
  postTypes: TOKENS.PostTypes,
  taxonomies: TOKENS.Taxonomies,
  meta: TOKENS.Meta,
  postStatuses: TOKENS.PostStatuses,
  settings: TOKENS.Settings,
  blockTypes: TOKENS.BlockTypes,
  themes: TOKENS.Themes,
  plugins: TOKENS.Plugins,
  blockDirectory: TOKENS.BlockDirectory,
  blockPatterns: TOKENS.BlockPatterns,
  blockPatternCategories: TOKENS.BlockPatternCategories,
  patternDirectory: TOKENS.PatternDirectory,
  icons: TOKENS.Icons,
  iconCollections: TOKENS.IconCollections,
};

const registryNames = Object.keys(REGISTRY_TOKENS) as Array<keyof ContentRegistries>;

/** Binds the registries (needs TOKENS.Capabilities bound first). */
export function installContentRegistries(app: { container: Container }): ContentRegistries {
  const capabilities = app.container.get<Capabilities>(TOKENS.Capabilities);
  const postTypes = capabilities.postTypes;
  const hooks = app.container.get<Hooks>(TOKENS.Hooks);
  const notices = app.container.get<Notices>(TOKENS.Notices);
  const iconCollections = new IconCollectionRegistry(notices);
  const registries: ContentRegistries = {
    postTypes,
    taxonomies: capabilities.taxonomies,
    meta: new MetaRegistry(hooks, notices, postTypes),
    postStatuses: capabilities.postStatuses,
    settings: new SettingsRegistry(),
    blockTypes: new BlockTypeRegistry(),
    themes: new ThemeRegistry(),
    plugins: new PluginRegistry(),
    blockDirectory: new BlockDirectoryCatalogue(),
    blockPatterns: new BlockPatternRegistry(notices),
    blockPatternCategories: new BlockPatternCategoryRegistry(notices),
    patternDirectory: app.container.get<ResolvedOptions>(TOKENS.Options).patternDirectory ?? new LocalPatternDirectory(),
    icons: new IconRegistry(iconCollections, notices),
    iconCollections,
  };
  registerCoreIcons(registries.iconCollections, registries.icons);
  for (const name of registryNames) app.container.bind(REGISTRY_TOKENS[name]).toConstantValue(registries[name]);
  installContentRendering(app, registries.blockTypes);
  installFontLibrary(app);
  registerCoreMeta(hooks, registries.meta, postTypes);
  return registries;
}

/** The registries of an app, for code outside the container (tests, setup scripts). */
export function contentRegistriesOf(app: { container: Container }): ContentRegistries {
  const registries: Partial<Record<keyof ContentRegistries, unknown>> = {};
  for (const name of registryNames) registries[name] = app.container.get(REGISTRY_TOKENS[name]);
  return registries as ContentRegistries;
}
