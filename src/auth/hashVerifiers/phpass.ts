import { createHash, timingSafeEqual } from 'node:crypto';
import type { HashVerifier } from './HashVerifier';

const ITOA64 = './0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** phpass's own base-64 (little-endian groups of three bytes, its own alphabet). */
function encode64(input: Buffer, count: number): string {
  let output = '';
  let i = 0;
  while (i < count) {
    let value = input[i++] as number;
    output += ITOA64[value & 0x3f];
    if (i < count) value |= (input[i] as number) << 8;
    output += ITOA64[(value >> 6) & 0x3f];
    if (i++ >= count) break;
    if (i < count) value |= (input[i] as number) << 16;
    output += ITOA64[(value >> 12) & 0x3f];
    if (i++ >= count) break;
    output += ITOA64[(value >> 18) & 0x3f];
  }
  return output;
}

/** The portable phpass hash of `password` with the setting (`$P$`, cost letter, 8-char salt) of `stored`. */
export function phpassHash(password: string, stored: string): string | undefined {
  const countLog2 = ITOA64.indexOf(stored.charAt(3));
  if (countLog2 < 7 || countLog2 > 30) return undefined;
  const salt = stored.slice(4, 12);
  if (salt.length !== 8) return undefined;
  const secret = Buffer.from(password, 'utf8');
  let hash = createHash('md5').update(salt, 'latin1').update(secret).digest();
  for (let i = 1 << countLog2; i > 0; i--) hash = createHash('md5').update(hash).update(secret).digest();
  return stored.slice(0, 12) + encode64(hash, 16);
}

/** WordPress's hashes before 6.8: portable phpass, `$P$` (and phpBB's `$H$`), salted MD5 iterated 2^n times. */
export const phpassVerifier: HashVerifier = {
  name: 'phpass',
  recognizes: (stored) => /^\$[PH]\$/.test(stored) && stored.length === 34,
  async verify(password, stored) {
    const actual = phpassHash(password, stored);
    return actual !== undefined && timingSafeEqual(Buffer.from(actual), Buffer.from(stored));
  },
};
