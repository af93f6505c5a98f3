import {
  ColumnNode, OperationNodeTransformer, PrimitiveValueListNode, ValueListNode, ValueNode,
  type ColumnUpdateNode, type InsertQueryNode, type KyselyPlugin, type OperationNode,
  type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { StorageRangeError } from '../errors';

/** Every column we store numbers in is an integer column; JavaScript numbers are exact up to 2^53. */
export function isStorableInteger(value: number): boolean {
  return Number.isSafeInteger(value);
}

/**
 * The last guard before SQL, on every statement of both backends:
 * - a number parameter that is not a safe integer (1e20, 2^60, 1.5, NaN) never reaches the
 *   database, where it would be rounded, stored as a float on SQLite or fail on PostgreSQL: it
 *   raises StorageRangeError, naming the column for a write;
 * - NUL characters are dropped from text, as WordPress's sanitizers drop them (PostgreSQL text
 *   cannot hold them at all), so searches, titles, names and comments with NULs never fail.
 */
export class StorableValuesPlugin implements KyselyPlugin {
  private readonly checker = new RangeChecker();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    // Nearly every statement holds nothing to refuse or strip: it goes on as it is, without rebuilding its tree.
    return mayNeedChecking(args.node) ? this.checker.transformNode(args.node) : args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

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
    if (node.immediate === true) return super.transformValue(node);
    check(node.value);
    return hasNul(node.value) ? ValueNode.create(withoutNul(node.value)) : super.transformValue(node);
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    for (const value of node.values) check(value);
    return node.values.some(hasNul) ? PrimitiveValueListNode.create(node.values.map((v) => (hasNul(v) ? withoutNul(v) : v))) : super.transformPrimitiveValueList(node);
  }
}

/**
 * Whether a statement holds a value the checker would refuse or change (checked or not, immediate
 * or not: a false alarm only costs the full pass, which then decides exactly as always).
 */
function mayNeedChecking(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return false;
  if (Array.isArray(node)) return node.some(mayNeedChecking);
  const kind = (node as { kind?: unknown }).kind;
  if (kind === 'ValueNode') return suspect((node as ValueNode).value);
  if (kind === 'PrimitiveValueListNode') return (node as PrimitiveValueListNode).values.some(suspect);
  for (const key in node) if (mayNeedChecking((node as Record<string, unknown>)[key])) return true;
  return false;
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
