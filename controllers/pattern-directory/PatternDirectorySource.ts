/**
 * Where `wp/v2/pattern-directory/patterns` gets its patterns. WordPress asks
 * WordPress.org's pattern API; this server is offline, so the source is
 * injectable (the `patternDirectory` app option) and defaults to a small local
 * catalogue (patternDirectoryCatalogue.json) searched, sorted and paged the way
 * the remote API does it.
 */
import type { Container } from 'inversify';
import { TOKENS } from '../../src/di/tokens';
import { RestError } from '../../src/errors/RestError';
import catalogue from './patternDirectoryCatalogue.json';
import type { PatternDirectoryQuery, PatternDirectorySource } from '../../src/app/builtInOptions';
export type { PatternDirectoryQuery, PatternDirectorySource };

/** A pattern as the directory answers it (WordPress.org's pattern post, in JSON). */
export interface RawDirectoryPattern {
  id: number;
  slug: string;
  date: string;
  modified: string;
  author: number;
  favorite_count: number;
  title: { rendered: string };
  pattern_content: string;
  category_slugs: string[];
  keyword_slugs: string[];
  'pattern-categories': number[];
  'pattern-keywords': number[];
  meta: { wpop_keywords: string; wpop_description: string; wpop_viewport_width: number; wpop_block_types: string[] };
}

type Sortable = string | number;
const SORT_KEYS: Record<string, (pattern: RawDirectoryPattern) => Sortable> = {
  author: (pattern) => pattern.author,
  id: (pattern) => pattern.id,
  modified: (pattern) => pattern.modified,
  slug: (pattern) => pattern.slug,
  title: (pattern) => pattern.title.rendered.toLowerCase(),
  favorite_count: (pattern) => pattern.favorite_count,
};

function matchesSearch(pattern: RawDirectoryPattern, search: string): boolean {
  const needle = search.toLowerCase();
  return [pattern.title.rendered, pattern.pattern_content, pattern.meta.wpop_description, pattern.meta.wpop_keywords]
    .some((text) => text.toLowerCase().includes(needle));
}

/** The bundled catalogue, or patterns added in code; never goes to the network. */
export class LocalPatternDirectory implements PatternDirectorySource {
  private readonly patterns: RawDirectoryPattern[];

  constructor(patterns: readonly RawDirectoryPattern[] = catalogue.patterns) {
    this.patterns = patterns.map((pattern) => structuredClone(pattern));
  }

  add(pattern: RawDirectoryPattern): void {
    this.patterns.push(structuredClone(pattern));
  }

  async query(query: PatternDirectoryQuery): Promise<RawDirectoryPattern[]> {
    const found = this.patterns.filter((pattern) =>
      (query.category === undefined || pattern['pattern-categories'].includes(query.category))
      && (query.keyword === undefined || pattern['pattern-keywords'].includes(query.keyword))
      && (query.slug === undefined || query.slug.length === 0 || query.slug.includes(pattern.slug))
      && (query.search === undefined || matchesSearch(pattern, query.search)));
    // Orders the directory has no field for (relevance, include…) fall back to the date.
    const key = SORT_KEYS[query.orderby] ?? ((pattern: RawDirectoryPattern) => pattern.date);
    const direction = query.order === 'asc' ? 1 : -1;
    found.sort((a, b) => {
      const [left, right] = [key(a), key(b)];
      return (left < right ? -1 : left > right ? 1 : a.id - b.id) * direction;
    });
    const start = query.offset ?? (query.page - 1) * query.per_page;
    return found.slice(start, start + query.per_page).map((pattern) => structuredClone(pattern));
  }
}

/** The app's pattern directory source (bound under TOKENS.PatternDirectory by installContentRegistries). */
export function patternDirectoryOf(app: { container: Container }): PatternDirectorySource {
  return app.container.get<PatternDirectorySource>(TOKENS.PatternDirectory);
}

const API_FAILED = 'An unexpected error occurred. Something may be wrong with WordPress.org or this server&#8217;s configuration. If you continue to have problems, please try the <a href="https://wordpress.org/support/forums/">support forums</a>.';

/** The directory's raw patterns for `query`, or the error WordPress answers (status 500) when the directory fails. */
export async function askDirectory(source: PatternDirectorySource, query: PatternDirectoryQuery): Promise<unknown[] | RestError> {
  let body: unknown;
  try {
    body = await source.query(query);
  } catch (error) {
    return new RestError('http_request_failed', error instanceof Error ? error.message : String(error), { status: 500 });
  }
  if (!Array.isArray(body)) return new RestError('pattern_api_failed', API_FAILED, { response: JSON.stringify(body) ?? '', status: 500 });
  return body;
}
