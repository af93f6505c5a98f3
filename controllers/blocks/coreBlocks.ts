/**
 * A representative set of WordPress's core blocks. The first two are the first
 * block types a WordPress 7.1 site lists (values as its capture shows them); the
 * rest are the common content blocks, with their main attributes and supports.
 */
import type { BlockTypeInput } from './BlockTypeRegistry';
import { escapeHtml } from './html';


/** Style handles WordPress registers for a core block `slug` (`wp-block-<slug>` and its editor twin). */
function coreHandles(slug: string, editor: boolean): Pick<BlockTypeInput, 'style_handles' | 'editor_style_handles'> {
  return { style_handles: [`wp-block-${slug}`], editor_style_handles: editor ? [`wp-block-${slug}-editor`] : [] };
}

export function coreBlockTypes(): BlockTypeInput[] {
  return [
    {
      name: 'core/legacy-widget', title: 'Legacy Widget', description: 'Display a legacy widget.', category: 'widgets', api_version: 3,
      attributes: { id: { type: 'string', default: null }, idBase: { type: 'string', default: null }, instance: { type: 'object', default: null } },
      supports: { html: false, customClassName: false, reusable: false },
      ...coreHandles('legacy-widget', true),
      // Without a widgets subsystem there is no widget to render.
      render: () => '',
    },
    {
      name: 'core/widget-group', title: 'Widget Group', category: 'widgets', api_version: 3,
      attributes: { title: { type: 'string' } },
      supports: { html: false, inserter: true, customClassName: true, reusable: false },
      ...coreHandles('widget-group', true),
      render: (attributes, content) => {
        const title = typeof attributes.title === 'string' && attributes.title !== '' ? `<h2 class="widget-title">${escapeHtml(attributes.title)}</h2>` : '';
        return `<div class="wp-block-widget-group">${title}${content}</div>`;
      },
    },
    {
      name: 'core/paragraph', title: 'Paragraph', description: 'Start with the basic building block of all narrative.', category: 'text', api_version: 3,
      textdomain: 'default', keywords: ['text'],
      attributes: {
        align: { type: 'string' },
        content: { type: 'rich-text', source: 'rich-text', selector: 'p', role: 'content' },
        dropCap: { type: 'boolean', default: false },
        placeholder: { type: 'string' },
        direction: { type: 'string', enum: ['ltr', 'rtl'] },
      },
      supports: { anchor: true, className: false, splitting: true, color: { gradients: true, link: true }, spacing: { margin: true, padding: true }, typography: { fontSize: true, lineHeight: true } },
      ...coreHandles('paragraph', true),
    },
    {
      name: 'core/heading', title: 'Heading', description: 'Introduce new sections and organize content to help visitors (and search engines) understand the structure of your content.',
      category: 'text', api_version: 3, textdomain: 'default', keywords: ['title', 'subtitle'],
      attributes: {
        textAlign: { type: 'string' },
        content: { type: 'rich-text', source: 'rich-text', selector: 'h1,h2,h3,h4,h5,h6', role: 'content' },
        level: { type: 'number', default: 2 },
        levelOptions: { type: 'array' },
        placeholder: { type: 'string' },
      },
      supports: { align: ['wide', 'full'], anchor: true, className: true, splitting: true, color: { gradients: true, link: true }, spacing: { margin: true, padding: true }, typography: { fontSize: true, lineHeight: true } },
      ...coreHandles('heading', false),
    },
    {
      name: 'core/image', title: 'Image', description: 'Insert an image to make a visual statement.', category: 'media', api_version: 3, textdomain: 'default',
      keywords: ['img', 'photo', 'picture'], uses_context: ['allowResize', 'imageCrop', 'fixedHeight', 'postId', 'postType', 'queryId'],
      attributes: {
        blob: { type: 'string', role: 'local' },
        url: { type: 'string', source: 'attribute', selector: 'img', attribute: 'src', role: 'content' },
        alt: { type: 'string', source: 'attribute', selector: 'img', attribute: 'alt', default: '', role: 'content' },
        caption: { type: 'rich-text', source: 'rich-text', selector: 'figcaption', role: 'content' },
        id: { type: 'number', role: 'content' },
        width: { type: 'string' },
        height: { type: 'string' },
        sizeSlug: { type: 'string' },
        linkDestination: { type: 'string' },
        href: { type: 'string', source: 'attribute', selector: 'figure > a', attribute: 'href', role: 'content' },
      },
      supports: { interactivity: true, align: ['left', 'center', 'right', 'wide', 'full'], anchor: true, color: { text: false, background: false }, filter: { duotone: true } },
      styles: [{ name: 'default', label: 'Default', isDefault: true }, { name: 'rounded', label: 'Rounded' }],
      ...coreHandles('image', true),
    },
    {
      name: 'core/list', title: 'List', description: 'An organized collection of items displayed in a specific order.', category: 'text', api_version: 3, textdomain: 'default',
      keywords: ['bullet list', 'ordered list', 'numbered list'], allowed_blocks: ['core/list-item'],
      attributes: {
        ordered: { type: 'boolean', default: false, role: 'content' },
        values: { type: 'string', source: 'html', selector: 'ol,ul', multiline: 'li', default: '', role: 'content' },
        type: { type: 'string' },
        start: { type: 'number' },
        reversed: { type: 'boolean' },
        placeholder: { type: 'string' },
      },
      supports: { anchor: true, html: false, color: { gradients: true, link: true }, spacing: { margin: true, padding: true }, typography: { fontSize: true, lineHeight: true } },
      ...coreHandles('list', false),
    },
    {
      name: 'core/quote', title: 'Quote', description: 'Give quoted text visual emphasis. "In quoting others, we cite ourselves." — Julio Cortázar',
      category: 'text', api_version: 3, textdomain: 'default', keywords: ['blockquote', 'cite'],
      attributes: {
        value: { type: 'string', source: 'html', selector: 'blockquote', multiline: 'p', default: '', role: 'content' },
        citation: { type: 'rich-text', source: 'rich-text', selector: 'cite', role: 'content' },
        textAlign: { type: 'string' },
      },
      supports: { anchor: true, html: false, align: ['left', 'right', 'wide', 'full'], color: { gradients: true, link: true }, layout: { allowEditing: false } },
      styles: [{ name: 'default', label: 'Default', isDefault: true }, { name: 'plain', label: 'Plain' }],
      ...coreHandles('quote', false),
    },
    {
      name: 'core/group', title: 'Group', description: 'Gather blocks in a layout container.', category: 'design', api_version: 3, textdomain: 'default',
      keywords: ['container', 'wrapper', 'row', 'section'],
      attributes: { tagName: { type: 'string', default: 'div' }, templateLock: { type: ['string', 'boolean'], enum: ['all', 'insert', 'contentOnly', false] } },
      supports: { align: ['wide', 'full'], anchor: true, ariaLabel: true, html: false, color: { gradients: true, link: true }, spacing: { margin: ['top', 'bottom'], padding: true, blockGap: true }, layout: { allowSizingOnChildren: true } },
      ...coreHandles('group', true),
    },
    {
      name: 'core/columns', title: 'Columns', description: 'Display content in multiple columns, with blocks added to each column.', category: 'design', api_version: 3,
      textdomain: 'default', allowed_blocks: ['core/column'],
      attributes: { verticalAlignment: { type: 'string' }, isStackedOnMobile: { type: 'boolean', default: true }, templateLock: { type: ['string', 'boolean'], enum: ['all', 'insert', 'contentOnly', false] } },
      supports: { anchor: true, align: ['wide', 'full'], html: false, color: { gradients: true, link: true }, spacing: { blockGap: { __experimentalDefault: '2em', sides: ['horizontal', 'vertical'] }, margin: ['top', 'bottom'], padding: true } },
      ...coreHandles('columns', true),
    },
    {
      name: 'core/button', title: 'Button', description: 'Prompt visitors to take action with a button-style link.', category: 'design', api_version: 3, textdomain: 'default',
      keywords: ['link'], parent: ['core/buttons'],
      attributes: {
        tagName: { type: 'string', enum: ['a', 'button'], default: 'a' },
        type: { type: 'string', default: 'button' },
        textAlign: { type: 'string' },
        url: { type: 'string', source: 'attribute', selector: 'a', attribute: 'href', role: 'content' },
        title: { type: 'string', source: 'attribute', selector: 'a,button', attribute: 'title', role: 'content' },
        text: { type: 'rich-text', source: 'rich-text', selector: 'a,button', role: 'content' },
        linkTarget: { type: 'string', source: 'attribute', selector: 'a', attribute: 'target', role: 'content' },
        rel: { type: 'string', source: 'attribute', selector: 'a', attribute: 'rel', role: 'content' },
        placeholder: { type: 'string' },
        width: { type: 'number' },
      },
      supports: { anchor: true, splitting: true, align: false, alignWide: false, color: { gradients: true }, reusable: false, shadow: true },
      styles: [{ name: 'fill', label: 'Fill', isDefault: true }, { name: 'outline', label: 'Outline' }],
      ...coreHandles('button', false),
    },
    {
      name: 'core/shortcode', title: 'Shortcode', description: 'Insert additional custom elements with a WordPress shortcode.', category: 'widgets', api_version: 3,
      textdomain: 'default', attributes: { text: { type: 'string', source: 'raw' } },
      supports: { className: false, customClassName: false, html: false },
      ...coreHandles('shortcode', true),
      // No shortcodes are registered here: the text is answered as written.
      render: (_attributes, content) => content,
    },
  ];
}
