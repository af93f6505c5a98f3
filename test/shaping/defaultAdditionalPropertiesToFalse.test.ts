import test from 'ava';
import { defaultAdditionalPropertiesToFalse } from '../../src/shaping/index';
import type { Schema } from '../../src/schema/types';

test('object schemas get additionalProperties false, recursively through properties and items', (t) => {
  const schema: Schema = {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      meta: { type: 'object', properties: { inner: { type: 'object' } } },
      list: { type: 'array', items: { type: 'object', properties: { x: { type: 'string' } } } },
      free: { type: 'object', additionalProperties: true },
      typed: { type: 'object', additionalProperties: { type: 'string' } },
    },
  };
  t.deepEqual(defaultAdditionalPropertiesToFalse(schema), {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      meta: {
        type: 'object',
        properties: { inner: { type: 'object', additionalProperties: false } },
        additionalProperties: false,
      },
      list: {
        type: 'array',
        items: { type: 'object', properties: { x: { type: 'string' } }, additionalProperties: false },
      },
      free: { type: 'object', additionalProperties: true },
      typed: { type: 'object', additionalProperties: { type: 'string' } },
    },
    additionalProperties: false,
  });
});

test('type lists containing object or array are handled', (t) => {
  const out = defaultAdditionalPropertiesToFalse({
    type: ['object', 'null'],
    properties: { v: { type: ['array', 'string'], items: { type: 'object' } } },
  });
  t.deepEqual(out, {
    type: ['object', 'null'],
    properties: { v: { type: ['array', 'string'], items: { type: 'object', additionalProperties: false } } },
    additionalProperties: false,
  });
});

test('patternProperties schemas are defaulted too', (t) => {
  t.deepEqual(defaultAdditionalPropertiesToFalse({ type: 'object', patternProperties: { '^a': { type: 'object' } } }), {
    type: 'object',
    patternProperties: { '^a': { type: 'object', additionalProperties: false } },
    additionalProperties: false,
  });
});

test('schemas without a type are left alone; additionalProperties explicitly false stays', (t) => {
  t.deepEqual(defaultAdditionalPropertiesToFalse({ properties: { a: { type: 'object' } } }), {
    properties: { a: { type: 'object' } },
  });
  t.deepEqual(defaultAdditionalPropertiesToFalse({ type: 'string' }), { type: 'string' });
});

test('the input schema is not mutated', (t) => {
  const schema: Schema = { type: 'object', properties: { a: { type: 'object' } }, items: { type: 'object' } };
  const before = JSON.stringify(schema);
  const out = defaultAdditionalPropertiesToFalse(schema);
  t.is(JSON.stringify(schema), before);
  t.not(out, schema);
  t.not(out.properties, schema.properties);
});
