/**
 * Where classic menus keep their settings, as WordPress does: the locations the
 * theme registers (createApp's `menuLocations`), which menu each location shows
 * (the `nav_menu_locations` theme mod, in the `theme_mods_<stylesheet>` option of
 * the active theme) and which menus get new top-level pages (`nav_menu_options`).
 */
import type { ResolvedOptions } from '../../src/app/AppOptions';
import type { JsonValue, Storage } from '../../src/storage/types';
import type { ThemeRegistry } from '../themes/ThemeRegistry';

type JsonObject = { [key: string]: JsonValue };

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

export class NavMenuSettings {
  constructor(
    private readonly storage: Storage,
    private readonly themes: ThemeRegistry,
    private readonly options: Pick<ResolvedOptions, 'menuLocations'>,
  ) {}

  /** The registered locations, slug → description (get_registered_nav_menus). */
  registeredLocations(): Readonly<Record<string, string>> {
    return this.options.menuLocations;
  }

  private themeModsOption(): string {
    return `theme_mods_${this.themes.activeTheme()?.stylesheet ?? ''}`;
  }

  /** Location → assigned menu id (get_nav_menu_locations). */
  async assignments(): Promise<Record<string, number>> {
    const mods = await this.storage.options.get(this.themeModsOption());
    const stored = isObject(mods) ? mods.nav_menu_locations : undefined;
    const assigned: Record<string, number> = {};
    if (isObject(stored)) for (const [location, id] of Object.entries(stored)) if (typeof id === 'number') assigned[location] = id;
    return assigned;
  }

  async setAssignments(assigned: Record<string, number>): Promise<void> {
    const name = this.themeModsOption();
    const mods = await this.storage.options.get(name);
    await this.storage.options.set(name, { ...(isObject(mods) ? mods : {}), nav_menu_locations: assigned });
  }

  /** The locations showing `menuId`, in the order they were assigned. */
  async locationsOf(menuId: number): Promise<string[]> {
    return Object.entries(await this.assignments()).filter(([, id]) => id === menuId).map(([location]) => location);
  }

  /** Shows `menuId` in exactly `locations` (other menus keep theirs). */
  async assignLocations(menuId: number, locations: readonly string[]): Promise<void> {
    const kept = Object.entries(await this.assignments()).filter(([, id]) => id !== menuId);
    await this.setAssignments({ ...Object.fromEntries(kept), ...Object.fromEntries(locations.map((location) => [location, menuId])) });
  }

  /** Forgets a deleted menu's locations. */
  async unassign(menuId: number): Promise<void> {
    const assigned = await this.assignments();
    if (Object.values(assigned).includes(menuId)) await this.assignLocations(menuId, []);
  }

  private async navMenuOptions(): Promise<JsonObject> {
    const stored = await this.storage.options.get('nav_menu_options');
    return isObject(stored) ? stored : { auto_add: [] };
  }

  async autoAdd(menuId: number): Promise<boolean> {
    const list = (await this.navMenuOptions()).auto_add;
    return Array.isArray(list) && list.includes(menuId);
  }

  async setAutoAdd(menuId: number, on: boolean): Promise<void> {
    const options = await this.navMenuOptions();
    const list = Array.isArray(options.auto_add) ? options.auto_add.filter((id) => id !== menuId) : [];
    if (on) list.push(menuId);
    await this.storage.options.set('nav_menu_options', { ...options, auto_add: list });
  }
}
