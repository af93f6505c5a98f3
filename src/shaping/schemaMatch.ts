/**
 * Picking the sub-schema that describes a value: the first `anyOf`/`oneOf`
 * entry the value validates against, and the `patternProperties` schema of a
 * key. The context filter uses these to know which `context` lists apply.
 */
import { compilePattern, matchesPattern } from '../schema/pattern';
import type { Schema } from '../schema/types';

/** True when `value` satisfies `schema` (the schema engine's validation). */
export type SchemaValidator = (value: unknown, schema: Schema) => boolean;

type Keyword = 'anyOf' | 'oneOf';

/**
 * Branch lists with the parent's `type` filled in, kept per parent schema so the
 * same branch objects (and so the schema engine's compiled forms) are reused.
 * An entry is rebuilt when the parent's type or any branch object changed.
 */
interface CachedBranches {
  readonly parentType: unknown;
  readonly options: readonly Schema[];
  readonly branches: readonly Schema[];
}

const branchCache = new WeakMap<Schema, Partial<Record<Keyword, CachedBranches>>>();

function branchesOf(schema: Schema, keyword: Keyword, options: readonly Schema[]): readonly Schema[] {
  let entry = branchCache.get(schema);
  if (entry === undefined) {
    entry = {};
    branchCache.set(schema, entry);
  }
  const cached = entry[keyword];
  if (cached !== undefined && isFresh(cached, schema.type, options)) return cached.branches;
  const parentType = schema.type;
  const branches = options.map((option) =>
    option.type === undefined && parentType !== undefined ? { ...option, type: parentType } : option,
  );
  entry[keyword] = { parentType, options: options.slice(), branches };
  return branches;
}

function isFresh(cached: CachedBranches, parentType: unknown, options: readonly Schema[]): boolean {
  return (
    cached.parentType === parentType &&
    cached.options.length === options.length &&
    cached.options.every((option, index) => option === options[index])
  );
}

/**
 * The first entry of `schema[keyword]` that `value` matches, with the parent's
 * `type` filled in when the entry has none; `undefined` when none matches.
 * For `oneOf` this is WordPress's "stop after the first match" lookup.
 */
export function findFirstMatchingSchema(
  value: unknown,
  schema: Schema,
  keyword: Keyword,
  isValid: SchemaValidator,
): Schema | undefined {
  const options = schema[keyword];
  if (!Array.isArray(options)) return undefined;
  for (const branch of branchesOf(schema, keyword, options)) {
    if (isValid(value, branch)) return branch;
  }
  return undefined;
}

/** The schema of the first `patternProperties` pattern that `key` matches, or `undefined`. */
export function findPatternPropertySchema(key: string, schema: Schema): Schema | undefined {
  const patterns = schema.patternProperties;
  if (patterns === undefined) return undefined;
  for (const pattern of Object.keys(patterns)) {
    if (matchesPattern(compilePattern(pattern), key)) return patterns[pattern];
  }
  return undefined;
}
