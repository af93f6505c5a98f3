import { SLUG_MAX, truncateSlug } from './values';

/**
 * WordPress's way of resolving a taken slug: try `base`, then `base-2`, `base-3`… and keep the first
 * value `isTaken` says is free. The base is shortened so a suffixed slug still fits its column.
 */
export async function firstFreeValue(base: string, isTaken: (candidate: string) => Promise<boolean>): Promise<string> {
  if (!(await isTaken(base))) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${truncateSlug(base, SLUG_MAX - String(suffix).length - 1)}-${suffix}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}
