/**
 * What the sidebars, widgets and widget types controllers share: the app's
 * widget store and types, the theme-editor check, and instances as the wire
 * carries them — `encoded` (base64 of the stored form) with a `hash` signed by
 * the app's secret, plus `raw` for types that show it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { inject, optional } from 'inversify';
import { TOKENS, RestError, SiteController } from '../kit';
import type { ContentRenderer } from '../content/ContentRenderer';
import { WidgetStore } from './WidgetStore';
import { WidgetTypeRegistry, type WidgetInstance, type WidgetRenderContext, type WidgetType } from './WidgetTypeRegistry';
import { denied } from '../shared/restErrors';
import type { MaybePromise } from '../../src/hooks/maybePromise';

export interface EncodedInstance {
  encoded: string;
  hash: string;
  raw?: WidgetInstance;
}

/** The markup the_widget() puts around a widget shown outside any area (previews). */
export const PREVIEW_AREA = { beforeWidget: '<div class="widget %s">', afterWidget: '</div>', beforeTitle: '<h2 class="widgettitle">', afterTitle: '</h2>' };

export abstract class WidgetController extends SiteController {
  @inject(TOKENS.Content) protected readonly content!: ContentRenderer;
  @inject(TOKENS.WidgetTypes) @optional() private readonly registeredTypes: WidgetTypeRegistry | undefined;
  private fallbackTypes: WidgetTypeRegistry | undefined;

  /** The app's widget types (the core ones when the app bound none). */
  protected get widgetTypes(): WidgetTypeRegistry {
    return this.registeredTypes ?? (this.fallbackTypes ??= new WidgetTypeRegistry());
  }

  protected get widgets(): WidgetStore {
    return new WidgetStore(this.storage, this.widgetTypes, this.options.sidebars);
  }

  /** Theme editors manage widgets (the edit_theme_options check of every widget route). */
  protected async manageWidgetsCheck(): Promise<true | RestError> {
    if (await this.can('edit_theme_options')) return true;
    return denied('rest_cannot_manage_widgets', 'Sorry, you are not allowed to manage widgets on this site.');
  }

  private sign(serialized: string): string {
    return createHmac('md5', this.options.secret).update(serialized).digest('hex');
  }

  protected encodeInstance(type: WidgetType, instance: WidgetInstance): EncodedInstance {
    const serialized = JSON.stringify(instance);
    const encoded: EncodedInstance = { encoded: Buffer.from(serialized, 'utf8').toString('base64'), hash: this.sign(serialized) };
    if (type.showInstanceInRest) encoded.raw = instance;
    return encoded;
  }

  /** The instance of an `{ encoded, hash }` pair, or `rest_invalid_widget` when the hash does not match. */
  protected decodeInstance(value: { encoded: unknown; hash: unknown }): WidgetInstance | RestError {
    const serialized = Buffer.from(String(value.encoded), 'base64').toString('utf8');
    const expected = Buffer.from(this.sign(serialized));
    const given = Buffer.from(String(value.hash));
    const malformed = new RestError('rest_invalid_widget', 'The provided instance is malformed.', { status: 400 });
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return malformed;
    try {
      const parsed: unknown = JSON.parse(serialized);
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as WidgetInstance) : {};
    } catch {
      return malformed;
    }
  }

  protected renderContext(beforeTitle: string, afterTitle: string): WidgetRenderContext {
    return { beforeTitle, afterTitle, homeUrl: this.options.baseUrl, renderBlocks: (content) => this.content.blocks.doBlocks(content) };
  }

  /** A widget as shown: its markup inside the given wrapper (`%1$s` the widget id, `%2$s` its class names). */
  protected async renderInArea(type: WidgetType, instance: WidgetInstance, widgetId: string, area: typeof PREVIEW_AREA): Promise<string> {
    const classname = type.instanceClassname?.(instance) ?? type.classname;
    const before = area.beforeWidget.includes('%1$s')
      ? area.beforeWidget.replace('%1$s', widgetId).replace('%2$s', classname)
      : area.beforeWidget.replace('%s', classname);
    const body = await type.render(instance, this.renderContext(area.beforeTitle, area.afterTitle));
    return `${before}${body}${area.afterWidget}`;
  }

  /** Whether the current user may store any markup. */
  protected canUnfilteredHtml(): MaybePromise<boolean> {
    return this.can('unfiltered_html');
  }
}
