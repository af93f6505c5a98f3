import test from 'ava';
import { createApp } from '../../src/index';
import { abilitiesOf, registerAbility, registerAbilityCategory } from '../../controllers/abilities/AbilitiesRegistry';
import { errorBody } from '../embeds/roleSite';
import { startAbilitiesSite } from './abilitiesSite';

const ROOT = 'http://127.0.0.1:8088/svc-json';
const FORBIDDEN = 'Sorry, you are not allowed to do that.';
type Item = Record<string, unknown> & { _links?: Record<string, unknown> };

test('categories: listed to any logged-in user with links, one by slug, 404 for an unknown slug', async (t) => {
  const site = await startAbilitiesSite();
  t.teardown(() => site.close());
  const anonymous = await site.get('/wp-abilities/v1/categories');
  t.deepEqual([anonymous.status, anonymous.body], [401, errorBody('rest_forbidden', FORBIDDEN, 401)]);
  const list = await site.get('/wp-abilities/v1/categories', 'subscriber');
  t.is(list.status, 200);
  t.is(list.headers.get('x-wp-total'), '2');
  t.is(list.headers.get('x-wp-totalpages'), '1');
  const [first, second] = list.body as Item[];
  const { _links: links, ...data } = second!;
  t.deepEqual(data, { slug: 'content-tools', label: 'Content tools', description: 'Tools for writing.', meta: { color: 'red' } });
  t.deepEqual(Object.keys(links!), ['self', 'collection', 'abilities']);
  t.deepEqual(links!.abilities, [{ href: `${ROOT}/wp-abilities/v1/abilities?category=content-tools` }]);
  t.is(first!.slug, 'site');
  const one = await site.get('/wp-abilities/v1/categories/site?context=embed', 'subscriber');
  const { _links: _ignored, ...embedded } = one.body as Item;
  t.deepEqual(embedded, { slug: 'site', label: 'Site' });
  const missing = await site.get('/wp-abilities/v1/categories/nope', 'subscriber');
  t.deepEqual([missing.status, missing.body], [404, errorBody('rest_ability_category_not_found', 'Ability category not found.', 404)]);
  // Not a slug at all: no route matches.
  t.is(((await site.get('/wp-abilities/v1/categories/Not_A_Slug', 'subscriber')).body as { code: string }).code, 'rest_no_route');
});

test('abilities: only those shown in REST, in WordPress\'s item shape with client schemas', async (t) => {
  const site = await startAbilitiesSite();
  t.teardown(() => site.close());
  const list = await site.get('/wp-abilities/v1/abilities', 'subscriber');
  t.is(list.status, 200);
  const names = (list.body as Item[]).map((item) => item.name);
  t.deepEqual(names, ['demo/site-title', 'demo/add-numbers', 'demo/create-note', 'demo/forget-note', 'demo/refuses', 'demo/bad-output', 'demo/throws', 'demo/list-items', 'tools/word-count']);
  t.is(list.headers.get('x-wp-total'), '9');
  const one = await site.get('/wp-abilities/v1/abilities/demo/add-numbers', 'subscriber');
  t.is(one.status, 200);
  const { _links: links, ...item } = one.body as Item;
  t.deepEqual(item, {
    name: 'demo/add-numbers', label: 'Add numbers', description: 'Adds two integers.', category: 'site',
    input_schema: {
      type: 'object',
      properties: { a: { type: 'integer', description: 'First.' }, b: { type: 'integer', default: 0 } },
      additionalProperties: false,
      required: ['a'],
    },
    output_schema: { type: 'integer' },
    meta: { annotations: { readonly: true, destructive: null, idempotent: null }, deprecated: false, show_in_rest: true, public: false },
  });
  t.deepEqual(links, {
    self: [{ href: `${ROOT}/wp-abilities/v1/abilities/demo/add-numbers`, targetHints: { allow: ['GET'] } }],
    collection: [{ href: `${ROOT}/wp-abilities/v1/abilities` }],
    'wp:action-run': [{ href: `${ROOT}/wp-abilities/v1/abilities/demo/add-numbers/run` }],
  });
  // No input schema: PHP's empty array.
  t.deepEqual(((await site.get('/wp-abilities/v1/abilities/demo/throws', 'subscriber')).body as Item).input_schema, []);
  // `public` shows an ability in REST unless show_in_rest says otherwise.
  t.is(((await site.get('/wp-abilities/v1/abilities/tools/word-count', 'subscriber')).body as Item).name, 'tools/word-count');
  for (const name of ['demo/hidden', 'demo/nothing']) {
    const reply = await site.get(`/wp-abilities/v1/abilities/${name}`, 'subscriber');
    t.deepEqual([reply.status, reply.body], [404, errorBody('rest_ability_not_found', 'Ability not found.', 404)], name);
  }
  const anonymous = await site.get('/wp-abilities/v1/abilities/demo/add-numbers');
  t.deepEqual([anonymous.status, anonymous.body], [401, errorBody('rest_forbidden', FORBIDDEN, 401)]);
});

test('abilities are filtered by category, namespace and meta, and paged', async (t) => {
  const site = await startAbilitiesSite();
  t.teardown(() => site.close());
  const names = async (query: string): Promise<unknown[]> => ((await site.get(`/wp-abilities/v1/abilities?${query}`, 'editor')).body as Item[]).map((item) => item.name);
  t.deepEqual(await names('category=content-tools'), ['demo/create-note', 'demo/forget-note', 'demo/list-items', 'tools/word-count']);
  t.deepEqual(await names('namespace=tools'), ['tools/word-count']);
  t.deepEqual(await names('meta[annotations][readonly]=true'), ['demo/site-title', 'demo/add-numbers', 'demo/list-items', 'tools/word-count']);
  t.deepEqual(await names('meta[annotations][readonly]=true&meta[annotations][idempotent]=true'), ['tools/word-count']);
  // A caller cannot use meta to reveal what is hidden from REST.
  t.false((await names('meta[show_in_rest]=false')).includes('demo/hidden'));
  const page = await site.get('/wp-abilities/v1/abilities?per_page=4&page=2&context=embed', 'editor');
  t.is(page.headers.get('x-wp-total'), '9');
  t.is(page.headers.get('x-wp-totalpages'), '3');
  t.deepEqual((page.body as Item[]).map((item) => Object.keys(item).filter((key) => key !== '_links')), [['name', 'label', 'category'], ['name', 'label', 'category'], ['name', 'label', 'category'], ['name', 'label', 'category']]);
  t.regex(page.headers.get('link') ?? '', /page=1.*rel="prev".*page=3.*rel="next"/);
  const tooBig = await site.get('/wp-abilities/v1/abilities?per_page=101', 'editor');
  t.is(tooBig.status, 400);
});

test('registration refuses bad names, unknown categories, duplicates and missing callbacks with notices', async (t) => {
  const app = await createApp({ database: ':memory:' });
  t.teardown(() => app.close());
  t.truthy(registerAbilityCategory(app, { slug: 'tools', label: 'Tools', description: 'Tools.' }));
  t.is(registerAbilityCategory(app, { slug: 'Bad Slug', label: 'x', description: 'x' }), null);
  t.is(registerAbilityCategory(app, { slug: 'tools', label: 'Tools', description: 'Tools.' }), null);
  const base = { label: 'X', description: 'Y', category: 'tools', permission_callback: () => true, execute_callback: () => null };
  t.is(registerAbility(app, { ...base, name: 'no-namespace' }), null);
  t.is(registerAbility(app, { ...base, name: 'my/thing', category: 'nope' }), null);
  t.truthy(registerAbility(app, { ...base, name: 'my/thing' }));
  t.is(registerAbility(app, { ...base, name: 'my/thing' }), null);
  t.is(registerAbility(app, { ...base, name: 'my/other', label: '' }), null);
  const messages = app.notices.map((notice) => notice.message);
  t.deepEqual(messages, [
    'Ability category slug must contain only lowercase alphanumeric characters and dashes.',
    'Ability category "tools" is already registered.',
    'Ability name must be a string containing a namespace prefix, i.e. "my-plugin/my-ability". It can only contain lowercase alphanumeric characters, dashes and the forward slash.',
    'Ability category "nope" is not registered. Please register the ability category before assigning it to ability "my/thing".',
    'Ability "my/thing" is already registered.',
    'The ability properties must contain a `label` string.',
  ]);
  t.is(abilitiesOf(app).query().length, 1);
});
