import { createHmac } from 'node:crypto';
import bcryptjs from 'bcryptjs';
import type { HashVerifier } from './HashVerifier';

const BCRYPT = /^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/;

async function bcryptMatches(password: string, hash: string): Promise<boolean> {
  if (!BCRYPT.test(hash)) return false;
  try {
    return await bcryptjs.compare(password, hash);
  } catch {
    return false;
  }
}

/** Plain bcrypt (`$2y$`, `$2a$`, `$2b$`), as PHP's password_hash makes it and bcrypt plugins stored it. */
export const bcryptVerifier: HashVerifier = {
  name: 'bcrypt',
  recognizes: (stored) => BCRYPT.test(stored),
  verify: bcryptMatches,
};

/** The pre-hash WordPress 6.8+ feeds to bcrypt: base64 of HMAC-SHA384 keyed 'wp-sha384' (so long passwords count in full). */
export function wordpressPreHash(password: string): string {
  return createHmac('sha384', 'wp-sha384').update(password, 'utf8').digest('base64');
}

/** WordPress 6.8+ hashes: `$wp` followed by a bcrypt hash of the pre-hashed password. */
export const wordpressBcryptVerifier: HashVerifier = {
  name: 'wordpress-bcrypt',
  recognizes: (stored) => stored.startsWith('$wp$2') && BCRYPT.test(stored.slice(3)),
  verify: (password, stored) => bcryptMatches(wordpressPreHash(password), stored.slice(3)),
};
