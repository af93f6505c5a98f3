/** The decoded value of one cookie in a `Cookie` request header, or undefined when absent. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (header === null || header === undefined || header === '') return undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    const raw = pair.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}
