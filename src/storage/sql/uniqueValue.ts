/**
 * WordPress's way of resolving a taken slug: try `base`, then `base-2`, `base-3`… and keep the first
 * value `isTaken` says is free.
 */
export async function firstFreeValue(base: string, isTaken: (candidate: string) => Promise<boolean>): Promise<string> {
  if (!(await isTaken(base))) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}
