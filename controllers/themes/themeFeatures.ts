/**
 * The theme features WordPress shows in REST (`register_theme_feature` with
 * `show_in_rest`), in its registration order, each with the schema of its value.
 * A feature the theme does not support answers its schema default.
 */
import type { Schema } from '../../src/schema/types';

const flag = (description: string): Schema => ({ description, type: 'boolean', default: false });
const list = (description: string, items: Schema): Schema => ({ description, type: ['boolean', 'array'], items, default: false });
const preset = (description: string, properties: Record<string, Schema>): Schema =>
  list(description, { type: 'object', properties, additionalProperties: false });
const str: Schema = { type: 'string' };

export const POST_FORMATS = ['standard', 'aside', 'chat', 'gallery', 'link', 'image', 'quote', 'status', 'video', 'audio'];

export const THEME_FEATURES: ReadonlyArray<readonly [string, Schema]> = [
  ['align-wide', flag('Whether theme opts in to wide alignment CSS class.')],
  ['automatic-feed-links', flag('Whether posts and comments RSS feed links are added to head.')],
  ['block-templates', flag('Whether a theme uses block-based templates.')],
  ['block-template-parts', flag('Whether a theme uses block-based template parts.')],
  ['custom-background', {
    description: 'Custom background if defined by the theme.', type: ['boolean', 'object'], default: false,
    properties: {
      'default-image': { type: 'string', format: 'uri' }, 'default-preset': { type: 'string', enum: ['default', 'fill', 'fit', 'repeat', 'custom'] },
      'default-position-x': { type: 'string', enum: ['left', 'center', 'right'] }, 'default-position-y': { type: 'string', enum: ['left', 'center', 'right'] },
      'default-size': { type: 'string', enum: ['auto', 'contain', 'cover'] }, 'default-repeat': { type: 'string', enum: ['repeat-x', 'repeat-y', 'repeat', 'no-repeat'] },
      'default-attachment': { type: 'string', enum: ['scroll', 'fixed'] }, 'default-color': str,
    },
    additionalProperties: false,
  }],
  ['custom-header', {
    description: 'Custom header if defined by the theme.', type: ['boolean', 'object'], default: false,
    properties: {
      'default-image': { type: 'string', format: 'uri' }, 'random-default': { type: 'boolean' }, width: { type: 'integer' }, height: { type: 'integer' },
      'flex-height': { type: 'boolean' }, 'flex-width': { type: 'boolean' }, 'default-text-color': str, 'header-text': { type: 'boolean' },
      uploads: { type: 'boolean' }, video: { type: 'boolean' },
    },
    additionalProperties: false,
  }],
  ['custom-logo', {
    description: 'Custom logo if defined by the theme.', type: ['boolean', 'object'], default: false,
    properties: {
      width: { type: 'integer' }, height: { type: 'integer' }, 'flex-width': { type: 'boolean' }, 'flex-height': { type: 'boolean' },
      'header-text': { type: 'array', items: str }, 'unlink-homepage-logo': { type: 'boolean' },
    },
    additionalProperties: false,
  }],
  ['customize-selective-refresh-widgets', flag('Whether the theme enables Selective Refresh for Widgets being managed with the Customizer.')],
  ['dark-editor-style', flag('Whether theme opts in to the dark editor style UI.')],
  ['disable-custom-colors', flag('Whether the theme disables custom colors.')],
  ['disable-custom-font-sizes', flag('Whether the theme disables custom font sizes.')],
  ['disable-custom-gradients', flag('Whether the theme disables custom gradients.')],
  ['disable-layout-styles', flag('Whether the theme disables generated layout styles.')],
  ['editor-color-palette', preset('Custom color palette if defined by the theme.', { name: str, slug: str, color: str })],
  ['editor-font-sizes', preset('Custom font sizes if defined by the theme.', { name: str, size: { type: 'number' }, slug: str })],
  ['editor-gradient-presets', preset('Custom gradient presets if defined by the theme.', { name: str, gradient: str, slug: str })],
  ['editor-spacing-sizes', preset('Custom spacing sizes if defined by the theme.', { name: str, size: str, slug: str })],
  ['editor-styles', flag('Whether theme opts in to the editor styles CSS wrapper.')],
  ['html5', list('Allows use of HTML5 markup for search forms, comment forms, comment lists, gallery, and caption.', {
    type: 'string', enum: ['search-form', 'comment-form', 'comment-list', 'gallery', 'caption', 'script', 'style'],
  })],
  ['formats', { description: 'Post formats supported.', type: 'array', items: { type: 'string', enum: POST_FORMATS }, default: ['standard'] }],
  ['post-thumbnails', list('The post types that support thumbnails or true if all post types are supported.', str)],
  ['responsive-embeds', flag('Whether the theme supports responsive embedded content.')],
  ['title-tag', flag('Whether the theme can manage the document title tag.')],
  ['wp-block-styles', flag('Whether theme opts in to default WordPress block styles for viewing.')],
];

/** The `theme_supports` value of a theme whose supported features are `supports` (feature → true or its argument). */
export function themeSupports(supports: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, schema] of THEME_FEATURES) {
    if (name === 'formats') {
      const formats = supports['post-formats'];
      out.formats = ['standard', ...(Array.isArray(formats) ? formats.map(String) : [])];
      continue;
    }
    const value = supports[name];
    if (value === undefined || value === false) out[name] = structuredClone(schema.default);
    else out[name] = schema.type === 'boolean' ? true : structuredClone(value);
  }
  return out;
}
