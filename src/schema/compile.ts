/**
 * compileSchema: a schema turned once into validate/sanitize closures, cached per
 * schema object. The public helpers go through it too, so a compiled schema and the
 * plain functions cannot disagree.
 */
import { RestError } from '../errors/RestError';
import { compileBranches, findAnyMatch, findOneMatch, type Branch } from './combining';
import { readKeywords, type Keywords } from './keywords';
import * as messages from './messages';
import type { Sanitizer, SchemaNode, Validator } from './node';
import { BUILT_IN_TYPES, noticeMissingType, noticeUnknownType, noticeUnknownTypesInList } from './notices';
import { isSet, toPhpString } from './php';
import { typedSanitizer } from './sanitizers';
import type { Schema } from './types';
import { typedValidator, typeMatcher } from './validators';
import { isList, isPlainObject } from './values';

/** A schema prepared for repeated validation and sanitization. */
export interface CompiledSchema {
  validate(value: unknown, param?: string): true | RestError;
  sanitize(value: unknown, param?: string): unknown;
}

interface CachedNode extends SchemaNode {
  /** Shallow snapshot of the schema, to notice a schema object edited after compiling. */
  readonly keys: readonly string[];
  readonly values: readonly unknown[];
  readonly compiled: CompiledSchema;
}

const cache = new WeakMap<object, CachedNode>();

/** A parameter without a schema object is neither validated nor sanitized. */
const PASSTHROUGH: SchemaNode = { schema: null, validate: () => true, sanitize: (value) => value, quiet: true };
const PASSTHROUGH_COMPILED: CompiledSchema = { validate: () => true, sanitize: (value) => value };

function isFresh(node: CachedNode, schema: Record<string, unknown>): boolean {
  const { keys, values } = node;
  let index = 0;
  for (const key in schema) {
    if (index >= keys.length || keys[index] !== key || schema[key] !== values[index]) return false;
    index++;
  }
  return index === keys.length;
}

type TypedPair = { readonly validate: Validator; readonly sanitize: Sanitizer };

/** Validate/sanitize for a declared `type` value: one type, none, an unknown one, or a list. */
function typedPair(keywords: Keywords, type: unknown): TypedPair {
  if (isList(type)) return typeListPair(keywords, type);
  const validate = typedValidator(keywords, type);
  const sanitize = typedSanitizer(keywords, type);
  if (typeof type === 'string' && BUILT_IN_TYPES.includes(type)) return { validate, sanitize };
  const notice = isSet(type) ? noticeUnknownType : noticeMissingType;
  return {
    validate: (value, param) => {
      notice('validateValueFromSchema', param, type);
      return validate(value, param);
    },
    sanitize: (value, param) => {
      notice('sanitizeValueFromSchema', param, type);
      return sanitize(value, param);
    },
  };
}

/**
 * A type list: the first listed type whose type test the value passes (a string wins
 * for `''`) is the one validated and sanitized against. When none passes the value is
 * invalid and sanitizes to null — unless the list names unknown types, which WordPress
 * keeps accepting for backward compatibility.
 */
function typeListPair(keywords: Keywords, types: readonly unknown[]): TypedPair {
  const unknown = types.filter((type) => typeof type !== 'string' || !BUILT_IN_TYPES.includes(type));
  const known = types.filter((type): type is string => typeof type === 'string' && BUILT_IN_TYPES.includes(type));
  const candidates = known.map((type) => ({
    type,
    matches: typeMatcher(type)!,
    validate: typedValidator(keywords, type),
    sanitize: typedSanitizer(keywords, type),
  }));
  const stringCandidate = candidates.find((candidate) => candidate.type === 'string');
  const fallback = unknown.length > 0 ? typedPair(keywords, unknown[0]) : null;
  const typeNames = types.map(toPhpString).join(',');
  const best = (value: unknown) => {
    if (value === '' && stringCandidate !== undefined) return stringCandidate;
    for (const candidate of candidates) if (candidate.matches(value)) return candidate;
    return undefined;
  };
  return {
    validate: (value, param) => {
      if (unknown.length > 0) noticeUnknownTypesInList('validateValueFromSchema', param, unknown);
      const candidate = best(value);
      if (candidate !== undefined) return candidate.validate(value, param);
      return fallback === null ? messages.notOfType(param, typeNames) : fallback.validate(value, param);
    },
    sanitize: (value, param) => {
      if (unknown.length > 0) noticeUnknownTypesInList('sanitizeValueFromSchema', param, unknown);
      const candidate = best(value);
      if (candidate !== undefined) return candidate.sanitize(value, param);
      return fallback === null ? null : fallback.sanitize(value, param);
    },
  };
}

/** Type pairs per type value, built on first use (anyOf/oneOf can lend a branch's type). */
function typedPairs(keywords: Keywords, declared: unknown): (type: unknown) => TypedPair {
  const byKey = new Map<string, TypedPair>();
  const declaredPair = typedPair(keywords, declared);
  return (type) => {
    if (type === declared) return declaredPair;
    const key = JSON.stringify(type) ?? 'undefined';
    let pair = byKey.get(key);
    if (pair === undefined) byKey.set(key, (pair = typedPair(keywords, type)));
    return pair;
  };
}

/**
 * anyOf then oneOf pick a branch; when the schema itself has no type it takes the
 * branch's. The schema's own keywords are then applied as usual. When sanitizing, the
 * value is first sanitized by the chosen branch.
 */
function combined(schema: Record<string, unknown>, pairFor: (type: unknown) => TypedPair, anyOf: readonly Branch[] | null, oneOf: readonly Branch[] | null): TypedPair {
  const combiners = [[anyOf, findAnyMatch], [oneOf, findOneMatch]] as const;
  const resolve = (value: unknown, param: string, sanitizing: boolean): { type: unknown; value: unknown } | RestError => {
    let type = schema.type;
    let current = value;
    for (const [branches, find] of combiners) {
      if (branches === null) continue;
      const match = find(branches, current, param);
      if (match instanceof RestError) return match;
      if (!isSet(type)) type = match.schema.type;
      if (sanitizing) current = match.node.sanitize(current, param);
      if (current instanceof RestError) return current;
    }
    return { type, value: current };
  };
  return {
    validate: (value, param) => {
      const resolved = resolve(value, param, false);
      return resolved instanceof RestError ? resolved : pairFor(resolved.type).validate(value, param);
    },
    sanitize: (value, param) => {
      const resolved = resolve(value, param, true);
      return resolved instanceof RestError ? resolved : pairFor(resolved.type).sanitize(resolved.value, param);
    },
  };
}

/** See SchemaNode.quiet: known types, usable patterns, and quiet children only. */
function isQuiet(type: unknown, keywords: Keywords, branches: readonly Branch[]): boolean {
  const known = (name: unknown) => typeof name === 'string' && BUILT_IN_TYPES.includes(name);
  if (!(isList(type) ? type.every(known) : known(type))) return false;
  if (keywords.pattern !== null && keywords.pattern.regex === null) return false;
  const children: (SchemaNode | null | false)[] = [keywords.items, keywords.additionalProperties, ...branches.map((branch) => branch.node)];
  for (const node of keywords.properties?.values() ?? []) children.push(node);
  for (const [, node] of keywords.patternProperties ?? []) children.push(node);
  return children.every((child) => child === null || child === false || child.quiet);
}

function build(schema: Record<string, unknown>): CachedNode {
  const node = {
    schema,
    keys: Object.keys(schema),
    values: Object.values(schema),
    validate: PASSTHROUGH.validate,
    sanitize: PASSTHROUGH.sanitize,
    compiled: PASSTHROUGH_COMPILED,
    quiet: false,
  } as { -readonly [K in keyof CachedNode]: CachedNode[K] };
  // Registered before the children compile, so a schema that contains itself terminates.
  cache.set(schema, node);
  const keywords = readKeywords(schema, compileNode);
  const pairFor = typedPairs(keywords, schema.type);
  const anyOf = compileBranches(schema.anyOf, schema.type, compileNode);
  const oneOf = compileBranches(schema.oneOf, schema.type, compileNode);
  const pair = anyOf === null && oneOf === null ? pairFor(schema.type) : combined(schema, pairFor, anyOf, oneOf);
  node.validate = pair.validate;
  node.sanitize = pair.sanitize;
  node.quiet = isQuiet(schema.type, keywords, [...(anyOf ?? []), ...(oneOf ?? [])]);
  node.compiled = {
    validate: (value, param = '') => pair.validate(value, param),
    sanitize: (value, param = '') => pair.sanitize(value, param),
  };
  return node;
}

/** The schema met last: repeated calls with one schema skip the WeakMap. */
let lastNode: CachedNode | null = null;

function cachedNode(schema: unknown): CachedNode | null {
  if (lastNode !== null && lastNode.schema === schema && isFresh(lastNode, schema as Record<string, unknown>)) return lastNode;
  if (!isPlainObject(schema)) return null;
  const cached = cache.get(schema);
  lastNode = cached !== undefined && isFresh(cached, schema) ? cached : build(schema);
  return lastNode;
}

/** The node of a (sub)schema; anything that is not a schema object passes values through. */
export function compileNode(schema: unknown): SchemaNode {
  return cachedNode(schema) ?? PASSTHROUGH;
}

/**
 * Prepares a schema once (cached per schema object; a schema edited in place at its top
 * level is recompiled). Nested schemas should be replaced rather than edited after use.
 */
export function compileSchema(schema: Schema): CompiledSchema {
  return cachedNode(schema)?.compiled ?? PASSTHROUGH_COMPILED;
}
