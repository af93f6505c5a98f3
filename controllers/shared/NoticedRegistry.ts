/**
 * Base of the editor registries modelled on WordPress's singletons (patterns, pattern
 * categories, icons, icon collections): named entries in registration order, read
 * as copies, and a developer notice (WordPress's _doing_it_wrong) with `false` for
 * every registration WordPress refuses.
 */
import type { Notices } from '../../src/notices/Notices';

export abstract class NoticedRegistry<T extends object> {
  protected readonly entries = new Map<string, T>();

  /** `className` names the WordPress class in notices (`WP_Icons_Registry::register`). */
  protected constructor(private readonly className: string, protected readonly notices?: Notices) {}

  isRegistered(name: string): boolean {
    return this.entries.has(name);
  }

  /** The entry (as `read` gives it); undefined when not registered. */
  get(name: string): T | undefined {
    const entry = this.entries.get(name);
    return entry === undefined ? undefined : this.read(entry);
  }

  /** Every entry in registration order. */
  all(): T[] {
    return [...this.entries.values()].map((entry) => this.read(entry));
  }

  /** What callers get of a stored entry: a copy (subclasses also load what is read lazily). */
  protected read(entry: T): T {
    return { ...entry };
  }

  /** Removes `name`, or refuses with the `notFound` notice. */
  protected remove(name: string, notFound: string, version: string): boolean {
    if (!this.entries.has(name)) return this.wrong('unregister', notFound, version);
    return this.entries.delete(name);
  }

  protected wrong(method: string, message: string, version: string): false {
    this.notices?.raise(`${this.className}::${method}`, message, version);
    return false;
  }
}
