import test from 'ava';
import { errorBody } from '../embeds/roleSite';
import { startAbilitiesSite } from './abilitiesSite';

const run = (name: string, query = ''): string => `/wp-abilities/v1/abilities/${name}/run${query}`;

test('a read-only ability runs with GET; its input comes from the query and is coerced to its schema', async (t) => {
  const site = await startAbilitiesSite();
  t.teardown(() => site.close());
  const title = await site.get(run('demo/site-title'), 'subscriber');
  t.deepEqual([title.status, title.body], [200, 'Demo Site']);
  const sum = await site.get(run('demo/add-numbers', '?input[a]=2&input[b]=40'), 'subscriber');
  t.deepEqual([sum.status, sum.body], [200, 42]);
  const words = await site.get(run('tools/word-count', `?input=${encodeURIComponent('one two  three')}`), 'subscriber');
  t.deepEqual([words.status, words.body], [200, 3]);
  // The run route wins over `/abilities/<name>`, whose pattern matches `…/run` too.
  t.is(typeof (await site.get(run('demo/site-title'), 'subscriber')).body, 'string');
});

test('the method must be the one the annotations call for', async (t) => {
  const site = await startAbilitiesSite();
  t.teardown(() => site.close());
  const post = await site.request('POST', run('demo/site-title'), { session: await site.as('editor'), json: {} });
  t.deepEqual([post.status, post.body], [405, errorBody('rest_ability_invalid_method', 'Read-only abilities require GET method.', 405)]);
  const get = await site.get(run('demo/create-note'), 'editor');
  t.deepEqual([get.status, get.body], [405, errorBody('rest_ability_invalid_method', 'Abilities that perform updates require POST method.', 405)]);
  const put = await site.request('PUT', run('demo/forget-note'), { session: await site.as('editor'), json: { input: 3 } });
  t.deepEqual([put.status, put.body], [405, errorBody('rest_ability_invalid_method', 'Abilities that perform destructive actions require DELETE method.', 405)]);
  const remove = await site.request('DELETE', run('demo/forget-note', '?input=3'), { session: await site.as('editor') });
  t.deepEqual([remove.status, remove.body], [200, { deleted: 3 }]);
});

test('POST takes the JSON body\'s input; the ability\'s permission callback decides', async (t) => {
  const site = await startAbilitiesSite();
  t.teardown(() => site.close());
  const created = await site.request('POST', run('demo/create-note'), { session: await site.as('contributor'), json: { input: { text: 'hi' } } });
  t.deepEqual([created.status, created.body], [200, { saved: 'hi', by: site.ids.contributor }]);
  const refused = await site.request('POST', run('demo/create-note'), { session: await site.as('subscriber'), json: { input: { text: 'hi' } } });
  t.deepEqual([refused.status, refused.body], [403, errorBody('rest_ability_cannot_execute', 'Sorry, you are not allowed to execute this ability.', 403)]);
  const anonymous = await site.request('POST', run('demo/create-note'), { json: { input: { text: 'hi' } } });
  t.deepEqual([anonymous.status, anonymous.body], [401, errorBody('rest_ability_cannot_execute', 'Sorry, you are not allowed to execute this ability.', 401)]);
  const reasoned = await site.request('POST', run('demo/refuses'), { session: await site.as('editor'), json: {} });
  t.deepEqual([reasoned.status, reasoned.body], [403, errorBody('demo_refused', 'Not today.', 403)]);
});

test('input is validated against the input schema by our schema engine', async (t) => {
  const site = await startAbilitiesSite();
  t.teardown(() => site.close());
  const notInteger = await site.get(run('demo/add-numbers', '?input[a]=two'), 'subscriber');
  t.deepEqual([notInteger.status, notInteger.body], [400, errorBody('ability_invalid_input', 'Ability "demo/add-numbers" has invalid input. Reason: input[a] is not of type integer.', 400)]);
  const missing = await site.get(run('demo/add-numbers', '?input[b]=1'), 'subscriber');
  t.deepEqual([missing.status, missing.body], [400, errorBody('ability_invalid_input', 'Ability "demo/add-numbers" has invalid input. Reason: a is a required property of input.', 400)]);
  const extra = await site.get(run('demo/add-numbers', '?input[a]=1&input[c]=1'), 'subscriber');
  t.deepEqual([extra.status, extra.body], [400, errorBody('ability_invalid_input', 'Ability "demo/add-numbers" has invalid input. Reason: c is not a valid property of Object.', 400)]);
  const empty = await site.request('POST', run('demo/create-note'), { session: await site.as('editor'), json: { input: { text: '' } } });
  t.deepEqual([empty.status, empty.body], [400, errorBody('ability_invalid_input', 'Ability "demo/create-note" has invalid input. Reason: input[text] must be at least 1 character long.', 400)]);
  const noSchema = await site.get(run('demo/site-title', '?input=1'), 'subscriber');
  t.deepEqual([noSchema.status, noSchema.body], [400, errorBody('ability_missing_input_schema', 'Ability "demo/site-title" does not define an input schema required to validate the provided input.', 400)]);
});

test('unknown and hidden abilities are not found; failures of the callback and the output answer 500', async (t) => {
  const site = await startAbilitiesSite();
  t.teardown(() => site.close());
  for (const name of ['demo/hidden', 'demo/nothing']) {
    const reply = await site.get(run(name), 'administrator');
    t.deepEqual([reply.status, reply.body], [404, errorBody('rest_ability_not_found', 'Ability not found.', 404)], name);
  }
  const thrown = await site.request('POST', run('demo/throws'), { session: await site.as('editor'), json: {} });
  t.deepEqual([thrown.status, thrown.body], [500, { code: 'ability_callback_exception', message: 'Ability "demo/throws" callback threw an exception: boom', data: null }]);
  const badOutput = await site.request('POST', run('demo/bad-output'), { session: await site.as('editor'), json: {} });
  t.deepEqual([badOutput.status, badOutput.body], [500, { code: 'ability_invalid_output', message: 'Ability "demo/bad-output" has invalid output. Reason: output is not of type string.', data: null }]);
});

test('a paginated ability sends the collection headers and refuses pages past the end', async (t) => {
  const site = await startAbilitiesSite();
  t.teardown(() => site.close());
  const first = await site.get(run('demo/list-items'), 'subscriber');
  t.deepEqual([first.status, first.body], [200, { items: ['a', 'b'], total: 5, total_pages: 3 }]);
  t.is(first.headers.get('x-wp-total'), '5');
  t.is(first.headers.get('x-wp-totalpages'), '3');
  const last = await site.get(run('demo/list-items', '?input[page]=3'), 'subscriber');
  t.deepEqual(last.body, { items: ['e'], total: 5, total_pages: 3 });
  const past = await site.get(run('demo/list-items', '?input[page]=4'), 'subscriber');
  t.deepEqual([past.status, past.body], [400, errorBody('rest_ability_invalid_page_number', 'The page number requested is larger than the number of pages available.', 400)]);
});

test('the ability hooks run around an execution', async (t) => {
  const site = await startAbilitiesSite();
  t.teardown(() => site.close());
  const seen: string[] = [];
  site.app.hooks.addAction('wp_ability_invoked', (name: string) => void seen.push(`invoked ${name}`));
  site.app.hooks.addAction('wp_before_execute_ability', (name: string) => void seen.push(`before ${name}`));
  site.app.hooks.addAction('wp_after_execute_ability', (name: string, _input: unknown, result: unknown) => void seen.push(`after ${name} ${String(result)}`));
  site.app.hooks.addFilter('wp_ability_execute_result', (result: unknown, name: string) => (name === 'demo/site-title' ? `${String(result)}!` : result));
  const reply = await site.get(run('demo/site-title'), 'subscriber');
  t.is(reply.body, 'Demo Site!');
  t.deepEqual(seen, ['invoked demo/site-title', 'before demo/site-title', 'after demo/site-title Demo Site!']);
});
