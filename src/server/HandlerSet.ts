import type { ArgSchemaMap, Schema } from '../schema/types';
import type { RequestAttributes, RestRequest } from './RestRequest';

/** What a callback may return: data, a response, an error, or a promise of one. */
export type HandlerResult = unknown;
export type RestCallback = (request: RestRequest) => HandlerResult | Promise<HandlerResult>;
/** Only a result of exactly `true` permits; a RestError is reported as it is. */
export type PermissionCallback = (request: RestRequest) => unknown | Promise<unknown>;

/** A handler set as given to registerRoute (SPEC "Handler set"). */
export interface HandlerSetInput {
  methods?: string | readonly string[] | Record<string, boolean>;
  callback?: RestCallback | null;
  permission_callback?: PermissionCallback | null;
  args?: ArgSchemaMap;
  /** Hide this endpoint from the index. */
  show_in_index?: boolean;
  /** Whether the batch endpoint may run it, as `{ v1: true }`. */
  allow_batch?: { v1?: boolean } | false;
  validate_callback?: ((request: RestRequest) => unknown) | null;
  [option: string]: unknown;
}

/** A handler set after registration: methods normalised to an upper-case set, defaults filled. */
export interface HandlerSet extends RequestAttributes {
  methods: Record<string, true>;
  callback: RestCallback | null;
  permission_callback: PermissionCallback | null;
  show_in_index: boolean;
  allow_batch?: { v1?: boolean } | false;
}

/** Route-level options (non-numeric keys beside the handler sets). */
export interface RouteOptions {
  /** Common argument schemas merged into every handler set. */
  args?: ArgSchemaMap;
  /** Returns the resource schema shown in OPTIONS and the index. */
  schema?: (() => Schema) | null;
  /**
   * The callbacks already filter their data by `context` against `schema` (a
   * RestController does, item by item): the context interceptor skips the route.
   */
  context_filtered?: boolean;
  allow_batch?: { v1?: boolean };
  show_in_index?: boolean;
  [option: string]: unknown;
}

/**
 * The `args` of registerRoute: one handler set (recognised by `callback`), or a list
 * of handler sets, optionally with route options as extra non-numeric keys.
 */
export type RouteArgs = HandlerSetInput | readonly HandlerSetInput[] | (HandlerSetInput[] & RouteOptions) | ({ [index: number]: HandlerSetInput } & RouteOptions);

/** The stored form of one route. */
export interface RouteEntry {
  namespace: string;
  handlers: HandlerSet[];
  options: RouteOptions;
}
