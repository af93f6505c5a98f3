/**
 * The site registries the built-in controllers serve beside the app's content model —
 * registered meta, block types, themes, plugins, the block directory catalogue, block
 * patterns and their categories, the pattern directory source, icons and icon
 * collections — bound once in its container so every controller (and a user's own
 * code) sees the same registrations.
 */
import type { Container } from 'inversify';
import type { Hooks } from '../src/hooks/Hooks';
import type { Notices } from '../src/notices/Notices';
import { TOKENS } from '../src/di/tokens';
import { contentModelOf, type ContentModel } from '../src/model/ContentModel';
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

/** The site registries of an app. */
export interface SiteRegistries {
  meta: MetaRegistry;
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

/** The content model and the site registries of an app. */
export interface ContentRegistries extends ContentModel, SiteRegistries {}

/** The container token of each site registry. */
const REGISTRY_TOKENS: { readonly [K in keyof SiteRegistries]: symbol } = {
  meta: TOKENS.Meta,
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

const registryNames = Object.keys(REGISTRY_TOKENS) as Array<keyof SiteRegistries>;

/** Binds the site registries (needs the app's content model bound first). */
export function installContentRegistries(app: { container: Container }): ContentRegistries {
  const model = contentModelOf(app);
  const postTypes = model.postTypes;
  const hooks = app.container.get<Hooks>(TOKENS.Hooks);
  const notices = app.container.get<Notices>(TOKENS.Notices);
  const iconCollections = new IconCollectionRegistry(notices);
  const registries: SiteRegistries = {
    meta: new MetaRegistry(hooks, notices, postTypes),
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
  return { ...model, ...registries };
}

/** The registries of an app, for code outside the container (tests, setup scripts). */
export function contentRegistriesOf(app: { container: Container }): ContentRegistries {
  const registries: Partial<Record<keyof SiteRegistries, unknown>> = {};
  for (const name of registryNames) registries[name] = app.container.get(REGISTRY_TOKENS[name]);
  return { ...contentModelOf(app), ...(registries as SiteRegistries) };
}
