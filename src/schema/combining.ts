/**
 * `anyOf` / `oneOf`: finding the branch a value matches, and WordPress's errors when
 * none (rest_no_matching_schema) or, for oneOf, several (rest_one_of_multiple_matches) do.
 */
import { RestError } from '../errors/RestError';
import { formatList } from './messages';
import type { ChildCompiler, SchemaNode } from './node';
import { isSet, toPhpString } from './php';
import { isList, isPlainObject } from './values';

export interface Branch {
  readonly index: number;
  readonly schema: Readonly<Record<string, unknown>>;
  readonly node: SchemaNode;
}

interface Failure {
  readonly branch: Branch;
  readonly error: RestError;
}

/** Branches of a combining keyword; a branch without a type inherits the parent's. */
export function compileBranches(list: unknown, parentType: unknown, compile: ChildCompiler): readonly Branch[] | null {
  if (!isList(list)) return null;
  return list.map((entry, index) => {
    const own = isPlainObject(entry) ? entry : {};
    const schema = isSet(own.type) || !isSet(parentType) ? own : { ...own, type: parentType };
    return { index, schema, node: compile(schema) };
  });
}

function titleOf(schema: Readonly<Record<string, unknown>>): string | null {
  return isSet(schema.title) ? toPhpString(schema.title) : null;
}

function describe(param: string, failure: Failure): RestError {
  const reason = failure.error.message;
  const title = titleOf(failure.branch.schema);
  const message =
    title === null
      ? `${param} does not match the expected format. Reason: ${reason}`
      : `${param} is not a valid ${title}. Reason: ${reason}`;
  return new RestError('rest_no_matching_schema', message, { position: failure.branch.index });
}

/** How many of a branch's declared properties the value has. */
function sharedProperties(branch: Branch, value: unknown): number {
  const properties = branch.schema.properties;
  if (!isPlainObject(properties) || !(isPlainObject(value) || isList(value))) return 0;
  return Object.keys(properties).filter((key) => Object.prototype.hasOwnProperty.call(value, key)).length;
}

/** The most helpful error when no branch matched. */
function noMatch(value: unknown, param: string, failures: readonly Failure[]): RestError {
  if (failures.length === 1) return describe(param, failures[0]!);
  // Type mismatches of the value itself say little; prefer a branch that failed deeper.
  const relevant = failures.filter((failure) => {
    const failedParam = failure.error.data.param;
    return failedParam === undefined || failedParam !== param;
  });
  if (relevant.length === 1) return describe(param, relevant[0]!);
  if (relevant.length > 1 && relevant[0]!.branch.schema.type === 'object') {
    let best: Failure | null = null;
    let bestCount = 0;
    for (const failure of relevant) {
      const count = sharedProperties(failure.branch, value);
      if (count > bestCount) {
        best = failure;
        bestCount = count;
      }
    }
    if (best !== null) return describe(param, best);
  }
  const titles = failures.map((failure) => titleOf(failure.branch.schema)).filter((title): title is string => title !== null);
  if (titles.length === failures.length) {
    return new RestError('rest_no_matching_schema', `${param} is not a valid ${formatList(titles)}.`);
  }
  return new RestError('rest_no_matching_schema', `${param} does not match any of the expected formats.`);
}

export function findAnyMatch(branches: readonly Branch[], value: unknown, param: string): Branch | RestError {
  const failures: Failure[] = [];
  for (const branch of branches) {
    const result = branch.node.validate(value, param);
    if (result === true) return branch;
    failures.push({ branch, error: result });
  }
  return noMatch(value, param, failures);
}

export function findOneMatch(branches: readonly Branch[], value: unknown, param: string): Branch | RestError {
  const matches: Branch[] = [];
  const failures: Failure[] = [];
  for (const branch of branches) {
    const result = branch.node.validate(value, param);
    if (result === true) matches.push(branch);
    else failures.push({ branch, error: result });
  }
  if (matches.length === 0) return noMatch(value, param, failures);
  if (matches.length === 1) return matches[0]!;
  const positions = matches.map((branch) => branch.index);
  const titles = matches.map((branch) => titleOf(branch.schema)).filter((title): title is string => title !== null);
  const message =
    titles.length === matches.length
      ? `${param} matches ${formatList(titles)}, but should match only one.`
      : `${param} matches more than one of the expected formats.`;
  return new RestError('rest_one_of_multiple_matches', message, { positions });
}
