/**
 * Where widgets live, as in WordPress: the `sidebars_widgets` option lists the
 * widget ids of each area (`wp_inactive_widgets` first), and each type keeps its
 * instances in `widget_<id_base>`, by number (`text-3` is instance 3 of
 * `text`). Reading tidies the lists as retrieve_widgets does: a widget whose
 * instance is gone is dropped, an area no longer registered gives its widgets
 * to the inactive ones, and an instance in no area becomes inactive.
 */
import type { JsonValue, Storage } from '../../src/storage/types';
import { INACTIVE_WIDGETS, registeredSidebars, type SidebarInput } from './SidebarRegistry';
import type { WidgetInstance, WidgetTypeRegistry } from './WidgetTypeRegistry';

export type SidebarsWidgets = Record<string, string[]>;

/** `text-3` → `{ idBase: 'text', number: 3 }` (wp_parse_widget_id). */
export function parseWidgetId(id: string): { idBase: string; number?: number } {
  const match = /^(.+)-(\d+)$/.exec(id);
  return match === null ? { idBase: id } : { idBase: match[1]!, number: Number(match[2]) };
}

const isObject = (value: unknown): value is Record<string, JsonValue> => typeof value === 'object' && value !== null && !Array.isArray(value);

export class WidgetStore {
  constructor(
    private readonly storage: Storage,
    private readonly types: WidgetTypeRegistry,
    private readonly sidebars: readonly SidebarInput[],
  ) {}

  /** The stored instances of a type, by number. */
  async instances(idBase: string): Promise<Map<number, WidgetInstance>> {
    const stored = await this.storage.options.get(`widget_${idBase}`);
    const instances = new Map<number, WidgetInstance>();
    if (isObject(stored)) {
      for (const [key, value] of Object.entries(stored)) if (/^\d+$/.test(key) && isObject(value)) instances.set(Number(key), value);
    }
    return instances;
  }

  async saveInstances(idBase: string, instances: Map<number, WidgetInstance>): Promise<void> {
    const value: Record<string, JsonValue> = { _multiwidget: 1 };
    for (const [number, instance] of [...instances].sort(([a], [b]) => a - b)) value[String(number)] = instance as JsonValue;
    await this.storage.options.set(`widget_${idBase}`, value);
  }

  /** Every widget id with a stored instance of a known type. */
  async registeredWidgetIds(): Promise<Set<string>> {
    const ids = new Set<string>();
    for (const type of this.types.all()) for (const number of (await this.instances(type.idBase)).keys()) ids.add(`${type.idBase}-${number}`);
    return ids;
  }

  /** Whether `id` names a stored widget. */
  async exists(id: string): Promise<boolean> {
    const { idBase, number } = parseWidgetId(id);
    return number !== undefined && this.types.get(idBase) !== undefined && (await this.instances(idBase)).has(number);
  }

  /** The areas and their widget ids, tidied (wp_get_sidebars_widgets after retrieve_widgets). */
  async sidebarsWidgets(): Promise<SidebarsWidgets> {
    const stored = await this.storage.options.get('sidebars_widgets');
    const lists: SidebarsWidgets = {};
    if (isObject(stored)) {
      for (const [id, list] of Object.entries(stored)) if (Array.isArray(list)) lists[id] = list.map(String);
    }
    const known = await this.registeredWidgetIds();
    const registered = registeredSidebars(this.sidebars).map((sidebar) => sidebar.id);
    const tidy: SidebarsWidgets = { [INACTIVE_WIDGETS]: [] };
    for (const id of registered) tidy[id] = [];
    const placed = new Set<string>();
    const lost: string[] = [];
    for (const [sidebarId, list] of Object.entries(lists)) {
      for (const widgetId of list) {
        if (!known.has(widgetId) || placed.has(widgetId)) continue;
        placed.add(widgetId);
        (sidebarId in tidy ? tidy[sidebarId]! : lost).push(widgetId);
      }
    }
    for (const widgetId of known) if (!placed.has(widgetId)) lost.push(widgetId);
    tidy[INACTIVE_WIDGETS] = [...lost, ...tidy[INACTIVE_WIDGETS]!];
    return tidy;
  }

  async saveSidebarsWidgets(lists: SidebarsWidgets): Promise<void> {
    await this.storage.options.set('sidebars_widgets', { ...lists, array_version: 3 });
  }

  /** The area holding `widgetId` (wp_find_widgets_sidebar), or undefined. */
  async sidebarOf(widgetId: string): Promise<string | undefined> {
    for (const [sidebarId, list] of Object.entries(await this.sidebarsWidgets())) if (list.includes(widgetId)) return sidebarId;
    return undefined;
  }

  /** Moves a widget to the end of `sidebarId`, or out of every area when it is '' (wp_assign_widget_to_sidebar). */
  async assign(widgetId: string, sidebarId: string): Promise<void> {
    const lists = await this.sidebarsWidgets();
    for (const id of Object.keys(lists)) lists[id] = lists[id]!.filter((other) => other !== widgetId);
    if (sidebarId !== '') (lists[sidebarId] ??= []).push(widgetId);
    await this.saveSidebarsWidgets(lists);
  }

  /** The number of a new instance (next_widget_id_number): above every one used, 2 at least. */
  async nextNumber(idBase: string): Promise<number> {
    return Math.max(1, ...(await this.instances(idBase)).keys()) + 1;
  }
}
