/**
 * The `meta` field of terms (WordPress's WP_REST_Term_Meta_Fields). Core
 * registers no term meta keys, so the value is always an empty PHP array
 * (`[]` on the wire) and writes of unknown keys are ignored, as WordPress does.
 */
import type { Schema } from '../../src/schema/types';

export function termMetaSchema(): Schema {
  return {
    description: 'Meta fields.',
    type: 'object',
    context: ['view', 'edit'],
    properties: {},
    arg_options: { sanitize_callback: null, validate_callback: checkMetaIsObject },
  };
}

/** The meta value of a term: nothing is registered, so nothing is shown. */
export function termMetaValue(): unknown[] {
  return [];
}

/** A PHP array (JSON object or list) passes; anything else is an invalid parameter. */
function checkMetaIsObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}
