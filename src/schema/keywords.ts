/**
 * The static part of a schema, read once: keyword values normalised to what the
 * validators compare against, child schemas compiled, patterns built.
 */
import type { Bounds } from './messages';
import type { ChildCompiler, SchemaNode } from './node';
import { compilePattern, type CompiledPattern } from './pattern';
import { isEmpty, isSet, toFloat } from './php';
import { isList, isPlainObject } from './values';

export interface Keywords {
  readonly enumValues: readonly unknown[] | null;
  /** Set of the enum values when they are all primitives (a fast strict lookup). */
  readonly enumSet: ReadonlySet<unknown> | null;
  readonly format: string | null;
  readonly bounds: (Bounds & { readonly min: number; readonly max: number }) | null;
  readonly multipleOf: { readonly raw: unknown; readonly value: number } | null;
  readonly minLength: { readonly raw: unknown; readonly value: number } | null;
  readonly maxLength: { readonly raw: unknown; readonly value: number } | null;
  readonly pattern: CompiledPattern | null;
  readonly patternRaw: unknown;
  readonly items: SchemaNode | null;
  /** `items` for sanitizing: WordPress skips an empty `items` there. */
  readonly sanitizeItems: SchemaNode | null;
  readonly minItems: { readonly raw: unknown; readonly value: number } | null;
  readonly maxItems: { readonly raw: unknown; readonly value: number } | null;
  readonly uniqueItems: boolean;
  readonly required: readonly unknown[] | null;
  readonly properties: ReadonlyMap<string, SchemaNode> | null;
  readonly patternProperties: readonly (readonly [CompiledPattern, SchemaNode])[] | null;
  /** false forbids unknown properties, a node validates them, null allows them. */
  readonly additionalProperties: false | SchemaNode | null;
  readonly minProperties: { readonly raw: unknown; readonly value: number } | null;
  readonly maxProperties: { readonly raw: unknown; readonly value: number } | null;
}

type Bound = { readonly raw: unknown; readonly value: number } | null;

const bound = (raw: unknown): Bound => (isSet(raw) ? { raw, value: toFloat(raw) } : null);

function valuesOf(value: unknown): unknown[] | null {
  if (isList(value)) return value;
  if (isPlainObject(value)) return Object.values(value);
  return null;
}

function isPrimitive(value: unknown): boolean {
  return value === null || (typeof value !== 'object' && typeof value !== 'function');
}

function readEnum(schema: Record<string, unknown>): Pick<Keywords, 'enumValues' | 'enumSet'> {
  const values = isEmpty(schema.enum) ? null : valuesOf(schema.enum);
  if (values === null || values.length === 0) return { enumValues: null, enumSet: null };
  return { enumValues: values, enumSet: values.every(isPrimitive) ? new Set(values) : null };
}

function readBounds(schema: Record<string, unknown>): Keywords['bounds'] {
  const hasMinimum = isSet(schema.minimum);
  const hasMaximum = isSet(schema.maximum);
  if (!hasMinimum && !hasMaximum) return null;
  return {
    minimum: schema.minimum,
    maximum: schema.maximum,
    hasMinimum,
    hasMaximum,
    exclusiveMinimum: !isEmpty(schema.exclusiveMinimum),
    exclusiveMaximum: !isEmpty(schema.exclusiveMaximum),
    min: toFloat(schema.minimum),
    max: toFloat(schema.maximum),
  };
}

/** Names that must be present: a `required` list, else properties marked `required: true`. */
function readRequired(schema: Record<string, unknown>): unknown[] | null {
  const list = valuesOf(schema.required);
  if (list !== null) return list.length > 0 ? list : null;
  if (!isPlainObject(schema.properties)) return null;
  const names = Object.keys(schema.properties).filter((name) => {
    const property = (schema.properties as Record<string, unknown>)[name];
    return isPlainObject(property) && property.required === true;
  });
  return names.length > 0 ? names : null;
}

function readProperties(schema: Record<string, unknown>, compile: ChildCompiler): Map<string, SchemaNode> | null {
  if (!isPlainObject(schema.properties)) return null;
  const nodes = new Map<string, SchemaNode>();
  for (const [name, child] of Object.entries(schema.properties)) {
    if (isSet(child)) nodes.set(name, compile(child));
  }
  return nodes.size > 0 ? nodes : null;
}

function readPatternProperties(schema: Record<string, unknown>, compile: ChildCompiler): Keywords['patternProperties'] {
  if (!isPlainObject(schema.patternProperties)) return null;
  const entries = Object.entries(schema.patternProperties).map(
    ([source, child]) => [compilePattern(source), compile(child)] as const,
  );
  return entries.length > 0 ? entries : null;
}

function readAdditional(schema: Record<string, unknown>, compile: ChildCompiler): Keywords['additionalProperties'] {
  const additional = schema.additionalProperties;
  if (additional === false) return false;
  return isPlainObject(additional) ? compile(additional) : null;
}

export function readKeywords(schema: Record<string, unknown>, compile: ChildCompiler): Keywords {
  const items = isSet(schema.items) ? compile(schema.items) : null;
  return {
    ...readEnum(schema),
    format: typeof schema.format === 'string' ? schema.format : null,
    bounds: readBounds(schema),
    multipleOf: bound(schema.multipleOf),
    minLength: bound(schema.minLength),
    maxLength: bound(schema.maxLength),
    pattern: isSet(schema.pattern) ? compilePattern(String(schema.pattern)) : null,
    patternRaw: schema.pattern,
    items,
    sanitizeItems: isEmpty(schema.items) ? null : items,
    minItems: bound(schema.minItems),
    maxItems: bound(schema.maxItems),
    uniqueItems: !isEmpty(schema.uniqueItems),
    required: readRequired(schema),
    properties: readProperties(schema, compile),
    patternProperties: readPatternProperties(schema, compile),
    additionalProperties: readAdditional(schema, compile),
    minProperties: bound(schema.minProperties),
    maxProperties: bound(schema.maxProperties),
  };
}
