import test from 'ava';
import { FieldsForResponseCache, fieldsForResponse } from '../../src/baseControllers/fieldsForResponse';
import type { AdditionalField } from '../../src/fields/FieldRegistry';
import type { Schema } from '../../src/schema/types';
import { RestRequest } from '../../src/server/RestRequest';

const schema: Schema = {
  type: 'object',
  properties: {
    id: { type: 'integer', context: ['view', 'edit', 'embed'] },
    title: { type: 'string', context: ['view', 'edit'] },
    raw: { type: 'string', context: ['edit'] },
    '1:x': { type: 'string', context: ['1:x'] },
  },
};
const additional = new Map<string, AdditionalField>([['extra', { get_callback: null, update_callback: null, schema: null }]]);

function requestWith(query: Record<string, unknown>): RestRequest {
  const request = new RestRequest('GET', '/test');
  request.setQueryParams({ ...query });
  return request;
}

test('the cache answers what fieldsForResponse answers for each context, _fields and _embed, one after another', (t) => {
  const cache = new FieldsForResponseCache();
  // Neighbours a careless key would mix up: absent against empty, the same text in another parameter,
  // a context that looks like a length prefix, a list against its text, _embed present or not.
  const queries: Array<Record<string, unknown>> = [
    {},
    { context: '' },
    { _fields: '' },
    { context: 'edit' },
    { _fields: 'edit' },
    { context: 'view', _fields: 'title' },
    { context: 'view', _fields: 'raw' },
    { context: 'edit', _fields: 'raw' },
    { context: '1:x', _fields: 'title' },
    { context: '1', _fields: 'x:title' },
    { context: 'view', _fields: 'raw-' },
    { context: 'view+raw' },
    { context: 'view', _fields: ['id', 'title'] },
    { context: 'view', _fields: 'id,title' },
    { context: 'view', _embed: '1' },
    { context: 'view', _fields: '_embedded', _embed: '1' },
    { context: 'view', _fields: '_embedded' },
    { context: 'embed' },
    { context: 'embed', _fields: ['raw'] },
  ];
  for (const round of [1, 2]) {
    for (const query of queries) {
      const expected = fieldsForResponse(schema, additional, requestWith(query));
      t.deepEqual(cache.get(schema, additional, 0, requestWith(query)), expected, `round ${round}: ${JSON.stringify(query)}`);
    }
  }
});

test('each caller gets its own copy of a remembered answer', (t) => {
  const cache = new FieldsForResponseCache();
  const first = cache.get(schema, additional, 0, requestWith({ context: 'view' }));
  first.push('changed');
  t.false(cache.get(schema, additional, 0, requestWith({ context: 'view' })).includes('changed'));
});
