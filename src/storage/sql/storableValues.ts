import {
  ColumnNode, OperationNodeTransformer, PrimitiveValueListNode, ValueListNode, ValueNode,
  type ColumnUpdateNode, type CompiledQuery, type InsertQueryNode, type OperationNode,
} from 'kysely';
import { StorageRangeError } from '../errors';

/** Every column we store numbers in is an integer column; JavaScript numbers are exact up to 2^53. */
export function isStorableInteger(value: number): boolean {
  return Number.isSafeInteger(value);
}

/**
 * The last guard before SQL, on every statement of both backends (StatementGateDialect runs it on
 * each compiled statement):
 * - a number parameter that is not a safe integer (1e20, 2^60, 1.5, NaN) never reaches the
 *   database, where it would be rounded, stored as a float on SQLite or fail on PostgreSQL: it
 *   raises StorageRangeError, naming the column for a write;
 * - NUL characters are dropped from text, as WordPress's sanitizers drop them (PostgreSQL text
 *   cannot hold them at all), so searches, titles, names and comments with NULs never fail.
 *
 * It reads the compiled statement's flat parameter list: nearly every statement holds nothing to
 * refuse or strip, and scanning its parameters costs far less than walking its syntax tree. Only a
 * number out of range walks the tree, to name its column.
 */
export function storableQuery(compiled: CompiledQuery): CompiledQuery {
  if (!compiled.parameters.some(suspect)) return compiled;
  const outOfRange = compiled.parameters.find((value) => typeof value === 'number' && !isStorableInteger(value));
  if (outOfRange !== undefined) {
    new RangeChecker().transformNode(compiled.query);
    throw new StorageRangeError(outOfRange as number);
  }
  return { ...compiled, parameters: compiled.parameters.map((value) => (hasNul(value) ? withoutNul(value) : value)) };
}

/** Finds the first value out of range in a statement's tree and throws its error, naming the column of a write. */
class RangeChecker extends OperationNodeTransformer {
  protected override transformInsertQuery(node: InsertQueryNode): InsertQueryNode {
    const columns = node.columns ?? [];
    for (const row of rowsOf(node.values)) {
      row.forEach((value, index) => check(value, columns[index]?.column.name));
    }
    return super.transformInsertQuery(node);
  }

  protected override transformColumnUpdate(node: ColumnUpdateNode): ColumnUpdateNode {
    if (ValueNode.is(node.value)) check(node.value.value, ColumnNode.is(node.column) ? node.column.column.name : undefined);
    return super.transformColumnUpdate(node);
  }

  protected override transformValue(node: ValueNode): ValueNode {
    // Immediate values are literals written in our code (Kysely's migration lock id), not input.
    if (node.immediate !== true) check(node.value);
    return super.transformValue(node);
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    for (const value of node.values) check(value);
    return super.transformPrimitiveValueList(node);
  }
}

function suspect(value: unknown): boolean {
  return (typeof value === 'number' && !isStorableInteger(value)) || hasNul(value);
}

/** The rows of an INSERT's VALUES as plain values (anything that is not a literal value is skipped). */
function rowsOf(values: OperationNode | undefined): unknown[][] {
  if (values === undefined || values.kind !== 'ValuesNode') return [];
  const list = (values as OperationNode & { values: readonly OperationNode[] }).values;
  return list.map((row) => {
    if (PrimitiveValueListNode.is(row)) return [...row.values];
    if (ValueListNode.is(row)) return row.values.map((v) => (ValueNode.is(v) ? v.value : undefined));
    return [];
  });
}

function hasNul(value: unknown): value is string {
  return typeof value === 'string' && value.includes('\u0000');
}

function withoutNul(text: string): string {
  return text.replaceAll('\u0000', '');
}

function check(value: unknown, column?: string): void {
  if (typeof value === 'number' && !isStorableInteger(value)) throw new StorageRangeError(value, column);
}
