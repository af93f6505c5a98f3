/** A schema prepared for repeated use: what compileSchema builds for every (sub)schema. */
import { RestError } from '../errors/RestError';

export type Validator = (value: unknown, param: string) => true | RestError;
export type Sanitizer = (value: unknown, param: string) => unknown;

export interface SchemaNode {
  /** The schema this node was built from (a plain object), or null for "no schema". */
  readonly schema: Readonly<Record<string, unknown>> | null;
  validate: Validator;
  sanitize: Sanitizer;
  /**
   * True when neither this schema nor any schema inside it can raise a developer notice.
   * Validation is then free of side effects, so a parent may check a child first under
   * its own name and only build the child's `param[key]` name when there is an error.
   */
  quiet: boolean;
}

/** Builds (or fetches) the node of a child schema. */
export type ChildCompiler = (schema: unknown) => SchemaNode;

/**
 * Validates a child value under the name `param[key]`. A quiet child is first checked
 * under the parent's name, so the child name is only built when there is an error.
 */
export function validateChild(child: SchemaNode, value: unknown, param: string, key: string | number): true | RestError {
  if (child.quiet && child.validate(value, param) === true) return true;
  return child.validate(value, `${param}[${key}]`);
}

/** Sanitizes a child value under `param[key]`, naming it lazily like validateChild. */
export function sanitizeChild(child: SchemaNode, value: unknown, param: string, key: string | number): unknown {
  if (child.quiet) {
    const result = child.sanitize(value, param);
    if (!(result instanceof RestError)) return result;
  }
  return child.sanitize(value, `${param}[${key}]`);
}
