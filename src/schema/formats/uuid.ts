/** The `uuid` format: WordPress accepts the canonical lower-case 8-4-4-4-12 form only. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isUuid(value: unknown): boolean {
  return typeof value === 'string' && UUID.test(value);
}
