import { defaultPasswordHasher, generatePassword } from '../../auth/index';
import { AUTHOR_ROLES, type Storage, type UserRecord } from '../../storage/index';
import { CliError } from '../CliError';
import type { Prng } from './Prng';
import { slugOf } from './slugOf';
import { paragraph } from './text';
import { CATEGORIES, FIRST_NAMES, LAST_NAMES, TAGS } from './vocabulary';

/**
 * What the demo content hangs on: its authors and its terms, written one by one through the storage
 * services (a few dozen rows), reusing terms a previous seed made.
 */

/** The counters the setup adds to. */
export interface SetupCounts {
  users: number;
  categories: number;
  tags: number;
}

/** New authors (an editor first, then authors), or the existing ones when none are asked for. */
export async function authorsFor(storage: Storage, rng: Prng, count: number, report: SetupCounts): Promise<UserRecord[]> {
  if (count === 0) {
    const existing = await storage.users.query({ roles: [...AUTHOR_ROLES], orderby: 'id' });
    if (existing.items.length === 0) throw new CliError('No user can author the demo posts: pass --users N to create some.');
    return existing.items;
  }
  // Demo authors share one unknown password: they exist to own content, not to log in.
  const hash = await defaultPasswordHasher.hash(generatePassword(32));
  const authors: UserRecord[] = [];
  for (let i = 0; i < count; i++) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const login = await freeLogin(storage, `${first}.${last}`.toLowerCase());
    authors.push(await storage.users.create({
      user_login: login,
      user_email: `${login}@example.com`,
      user_pass: hash,
      display_name: `${first} ${last}`,
      nickname: first.toLowerCase(),
      first_name: first,
      last_name: last,
      description: paragraph(rng, 1),
      user_url: `https://example.com/people/${login.replace('.', '-')}`,
      roles: [i === 0 ? 'editor' : 'author'],
    }));
    report.users++;
  }
  return authors;
}

/** `base`, or `base2`, `base3`… when taken as a login or e-mail (reseeding the same database). */
async function freeLogin(storage: Storage, base: string): Promise<string> {
  for (let n = 1; ; n++) {
    const login = n === 1 ? base : `${base}${n}`;
    const taken = (await storage.users.getByLogin(login)) ?? (await storage.users.getByEmail(`${login}@example.com`));
    if (taken === undefined) return login;
  }
}

/** The n-th name of a vocabulary list, numbered once the list is used up ("SQL", …, "SQL 2"). */
function nthName(names: readonly string[], n: number): string {
  const round = Math.floor(n / names.length);
  const base = names[n % names.length]!;
  return round === 0 ? base : `${base} ${round + 1}`;
}

export async function ensureCategories(storage: Storage, report: SetupCounts, count: number): Promise<number[]> {
  const ids = new Map<string, number>();
  for (const category of CATEGORIES.slice(0, count)) {
    const parent = category.parent === undefined ? 0 : ids.get(category.parent) ?? 0;
    const id = await ensureTerm(storage, 'category', category.name, category.description, parent, report, 'categories');
    ids.set(category.name, id);
  }
  for (let n = CATEGORIES.length; n < count; n++) {
    const category = CATEGORIES[n % CATEGORIES.length]!;
    const name = nthName(CATEGORIES.map((c) => c.name), n);
    ids.set(name, await ensureTerm(storage, 'category', name, category.description, 0, report, 'categories'));
  }
  return [...ids.values()];
}

export async function ensureTags(storage: Storage, report: SetupCounts, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 0; n < count; n++) ids.push(await ensureTerm(storage, 'post_tag', nthName(TAGS, n), '', 0, report, 'tags'));
  return ids;
}

async function ensureTerm(
  storage: Storage, taxonomy: string, name: string, description: string, parent: number,
  report: SetupCounts, counter: 'categories' | 'tags',
): Promise<number> {
  const slug = slugOf(name);
  const existing = await storage.terms.getBySlug(taxonomy, slug);
  if (existing) return existing.term_id;
  report[counter]++;
  return (await storage.terms.create({ name, slug, taxonomy, description, parent })).term_id;
}
