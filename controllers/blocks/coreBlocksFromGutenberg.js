#!/usr/bin/env node
/**
 * Regenerates controllers/blocks/coreBlockMetadata.json from the block.json
 * files of @wordpress/block-library (data only). Usage:
 *   npm pack @wordpress/block-library@VERSION && tar xzf wordpress-block-library-*.tgz
 *   node controllers/blocks/coreBlocksFromGutenberg.js package/src > controllers/blocks/coreBlockMetadata.json
 * A block is marked dynamic when its directory's index.php registers a render callback.
 * Blocks flagged `__experimental` are left out (WordPress core does not ship them).
 */
'use strict';
const { readdirSync, readFileSync, existsSync } = require('node:fs');
const { join } = require('node:path');

const root = process.argv[2];
if (!root) throw new Error('usage: coreBlocksFromGutenberg.js <block-library/src>');

/** block.json keys as the REST block type fields name them. */
const RENAMES = { apiVersion: 'api_version', allowedBlocks: 'allowed_blocks', providesContext: 'provides_context', usesContext: 'uses_context', blockHooks: 'block_hooks' };
const KEPT = ['name', 'title', 'description', 'category', 'icon', 'keywords', 'parent', 'ancestor', 'attributes', 'selectors', 'supports', 'styles', 'textdomain', 'example', 'variations', ...Object.keys(RENAMES)];

const handles = (value, slug, suffix) => {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((entry) => (typeof entry === 'string' && entry.startsWith('file:') ? `wp-block-${slug}${suffix}` : entry)).filter((entry) => typeof entry === 'string');
};

const blocks = [];
for (const dir of readdirSync(root).sort()) {
  const file = join(root, dir, 'block.json');
  if (!existsSync(file)) continue;
  const meta = JSON.parse(readFileSync(file, 'utf8'));
  if (meta.__experimental) continue;
  const slug = meta.name.replace(/^core\//, '');
  const out = {};
  for (const key of KEPT) if (meta[key] !== undefined) out[RENAMES[key] ?? key] = meta[key];
  const style = handles(meta.style, slug, '');
  const editorStyle = handles(meta.editorStyle, slug, '-editor');
  if (style.length > 0) out.style_handles = style;
  if (editorStyle.length > 0) out.editor_style_handles = editorStyle;
  if (meta.viewScriptModule !== undefined) out.view_script_module_ids = [].concat(meta.viewScriptModule);
  if (meta.viewScript !== undefined) out.view_script_handles = handles(meta.viewScript, slug, '-view');
  const php = join(root, dir, 'index.php');
  out.dynamic = existsSync(php) && readFileSync(php, 'utf8').includes('render_callback');
  blocks.push(out);
}
process.stdout.write(`${JSON.stringify(blocks, null, '\t')}\n`);
