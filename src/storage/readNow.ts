import type { MaybePromise } from '../hooks/maybePromise';
import { NOT_READY } from './notReady';
import type { JsonValue, MetaStore, OptionStore, PostRecord, PostStore, TermRecord, TermStore } from './types';

/** A post straight from the request's cache when it is there (no promise), else read. */
export function postNow(posts: PostStore, id: number): MaybePromise<PostRecord | undefined> {
  const cached = posts.peek === undefined ? NOT_READY : posts.peek(id);
  return cached === NOT_READY ? posts.get(id) : cached;
}

/** An option straight from the request's cache when it is there (no promise), else read. */
export function optionNow(options: OptionStore, name: string): MaybePromise<JsonValue | undefined> {
  const cached = options.peek === undefined ? NOT_READY : options.peek(name);
  return cached === NOT_READY ? options.get(name) : cached;
}

/** An object's values of a meta key straight from the request's cache when it is there (no promise), else read. */
export function metaNow(meta: MetaStore, objectId: number, key: string): MaybePromise<JsonValue[]> {
  const cached = meta.peek === undefined ? NOT_READY : meta.peek(objectId, key);
  return cached === NOT_READY ? meta.get(objectId, key) : cached;
}

/** A post's terms of a taxonomy straight from the request's cache when they are there (no promise), else read. */
export function postTermsNow(terms: TermStore, postId: number, taxonomy: string): MaybePromise<TermRecord[]> {
  const cached = terms.peekPostTerms === undefined ? NOT_READY : terms.peekPostTerms(postId, taxonomy);
  return cached === NOT_READY ? terms.getPostTerms(postId, taxonomy) : cached;
}
