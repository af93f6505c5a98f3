import test from 'ava';
import { RestError } from '../../src/errors/RestError';
import { parseValueFromSchema, sanitizeValueFromSchema, validateValueFromSchema } from '../../src/schema/index';
import { sanitizeCases } from './sanitizeCases';

for (const { title, value, schema, expected } of sanitizeCases) {
  test(`sanitize: ${title}`, (t) => {
    t.deepEqual(sanitizeValueFromSchema(value, schema, 'p'), expected);
  });
}

test('sanitizing does not modify its input', (t) => {
  const input = { a: '1', drop: true, list: ['2'] };
  const schema = {
    type: 'object',
    properties: { a: { type: 'integer' }, list: { type: 'array', items: { type: 'integer' } } },
    additionalProperties: false,
  } as const;
  t.deepEqual(sanitizeValueFromSchema(input, schema), { a: 1, list: [2] });
  t.deepEqual(input, { a: '1', drop: true, list: ['2'] });
});

test('a list sanitized as an object stays a list unless a property is removed', (t) => {
  t.deepEqual(sanitizeValueFromSchema(['1', '2'], { type: 'object', additionalProperties: { type: 'integer' } }), [1, 2]);
  t.deepEqual(sanitizeValueFromSchema(['a', 'b'], { type: 'object', properties: { 1: { type: 'string' } }, additionalProperties: false }), { 1: 'b' });
});

test('a property named __proto__ stays an own property', (t) => {
  const input = JSON.parse('{"__proto__": "5"}') as unknown;
  const result = sanitizeValueFromSchema(input, { type: 'object', additionalProperties: { type: 'integer' } }) as Record<string, unknown>;
  t.true(Object.prototype.hasOwnProperty.call(result, '__proto__'));
  t.is(Object.getPrototypeOf(result), Object.prototype);
});

test('anyOf without a matching branch cannot be sanitized', (t) => {
  const result = sanitizeValueFromSchema('x', { anyOf: [{ type: 'integer' }] }, 'p');
  t.true(result instanceof RestError);
  t.is((result as RestError).code, 'rest_no_matching_schema');
  t.is((result as RestError).message, 'p does not match the expected format. Reason: p is not of type integer.');
});

test('oneOf with several matching branches cannot be sanitized', (t) => {
  const result = sanitizeValueFromSchema(5, { oneOf: [{ type: 'integer' }, { type: 'number' }] }, 'p') as RestError;
  t.is(result.code, 'rest_one_of_multiple_matches');
  t.deepEqual(result.data, { positions: [0, 1] });
});

test('uniqueItems is checked again after sanitizing', (t) => {
  const schema = { type: 'array', uniqueItems: true, items: { type: 'integer' } } as const;
  t.is(validateValueFromSchema(['1', 1], schema, 'ids'), true); // "1" and 1 differ before casting
  const result = sanitizeValueFromSchema(['1', 1], schema, 'ids') as RestError;
  t.is(result.code, 'rest_duplicate_items');
  t.is(result.message, 'ids has duplicate items.');
  t.deepEqual(sanitizeValueFromSchema('3,1', schema, 'ids'), [3, 1]);
});

test('parse returns the validation error first', (t) => {
  const result = parseValueFromSchema('abc', { type: 'integer' }, 'per_page') as RestError;
  t.true(result instanceof RestError);
  t.is(result.message, 'per_page is not of type integer.');
});

test('parse returns the sanitized value when valid', (t) => {
  t.is(parseValueFromSchema('10', { type: 'integer', minimum: 1 }, 'per_page'), 10);
  t.deepEqual(parseValueFromSchema('1,2', { type: 'array', items: { type: 'integer' } }, 'include'), [1, 2]);
  t.is(parseValueFromSchema('FALSE', { type: 'boolean' }, 'sticky'), false);
});

test('parse: an empty object is refused as an array, a comma string is an array first', (t) => {
  const refused = parseValueFromSchema({}, { type: 'array' }, 'tags') as RestError;
  t.true(refused instanceof RestError);
  t.is(refused.code, 'rest_invalid_param');
  t.is(refused.message, 'tags is not of type array.');
  t.deepEqual(refused.data, { param: 'tags' });
  t.deepEqual(parseValueFromSchema('a,b', { type: ['array', 'string'], items: { type: 'string' } }, 'tags'), ['a', 'b']);
  t.deepEqual(parseValueFromSchema('', { type: 'array', items: { type: 'string' } }, 'tags'), []);
});

test('a parameter without a schema object passes through unchanged', (t) => {
  const value = { keep: 'me' };
  for (const schema of [undefined, null, 'string', 5, true] as unknown as never[]) {
    t.is(parseValueFromSchema(value, schema, 'x'), value);
    t.is(validateValueFromSchema('anything', schema, 'x'), true);
    t.is(sanitizeValueFromSchema(value, schema, 'x'), value);
  }
});
