/**
 * WordPress's WP_oEmbed for the proxy: find the provider of a URL (the app's
 * provider list, else discovery through the page's `<link type="application/json+oembed">`),
 * fetch its JSON answer through the app's remote fetcher, and turn it into
 * markup (data2html), keeping only a sandboxed iframe for providers found by
 * discovery, as wp_filter_oembed_result does.
 */
import { escapeHtml } from '../blocks/html';
import { attributeText, htmlTags } from './htmlTags';
import { fetchRemote, type RemoteAccess } from './remoteFetcher';
import type { OEmbedProvider } from '../../src/app/builtInOptions';
export type { OEmbedProvider };

export interface OEmbedRequest {
  url: string;
  maxwidth?: number;
  maxheight?: number;
  discover: boolean;
}

/** Bytes read of a page during discovery and of a provider's answer (WordPress's 150 KB). */
const RESPONSE_LIMIT = 150 * 1024;
const DISCOVERY_TYPES = ['application/json+oembed'];
const IFRAME_ATTRIBUTES = ['src', 'width', 'height', 'frameborder', 'marginwidth', 'marginheight', 'scrolling', 'title'];

/** A provider's string pattern as WordPress reads it: `*` is a wildcard, `http://` also matches https. */
function providerRegExp(pattern: string | RegExp): RegExp {
  if (pattern instanceof RegExp) return pattern;
  const escaped = pattern.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('(.+)');
  return new RegExp(escaped.replace(/^http:/, 'https?:'), 'i');
}

/** The sanctioned provider endpoint of `url`, if any. */
export function sanctionedProvider(providers: readonly OEmbedProvider[], url: string): string | undefined {
  return providers.find((provider) => providerRegExp(provider.pattern).test(url))?.endpoint;
}

/** WP_oEmbed::discover: the JSON oEmbed endpoint the page at `url` announces in a link tag. */
async function discoverEndpoint(access: RemoteAccess, url: string): Promise<string | undefined> {
  const page = await fetchRemote(access, url, {}, RESPONSE_LIMIT);
  if (page === undefined || page.status !== 200) return undefined;
  for (const tag of htmlTags(page.body)) {
    if (tag.name === 'BODY') break;
    if (tag.name !== 'LINK' || tag.closer) continue;
    const type = attributeText(tag, 'type')?.toLowerCase() ?? '';
    const href = attributeText(tag, 'href');
    if (DISCOVERY_TYPES.includes(type) && href !== undefined && href !== '') return new URL(href, url).toString();
  }
  return undefined;
}

/** The endpoint URL with the request's arguments (maxwidth, maxheight, url, dnt, format) set. */
function endpointUrl(endpoint: string, request: OEmbedRequest): string {
  const target = new URL(endpoint);
  if (request.maxwidth !== undefined) target.searchParams.set('maxwidth', String(request.maxwidth));
  if (request.maxheight !== undefined) target.searchParams.set('maxheight', String(request.maxheight));
  target.searchParams.set('url', request.url);
  target.searchParams.set('dnt', '1');
  target.searchParams.set('format', 'json');
  return target.toString();
}

/**
 * The provider's data for `request.url` with its `html` made (and, for a provider
 * found by discovery, filtered), or undefined when no provider answered.
 */
export async function fetchOEmbed(access: RemoteAccess, providers: readonly OEmbedProvider[], request: OEmbedRequest): Promise<Record<string, unknown> | undefined> {
  const sanctioned = sanctionedProvider(providers, request.url);
  const endpoint = sanctioned ?? (request.discover ? await discoverEndpoint(access, request.url) : undefined);
  if (endpoint === undefined) return undefined;
  const answer = await fetchRemote(access, endpointUrl(endpoint, request), {}, RESPONSE_LIMIT);
  if (answer === undefined || answer.status !== 200) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(answer.body);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const record = data as Record<string, unknown>;
  let html = dataToHtml(record, request.url);
  if (html !== false) html = withIframeTitle(html, record);
  if (html !== false && sanctioned === undefined) html = filterUntrustedHtml(html, record);
  return { ...record, html };
}

/** WP_oEmbed::data2html: markup for each oEmbed type, false when the data cannot make any. */
function dataToHtml(data: Record<string, unknown>, url: string): string | false {
  const text = (key: string): string => (typeof data[key] === 'string' ? data[key] : '');
  switch (data.type) {
    case 'photo':
      if (text('url') === '' || data.width === undefined || data.height === undefined) return false;
      return `<a href="${escapeHtml(url)}"><img src="${escapeHtml(text('url'))}" alt="${escapeHtml(text('title'))}" width="${escapeHtml(String(data.width))}" height="${escapeHtml(String(data.height))}" /></a>`;
    case 'video':
    case 'rich':
      return text('html') !== '' ? text('html') : false;
    case 'link':
      return text('title') !== '' ? `<a href="${escapeHtml(url)}">${escapeHtml(text('title'))}</a>` : false;
    default:
      return false;
  }
}

/** wp_filter_oembed_iframe_title_attribute: a rich or video iframe without a title gets the data's title. */
function withIframeTitle(html: string, data: Record<string, unknown>): string {
  if (data.type !== 'rich' && data.type !== 'video') return html;
  const title = typeof data.title === 'string' ? data.title : '';
  if (title === '' || /<iframe[^>]*\stitle\s*=/i.test(html)) return html;
  return html.replace(/<iframe /i, `<iframe title="${escapeHtml(title)}" `);
}

/**
 * wp_filter_oembed_result for providers not on the list: only an iframe (with
 * its safe attributes, sandboxed) and the blockquote before it survive; without
 * an iframe the markup is refused.
 */
function filterUntrustedHtml(html: string, data: Record<string, unknown>): string | false {
  if (data.type !== 'rich' && data.type !== 'video') return html;
  const iframe = [...htmlTags(html)].find((tag) => tag.name === 'IFRAME' && !tag.closer);
  if (iframe === undefined) return false;
  const attributes = IFRAME_ATTRIBUTES.flatMap((name) => {
    const value = attributeText(iframe, name);
    return value === undefined ? [] : [`${name}="${escapeHtml(value)}"`];
  });
  const quote = /<blockquote[^>]*>([\s\S]*?)<\/blockquote>/i.exec(html.slice(0, iframe.start));
  const blockquote = quote === null ? '' : `<blockquote class="wp-embedded-content">${quote[1]!.replace(/<(?!\/?a[\s>])[^>]*>/gi, '')}</blockquote>`;
  return `${blockquote}<iframe class="wp-embedded-content" sandbox="allow-scripts" security="restricted" ${attributes.join(' ')}></iframe>`;
}
