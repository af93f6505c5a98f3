/**
 * A theme pattern file in this server's form: an `.html` file opening with a
 * comment block of `Name: value` header lines (as the docblock of a WordPress
 * theme's `patterns/*.php` file), then the block markup.
 *
 *     <!--
 *     Title: Hero
 *     Slug: mytheme/hero
 *     Categories: featured, banner
 *     -->
 *     <!-- wp:heading --><h2>Hello</h2><!-- /wp:heading -->
 */
import { readFileSync } from 'node:fs';

export interface PatternFile {
  /** Header values by lower-cased name (`title`, `block types`…), trimmed. */
  headers: Map<string, string>;
  /** The markup after the header comment. */
  body: string;
}

/** The header comment at the top of the file (leading whitespace allowed). */
const HEADER_COMMENT = /^\s*<!--([\s\S]*?)-->/;
/** A header line, the way get_file_data reads one: leading comment decoration, `Name:`, the value. */
const HEADER_LINE = /^[ \t/*#@]*([^:\r\n]+?):(.*)$/;

export function parsePatternFile(text: string): PatternFile {
  const headers = new Map<string, string>();
  const match = HEADER_COMMENT.exec(text);
  if (match === null) return { headers, body: text };
  for (const line of (match[1] ?? '').split(/\r\n|\r|\n/)) {
    const header = HEADER_LINE.exec(line);
    if (header === null) continue;
    const name = (header[1] ?? '').trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, (header[2] ?? '').trim());
  }
  // As PHP swallows the one line break after a closing `?>`, the line break after the header is not content.
  const body = text.slice(match[0].length).replace(/^\r?\n/, '');
  return { headers, body };
}

export function readPatternFile(path: string): PatternFile {
  return parsePatternFile(readFileSync(path, 'utf8'));
}
