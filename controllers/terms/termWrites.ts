/**
 * Creating and updating terms with WordPress's rules (wp_insert_term and
 * wp_update_term): the stored name is HTML-escaped, a duplicate name at the same
 * level is refused with `term_exists`, slugs are made unique, and a parent that
 * would close a loop is dropped.
 */
import { RestError } from '../../src/errors/RestError';
import { tooLongParamError } from '../../src/errors/invalidParamError';
import type { TermInput, TermRecord, TermStore } from '../../src/storage/types';
import { sanitizeUserSlug } from '../users/userArgCallbacks';

export interface TermTaxonomy {
  name: string;
  hierarchical: boolean;
}

export interface TermChanges {
  name?: string;
  slug?: string;
  description?: string;
  parent?: number;
}

/** `&`, `<` and `>` as entities, leaving entities already present alone (names are stored escaped). */
export function escapeTermName(name: string): string {
  return name
    .replace(/&(?!(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .trim();
}

/** The slug WordPress derives from a (stored, escaped) name: entities dropped, then sanitize_title. */
export function slugFromName(name: string): string {
  return sanitizeUserSlug(name.replace(/&.+?;/g, ''));
}

/** WordPress's `terms.name` is a VARCHAR(200). */
const NAME_MAX = 200;
const emptyName = (): RestError => new RestError('empty_term_name', 'A name is required for this term.');
const missingParent = (): RestError => new RestError('missing_parent', 'Parent term does not exist.');

async function parentExists(terms: TermStore, parent: number): Promise<boolean> {
  return parent <= 0 || (await terms.get(parent)) !== undefined;
}

/** Terms of the taxonomy directly under `parent`. */
async function siblings(terms: TermStore, taxonomy: string, parent: number): Promise<TermRecord[]> {
  return (await terms.query({ taxonomy, parent })).items;
}

/** The term sharing `name` at this level that makes the insert a duplicate, if any (wp_insert_term's checks). */
async function existingDuplicate(terms: TermStore, taxonomy: TermTaxonomy, name: string, slug: string, slugProvided: boolean, parent: number): Promise<RestError | undefined> {
  const level = await siblings(terms, taxonomy.name, parent);
  const nameMatch = level.find((term) => term.name === name);
  if (nameMatch === undefined) return undefined;
  const slugMatch = await terms.getBySlug(taxonomy.name, slug);
  if (slugProvided && nameMatch.slug !== slug && slugMatch === undefined) return undefined;
  if (!taxonomy.hierarchical) {
    return new RestError('term_exists', 'A term with the name provided already exists in this taxonomy.', { term_id: nameMatch.term_id });
  }
  let existing: TermRecord | undefined;
  if (!slugProvided || nameMatch.slug === slug) existing = nameMatch;
  else if (slugMatch !== undefined && level.some((term) => term.slug === slug)) existing = slugMatch;
  if (existing === undefined) return undefined;
  return new RestError('term_exists', 'A term with the name provided already exists with this parent.', { term_id: existing.term_id });
}

/** wp_unique_term_slug: under a parent, the parents' slugs are appended first; then `-2`, `-3`… */
async function uniqueTermSlug(terms: TermStore, taxonomy: TermTaxonomy, slug: string, parent: number, excludeId?: number): Promise<string> {
  const taken = async (candidate: string): Promise<boolean> => {
    const owner = await terms.getBySlug(taxonomy.name, candidate);
    return owner !== undefined && owner.term_id !== excludeId;
  };
  if (!(await taken(slug))) return slug;
  let candidate = slug;
  if (taxonomy.hierarchical) {
    const seen = new Set<number>();
    for (let id = parent; id > 0 && !seen.has(id);) {
      seen.add(id);
      const ancestor = await terms.get(id);
      if (ancestor === undefined) break;
      candidate = `${candidate}-${ancestor.slug}`;
      if (!(await taken(candidate))) return candidate;
      id = ancestor.parent;
    }
  }
  return terms.uniqueSlug(candidate, taxonomy.name, excludeId);
}

/** wp_check_term_hierarchy_for_loops: a parent that is the term itself or one of its descendants becomes 0. */
async function parentWithoutLoop(terms: TermStore, termId: number, parent: number): Promise<number> {
  const seen = new Set<number>();
  for (let id = parent; id > 0 && !seen.has(id);) {
    if (id === termId) return 0;
    seen.add(id);
    id = (await terms.get(id))?.parent ?? 0;
  }
  return parent;
}

export async function insertTerm(terms: TermStore, taxonomy: TermTaxonomy, input: TermChanges & { name: string }): Promise<TermRecord | RestError> {
  const name = escapeTermName(input.name);
  if (name === '') return emptyName();
  const tooLong = tooLongParamError('name', name, NAME_MAX);
  if (tooLong !== undefined) return tooLong;
  const parent = input.parent ?? 0;
  if (!(await parentExists(terms, parent))) return missingParent();
  const slugProvided = input.slug !== undefined && input.slug !== '';
  const slug = slugProvided ? input.slug! : slugFromName(name);
  const duplicate = await existingDuplicate(terms, taxonomy, name, slug, slugProvided, parent);
  if (duplicate !== undefined) return duplicate;
  return terms.create({
    name,
    taxonomy: taxonomy.name,
    slug: await uniqueTermSlug(terms, taxonomy, slug, parent),
    description: input.description ?? '',
    parent,
  });
}

export async function updateTerm(terms: TermStore, taxonomy: TermTaxonomy, term: TermRecord, changes: TermChanges): Promise<TermRecord | RestError> {
  const name = changes.name !== undefined ? escapeTermName(changes.name) : term.name;
  if (name.trim() === '') return emptyName();
  const tooLong = changes.name === undefined ? undefined : tooLongParamError('name', name, NAME_MAX);
  if (tooLong !== undefined) return tooLong;
  const requestedParent = changes.parent ?? term.parent;
  if (!(await parentExists(terms, requestedParent))) return missingParent();
  const emptySlug = changes.slug === '';
  let slug = changes.slug === undefined ? term.slug : emptySlug ? slugFromName(name) : changes.slug;
  const parent = await parentWithoutLoop(terms, term.term_id, requestedParent);
  const duplicate = await terms.getBySlug(taxonomy.name, slug);
  if (duplicate !== undefined && duplicate.term_id !== term.term_id) {
    if (!emptySlug && parent === term.parent) {
      return new RestError('duplicate_term_slug', `The slug &#8220;${slug}&#8221; is already in use by another term.`);
    }
    slug = await uniqueTermSlug(terms, taxonomy, slug, parent, term.term_id);
  }
  const update: TermInput = { name, slug, parent };
  if (changes.description !== undefined) update.description = changes.description;
  return (await terms.update(term.term_id, update)) ?? new RestError('invalid_term', 'Empty Term.');
}
