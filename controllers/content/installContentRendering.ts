/** Binds the app's ContentRenderer (needs Storage, Hooks and Options bound first). */
import type { Container } from 'inversify';
import type { ResolvedOptions } from '../../src/app/AppOptions';
import { TOKENS } from '../../src/di/tokens';
import type { Hooks } from '../../src/hooks/Hooks';
import type { ShortcodeRegistry } from '../../src/content/shortcodes';
import type { Storage } from '../../src/storage/types';
import type { BlockTypeRegistry } from '../blocks/BlockTypeRegistry';
import { ContentRenderer } from './ContentRenderer';

/**
 * Each app's renderer by its Hooks (one per app): controllers built outside the
 * container (a revisions controller's parent posts controller) find it from the
 * hooks they already hold.
 */
const byHooks = new WeakMap<Hooks, ContentRenderer>();

export function installContentRendering(app: { container: Container }, blockTypes: BlockTypeRegistry): ContentRenderer {
  const c = app.container;
  const hooks = c.get<Hooks>(TOKENS.Hooks);
  const renderer = new ContentRenderer(c.get<Storage>(TOKENS.Storage), hooks, c.get<ResolvedOptions>(TOKENS.Options), blockTypes);
  c.bind(TOKENS.Content).toConstantValue(renderer);
  byHooks.set(hooks, renderer);
  return renderer;
}

/** The content renderer of the app these hooks belong to. */
export function contentRendererFor(hooks: Hooks): ContentRenderer {
  const renderer = byHooks.get(hooks);
  if (renderer === undefined) throw new Error('No content renderer is installed for these hooks.');
  return renderer;
}

/** The app's content renderer (`the_content`, blocks, shortcodes). */
export function contentRendererOf(app: { container: Container }): ContentRenderer {
  return app.container.get<ContentRenderer>(TOKENS.Content);
}

/** The app's shortcodes: `shortcodesOf(app).add('hello', (atts, content) => …)`. */
export function shortcodesOf(app: { container: Container }): ShortcodeRegistry {
  return contentRendererOf(app).shortcodes;
}
