import { randomBytes } from 'node:crypto';
import type { Storage } from '../storage/index';

/** Option holding the signing key generated on first start, so restarts keep cookies and nonces valid. */
export const SECRET_OPTION = 'svc_rest_secret';

/** The stored secret, created (64 hex digits) when missing. */
export async function persistedSecret(storage: Storage): Promise<string> {
  const stored = await storage.options.get(SECRET_OPTION);
  if (typeof stored === 'string' && stored !== '') return stored;
  const secret = randomBytes(32).toString('hex');
  await storage.options.set(SECRET_OPTION, secret, { autoload: false });
  return secret;
}
