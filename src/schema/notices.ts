/**
 * Developer notices for unusable schemas. Like WordPress they are raised on every
 * call that meets the problem, under the name of the public function that met it.
 */
import { globalNotices } from '../notices/Notices';

export type Operation = 'validateValueFromSchema' | 'sanitizeValueFromSchema';

export const BUILT_IN_TYPES: readonly string[] = ['array', 'object', 'string', 'number', 'integer', 'boolean', 'null'];

export function noticeMissingType(operation: Operation, param: string): void {
  globalNotices.raise(operation, `The schema of "${param}" has no "type" keyword; one of ${BUILT_IN_TYPES.join(', ')} is expected.`);
}

export function noticeUnknownType(operation: Operation, param: string, type: unknown): void {
  globalNotices.raise(operation, `The schema of "${param}" has type ${JSON.stringify(type)}, which is not a built-in type (${BUILT_IN_TYPES.join(', ')}).`);
}

export function noticeUnknownTypesInList(operation: Operation, param: string, types: readonly unknown[]): void {
  globalNotices.raise(operation, `The type list of "${param}" contains types that are not built-in: ${JSON.stringify(types)}.`);
}

export function noticeBadPattern(operation: Operation, param: string, pattern: string): void {
  globalNotices.raise(operation, `The pattern ${JSON.stringify(pattern)} in the schema of "${param}" is not a valid regular expression; it never matches.`);
}
