/**
 * Additional fields (SPEC "Additional field record"): per app, per object type
 * (`post`, `term`, `comment`, a schema title…), the fields third parties add to
 * a resource. Like WordPress's `register_rest_field`, a later registration of
 * the same attribute replaces the earlier one.
 */
import type { Schema } from '../schema/types';
import type { RestRequest } from '../server/RestRequest';

/** Reads the value from the prepared response data (the object's fields computed so far). */
export type FieldGetCallback = (prepared: Record<string, unknown>, attribute: string, request: RestRequest, objectType: string) => unknown;

/** Writes the value to the model object; a RestError (or a promise of one) aborts the update. */
export type FieldUpdateCallback = (
  value: unknown,
  object: unknown,
  attribute: string,
  request: RestRequest,
  objectType: string,
) => unknown;

export interface AdditionalField {
  /** null: the field is not returned. */
  get_callback: FieldGetCallback | null;
  /** null: the field cannot be set. */
  update_callback: FieldUpdateCallback | null;
  /** null: no schema entry (the field is still returned when asked for). */
  schema: Schema | null;
}

export type AdditionalFieldInput = Partial<AdditionalField>;

export class FieldRegistry {
  private readonly byType = new Map<string, Map<string, AdditionalField>>();
  private registrations = 0;

  /** Changes with every registration: what was derived from the fields before is stale when it moved. */
  get version(): number {
    return this.registrations;
  }

  /** Registers `attribute` on one object type or on each of a list. */
  registerRestField(objectTypes: string | readonly string[], attribute: string, args: AdditionalFieldInput = {}): void {
    const field: AdditionalField = {
      get_callback: args.get_callback ?? null,
      update_callback: args.update_callback ?? null,
      schema: args.schema ?? null,
    };
    this.registrations++;
    for (const type of typeof objectTypes === 'string' ? [objectTypes] : objectTypes) {
      const fields = this.byType.get(type) ?? new Map<string, AdditionalField>();
      fields.set(attribute, field);
      this.byType.set(type, fields);
    }
  }

  /** The fields of an object type, in registration order (empty when none). */
  getFields(objectType: string | null | undefined): ReadonlyMap<string, AdditionalField> {
    if (objectType === null || objectType === undefined || objectType === '') return EMPTY;
    return this.byType.get(objectType) ?? EMPTY;
  }

  /** Object type → attribute → field, for inspection. */
  all(): Record<string, Record<string, AdditionalField>> {
    const out: Record<string, Record<string, AdditionalField>> = {};
    for (const [type, fields] of this.byType) out[type] = Object.fromEntries(fields);
    return out;
  }
}

const EMPTY: ReadonlyMap<string, AdditionalField> = new Map();
