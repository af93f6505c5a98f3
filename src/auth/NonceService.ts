import { systemClock, unixSeconds, type Clock } from './clock';
import { deriveKey, hmacHex, safeEqual } from './hmac';

export interface NonceOptions {
  now?: Clock;
  /** Total validity in seconds, split into two ticks (default one day, as WordPress). */
  lifespanSeconds?: number;
}

/** 1: made in the current tick; 2: made in the previous one; false: not valid. */
export type NonceAge = 1 | 2 | false;

/**
 * WordPress-style nonces: a keyed hash of (tick, action, user, session token).
 * Stateless, so every process sharing the secret accepts the others' nonces.
 * A nonce is accepted during the tick it was made in and the next one, i.e.
 * for between half a lifespan and a whole lifespan.
 */
export class NonceService {
  private readonly key: Buffer;
  private readonly now: Clock;
  private readonly halfLife: number;

  constructor(secret: string, options: NonceOptions = {}) {
    const lifespan = options.lifespanSeconds ?? 86400;
    if (!(lifespan >= 2)) throw new RangeError('Nonce lifespan must be at least 2 seconds.');
    this.key = deriveKey(secret, 'nonce');
    this.now = options.now ?? systemClock;
    this.halfLife = lifespan / 2;
  }

  /** The current tick: it advances every half lifespan. */
  tick(): number {
    return Math.ceil(unixSeconds(this.now) / this.halfLife);
  }

  /** Anonymous visitors use user id 0 and an empty session token. */
  create(action: string | number, userId: number, sessionToken: string): string {
    return this.sign(this.tick(), action, userId, sessionToken);
  }

  verify(nonce: unknown, action: string | number, userId: number, sessionToken: string): NonceAge {
    if (typeof nonce !== 'string' || nonce === '') return false;
    const tick = this.tick();
    if (safeEqual(this.sign(tick, action, userId, sessionToken), nonce)) return 1;
    if (safeEqual(this.sign(tick - 1, action, userId, sessionToken), nonce)) return 2;
    return false;
  }

  // Ten hex characters taken from near the end of the hash, the slice WordPress keeps.
  private sign(tick: number, action: string | number, userId: number, sessionToken: string): string {
    return hmacHex(this.key, `${tick}|${action}|${userId}|${sessionToken}`).slice(-12, -2);
  }
}
