import { andThen, type MaybePromise } from '../hooks/maybePromise';
import { allowedMethods } from './allowHeader';
import { hasValidParams, sanitizeParams } from './requestArguments';
import { RestRequest } from './RestRequest';
import { isEmptyObject } from '../schema/values';
import type { RestServer } from './RestServer';
import type { RestUrls } from './RestUrls';
import { RequestMemo } from './RequestMemo';

/** Header name (canonical: lower case, `-` → `_`) → its comma-separated values. */
export type TargetHints = Record<string, string[]>;

/**
 * Computes the `targetHints` of `self` links (WordPress 6.7+): what the Allow
 * header of the linked URL would say for the current user. One resolver serves
 * one response (embedded ones included), remembering each href it answered.
 */
export class TargetHintResolver {
  private readonly cache = new Map<string, MaybePromise<TargetHints | null>>();

  constructor(
    private readonly server: RestServer,
    private readonly urls: RestUrls,
  ) {}

  /**
   * The hints for a link; null when it names its own `allow` or its URL is not a valid request here.
   * A plain value when every permission check answered without waiting.
   */
  forLink(link: Readonly<Record<string, unknown>> & { href: string }): MaybePromise<TargetHints | null> {
    const own = link.targetHints;
    if (typeof own === 'object' && own !== null && (own as Record<string, unknown>).allow != null) return null;
    let hints = this.cache.get(link.href);
    if (hints === undefined) {
      hints = this.compute(link.href);
      this.cache.set(link.href, hints);
    }
    return hints;
  }

  private compute(href: string): MaybePromise<TargetHints | null> {
    const target = this.urls.parseRestUrl(href);
    if (target === null) return null;
    const request = new RestRequest('GET', target.route);
    // A self link rarely has a query; the request starts with an empty one of its own.
    if (!isEmptyObject(target.query)) request.setQueryParams({ ...target.query });
    const matched = this.server.matchRequestToHandler(request);
    if (!Array.isArray(matched)) return null;
    if (hasValidParams(request) !== true || sanitizeParams(request) !== true) return null;
    // What the Allow header of a response matched to this route would say: the only header hints carry.
    return andThen(allowedMethods(matched[0], this.server, request), allowHints);
  }
}

/** Resolvers lent to internal dispatches (`_embed`), so their collections' items share the response's. */
const LENT = new RequestMemo<TargetHintResolver>('lent target hints');

/**
 * Lends `resolver` to an internal request: its collection's items resolve their self links with it.
 * Only for a read made while one response is built (an embed): nothing writes in between, so a link's
 * hints cannot change.
 */
export function lendTargetHints(request: RestRequest, resolver: TargetHintResolver): void {
  request.setMemo(LENT, resolver);
}

/** The resolver lent to `request`, if any. */
export function lentTargetHints(request: RestRequest): TargetHintResolver | undefined {
  return request.memoized(LENT);
}

/** The hints an Allow value gives; none (nothing permitted) is null, as an empty PHP array is skipped. */
function allowHints(allow: string): TargetHints | null {
  return allow === '' ? null : { allow: splitValues(allow) };
}

/** Split values of the few Allow values hints carry, remembered: every self link of a page asks again. */
const VALUES = new Map<string, readonly string[]>();

/** A fresh list each time: a filter of the response may change one link's hints. */
function splitValues(value: string): string[] {
  let parts = VALUES.get(value);
  if (parts === undefined) {
    parts = value.split(',').map((part) => part.trim());
    if (VALUES.size < 256) VALUES.set(value, parts);
  }
  return parts.slice();
}
