import { injectable } from 'inversify';
import type { Hooks } from '../hooks/Hooks';
import type { Schema } from '../schema/types';
import type { Interceptor } from '../server/Interceptor';
import { RestRequest } from '../server/RestRequest';
import { RestResponse } from '../server/RestResponse';
import type { RestServer } from '../server/RestServer';
import { filterResponseByContext } from '../shaping/index';

/** What a request without a usable `context` parameter is answered in, as WordPress's controllers do. */
const DEFAULT_CONTEXT = 'view';

/**
 * `?context=` for every route (SPEC "Response shaping rules" 6): after dispatch,
 * a successful response of a route that publishes a schema loses the fields whose
 * schema `context` list lacks the requested context, recursively. A list is
 * filtered item by item against an item schema, as a collection route's schema
 * describes one item. Routes whose controller already shapes its items (a
 * RestController, in prepareItemForResponse, marks its routes `context_filtered`)
 * are left alone, so their answers stay exactly as they were.
 */
@injectable()
export class ContextInterceptor implements Interceptor {
  attach(hooks: Hooks): void {
    hooks.addFilter('rest_post_dispatch', (response: unknown, server: unknown, request: unknown) => {
      if (response instanceof RestResponse && request instanceof RestRequest) applyContext(response, server as RestServer, request);
      return response;
    });
  }
}

function applyContext(response: RestResponse, server: RestServer, request: RestRequest): void {
  if (response.matchedRoute === '' || response.isError()) return;
  const options = server.getRouteEntry?.(response.matchedRoute)?.options;
  if (options === undefined || typeof options.schema !== 'function' || options.context_filtered === true) return;
  const schema = options.schema();
  if (typeof schema !== 'object' || schema === null) return;
  const requested = request.getParam('context');
  const context = typeof requested === 'string' && requested !== '' ? requested : DEFAULT_CONTEXT;
  response.setData(filterData(response.getData(), schema, context));
}

function filterData(data: unknown, schema: Schema, context: string): unknown {
  if (Array.isArray(data) && !describesList(schema)) return data.map((item) => filterResponseByContext(item, schema, context));
  return filterResponseByContext(data, schema, context);
}

function describesList(schema: Schema): boolean {
  return schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'));
}
