/**
 * The built-ins the package entry hands the app: the registries the built-in
 * controllers serve beside the content model, the options feeding them, and the
 * default controllers themselves.
 */
import type { BuiltIns } from '../src/app/BuiltIns';
import { registerAbility, registerAbilityCategory } from './abilities/AbilitiesRegistry';
import { installDefaultControllers } from './index';
import { addPatternFolder, activeThemePatternFolders } from './patterns/patternsFromFolder';
import { installContentRegistries } from './registries';
import { themeRegistryOf } from './themes/ThemeRegistry';
import { installThemeFolders } from './themes/themeFolders';

export const BUILT_INS: BuiltIns = {
  install(app, input) {
    installContentRegistries(app);
    installThemeFolders(themeRegistryOf(app), input.themeDirectories, input.activeTheme);
    for (const category of input.abilityCategories ?? []) registerAbilityCategory(app, category);
    for (const ability of input.abilities ?? []) registerAbility(app, ability);
    // The active theme's patterns first, as WordPress registers a theme's patterns before plugins ask.
    for (const folder of [...activeThemePatternFolders(themeRegistryOf(app)), ...input.patternFolders ?? []]) addPatternFolder(app, folder);
  },
  installDefaultControllers,
};
