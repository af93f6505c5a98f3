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

/** What one answer of fieldsForResponse was computed from. */
interface Computed {
  schema: Schema;
  additional: ReadonlyMap<string, AdditionalField>;
  fieldsVersion: number;
  context: unknown;
  fieldsParam: unknown;
  embed: boolean;
  fields: readonly string[];
}

/**
 * fieldsForResponse remembered per request: a controller asks for every item of a page (and its
 * links, meta and additional fields ask again), with the same answer each time. An answer is reused
 * only while its inputs are the same: the schema object, the registry's fields, `context`, `_fields`
 * and `_embed`. Each caller gets its own copy.
 */
export class FieldsForResponseCache {
  private readonly computed = new WeakMap<RestRequest, Computed>();

  get(schema: Schema, additional: ReadonlyMap<string, AdditionalField>, fieldsVersion: number, request: RestRequest): string[] {
    const context = request.getParam('context');
    const fieldsParam = request.getParam('_fields');
    const embed = request.hasParam('_embed');
    const known = this.computed.get(request);
    if (known !== undefined && known.schema === schema && known.additional === additional && known.fieldsVersion === fieldsVersion
      && known.context === context && known.fieldsParam === fieldsParam && known.embed === embed) return [...known.fields];
    const fields = fieldsForResponse(schema, additional, request);
    this.computed.set(request, { schema, additional, fieldsVersion, context, fieldsParam, embed, fields });
    return [...fields];
  }
}
