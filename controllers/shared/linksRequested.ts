import { isFieldIncluded, parseFieldsParam } from '../../src/shaping/index';
import type { RestRequest } from '../../src/server/RestRequest';

/**
 * Whether the response should carry `_links`: always, unless `_fields` names
 * neither `_links` nor `_embedded` (then computing links is wasted work).
 */
export function linksRequested(request: RestRequest): boolean {
  const raw = request.getParam('_fields');
  if (raw === null || raw === undefined) return true;
  const fields = parseFieldsParam(typeof raw === 'string' || Array.isArray(raw) ? raw : String(raw));
  return fields.length === 0 || isFieldIncluded('_links', fields) || isFieldIncluded('_embedded', fields);
}
