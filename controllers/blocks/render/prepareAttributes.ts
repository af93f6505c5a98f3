import { validateValueFromSchema } from '../../../src/schema/index';
import type { BlockType } from '../BlockTypeRegistry';

/** The attributes a renderer receives: valid given values, then each missing attribute's default (WordPress drops invalid ones). */
export function prepareAttributesForRender(type: BlockType, given: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(given)) {
    const schema = type.attributes[key];
    if (schema === undefined) {
      out[key] = value;
      continue;
    }
    if (validateValueFromSchema(value, schema, key) === true) out[key] = value;
  }
  for (const [key, schema] of Object.entries(type.attributes)) {
    if (!(key in out) && schema.default !== undefined) out[key] = schema.default;
  }
  return out;
}
