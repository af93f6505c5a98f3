import test from 'ava';
import { createApp } from '../../src/index';
import { RestRequest } from '../../src/server/RestRequest';
import { assertRoutesAsWordPress } from '../patterns/wordpressRoutes';

test('icons and icon-collections routes: regexes, methods and arguments as WordPress 7.1', async (t) => {
  await assertRoutesAsWordPress(t, /^\/wp\/v2\/icon/, 5);
});

test('OPTIONS describes icons and icon collections with WordPress\'s item schemas', async (t) => {
  const app = await createApp({ database: ':memory:' });
  t.teardown(() => app.close());
  const schemaOf = async (path: string): Promise<{ title: string; properties: Record<string, unknown> }> =>
    ((await app.doRequest(RestRequest.fromPath(path, 'OPTIONS'))).getData() as { schema: never }).schema;
  const icon = await schemaOf('/wp/v2/icons');
  t.deepEqual([icon.title, Object.keys(icon.properties)], ['icon', ['name', 'label', 'content', 'collection']]);
  t.deepEqual(icon.properties.content, { description: 'The icon content (SVG markup).', type: 'string', readonly: true, context: ['view', 'edit', 'embed'] });
  const collection = await schemaOf('/wp/v2/icon-collections/core');
  t.deepEqual([collection.title, Object.keys(collection.properties)], ['icon-collection', ['slug', 'label', 'description']]);
});
