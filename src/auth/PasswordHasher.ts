import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt in a self-describing format:
 *   $scrypt$N=16384,r=8,p=1$<salt base64>$<hash base64>
 * The parameters travel with each hash, so they can be raised later and old
 * hashes still verify (and report `needsRehash`). Always the async scrypt: a
 * login never blocks the event loop.
 */
export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

export const DEFAULT_SCRYPT_PARAMS: Readonly<ScryptParams> = Object.freeze({ N: 16384, r: 8, p: 1 });

const PREFIX = '$scrypt$';
const SALT_BYTES = 16;
const KEY_BYTES = 32;
// Bounds for parameters read from storage, so a tampered row cannot make verify allocate gigabytes.
const MAX_N = 1 << 20;
const MAX_R = 32;
const MAX_P = 16;

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  hash: Buffer;
}

export class PasswordHasher {
  readonly params: Readonly<ScryptParams>;

  constructor(params: Partial<ScryptParams> = {}) {
    const merged = { ...DEFAULT_SCRYPT_PARAMS, ...params };
    if (!validParams(merged)) throw new RangeError(`Unusable scrypt parameters N=${merged.N},r=${merged.r},p=${merged.p}.`);
    this.params = Object.freeze(merged);
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const hash = await derive(password, salt, KEY_BYTES, this.params);
    const { N, r, p } = this.params;
    return `${PREFIX}N=${N},r=${r},p=${p}$${b64(salt)}$${b64(hash)}`;
  }

  /** False for a wrong password and for anything that is not one of our hashes. */
  async verify(password: string, stored: string): Promise<boolean> {
    const parsed = parse(stored);
    if (parsed === undefined) return false;
    const actual = await derive(password, parsed.salt, parsed.hash.length, parsed.params);
    return timingSafeEqual(actual, parsed.hash);
  }

  /** True when `stored` is not a hash made with this hasher's current parameters. */
  needsRehash(stored: string): boolean {
    const parsed = parse(stored);
    if (parsed === undefined) return true;
    const { N, r, p } = parsed.params;
    return N !== this.params.N || r !== this.params.r || p !== this.params.p || parsed.hash.length !== KEY_BYTES;
  }
}

export const defaultPasswordHasher = new PasswordHasher();

function validParams({ N, r, p }: ScryptParams): boolean {
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  return powerOfTwo && N <= MAX_N && Number.isInteger(r) && r >= 1 && r <= MAX_R && Number.isInteger(p) && p >= 1 && p <= MAX_P;
}

function parse(stored: string): ParsedHash | undefined {
  if (typeof stored !== 'string' || !stored.startsWith(PREFIX)) return undefined;
  const parts = stored.slice(PREFIX.length).split('$');
  if (parts.length !== 3) return undefined;
  const [paramText, saltText, hashText] = parts as [string, string, string];
  const match = /^N=(\d+),r=(\d+),p=(\d+)$/.exec(paramText);
  if (match === null) return undefined;
  const params = { N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  if (!validParams(params)) return undefined;
  const salt = unb64(saltText);
  const hash = unb64(hashText);
  if (salt === undefined || hash === undefined || salt.length < 8 || hash.length < 16) return undefined;
  return { params, salt, hash };
}

function derive(password: string, salt: Buffer, keyLength: number, { N, r, p }: ScryptParams): Promise<Buffer> {
  // scrypt needs 128*N*r bytes; leave headroom above Node's 32 MiB default for raised parameters.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function b64(bytes: Buffer): string {
  return bytes.toString('base64').replace(/=+$/, '');
}

function unb64(text: string): Buffer | undefined {
  if (!/^[A-Za-z0-9+/]+$/.test(text)) return undefined;
  return Buffer.from(text, 'base64');
}
