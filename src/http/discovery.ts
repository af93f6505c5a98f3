import type { RestUrls } from '../server/RestUrls';

/** The link relation that names a WordPress-style REST interface root. */
export const API_LINK_RELATION = 'https://api.w.org/';

/**
 * SPEC "Discovery": the three ways a page advertises the API root. Each gives
 * nothing (an empty string, or a document without the api entry) when the root
 * is empty, e.g. because a `rest_url` filter removed it.
 */

/** `<{root}>; rel="https://api.w.org/"`, the value of a `Link` header. */
export function restLinkHeader(urls: RestUrls): string {
  const root = cleanUrl(urls.restUrl());
  return root === '' ? '' : `<${root}>; rel="${API_LINK_RELATION}"`;
}

/** `<link rel="https://api.w.org/" href="{root}" />` for an HTML head. */
export function restLinkElement(urls: RestUrls): string {
  const root = cleanUrl(urls.restUrl());
  return root === '' ? '' : `<link rel="${API_LINK_RELATION}" href="${escapeAttribute(root)}" />`;
}

/**
 * The editor-discovery (RSD) document with the interface's api entry: named
 * `WP-API` as WordPress names it (clients look for that name), not preferred,
 * blog 1, linking the root.
 */
export function editorDiscoveryDocument(urls: RestUrls, homeUrl = ''): string {
  const root = cleanUrl(urls.restUrl());
  const api = root === '' ? '' : `\t\t\t<api name="WP-API" blogID="1" preferred="false" apiLink="${escapeAttribute(root)}" />\n`;
  return (
    '<?xml version="1.0" encoding="UTF-8"?><rsd version="1.0" xmlns="http://archipelago.phrasewise.com/rsd">\n' +
    '\t<service>\n' +
    '\t\t<engineName>svc-rest</engineName>\n' +
    `\t\t<homePageLink>${escapeAttribute(cleanUrl(homeUrl))}</homePageLink>\n` +
    '\t\t<apis>\n' +
    api +
    '\t\t</apis>\n' +
    '\t</service>\n' +
    '</rsd>\n'
  );
}

/** Drops characters that cannot appear in a URL (spaces become %20), as WordPress cleans URLs for output. */
export function cleanUrl(url: string): string {
  return url.trim().replace(/ /g, '%20').replace(/[^a-z0-9\-~+_.?#=!&;,/:%@$|*'()[\]\u0080-\uffff]/gi, '');
}

/** Escapes a (cleaned) URL for an HTML or XML attribute. */
export function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&#038;').replace(/'/g, '&#039;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
