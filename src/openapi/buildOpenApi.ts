import type { HandlerSet, RouteEntry } from '../server/HandlerSet';
import { ERROR_RESPONSES, ERROR_SCHEMA, type ErrorResponseName } from './errorSchema';
import { isObject, toJsonSchema } from './jsonSchema';
import { openApiPath, type PathParameter } from './routePath';
import { DEFAULT_SECURITY, securitySchemes } from './securitySchemes';

type Json = Record<string, unknown>;

export interface OpenApiInput {
  /** The routes, as `server.routeEntries()` gives them. */
  routes: ReadonlyArray<[string, RouteEntry]>;
  /** Where the routes are served: the API root without its trailing slash (`http://host/svc-json`). */
  serverUrl: string;
  title: string;
  version: string;
  description?: string;
  /** Name of the logged-in cookie. */
  cookieName: string;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const OPERATION_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);
const PAGING_ARGS = ['page', 'per_page'];
const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * An OpenAPI 3.1 document of a live route table: one path per route, one
 * operation per method of each handler set, parameters and request bodies from
 * the argument schemas, responses from the route's item schema (one component
 * per context), the error layout, and the authentication schemes.
 */
export function buildOpenApi(input: OpenApiInput): Json {
  const components = new SchemaComponents();
  const operationIds = new Set<string>();
  const templates = input.routes.map(([route]) => shapeOf(openApiPath(route).path));
  const paths: Json = {};
  const tags = new Set<string>();

  for (const [route, entry] of input.routes) {
    const { path, parameters } = openApiPath(route);
    const shape = shapeOf(path);
    const hasItemRoute = templates.some((t) => t.startsWith(`${shape}/{}`));
    const schema = resourceSchema(entry);
    const tag = entry.namespace === '' ? 'index' : entry.namespace;
    const item: Json = (paths[path] as Json | undefined) ?? {};
    for (const handler of entry.handlers) {
      if (!handler.show_in_index) continue;
      for (const method of Object.keys(handler.methods)) {
        if (!OPERATION_METHODS.has(method)) continue;
        const key = method.toLowerCase();
        if (item[key] !== undefined) continue;
        tags.add(tag);
        item[key] = operation({
          method, path, route, handler, parameters, tag, schema, hasItemRoute,
          components, operationId: uniqueId(operationIds, `${key}${path}`),
        });
      }
    }
    if (Object.keys(item).length > 0) paths[path] = item;
  }

  return {
    openapi: '3.1.0',
    info: { title: input.title, version: input.version, ...(input.description ? { description: input.description } : {}) },
    servers: [{ url: input.serverUrl }],
    tags: [...tags].map((name) => ({ name })),
    security: DEFAULT_SECURITY,
    paths,
    components: {
      schemas: { Error: ERROR_SCHEMA, ...components.all() },
      responses: Object.fromEntries(
        Object.entries(ERROR_RESPONSES).map(([name, description]) => [
          name,
          { description, content: { [JSON_TYPE]: { schema: { $ref: '#/components/schemas/Error' } } } },
        ]),
      ),
      securitySchemes: securitySchemes(input.cookieName),
    },
  };
}

interface OperationInput {
  method: string;
  path: string;
  route: string;
  handler: HandlerSet;
  parameters: PathParameter[];
  tag: string;
  schema: Json | null;
  hasItemRoute: boolean;
  components: SchemaComponents;
  operationId: string;
}

function operation(input: OperationInput): Json {
  const { method, handler, parameters } = input;
  const args = (isObject(handler.args) ? handler.args : {}) as Record<string, unknown>;
  const pathNames = new Set(parameters.map((p) => p.name));
  const out: Json = {
    operationId: input.operationId,
    tags: [input.tag],
    summary: `${method} ${input.route}`,
  };
  const params: Json[] = parameters.map((p) => pathParameter(p, args[p.name]));
  const rest = Object.entries(args).filter(([name]) => !pathNames.has(name));
  if (BODY_METHODS.has(method)) {
    if (rest.length > 0) out.requestBody = requestBody(rest);
  } else {
    for (const [name, arg] of rest) params.push(queryParameter(name, arg));
  }
  if (params.length > 0) out.parameters = params;
  out.responses = responses(input, args);
  return out;
}

function pathParameter(parameter: PathParameter, arg: unknown): Json {
  const schema = isObject(arg) ? toJsonSchema(arg) : {};
  if (schema.type === undefined || schema.type === 'string') {
    schema.type = 'string';
    schema.pattern ??= `^${parameter.pattern}$`;
  }
  delete schema.default;
  return {
    name: parameter.name,
    in: 'path',
    required: true,
    schema,
    ...(isObject(arg) && typeof arg.description === 'string' ? { description: arg.description } : {}),
  };
}

function queryParameter(name: string, arg: unknown): Json {
  const schema = toJsonSchema(arg);
  const parameter: Json = { name, in: 'query', required: isObject(arg) && arg.required === true, schema };
  if (isObject(arg) && typeof arg.description === 'string') parameter.description = arg.description;
  // PHP-style query parsing: lists as `a=1,2` (comma-split like WordPress), maps as `m[k]=v`.
  if (schema.type === 'array') Object.assign(parameter, { style: 'form', explode: false });
  else if (schema.type === 'object') Object.assign(parameter, { style: 'deepObject', explode: true });
  return parameter;
}

function requestBody(args: Array<[string, unknown]>): Json {
  const properties: Json = {};
  const required: string[] = [];
  for (const [name, arg] of args) {
    properties[name] = toJsonSchema(arg);
    if (isObject(arg) && arg.required === true) required.push(name);
  }
  const schema: Json = { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
  return { required: required.length > 0, content: { [JSON_TYPE]: { schema }, [FORM_TYPE]: { schema } } };
}

function responses(input: OperationInput, args: Record<string, unknown>): Json {
  const out: Json = {};
  const status = input.method === 'POST' && input.hasItemRoute && input.parameters.length === 0 ? '201' : '200';
  out[status] = { description: 'Success.', content: { [JSON_TYPE]: { schema: successSchema(input, args) } } };
  if (Object.keys(args).length > 0) out['400'] = errorRef('BadRequest');
  if (input.handler.permission_callback !== null) {
    out['401'] = errorRef('Unauthorized');
    out['403'] = errorRef('Forbidden');
  }
  if (input.parameters.length > 0) out['404'] = errorRef('NotFound');
  out.default = errorRef('Error');
  return out;
}

/** The item schema in each context the route accepts; lists for collections; trash-or-delete for DELETE. */
function successSchema(input: OperationInput, args: Record<string, unknown>): Json {
  if (input.schema === null) return {};
  const contexts = contextsOf(args.context, input.method);
  const variants = contexts.map((context) => ({ $ref: `#/components/schemas/${input.components.add(input.schema as Json, context)}` }));
  const item: Json = variants.length === 1 ? (variants[0] as Json) : { anyOf: variants };
  if (input.method === 'GET') {
    if (PAGING_ARGS.some((name) => name in args)) return { type: 'array', items: item };
    if (input.hasItemRoute && input.parameters.length === 0) {
      return { anyOf: [{ type: 'array', items: item }, { type: 'object', additionalProperties: item }] };
    }
  }
  if (input.method === 'DELETE') {
    return { anyOf: [item, { type: 'object', properties: { deleted: { type: 'boolean' }, previous: item } }] };
  }
  return item;
}

/** The contexts a response may be shaped for: the `context` argument's enum (writes answer in `edit`). */
function contextsOf(contextArg: unknown, method: string): string[] {
  if (BODY_METHODS.has(method) || method === 'DELETE') return ['edit'];
  if (isObject(contextArg) && Array.isArray(contextArg.enum)) {
    const names = contextArg.enum.filter((c): c is string => typeof c === 'string');
    if (names.length > 0) return names;
  }
  return ['view'];
}

function errorRef(name: ErrorResponseName): Json {
  return { $ref: `#/components/responses/${name}` };
}

function resourceSchema(entry: RouteEntry): Json | null {
  const schema = entry.options.schema;
  if (typeof schema !== 'function') return null;
  const value: unknown = schema();
  return isObject(value) ? value : null;
}

/** `/wp/v2/posts/{id}` → `/wp/v2/posts/{}`: parameter names do not matter when comparing routes. */
function shapeOf(path: string): string {
  return path.replace(/\{[^}]*\}/g, '{}');
}

function uniqueId(taken: Set<string>, raw: string): string {
  const base = raw.replace(/[^A-Za-z0-9]+/g, '_').replace(/_+$/, '');
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}_${n}`;
  taken.add(id);
  return id;
}

/** Item schemas as named components, one per (schema, context); equal schemas share a name. */
class SchemaComponents {
  private readonly byName = new Map<string, Json>();
  private readonly names = new Map<string, string>();

  add(schema: Json, context: string): string {
    const converted = toJsonSchema(schema, context);
    const key = JSON.stringify(converted);
    const known = this.names.get(key);
    if (known !== undefined) return known;
    const title = typeof schema.title === 'string' && schema.title !== '' ? schema.title : 'item';
    const base = `${title.replace(/[^A-Za-z0-9._-]+/g, '_')}.${context}`;
    let name = base;
    for (let n = 2; this.byName.has(name); n++) name = `${base}_${n}`;
    this.byName.set(name, converted);
    this.names.set(key, name);
    return name;
  }

  all(): Json {
    return Object.fromEntries(this.byName);
  }
}
