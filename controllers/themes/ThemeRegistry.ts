/**
 * The installed themes of one app and which one is active. Themes are
 * registered in code or read from theme folders (themeFolders.ts); the default
 * is WordPress's Twenty Twenty-Five, active, whose folder is a small stand-in
 * shipped in controllers/themes/default.
 */
import type { Container } from 'inversify';
import { TOKENS } from '../../src/di/tokens';
import { defaultThemeDirectory } from './themeFolders';
import type { ThemeInfo, ThemeInput } from './ThemeInfo';

export type { ThemeInfo, ThemeInput } from './ThemeInfo';

const TWENTY_TWENTY_FIVE: ThemeInput = {
  stylesheet: 'twentytwentyfive',
  name: 'Twenty Twenty-Five',
  version: '1.5',
  author: 'the WordPress team',
  authorUri: 'https://wordpress.org',
  description:
    'Twenty Twenty-Five emphasizes simplicity and adaptability. It offers flexible design options, supported by a variety of patterns for different page types, such as services and landing pages, making it ideal for building personal blogs, professional portfolios, online magazines, or business websites. Its templates cater to various blog styles, from text-focused to image-heavy layouts. Additionally, it supports international typography and diverse color palettes, ensuring accessibility and customization for users worldwide.',
  tags: [
    'one-column', 'custom-colors', 'custom-menu', 'custom-logo', 'editor-style', 'featured-images', 'full-site-editing', 'block-patterns', 'rtl-language-support',
    'sticky-post', 'threaded-comments', 'translation-ready', 'wide-blocks', 'block-styles', 'style-variations', 'accessibility-ready', 'blog', 'portfolio', 'news',
  ],
  themeUri: 'https://wordpress.org/themes/twentytwentyfive/',
  requiresPhp: '7.2',
  requiresWp: '6.7',
  textdomain: 'twentytwentyfive',
  screenshot: 'screenshot.png',
  isBlockTheme: true,
  supports: {
    'automatic-feed-links': true,
    'block-templates': true,
    'editor-styles': true,
    html5: ['comment-form', 'comment-list', 'search-form', 'gallery', 'caption', 'style', 'script'],
    'post-formats': ['aside', 'audio', 'chat', 'gallery', 'image', 'link', 'quote', 'status', 'video'],
    'post-thumbnails': true,
    'responsive-embeds': true,
  },
  directory: defaultThemeDirectory('twentytwentyfive'),
};

export class ThemeRegistry {
  private readonly themes = new Map<string, ThemeInfo>();
  private active: string;

  constructor(initial: readonly ThemeInput[] = [TWENTY_TWENTY_FIVE]) {
    for (const input of initial) this.register(input);
    this.active = initial[0]?.stylesheet ?? '';
  }

  register(input: ThemeInput): ThemeInfo {
    const theme: ThemeInfo = {
      template: input.stylesheet, version: '', author: '', authorUri: '', description: '', tags: [], themeUri: '', requiresPhp: '', requiresWp: '',
      textdomain: '', screenshot: '', isBlockTheme: false, supports: {}, directory: '', ...input,
    };
    this.themes.set(theme.stylesheet, theme);
    return theme;
  }

  get(stylesheet: string): ThemeInfo | undefined {
    return this.themes.get(stylesheet);
  }

  /** Every installed theme, in registration order. */
  all(): ThemeInfo[] {
    return [...this.themes.values()];
  }

  activeTheme(): ThemeInfo | undefined {
    return this.themes.get(this.active);
  }

  /** Makes an installed theme the active one. */
  activate(stylesheet: string): void {
    if (!this.themes.has(stylesheet)) throw new Error(`Theme not installed: ${stylesheet}`);
    this.active = stylesheet;
  }

  isActive(theme: ThemeInfo): boolean {
    return theme.stylesheet === this.active;
  }
}

/** The app's theme registry (bound under TOKENS.Themes by installContentRegistries). */
export function themeRegistryOf(app: { container: Container }): ThemeRegistry {
  return app.container.get<ThemeRegistry>(TOKENS.Themes);
}
