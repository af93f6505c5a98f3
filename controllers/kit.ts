/**
 * What an endpoint file needs, in one import: the decorators, the base
 * controllers (RestController, BuiltInController, SiteController), errors
 * (RestError and the shared refusals: denied, notFound, invalidParamError),
 * requests and responses, schema types, the current user, and the one
 * services object a controller is built with (with the `inject` and token
 * that hand it over). Built-in controllers import it as
 * `../kit`; an app imports the same names from the package entry (`svc-rest`).
 *
 * It re-exports foundations only: a file re-exported here must never import
 * the kit (the kit would then import itself through it).
 */
export { inject } from 'inversify';
export {
  Controller, Route, Args, Permission, defineArgs, type ArgsOf, type ArgSchemaMapInput, type ControllerOptions, type PermissionCheck,
} from '../src/decorators/index';
export { RestController, type ControllerResult, type PreparedItem } from '../src/baseControllers/RestController';
export { Methods } from '../src/baseControllers/methods';
export { validateRequestArg, sanitizeRequestArg } from '../src/baseControllers/requestArgCallbacks';
export { ControllerServices } from '../src/app/ControllerServices';
export { TOKENS } from '../src/di/tokens';
export { RestError, isRestError } from '../src/errors/RestError';
export type { RestRequest } from '../src/server/RestRequest';
export { RestResponse } from '../src/server/RestResponse';
export { currentUser, isUserLoggedIn, authorizationRequiredCode } from '../src/scope/RequestScope';
export type { ArgSchema, ArgSchemaMap, Schema } from '../src/schema/types';
export type { CollectionArgs, IdArgs } from '../src/baseControllers/CollectionArgs';
export { andThen, type MaybePromise } from '../src/hooks/maybePromise';
export { denied, notFound, invalidPostId, invalidParamError } from './shared/restErrors';
export { BuiltInController } from './shared/BuiltInController';
export { SiteController } from './blocks/SiteController';
