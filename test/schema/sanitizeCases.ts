/** Shared sanitization table: value, schema, expected result (deep-equal). */
import type { Schema } from '../../src/schema/index';

export interface SanitizeCase {
  readonly title: string;
  readonly value: unknown;
  readonly schema: Schema;
  readonly expected: unknown;
}

const c = (title: string, value: unknown, schema: Schema, expected: unknown): SanitizeCase => ({ title, value, schema, expected });

class Serializable {
  toJSON(): unknown {
    return { a: '7', z: 'x' };
  }
}

export const sanitizeCases: SanitizeCase[] = [
  ...([['5', 5], ['1abc', 1], ['abc', 0], [1.9, 1], ['1.9', 1], [-1.9, -1], [true, 1], [' 12', 12], ['1e3', 1000], [null, 0], ['0x1A', 0]] as const).map(
    ([value, expected]) => c(`integer cast of ${JSON.stringify(value)}`, value, { type: 'integer' }, expected),
  ),
  ...([['1.5', 1.5], ['abc', 0], ['.5', 0.5], ['2.5kg', 2.5], [false, 0]] as const).map(([value, expected]) =>
    c(`number cast of ${JSON.stringify(value)}`, value, { type: 'number' }, expected)),
  ...([['false', false], ['FALSE', false], ['0', false], ['true', true], ['yes', true], ['', false], [1, true], [0, false], [null, false], [[], false], [[0], true]] as const).map(
    ([value, expected]) => c(`boolean of ${JSON.stringify(value)}`, value, { type: 'boolean' }, expected),
  ),
  ...([[5, '5'], [true, '1'], [false, ''], [null, ''], [1.5, '1.5'], ['x', 'x'], [0.1 + 0.2, '0.3'], [1e20, '1.0E+20'], [0.00001, '1.0E-5'], [[1], 'Array']] as const).map(
    ([value, expected]) => c(`string cast of ${JSON.stringify(value)}`, value, { type: 'string' }, expected),
  ),
  c('null type gives null', 'x', { type: 'null' }, null),
  c('array without items: a string is wrapped, not split', 'a,b', { type: 'array' }, ['a,b']),
  c('array without items: a list stays', ['a', 1], { type: 'array' }, ['a', 1]),
  c('array without items: null is empty', null, { type: 'array' }, []),
  c('array without items: a number is wrapped', 5, { type: 'array' }, [5]),
  c('array without items: an associative array stays', { k: 'v' }, { type: 'array' }, { k: 'v' }),
  c('array without items: an empty object is an empty list', {}, { type: 'array' }, []),
  c('array without items: a self-serializing object is an empty list', new Serializable(), { type: 'array' }, []),
  c('array without items: a self-serializing object literal is an empty list', { toJSON: () => ['x', 'y'] }, { type: 'array' }, []),
  c('array without items: a list-shaped object is re-indexed', { 0: 'a', 1: 'b' }, { type: 'array' }, ['a', 'b']),
  // SPEC: without items the value is cast, so a string (even an empty one) is wrapped.
  c('array without items: an empty string is wrapped', '', { type: 'array' }, ['']),
  c('array items: an empty object is an empty list', {}, { type: 'array', items: { type: 'string' } }, []),
  c('array items: a self-serializing object is an empty list', new Serializable(), { type: 'array', items: { type: 'string' } }, []),
  c('array|string: a comma string is split by the array type', 'a,b', { type: ['array', 'string'], items: { type: 'string' } }, ['a', 'b']),
  c('array|string without items: SPEC casts the comma string', 'a,b', { type: ['array', 'string'] }, ['a,b']),
  c('string|array: a comma string stays a string', 'a,b', { type: ['string', 'array'], items: { type: 'string' } }, 'a,b'),
  c('array items from a comma string', '1,2, 3', { type: 'array', items: { type: 'integer' } }, [1, 2, 3]),
  c('array items re-indexed from a list-shaped object', { 0: '1', 1: '2' }, { type: 'array', items: { type: 'integer' } }, [1, 2]),
  c('array items cast one by one', ['1', 'x'], { type: 'array', items: { type: 'integer' } }, [1, 0]),
  c('array items from an empty string', '', { type: 'array', items: { type: 'integer' } }, []),
  c('array of a non-array value is empty', null, { type: 'array', items: { type: 'integer' } }, []),
  c('object properties sanitized, unknown kept', { a: '1', b: '2' }, { type: 'object', properties: { a: { type: 'integer' } } }, { a: 1, b: '2' }),
  c('object unknown removed when additionalProperties is false', { a: '1', b: 2 },
    { type: 'object', properties: { a: { type: 'integer' } }, additionalProperties: false }, { a: 1 }),
  c('object unknown sanitized by the additionalProperties schema', { a: '1', b: '2' },
    { type: 'object', additionalProperties: { type: 'integer' } }, { a: 1, b: 2 }),
  c('object patternProperties sanitize matching names', { 'n-1': '4', other: '5' },
    { type: 'object', patternProperties: { '^n-': { type: 'integer' } } }, { 'n-1': 4, other: '5' }),
  c('object from an empty string', '', { type: 'object' }, {}),
  c('object from a non-array', 'str', { type: 'object' }, {}),
  c('object from null', null, { type: 'object' }, {}),
  c('object from toJSON', new Serializable(), { type: 'object', properties: { a: { type: 'integer' } } }, { a: 7, z: 'x' }),
  c('nested object and list', { list: '1,2', inner: { flag: 'false' } }, {
    type: 'object',
    properties: {
      list: { type: 'array', items: { type: 'integer' } },
      inner: { type: 'object', properties: { flag: { type: 'boolean' } } },
    },
  }, { list: [1, 2], inner: { flag: false } }),
  c('type list: first fitting type (string)', 'garbage', { type: ['integer', 'string'] }, 'garbage'),
  c('type list: first fitting type (integer)', '15', { type: ['integer', 'string'] }, 15),
  c('type list: nothing fits gives null', [], { type: ['boolean', 'integer'] }, null),
  c('type list: an empty string prefers string', '', { type: ['object', 'string'] }, ''),
  c('type list: null', null, { type: ['string', 'null'] }, null),
  c('hex colour kept', '#fff', { type: 'string', format: 'hex-color' }, '#fff'),
  c('bad hex colour emptied', '#ff', { type: 'string', format: 'hex-color' }, ''),
  c('named colour emptied', 'red', { type: 'string', format: 'hex-color' }, ''),
  c('date-time as single-line text', ' <b>2020</b>\n\t x ', { type: 'string', format: 'date-time' }, '2020 x'),
  c('email is not validated when sanitized', 'Not An Email <i>x</i>', { type: 'string', format: 'email' }, 'Not An Email x'),
  c('percent-encoded octets removed', 'a %20 b%0a', { type: 'string', format: 'uuid' }, 'a b'),
  c('lone less-than survives', 'a < b', { type: 'string', format: 'ip' }, 'a &lt; b'),
  c('script contents removed', 'x<script>alert(1)</script>y', { type: 'string', format: 'ip' }, 'xy'),
  c('ip trimmed', '  1.2.3.4 ', { type: 'string', format: 'ip' }, '1.2.3.4'),
  c('uri gets a scheme', 'example.com', { type: 'string', format: 'uri' }, 'http://example.com'),
  c('uri with a bad protocol is emptied', 'javascript:alert(1)', { type: 'string', format: 'uri' }, ''),
  c('uri spaces encoded', '/relative path', { type: 'string', format: 'uri' }, '/relative%20path'),
  c('uri brackets after the host encoded', 'https://x.org/?a=1&b=[2]', { type: 'string', format: 'uri' }, 'https://x.org/?a=1&b=%5B2%5D'),
  c('uri mailto kept', 'mailto:a@b.co', { type: 'string', format: 'uri' }, 'mailto:a@b.co'),
  c('uri encoded line breaks removed', 'http://x.org/%0d%0aSet-Cookie', { type: 'string', format: 'uri' }, 'http://x.org/Set-Cookie'),
  c('uri drops characters that cannot be in a URL', 'http://x.org/a"b<c>', { type: 'string', format: 'uri' }, 'http://x.org/abc'),
  c('format ignored for a non-string type', '5', { type: 'integer', format: 'hex-color' }, 5),
  c('no type and no format: unchanged', { any: ['thing'] }, { description: 'untyped' }, { any: ['thing'] }),
  c('anyOf sanitizes with the first matching branch', '5', { anyOf: [{ type: 'integer' }, { type: 'string' }] }, 5),
  c('anyOf falls through to a later branch', 'x', { anyOf: [{ type: 'integer' }, { type: 'string' }] }, 'x'),
  c('oneOf sanitizes with the only match', 'true', { oneOf: [{ type: 'boolean' }, { type: 'object' }] }, true),
];
