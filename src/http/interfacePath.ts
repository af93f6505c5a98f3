/**
 * Recognises the path forms of the interface — `{base}/{prefix}/…` and
 * `{base}/index.php/{prefix}/…` — and returns the raw (still escaped) part after
 * the prefix. The base path of the site URL (e.g. `/blog`) may be present or
 * already stripped by a proxy or a mount.
 *
 * The regular expression is compiled once per (base path, prefix) pair; the prefix
 * comes from a filter and is re-read per request, so only the last pair is kept.
 */
export class InterfacePathMatcher {
  private key = '\u0000';
  private pattern: RegExp = /$^/;
  /** `/{prefix}/` when the site is at the root: the usual form, recognised without the expression. */
  private lead: string | null = null;

  constructor(private readonly basePath: string) {}

  /** The part after `/{prefix}` (`''` for the bare prefix), or null when the path is not an interface path. */
  match(path: string, prefix: string): string | null {
    if (prefix !== this.key) {
      this.pattern = compile(this.basePath, prefix);
      this.key = prefix;
      this.lead = this.basePath === '' && prefix !== '' ? `/${prefix}/` : null;
    }
    // Away from `/index.php` the expression's optional part cannot match, and it captures what follows the lead.
    if (this.lead !== null && path.startsWith(this.lead) && !path.startsWith('/index.php')) return path.slice(this.lead.length);
    const m = this.pattern.exec(path);
    return m === null ? null : (m[1] ?? '');
  }
}

function compile(basePath: string, prefix: string): RegExp {
  const base = basePath === '' ? '' : `(?:${escapeRegExp(basePath)})?`;
  const segment = prefix === '' ? '' : `/${escapeRegExp(prefix)}`;
  return new RegExp(`^${base}(?:/index\\.php)?${segment}(?:/(.*))?$`, 's');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The path of the site address (`/blog` for `https://example.com/blog`), `''` at the root. */
export function basePathOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).pathname.replace(/\/+$/, '');
  } catch {
    return '';
  }
}
