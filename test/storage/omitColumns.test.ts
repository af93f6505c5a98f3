import test from 'ava';
import { omitColumns } from '../../src/storage/sql/omitColumns';

test('rows lose the named columns and keep the others, in order, with their values', (t) => {
  const rows = [
    { id: 1, title: 'a', found_total: 2, row_in_post: 1 },
    { id: 2, title: null, found_total: 2, row_in_post: 2 },
  ];
  const kept = omitColumns<{ id: number; title: string | null }>(rows, ['found_total', 'row_in_post']);
  t.deepEqual(kept, [{ id: 1, title: 'a' }, { id: 2, title: null }]);
  t.deepEqual(Object.keys(kept[0]!), ['id', 'title']);
  t.not(kept[0], rows[0] as unknown);
  t.is(rows[0]!.found_total, 2);
});

test('each column list gets its own copy; names that are not identifiers are columns like any other', (t) => {
  t.deepEqual(omitColumns([{ x: 1, n: 9 }], ['n']), [{ x: 1 }]);
  t.deepEqual(omitColumns([{ 'a"b': 1, 'c d': 2, n: 9 }], ['n']), [{ 'a"b': 1, 'c d': 2 }]);
  t.deepEqual(omitColumns([], ['n']), []);
});

test('a column named __proto__ stays a column and does not become the prototype', (t) => {
  const row = JSON.parse('{"__proto__": {"polluted": true}, "id": 1, "n": 2}') as object;
  const [kept] = omitColumns<Record<string, unknown>>([row], ['n']);
  t.is(Object.getPrototypeOf(kept), Object.prototype);
  t.deepEqual(Object.keys(kept!), ['__proto__', 'id']);
  t.deepEqual(kept!.polluted, undefined);
});
