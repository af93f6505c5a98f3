/** One URL parameter of a route pattern: its name and the regular expression of its value. */
export interface PathParameter {
  name: string;
  pattern: string;
}

export interface OpenApiPath {
  /** `/wp/v2/posts/{id}` */
  path: string;
  parameters: PathParameter[];
}

const NAMED_GROUP = '(?P<';

/**
 * A WordPress route pattern as an OpenAPI path template: each named group
 * `(?P<id>[\d]+)` becomes `{id}`. Groups are matched by counting parentheses, so
 * nested groups (`(?P<plugin>[^.\/]+(?:\/[^.\/]+)?)`) stay inside their parameter.
 */
export function openApiPath(route: string): OpenApiPath {
  const parameters: PathParameter[] = [];
  let path = '';
  let i = 0;
  while (i < route.length) {
    const start = route.indexOf(NAMED_GROUP, i);
    if (start === -1) {
      path += route.slice(i);
      break;
    }
    path += route.slice(i, start);
    const nameEnd = route.indexOf('>', start);
    const name = route.slice(start + NAMED_GROUP.length, nameEnd);
    const end = closingParenthesis(route, start);
    parameters.push({ name, pattern: route.slice(nameEnd + 1, end) });
    path += `{${name}}`;
    i = end + 1;
  }
  return { path: path === '' ? '/' : path, parameters };
}

/** Index of the `)` closing the group opened at `open`, skipping escapes and character classes. */
function closingParenthesis(pattern: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return pattern.length - 1;
}
