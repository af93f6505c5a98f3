import test from 'ava';
import { createApp } from '../../src/index';
import { RestRequest } from '../../src/server/RestRequest';
import { assertRoutesAsWordPress } from './wordpressRoutes';

test('block-patterns and pattern-directory routes: regexes, methods and arguments as WordPress 7.1', async (t) => {
  await assertRoutesAsWordPress(t, /^\/wp\/v2\/(block-patterns|pattern-directory)\//, 3);
});

test('OPTIONS describes each listing with WordPress\'s item schema', async (t) => {
  const app = await createApp({ database: ':memory:' });
  t.teardown(() => app.close());
  const schemaOf = async (path: string): Promise<{ title: string; properties: Record<string, { readonly?: boolean; context: string[] }> }> =>
    ((await app.doRequest(RestRequest.fromPath(path, 'OPTIONS'))).getData() as { schema: never }).schema;
  const patterns = await schemaOf('/wp/v2/block-patterns/patterns');
  t.is(patterns.title, 'block-pattern');
  t.deepEqual(Object.keys(patterns.properties), ['name', 'title', 'content', 'description', 'viewport_width', 'inserter', 'categories', 'keywords', 'block_types', 'post_types', 'template_types', 'source']);
  t.deepEqual(patterns.properties.name, { description: 'The pattern name.', type: 'string', readonly: true, context: ['view', 'edit', 'embed'] });
  const categories = await schemaOf('/wp/v2/block-patterns/categories');
  t.deepEqual([categories.title, Object.keys(categories.properties)], ['block-pattern-category', ['name', 'label', 'description', 'id']]);
  const directory = await schemaOf('/wp/v2/pattern-directory/patterns');
  t.deepEqual([directory.title, Object.keys(directory.properties)], ['pattern-directory-item', ['id', 'title', 'content', 'categories', 'keywords', 'description', 'viewport_width', 'block_types']]);
  t.deepEqual(directory.properties.block_types!.context, ['view', 'embed']);
});
