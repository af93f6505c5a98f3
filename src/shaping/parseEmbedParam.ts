/**
 * SPEC "Response shaping rules" 5, like WordPress's `rest_parse_embed_param`:
 * `true` means "embed every relation", a list names the relations to embed.
 */
import { parseList } from './parseList';

export function parseEmbedParam(embed: unknown): true | string[] {
  if (meansEmbedAll(embed)) return true;
  const rels = parseList(embed);
  return rels.length === 0 ? true : rels;
}

/** Absent, PHP-falsy (`''`, `'0'`, `0`, `false`, empty list or map), `true`, `'true'`, `1` and `'1'`. */
function meansEmbedAll(embed: unknown): boolean {
  if (embed === undefined || embed === null) return true;
  if (embed === true || embed === false) return true;
  if (embed === '' || embed === '0' || embed === '1' || embed === 'true') return true;
  if (embed === 0 || embed === 1) return true;
  if (Array.isArray(embed)) return embed.length === 0;
  if (typeof embed === 'object') return Object.keys(embed).length === 0;
  return false;
}
