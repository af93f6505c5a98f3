/** The `hex-color` format: `#` and 3 or 6 hex digits. */
import { isScalar } from '../values';
import { toPhpString } from '../php';

const HEX_COLOR = /^#(?:[A-Fa-f0-9]{3}){1,2}$/;

/** The colour when it is a valid short or long hex colour, otherwise false. */
export function parseHexColor(value: unknown): string | false {
  const text = typeof value === 'string' ? value : isScalar(value) ? toPhpString(value) : null;
  return text !== null && HEX_COLOR.test(text) ? text : false;
}

/** The colour when valid, otherwise `''`. */
export function sanitizeHexColor(value: unknown): string {
  const color = parseHexColor(value);
  return color === false ? '' : color;
}
