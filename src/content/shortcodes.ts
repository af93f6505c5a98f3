/**
 * WordPress's shortcode API: `[name attr="x"]content[/name]`, self-closing
 * `[name /]`, `[[name]]` to write a shortcode literally. Handlers are kept per
 * app in a ShortcodeRegistry (add_shortcode / remove_shortcode / do_shortcode).
 */

/** Attributes as WordPress's shortcode_parse_atts gives them: named ones lower-cased, positional ones under 0, 1, … */
export type ShortcodeAttributes = Record<string, string>;

export type ShortcodeHandler = (attributes: ShortcodeAttributes, content: string | null, tag: string) => string | Promise<string>;

const ATTRIBUTE = /([\w-]+)\s*=\s*"([^"]*)"(?:\s|$)|([\w-]+)\s*=\s*'([^']*)'(?:\s|$)|([\w-]+)\s*=\s*([^\s'"]+)(?:\s|$)|"([^"]*)"(?:\s|$)|'([^']*)'(?:\s|$)|(\S+)(?:\s|$)/g;

/** PHP's stripcslashes for the escapes shortcode values use. */
function stripSlashes(value: string): string {
  return value.replace(/\\(.)/g, '$1');
}

/** WordPress's shortcode_parse_atts. */
export function parseShortcodeAttributes(text: string): ShortcodeAttributes {
  const out: ShortcodeAttributes = {};
  const normalized = text.replace(/[\u00a0\u200b]+/g, ' ');
  let position = 0;
  for (const m of normalized.matchAll(ATTRIBUTE)) {
    if (m[1] !== undefined) out[m[1].toLowerCase()] = stripSlashes(m[2] ?? '');
    else if (m[3] !== undefined) out[m[3].toLowerCase()] = stripSlashes(m[4] ?? '');
    else if (m[5] !== undefined) out[m[5].toLowerCase()] = stripSlashes(m[6] ?? '');
    else out[String(position++)] = stripSlashes(m[7] ?? m[8] ?? m[9] ?? '');
  }
  return out;
}

/** WordPress's shortcode_atts: the defaults, overridden by given values of known names. */
export function shortcodeAtts<T extends Record<string, string>>(defaults: T, given: ShortcodeAttributes): T {
  const out: Record<string, string> = { ...defaults };
  for (const key of Object.keys(defaults)) if (given[key] !== undefined) out[key] = given[key];
  return out as T;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * One shortcode among `tags`: groups are 1 `[` of an escaped `[[…]]`, 2 tag,
 * 3 attributes, 4 self-closing `/`, 5 enclosed content, 6 `]` of an escape.
 */
export function shortcodePattern(tags: readonly string[]): RegExp {
  const names = tags.map(escapeRegExp).join('|');
  return new RegExp(`\\[(\\[?)(${names})(?![\\w-])([^\\]\\/]*(?:\\/(?!\\])[^\\]\\/]*)*?)(?:(\\/)\\]|\\](?:([^\\[]*(?:\\[(?!\\/\\2\\])[^\\[]*)*)\\[\\/\\2\\])?)(\\]?)`, 'g');
}

export class ShortcodeRegistry {
  private readonly handlers = new Map<string, ShortcodeHandler>();

  /** WordPress's add_shortcode; names may not hold `<>&/[]`, control characters or spaces. */
  add(tag: string, handler: ShortcodeHandler): void {
    if (tag.trim() === '' || /[<>&/[\]\x00-\x20=]/.test(tag)) throw new Error(`Invalid shortcode name: ${tag}. Do not use spaces or reserved characters: & / < > [ ] =`);
    this.handlers.set(tag, handler);
  }

  remove(tag: string): boolean {
    return this.handlers.delete(tag);
  }

  has(tag: string): boolean {
    return this.handlers.has(tag);
  }

  tags(): string[] {
    return [...this.handlers.keys()];
  }

  /** The registered tags that appear in `content` (WordPress looks only for those). */
  private tagsIn(content: string): string[] {
    if (!content.includes('[')) return [];
    const named = new Set([...content.matchAll(/\[([^<>&/[\]\x00-\x20=]+)/g)].map((m) => m[1]));
    return this.tags().filter((tag) => named.has(tag));
  }

  /** WordPress's do_shortcode: every registered shortcode replaced by its handler's output; `ignore` names tags to leave alone. */
  async doShortcode(content: string, ignore: readonly string[] = []): Promise<string> {
    const tags = this.tagsIn(content).filter((tag) => !ignore.includes(tag));
    if (tags.length === 0) return content;
    const pattern = shortcodePattern(tags);
    const pieces: Array<string | Promise<string>> = [];
    let last = 0;
    for (const m of content.matchAll(pattern)) {
      pieces.push(content.slice(last, m.index));
      last = (m.index ?? 0) + m[0].length;
      const [whole, open, tag, attrs, , inner, close] = m;
      if (open === '[' && close === ']') {
        pieces.push(whole.slice(1, -1));
        continue;
      }
      const handler = this.handlers.get(tag as string) as ShortcodeHandler;
      pieces.push(Promise.resolve(handler(parseShortcodeAttributes(attrs ?? ''), inner ?? null, tag as string)).then((out) => `${open ?? ''}${out}${close ?? ''}`));
    }
    pieces.push(content.slice(last));
    return (await Promise.all(pieces)).join('');
  }

  /** WordPress's strip_shortcodes: registered shortcodes removed (escaped ones unescaped). */
  stripShortcodes(content: string): string {
    const tags = this.tagsIn(content);
    if (tags.length === 0) return content;
    return content.replace(shortcodePattern(tags), (whole: string, open: string, _tag: string, _attrs: string, _self: string, _inner: string, close: string) =>
      open === '[' && close === ']' ? whole.slice(1, -1) : '');
  }

  /** WordPress's shortcode_unautop: a paragraph holding only a shortcode loses its `<p>` wrapper. */
  unautop(content: string): string {
    const tags = this.tags();
    if (tags.length === 0 || !content.includes('[')) return content;
    const one = shortcodePattern(tags).source.replace(/\\2/g, '\\3');
    const spaces = '(?:[\\r\\n\\t \\u00a0\\u200b]|&nbsp;|<br \\/>)';
    const wrapped = new RegExp(`<p>${spaces}*(${one})${spaces}*<\\/p>`, 'g');
    return content.replace(wrapped, (_whole: string, shortcode: string) => shortcode);
  }
}
