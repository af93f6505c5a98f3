import type { Storage } from '../storage/types';

/**
 * WordPress's installer sets `siteurl` and `home` to the address it guesses; here that is the
 * app's base URL. Added when missing or blank, never overwritten: a changed address sticks.
 */
export async function ensureSiteAddress(storage: Storage, baseUrl: string): Promise<void> {
  for (const name of ['siteurl', 'home']) {
    const stored = await storage.options.get(name);
    if (stored === undefined || stored === '' || stored === null) await storage.options.set(name, baseUrl);
  }
}
