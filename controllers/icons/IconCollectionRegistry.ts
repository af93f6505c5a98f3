/**
 * The icon collections of one app (WordPress 7.1's WP_Icon_Collections_Registry):
 * a collection is the namespace of its icons (`core/arrow-left`). Removing a
 * collection removes its icons too.
 */
import type { Container } from 'inversify';
import { TOKENS } from '../../src/di/tokens';
import type { Notices } from '../../src/notices/Notices';

export interface IconCollectionProperties {
  label: string;
  description?: string;
}

/** A registered collection: description (default ''), label, then its slug — the order WordPress merges them in. */
export interface IconCollection {
  description: string;
  label: string;
  slug: string;
}

/** Collection slugs and unqualified icon names: lower case letters, digits, `_` and `-`, a letter or digit at each end. */
export const ICON_SLUG = /^[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?$/;

export class IconCollectionRegistry {
  private readonly collections = new Map<string, IconCollection>();
  private readonly removalListeners: Array<(slug: string) => void> = [];

  constructor(private readonly notices?: Notices) {}

  register(slug: string, properties: IconCollectionProperties): boolean {
    if (typeof slug !== 'string') return this.wrong('register', 'Icon collection slug must be a string.');
    if (!ICON_SLUG.test(slug)) {
      return this.wrong('register', 'Icon collection slug must start and end with a lowercase letter or digit and contain only lowercase letters, digits, hyphens, and underscores.');
    }
    if (this.collections.has(slug)) return this.wrong('register', 'Icon collection is already registered.');
    for (const key of Object.keys(properties)) {
      if (key !== 'label' && key !== 'description') return this.wrong('register', `Invalid icon collection property: "${key}".`);
    }
    if (typeof properties.label !== 'string') return this.wrong('register', 'Icon collection label must be a string.');
    if (properties.description !== undefined && typeof properties.description !== 'string') return this.wrong('register', 'Icon collection description must be a string.');
    this.collections.set(slug, { description: '', ...properties, slug });
    return true;
  }

  unregister(slug: string): boolean {
    if (!this.collections.has(slug)) return this.wrong('unregister', `Icon collection "${slug}" not found.`);
    for (const listener of this.removalListeners) listener(slug);
    return this.collections.delete(slug);
  }

  isRegistered(slug: string): boolean {
    return this.collections.has(slug);
  }

  get(slug: string): IconCollection | undefined {
    const collection = this.collections.get(slug);
    return collection === undefined ? undefined : { ...collection };
  }

  all(): IconCollection[] {
    return [...this.collections.values()].map((collection) => ({ ...collection }));
  }

  /** Called with the slug of each collection about to be removed (the icon registry drops its icons). */
  onRemove(listener: (slug: string) => void): void {
    this.removalListeners.push(listener);
  }

  private wrong(method: string, message: string): false {
    this.notices?.raise(`WP_Icon_Collections_Registry::${method}`, message, '7.1.0');
    return false;
  }
}

/** The app's icon collections (bound under TOKENS.IconCollections by installContentRegistries). */
export function iconCollectionRegistryOf(app: { container: Container }): IconCollectionRegistry {
  return app.container.get<IconCollectionRegistry>(TOKENS.IconCollections);
}

/** Registers an icon collection in the app (WordPress's wp_register_icon_collection). */
export function registerIconCollection(app: { container: Container }, slug: string, properties: IconCollectionProperties): boolean {
  return iconCollectionRegistryOf(app).register(slug, properties);
}

/** Removes an icon collection and its icons (WordPress's wp_unregister_icon_collection). */
export function unregisterIconCollection(app: { container: Container }, slug: string): boolean {
  return iconCollectionRegistryOf(app).unregister(slug);
}
