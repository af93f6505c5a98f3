/**
 * The discussion settings the comments controller consults, read from the
 * options store with WordPress's defaults when unset.
 */
import type { JsonValue, OptionStore } from '../../src/storage/types';
import { isTruthy } from '../../src/schema/php';
import type { MaybePromise } from '../../src/hooks/maybePromise';
import { isThenable } from '../../src/server/thenable';
import { optionNow } from '../../src/storage/readNow';

const DEFAULTS = {
  comment_registration: false,
  require_name_email: true,
  comment_moderation: false,
  comment_previously_approved: true,
  comment_max_links: 2,
} as const;

export type DiscussionSettings = { -readonly [K in keyof typeof DEFAULTS]: (typeof DEFAULTS)[K] extends boolean ? boolean : number };


/** The settings; without a promise when the request's cache holds the options (the Allow header of every embedded comments page asks). */
export function readDiscussionSettings(options: OptionStore): MaybePromise<DiscussionSettings> {
  const names = Object.keys(DEFAULTS) as (keyof typeof DEFAULTS)[];
  const settle = (stored: readonly (JsonValue | undefined)[]): DiscussionSettings => {
    const settings = { ...DEFAULTS } as DiscussionSettings;
    names.forEach((name, i) => {
      const value = stored[i];
      if (value === undefined) return;
      (settings as Record<string, boolean | number>)[name] = typeof DEFAULTS[name] === 'number' ? Math.trunc(Number(value)) || 0 : isTruthy(value);
    });
    return settings;
  };
  const values = names.map((name) => optionNow(options, name));
  return values.some(isThenable) ? Promise.all(values).then(settle) : settle(values as (JsonValue | undefined)[]);
}
