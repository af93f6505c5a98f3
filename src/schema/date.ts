/**
 * SPEC "Date helpers": the `date-time` form (RFC 3339 as WordPress accepts it) to a
 * Unix timestamp, and a date to its local and UTC `Y-m-d H:i:s` pair.
 */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(Z|[+-]\d{2}(?::\d{2})?)?$/;
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

function offsetSeconds(zone: string | undefined): number {
  if (zone === undefined || zone === 'Z') return 0;
  const sign = zone[0] === '-' ? -1 : 1;
  const hours = Number(zone.slice(1, 3));
  const minutes = zone.length > 3 ? Number(zone.slice(4, 6)) : 0;
  return sign * (hours * 3600 + minutes * 60);
}

/**
 * Unix timestamp (seconds) of a `date-time` string, or false. A date without a zone
 * is read as UTC. Dates that do not exist on the calendar (2021-02-30, 25:00) fail.
 */
export function parseDate(date: string, forceUtc = false): number | false {
  if (typeof date !== 'string') return false;
  const text = forceUtc ? date.replace(TRAILING_OFFSET, '+00:00') : date;
  const match = DATE_TIME.exec(text);
  if (match === null) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  if (hour > 23 || minute > 59 || second > 59) return false;
  const seconds = daysFromCivil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second;
  return seconds - offsetSeconds(match[7]);
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
