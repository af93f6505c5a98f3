import test from 'ava';
import { openApiPath } from '../../src/openapi/routePath';
import { toJsonSchema } from '../../src/openapi/jsonSchema';

test('named groups become path templates, nested groups stay inside their parameter', (t) => {
  t.deepEqual(openApiPath('/wp/v2/posts/(?P<id>[\\d]+)'), { path: '/wp/v2/posts/{id}', parameters: [{ name: 'id', pattern: '[\\d]+' }] });
  t.deepEqual(openApiPath('/wp/v2/plugins/(?P<plugin>[^.\\/]+(?:\\/[^.\\/]+)?)'), {
    path: '/wp/v2/plugins/{plugin}',
    parameters: [{ name: 'plugin', pattern: '[^.\\/]+(?:\\/[^.\\/]+)?' }],
  });
  t.deepEqual(openApiPath('/wp/v2/users/(?P<user_id>(?:[\\d]+|me))/application-passwords/(?P<uuid>[\\w\\-]+)').path,
    '/wp/v2/users/{user_id}/application-passwords/{uuid}');
  // A parenthesis inside a character class does not close the group.
  t.is(openApiPath('/x/(?P<a>[)(]+)/y').path, '/x/{a}/y');
  t.deepEqual(openApiPath('/'), { path: '/', parameters: [] });
});

test('WordPress schema keywords become JSON Schema 2020-12', (t) => {
  const converted = toJsonSchema({
    type: 'object',
    context: ['view'],
    properties: {
      id: { type: 'integer', readonly: true, context: ['view', 'edit'] },
      secret: { type: 'string', context: ['edit'] },
      count: { type: 'integer', minimum: 1, exclusiveMinimum: true, required: true },
      tags: { type: 'array', items: { type: 'integer', arg_options: { sanitize_callback: () => 1 } } },
    },
  }, 'view');
  t.deepEqual(converted, {
    type: 'object',
    properties: {
      id: { type: 'integer', readOnly: true },
      count: { type: 'integer', exclusiveMinimum: 1 },
      tags: { type: 'array', items: { type: 'integer' } },
    },
    required: ['count'],
  });
});
