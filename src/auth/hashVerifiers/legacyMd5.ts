import { createHash, timingSafeEqual } from 'node:crypto';
import type { HashVerifier } from './HashVerifier';

/** Plain unsalted MD5 hex, as WordPress stored passwords before 2.5 (and still accepts). */
export const legacyMd5Verifier: HashVerifier = {
  name: 'md5',
  recognizes: (stored) => /^[0-9a-f]{32}$/i.test(stored),
  async verify(password, stored) {
    const actual = Buffer.from(createHash('md5').update(password, 'utf8').digest('hex'));
    return timingSafeEqual(actual, Buffer.from(stored.toLowerCase()));
  },
};
