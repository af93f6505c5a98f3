/**
 * WordPress's WP_REST_URL_Details_Controller under `wp-block-editor/v1/url-details`:
 * read it beside `class-wp-rest-url-details-controller.php`. The page is fetched
 * through the app's allow-listed remote fetcher (none by default: every URL then
 * answers `no_response`), and its head is cached for an hour.
 */
import {
  Args, Controller, Permission, Route, RestError, type ArgSchemaMap, type Schema, type RestRequest, RestResponse, SiteController,
} from '../kit';
import { findHeadInformation } from './headInformation';
import { fetchRemote } from './remoteFetcher';
import { TransientCache } from './TransientCache';
import { denied } from '../shared/restErrors';
import { objectSchema } from '../shared/readonlyItemSchema';

const ALL_CONTEXTS = ['view', 'edit', 'embed'];
/** WordPress's limit_response_size for the page: 150 KB. */
const RESPONSE_LIMIT = 150 * 1024;
const HOUR_IN_SECONDS = 3600;
/** The WordPress release whose behaviour this serves, for the fetch's user agent. */
const WORDPRESS_VERSION = '7.1';

const field = (description: string, extra: Schema = {}): Schema => ({ description, type: 'string', ...extra, context: ALL_CONTEXTS, readonly: true });

/** wp_http_validate_url's checks that need no network: an http(s) URL with a host and no credentials (the allow-list stands in for its address checks). */
export function isFetchableUrl(value: unknown): boolean {
  let url: URL;
  try {
    url = new URL(String(value));
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.username === '' && url.password === '';
}

@Controller('wp-block-editor/v1', { restBase: 'url-details' })
export class UrlDetailsController extends SiteController {
  private cache: TransientCache<string> | undefined;

  protected override buildItemSchema(): Schema {
    return objectSchema('url-details', {
      title: field('The contents of the <title> element from the URL.'),
      icon: field('The favicon image link of the <link rel="icon"> element from the URL.', { format: 'uri' }),
      description: field('The content of the <meta name="description"> element from the URL.'),
      image: field('The Open Graph image link of the <meta property="og:image"> or <meta property="og:image:url"> element from the URL.', { format: 'uri' }),
    });
  }

  static urlArgs(): ArgSchemaMap {
    return {
      url: {
        required: true,
        description: 'The URL to process.',
        validate_callback: (value) => isFetchableUrl(value),
        sanitize_callback: (value) => String(value).trim(),
        type: 'string',
        format: 'uri',
      },
    };
  }

  async permissionsCheck(): Promise<true | RestError> {
    if (await this.can('edit_posts')) return true;
    for (const type of this.postTypes.restTypes()) if (await this.can(type.cap.edit_posts)) return true;
    return denied('rest_cannot_view_url_details', 'Sorry, you are not allowed to process remote URLs.');
  }

  @Route('', { schema: false })
  @Args(() => UrlDetailsController.urlArgs())
  @Permission('permissionsCheck')
  async parseUrlDetails(request: RestRequest): Promise<RestResponse | RestError> {
    const url = String(request.getParam('url') ?? '').replace(/[/\\]+$/, '');
    if (url === '') return new RestError('rest_invalid_url', 'Invalid URL', { status: 404 });
    this.cache ??= new TransientCache(this.options.now);
    let body = this.cache.get(url);
    if (body === undefined) {
      const fetched = await this.remoteBody(url);
      if (fetched instanceof RestError) return fetched;
      body = fetched;
      this.cache.set(url, body, this.hooks.applyFilters<number>('rest_url_details_cache_expiration', HOUR_IN_SECONDS));
    }
    const data = await this.addAdditionalFieldsToObject({ ...findHeadInformation(body, url) }, request);
    return this.hooks.applyFilters<RestResponse>('rest_prepare_url_details', new RestResponse(data), url, request, body);
  }

  /** The page's body (its first 150 KB), or WordPress's error for a failed or empty answer. */
  private async remoteBody(url: string): Promise<string | RestError> {
    const args = this.hooks.applyFilters<{ limit_response_size: number; 'user-agent': string }>(
      'rest_url_details_http_request_args',
      { limit_response_size: RESPONSE_LIMIT, 'user-agent': `WP-URLDetails/${WORDPRESS_VERSION} (+${this.options.baseUrl})` },
      url,
    );
    const access = { fetcher: this.options.remoteFetcher, hosts: this.options.remoteHosts };
    const page = await fetchRemote(access, url, { 'User-Agent': args['user-agent'] }, args.limit_response_size);
    if (page === undefined || page.status !== 200) {
      return new RestError('no_response', 'URL not found. Response returned a non-200 status code for this URL.', { status: 404 });
    }
    if (page.body === '') return new RestError('no_content', 'Unable to retrieve body from response at this URL.', { status: 404 });
    return page.body;
  }
}
