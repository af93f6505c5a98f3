/**
 * The theme.json font settings the font controllers read and write (WordPress's
 * WP_Font_Utils and the settings parts of its font families and faces
 * controllers): their schemas, how each setting is cleaned, the slug that tells
 * two faces apart, and the checks of the JSON strings clients send them as.
 */
import { RestError } from '../../src/errors/RestError';
import { validateValueFromSchema } from '../../src/schema/index';
import { sanitizeUrl } from '../../src/schema/formats/url';
import { sanitizeTextField } from '../../src/schema/formats/textField';
import type { Schema } from '../../src/schema/types';
import { isEmpty, isSet, toPhpString } from '../../src/schema/php';
import { sanitizeSlug } from '../../src/storage/sql/values';

export type FontSettings = Record<string, unknown>;
type Sanitizer = (value: unknown) => unknown;

const ALL_CONTEXTS = ['view', 'edit', 'embed'];
const text = (description: string, extra: Partial<Schema> = {}): Schema => ({ description, type: 'string', ...extra });

/** The newest theme.json version the font controllers write (WordPress's LATEST_THEME_JSON_VERSION_SUPPORTED). */
export const THEME_JSON_VERSION = 3;

export const THEME_JSON_VERSION_SCHEMA: Schema = {
  description: 'Version of the theme.json schema used for the typography settings.',
  type: 'integer', default: THEME_JSON_VERSION, minimum: 2, maximum: THEME_JSON_VERSION, context: ALL_CONTEXTS,
};

export const FAMILY_SETTINGS_SCHEMA: Schema = {
  description: 'font-face definition in theme.json format.',
  type: 'object',
  context: ALL_CONTEXTS,
  properties: {
    name: text('Name of the font family preset, translatable.'),
    slug: text('Kebab-case unique identifier for the font family preset.'),
    fontFamily: text('CSS font-family value.'),
    preview: text('URL to a preview image of the font family.', { format: 'uri', default: '' }),
  },
  required: ['name', 'slug', 'fontFamily'],
  additionalProperties: false,
};

export const FACE_SETTINGS_SCHEMA: Schema = {
  description: 'font-face declaration in theme.json format.',
  type: 'object',
  context: ALL_CONTEXTS,
  properties: {
    fontFamily: text('CSS font-family value.', { default: '' }),
    fontStyle: text('CSS font-style value.', { default: 'normal' }),
    // A list of types rather than oneOf: "400" passes as a string and as an integer.
    fontWeight: { description: 'List of available font weights, separated by a space.', default: '400', type: ['string', 'integer'] },
    fontDisplay: text('CSS font-display value.', { default: 'fallback', enum: ['auto', 'block', 'fallback', 'swap', 'optional'] }),
    src: {
      description: 'Paths or URLs to the font files.',
      anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
      default: [],
    },
    fontStretch: text('CSS font-stretch value.'),
    ascentOverride: text('CSS ascent-override value.'),
    descentOverride: text('CSS descent-override value.'),
    fontVariant: text('CSS font-variant value.'),
    fontFeatureSettings: text('CSS font-feature-settings value.'),
    fontVariationSettings: text('CSS font-variation-settings value.'),
    lineGapOverride: text('CSS line-gap-override value.'),
    sizeAdjust: text('CSS size-adjust value.'),
    unicodeRange: text('CSS unicode-range value.'),
    preview: text('URL to a preview image of the font face.', { format: 'uri', default: '' }),
  },
  required: ['fontFamily', 'src'],
  additionalProperties: false,
};

/** A font family name in quotes when it holds anything but letters and dashes (and is no `generic(…)`), per CSS Fonts 4. */
function quotedWhenNeeded(item: string): string {
  const trimmed = item.trim();
  if (/^(?!generic\([a-zA-Z-]+\)$)(?!^[a-zA-Z-]+$).+/.test(trimmed)) return `"${trimmed.replace(/^["']+|["']+$/g, '')}"`;
  return trimmed;
}

/** WordPress's WP_Font_Utils::sanitize_font_family: clean text, each comma-separated name quoted when needed. */
export function sanitizeFontFamily(value: unknown): string {
  if (isEmpty(value)) return '';
  const output = sanitizeTextField(value);
  if (!output.includes(',')) return quotedWhenNeeded(output);
  return output.split(',').map(quotedWhenNeeded).filter((item) => item !== '').join(', ');
}

/** An HTTP(S) URL with a host and no credentials, parsed; undefined otherwise. */
function httpUrl(value: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.username === '' && url.password === '' ? url : undefined;
}

/** Whether a host names this machine or a private network by its address (what wp_http_validate_url refuses). */
function isPrivateHost(host: string): boolean {
  if (host === 'localhost' || host === '[::1]') return true;
  const octets = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(host)?.slice(1).map(Number);
  if (octets === undefined) return false;
  const [a, b] = octets as [number, number];
  return a === 127 || a === 10 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

/**
 * WordPress's wp_http_validate_url without the DNS lookup: an HTTP(S) URL with a
 * host and no credentials; unless on the site's own host, not a private or
 * loopback address; on ports 80, 443 or 8080, or the site's own.
 */
export function isHttpUrl(value: string, siteUrl: string): boolean {
  const url = httpUrl(value);
  if (url === undefined) return false;
  const site = httpUrl(siteUrl);
  const sameHost = site !== undefined && site.hostname === url.hostname;
  if (!sameHost && isPrivateHost(url.hostname)) return false;
  return url.port === '' || ['80', '443', '8080'].includes(url.port) || (sameHost && site.port === url.port);
}

/** A face's `src`: a URL cleaned as one, anything else (a file reference) kept as text. */
function sanitizeSrc(value: unknown): string {
  const src = toPhpString(value).replace(/^[ \t\n\r\0\v]+/, '');
  return httpUrl(src) !== undefined ? sanitizeUrl(src) : src;
}

const FAMILY_SANITIZERS: Readonly<Record<string, Sanitizer>> = {
  name: sanitizeTextField,
  slug: (value) => sanitizeSlug(toPhpString(value)),
  fontFamily: sanitizeFontFamily,
  preview: sanitizeUrl,
};

const FACE_SANITIZERS: Readonly<Record<string, Sanitizer>> = {
  ...Object.fromEntries(Object.keys(FACE_SETTINGS_SCHEMA.properties!).map((key) => [key, sanitizeTextField])),
  fontFamily: sanitizeFontFamily,
  src: (value) => (Array.isArray(value) ? value.map(sanitizeSrc) : sanitizeSrc(value)),
  preview: sanitizeUrl,
};

function sanitizeWith(sanitizers: Readonly<Record<string, Sanitizer>>, settings: FontSettings): FontSettings {
  const clean: FontSettings = {};
  for (const [key, value] of Object.entries(settings)) clean[key] = sanitizers[key] === undefined ? value : sanitizers[key](value);
  return clean;
}

export const sanitizeFamilySettings = (settings: FontSettings): FontSettings => sanitizeWith(FAMILY_SANITIZERS, settings);
export const sanitizeFaceSettings = (settings: FontSettings): FontSettings => sanitizeWith(FACE_SANITIZERS, settings);

/** The settings a JSON string holds (PHP's json_decode to an array), or undefined when it holds none. */
export function decodeSettings(value: unknown): FontSettings | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const decoded = JSON.parse(value) as unknown;
    return decoded === null ? undefined : (decoded as FontSettings);
  } catch {
    return undefined;
  }
}

export const invalidSettings = (message: string): RestError => new RestError('rest_invalid_param', message, { status: 400 });

/** The settings checked against `schema`; a failure carries status 400 as WordPress adds it. */
export function validateSettings(settings: unknown, schema: Schema, param: string): true | RestError {
  const valid = validateValueFromSchema(settings, schema, param);
  if (valid === true) return true;
  valid.addData({ status: 400 });
  return valid;
}

/** The first required setting sent empty, reported as `<label>[ key ] cannot be empty.` (WordPress's spacing). */
export function emptyRequiredSetting(settings: FontSettings, required: readonly string[], label: string): RestError | undefined {
  for (const key of required) {
    if (isSet(settings[key]) && isEmpty(settings[key])) return invalidSettings(`${label}[ ${key} ] cannot be empty.`);
  }
  return undefined;
}

const STRETCH_KEYWORDS: ReadonlyArray<readonly [string, string]> = [
  ['ultra-condensed', '50%'], ['extra-condensed', '62.5%'], ['condensed', '75%'], ['semi-condensed', '87.5%'], ['normal', '100%'],
  ['semi-expanded', '112.5%'], ['expanded', '125%'], ['extra-expanded', '150%'], ['ultra-expanded', '200%'],
];

/**
 * WordPress's WP_Font_Utils::get_font_face_slug: family, style, weight, stretch and
 * unicode range normalised (`open sans;normal;400;100%;U+0-10FFFF`), so two faces a
 * browser would match the same way get the same slug.
 */
export function fontFaceSlug(settings: FontSettings): string {
  const setting = (key: string, fallback: string): string => (settings[key] === undefined || settings[key] === null ? fallback : toPhpString(settings[key]));
  const family = setting('fontFamily', '').toLowerCase();
  const style = setting('fontStyle', 'normal').toLowerCase();
  const weight = setting('fontWeight', '400').toLowerCase().replaceAll('normal', '400').replaceAll('bold', '700');
  // One keyword after the other, as PHP's str_replace with lists does.
  let stretch = setting('fontStretch', '100%').toLowerCase();
  for (const [keyword, percent] of STRETCH_KEYWORDS) stretch = stretch.replaceAll(keyword, percent);
  const range = setting('unicodeRange', 'U+0-10FFFF').toUpperCase();
  const parts = [family, style, weight, stretch, range].map((part) => part.replace(/["';]/g, '').trim().replace(/,\s+/g, ','));
  return sanitizeTextField(parts.join(';'));
}
