import type { PasswordHasher } from '../PasswordHasher';
import { bcryptVerifier, wordpressBcryptVerifier } from './bcrypt';
import { wordpressFastHashVerifier } from './fastHash';
import type { HashVerifier } from './HashVerifier';
import { legacyMd5Verifier } from './legacyMd5';
import { phpassVerifier } from './phpass';

export interface PasswordCheck {
  valid: boolean;
  /** The password matched a hash that is not our current format: store a fresh one. */
  needsRehash: boolean;
}

/**
 * Foreign hash formats a stored password may still be in (imported from WordPress or elsewhere).
 * Our own hasher is always tried first; a foreign hash that matches asks for a rehash.
 */
export class HashVerifierRegistry {
  private readonly verifiers: HashVerifier[] = [];

  constructor(verifiers: readonly HashVerifier[] = []) {
    for (const verifier of verifiers) this.register(verifier);
  }

  /** Adds a format; a later one with the same name replaces the earlier. */
  register(verifier: HashVerifier): void {
    const index = this.verifiers.findIndex((existing) => existing.name === verifier.name);
    if (index >= 0) this.verifiers.splice(index, 1, verifier);
    else this.verifiers.push(verifier);
  }

  /** The verifier that reads `stored`, if any. */
  find(stored: string): HashVerifier | undefined {
    return this.verifiers.find((verifier) => verifier.recognizes(stored));
  }

  /** Checks `password` against `stored`, whichever known format it is in. */
  async check(hasher: PasswordHasher, password: string, stored: string): Promise<PasswordCheck> {
    if (typeof stored !== 'string' || stored === '') return { valid: false, needsRehash: false };
    if (await hasher.verify(password, stored)) return { valid: true, needsRehash: hasher.needsRehash(stored) };
    const foreign = this.find(stored);
    if (foreign === undefined || !(await foreign.verify(password, stored))) return { valid: false, needsRehash: false };
    return { valid: true, needsRehash: true };
  }
}

/** Every format WordPress has stored passwords in (users' and application passwords). */
export const WORDPRESS_HASH_VERIFIERS: readonly HashVerifier[] = [
  wordpressBcryptVerifier, bcryptVerifier, phpassVerifier, wordpressFastHashVerifier, legacyMd5Verifier,
];

export const defaultHashVerifiers = new HashVerifierRegistry(WORDPRESS_HASH_VERIFIERS);

/** Checks a password with our hasher, then with the foreign formats of `registry`. */
export function checkPassword(
  hasher: PasswordHasher, password: string, stored: string, registry: HashVerifierRegistry = defaultHashVerifiers,
): Promise<PasswordCheck> {
  return registry.check(hasher, password, stored);
}
