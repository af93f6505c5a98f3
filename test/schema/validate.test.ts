import test from 'ava';
import { RestError } from '../../src/errors/RestError';
import { validateValueFromSchema } from '../../src/schema/index';
import {
  arrayCases,
  boundCases,
  enumCases,
  formatCases,
  laterKeywordCases,
  objectCases,
  stringCases,
  typeCases,
  typeListCases,
  type ValidationCase,
} from './cases';

function register(group: string, cases: readonly ValidationCase[]): void {
  for (const { title, value, schema, param = 'p', error } of cases) {
    test(`${group}: ${title}`, (t) => {
      const result = validateValueFromSchema(value, schema, param);
      if (error === undefined) {
        t.is(result, true);
        return;
      }
      t.true(result instanceof RestError);
      const failure = result as RestError;
      t.is(failure.code, error[0]);
      t.is(failure.message, error[1]);
    });
  }
}

register('types', typeCases);
register('bounds', boundCases);
register('strings', stringCases);
register('enum', enumCases);
register('arrays', arrayCases);
register('objects', objectCases);
register('type lists', typeListCases);
register('formats', formatCases);
register('later keywords', laterKeywordCases);

test('a type mismatch carries the parameter name in its data', (t) => {
  const error = validateValueFromSchema(['1', 'x'], { type: 'array', items: { type: 'integer' } }, 'ids') as RestError;
  t.deepEqual(error.data, { param: 'ids[1]' });
  const listError = validateValueFromSchema([], { type: ['boolean', 'null'] }, 'flag') as RestError;
  t.deepEqual(listError.data, { param: 'flag' });
});

test('other errors carry no parameter data', (t) => {
  const error = validateValueFromSchema(0, { type: 'integer', minimum: 1 }, 'n') as RestError;
  t.deepEqual(error.data, {});
});

test('oneOf reports the positions of the matching branches', (t) => {
  const error = validateValueFromSchema('5', { oneOf: [{ type: 'boolean' }, { type: 'string' }, { type: 'number' }, { type: 'string' }] }, 'v') as RestError;
  t.is(error.code, 'rest_one_of_multiple_matches');
  t.deepEqual(error.data, { positions: [1, 2, 3] });
});

test('a single failing anyOf branch reports its position', (t) => {
  const error = validateValueFromSchema('x', { anyOf: [{ type: 'string', minLength: 2 }] }, 'v') as RestError;
  t.deepEqual(error.data, { position: 0 });
});

test('the first failing rule wins', (t) => {
  const error = validateValueFromSchema({ a: 'x', b: 'y' }, {
    type: 'object',
    properties: { a: { type: 'integer' }, b: { type: 'integer' } },
  }, 'o') as RestError;
  t.is(error.message, 'o[a] is not of type integer.');
  t.deepEqual(error.getErrorCodes(), ['rest_invalid_param']);
});

test('param defaults to an empty name', (t) => {
  const error = validateValueFromSchema('x', { type: 'integer' }) as RestError;
  t.is(error.message, ' is not of type integer.');
});

test('a schema that refers to itself validates recursively', (t) => {
  const tree: Record<string, unknown> = { type: 'object', properties: {} };
  (tree.properties as Record<string, unknown>).child = tree;
  t.is(validateValueFromSchema({ child: { child: {} } }, tree, 'tree'), true);
  const error = validateValueFromSchema({ child: { child: 'leaf' } }, tree, 'tree') as RestError;
  t.is(error.message, 'tree[child][child] is not of type object.');
});
