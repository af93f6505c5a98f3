/**
 * The icons of one app (WordPress 7.1's WP_Icons_Registry). An icon is named
 * `collection/icon-name`, its collection registered first; its SVG is given as
 * `content` or read from `file_path` on first use, either way sanitized.
 */
import { readFileSync } from 'node:fs';
import type { Container } from 'inversify';
import { TOKENS } from '../../src/di/tokens';
import type { Notices } from '../../src/notices/Notices';
import { ICON_SLUG, type IconCollectionRegistry } from './IconCollectionRegistry';
import { NoticedRegistry } from '../shared/NoticedRegistry';
import { sanitizeIconSvg } from './sanitizeIconSvg';
import coreIcons from './coreIcons.json';

export interface IconProperties {
  label: string;
  /** SVG markup; exactly one of `content` and `file_path` is given. */
  content?: string;
  /** An `.svg` file holding the markup. */
  file_path?: string;
}

/** A registered icon: its properties, then its qualified name and collection (WordPress's key order). */
export type Icon = IconProperties & { name: string; collection: string };

export class IconRegistry extends NoticedRegistry<Icon> {
  constructor(private readonly collections: IconCollectionRegistry, notices?: Notices) {
    super('WP_Icons_Registry', notices);
    collections.onRemove((slug) => {
      for (const icon of [...this.entries.values()]) if (icon.collection === slug) this.entries.delete(icon.name);
    });
  }

  register(name: string, properties: IconProperties): boolean {
    if (typeof name !== 'string') return this.wrong('register', 'Icon name must be a string.', '7.0.0');
    if (!name.includes('/')) return this.wrong('register', 'Icon name must be namespaced in the form "collection/icon-name".', '7.1.0');
    const slash = name.indexOf('/');
    const [collection, unqualified] = [name.slice(0, slash), name.slice(slash + 1)];
    if (/[A-Z]/.test(unqualified)) return this.wrong('register', 'Icon names must not contain uppercase characters.', '7.1.0');
    if (!ICON_SLUG.test(unqualified)) {
      return this.wrong('register', 'Icon names must start and end with a lowercase letter or digit and contain only lowercase letters, digits, hyphens, and underscores.', '7.1.0');
    }
    for (const key of Object.keys(properties)) {
      if (!['label', 'content', 'file_path'].includes(key)) return this.wrong('register', `Invalid icon property: "${key}".`, '7.0.0');
    }
    if (!this.collections.isRegistered(collection)) return this.wrong('register', `Icon collection "${collection}" is not registered.`, '7.1.0');
    if (typeof properties.label !== 'string') return this.wrong('register', 'Icon label must be a string.', '7.0.0');
    if ((properties.content === undefined) === (properties.file_path === undefined)) return this.wrong('register', 'Icons must provide either `content` or `file_path`.', '7.0.0');
    const icon: Icon = { ...properties, name, collection };
    if (properties.content !== undefined) {
      if (typeof properties.content !== 'string') return this.wrong('register', 'Icon content must be a string.', '7.0.0');
      const content = sanitizeIconSvg(properties.content);
      if (content === '') return this.wrong('register', 'Icon content does not contain valid SVG markup.', '7.0.0');
      icon.content = content;
    }
    if (this.entries.has(name)) return this.wrong('register', 'Icon is already registered.', '7.1.0');
    this.entries.set(name, icon);
    return true;
  }

  unregister(name: string): boolean {
    return this.remove(name, `Icon "${name}" is not registered.`, '7.1.0');
  }

  /** Every icon in registration order, or those whose name or label contains `search` (case-insensitive). */
  override all(search = ''): Icon[] {
    const needle = search.toLowerCase();
    return super.all().filter((icon) => needle === '' || icon.name.toLowerCase().includes(needle) || icon.label.toLowerCase().includes(needle));
  }

  /** The icon with its content, read from its file on first use. */
  protected override read(icon: Icon): Icon {
    if (icon.content !== undefined || icon.file_path === undefined) return { ...icon };
    const content = this.readIconFile(icon.file_path);
    if (content === undefined) return { ...icon };
    const loaded: Icon = { ...icon, content };
    this.entries.set(icon.name, loaded);
    return { ...loaded };
  }

  private readIconFile(path: string): string | undefined {
    let markup: string;
    try {
      if (!path.endsWith('.svg')) throw new Error('not an SVG file');
      markup = readFileSync(path, 'utf8');
    } catch {
      this.notices?.raise('WP_Icons_Registry::get_content', 'Icon file is missing or unreadable.');
      return undefined;
    }
    const content = sanitizeIconSvg(markup);
    if (content !== '') return content;
    this.notices?.raise('WP_Icons_Registry::get_content', 'Icon content does not contain valid SVG markup.');
    return undefined;
  }
}

/** WordPress's own collection and the icons this server ships in it (coreIcons.json). */
export function registerCoreIcons(collections: IconCollectionRegistry, icons: IconRegistry): void {
  const { slug, ...collection } = coreIcons.collection;
  collections.register(slug, collection);
  for (const { name, ...icon } of coreIcons.icons) icons.register(`${slug}/${name}`, icon);
}

/** The app's icon registry (bound under TOKENS.Icons by installContentRegistries). */
export function iconRegistryOf(app: { container: Container }): IconRegistry {
  return app.container.get<IconRegistry>(TOKENS.Icons);
}

/** Registers an icon in the app (WordPress's wp_register_icon). */
export function registerIcon(app: { container: Container }, name: string, properties: IconProperties): boolean {
  return iconRegistryOf(app).register(name, properties);
}

/** Removes an icon from the app (WordPress's wp_unregister_icon). */
export function unregisterIcon(app: { container: Container }, name: string): boolean {
  return iconRegistryOf(app).unregister(name);
}
