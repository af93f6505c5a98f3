export interface BasicCredentials {
  username: string;
  password: string;
}

/**
 * Reads an `Authorization: Basic …` header the way PHP fills PHP_AUTH_USER /
 * PHP_AUTH_PW: base64 of `user:password`, split at the first colon (so the
 * password may contain colons). Anything else yields undefined.
 */
export function parseBasicAuth(header: string | undefined | null): BasicCredentials | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^\s*basic\s+([A-Za-z0-9+/]+={0,2})\s*$/i.exec(header);
  if (match === null) return undefined;
  const decoded = Buffer.from(match[1] as string, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
