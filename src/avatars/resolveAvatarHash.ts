/**
 * Which Gravatar hash an avatar subject stands for, following WordPress's
 * `get_avatar_data`: ids and objects lead to a user's address, strings are a
 * hash (`…@md5.gravatar.com` / `…@sha256.gravatar.com`) or an address.
 *
 * Returns the hash (`''` when no address was found: WordPress then still links
 * the default image), or `false` for comments of a type that never shows avatars.
 */
import { createHash } from 'node:crypto';
import { memoizeText } from '../content/memoizeText';
import type { Hooks } from '../hooks/Hooks';
import type { AvatarSubject, ResolveUser } from './types';
import { andThen, type MaybePromise } from '../hooks/maybePromise';

export interface HashLookup {
  readonly hooks?: Hooks;
  readonly resolveUser?: ResolveUser;
}

export async function resolveAvatarHash(subject: AvatarSubject, lookup: HashLookup): Promise<string | false> {
  return resolveAvatarHashNow(subject, lookup);
}

/** resolveAvatarHash(), without a promise when no user has to be looked up or the lookup answers at once. */
export function resolveAvatarHashNow(subject: AvatarSubject, lookup: HashLookup): MaybePromise<string | false> {
  if (typeof subject === 'number') return andThen(emailOfUser(toUserId(subject), lookup), hashOf);
  if (typeof subject === 'string') {
    if (NUMERIC.test(subject)) return andThen(emailOfUser(toUserId(subject), lookup), hashOf);
    if (subject.includes('@md5.gravatar.com') || subject.includes('@sha256.gravatar.com')) {
      return subject.slice(0, subject.indexOf('@'));
    }
    return hashOf(subject);
  }
  if (typeof subject !== 'object' || subject === null) return '';

  if ('user_id' in subject || 'author_email' in subject) {
    const type = 'type' in subject && subject.type ? subject.type : 'comment';
    const avatarTypes = lookup.hooks?.applyFilters('get_avatar_comment_types', ['comment']) ?? ['comment'];
    if (!avatarTypes.includes(type)) return false;
    const userEmail = subject.user_id ? emailOfUser(toUserId(subject.user_id), lookup) : undefined;
    return andThen(userEmail, (email) => hashOf(!email && subject.author_email ? subject.author_email : email));
  }
  if ('author' in subject) return andThen(emailOfUser(toUserId(subject.author), lookup), hashOf);
  if ('email' in subject) return hashOf(subject.email);
  if ('id' in subject && subject.id !== undefined) return andThen(emailOfUser(toUserId(subject.id), lookup), hashOf);
  return '';
}

/**
 * WordPress 6.8+: SHA-256 of the trimmed, lower-cased address; no address, no hash. Addresses repeat
 * on every page of comments and users: each is hashed once per process.
 */
export const gravatarHash: (email: string) => string = memoizeText(hashAddress, { entries: 10_000, chars: 1_000_000 });

function hashAddress(email: string): string {
  const normalised = email
    .replace(/^[ \t\n\r\0\x0B]+|[ \t\n\r\0\x0B]+$/g, '')
    .replace(/[A-Z]+/g, (upper) => upper.toLowerCase());
  return createHash('sha256').update(normalised).digest('hex');
}

function hashOf(email: string | null | undefined): string {
  return email ? gravatarHash(email) : '';
}

function emailOfUser(id: number, lookup: HashLookup): MaybePromise<string | undefined> {
  if (id <= 0 || lookup.resolveUser === undefined) return undefined;
  return andThen(lookup.resolveUser(id), (user) => user?.email ?? undefined);
}

/** PHP's `is_numeric` for strings: optional surrounding whitespace, sign, decimals, exponent. */
const NUMERIC = /^[ \t\n\r\v\f]*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?[ \t\n\r\v\f]*$/;

/** PHP's `absint`-style id: the integer part, sign dropped; anything unreadable is 0. */
function toUserId(value: number | string | null): number {
  const number = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  return Number.isFinite(number) ? Math.abs(Math.trunc(number)) : 0;
}
