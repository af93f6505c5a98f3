import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Keyed hashing shared by nonces and cookies. Each use ("scheme") gets its own
 * key derived from the one configured secret, like WordPress's per-scheme salts,
 * so a value signed for one purpose never verifies for another.
 */
export function deriveKey(secret: string, scheme: string): Buffer {
  if (secret === '') throw new TypeError('An empty secret cannot sign nonces or cookies.');
  return createHmac('sha256', secret).update(`svc-rest:${scheme}`).digest();
}

export function hmacHex(key: Buffer | string, data: string): string {
  return createHmac('sha256', key).update(data).digest('hex');
}

/** Constant-time string equality (lengths are not secret). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
