/**
 * The top-level fields a response should carry (WordPress's
 * `get_fields_for_response`): the schema's properties visible in the request's
 * context, plus additional fields without a schema, narrowed by `_fields` (a
 * nested name counts when its top-level property is known). `_links` (and
 * `_embedded` when `_embed` is present) count as fields too, so controllers can
 * skip building links nobody asked for. `id` is kept whenever the schema has it,
 * since additional fields may need it.
 */
import { isTruthy } from '../schema/php';
import type { Schema } from '../schema/types';
import { parseFieldsParam } from '../shaping/index';
import type { RestRequest } from '../server/RestRequest';
import type { AdditionalField } from '../fields/FieldRegistry';

export function fieldsForResponse(schema: Schema, additional: ReadonlyMap<string, AdditionalField>, request: RestRequest): string[] {
  const contexts = new Map<string, unknown>();
  for (const [name, property] of Object.entries(schema.properties ?? {})) contexts.set(name, property.context);
  // Fields without a schema are not in the item schema but are still served.
  for (const [name, field] of additional) if (field.schema === null) contexts.set(name, undefined);

  const context = request.getParam('context');
  if (isTruthy(context)) {
    for (const [name, list] of contexts) {
      if (isTruthy(list) && !(Array.isArray(list) && list.includes(context))) contexts.delete(name);
    }
  }
  const unique = new Set(contexts.keys()).add('_links');
  if (request.hasParam('_embed')) unique.add('_embedded');
  const fields = [...unique];

  const raw = request.getParam('_fields');
  if (raw === null || raw === undefined) return fields;
  const requested = parseFieldsParam(typeof raw === 'string' || Array.isArray(raw) ? raw : String(raw));
  if (requested.length === 0) return fields;
  if (fields.includes('id')) requested.push('id');

  const known = new Set(fields);
  return requested.filter((field) => known.has(field) || known.has(field.split('.')[0]!));
}

/** The field lists computed for one schema and set of registered fields. */
interface Answers {
  schema: Schema;
  additional: ReadonlyMap<string, AdditionalField>;
  fieldsVersion: number;
  byRequest: Map<string, readonly string[]>;
}

/** Distinct (context, _fields, _embed) answers kept: clients choose `_fields`, so the list is bounded. */
const MAX_ANSWERS = 64;

/**
 * fieldsForResponse remembered by what it depends on: the schema object, the registered fields, and the
 * request's `context`, `_fields` and `_embed`. A page asks once per item and per embedded dispatch,
 * nearly always with the same few combinations. A `context` or `_fields` that is not text (or a list
 * of texts) is computed each time. Each caller gets its own copy.
 */
export class FieldsForResponseCache {
  private answers: Answers | null = null;

  get(schema: Schema, additional: ReadonlyMap<string, AdditionalField>, fieldsVersion: number, request: RestRequest): string[] {
    const key = requestKey(request);
    if (key === null) return fieldsForResponse(schema, additional, request);
    let answers = this.answers;
    if (answers === null || answers.schema !== schema || answers.additional !== additional || answers.fieldsVersion !== fieldsVersion) {
      answers = { schema, additional, fieldsVersion, byRequest: new Map() };
      this.answers = answers;
    }
    let fields = answers.byRequest.get(key);
    if (fields === undefined) {
      fields = fieldsForResponse(schema, additional, request);
      if (answers.byRequest.size >= MAX_ANSWERS) answers.byRequest.clear();
      answers.byRequest.set(key, fields);
    }
    return [...fields];
  }
}

/**
 * The request's part of the key: its context, _fields and whether _embed is there; null when not plain text.
 * Text is written out directly (asked for every item of a page): whether _embed is there, then the context
 * as absent (`-`) or its length and text, then _fields as absent or its text. A list of fields is JSON, whose
 * `[` no key of the direct form starts with.
 */
function requestKey(request: RestRequest): string | null {
  const context = request.getParam('context');
  const fields = request.getParam('_fields');
  if (!isTextOrAbsent(context)) return null;
  const embed = request.hasParam('_embed');
  if (isTextOrAbsent(fields)) {
    return `${embed ? 'e' : 'n'}${context == null ? '-' : `${context.length}:${context}`}${fields == null ? '-' : `+${fields}`}`;
  }
  if (!Array.isArray(fields) || !fields.every((field) => typeof field === 'string')) return null;
  return JSON.stringify([context ?? null, fields, embed]);
}

function isTextOrAbsent(value: unknown): value is string | null | undefined {
  return value === null || value === undefined || typeof value === 'string';
}
