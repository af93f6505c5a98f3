/**
 * Small pieces of how stored post fields are shown. Content and excerpts go
 * through the app's ContentRenderer (`the_content`, `the_excerpt`); titles get
 * WordPress's escaping of bare `&`.
 */
import { hasBlocks } from '../../src/content/parseBlocks';

/** A bare `&` (not starting an entity) becomes `&#038;`, as WordPress shows titles. */
export function renderTitle(raw: string): string {
  return raw.replace(/&(?!#?[a-zA-Z0-9]+;)/g, '&#038;').trim();
}

/** WordPress's block_version: 1 when the content holds block markup. */
export function blockVersion(content: string): number {
  return hasBlocks(content) ? 1 : 0;
}

/** `YYYY-MM-DD HH:MM:SS` → `YYYY-MM-DDTHH:MM:SS`; null for the zero date. */
export function rfc3339(date: string): string | null {
  if (date === '' || date.startsWith('0000-00-00')) return null;
  return date.replace(' ', 'T');
}
