import type { RestRequest } from '../server/RestRequest';

/**
 * The nonce a request carries (SPEC "Authentication" rule 1): the `_svcnonce`
 * parameter of the form body or query string, else the `X-SVC-Nonce` header,
 * else — only when the app opted in — `X-WP-Nonce`. Undefined when none is
 * supplied; a supplied empty value still counts as supplied (and fails).
 */
export function nonceFromRequest(request: RestRequest, acceptWpNonceHeader: boolean): unknown {
  // Like PHP's $_REQUEST, a form-body value wins over the query string.
  for (const params of [request.getBodyParams(), request.getQueryParams()]) {
    const value = params._svcnonce;
    if (value !== undefined && value !== null) return value;
  }
  const header = request.getHeader('X-SVC-Nonce');
  if (header !== null) return header;
  if (acceptWpNonceHeader) return request.getHeader('X-WP-Nonce') ?? undefined;
  return undefined;
}
