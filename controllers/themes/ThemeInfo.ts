/** An installed theme as the registry keeps it, and what registering one needs. */
export interface ThemeInfo {
  stylesheet: string;
  /** The parent theme's directory (the stylesheet itself unless a child theme). */
  template: string;
  name: string;
  version: string;
  author: string;
  authorUri: string;
  description: string;
  tags: string[];
  themeUri: string;
  requiresPhp: string;
  requiresWp: string;
  textdomain: string;
  /** Screenshot file name inside the theme directory, '' when none. */
  screenshot: string;
  isBlockTheme: boolean;
  /** Supported theme features: `true`, or the feature's argument (e.g. the html5 list). */
  supports: Record<string, unknown>;
  /** The theme's folder (style.css, theme.json, templates/, parts/, patterns/, styles/), '' when it has none. */
  directory: string;
}

export type ThemeInput = Pick<ThemeInfo, 'stylesheet' | 'name'> & Partial<ThemeInfo>;
