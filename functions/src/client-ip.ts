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
import { headerValue, type NewsletterRequest } from './http-types.js';

export const DEFAULT_XFF_CLIENT_POSITION = 1;

export function clientIp(
  req: NewsletterRequest,
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
