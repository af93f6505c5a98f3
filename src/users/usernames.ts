/**
 * WordPress's username rules: `sanitize_user(…, strict)` keeps letters, digits,
 * space, `_ . - @`; a username is valid when sanitizing leaves it unchanged.
 */
export function sanitizeUsername(raw: string, strict = true): string {
  let name = raw
    .replace(/<[^>]*>/g, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/%[a-fA-F0-9]{2}/g, '')
    .replace(/&.+?;/g, '');
  if (strict) name = name.replace(/[^a-z0-9 _.\-@]/gi, '');
  return name.trim().replace(/\s+/g, ' ');
}

export function isValidUsername(name: string): boolean {
  return name !== '' && sanitizeUsername(name, true) === name;
}
