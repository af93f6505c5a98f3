/**
 * Post formats live in the `post_format` taxonomy as terms `post-format-<name>`,
 * as in WordPress; `standard` is the absence of such a term.
 */
import type { Storage } from '../../src/storage/types';
import { andThen, type MaybePromise } from '../../src/hooks/maybePromise';
import { postTermsNow } from '../../src/storage/readNow';

export const FORMAT_TAXONOMY = 'post_format';
const PREFIX = 'post-format-';

/** The post's format; from the request's cache without a promise when its terms are there. */
export function getPostFormat(storage: Storage, postId: number): MaybePromise<string> {
  return andThen(postTermsNow(storage.terms, postId, FORMAT_TAXONOMY), (terms) => {
    const term = terms.find((t) => t.slug.startsWith(PREFIX));
    return term === undefined ? 'standard' : term.slug.slice(PREFIX.length);
  });
}

export async function setPostFormat(storage: Storage, postId: number, format: string): Promise<void> {
  if (format === 'standard' || format === '') {
    await storage.terms.setPostTerms(postId, FORMAT_TAXONOMY, []);
    return;
  }
  const slug = `${PREFIX}${format}`;
  const term = (await storage.terms.getBySlug(FORMAT_TAXONOMY, slug))
    ?? (await storage.terms.create({ name: format.charAt(0).toUpperCase() + format.slice(1), taxonomy: FORMAT_TAXONOMY, slug }));
  await storage.terms.setPostTerms(postId, FORMAT_TAXONOMY, [term.term_id]);
}
