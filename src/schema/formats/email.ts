/**
 * The `email` format, with the checks of WordPress's `is_email`: a minimum length,
 * an `@` after the first character, a restricted local-part alphabet, and a domain of
 * at least two dot-separated labels made of letters, digits and inner hyphens.
 */
const LOCAL_PART = /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const LABEL = /^[a-z0-9-]+$/i;
const TRIMMED = /^[ \t\n\r\0\v.]|[ \t\n\r\0\v.]$/;

export function isEmail(value: unknown): boolean {
  if (typeof value !== 'string' || value.length < 6) return false;
  const at = value.indexOf('@', 1);
  if (at === -1) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (!LOCAL_PART.test(local)) return false;
  if (domain.includes('..') || TRIMMED.test(domain)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  return labels.every((label) => LABEL.test(label) && !label.startsWith('-') && !label.endsWith('-'));
}
