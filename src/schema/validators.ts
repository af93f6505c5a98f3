/**
 * Validation of a value against a schema whose type is already resolved, following
 * SPEC "Validation (in order)": array, object, null, enum, number, boolean, string,
 * format, then bounds. Everything static was prepared in `Keywords`; the closures
 * only look at the value.
 */
import type { RestError } from '../errors/RestError';
import { parseHexColor } from './formats/hexColor';
import { isEmail } from './formats/email';
import { isIpAddress } from './formats/ip';
import { isUuid } from './formats/uuid';
import { isBoolean } from './boolean';
import { parseDate } from './date';
import type { Keywords } from './keywords';
import * as messages from './messages';
import { validateChild, type SchemaNode, type Validator } from './node';
import { noticeBadPattern } from './notices';
import { matchesPattern } from './pattern';
import { hasUniqueItems } from './unique';
import { countEntries, hasKey, isArrayLike, isListSeparator, isList, isObjectLike, strictEquals, toList, toObject, type PhpArray } from './values';

const PHP_NUMERIC = /^[ \t\n\r\v\f]*([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?)[ \t\n\r\v\f]*$/;

/** The number a PHP-numeric value stands for, or NaN when `is_numeric` would say no. */
export function numericValue(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return NaN;
  // Plain digits (the usual query-string case) without a regex.
  const length = value.length;
  if (length > 0 && length <= 15) {
    let number = 0;
    let i = 0;
    for (; i < length; i++) {
      const digit = value.charCodeAt(i) - 48;
      if (digit < 0 || digit > 9) break;
      number = number * 10 + digit;
    }
    if (i === length) return number;
  }
  const match = PHP_NUMERIC.exec(value);
  return match === null ? NaN : Number(match[1]);
}

/** Length in code points (PHP `mb_strlen`), not UTF-16 units. */
function codePointLength(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0xdc00 || unit > 0xdfff || i === 0 || (text.charCodeAt(i - 1) & 0xfc00) !== 0xd800) count++;
  }
  return count;
}

/** The `format` check, for the types it applies to (string, missing or unknown type). */
export function formatValidator(format: string | null): Validator | null {
  switch (format) {
    case 'hex-color':
      return (value) => (parseHexColor(value) === false ? messages.invalidHexColor() : true);
    case 'date-time':
      return (value) => (typeof value === 'string' && parseDate(value) !== false ? true : messages.invalidDate());
    case 'email':
      return (value) => (isEmail(value) ? true : messages.invalidEmail());
    case 'ip':
      return (value, param) => (isIpAddress(value) === false ? messages.invalidIp(param) : true);
    case 'uuid':
      return (value, param) => (isUuid(value) ? true : messages.invalidUuid(param));
    default:
      return null; // `uri` and unknown formats are not validated.
  }
}

/** SPEC rule 5: strict membership (with the prepared Set when the values are primitives). */
function enumCheck(keywords: Keywords): ((value: unknown) => boolean) | null {
  const { enumValues, enumSet } = keywords;
  if (enumValues === null) return null;
  if (enumSet !== null) return (value) => enumSet.has(value);
  return (value) => enumValues.some((candidate) => strictEquals(value, candidate));
}

/** Validates each item of a comma/whitespace separated string (see splitList). */
function validateListString(items: SchemaNode, text: string, param: string): true | RestError {
  let index = 0;
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    if (i === text.length || isListSeparator(text.charCodeAt(i))) {
      if (start >= 0) {
        const result = validateChild(items, text.slice(start, i), param, index++);
        if (result !== true) return result;
      }
      start = -1;
    } else if (start < 0) {
      start = i;
    }
  }
  return true;
}

function arrayValidator(keywords: Keywords, inEnum: ((value: unknown) => boolean) | null): Validator {
  const { items, minItems, maxItems, uniqueItems, enumValues } = keywords;
  // With only `items` to check, a comma string is checked piece by piece, never built into a list.
  const streams = items !== null && minItems === null && maxItems === null && !uniqueItems && inEnum === null;
  return (value, param) => {
    if (streams && typeof value === 'string') return validateListString(items!, value, param);
    if (!isArrayLike(value)) return messages.notOfType(param, 'array');
    const list = toList(value);
    if (items !== null) {
      for (let i = 0; i < list.length; i++) {
        const result = validateChild(items, list[i], param, i);
        if (result !== true) return result;
      }
    }
    if (minItems !== null && list.length < minItems.value) return messages.tooFewItems(param, minItems.raw);
    if (maxItems !== null && list.length > maxItems.value) return messages.tooManyItems(param, maxItems.raw);
    if (uniqueItems && !hasUniqueItems(list)) return messages.duplicateItems(param);
    if (inEnum !== null && !inEnum(list)) return messages.notInEnum(param, enumValues!);
    return true;
  };
}

function objectValidator(keywords: Keywords, inEnum: ((value: unknown) => boolean) | null): Validator {
  const { required, properties, patternProperties, additionalProperties, minProperties, maxProperties, enumValues } = keywords;
  const checkProperty = (key: string, value: unknown, param: string): true | RestError => {
    const property = properties?.get(key);
    if (property !== undefined) return validateChild(property, value, param, key);
    if (patternProperties !== null) {
      for (const [pattern, node] of patternProperties) {
        if (matchesPattern(pattern, key)) return validateChild(node, value, param, key);
      }
    }
    if (additionalProperties === false) return messages.forbiddenProperty(key);
    if (additionalProperties !== null) return validateChild(additionalProperties, value, param, key);
    return true;
  };
  const checkAll = (object: PhpArray, param: string): true | RestError => {
    if (isList(object)) {
      for (let i = 0; i < object.length; i++) {
        const result = checkProperty(String(i), object[i], param);
        if (result !== true) return result;
      }
      return true;
    }
    for (const key in object) {
      if (!Object.prototype.hasOwnProperty.call(object, key)) continue;
      const result = checkProperty(key, object[key], param);
      if (result !== true) return result;
    }
    return true;
  };
  return (value, param) => {
    if (!isObjectLike(value)) return messages.notOfType(param, 'object');
    const object = toObject(value);
    if (required !== null) {
      for (const name of required) if (!hasKey(object, name)) return messages.propertyRequired(name, param);
    }
    const result = checkAll(object, param);
    if (result !== true) return result;
    if (minProperties !== null && countEntries(object) < minProperties.value) return messages.tooFewProperties(param, minProperties.raw);
    if (maxProperties !== null && countEntries(object) > maxProperties.value) return messages.tooManyProperties(param, maxProperties.raw);
    if (inEnum !== null && !inEnum(object)) return messages.notInEnum(param, enumValues!);
    return true;
  };
}

function rangeTest(keywords: Keywords): ((value: number) => boolean) | null {
  const bounds = keywords.bounds;
  if (bounds === null) return null;
  const { min, max, exclusiveMinimum, exclusiveMaximum, hasMinimum, hasMaximum } = bounds;
  const belowMin = exclusiveMinimum ? (n: number) => n <= min : (n: number) => n < min;
  const aboveMax = exclusiveMaximum ? (n: number) => n >= max : (n: number) => n > max;
  if (hasMinimum && hasMaximum) return (n) => belowMin(n) || aboveMax(n);
  return hasMinimum ? belowMin : aboveMax;
}

function numberValidator(keywords: Keywords, type: 'integer' | 'number', inEnum: ((value: unknown) => boolean) | null): Validator {
  const { multipleOf, bounds, enumValues } = keywords;
  const outOfRange = rangeTest(keywords);
  const wholeOnly = type === 'integer';
  return (value, param) => {
    if (inEnum !== null && !inEnum(value)) return messages.notInEnum(param, enumValues!);
    const number = numericValue(value);
    if (number !== number) return messages.notOfType(param, type); // NaN: not numeric
    if (wholeOnly && Math.round(number) !== number) return messages.notOfType(param, 'integer');
    if (multipleOf !== null && number % multipleOf.value !== 0) return messages.notMultipleOf(param, multipleOf.raw);
    if (outOfRange !== null && outOfRange(number)) return messages.outOfBounds(param, bounds!);
    return true;
  };
}

function stringValidator(keywords: Keywords, format: Validator | null, inEnum: ((value: unknown) => boolean) | null): Validator {
  const { minLength, maxLength, pattern, patternRaw, enumValues } = keywords;
  return (value, param) => {
    if (inEnum !== null && !inEnum(value)) return messages.notInEnum(param, enumValues!);
    if (typeof value !== 'string') return messages.notOfType(param, 'string');
    // Code points never exceed UTF-16 units, so the unit count settles most cases.
    if (minLength !== null && (value.length < minLength.value || codePointLength(value) < minLength.value)) {
      return messages.tooShort(param, minLength.raw);
    }
    if (maxLength !== null && value.length > maxLength.value && codePointLength(value) > maxLength.value) {
      return messages.tooLong(param, maxLength.raw);
    }
    if (pattern !== null && !matchesPattern(pattern, value)) {
      if (pattern.regex === null) noticeBadPattern('validateValueFromSchema', param, pattern.source);
      return messages.patternMismatch(param, patternRaw);
    }
    return format === null ? true : format(value, param);
  };
}

/** The validator for one resolved type name (`undefined` or an unknown name: enum and format only). */
export function typedValidator(keywords: Keywords, type: unknown): Validator {
  const inEnum = enumCheck(keywords);
  const { enumValues } = keywords;
  switch (type) {
    case 'array':
      return arrayValidator(keywords, inEnum);
    case 'object':
      return objectValidator(keywords, inEnum);
    case 'null':
      return (value, param) => (value === null || value === undefined ? true : messages.notOfType(param, 'null'));
    case 'integer':
    case 'number':
      return numberValidator(keywords, type, inEnum);
    case 'boolean':
      return (value, param) => {
        if (inEnum !== null && !inEnum(value)) return messages.notInEnum(param, enumValues!);
        return isBoolean(value) ? true : messages.notOfType(param, 'boolean');
      };
    case 'string':
      return stringValidator(keywords, formatValidator(keywords.format), inEnum);
    default: {
      const format = formatValidator(keywords.format);
      return (value, param) => {
        if (inEnum !== null && !inEnum(value)) return messages.notInEnum(param, enumValues!);
        return format === null ? true : format(value, param);
      };
    }
  }
}

/** The type test WordPress uses to pick the best type of a type list. */
export function typeMatcher(type: string): ((value: unknown) => boolean) | null {
  switch (type) {
    case 'array':
      return isArrayLike;
    case 'object':
      return isObjectLike;
    case 'integer':
      return (value) => {
        const number = numericValue(value);
        return number === number && Math.round(number) === number;
      };
    case 'number':
      return (value) => !Number.isNaN(numericValue(value));
    case 'boolean':
      return isBoolean;
    case 'string':
      return (value) => typeof value === 'string';
    case 'null':
      return (value) => value === null || value === undefined;
    default:
      return null;
  }
}

