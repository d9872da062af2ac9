/**
 * The client address the rate limiter is keyed on.
 *
 * Who writes X-Forwarded-For: the caller may send any value, and Google's front end then APPENDS
 * the address it actually saw. Google's external Application Load Balancer documents the result as
 *   X-Forwarded-For: <supplied-value>,<client-ip>,<load-balancer-ip>
 * ("the load balancer does not verify any IP addresses that precede <client-ip>,<load-balancer-ip>";
 * https://cloud.google.com/load-balancing/docs/https#x-forwarded-for_header), i.e. the client is the
 * 2nd entry from the right. Called directly at its cloudfunctions.net / run.app URL, as this site
 * does, a Cloud Functions v2 (Cloud Run) service gets no load-balancer entry, and Google's front end
 * appends the client address as the LAST entry (<supplied-value>,<client-ip>; public observations,
 * not a Google page). So the entry to trust is counted from the right: 1 (default) for direct
 * calls, 2 behind an external Application Load Balancer (CLIENT_IP_XFF_POSITION=2). Every entry to
 * its left is caller-written.
 * Details and sources: docs/decisions/0009-lead-notification-and-newsletter-opt-in.md.
 *
 * `req.ip` is NOT used when the header is present: the Functions Framework (and the emulator)
 * run Express with `trust proxy` on, so req.ip is the LEFTMOST entry, the caller's own.
 */
import { headerValue, type HttpRequest } from './http-types.js';

export const DEFAULT_XFF_CLIENT_POSITION = 1;

export function clientIp(
  req: HttpRequest,
  positionFromRight: number = DEFAULT_XFF_CLIENT_POSITION,
): string {
  const entries = (headerValue(req, 'x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length > 0) {
    // Fewer entries than expected (e.g. the LB was bypassed): the rightmost is still Google's.
    return entries[Math.max(0, entries.length - positionFromRight)] ?? 'unknown';
  }
  return req.ip || 'unknown';
}

/** The eight 16-bit groups of an IPv6 address, or null when `ip` is not one. */
function ipv6Groups(ip: string): number[] | null {
  let text = ip
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  if (!text.includes(':')) return null;
  // A trailing dotted IPv4 part (::ffff:192.0.2.1) becomes two groups.
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const bytes = v4.slice(1).map(Number);
    if (bytes.some((b) => b > 255)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = bytes;
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (s: string | undefined) => (s ? s.split(':') : []);
  const head = part(halves[0]);
  const tail = part(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

/**
 * What a per-address limit counts by: an IPv4 address as it is; an IPv6 address by its /64
 * network, because one subscriber usually gets a whole /64 and can rotate inside it at will
 * (an IPv4-mapped IPv6 address counts as its IPv4 address).
 */
export function rateLimitKeyForIp(ip: string): string {
  const groups = ipv6Groups(ip);
  if (!groups) return ip.trim();
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return `${g6 >> 8}.${g6 & 255}.${g7 >> 8}.${g7 & 255}`;
  }
  return `${[g0, g1, g2, g3].map((g) => g.toString(16)).join(':')}::/64`;
}

/**
 * What a log line may say about a client address: never the address itself, only its network, an
 * IPv4 address by its /24 ("203.0.113.0/24") and an IPv6 address by its /48 ("2001:db8:1::/48";
 * an IPv4-mapped one as its IPv4 /24). Enough to see a flood from one network, not to tell who.
 * Anything else (no address, a malformed one) is "desconocida". Every logger call uses this.
 */
export function maskIp(ip: string | undefined): string {
  const text = (ip ?? '').trim();
  const groups = ipv6Groups(text);
  if (groups) {
    const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0] = groups;
    if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
      return `${g6 >> 8}.${g6 & 255}.${(groups[7] ?? 0) >> 8}.0/24`;
    }
    return `${[g0, g1, g2].map((g) => g.toString(16)).join(':')}::/48`;
  }
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4 && v4.slice(1).every((b) => Number(b) <= 255)) {
    return `${Number(v4[1])}.${Number(v4[2])}.${Number(v4[3])}.0/24`;
  }
  return 'desconocida';
}
