/** A raw directory pattern as WordPress's pattern directory controller hands it on: cleaned, snake_case. */
import { absint } from '../../src/baseControllers/requestArgCallbacks';
import { sanitizeTextField } from '../../src/schema/formats/textField';
import { isDict } from '../../src/shaping/values';
import { sanitizeSlug } from '../../src/storage/sql/values';

export interface DirectoryPatternItem {
  id: number;
  title: string;
  content: string;
  categories: string[];
  keywords: string[];
  description: string;
  viewport_width: number;
  block_types: string[];
}

const dict = (value: unknown): Record<string, unknown> => (isDict(value) ? value : {});
const strings = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export function prepareDirectoryPattern(raw: unknown): DirectoryPatternItem {
  const pattern = dict(raw);
  const meta = dict(pattern.meta);
  return {
    id: absint(pattern.id),
    title: sanitizeTextField(dict(pattern.title).rendered),
    // The directory's markup is passed on as it came (WordPress filters it through wp_kses_post).
    content: typeof pattern.pattern_content === 'string' ? pattern.pattern_content : '',
    categories: strings(pattern.category_slugs).map((slug) => sanitizeSlug(String(slug))),
    // As WordPress splits them: on commas only, so an empty keyword list is one empty keyword.
    keywords: String(meta.wpop_keywords ?? '').split(',').map(sanitizeTextField),
    description: sanitizeTextField(meta.wpop_description),
    viewport_width: absint(meta.wpop_viewport_width),
    block_types: strings(meta.wpop_block_types).map(sanitizeTextField),
  };
}
