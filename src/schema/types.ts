/**
 * The argument / response schema dialect of SPEC "Argument schema": WordPress's
 * subset of JSON Schema draft 4, plus `context`, `readonly`, `arg_options`…
 */
export type SchemaTypeName = 'array' | 'object' | 'null' | 'integer' | 'number' | 'boolean' | 'string';

export interface Schema {
  type?: SchemaTypeName | SchemaTypeName[] | string | string[];
  description?: string;
  default?: unknown;
  enum?: readonly unknown[];
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  properties?: Record<string, Schema>;
  patternProperties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  required?: boolean | readonly string[];
  minProperties?: number;
  maxProperties?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  exclusiveMaximum?: boolean;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: 'hex-color' | 'date-time' | 'email' | 'ip' | 'uuid' | 'uri' | string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  context?: readonly string[];
  readonly?: boolean;
  title?: string;
  $schema?: string;
  [keyword: string]: unknown;
}

/** Argument definition of a handler set: a schema plus the REST-only keys. */
export interface ArgSchema extends Schema {
  validate_callback?: ArgCallback | null;
  sanitize_callback?: ArgCallback | null;
}

/** `(value, request, param)` — the request type is left open to keep the schema layer free of the server. */
export type ArgCallback = (value: unknown, request: unknown, param: string) => unknown;

export type ArgSchemaMap = Record<string, ArgSchema>;
