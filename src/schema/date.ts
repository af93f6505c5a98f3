/**
 * SPEC "Date helpers": the `date-time` form (RFC 3339 as WordPress accepts it) to a
 * Unix timestamp, and a date to its local and UTC `Y-m-d H:i:s` pair.
 */
const TRAILING_OFFSET = /[+-]\d+:?\d+$/;
const HAS_TIMEZONE = /(?:Z|[+-]\d{2}(?::\d{2})?)$/;

/** Days from 1970-01-01 to a proleptic Gregorian date (works for every 4-digit year). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The number written by `count` digits at `start`, or -1 if any of them is not a digit. */
function digitsAt(text: string, start: number, count: number): number {
  let number = 0;
  for (let i = start; i < start + count; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (!(digit >= 0 && digit <= 9)) return -1;
    number = number * 10 + digit;
  }
  return number;
}

/** Seconds east of UTC for the zone suffix at `start` (``, `Z`, `±HH`, `±HH:MM`), or NaN. */
function zoneOffset(text: string, start: number): number {
  const rest = text.length - start;
  if (rest === 0) return 0;
  const sign = text[start];
  if (sign === 'Z') return rest === 1 ? 0 : NaN;
  if ((sign !== '+' && sign !== '-') || (rest !== 3 && rest !== 6)) return NaN;
  const hours = digitsAt(text, start + 1, 2);
  const minutes = rest === 6 && text[start + 3] === ':' ? digitsAt(text, start + 4, 2) : rest === 3 ? 0 : -1;
  if (hours < 0 || minutes < 0) return NaN;
  return (sign === '-' ? -1 : 1) * (hours * 3600 + minutes * 60);
}

/**
 * Unix timestamp (seconds) of a `date-time` string — `YYYY-MM-DD`, `T`/`t`/space,
 * `HH:MM:SS`, optional fraction, optional zone — or false. A date without a zone is
 * read as UTC. Dates that do not exist on the calendar (2021-02-30, 25:00) fail.
 */
export function parseDate(date: string, forceUtc = false): number | false {
  if (typeof date !== 'string') return false;
  const text = forceUtc ? date.replace(TRAILING_OFFSET, '+00:00') : date;
  if (text.length < 19 || text[4] !== '-' || text[7] !== '-' || text[13] !== ':' || text[16] !== ':') return false;
  const separator = text[10];
  if (separator !== 'T' && separator !== 't' && separator !== ' ') return false;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  const hour = digitsAt(text, 11, 2);
  const minute = digitsAt(text, 14, 2);
  const second = digitsAt(text, 17, 2);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return false;
  let zoneStart = 19;
  if (text[19] === '.') {
    zoneStart = 20;
    while (digitsAt(text, zoneStart, 1) >= 0) zoneStart++;
    if (zoneStart === 20) return false;
  }
  const offset = zoneOffset(text, zoneStart);
  if (Number.isNaN(offset)) return false;
  return daysFromCivil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second - offset;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** `Y-m-d H:i:s` of a Unix timestamp, in UTC. */
export function formatTimestamp(timestamp: number): string {
  const date = new Date(timestamp * 1000);
  return (
    `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

export interface SiteTimezone {
  /** The site's offset from UTC in hours (may be fractional, e.g. 5.5). */
  gmtOffsetHours?: number;
}

/**
 * `[local, utc]` for a date, or null when it does not parse. A date without a zone that
 * is not declared UTC is a local (site) time; otherwise it is a UTC instant.
 */
export function getDateWithGmt(date: string, isUtc = false, { gmtOffsetHours = 0 }: SiteTimezone = {}): [string, string] | null {
  if (typeof date !== 'string') return null;
  const hasTimezone = HAS_TIMEZONE.test(date);
  const timestamp = parseDate(date);
  if (timestamp === false) return null;
  const offset = Math.round(gmtOffsetHours * 3600);
  if (!isUtc && !hasTimezone) return [formatTimestamp(timestamp), formatTimestamp(timestamp - offset)];
  return [formatTimestamp(timestamp + offset), formatTimestamp(timestamp)];
}
