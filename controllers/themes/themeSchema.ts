import type { Schema } from '../../src/schema/types';
import { THEME_FEATURES } from './themeFeatures';
import { objectSchema } from '../shared/readonlyItemSchema';

const plain = (description: string, extra: Schema = {}): Schema => ({ description, type: 'string', ...extra, readonly: true });
const rich = (description: string, raw: Schema, rendered: Schema): Schema => ({ description, type: 'object', readonly: true, properties: { raw, rendered } });
const text = (description: string, extra: Schema = {}): Schema => ({ description, type: 'string', ...extra });
const URI: Schema = { format: 'uri' };

/** The `theme` resource as WordPress publishes it. */
export function themeSchema(): Schema {
  const supports: Record<string, Schema> = {};
  for (const [name, schema] of THEME_FEATURES) supports[name] = schema;
  return objectSchema('theme', {
    stylesheet: plain("The theme's stylesheet. This uniquely identifies the theme."),
    stylesheet_uri: plain("The uri for the theme's stylesheet directory.", URI),
    template: plain("The theme's template. If this is a child theme, this refers to the parent theme, otherwise this is the same as the theme's stylesheet."),
    template_uri: plain("The uri for the theme's template directory. If this is a child theme, this refers to the parent theme, otherwise this is the same as the theme's stylesheet directory.", URI),
    author: rich('The theme author.', text("The theme author's name, as found in the theme header."), text('HTML for the theme author, transformed for display.')),
    author_uri: rich('The website of the theme author.', text('The website of the theme author, as found in the theme header.', URI), text('The website of the theme author, transformed for display.', URI)),
    description: rich('A description of the theme.', text('The theme description, as found in the theme header.'), text('The theme description, transformed for display.')),
    is_block_theme: { description: 'Whether the theme is a block-based theme.', type: 'boolean', readonly: true },
    name: rich('The name of the theme.', text('The theme name, as found in the theme header.'), text('The theme name, transformed for display.')),
    requires_php: plain('The minimum PHP version required for the theme to work.'),
    requires_wp: plain('The minimum WordPress version required for the theme to work.'),
    screenshot: plain("The theme's screenshot URL.", URI),
    tags: rich('Tags indicating styles and features of the theme.', { description: 'The theme tags, as found in the theme header.', type: 'array', items: { type: 'string' } }, text('The theme tags, transformed for display.')),
    textdomain: plain("The theme's text domain."),
    theme_supports: { description: 'Features supported by this theme.', type: 'object', readonly: true, properties: supports },
    theme_uri: rich("The URI of the theme's webpage.", text("The URI of the theme's webpage, as found in the theme header.", URI), text("The URI of the theme's webpage, transformed for display.", URI)),
    version: plain("The theme's current version."),
    status: { description: 'A named status for the theme.', type: 'string', enum: ['inactive', 'active'], context: ['view', 'edit'] },
    default_template_types: {
      description: 'A list of default template types.', type: 'array', readonly: true,
      items: { type: 'object', properties: { slug: { type: 'string' }, title: { type: 'string' }, description: { type: 'string' } } },
    },
    default_template_part_areas: {
      description: 'A list of allowed area values for template parts.', type: 'array', readonly: true,
      items: { type: 'object', properties: { area: { type: 'string' }, label: { type: 'string' }, description: { type: 'string' }, icon: { type: 'string' }, area_tag: { type: 'string' } } },
    },
  });
}
