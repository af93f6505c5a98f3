import { timingSafeEqual } from 'node:crypto';
import { blake2b } from './blake2b';
import type { HashVerifier } from './HashVerifier';

const PREFIX = '$generic$';
const KEY = Buffer.from('wp_fast_hash_6.8+');
const LENGTH = 30;

/** WordPress 6.8+'s wp_fast_hash: keyed BLAKE2b (30 bytes), base64url without padding, after `$generic$`. */
export function wordpressFastHash(message: string): string {
  return PREFIX + blake2b(Buffer.from(message, 'utf8'), LENGTH, KEY).toString('base64url');
}

/** Application passwords (and other random secrets) WordPress 6.8+ stored with wp_fast_hash. */
export const wordpressFastHashVerifier: HashVerifier = {
  name: 'wordpress-fast-hash',
  recognizes: (stored) => stored.startsWith(PREFIX),
  async verify(password, stored) {
    const actual = Buffer.from(wordpressFastHash(password));
    const expected = Buffer.from(stored);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  },
};
