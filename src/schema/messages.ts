/**
 * Every validation error the schema engine produces, with SPEC's codes and message
 * templates (and WordPress's texts and codes for the keywords SPEC does not cover).
 */
import { RestError } from '../errors/RestError';
import { formatInteger, formatNumber, plural, toPhpString } from './php';

const INVALID = 'rest_invalid_param';

/** Type mismatch; the data names the parameter, as WordPress does. */
export const notOfType = (param: string, type: string): RestError =>
  new RestError(INVALID, `${param} is not of type ${type}.`, { param });

export const notInEnum = (param: string, values: readonly unknown[]): RestError =>
  new RestError(INVALID, `${param} is not one of ${values.map(toPhpString).join(', ')}.`);

export const tooFewItems = (param: string, min: unknown): RestError =>
  new RestError(INVALID, `${param} must contain at least ${formatNumber(min)} items.`);

export const tooManyItems = (param: string, max: unknown): RestError =>
  new RestError(INVALID, `${param} must contain at most ${formatNumber(max)} items.`);

export const duplicateItems = (param: string): RestError =>
  new RestError('rest_duplicate_items', `${param} has duplicate items.`);

export const propertyRequired = (name: unknown, param: string): RestError =>
  new RestError('rest_property_required', `${toPhpString(name)} is a required property of ${param}.`);

export const forbiddenProperty = (property: string): RestError =>
  new RestError(INVALID, `${property} is not a valid property of Object.`);

export const tooFewProperties = (param: string, min: unknown): RestError =>
  new RestError(
    'rest_too_few_properties',
    `${param} must contain at least ${formatNumber(min)} ${plural(min, 'property', 'properties')}.`,
  );

export const tooManyProperties = (param: string, max: unknown): RestError =>
  new RestError(
    'rest_too_many_properties',
    `${param} must contain at most ${formatNumber(max)} ${plural(max, 'property', 'properties')}.`,
  );

export const tooShort = (param: string, min: unknown): RestError =>
  new RestError(INVALID, `${param} must be at least ${formatNumber(min)} ${plural(min, 'character', 'characters')} long.`);

export const tooLong = (param: string, max: unknown): RestError =>
  new RestError(INVALID, `${param} must be at most ${formatNumber(max)} ${plural(max, 'character', 'characters')} long.`);

export const patternMismatch = (param: string, pattern: unknown): RestError =>
  new RestError('rest_invalid_pattern', `${param} does not match pattern ${toPhpString(pattern)}.`);

export const notMultipleOf = (param: string, divisor: unknown): RestError =>
  new RestError('rest_invalid_multiple', `${param} must be a multiple of ${toPhpString(divisor)}.`);

export const invalidHexColor = (): RestError => new RestError('rest_invalid_hex_color', 'Invalid hex color.');
export const invalidDate = (): RestError => new RestError('rest_invalid_date', 'Invalid date.');
export const invalidEmail = (): RestError => new RestError('rest_invalid_email', 'Invalid email address.');
export const invalidIp = (param: string): RestError => new RestError(INVALID, `${param} is not a valid IP address.`);
export const invalidUuid = (param: string): RestError => new RestError('rest_invalid_uuid', `${param} is not a valid UUID.`);

export interface Bounds {
  readonly minimum: unknown;
  readonly maximum: unknown;
  readonly hasMinimum: boolean;
  readonly hasMaximum: boolean;
  readonly exclusiveMinimum: boolean;
  readonly exclusiveMaximum: boolean;
}

/** SPEC's numeric range message: wording depends on which bounds exist and their exclusivity. */
export function outOfBounds(param: string, bounds: Bounds): RestError {
  const min = formatInteger(bounds.minimum);
  const max = formatInteger(bounds.maximum);
  let message: string;
  if (bounds.hasMinimum && bounds.hasMaximum) {
    const minWord = bounds.exclusiveMinimum ? 'exclusive' : 'inclusive';
    const maxWord = bounds.exclusiveMaximum ? 'exclusive' : 'inclusive';
    message = `${param} must be between ${min} (${minWord}) and ${max} (${maxWord})`;
  } else if (bounds.hasMinimum) {
    message = `${param} must be greater than ${bounds.exclusiveMinimum ? '' : 'or equal to '}${min}`;
  } else {
    message = `${param} must be less than ${bounds.exclusiveMaximum ? '' : 'or equal to '}${max}`;
  }
  return new RestError(INVALID, message);
}

/** WordPress's list formatting for titles: `A and B`, `A, B, and C`. */
export function formatList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
}
