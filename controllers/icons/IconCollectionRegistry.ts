/**
 * The icon collections of one app (WordPress 7.1's WP_Icon_Collections_Registry):
 * a collection is the namespace of its icons (`core/arrow-left`). Removing a
 * collection removes its icons too.
 */
import type { Container } from 'inversify';
import { TOKENS } from '../../src/di/tokens';
import type { Notices } from '../../src/notices/Notices';
import { NoticedRegistry } from '../shared/NoticedRegistry';

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

export class IconCollectionRegistry extends NoticedRegistry<IconCollection> {
  private readonly removalListeners: Array<(slug: string) => void> = [];

  constructor(notices?: Notices) {
    super('WP_Icon_Collections_Registry', notices);
  }

  register(slug: string, properties: IconCollectionProperties): boolean {
    const refuse = (message: string): false => this.wrong('register', message, '7.1.0');
    if (typeof slug !== 'string') return refuse('Icon collection slug must be a string.');
    if (!ICON_SLUG.test(slug)) {
      return refuse('Icon collection slug must start and end with a lowercase letter or digit and contain only lowercase letters, digits, hyphens, and underscores.');
    }
    if (this.entries.has(slug)) return refuse('Icon collection is already registered.');
    for (const key of Object.keys(properties)) {
      if (key !== 'label' && key !== 'description') return refuse(`Invalid icon collection property: "${key}".`);
    }
    if (typeof properties.label !== 'string') return refuse('Icon collection label must be a string.');
    if (properties.description !== undefined && typeof properties.description !== 'string') return refuse('Icon collection description must be a string.');
    this.entries.set(slug, { description: '', ...properties, slug });
    return true;
  }

  unregister(slug: string): boolean {
    if (this.entries.has(slug)) for (const listener of this.removalListeners) listener(slug);
    return this.remove(slug, `Icon collection "${slug}" not found.`, '7.1.0');
  }

  /** Called with the slug of each collection about to be removed (the icon registry drops its icons). */
  onRemove(listener: (slug: string) => void): void {
    this.removalListeners.push(listener);
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
