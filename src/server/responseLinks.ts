import { isThenable, type Hooks } from '../hooks/Hooks';
import { andThen, type MaybePromise } from '../hooks/maybePromise';
import type { Link, RestResponse } from './RestResponse';
import type { TargetHintResolver } from './targetHints';

export interface Curie {
  name: string;
  href: string;
  templated: boolean;
}

export type LinkObject = Record<string, unknown> & { href: string };
export type CompactLinks = Record<string, LinkObject[] | Curie[]>;

/** The `wp` curie: `https://api.w.org/term` is written `wp:term`. Adjustable through `rest_response_link_curies`. */
export const DEFAULT_CURIES: readonly Curie[] = Object.freeze([Object.freeze({ name: 'wp', href: 'https://api.w.org/{rel}', templated: true })]);

/**
 * Links as `_links` data: attributes first, then `href`, per relation; `self`
 * links also get `targetHints` from `hints` (none without a resolver). A plain
 * value when no hint had to wait for a permission check. Each item's links are
 * made on every page: one pass, no entry pairs.
 */
export function getResponseLinks(response: RestResponse, hints: TargetHintResolver | null): MaybePromise<Record<string, LinkObject[]>> {
  const links = response.getLinks();
  const out: Record<string, LinkObject[]> = {};
  let waiting: Promise<void>[] | null = null;
  for (const rel in links) {
    // Mapped, not pushed: most relations have one link, and a list grown from empty reserves room for 17.
    const list = links[rel]!.map(linkObject);
    if (rel === 'self' && hints !== null) {
      for (const link of list) {
        const targetHints = hints.forLink(link);
        if (isThenable(targetHints)) {
          (waiting ??= []).push(Promise.resolve(targetHints).then((found) => {
            if (found !== null) link.targetHints = found;
          }));
        } else if (targetHints !== null) {
          link.targetHints = targetHints;
        }
      }
    }
    out[rel] = list;
  }
  return waiting === null ? out : Promise.all(waiting).then(() => out);
}

/** A link as data: its attributes, then `href`. Most links carry none: no spread of an empty object for them. */
function linkObject(item: Link): LinkObject {
  return hasKeys(item.attributes) ? { ...item.attributes, href: item.href } : { href: item.href };
}

/** getResponseLinks with relations shortened through curies, plus the `curies` entry when any was used. */
export function getCompactResponseLinks(response: RestResponse, hooks: Hooks, hints: TargetHintResolver | null): MaybePromise<CompactLinks> {
  return andThen(getResponseLinks(response, hints), (links) => compactLinks(links, hooks));
}

/** As WordPress, the curies filter runs once the links (and their hints' permission checks) are made. */
function compactLinks(links: CompactLinks, hooks: Hooks): CompactLinks {
  if (!hasKeys(links)) return links;
  const curies = hooks.applyFilters<readonly Curie[]>('rest_response_link_curies', DEFAULT_CURIES);
  const shorten = shortenerFor(curies);
  // Curies used, by name, first use first; a later curie of the same name takes its place (a page uses one or two).
  const used: Curie[] = [];
  const compact: CompactLinks = {};
  for (const rel in links) {
    const short = shorten(rel);
    if (short === null) {
      compact[rel] = links[rel]!;
      continue;
    }
    const at = used.findIndex((curie) => curie.name === short.curie.name);
    if (at === -1) used.push(short.curie);
    else used[at] = short.curie;
    compact[short.name] = links[rel]!;
  }
  // Copies: a filter editing one response's curie must not edit the shared list (frozen, for the default).
  if (used.length > 0) compact.curies = used.map((curie) => ({ ...curie }));
  return compact;
}

/** A relation's short name through the first curie whose template it fits, and that curie; null when none fits. */
type Shortener = (rel: string) => { name: string; curie: Curie } | null;

/** Shorteners of frozen curie lists (the default one): each relation is worked out once, as every item's links ask. */
const SHORTENERS = new WeakMap<readonly Curie[], Shortener>();

function shortenerFor(curies: readonly Curie[]): Shortener {
  let shortener = SHORTENERS.get(curies);
  if (shortener !== undefined) return shortener;
  shortener = (rel) => shortenRel(rel, curies);
  // A list a filter builds, or one that can still change, is read afresh each time.
  if (!Object.isFrozen(curies) || !curies.every((curie) => Object.isFrozen(curie))) return shortener;
  const known = new Map<string, { name: string; curie: Curie } | null>();
  const compute = shortener;
  shortener = (rel) => {
    let short = known.get(rel);
    if (short === undefined) {
      short = compute(rel);
      if (known.size < 256) known.set(rel, short);
    }
    return short;
  };
  SHORTENERS.set(curies, shortener);
  return shortener;
}

function shortenRel(rel: string, curies: readonly Curie[]): { name: string; curie: Curie } | null {
  for (const curie of curies) {
    const at = curie.href.indexOf('{rel}');
    const prefix = at === -1 ? curie.href : curie.href.slice(0, at);
    const suffix = at === -1 ? '' : curie.href.slice(at + 5);
    if (at === -1 || !rel.startsWith(prefix) || !rel.endsWith(suffix) || rel.length <= prefix.length + suffix.length) continue;
    return { name: `${curie.name}:${rel.slice(prefix.length, rel.length - suffix.length)}`, curie };
  }
  return null;
}

/** Whether spreading `attributes` would copy anything (symbol keys included). */
function hasKeys(attributes: object): boolean {
  for (const _ in attributes) return true;
  return Object.getOwnPropertySymbols(attributes).length > 0;
}
