import test from 'ava';
import { getDateWithGmt, isBoolean, isIpAddress, parseDate, sanitizeBoolean, sanitizeHexColor } from '../../src/schema/index';

test('isBoolean accepts exactly the boolean-like values', (t) => {
  for (const value of [true, false, 'true', 'false', 'TRUE', 'fAlSe', '0', '1', 0, 1]) t.true(isBoolean(value), JSON.stringify(value));
  for (const value of ['yes', 'no', '', ' true', 2, -1, 0.5, null, undefined, [], {}]) t.false(isBoolean(value), JSON.stringify(value));
});

test('sanitizeBoolean: false and 0 strings are false, other strings true', (t) => {
  const table: [unknown, boolean][] = [
    ['false', false], ['False', false], ['0', false], ['', false], ['no', true], ['off', true], ['true', true],
    [0, false], [1, true], [2, true], [null, false], [undefined, false], [[], false], [['x'], true], [{}, false], [{ a: 1 }, true],
  ];
  for (const [value, expected] of table) t.is(sanitizeBoolean(value), expected, JSON.stringify(value));
});

test('isIpAddress returns the address or false', (t) => {
  t.is(isIpAddress('192.168.0.1'), '192.168.0.1');
  t.is(isIpAddress('2001:db8::ff00:42:8329'), '2001:db8::ff00:42:8329');
  t.is(isIpAddress('::ffff:10.0.0.1'), '::ffff:10.0.0.1');
  t.is(isIpAddress('1:2:3:4::5:6:7:8'), '1:2:3:4::5:6:7:8'); // `::` standing for no group at all
  t.false(isIpAddress('192.168.0.256'));
  t.false(isIpAddress('1:2:3:4:5:6:7'));
  t.false(isIpAddress(':1:2:3:4:5:6:7'));
  t.false(isIpAddress(3232235521));
});

test('sanitizeHexColor keeps valid colours and empties the rest', (t) => {
  t.is(sanitizeHexColor('#abc'), '#abc');
  t.is(sanitizeHexColor('#A1B2C3'), '#A1B2C3');
  t.is(sanitizeHexColor(''), '');
  t.is(sanitizeHexColor('abc'), '');
  t.is(sanitizeHexColor('#abcde'), '');
  t.is(sanitizeHexColor(['#abc']), '');
});

test('parseDate gives Unix seconds, zero included', (t) => {
  t.is(parseDate('1970-01-01T00:00:00Z'), 0);
  t.is(parseDate('2016-06-30T05:43:21Z'), 1467265401);
  t.is(parseDate('2016-06-30T05:43:21'), 1467265401); // no zone: UTC
  t.is(parseDate('2016-06-30 05:43:21.987'), 1467265401); // fractions are dropped
  t.is(parseDate('2016-06-30T07:43:21+02:00'), 1467265401);
  t.is(parseDate('2016-06-30T00:13:21-05:30'), 1467265401);
  t.is(parseDate('2016-06-30T08:43:21+03'), 1467265401);
  t.is(parseDate('1969-12-31T23:59:59Z'), -1);
  t.is(parseDate('2000-02-29T00:00:00Z'), 951782400);
});

test('parseDate refuses other forms and impossible dates', (t) => {
  for (const text of ['2016-06-30', '2016-06-30T05:43', '30/06/2016 05:43:21', '2016-06-30T05:43:21 ', '1900-02-29T00:00:00', '2016-04-31T00:00:00']) {
    t.false(parseDate(text), text);
  }
  t.false(parseDate(12345 as unknown as string));
});

test('parseDate with forceUtc ignores the written offset', (t) => {
  t.is(parseDate('2016-06-30T05:43:21+02:00', true), 1467265401);
  t.is(parseDate('2016-06-30T05:43:21-0800', true), 1467265401); // the offset is replaced before the form is checked
  t.is(parseDate('2016-06-30T05:43:21Z', true), 1467265401);
});

test('getDateWithGmt: a date without a zone is local time', (t) => {
  t.deepEqual(getDateWithGmt('2016-06-30T05:43:21'), ['2016-06-30 05:43:21', '2016-06-30 05:43:21']);
  t.deepEqual(getDateWithGmt('2016-06-30T05:43:21', false, { gmtOffsetHours: 2 }), ['2016-06-30 05:43:21', '2016-06-30 03:43:21']);
  t.deepEqual(getDateWithGmt('2016-06-30 01:00:00', false, { gmtOffsetHours: 5.5 }), ['2016-06-30 01:00:00', '2016-06-29 19:30:00']);
});

test('getDateWithGmt: a zoned or declared-UTC date is an instant', (t) => {
  t.deepEqual(getDateWithGmt('2016-06-30T05:43:21Z', false, { gmtOffsetHours: 2 }), ['2016-06-30 07:43:21', '2016-06-30 05:43:21']);
  t.deepEqual(getDateWithGmt('2016-06-30T05:43:21+01:00', false, { gmtOffsetHours: -4 }), ['2016-06-30 00:43:21', '2016-06-30 04:43:21']);
  t.deepEqual(getDateWithGmt('2016-06-30T05:43:21', true, { gmtOffsetHours: 2 }), ['2016-06-30 07:43:21', '2016-06-30 05:43:21']);
});

test('getDateWithGmt returns null when the date does not parse', (t) => {
  t.is(getDateWithGmt('yesterday'), null);
  t.is(getDateWithGmt('2021-02-30T10:00:00'), null);
});
