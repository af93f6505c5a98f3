/** The OpenAPI description: valid 3.1, faithful to the route table, usable by a generated typed client. */
import test from 'ava';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { Validator } from '@seriousme/openapi-schema-validator';
import openapiTS, { astToString } from 'openapi-typescript';
import createClient from 'openapi-fetch';
import type { RestServer } from '../../src/server/RestServer';
import { createApp } from '../../src/index';
import { obj, startSite } from '../auth-http/site';
import { runCli } from '../cli/cliHarness';

type Json = Record<string, any>;

async function served(): Promise<{ site: Awaited<ReturnType<typeof startSite>>; doc: Json }> {
  const site = await startSite();
  const reply = await site.request('GET', '/svc/v1/openapi.json');
  if (reply.status !== 200) throw new Error(`openapi.json answered ${reply.status}`);
  return { site, doc: obj(reply) as Json };
}

test('GET /svc-json/svc/v1/openapi.json is a valid OpenAPI 3.1 document of the live routes', async (t) => {
  const { site, doc } = await served();
  t.teardown(() => site.close());
  const result = await new Validator().validate(doc as never);
  t.deepEqual(result.errors, undefined);
  t.true(result.valid);
  t.is(doc.openapi, '3.1.0');
  t.is(doc.servers[0].url, 'http://localhost:8080/svc-json');
  // Every route of the table is a path.
  const routes = Object.keys(site.app.server.getRoutes());
  t.true(routes.length > 40);
  t.true(doc.paths['/wp/v2/posts/{id}'] !== undefined);
  t.true(doc.paths['/wp/v2/users/{user_id}/application-passwords/{uuid}'] !== undefined);
  t.true(doc.paths['/wp/v2/themes/{stylesheet}'] !== undefined);
  t.is(Object.keys(doc.paths).length, routes.length);
});

test('parameters, bodies, responses, errors and security come from the route table', async (t) => {
  const { site, doc } = await served();
  t.teardown(() => site.close());
  const getPost = doc.paths['/wp/v2/posts/{id}'].get;
  t.deepEqual(getPost.parameters[0], { name: 'id', in: 'path', required: true, schema: { description: 'Unique identifier for the post.', type: 'integer' }, description: 'Unique identifier for the post.' });
  t.like(getPost.parameters.find((p: Json) => p.name === 'context'), { in: 'query', schema: { enum: ['view', 'embed', 'edit'], default: 'view' } });
  t.deepEqual(getPost.responses['200'].content['application/json'].schema, {
    anyOf: [{ $ref: '#/components/schemas/post.view' }, { $ref: '#/components/schemas/post.embed' }, { $ref: '#/components/schemas/post.edit' }],
  });
  t.deepEqual(getPost.responses['404'], { $ref: '#/components/responses/NotFound' });
  // Per-context components: `content.raw` is edit-only.
  t.truthy(doc.components.schemas['post.edit'].properties.content.properties.raw);
  t.falsy(doc.components.schemas['post.view'].properties.content.properties.raw);
  // Collections are lists; array arguments are comma lists.
  const list = doc.paths['/wp/v2/posts'].get;
  t.is(list.responses['200'].content['application/json'].schema.type, 'array');
  t.like(list.parameters.find((p: Json) => p.name === 'include'), { style: 'form', explode: false, schema: { type: 'array', items: { type: 'integer' } } });
  // Writes take a JSON or form body; creation answers 201.
  const create = doc.paths['/wp/v2/posts'].post;
  t.deepEqual(Object.keys(create.requestBody.content), ['application/json', 'application/x-www-form-urlencoded']);
  t.like(create.requestBody.content['application/json'].schema.properties.status, { type: 'string', enum: ['publish', 'future', 'draft', 'pending', 'private'] });
  t.truthy(create.responses['201']);
  t.deepEqual(doc.paths['/svc/v1/login'].post.requestBody.content['application/json'].schema.properties.remember, { description: 'Keep the session for 14 days instead of 2.', type: 'boolean', default: false });
  // Errors.
  t.deepEqual(doc.components.schemas.Error.required, ['code', 'message', 'data']);
  t.deepEqual(doc.components.responses.Forbidden.content['application/json'].schema, { $ref: '#/components/schemas/Error' });
  // Security.
  t.deepEqual(doc.components.securitySchemes.svcCookie, { type: 'apiKey', in: 'cookie', name: 'svc_logged_in', description: doc.components.securitySchemes.svcCookie.description });
  t.like(doc.components.securitySchemes.svcNonce, { type: 'apiKey', in: 'header', name: 'X-SVC-Nonce' });
  t.like(doc.components.securitySchemes.applicationPassword, { type: 'http', scheme: 'basic' });
  t.deepEqual(doc.security, [{}, { svcCookie: [], svcNonce: [] }, { applicationPassword: [] }]);
});

test('routes a user registers appear in the description', async (t) => {
  const app = await createApp({ database: ':memory:', defaultControllers: false });
  t.teardown(() => app.close());
  app.hooks.addAction('rest_api_init', (server: RestServer) => {
    server.registerRoute('acme/v1', '/ping/(?P<id>[\\d]+)', {
      methods: 'GET',
      callback: (request) => ({ pong: request.getParam('id') }),
      permission_callback: () => true,
      args: { id: { type: 'integer', minimum: 1 }, loud: { type: 'boolean', default: false } },
    });
  });
  const { openApiDocument } = await import('../../src/openapi/openApiDocument');
  const doc = (await openApiDocument(app)) as Json;
  t.deepEqual(doc.paths['/acme/v1/ping/{id}'].get.parameters, [
    { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
    { name: 'loud', in: 'query', required: false, schema: { type: 'boolean', default: false } },
  ]);
  t.is(doc.paths['/acme/v1/ping/{id}'].get.operationId, 'get_acme_v1_ping_id');
  t.true((await new Validator().validate(doc as never)).valid);
});

test('svc-rest openapi --out writes the same document', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'svc-openapi-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const run = await runCli(['openapi', '--out', join(dir, 'api.json'), '--base-url', 'https://api.example.com']);
  t.is(run.code, 0);
  const doc = JSON.parse(readFileSync(join(dir, 'api.json'), 'utf8')) as Json;
  t.deepEqual(doc.servers, [{ url: 'https://api.example.com/svc-json' }]);
  t.true((await new Validator().validate(doc as never)).valid);
  const help = await runCli(['openapi', '--help']);
  t.is(help.code, 0);
  t.regex(help.stdout, /Usage: svc-rest openapi \[options\]/);
});

test('a client generated by openapi-typescript type-checks and calls the running server through openapi-fetch', async (t) => {
  // The user first: hashing its password under load can outlast an idle keep-alive socket.
  const site = await startSite();
  t.teardown(() => site.close());
  await site.app.users.create({ username: 'ada', email: 'ada@example.com', password: 'pw-ada-1', roles: ['administrator'] });
  const doc = obj(await site.request('GET', '/svc/v1/openapi.json')) as Json;
  const usage = (extra: string): string => [
    "import createClient from 'openapi-fetch';",
    "import type { paths } from './api';",
    "const client = createClient<paths>({ baseUrl: 'http://x' });",
    'export async function run(): Promise<void> {',
    "  const { data } = await client.GET('/wp/v2/posts/{id}', { params: { path: { id: 1 }, query: { context: 'edit' } } });",
    '  if (data !== undefined && \'id\' in data) { const id: number | undefined = data.id; void id; }',
    "  await client.POST('/wp/v2/posts', { body: { title: 'x', status: 'draft' } });",
    extra,
    '}',
  ].join('\n');
  const diagnostics = (source: string): string[] => {
    writeFileSync(join(dir, 'usage.ts'), source);
    const program = ts.createProgram([join(dir, 'usage.ts')], {
      strict: true, noEmit: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022, skipLibCheck: true, typeRoots: [], baseUrl: process.cwd(),
      paths: { 'openapi-fetch': [join(process.cwd(), 'node_modules/openapi-fetch')] },
    });
    return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  };
  // The client talks to the live server with an application password.
  // servers[0] names the configured base URL; the test server listens on a random port.
  const client = createClient<any>({ baseUrl: site.base });
  const login = await site.login('ada', 'pw-ada-1');
  const created = await site.request('POST', '/wp/v2/users/me/application-passwords', { session: login, json: { name: 'typed client' } });
  const auth = { Authorization: `Basic ${Buffer.from(`ada:${String(obj(created).password)}`).toString('base64')}` };
  const post = await client.POST('/wp/v2/posts', { body: { title: 'Typed', status: 'publish' }, headers: auth });
  t.is(post.response.status, 201);
  const read = await client.GET('/wp/v2/posts/{id}', { params: { path: { id: post.data.id }, query: { context: 'edit' } }, headers: auth });
  t.is(read.response.status, 200);
  t.is(read.data.title.raw, 'Typed');
  const missing = await client.GET('/wp/v2/posts/{id}', { params: { path: { id: 999 } } });
  t.is(missing.response.status, 404);
  t.deepEqual(missing.error, { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } });

  // Generated and type-checked after the HTTP part: both take long enough for idle keep-alive sockets to be dropped.
  const types = astToString(await openapiTS(doc as never));
  const dir = mkdtempSync(join(tmpdir(), 'svc-client-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'api.d.ts'), types);
  t.deepEqual(diagnostics(usage('')), []);
  // The types are real: a wrong status value and an unknown path are compile errors.
  t.true(diagnostics(usage("  await client.POST('/wp/v2/posts', { body: { status: 'nope' } });")).length > 0);
  t.true(diagnostics(usage("  await client.GET('/wp/v2/nothing-here');")).length > 0);

});
