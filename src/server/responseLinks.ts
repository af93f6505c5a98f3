import { isThenable, type Hooks } from '../hooks/Hooks';
import { andThen, type MaybePromise } from '../hooks/maybePromise';
import type { RestResponse } from './RestResponse';
import type { TargetHintResolver } from './targetHints';

export interface Curie {
  name: string;
  href: string;
  templated: boolean;
}

export type LinkObject = Record<string, unknown> & { href: string };
export type CompactLinks = Record<string, LinkObject[] | Curie[]>;

/** The `wp` curie: `https://api.w.org/term` is written `wp:term`. Adjustable through `rest_response_link_curies`. */
export const DEFAULT_CURIES: readonly Curie[] = Object.freeze([{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }]);

/**
 * Links as `_links` data: attributes first, then `href`, per relation; `self`
 * links also get `targetHints` from `hints` (none without a resolver). A plain
 * value when no hint had to wait for a permission check.
 */
export function getResponseLinks(response: RestResponse, hints: TargetHintResolver | null): MaybePromise<Record<string, LinkObject[]>> {
  const out: Record<string, LinkObject[]> = {};
  const waiting: Promise<void>[] = [];
  for (const [rel, items] of Object.entries(response.getLinks())) {
    const list: LinkObject[] = [];
    for (const item of items) {
      const link: LinkObject = { ...item.attributes, href: item.href };
      if (rel === 'self' && hints !== null) {
        const targetHints = hints.forLink(link);
        if (isThenable(targetHints)) {
          waiting.push(Promise.resolve(targetHints).then((found) => {
            if (found !== null) link.targetHints = found;
          }));
        } else if (targetHints !== null) {
          link.targetHints = targetHints;
        }
      }
      list.push(link);
    }
    out[rel] = list;
  }
  return waiting.length === 0 ? out : Promise.all(waiting).then(() => out);
}

/** getResponseLinks with relations shortened through curies, plus the `curies` entry when any was used. */
export function getCompactResponseLinks(response: RestResponse, hooks: Hooks, hints: TargetHintResolver | null): MaybePromise<CompactLinks> {
  return andThen(getResponseLinks(response, hints), (links) => compactLinks(links, hooks));
}

function compactLinks(links: CompactLinks, hooks: Hooks): CompactLinks {
  const rels = Object.keys(links);
  if (rels.length === 0) return links;
  const curies = hooks.applyFilters<readonly Curie[]>('rest_response_link_curies', DEFAULT_CURIES);
  const used = new Map<string, Curie>();
  const compact: CompactLinks = {};
  for (const rel of rels) {
    let name = rel;
    for (const curie of curies) {
      const at = curie.href.indexOf('{rel}');
      const prefix = at === -1 ? curie.href : curie.href.slice(0, at);
      const suffix = at === -1 ? '' : curie.href.slice(at + 5);
      if (at === -1 || !rel.startsWith(prefix) || !rel.endsWith(suffix) || rel.length <= prefix.length + suffix.length) continue;
      name = `${curie.name}:${rel.slice(prefix.length, rel.length - suffix.length)}`;
      used.set(curie.name, curie);
      break;
    }
    compact[name] = links[rel]!;
  }
  if (used.size > 0) compact.curies = [...used.values()];
  return compact;
}
