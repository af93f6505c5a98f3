/** Inputs and options of the avatar helpers (SPEC "Avatar URLs object"). */
import type { Hooks } from '../hooks/Hooks';

/** A user as the avatar code needs it. */
export interface AvatarUser {
  readonly id?: number | string;
  readonly email?: string | null;
}

/** A post: its author's user id. */
export interface AvatarPost {
  readonly author: number | string | null;
}

/** A comment: the commenting user's id, the address left by a guest, and the comment type. */
export interface AvatarComment {
  readonly user_id?: number | string | null;
  readonly author_email?: string | null;
  /** Defaults to `comment`; only avatar comment types get avatars. */
  readonly type?: string | null;
}

/**
 * What an avatar can be asked for: a user id (number or numeric string), a
 * hash given as `<md5>@md5.gravatar.com` or `<sha256>@sha256.gravatar.com`, an
 * e-mail address, or a user, post or comment object.
 */
export type AvatarSubject = number | string | AvatarUser | AvatarPost | AvatarComment | null | undefined;

export type ResolveUser = (
  id: number,
) => Pick<AvatarUser, 'email'> | null | undefined | Promise<Pick<AvatarUser, 'email'> | null | undefined>;

export interface AvatarOptions {
  /** Source of the `rest_avatar_sizes` and `get_avatar_comment_types` filters. */
  readonly hooks?: Hooks;
  /** Looks a user up by id; without it, ids resolve to no address. */
  readonly resolveUser?: ResolveUser;
  /** Where avatar images live. Default `https://secure.gravatar.com/avatar`. */
  readonly baseUrl?: string;
  /** Default image (`d`): `mm` (also spelled `mystery`/`mysteryman`), `identicon`, a URL…; `gravatar_default` sends none. Default `mm`. */
  readonly defaultImage?: string;
  /** Highest rating shown (`r`). Default `g`. */
  readonly rating?: string;
}

/** Avatar URLs keyed by pixel size; `false` where no avatar may be shown. */
export type AvatarUrls = Record<string, string | false>;
