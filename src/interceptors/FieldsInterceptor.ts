import { injectable } from 'inversify';
import type { Hooks } from '../hooks/Hooks';
import type { Interceptor } from '../server/Interceptor';
import { RestRequest } from '../server/RestRequest';
import { RestResponse } from '../server/RestResponse';
import { filterResponseFields } from '../shaping/index';

/**
 * `_fields` (SPEC "Response shaping rules" 1-3): after dispatch, a successful
 * response keeps only the listed fields, item by item for a list. Only the data
 * is filtered, as in WordPress: a list item's `_links` is part of its data and
 * obeys `_fields`, while links kept on the response object are added to the body
 * later and are the controller's to omit (it checks `_links` with isFieldIncluded).
 */
@injectable()
export class FieldsInterceptor implements Interceptor {
  attach(hooks: Hooks): void {
    hooks.addFilter('rest_post_dispatch', (response: unknown, _server: unknown, request: unknown) => {
      if (response instanceof RestResponse && request instanceof RestRequest) applyFields(response, request);
      return response;
    });
  }
}

function applyFields(response: RestResponse, request: RestRequest): void {
  const fields = request.getParam('_fields');
  if (fields === undefined || fields === null || response.isError()) return;
  // The raw parameter (string, list or map) is read as wp_parse_list reads it.
  response.setData(filterResponseFields(response.getData(), fields));
}
