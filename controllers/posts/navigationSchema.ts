/**
 * Navigation menus (`wp_navigation`) are embedded with their markup: WordPress's
 * navigation block adds the `embed` context to the raw title and to the raw,
 * rendered and block-version parts of the content of their schema.
 */
import type { Hooks } from '../../src/hooks/Hooks';
import type { Schema } from '../../src/schema/types';

const EMBEDDED: ReadonlyArray<readonly [string, string]> = [['title', 'raw'], ['content', 'raw'], ['content', 'rendered'], ['content', 'block_version']];

export function withEmbedContext(schema: Schema): Schema {
  const properties = { ...schema.properties };
  for (const [field, part] of EMBEDDED) {
    const parent = properties[field];
    const child = parent?.properties?.[part];
    if (parent === undefined || child === undefined) continue;
    const context = Array.isArray(child.context) ? child.context as string[] : [];
    if (context.includes('embed')) continue;
    properties[field] = { ...parent, properties: { ...parent.properties, [part]: { ...child, context: [...context, 'embed'] } } };
  }
  return { ...schema, properties };
}

export function installNavigationSchema(hooks: Hooks): void {
  hooks.addFilter('rest_wp_navigation_item_schema', (schema: Schema) => withEmbedContext(schema));
}
