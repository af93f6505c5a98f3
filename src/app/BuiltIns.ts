import type { AppOptions } from './AppOptions';
import type { SvcApp } from './SvcApp';

/**
 * What the package entry hands the app: the built-in endpoints and the registries they
 * serve beside the content model (themes, block types, patterns, abilities, …). Declared
 * here, below the built-in controllers, so the app never imports them.
 */
export interface BuiltIns {
  /**
   * Binds their registries and applies the options that feed them (theme folders,
   * abilities, pattern folders, …); runs once the content model and auth are installed.
   */
  install(app: SvcApp, input: AppOptions): void;
  /** Serves the built-in controllers; runs last, after the app's own, unless `defaultControllers: false`. */
  installDefaultControllers(app: SvcApp): void;
}
