import type { PreparedItem, RestController } from '../../src/baseControllers/RestController';
import type { RestRequest } from '../../src/server/RestRequest';
import { requestContext } from '../types/preparedFields';

/** The last steps of a prepare_item_for_response: the additional fields added, then the fields of the request's context kept. */
export async function shapeItem(controller: RestController, data: PreparedItem, request: RestRequest): Promise<PreparedItem> {
  return controller.filterResponseByContext(await controller.addAdditionalFieldsToObject(data, request), requestContext(request));
}
