import { randomInt } from 'node:crypto';

/** The character sets of WordPress's wp_generate_password. */
const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const SPECIAL = '!@#$%^&*()';
const EXTRA_SPECIAL = '-_ []{}<>~`+=,.;:/?|';

export interface GeneratePasswordOptions {
  /** Include `!@#$%^&*()` (default true, as WordPress). */
  specialChars?: boolean;
  /** Include the other punctuation and space (default false). */
  extraSpecialChars?: boolean;
}

/** A random password drawn uniformly (crypto.randomInt, no modulo bias). */
export function generatePassword(length = 12, options: GeneratePasswordOptions = {}): string {
  if (!Number.isInteger(length) || length < 0) throw new RangeError('Password length must be a non-negative integer.');
  let chars = ALPHANUMERIC;
  if (options.specialChars ?? true) chars += SPECIAL;
  if (options.extraSpecialChars ?? false) chars += EXTRA_SPECIAL;
  let out = '';
  for (let i = 0; i < length; i++) out += chars[randomInt(chars.length)];
  return out;
}
