/**
 * SPEC "Avatar URLs object", like WordPress's `rest_get_avatar_urls`: one
 * Gravatar-compatible URL per size of the `rest_avatar_sizes` filter.
 */
import { resolveAvatarHashNow } from './resolveAvatarHash';
import { andThen, type MaybePromise } from '../hooks/maybePromise';
import type { AvatarOptions, AvatarSubject, AvatarUrls } from './types';

export const DEFAULT_AVATAR_SIZES: readonly number[] = [24, 48, 96];
export const DEFAULT_AVATAR_BASE_URL = 'https://secure.gravatar.com/avatar';

export async function getAvatarUrls(idOrEmail: AvatarSubject, options: AvatarOptions = {}): Promise<AvatarUrls> {
  return avatarUrlsNow(idOrEmail, options);
}

/** getAvatarUrls(), without a promise when the subject's address is at hand (a guest's, or a user in the request's cache). */
export function avatarUrlsNow(idOrEmail: AvatarSubject, options: AvatarOptions = {}): MaybePromise<AvatarUrls> {
  const sizes = getAvatarSizes(options);
  return andThen(resolveAvatarHashNow(idOrEmail, options), (hash) => {
    const urls: AvatarUrls = {};
    for (const size of sizes) {
      urls[sizeKey(size)] = hash === false ? false : avatarUrl(hash, pixelSize(size), options);
    }
    return urls;
  });
}

/** The sizes after the `rest_avatar_sizes` filter; a filter returning a non-list gives none. */
export function getAvatarSizes(options: Pick<AvatarOptions, 'hooks'> = {}): unknown[] {
  const sizes = options.hooks?.applyFilters<unknown>('rest_avatar_sizes', [...DEFAULT_AVATAR_SIZES]) ?? [...DEFAULT_AVATAR_SIZES];
  return Array.isArray(sizes) ? sizes : [];
}

/** `<base>/<hash>?s=<size>&d=<default>&r=<rating>`, leaving out empty parameters. */
function avatarUrl(hash: string, size: number, options: AvatarOptions): string {
  if (options.baseUrl === undefined && options.defaultImage === undefined && options.rating === undefined) {
    return `${DEFAULT_AVATAR_BASE_URL}/${hash}${defaultQuery(size)}`;
  }
  return avatarUrlWith(hash, size, options);
}

/** The query of a size with the default image and rating, by size: every avatar of a page asks for the same few. */
const DEFAULT_QUERIES = new Map<number, string>();

function defaultQuery(size: number): string {
  let query = DEFAULT_QUERIES.get(size);
  if (query === undefined) {
    const url = avatarUrlWith('', size, {});
    query = url.slice(url.indexOf('?'));
    if (DEFAULT_QUERIES.size < 64) DEFAULT_QUERIES.set(size, query);
  }
  return query;
}

function avatarUrlWith(hash: string, size: number, options: AvatarOptions): string {
  const base = (options.baseUrl ?? DEFAULT_AVATAR_BASE_URL).replace(/\/+$/, '');
  const query: string[] = [`s=${size}`];
  const image = defaultImageParam(options.defaultImage);
  if (image) query.push(`d=${encodeURIComponent(image)}`);
  const rating = (options.rating ?? 'g').toLowerCase();
  if (rating) query.push(`r=${encodeURIComponent(rating)}`);
  return `${base}/${hash}?${query.join('&')}`;
}

function defaultImageParam(image: string | undefined): string {
  switch (image) {
    case undefined:
    case '':
    case 'mm':
    case 'mystery':
    case 'mysteryman':
      return 'mm';
    case 'gravatar_default':
      return '';
    default:
      return image;
  }
}

/** Size as the URL carries it: a positive whole number, 96 when unusable. */
function pixelSize(size: unknown): number {
  const number = typeof size === 'number' ? size : typeof size === 'string' && size.trim() !== '' ? Number(size) : NaN;
  if (!Number.isFinite(number)) return 96;
  const whole = Math.abs(Math.trunc(number));
  return whole === 0 ? 96 : whole;
}

/** The key a size gets in the result, as PHP would key its array. */
function sizeKey(size: unknown): string {
  return typeof size === 'number' && Number.isFinite(size) ? String(Math.trunc(size)) : String(size);
}
