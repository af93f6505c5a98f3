/** A schema prepared for repeated use: what compileSchema builds for every (sub)schema. */
import type { RestError } from '../errors/RestError';

export type Validator = (value: unknown, param: string) => true | RestError;
export type Sanitizer = (value: unknown, param: string) => unknown;

export interface SchemaNode {
  /** The schema this node was built from (a plain object), or null for "no schema". */
  readonly schema: Readonly<Record<string, unknown>> | null;
  validate: Validator;
  sanitize: Sanitizer;
}

/** Builds (or fetches) the node of a child schema. */
export type ChildCompiler = (schema: unknown) => SchemaNode;
