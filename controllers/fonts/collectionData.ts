/**
 * A font collection's data cleaned as WordPress's WP_Font_Collection cleans it
 * (WP_Font_Utils::sanitize_from_schema): only the keys its schema knows, each
 * value through its sanitizer, lists item by item, empty values dropped.
 */
import { isEmpty, toPhpString } from '../../src/schema/php';
import { sanitizeTextField } from '../../src/schema/formats/textField';
import { sanitizeUrl } from '../../src/schema/formats/url';
import { sanitizeSlug } from '../../src/storage/sql/values';
import { sanitizeFontFamily } from './fontSettings';

type Sanitizer = (value: unknown) => unknown;
/** A sanitizer for a value, the shape of an object, or a one-item list giving the shape of each item. */
type Shape = Sanitizer | { [key: string]: Shape } | [Shape];

const text: Sanitizer = sanitizeTextField;
const slug: Sanitizer = (value) => sanitizeSlug(toPhpString(value));
const url: Sanitizer = sanitizeUrl;

const FONT_FACE: Shape = {
  fontFamily: sanitizeFontFamily, fontStyle: text, fontWeight: text, src: (value) => (Array.isArray(value) ? value.map(url) : url(value)),
  preview: url, fontDisplay: text, fontStretch: text, ascentOverride: text, descentOverride: text, fontVariant: text,
  fontFeatureSettings: text, fontVariationSettings: text, lineGapOverride: text, sizeAdjust: text, unicodeRange: text,
};

const COLLECTION: Shape = {
  font_families: [{
    font_family_settings: { name: text, slug, fontFamily: sanitizeFontFamily, preview: url, fontFace: [FONT_FACE] },
    categories: [slug],
  }],
  categories: [{ name: text, slug }],
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function sanitizeValue(value: unknown, shape: Shape): unknown {
  if (typeof shape === 'function') return isObject(value) || Array.isArray(value) ? undefined : shape(value);
  if (Array.isArray(shape)) return Array.isArray(value) ? value.map((item) => sanitizeValue(item, shape[0])) : undefined;
  return isObject(value) ? sanitizeObject(value, shape) : undefined;
}

function sanitizeObject(tree: Record<string, unknown>, shape: { [key: string]: Shape }): Record<string, unknown> {
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (!Object.hasOwn(shape, key)) continue;
    const sanitized = sanitizeValue(value, shape[key]!);
    if (sanitized !== undefined && !isEmpty(sanitized)) clean[key] = sanitized;
  }
  return clean;
}

/** The collection's `font_families` and `categories`, cleaned. */
export function sanitizeCollectionData(data: { font_families: unknown[]; categories: unknown[] }): { font_families: unknown[]; categories: unknown[] } {
  const clean = sanitizeObject(data, COLLECTION as { [key: string]: Shape });
  return { font_families: (clean.font_families as unknown[] | undefined) ?? [], categories: (clean.categories as unknown[] | undefined) ?? [] };
}
