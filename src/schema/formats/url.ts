/**
 * URL sanitizing for storage (WordPress's `esc_url_raw`): characters that cannot be
 * in a URL are dropped, encoded line breaks removed, a scheme-less address gets
 * `http://`, brackets outside the host are encoded, and a URL whose scheme is not
 * an allowed protocol becomes `''`.
 */
import { isScalar } from '../values';
import { toPhpString } from '../php';

export const ALLOWED_PROTOCOLS: readonly string[] = [
  'http', 'https', 'ftp', 'ftps', 'mailto', 'news', 'irc', 'irc6', 'ircs', 'gopher', 'nntp', 'feed',
  'telnet', 'mms', 'rtsp', 'sms', 'svn', 'tel', 'fax', 'xmpp', 'webcal', 'urn',
];

const NOT_URL_CHAR = /[^a-z0-9\-~+_.?#=!&;,/:%@$|*'()[\]\u0080-\uffff]/gi;
const ENCODED_BREAK = /%0[ad]/gi;
const HAS_ENCODED_BREAK = /%0[ad]/i;
const PHP_FILE = /^[a-z0-9-]+?\.php/i;
const URL_FRONT = /^(?:[a-z][a-z0-9+.-]*:)?\/\/(?:[^/?#@[\]]*@)?(?:\[[^\]]*\]|[^/?#:[\]]*)(?::\d*)?/i;
const SCHEME_SEPARATOR = /:|&#0*58;|&#x0*3a;|&colon;/i;
const CONTROL_CHARS = /[\x00-\x08\x0B\x0C\x0E-\x1F]/g;

function decodeNumericEntities(text: string): string {
  return text
    .replace(/&#0*(\d+);?/g, (_, code: string) => String.fromCodePoint(Number(code) % 0x110000))
    .replace(/&#x0*([0-9a-f]+);?/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16) % 0x110000));
}

/** One pass of protocol filtering: an unknown scheme is removed, leaving what followed it. */
function stripBadProtocolOnce(url: string, depth = 1): string {
  const separator = SCHEME_SEPARATOR.exec(url);
  if (separator === null) return url;
  const head = url.slice(0, separator.index);
  if (head.includes('/?')) return url;
  let rest = url.slice(separator.index + separator[0].length).trim();
  const scheme = decodeNumericEntities(head).replace(/\s/g, '').replace(CONTROL_CHARS, '').toLowerCase();
  const protocol = ALLOWED_PROTOCOLS.includes(scheme) ? `${scheme}:` : '';
  if (protocol === 'feed:') {
    if (depth > 2) return '';
    rest = stripBadProtocolOnce(rest, depth + 1);
    if (rest === '') return rest;
  }
  return protocol + rest;
}

function stripBadProtocols(url: string): string {
  let current = url.replace(CONTROL_CHARS, '');
  for (let pass = 0; pass < 6; pass++) {
    const next = stripBadProtocolOnce(current);
    if (next === current) return current;
    current = next;
  }
  return '';
}

export function sanitizeUrl(value: unknown): string {
  if (!isScalar(value)) return '';
  let url = toPhpString(value);
  if (url === '') return url;
  url = url.replace(/^[ \t\n\r\0\v]+/, '').replace(/ /g, '%20').replace(NOT_URL_CHAR, '');
  if (url === '') return url;
  if (!/^mailto:/i.test(url)) {
    while (HAS_ENCODED_BREAK.test(url)) url = url.replace(ENCODED_BREAK, '');
  }
  url = url.split(';//').join('://');
  if (!url.includes(':') && !'/#?'.includes(url[0]!) && !PHP_FILE.test(url)) url = `http://${url}`;
  if (url.includes('[') || url.includes(']')) {
    const front = URL_FRONT.exec(url)?.[0] ?? '';
    url = front + url.slice(front.length).replace(/\[/g, '%5B').replace(/\]/g, '%5D');
  }
  if (url[0] === '/') return url;
  const clean = stripBadProtocols(url);
  return clean.toLowerCase() === url.toLowerCase() ? clean : '';
}
