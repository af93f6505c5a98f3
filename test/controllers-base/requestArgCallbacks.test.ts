import test from 'ava';
import { absint, sanitizeKey } from '../../src/baseControllers/requestArgCallbacks';

test('sanitizeKey keeps a clean key as it is and lower-cases and strips the rest, as WordPress does', (t) => {
  const cases: Array<[unknown, string]> = [
    ['approve', 'approve'], ['post_tag-2', 'post_tag-2'], ['', ''], ['Post Tag', 'posttag'], ['ÉTÉ_Key!', 't_key'],
    ['ABC', 'abc'], [12, '12'], [true, '1'], [false, ''], [['a'], ''], [null, ''],
  ];
  for (const [input, expected] of cases) t.is(sanitizeKey(input), expected, JSON.stringify(input));
});

test('absint is the absolute value of the PHP integer cast', (t) => {
  const cases: Array<[unknown, number]> = [['-12abc', 12], ['x', 0], [3.9, 3]];
  for (const [input, expected] of cases) t.is(absint(input), expected, JSON.stringify(input));
});
