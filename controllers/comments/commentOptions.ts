/**
 * The discussion settings the comments controller consults, read from the
 * options store with WordPress's defaults when unset.
 */
import type { OptionStore } from '../../src/storage/types';
import { isTruthy } from '../../src/schema/php';

const DEFAULTS = {
  comment_registration: false,
  require_name_email: true,
  comment_moderation: false,
  comment_previously_approved: true,
  comment_max_links: 2,
} as const;

export type DiscussionSettings = { -readonly [K in keyof typeof DEFAULTS]: (typeof DEFAULTS)[K] extends boolean ? boolean : number };


export async function readDiscussionSettings(options: OptionStore): Promise<DiscussionSettings> {
  const read = async <T extends boolean | number>(name: keyof typeof DEFAULTS, fallback: T): Promise<T> => {
    const stored = await options.get(name);
    if (stored === undefined) return fallback;
    return (typeof fallback === 'number' ? Math.trunc(Number(stored)) || 0 : isTruthy(stored)) as T;
  };
  return {
    comment_registration: await read('comment_registration', DEFAULTS.comment_registration as boolean),
    require_name_email: await read('require_name_email', DEFAULTS.require_name_email as boolean),
    comment_moderation: await read('comment_moderation', DEFAULTS.comment_moderation as boolean),
    comment_previously_approved: await read('comment_previously_approved', DEFAULTS.comment_previously_approved as boolean),
    comment_max_links: await read('comment_max_links', DEFAULTS.comment_max_links as number),
  };
}
