/**
 * Shared tables: each validation case is a value, a schema and the expected outcome
 * (valid, or an exact code and message). The validate tests and the compileSchema
 * equivalence tests both run them.
 */
import type { Schema } from '../../src/schema/index';

export interface ValidationCase {
  readonly title: string;
  readonly value: unknown;
  readonly schema: Schema;
  readonly param?: string;
  /** Absent: the value is valid. */
  readonly error?: readonly [code: string, message: string];
}

const invalid = 'rest_invalid_param';
const ok = (title: string, value: unknown, schema: Schema): ValidationCase => ({ title, value, schema });
const bad = (title: string, value: unknown, schema: Schema, code: string, message: string, param?: string): ValidationCase =>
  param === undefined ? { title, value, schema, error: [code, message] } : { title, value, schema, param, error: [code, message] };

const integer: Schema = { type: 'integer' };
const number: Schema = { type: 'number' };
const boolean: Schema = { type: 'boolean' };
const string: Schema = { type: 'string' };

export const typeCases: ValidationCase[] = [
  ok('integer from a query string', '5', integer),
  ok('integer from a number', 5, integer),
  ok('integer written with a zero fraction', '1.0', integer),
  ok('integer with leading whitespace (PHP is_numeric)', ' 5', integer),
  ok('integer in exponent form', '1e3', integer),
  bad('integer with a fraction (string)', '1.5', integer, invalid, 'p is not of type integer.'),
  bad('integer with a fraction (number)', 1.5, integer, invalid, 'p is not of type integer.'),
  bad('integer from letters', 'abc', integer, invalid, 'p is not of type integer.'),
  bad('integer from a numeric prefix', '1abc', integer, invalid, 'p is not of type integer.'),
  bad('integer from a boolean', true, integer, invalid, 'p is not of type integer.'),
  bad('integer from null', null, integer, invalid, 'p is not of type integer.'),
  ok('number from a query string', '1.5', number),
  ok('number with only a fraction', '.5', number),
  ok('number from a number', 2.25, number),
  bad('number from letters', 'abc', number, invalid, 'p is not of type number.'),
  bad('number from a boolean', true, number, invalid, 'p is not of type number.'),
  bad('number from a list', [], number, invalid, 'p is not of type number.'),
  ...[true, false, 'true', 'false', 'TRUE', 'False', '0', '1', 0, 1].map((value) => ok(`boolean ${JSON.stringify(value)}`, value, boolean)),
  ...['yes', 'no', 2, 1123, null, '', 'on'].map((value) =>
    bad(`not a boolean: ${JSON.stringify(value)}`, value, boolean, invalid, 'p is not of type boolean.'),
  ),
  ok('string', 'Hello :)', string),
  ok('numeric string is a string', '1', string),
  bad('number is not a string', 1, string, invalid, 'p is not of type string.'),
  bad('list is not a string', [], string, invalid, 'p is not of type string.'),
  ok('null', null, { type: 'null' }),
  bad('empty string is not null', '', { type: 'null' }, invalid, 'p is not of type null.'),
  bad('the word null is not null', 'null', { type: 'null' }, invalid, 'p is not of type null.'),
];

export const boundCases: ValidationCase[] = [
  ok('minimum reached', 1, { type: 'integer', minimum: 1 }),
  bad('below minimum', 0, { type: 'integer', minimum: 1 }, invalid, 'p must be greater than or equal to 1'),
  ok('above exclusive minimum', 2, { type: 'integer', minimum: 1, exclusiveMinimum: true }),
  bad('at exclusive minimum', 1, { type: 'integer', minimum: 1, exclusiveMinimum: true }, invalid, 'p must be greater than 1'),
  ok('maximum reached', 10, { type: 'integer', maximum: 10 }),
  bad('above maximum', 11, { type: 'integer', maximum: 10 }, invalid, 'p must be less than or equal to 10'),
  bad('at exclusive maximum', 10, { type: 'integer', maximum: 10, exclusiveMaximum: true }, invalid, 'p must be less than 10'),
  bad('both inclusive', 0, { type: 'integer', minimum: 1, maximum: 10 }, invalid, 'p must be between 1 (inclusive) and 10 (inclusive)'),
  bad('exclusive minimum of two', 1, { type: 'integer', minimum: 1, maximum: 10, exclusiveMinimum: true }, invalid,
    'p must be between 1 (exclusive) and 10 (inclusive)'),
  bad('exclusive maximum of two', 10, { type: 'integer', minimum: 1, maximum: 10, exclusiveMaximum: true }, invalid,
    'p must be between 1 (inclusive) and 10 (exclusive)'),
  bad('both exclusive', 10, { type: 'number', minimum: 1, maximum: 10, exclusiveMinimum: true, exclusiveMaximum: true }, invalid,
    'p must be between 1 (exclusive) and 10 (exclusive)'),
  ok('inside both bounds from a string', '5', { type: 'integer', minimum: 1, maximum: 10 }),
  bad('numeric string compared as a number', '0.5', { type: 'number', minimum: 1 }, invalid, 'p must be greater than or equal to 1'),
  bad('bound printed as an integer', 1, { type: 'number', minimum: 1.5 }, invalid, 'p must be greater than or equal to 1'),
  bad('per_page=500 as WordPress reports it', '500', { type: 'integer', minimum: 1, maximum: 100 }, invalid,
    'per_page must be between 1 (inclusive) and 100 (inclusive)', 'per_page'),
];

export const stringCases: ValidationCase[] = [
  ok('minLength exact', 'fo', { type: 'string', minLength: 2 }),
  bad('minLength too short', 'f', { type: 'string', minLength: 2 }, invalid, 'p must be at least 2 characters long.'),
  bad('minLength singular', '', { type: 'string', minLength: 1 }, invalid, 'p must be at least 1 character long.'),
  bad('maxLength singular', 'ab', { type: 'string', maxLength: 1 }, invalid, 'p must be at most 1 character long.'),
  bad('maxLength plural', 'abc', { type: 'string', maxLength: 2 }, invalid, 'p must be at most 2 characters long.'),
  bad('maxLength with a thousands separator', 'x'.repeat(1001), { type: 'string', maxLength: 1000 }, invalid,
    'p must be at most 1,000 characters long.'),
  ok('length counts code points, not UTF-16 units', '😀😀', { type: 'string', maxLength: 2 }),
  bad('three astral code points are too long', '😀😀😀', { type: 'string', maxLength: 2 }, invalid, 'p must be at most 2 characters long.'),
  bad('one astral code point is too short', '😀', { type: 'string', minLength: 2 }, invalid, 'p must be at least 2 characters long.'),
  ok('pattern match', 'aaa', { type: 'string', pattern: '^a*$' }),
  bad('pattern mismatch', 'b', { type: 'string', pattern: '^a*$' }, 'rest_invalid_pattern', 'p does not match pattern ^a*$.'),
  ok('pattern with a # inside', '#123', { type: 'string', pattern: '#[0-9]+' }),
  bad('pattern with a # inside, mismatch', '#abc', { type: 'string', pattern: '#[0-9]+' }, 'rest_invalid_pattern', 'p does not match pattern #[0-9]+.'),
  ok('pattern is Unicode aware', 'â', { type: 'string', pattern: '^â{1}$' }),
  bad('pattern quantifies code points', 'ââ', { type: 'string', pattern: '^â{1}$' }, 'rest_invalid_pattern', 'p does not match pattern ^â{1}$.'),
  ok('pattern with a Unicode property escape', 'Été', { type: 'string', pattern: '^\\p{L}+$' }),
  ok('a pattern is not anchored unless it says so', 'xxaxx', { type: 'string', pattern: 'a' }),
];

export const enumCases: ValidationCase[] = [
  ok('enum member', 'a', { type: 'string', enum: ['a', 'b'] }),
  bad('enum miss', 'c', { type: 'string', enum: ['a', 'b'] }, invalid, 'p is not one of a, b.'),
  bad('enum is strict: "1" is not 1', '1', { type: 'integer', enum: [1, 2] }, invalid, 'p is not one of 1, 2.'),
  ok('enum strict hit', 2, { type: 'integer', enum: [1, 2] }),
  bad('enum is checked before the type', 'abc', { type: 'integer', enum: [1, 2] }, invalid, 'p is not one of 1, 2.'),
  bad('enum values print like PHP', 'x', { type: 'string', enum: [true, null, 'y', 1.5] }, invalid, 'p is not one of 1, , y, 1.5.'),
  ok('empty enum is ignored', 'x', { type: 'string', enum: [] }),
  ok('array enum compares the split list', 'a,b', { type: 'array', enum: [['a', 'b']] }),
  bad('array enum is order sensitive', 'b,a', { type: 'array', enum: [['a', 'b']] }, invalid, 'p is not one of Array.'),
];

const numberItems: Schema = { type: 'array', items: { type: 'number' } };
const meats: Schema = { type: 'array', items: { type: 'string', enum: ['chicken', 'ribs', 'brisket'] } };

export const arrayCases: ValidationCase[] = [
  ok('list of numbers', [1], numberItems),
  bad('list item of the wrong type', [true], numberItems, invalid, 'p[0] is not of type number.'),
  bad('null is not an array', null, numberItems, invalid, 'p is not of type array.'),
  ok('one item as a string', '1', numberItems),
  ok('comma separated', '1,2,3', numberItems),
  ok('comma and whitespace separated', '1, 2 3', numberItems),
  ok('empty pieces are dropped', '1,,', numberItems),
  ok('empty string is an empty list', '', numberItems),
  bad('a word is one bad item', 'lol', numberItems, invalid, 'p[0] is not of type number.'),
  bad('bad item named by its index', '1,2,x', { type: 'array', items: { type: 'integer' } }, invalid, 'include[2] is not of type integer.', 'include'),
  bad('associative array is not a list', { first: '1', second: '2' }, { type: 'array', items: { type: 'string' } }, invalid, 'p is not of type array.'),
  ok('object with keys 0..n-1 is a list', { 0: 'a', 1: 'b' }, { type: 'array', items: { type: 'string' } }),
  bad('object with gaps is not a list', { 1: 'a', 3: 'b' }, { type: 'array', items: { type: 'string' } }, invalid, 'p is not of type array.'),
  // WordPress 7.1 refuses `{}` as an array; SPEC fixes the code of a type mismatch as rest_invalid_param.
  bad('an empty object is not a list', {}, { type: 'array' }, invalid, 'p is not of type array.'),
  bad('an empty object is not a list of items', {}, { type: 'array', items: { type: 'string' } }, invalid, 'p is not of type array.'),
  ok('item enum', ['ribs', 'brisket'], meats),
  ok('item enum from a comma string', 'ribs,chicken,', meats),
  bad('item enum miss', 'chicken,coleslaw', meats, invalid, 'p[1] is not one of chicken, ribs, brisket.'),
  ok('nested lists', [[1], [2]], { type: 'array', items: numberItems }),
  bad('nested list error names both indexes', [[1], ['x']], { type: 'array', items: numberItems }, invalid, 'p[1][0] is not of type number.'),
  ok('minItems reached', [1], { type: 'array', minItems: 1, items: { type: 'number' } }),
  bad('minItems missed', [], { type: 'array', minItems: 1, items: { type: 'number' } }, invalid, 'p must contain at least 1 items.'),
  bad('minItems missed by an empty string', '', { type: 'array', minItems: 1 }, invalid, 'p must contain at least 1 items.'),
  bad('maxItems exceeded', [1, 2, 3], { type: 'array', maxItems: 2, items: { type: 'number' } }, invalid, 'p must contain at most 2 items.'),
  ok('array without items accepts anything listy', [1, 'a', null], { type: 'array' }),
];

const numberProp: Schema = { type: 'object', properties: { a: { type: 'number' } } };
const requiredV3: Schema = {
  type: 'object',
  properties: { my_prop: { type: 'string' }, my_required_prop: { type: 'string', required: true } },
};
const requiredV4: Schema = {
  type: 'object',
  properties: { my_prop: { type: 'string' }, my_required_prop: { type: 'string' } },
  required: ['my_required_prop'],
};
class Serializable {
  toJSON(): unknown {
    return { a: 1 };
  }
}
class Opaque {
  readonly a = 1;
}

export const objectCases: ValidationCase[] = [
  ok('known property', { a: 1 }, numberProp),
  ok('unknown properties allowed by default', { a: 1, b: 2 }, numberProp),
  bad('known property of the wrong type', { a: 'invalid' }, numberProp, invalid, 'p[a] is not of type number.'),
  ok('empty string is an empty object', '', { type: 'object' }),
  bad('other strings are not objects', 'str', { type: 'object' }, invalid, 'p is not of type object.'),
  bad('null is not an object', null, { type: 'object' }, invalid, 'p is not of type object.'),
  ok('a list is an array, so object-like', [1, 2], { type: 'object' }),
  ok('an object with toJSON is object-like', new Serializable(), numberProp),
  bad('a class instance without toJSON is not', new Opaque(), { type: 'object' }, invalid, 'p is not of type object.'),
  bad('a Date serializes to a string', new Date(0), { type: 'object' }, invalid, 'p is not of type object.'),
  bad('additionalProperties false', { a: 1, b: 2 }, { ...numberProp, additionalProperties: false }, invalid, 'b is not a valid property of Object.'),
  bad('additionalProperties schema', { x: 'y' }, { type: 'object', additionalProperties: { type: 'integer' } }, invalid, 'p[x] is not of type integer.'),
  ok('additionalProperties schema satisfied', { x: '5' }, { type: 'object', additionalProperties: { type: 'integer' } }),
  ok('required (v3) present', { my_required_prop: 'x', my_prop: 'y' }, requiredV3),
  bad('required (v3) missing', { my_prop: 'test' }, requiredV3, 'rest_property_required', 'my_required_prop is a required property of p.'),
  bad('required (v4) missing', {}, requiredV4, 'rest_property_required', 'my_required_prop is a required property of p.'),
  ok('required (v4) present', { my_required_prop: 'test' }, requiredV4),
  bad('nested required', { propA: {} }, {
    type: 'object',
    required: ['propA'],
    properties: { propA: { type: 'object', required: ['propB'], properties: { propB: { type: 'string' } } } },
  }, 'rest_property_required', 'propB is a required property of p[propA].'),
  ok('nested optional object absent', {}, { type: 'object', properties: { o: { type: 'object', properties: { r: { type: 'string', required: true } } } } }),
  bad('nested property error', { a: { b: 1, c: 'invalid' } }, {
    type: 'object',
    properties: { a: { type: 'object', properties: { b: { type: 'number' }, c: { type: 'number' } } } },
  }, invalid, 'p[a][c] is not of type number.'),
];

export const typeListCases: ValidationCase[] = [
  ok('integer|string takes a word as a string', 'garbage', { type: ['integer', 'string'] }),
  ok('integer|string takes a number', 15, { type: ['integer', 'string'] }),
  ok('integer|string takes a fraction string as a string', '15.5', { type: ['integer', 'string'] }),
  bad('integer|string refuses a fraction', 15.5, { type: ['integer', 'string'] }, invalid, 'p is not of type integer,string.'),
  bad('no listed type fits', [], { type: ['boolean', 'integer'] }, invalid, 'p is not of type boolean,integer.'),
  ok('null|integer takes null', null, { type: ['null', 'integer'], minimum: 10, maximum: 20 }),
  ok('null|integer takes a numeric string', '15', { type: ['null', 'integer'], minimum: 10, maximum: 20 }),
  bad('the best type keeps its own constraints', 30, { type: ['null', 'integer'], minimum: 10, maximum: 20 }, invalid,
    'param must be between 10 (inclusive) and 20 (inclusive)', 'param'),
  ok('nullable date takes null', null, { type: ['string', 'null'], format: 'date-time' }),
  bad('nullable date checks the format', 'some random string', { type: ['string', 'null'], format: 'date-time' }, 'rest_invalid_date', 'Invalid date.'),
  ok('object|string takes a string', 'My Value', { type: ['object', 'string'], properties: { raw: { type: 'string' } } }),
  bad('object|string validates the object', { raw: ['a list'] }, { type: ['object', 'string'], properties: { raw: { type: 'string' } } }, invalid,
    '[raw] is not of type string.', ''),
];

export const formatCases: ValidationCase[] = [
  ...['#000000', '#FFF', '#a1B2c3'].map((value) => ok(`hex colour ${value}`, value, { type: 'string', format: 'hex-color' })),
  ...['WordPress', '#abcd', '000', '#ggg'].map((value) =>
    bad(`bad hex colour ${value}`, value, { type: 'string', format: 'hex-color' }, 'rest_invalid_hex_color', 'Invalid hex color.'),
  ),
  ...['2016-06-30T05:43:21', '2016-06-30T05:43:21Z', '2016-06-30T05:43:21+00:00', '2016-06-30 05:43:21', '2016-06-30t05:43:21',
    '2016-06-30T05:43:21.123456-05:30', '2016-06-30T05:43:21+05', '2020-02-29T00:00:00'].map((value) =>
    ok(`date-time ${value}`, value, { type: 'string', format: 'date-time' })),
  ...['20161027T163355Z', '2016', '2016-06-30', '2021-02-30T00:00:00', '2021-02-29T00:00:00', '2016-13-01T00:00:00',
    '2016-06-30T24:00:00', '2016-06-30T05:60:00', '2016-06-30T05:43:21z', '2016-06-30T05:43:21+0530', '2016-06-30T05:43:21.'].map((value) =>
    bad(`bad date-time ${value}`, value, { type: 'string', format: 'date-time' }, 'rest_invalid_date', 'Invalid date.'),
  ),
  ...['email@example.com', 'a@b.co', "o'hara+tag@mail.example.org"].map((value) => ok(`email ${value}`, value, { type: 'string', format: 'email' })),
  ...['email', 'a@b', '@example.com', 'a b@example.com', 'a@b..com', 'a@-b.com', 'a@b.com.', 'a@b_c.com'].map((value) =>
    bad(`bad email ${value}`, value, { type: 'string', format: 'email' }, 'rest_invalid_email', 'Invalid email address.'),
  ),
  ...['127.0.0.1', '255.255.255.255', '::1', '::', '0:0:0:0:0:0:0:1', '2001:DB8:0:0:8:800:200C:417A', 'FF01:0:0:0:0:0:0:101',
    '2001:DB8::8:800:200C:417A', 'FF01::101', 'fe80::217:f2ff:fe07:ed62', '::ffff:192.0.2.128', '1:2:3:4:5:6:1.2.3.4'].map((value) =>
    ok(`ip ${value}`, value, { type: 'string', format: 'ip' })),
  ...['3333.3333.3333.3333', '1', '', '256.1.1.1', '2001:DB8:0:0:8:800:200C:417A:221', 'FF01::101::2', '::ffff:1.2.3.04',
    'gggg::1', '12345::1', '1:2:3:4:5:6:7:1.2.3.4'].map((value) =>
    bad(`bad ip ${JSON.stringify(value)}`, value, { type: 'string', format: 'ip' }, invalid, 'p is not a valid IP address.'),
  ),
  ok('uuid', '123e4567-e89b-12d3-a456-426655440000', { type: 'string', format: 'uuid' }),
  ...['123e4567-e89b-12d3-a456-426655440000X', '123e4567-e89b-?2d3-a456-426655440000', '123E4567-E89B-12D3-A456-426655440000'].map((value) =>
    bad(`bad uuid ${value}`, value, { type: 'string', format: 'uuid' }, 'rest_invalid_uuid', 'p is not a valid UUID.'),
  ),
  ok('uri is never validated', 'not a url at all', { type: 'string', format: 'uri' }),
  ok('format is skipped for a non-string type', 'email', { type: 'array', items: { type: 'string' }, format: 'email' }),
  ok('unknown formats are ignored', 'x', { type: 'string', format: 'color-of-the-sky' }),
];

const int: Schema = { type: 'integer' };
const bool: Schema = { type: 'boolean' };

export const laterKeywordCases: ValidationCase[] = [
  bad('uniqueItems duplicate', [1, 1], { type: 'array', uniqueItems: true }, 'rest_duplicate_items', 'p has duplicate items.'),
  bad('uniqueItems duplicate in a comma string', '1,1', { type: 'array', uniqueItems: true }, 'rest_duplicate_items', 'p has duplicate items.'),
  ok('uniqueItems: 1 and "1" differ', [1, '1'], { type: 'array', uniqueItems: true }),
  ok('uniqueItems: 0 and false differ', [0, false], { type: 'array', uniqueItems: true }),
  bad('uniqueItems: key order of objects does not matter', [{ a: 1, b: 2 }, { b: 2, a: 1 }], { type: 'array', uniqueItems: true },
    'rest_duplicate_items', 'p has duplicate items.'),
  ok('uniqueItems: order of lists matters', [[1, 2], [2, 1]], { type: 'array', uniqueItems: true }),
  ...([[0, 2], [4, 2], [3, 1.5], [2.4, 1.2], ['4', 2]] as const).map(([value, divisor]) =>
    ok(`${JSON.stringify(value)} is a multiple of ${divisor}`, value, { type: 'number', multipleOf: divisor })),
  bad('not a multiple', 1, { type: 'number', multipleOf: 2 }, 'rest_invalid_multiple', 'p must be a multiple of 2.'),
  bad('not a multiple of a fraction', 2, { type: 'integer', multipleOf: 1.5 }, 'rest_invalid_multiple', 'p must be a multiple of 1.5.'),
  bad('minProperties plural', { a: 1 }, { type: 'object', minProperties: 2 }, 'rest_too_few_properties', 'p must contain at least 2 properties.'),
  bad('minProperties singular', {}, { type: 'object', minProperties: 1 }, 'rest_too_few_properties', 'p must contain at least 1 property.'),
  bad('maxProperties', { a: 1, b: 2 }, { type: 'object', maxProperties: 1 }, 'rest_too_many_properties', 'p must contain at most 1 property.'),
  ok('patternProperties match', { 'x-a': 1 }, { type: 'object', patternProperties: { '^x-': int }, additionalProperties: false }),
  bad('patternProperties schema applies', { 'x-a': 'b' }, { type: 'object', patternProperties: { '^x-': int }, additionalProperties: false },
    invalid, 'p[x-a] is not of type integer.'),
  bad('patternProperties miss falls to additionalProperties', { y: 1 }, { type: 'object', patternProperties: { '^x-': int }, additionalProperties: false },
    invalid, 'y is not a valid property of Object.'),
  ok('anyOf match', 'abc', { anyOf: [int, { type: 'string' }] }),
  bad('anyOf: only type mismatches', 'x', { anyOf: [int, bool] }, 'rest_no_matching_schema', 'p does not match any of the expected formats.'),
  bad('anyOf: titles name the expected formats', 'x', { anyOf: [{ ...int, title: 'Int' }, { ...bool, title: 'Bool' }] },
    'rest_no_matching_schema', 'p is not a valid Int and Bool.'),
  bad('anyOf: a single branch gives its reason', 'ab', { anyOf: [{ type: 'string', minLength: 3 }] }, 'rest_no_matching_schema',
    'p does not match the expected format. Reason: p must be at least 3 characters long.'),
  bad('anyOf: a titled branch', 'ab', { anyOf: [{ type: 'string', minLength: 3, title: 'Code' }] }, 'rest_no_matching_schema',
    'p is not a valid Code. Reason: p must be at least 3 characters long.'),
  bad('anyOf: the object branch sharing most properties explains', { b: 'x', c: 1 }, {
    anyOf: [
      { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
      { type: 'object', properties: { b: int, c: int }, required: ['b'] },
    ],
  }, 'rest_no_matching_schema', 'p does not match the expected format. Reason: p[b] is not of type integer.'),
  bad('anyOf lends its type to the schema', 'ab', { anyOf: [{ type: 'string' }], minLength: 3 }, invalid, 'p must be at least 3 characters long.'),
  bad('anyOf branch inherits the parent type', 'x', { type: 'integer', anyOf: [{ minimum: 1 }] }, 'rest_no_matching_schema',
    'p does not match the expected format. Reason: p is not of type integer.'),
  ok('oneOf single match', 'abc', { oneOf: [{ type: 'string' }, int] }),
  bad('oneOf several matches', 5, { oneOf: [int, { type: 'number' }] }, 'rest_one_of_multiple_matches', 'p matches more than one of the expected formats.'),
  bad('oneOf several titled matches', 5, { oneOf: [{ ...int, title: 'A' }, { type: 'number', title: 'B' }, { type: 'string', title: 'C' }] },
    'rest_one_of_multiple_matches', 'p matches A and B, but should match only one.'),
  bad('oneOf no match', 5.5, { oneOf: [{ type: 'string' }, int] }, 'rest_no_matching_schema', 'p does not match any of the expected formats.'),
];

export const allValidationCases: ValidationCase[] = [
  ...typeCases,
  ...boundCases,
  ...stringCases,
  ...enumCases,
  ...arrayCases,
  ...objectCases,
  ...typeListCases,
  ...formatCases,
  ...laterKeywordCases,
];
