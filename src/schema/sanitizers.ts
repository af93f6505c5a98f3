/**
 * Sanitization of a value against a schema whose type is already resolved (SPEC
 * "Sanitization" table). Sanitizing never mutates the input.
 */
import { sanitizeBoolean } from './boolean';
import { sanitizeHexColor } from './formats/hexColor';
import { sanitizeTextField } from './formats/textField';
import { sanitizeUrl } from './formats/url';
import type { Keywords } from './keywords';
import * as messages from './messages';
import { sanitizeChild, type Sanitizer, type SchemaNode } from './node';
import { matchesPattern } from './pattern';
import { toFloat, toInt, toPhpString } from './php';
import { hasUniqueItems } from './unique';
import { castToArray, isList, toList, toObject } from './values';

/** `format` sanitizing, for the types it applies to; null when the format has none. */
export function formatSanitizer(format: string | null): Sanitizer | null {
  switch (format) {
    case 'hex-color':
      return sanitizeHexColor;
    case 'date-time':
    case 'email': // Deliberately not validated here: sanitizing an e-mail must not reject it.
    case 'ip':
    case 'uuid':
      return sanitizeTextField;
    case 'uri':
      return sanitizeUrl;
    default:
      return null;
  }
}

function arraySanitizer(keywords: Keywords): Sanitizer {
  const { sanitizeItems: items, uniqueItems } = keywords;
  if (items === null) return castToArray; // SPEC: without `items`, a plain array cast.
  return (value, param) => {
    const list = toList(value);
    const result = new Array<unknown>(list.length);
    for (let i = 0; i < list.length; i++) result[i] = sanitizeChild(items, list[i], param, i);
    // Sanitizing can make distinct inputs equal ("1" and 1 as integers): WordPress refuses that.
    if (uniqueItems && !hasUniqueItems(result)) return messages.duplicateItems(param);
    return result;
  };
}

function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

function objectSanitizer(keywords: Keywords): Sanitizer {
  const { properties, patternProperties, additionalProperties } = keywords;
  /** The schema an unknown-or-known property is sanitized with; false drops it, null keeps it. */
  const schemaFor = (key: string): SchemaNode | false | null => {
    const property = properties?.get(key);
    if (property !== undefined) return property;
    if (patternProperties !== null) {
      for (const [pattern, node] of patternProperties) if (matchesPattern(pattern, key)) return node;
    }
    return additionalProperties;
  };
  return (value, param) => {
    const object = toObject(value);
    const result: Record<string, unknown> = {};
    let dropped = false;
    const keys = isList(object) ? object.map((_, index) => String(index)) : Object.keys(object);
    const source = object as Record<string, unknown>;
    for (const key of keys) {
      const node = schemaFor(key);
      if (node === false) dropped = true;
      else setOwn(result, key, node === null ? source[key] : sanitizeChild(node, source[key], param, key));
    }
    // A list keeps being a list unless a property was removed from it.
    return isList(object) && !dropped ? Object.values(result) : result;
  };
}

/** The sanitizer for one resolved type name (`undefined` or unknown: format only, else unchanged). */
export function typedSanitizer(keywords: Keywords, type: unknown): Sanitizer {
  switch (type) {
    case 'array':
      return arraySanitizer(keywords);
    case 'object':
      return objectSanitizer(keywords);
    case 'null':
      return () => null;
    case 'integer':
      return toInt;
    case 'number':
      return toFloat;
    case 'boolean':
      return sanitizeBoolean;
    default: {
      const format = formatSanitizer(keywords.format);
      if (format !== null) return format;
      return type === 'string' ? toPhpString : (value) => value;
    }
  }
}
