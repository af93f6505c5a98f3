/**
 * The `ip` format: dotted IPv4 (octets 0-255, as WordPress's pattern allows them),
 * or IPv6 in full, compressed (`::`) or IPv4-suffixed form.
 */
const IPV4 = /^(?:(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\.){3}(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)$/;
const HEX_GROUP = /^[0-9A-Fa-f]{1,4}$/;
/** The embedded IPv4 of an IPv6 address must use canonical decimal octets. */
const CANONICAL_OCTET = /^(?:0|[1-9]\d{0,2})$/;

function isEmbeddedIpv4(text: string): boolean {
  const octets = text.split('.');
  return octets.length === 4 && octets.every((octet) => CANONICAL_OCTET.test(octet) && Number(octet) <= 255);
}

/** Groups of one side of `::` (an empty side has none). */
function groupsOf(side: string): string[] {
  return side === '' ? [] : side.split(':');
}

function isIpv6(text: string): boolean {
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groups = halves.length === 2 ? [...groupsOf(halves[0]!), ...groupsOf(halves[1]!)] : text.split(':');
  const last = groups[groups.length - 1];
  const hasIpv4 = last !== undefined && last.includes('.');
  if (hasIpv4 && !isEmbeddedIpv4(last)) return false;
  const hexGroups = hasIpv4 ? groups.slice(0, -1) : groups;
  if (!hexGroups.every((group) => HEX_GROUP.test(group))) return false;
  const width = hexGroups.length + (hasIpv4 ? 2 : 0);
  // With `::` the elided zero groups fill the address up to eight (possibly none).
  return halves.length === 2 ? width <= 8 : width === 8;
}

/** The address when valid, otherwise false. */
export function isIpAddress(value: unknown): string | false {
  if (typeof value !== 'string') return false;
  return IPV4.test(value) || isIpv6(value) ? value : false;
}
