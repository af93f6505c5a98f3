import type { CommentRecord, JsonValue, PostRecord, QueryResult, TermRecord, UserRecord } from '../types';
import { Loader } from './Loader';

/**
 * A user as the request cache keeps it: the row without its password hash, and the hash beside it. Every
 * reader gets a copy of the row, and a page's target hints and permission checks read users dozens of
 * times: copying a row without one of its keys (an object rest) costs several times a plain spread.
 */
export interface CachedUser {
  readonly row: Readonly<UserRecord>;
  readonly pass: string;
}

/** The meta tables, by the store that owns them. */
export type MetaKind = 'postmeta' | 'termmeta' | 'usermeta' | 'commentmeta';

/**
 * The identity map of one request (WordPress's object cache, for the life of a request): rows read
 * once are not read again while the request runs, including by its internal dispatches. It dies with
 * the request, so processes sharing a database need no invalidation protocol; a write made through the
 * storage in the request empties it.
 */
export class RequestCache {
  readonly posts = new Loader<number, PostRecord | undefined>();
  /** Posts whose ancestors are all in `posts`. */
  readonly ancestries = new Loader<number, true>();
  /** Revisions by parent post id, newest first. */
  readonly revisions = new Loader<number, PostRecord[]>();
  readonly terms = new Loader<number, TermRecord | undefined>();
  /** Terms of a post in one taxonomy, keyed `postId taxonomy`. */
  readonly postTerms = new Loader<string, TermRecord[]>();
  /** Users, each with its password hash kept beside the row (given only to readers that ask for it). */
  readonly users = new Loader<number, CachedUser | undefined>();
  readonly userCapabilities = new Loader<number, Record<string, boolean>>();
  /** Whether a user authored a published post, keyed `userId postTypes`. */
  readonly publishedAuthors = new Loader<string, boolean>();
  /** Post types each author has a published post of, as seen in posts the request read (see notePublishedAuthors). */
  readonly publishedPostTypes = new Map<number, Set<string>>();
  readonly comments = new Loader<number, CommentRecord | undefined>();
  /** Comment queries for one post, keyed `postId query` (see perPostKey). */
  readonly commentQueries = new Loader<string, QueryResult<CommentRecord>>();
  /** Term queries for one post, keyed `postId query`. */
  readonly termQueries = new Loader<string, QueryResult<TermRecord>>();
  /** Approved and held replies by parent comment id. */
  readonly replyCounts = new Loader<number, number>();
  readonly meta: Record<MetaKind, Loader<number, Record<string, JsonValue[]>>> = {
    postmeta: new Loader(), termmeta: new Loader(), usermeta: new Loader(), commentmeta: new Loader(),
  };
  /** Every autoloaded option (and the options every request may read), in one statement on first need. */
  readonly requestOptions = new Loader<'all', { autoloaded: Record<string, JsonValue>; values: Record<string, JsonValue> }>();
  /** Options outside the autoloaded set, each read once (absence included). */
  readonly otherOptions = new Loader<string, JsonValue | undefined>();

  /** Forgets everything: after a write, any cached row may be stale (counts, relationships, meta). */
  clear(): void {
    this.publishedPostTypes.clear();
    for (const loader of [this.posts, this.ancestries, this.revisions, this.terms, this.postTerms, this.users, this.userCapabilities, this.publishedAuthors, this.comments, this.replyCounts, this.commentQueries, this.termQueries,
      this.requestOptions, this.otherOptions, ...Object.values(this.meta)]) {
      (loader as Loader<unknown, unknown>).clear();
    }
  }
}

export function postTermsKey(postId: number, taxonomy: string): string {
  return `${postId} ${taxonomy}`;
}

export function parsePostTermsKey(key: string): { postId: number; taxonomy: string } {
  const space = key.indexOf(' ');
  return { postId: Number(key.slice(0, space)), taxonomy: key.slice(space + 1) };
}
