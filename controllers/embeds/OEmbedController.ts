/**
 * WordPress's WP_oEmbed_Controller under `oembed/1.0`: read it beside
 * `class-wp-oembed-controller.php`. `/embed` answers for our own posts; `/proxy`
 * asks other sites' providers through the app's allow-listed remote fetcher
 * (none by default: every remote URL then answers `oembed_invalid_url`).
 */
import { inject, type ControllerServices, Args, Controller, Permission, Route, TOKENS, RestError, type ArgSchemaMap, type RestRequest } from '../kit';
import type { ResolvedOptions } from '../../src/app/AppOptions';
import type { Capabilities } from '../../src/auth/capabilities/Capabilities';
import { currentUserCan } from '../../src/auth/wiring/currentUserCan';
import { absint } from '../../src/baseControllers/requestArgCallbacks';
import type { Hooks } from '../../src/hooks/Hooks';
import { oembedDataForPost, type EmbedSite, type OEmbedData } from './oembedData';
import { serveOEmbedXml } from './oembedXml';
import { postIdFromUrl } from './postFromUrl';
import { fetchOEmbed } from './remoteOEmbed';
import { TransientCache } from './TransientCache';
import { denied } from '../shared/restErrors';

const URL_ARG = { description: 'The URL of the resource for which to fetch oEmbed data.', required: true, type: 'string', format: 'uri' } as const;
const DAY_IN_SECONDS = 86400;

/** wp_oembed_ensure_format: `json` unless `xml` was asked for. */
const ensureFormat = (value: unknown): string => (value === 'xml' ? 'xml' : 'json');

const invalidUrl = (): RestError => new RestError('oembed_invalid_url', 'Not Found', { status: 404 });

@Controller('oembed/1.0')
export class OEmbedController {
  private readonly site: EmbedSite;
  private readonly cache: TransientCache<OEmbedData>;

  private readonly options: ResolvedOptions;
  private readonly hooks: Hooks;
  private readonly capabilities: Capabilities;

  constructor(@inject(TOKENS.ControllerServices) services: ControllerServices) {
    const { storage, options, hooks, postTypes, capabilities } = services;
    this.options = options;
    this.hooks = hooks;
    this.capabilities = capabilities;
    this.site = { storage, options, hooks, postTypes };
    this.cache = new TransientCache(options.now);
    serveOEmbedXml(hooks);
  }

  /** The `oembed_default_width` filter's width (600). */
  private defaultWidth(): number {
    return this.hooks.applyFilters<number>('oembed_default_width', 600);
  }

  embedArgs(): ArgSchemaMap {
    return {
      url: { ...URL_ARG },
      format: { default: 'json', sanitize_callback: ensureFormat },
      maxwidth: { default: this.defaultWidth(), sanitize_callback: absint },
    };
  }

  proxyArgs(): ArgSchemaMap {
    return {
      url: { ...URL_ARG },
      format: { description: 'The oEmbed format to use.', type: 'string', default: 'json', enum: ['json', 'xml'] },
      maxwidth: { description: 'The maximum width of the embed frame in pixels.', type: 'integer', default: this.defaultWidth(), sanitize_callback: absint },
      maxheight: { description: 'The maximum height of the embed frame in pixels.', type: 'integer', sanitize_callback: absint },
      discover: { description: 'Whether to perform an oEmbed discovery request for unsanctioned providers.', type: 'boolean', default: true },
    };
  }

  @Route('/embed')
  @Args((c: OEmbedController) => c.embedArgs())
  @Permission(() => true)
  async getItem(request: RestRequest): Promise<OEmbedData | RestError> {
    const url = String(request.getParam('url'));
    const id = this.hooks.applyFilters<number>('oembed_request_post_id', await this.postIdOf(url), url);
    return (await oembedDataForPost(this.site, id, Number(request.getParam('maxwidth')))) ?? invalidUrl();
  }

  async getProxyItemPermissionsCheck(): Promise<true | RestError> {
    if (await currentUserCan(this.capabilities, 'edit_posts')) return true;
    return denied('rest_forbidden', 'Sorry, you are not allowed to make proxied oEmbed requests.');
  }

  @Route('/proxy')
  @Args((c: OEmbedController) => c.proxyArgs())
  @Permission('getProxyItemPermissionsCheck')
  async getProxyItem(request: RestRequest): Promise<OEmbedData | RestError> {
    const { _svcnonce: _nonce, ...args } = request.getParams();
    const cacheKey = JSON.stringify(Object.entries(args).sort(([a], [b]) => a.localeCompare(b)));
    const cached = this.cache.get(cacheKey);
    if (cached !== undefined) return cached;
    const url = String(args.url);
    const maxwidth = args.maxwidth === undefined ? undefined : Number(args.maxwidth);
    const maxheight = args.maxheight === undefined ? undefined : Number(args.maxheight);
    // A URL of this site is answered from its post, without a request.
    const own = await oembedDataForPost(this.site, this.hooks.applyFilters<number>('oembed_request_post_id', await this.postIdOf(url), url), maxwidth ?? 0);
    if (own !== undefined) return own;
    const pre = this.hooks.applyFilters<OEmbedData | null>('pre_oembed_result', null, url, args);
    if (pre !== null) return pre;
    const access = { fetcher: this.options.remoteFetcher, hosts: this.options.remoteHosts };
    const data = await fetchOEmbed(access, this.options.oembedProviders, { url, maxwidth, maxheight, discover: args.discover !== false });
    if (data === undefined) return invalidUrl();
    data.html = this.hooks.applyFilters<unknown>('oembed_result', data.html, url, args);
    this.cache.set(cacheKey, data, this.hooks.applyFilters<number>('rest_oembed_ttl', DAY_IN_SECONDS, url, args));
    return data;
  }

  private postIdOf(url: string): Promise<number> {
    return postIdFromUrl(this.options, this.site.storage.posts, this.site.postTypes, url);
  }
}
