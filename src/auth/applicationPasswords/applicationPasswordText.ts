import { generatePassword } from '../generatePassword';

/** Length of a generated application password, as WordPress. */
export const APPLICATION_PASSWORD_LENGTH = 24;

/** A new application password: 24 letters and digits. */
export function generateApplicationPassword(): string {
  return generatePassword(APPLICATION_PASSWORD_LENGTH, { specialChars: false });
}

/** Keeps letters and digits only, so a password works with or without its display spaces. */
export function normalizeApplicationPassword(raw: string): string {
  return raw.replace(/[^a-z\d]/gi, '');
}

/** Groups of four separated by spaces, for showing the password once. */
export function chunkApplicationPassword(raw: string): string {
  return (normalizeApplicationPassword(raw).match(/.{1,4}/g) ?? []).join(' ');
}

/**
 * The clean-up WordPress applies to an application name (sanitize_text_field):
 * no tags (script and style lose their content too), no percent-encoded octets,
 * whitespace runs collapsed, trimmed.
 */
export function sanitizeApplicationName(name: string): string {
  return name
    .replace(/<(script|style)[^>]*?>[\s\S]*?<\/\1>/gi, '')
    .replace(/<[a-z/!?][^>]*>?/gi, '')
    .replace(/</g, '&lt;')
    .replace(/%[a-f0-9]{2}/gi, '')
    .replace(/[\r\n\t ]+/g, ' ')
    .trim();
}
