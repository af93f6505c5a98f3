/**
 * WordPress's layout block support on the rendered HTML: a block whose type
 * supports `layout` gets `is-layout-<type>` and `wp-block-<name>-is-layout-<type>`
 * on its wrapper (`default` shows as `flow`). The per-instance container classes
 * WordPress derives from generated CSS are not produced.
 */
import { addClassToFirstTag } from '../../../src/content/addClassToFirstTag';
import type { ParsedBlock } from '../../../src/content/parseBlocks';
import type { BlockTypeRegistry } from '../BlockTypeRegistry';
import { generatedClassName } from './markup';

function layoutType(supports: Record<string, unknown> | null, attrs: Record<string, unknown> | null): string | null {
  const support = supports?.layout ?? supports?.__experimentalLayout;
  if (support === undefined || support === false) return null;
  const chosen = (attrs?.layout ?? {}) as { type?: string; inherit?: boolean };
  const fallback = typeof support === 'object' && support !== null ? ((support as { default?: { type?: string } }).default?.type ?? 'default') : 'default';
  const type = chosen.type ?? (chosen.inherit === true ? 'constrained' : fallback);
  return type === 'default' ? 'flow' : type;
}

export function addLayoutClasses(registry: BlockTypeRegistry, html: string, block: ParsedBlock): string {
  if (html === '' || block.blockName === null) return html;
  const type = registry.get(block.blockName);
  const layout = type === undefined ? null : layoutType(type.supports, block.attrs);
  if (layout === null) return html;
  const withType = addClassToFirstTag(html, '[a-z][a-z0-9-]*', `is-layout-${layout}`);
  return addClassToFirstTag(withType, '[a-z][a-z0-9-]*', `${generatedClassName(block.blockName)}-is-layout-${layout}`);
}
