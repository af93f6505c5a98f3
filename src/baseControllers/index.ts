export { RestController, type ControllerResult, type PreparedItem } from './RestController';
export { Methods } from './methods';
export { getEndpointArgsForSchema } from './endpointArgsForSchema';
export { fieldsForResponse } from './fieldsForResponse';
export { validateRequestArg, sanitizeRequestArg, sanitizeKey, absint } from './requestArgCallbacks';
export { notImplemented } from './notImplemented';
export type { CollectionArgs, IdArgs } from './CollectionArgs';
