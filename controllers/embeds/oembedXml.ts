/**
 * `GET /oembed/1.0/embed?format=xml`: the answer as oEmbed XML instead of JSON
 * (WordPress's _oembed_rest_pre_serve_request and _oembed_create_xml), served
 * from `rest_pre_serve_request` with a `text/xml` content type.
 */
import type { Hooks } from '../../src/hooks/Hooks';
import type { RestRequest } from '../../src/server/RestRequest';
import type { RestResponse } from '../../src/server/RestResponse';
import type { HeaderList } from '../../src/server/HeaderList';

const EMBED_ROUTE = '/oembed/1.0/embed';

/** esc_html: markup characters escaped, entities already in the text kept. */
function escapeText(text: string): string {
  return text.replace(/&(?!#?[a-zA-Z0-9]+;)/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;');
}

/** The elements of `data` (numeric keys become `oembed`, nested maps nest). */
function elements(data: Record<string, unknown> | unknown[]): string {
  return Object.entries(data).map(([key, value]) => {
    const name = /^\d+$/.test(key) ? 'oembed' : key;
    if (typeof value === 'object' && value !== null) return `<${name}>${elements(value as Record<string, unknown>)}</${name}>`;
    const text = value === true ? '1' : value === false || value === null || value === undefined ? '' : String(value);
    return text === '' ? `<${name}/>` : `<${name}>${escapeText(text)}</${name}>`;
  }).join('');
}

/** The XML document of the data, false when there is nothing to write. */
export function oembedXml(data: unknown): string | false {
  if (typeof data !== 'object' || data === null || Object.keys(data).length === 0) return false;
  return `<?xml version="1.0"?>\n<oembed>${elements(data as Record<string, unknown>)}</oembed>\n`;
}

export function serveOEmbedXml(hooks: Hooks): void {
  hooks.addFilter('rest_pre_serve_request', (served: unknown, response: RestResponse, request: RestRequest, _server: unknown, headers: HeaderList) => {
    if (served !== false || request.getRoute() !== EMBED_ROUTE || request.getMethod() !== 'GET' || request.getParam('format') !== 'xml') return served;
    const xml = oembedXml(response.getData());
    if (xml === false) return served;
    headers.set('Content-Type', 'text/xml; charset=UTF-8');
    return xml;
  });
}
