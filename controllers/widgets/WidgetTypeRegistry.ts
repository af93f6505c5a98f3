/**
 * The widget types of one app (WordPress's WP_Widget_Factory): the block
 * widget and two classic ones, Search and Text. Each type turns submitted form
 * values into a stored instance (`update`), shows an instance (`render`, the
 * markup between the area's before/after widget) and draws its admin form.
 * Add more with `widgetTypesOf(app).register(…)`.
 */
import type { Container } from 'inversify';
import { wpautop } from '../../src/content/wpautop';
import { isTruthy } from '../../src/schema/php';
import { sanitizeTextField } from '../../src/schema/formats/textField';
import { TOKENS } from '../../src/di/tokens';

export type WidgetInstance = Record<string, unknown>;

/** What a type needs to show an instance. */
export interface WidgetRenderContext {
  /** The area's markup around the title. */
  beforeTitle: string;
  afterTitle: string;
  homeUrl: string;
  /** Renders block markup (do_blocks). */
  renderBlocks: (content: string) => Promise<string>;
}

/** Builds the admin form's field names and ids for one instance. */
export interface WidgetFormFields {
  name: (field: string) => string;
  id: (field: string) => string;
}

export interface WidgetType {
  idBase: string;
  name: string;
  description: string;
  /** The class names of its markup (`widget_text`). */
  classname: string;
  /** Whether instances are shown raw over REST (`show_instance_in_rest`). */
  showInstanceInRest: boolean;
  /** WP_Widget::update: the instance to store from the submitted one. */
  update: (next: WidgetInstance, previous: WidgetInstance, canUnfilteredHtml: boolean) => WidgetInstance;
  /** The class names of one instance's markup (the block widget names its first block's classic equivalent). */
  instanceClassname?: (instance: WidgetInstance) => string;
  /** WP_Widget::widget without the area's wrapper. */
  render: (instance: WidgetInstance, context: WidgetRenderContext) => Promise<string>;
  /** WP_Widget::form. */
  form: (instance: WidgetInstance, fields: WidgetFormFields) => string;
}

const escHtml = (text: string): string => text.replace(/&(?!#?[a-zA-Z0-9]+;)/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;');
const str = (value: unknown): string => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));
/** Without unfiltered_html, scripts and event handlers are taken out (a small stand-in for wp_kses_post). */
const safeHtml = (html: string, canUnfilteredHtml: boolean): string => (canUnfilteredHtml
  ? html
  : html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/\son\w+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, ''));

const titleField = (instance: WidgetInstance, fields: WidgetFormFields): string =>
  `<p><label for="${fields.id('title')}">Title:</label> <input class="widefat" id="${fields.id('title')}" name="${fields.name('title')}" type="text" value="${escHtml(str(instance.title))}" /></p>`;

const titled = (instance: WidgetInstance, context: WidgetRenderContext): string => {
  const title = str(instance.title);
  return title === '' ? '' : `${context.beforeTitle}${title}${context.afterTitle}`;
};

/** The classic widget class name WordPress gives a block widget by its first block. */
const BLOCK_CLASSNAMES: Readonly<Record<string, string>> = {
  'core/paragraph': 'widget_text', 'core/calendar': 'widget_calendar', 'core/search': 'widget_search', 'core/html': 'widget_custom_html',
  'core/archives': 'widget_archive', 'core/latest-posts': 'widget_recent_entries', 'core/latest-comments': 'widget_recent_comments',
  'core/tag-cloud': 'widget_tag_cloud', 'core/categories': 'widget_categories', 'core/audio': 'widget_media_audio',
  'core/video': 'widget_media_video', 'core/image': 'widget_media_image', 'core/gallery': 'widget_media_gallery', 'core/rss': 'widget_rss',
};

const SEARCH: WidgetType = {
  idBase: 'search', name: 'Search', description: 'A search form for your site.', classname: 'widget_search', showInstanceInRest: true,
  update: (next, previous) => ({ ...previous, title: sanitizeTextField(str(next.title)) }),
  render: async (instance, context) => `${titled(instance, context)}<form role="search" method="get" class="search-form" action="${context.homeUrl}/">
				<label>
					<span class="screen-reader-text">Search for:</span>
					<input type="search" class="search-field" placeholder="Search &hellip;" value="" name="s" />
				</label>
				<input type="submit" class="search-submit" value="Search" />
			</form>`,
  form: titleField,
};

const TEXT: WidgetType = {
  idBase: 'text', name: 'Text', description: 'Arbitrary text.', classname: 'widget_text', showInstanceInRest: true,
  update: (next, previous, canUnfilteredHtml) => {
    const instance: WidgetInstance = { ...previous, title: sanitizeTextField(str(next.title)), text: safeHtml(str(next.text), canUnfilteredHtml) };
    instance.filter = isTruthy(next.filter);
    if (next.filter === 'content' || previous.filter === 'content') instance.visual = true;
    if (next.visual !== undefined) instance.visual = isTruthy(next.visual);
    // Visual mode always formats the text.
    if (instance.visual === true) instance.filter = true;
    return instance;
  },
  render: async (instance, context) => {
    const text = str(instance.text);
    return `${titled(instance, context)}<div class="textwidget">${instance.filter === true ? wpautop(text) : text}</div>`;
  },
  form: (instance, fields) => `${titleField(instance, fields)}
<p><label for="${fields.id('text')}">Content:</label> <textarea class="widefat" rows="16" cols="20" id="${fields.id('text')}" name="${fields.name('text')}">${escHtml(str(instance.text))}</textarea></p>`,
};

const BLOCK: WidgetType = {
  idBase: 'block', name: 'Block', description: 'A widget containing a block.', classname: 'widget_block', showInstanceInRest: true,
  update: (next, previous, canUnfilteredHtml) => ({ ...previous, content: safeHtml(str(next.content), canUnfilteredHtml) }),
  instanceClassname: (instance) => {
    const first = /<!--\s+wp:([a-z][a-z0-9_-]*(?:\/[a-z][a-z0-9_-]*)?)/.exec(str(instance.content))?.[1];
    const name = first === undefined ? undefined : first.includes('/') ? first : `core/${first}`;
    const classic = name === undefined ? undefined : BLOCK_CLASSNAMES[name];
    return classic === undefined ? 'widget_block' : `widget_block ${classic}`;
  },
  render: (instance, context) => context.renderBlocks(str(instance.content)),
  form: (instance, fields) => `<textarea id="${fields.id('content')}" name="${fields.name('content')}" class="widefat text wp-block-widget-textarea">${escHtml(str(instance.content))}</textarea>`,
};

export class WidgetTypeRegistry {
  private readonly types = new Map<string, WidgetType>();

  constructor() {
    for (const type of [SEARCH, TEXT, BLOCK]) this.register(type);
  }

  register(type: WidgetType): void {
    this.types.set(type.idBase, type);
  }

  get(idBase: string): WidgetType | undefined {
    return this.types.get(idBase);
  }

  all(): WidgetType[] {
    return [...this.types.values()];
  }
}

/** The app's widget types (bound on first use). */
export function widgetTypesOf(app: { container: Container }): WidgetTypeRegistry {
  if (!app.container.isBound(TOKENS.WidgetTypes)) app.container.bind(TOKENS.WidgetTypes).toConstantValue(new WidgetTypeRegistry());
  return app.container.get<WidgetTypeRegistry>(TOKENS.WidgetTypes);
}
