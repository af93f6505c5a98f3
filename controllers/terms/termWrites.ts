/**
 * Creating and updating terms with WordPress's rules (wp_insert_term and
 * wp_update_term): the stored name is HTML-escaped, a duplicate name at the same
 * level is refused with `term_exists`, slugs are made unique, and a parent that
 * would close a loop is dropped.
 */
import { RestError } from '../../src/errors/RestError';
import { StorageConflictError } from '../../src/storage/errors';
import { tooLongParamError } from '../../src/server/invalidParamError';
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

/** How often an insert or update is re-checked after a parallel writer took its name or slug first. */
const WRITE_ATTEMPTS = 5;

/**
 * What wp_insert_term's duplicate checks say about a new term: refused (`term_exists` naming the existing
 * term), allowed although its name is taken at this level (`shared`: a distinct slug was given), or free.
 */
async function duplicateCheck(terms: TermStore, taxonomy: TermTaxonomy, name: string, slug: string, slugProvided: boolean, parent: number): Promise<RestError | 'shared' | 'free'> {
  // Names compare without letter case, as WordPress's do.
  const nameMatch = (await terms.findByName(taxonomy.name, name, parent))[0];
  if (nameMatch === undefined) return 'free';
  const slugMatch = await terms.getBySlug(taxonomy.name, slug);
  if (slugProvided && nameMatch.slug !== slug && slugMatch === undefined) return 'shared';
  if (!taxonomy.hierarchical) return termExists(taxonomy, nameMatch);
  let existing: TermRecord | undefined;
  if (!slugProvided || nameMatch.slug === slug) existing = nameMatch;
  else if (slugMatch !== undefined && slugMatch.parent === parent) existing = slugMatch;
  return existing === undefined ? 'shared' : termExists(taxonomy, existing);
}

function termExists(taxonomy: TermTaxonomy, existing: TermRecord): RestError {
  const message = taxonomy.hierarchical
    ? 'A term with the name provided already exists with this parent.'
    : 'A term with the name provided already exists in this taxonomy.';
  return new RestError('term_exists', message, { term_id: existing.term_id });
}

/**
 * Runs a checked write again when the database refuses it for a name or slug a parallel writer took after
 * the checks: the next round's checks see that writer's term and answer as WordPress would.
 */
async function retryOnConflict<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof StorageConflictError) || attempt >= WRITE_ATTEMPTS) throw error;
    }
  }
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
  return retryOnConflict(async () => {
    const check = await duplicateCheck(terms, taxonomy, name, slug, slugProvided, parent);
    if (check instanceof RestError) return check;
    return terms.create({
      name,
      taxonomy: taxonomy.name,
      slug: await uniqueTermSlug(terms, taxonomy, slug, parent),
      description: input.description ?? '',
      parent,
    }, { sharedName: check === 'shared' });
  });
}

export async function updateTerm(terms: TermStore, taxonomy: TermTaxonomy, term: TermRecord, changes: TermChanges): Promise<TermRecord | RestError> {
  return retryOnConflict(() => updateTermOnce(terms, taxonomy, term, changes));
}

async function updateTermOnce(terms: TermStore, taxonomy: TermTaxonomy, term: TermRecord, changes: TermChanges): Promise<TermRecord | RestError> {
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
