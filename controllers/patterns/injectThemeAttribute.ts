/**
 * WordPress's _inject_theme_attribute_in_template_part_block as applied to pattern
 * content: every template part block that names no `theme` gets the active theme's
 * stylesheet, so inserting the pattern finds the part. The content is parsed and
 * serialized again, as WordPress does.
 */
import { hasBlocks, parseBlocks, type ParsedBlock } from '../../src/content/parseBlocks';
import { serializeBlock } from '../content/ContentRenderer';

function withTheme(block: ParsedBlock, stylesheet: string): ParsedBlock {
  const innerBlocks = block.innerBlocks.map((inner) => withTheme(inner, stylesheet));
  const needsTheme = block.blockName === 'core/template-part' && (block.attrs === null || block.attrs.theme === undefined);
  return { ...block, innerBlocks, ...(needsTheme ? { attrs: { ...(block.attrs ?? {}), theme: stylesheet } } : {}) };
}

export function injectThemeAttribute(content: string, stylesheet: string): string {
  // Content without blocks serializes back to itself.
  if (!hasBlocks(content)) return content;
  return parseBlocks(content).map((block) => serializeBlock(withTheme(block, stylesheet))).join('');
}
