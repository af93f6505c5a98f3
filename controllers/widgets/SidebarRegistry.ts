/**
 * The widget areas a theme registers (WordPress's register_sidebar), given to
 * createApp as `sidebars`. `wp_inactive_widgets` always exists beside them: it
 * holds the widgets taken out of every area.
 */
import type { SidebarInput } from '../../src/app/builtInOptions';
export type { SidebarInput };

export interface Sidebar {
  id: string;
  name: string;
  description: string;
  class: string;
  beforeWidget: string;
  afterWidget: string;
  beforeTitle: string;
  afterTitle: string;
  showInRest: boolean;
  /** false for `wp_inactive_widgets`, which no theme registers. */
  registered: boolean;
}

export const INACTIVE_WIDGETS = 'wp_inactive_widgets';

/** The registered areas with WordPress's defaults filled in. */
export function registeredSidebars(inputs: readonly SidebarInput[]): Sidebar[] {
  return inputs.map((input) => ({
    id: input.id,
    name: input.name,
    description: input.description ?? '',
    class: input.class ?? '',
    beforeWidget: input.beforeWidget ?? '<li id="%1$s" class="widget %2$s">',
    afterWidget: input.afterWidget ?? '</li>\n',
    beforeTitle: input.beforeTitle ?? '<h2 class="widgettitle">',
    afterTitle: input.afterTitle ?? '</h2>\n',
    showInRest: input.showInRest ?? false,
    registered: true,
  }));
}

/** The area `id` (wp_get_sidebar): a registered one, or the inactive widgets. */
export function findSidebar(inputs: readonly SidebarInput[], id: string): Sidebar | undefined {
  if (id === INACTIVE_WIDGETS) {
    return {
      id, name: 'Inactive widgets', description: '', class: '', beforeWidget: '', afterWidget: '', beforeTitle: '', afterTitle: '', showInRest: false, registered: false,
    };
  }
  return registeredSidebars(inputs).find((sidebar) => sidebar.id === id);
}
