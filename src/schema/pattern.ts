/**
 * `pattern` and `patternProperties` regular expressions, compiled once. Patterns are
 * matched as Unicode (`u`); a PCRE-style pattern that only compiles without `u` (for
 * example `\-` outside a class) is accepted without it rather than rejected.
 */
export interface CompiledPattern {
  /** The regex, or null when the schema's pattern does not compile (it then never matches). */
  readonly regex: RegExp | null;
  readonly source: string;
}

const cache = new Map<string, CompiledPattern>();

export function compilePattern(source: string): CompiledPattern {
  let compiled = cache.get(source);
  if (compiled === undefined) {
    compiled = { regex: tryRegex(source, 'u') ?? tryRegex(source, ''), source };
    cache.set(source, compiled);
  }
  return compiled;
}

function tryRegex(source: string, flags: string): RegExp | null {
  try {
    return new RegExp(source, flags);
  } catch {
    return null;
  }
}

export function matchesPattern(pattern: CompiledPattern, value: string): boolean {
  return pattern.regex !== null && pattern.regex.test(value);
}
