export { Controller } from './Controller';
export { Route } from './Route';
export { Args } from './Args';
export { Permission } from './Permission';
export { defineArgs, type ArgsOf, type ValueOf, type ArgSchemaMapInput, type ArgSchemaInput } from './ArgsOf';
export { installControllers, registerControllerClass, type ControllerHost } from './installControllers';
export { controllerRoutes, registerControllerRoutes, type ControllerRoute } from './controllerRoutes';
export type { ControllerOptions, RouteOptions as RouteDecoratorOptions, PermissionCheck, ControllerClass } from './metadata';
