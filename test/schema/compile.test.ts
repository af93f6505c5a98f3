import test from 'ava';
import { RestError } from '../../src/errors/RestError';
import { globalNotices } from '../../src/notices/Notices';
import { compileSchema, sanitizeValueFromSchema, validateValueFromSchema, type Schema } from '../../src/schema/index';
import { allValidationCases } from './cases';
import { sanitizeCases } from './sanitizeCases';

/** A comparable picture of a result: errors by code, message and data. */
function describe(result: unknown): unknown {
  return result instanceof RestError ? { code: result.code, message: result.message, data: result.data } : result;
}

test('compiled validation matches validateValueFromSchema on every validation case', (t) => {
  for (const { title, value, schema, param = 'p' } of allValidationCases) {
    const compiled = compileSchema(schema);
    t.deepEqual(describe(compiled.validate(value, param)), describe(validateValueFromSchema(value, schema, param)), title);
    t.deepEqual(describe(compiled.sanitize(value, param)), describe(sanitizeValueFromSchema(value, schema, param)), title);
  }
});

test('compiled sanitizing matches sanitizeValueFromSchema on every sanitize case', (t) => {
  for (const { title, value, schema, expected } of sanitizeCases) {
    const compiled = compileSchema(schema);
    t.deepEqual(compiled.sanitize(value, 'p'), expected, title);
    t.deepEqual(describe(compiled.validate(value, 'p')), describe(validateValueFromSchema(value, schema, 'p')), title);
  }
});

test('a schema object is compiled once', (t) => {
  const schema: Schema = { type: 'integer', minimum: 1 };
  const first = compileSchema(schema);
  t.is(compileSchema(schema), first);
  t.not(compileSchema({ type: 'integer', minimum: 1 }), first);
});

test('compiled functions default the parameter name to empty', (t) => {
  const compiled = compileSchema({ type: 'boolean' });
  t.is((compiled.validate('maybe') as RestError).message, ' is not of type boolean.');
  t.is(compiled.sanitize('FALSE'), false);
});

test('editing a schema in place after use is noticed', (t) => {
  const schema: Schema = { type: 'integer', minimum: 1 };
  t.is(validateValueFromSchema(5, schema, 'n'), true);
  schema.minimum = 10;
  t.is((validateValueFromSchema(5, schema, 'n') as RestError).message, 'n must be greater than or equal to 10');
  schema.maximum = 3;
  t.is((validateValueFromSchema(5, schema, 'n') as RestError).message, 'n must be between 10 (inclusive) and 3 (inclusive)');
  delete schema.maximum;
  delete schema.minimum;
  t.is(validateValueFromSchema(5, schema, 'n'), true);
});

test('a schema without type still applies its format and raises a notice each time', (t) => {
  globalNotices.clear();
  const schema: Schema = { format: 'email' };
  t.is(validateValueFromSchema('email@example.com', schema, 'mail'), true);
  t.is((validateValueFromSchema('email', schema, 'mail') as RestError).code, 'rest_invalid_email');
  const notices = globalNotices.all().filter((notice) => notice.functionName === 'validateValueFromSchema');
  t.is(notices.length, 2);
  t.true(notices[0]!.message.includes('"mail"'));
});

test('an unknown type raises a notice and validates the format only', (t) => {
  globalNotices.clear();
  const schema: Schema = { type: 'str', format: 'email' };
  t.is((validateValueFromSchema('email', schema, 'p') as RestError).code, 'rest_invalid_email');
  t.is(validateValueFromSchema('Best lyrics', { type: 'lalala' }, 'p'), true);
  t.is(validateValueFromSchema([1], { type: 'lalala' }, 'p'), true);
  t.is(globalNotices.all().length, 3);
  t.is(sanitizeValueFromSchema('#ff', { type: 'str', format: 'hex-color' }, 'p'), '');
  t.is(globalNotices.all()[3]!.functionName, 'sanitizeValueFromSchema');
});

test('a type list with unknown types keeps accepting values, with a notice', (t) => {
  globalNotices.clear();
  t.is(validateValueFromSchema('My Value', { type: ['invalid', 'type'] }, 'p'), true);
  t.is(validateValueFromSchema('My Value', { type: ['object', 'type'] }, 'p'), true);
  t.is(sanitizeValueFromSchema('My Value', { type: ['invalid', 'type'] }, 'p'), 'My Value');
  t.true(globalNotices.all().length >= 3);
});

test('well-formed schemas raise no notices', (t) => {
  globalNotices.clear();
  validateValueFromSchema('1,2', { type: 'array', items: { type: 'integer' } }, 'p');
  sanitizeValueFromSchema({ a: '1' }, { type: 'object', properties: { a: { type: ['integer', 'null'] } } }, 'p');
  t.deepEqual(globalNotices.all(), []);
});

test('an unusable pattern never matches and raises a notice', (t) => {
  globalNotices.clear();
  const error = validateValueFromSchema('a', { type: 'string', pattern: '(' }, 'p') as RestError;
  t.is(error.code, 'rest_invalid_pattern');
  t.is(error.message, 'p does not match pattern (.');
  t.is(globalNotices.all().length, 1);
});

test('a PCRE-only escape is still usable as a pattern', (t) => {
  t.is(validateValueFromSchema('a-b', { type: 'string', pattern: '^[a-z]+\\-[a-z]+$' }, 'p'), true);
});

test('nested errors name their path even when the child is checked quietly first', (t) => {
  const schema: Schema = {
    type: 'object',
    properties: { rows: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' } } } } },
  };
  const compiled = compileSchema(schema);
  t.is(compiled.validate({ rows: [{ id: '1' }, { id: '2' }] }, 'body'), true);
  t.is((compiled.validate({ rows: [{ id: '1' }, { id: 'x' }] }, 'body') as RestError).message, 'body[rows][1][id] is not of type integer.');
  t.deepEqual((compiled.validate({ rows: [{ id: 'x' }] }, 'body') as RestError).data, { param: 'body[rows][0][id]' });
});
