/**
 * The installed plugins of one app (WordPress's get_plugins() and the
 * `active_plugins` option). Empty by default: plugins are registered in code,
 * nothing is installed from a directory.
 */
import type { Container } from 'inversify';
import { TOKENS } from '../../src/di/tokens';

export type PluginStatus = 'active' | 'inactive';

export interface PluginInfo {
  /** The plugin's path without `.php`: `akismet/akismet` or `hello`. */
  plugin: string;
  status: PluginStatus;
  name: string;
  plugin_uri: string;
  author: string;
  author_uri: string;
  description: string;
  version: string;
  network_only: boolean;
  requires_wp: string;
  requires_php: string;
  textdomain: string;
}

export type PluginInput = Pick<PluginInfo, 'plugin' | 'name'> & Partial<PluginInfo>;

/** What WordPress accepts as a plugin path: one optional directory, no dots. */
export const PLUGIN_PATTERN = '[^.\\/]+(?:\\/[^.\\/]+)?';

export class PluginRegistry {
  private readonly plugins = new Map<string, PluginInfo>();

  constructor(initial: readonly PluginInput[] = []) {
    for (const input of initial) this.register(input);
  }

  register(input: PluginInput): PluginInfo {
    if (!new RegExp(`^${PLUGIN_PATTERN}$`).test(input.plugin)) throw new Error(`Invalid plugin path: ${input.plugin}`);
    const info: PluginInfo = {
      status: 'inactive', plugin_uri: '', author: '', author_uri: '', description: '', version: '', network_only: false, requires_wp: '', requires_php: '',
      textdomain: '', ...input,
    };
    this.plugins.set(info.plugin, info);
    return info;
  }

  unregister(plugin: string): boolean {
    return this.plugins.delete(plugin);
  }

  get(plugin: string): PluginInfo | undefined {
    return this.plugins.get(plugin);
  }

  /** Every installed plugin, sorted by name as WordPress lists them. */
  all(): PluginInfo[] {
    return [...this.plugins.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  setStatus(plugin: string, status: PluginStatus): void {
    const info = this.plugins.get(plugin);
    if (info === undefined) throw new Error(`Plugin not installed: ${plugin}`);
    info.status = status;
  }
}

/** The app's plugin registry (bound under TOKENS.Plugins by installContentRegistries). */
export function pluginRegistryOf(app: { container: Container }): PluginRegistry {
  return app.container.get<PluginRegistry>(TOKENS.Plugins);
}
