/**
 * The PHP value semantics WordPress's schema code relies on (casts, `is_numeric`,
 * `empty`, string conversion, `number_format`), re-expressed for JavaScript values.
 * A JS number stands for both PHP int and float.
 */
import { isEmptyObject, isList, isPlainObject } from './values';

/** PHP 8 numeric string: optional surrounding whitespace, sign, digits/decimal, exponent. */
const NUMERIC_STRING = /^[ \t\n\r\v\f]*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?[ \t\n\r\v\f]*$/;
/** The leading numeric part PHP uses when casting a string to a number. */
const NUMERIC_PREFIX = /^[ \t\n\r\v\f]*([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?)/;
/** Plain decimal digits: the common query-string case, castable with Number() directly. */
const DIGITS = /^\d{1,15}$/;

/** PHP `is_numeric`. */
export function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isNaN(value);
  return typeof value === 'string' && NUMERIC_STRING.test(value);
}

/** PHP `(float)`. */
export function toFloat(value: unknown): number {
  switch (typeof value) {
    case 'number':
      return value;
    case 'string': {
      if (DIGITS.test(value)) return Number(value);
      const match = NUMERIC_PREFIX.exec(value);
      return match === null ? 0 : Number(match[1]);
    }
    case 'boolean':
      return value ? 1 : 0;
    case 'bigint':
      return Number(value);
    default:
      if (value === null || value === undefined) return 0;
      return isList(value) ? (value.length > 0 ? 1 : 0) : isPlainObject(value) ? (isEmptyObject(value) ? 0 : 1) : 1;
  }
}

/** PHP `(int)`: truncation of the float cast; non-finite results become 0. */
export function toInt(value: unknown): number {
  const float = toFloat(value);
  if (!Number.isFinite(float)) return 0;
  const int = Math.trunc(float);
  return int === 0 ? 0 : int; // never -0
}

/** PHP's default string conversion of a float (precision 14, `1.0E+25` style exponents). */
export function numberToString(value: number): string {
  if (Number.isNaN(value)) return 'NAN';
  if (!Number.isFinite(value)) return value > 0 ? 'INF' : '-INF';
  if (Number.isInteger(value) && Math.abs(value) < 1e15) return String(value === 0 ? 0 : value);
  const [mantissa, exponentText] = value.toExponential(13).split('e');
  const exponent = Number(exponentText);
  if (exponent < -4 || exponent >= 15) {
    let digits = mantissa!.replace(/0+$/, '');
    if (digits.endsWith('.')) digits += '0';
    if (!digits.includes('.')) digits += '.0';
    return `${digits}E${exponent < 0 ? '-' : '+'}${Math.abs(exponent)}`;
  }
  return String(Number(value.toPrecision(14)));
}

/** PHP `(string)` / `strval`. Arrays become `Array`, as PHP does (with a warning). */
export function toPhpString(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return numberToString(value);
    case 'boolean':
      return value ? '1' : '';
    case 'bigint':
      return String(value);
    case 'undefined':
      return '';
    default:
      if (value === null) return '';
      if (isList(value) || isPlainObject(value)) return 'Array';
      return String(value);
  }
}

/**
 * PHP `empty()`: undefined, null, false, 0, '', '0', an empty list and an empty
 * plain object. The one home of PHP truthiness: use it (or isTruthy) rather than
 * spelling out `=== '' || === '0'` again.
 */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === '' || value === '0') {
    return true;
  }
  if (isList(value)) return value.length === 0;
  if (isPlainObject(value)) return isEmptyObject(value);
  return false;
}

/** PHP boolean conversion `(bool)`. */
export function isTruthy(value: unknown): boolean {
  return !isEmpty(value);
}

/** PHP `isset($array[$key])` for a schema keyword: present and not null. */
export function isSet(value: unknown): boolean {
  return value !== undefined && value !== null;
}

/** WordPress `number_format_i18n` for the default locale: rounded, `,` thousands separator. */
export function formatNumber(value: unknown): string {
  const float = toFloat(value);
  const rounded = Math.sign(float) * Math.round(Math.abs(float));
  const digits = String(Math.abs(rounded));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rounded < 0 ? `-${grouped}` : grouped;
}

/** PHP `sprintf('%d', $x)`. */
export function formatInteger(value: unknown): string {
  return String(toInt(value));
}

/** `_n()` without translations: the singular form only when the count equals 1. */
export function plural(count: unknown, singular: string, pluralForm: string): string {
  return toFloat(count) === 1 ? singular : pluralForm;
}

/** PHP `trim()` default characters. */
export function phpTrim(value: string): string {
  return value.replace(/^[ \t\n\r\0\v]+|[ \t\n\r\0\v]+$/g, '');
}
