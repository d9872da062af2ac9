/**
 * "No second confirmation e-mail for the same address within 24 h": one record per address,
 * keyed by the SHA-256 of the lower-cased address (the address itself is never stored), holding
 * when a confirmation e-mail was last sent. Production keeps it in Firestore (collection
 * `newsletterRequests`, newsletter/firestore-requests.ts: shared by every instance); the in-memory
 * version below serves tests and an emulator started without Firestore.
 *
 * claim() atomically says "send" (and records now) or "already sent recently" (null). If the
 * sending then fails, release() puts the record back as it was, so a retry can send.
 */
import { createHash } from 'node:crypto';

export const CONFIRMATION_RESEND_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface ConfirmationClaim {
  /** Undoes the claim (restores the previous lastSentAt, or removes the record). */
  release(): Promise<void>;
}

export interface ConfirmationLog {
  /** Where the records live, for logs ("firestore", "memory"). */
  readonly name: string;
  /** A claim when no e-mail went to this address within the window; null otherwise. */
  claim(email: string, now: Date): Promise<ConfirmationClaim | null>;
}

/** Hex SHA-256 of the trimmed, lower-cased address: the record's id. */
export function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('hex');
}

/** True when an e-mail sent at `lastSentAtMs` still blocks a new one at `nowMs`. */
export function sentRecently(
  lastSentAtMs: number | null,
  nowMs: number,
  windowMs: number,
): boolean {
  // A timestamp slightly in the future (clock skew between instances) also counts as recent.
  return lastSentAtMs !== null && nowMs - lastSentAtMs < windowMs;
}

export function createMemoryConfirmationLog(
  windowMs: number = CONFIRMATION_RESEND_WINDOW_MS,
  maxKeys = 10_000,
): ConfirmationLog {
  const lastSent = new Map<string, number>();
  return {
    name: 'memory',
    async claim(email, now) {
      const key = emailKey(email);
      const nowMs = now.getTime();
      const previous = lastSent.get(key) ?? null;
      if (sentRecently(previous, nowMs, windowMs)) return null;
      lastSent.delete(key);
      lastSent.set(key, nowMs);
      // Bounded memory: forget the oldest records first.
      while (lastSent.size > maxKeys) {
        const oldest = lastSent.keys().next().value;
        if (oldest === undefined) break;
        lastSent.delete(oldest);
      }
      return {
        async release() {
          if (lastSent.get(key) !== nowMs) return;
          if (previous === null) lastSent.delete(key);
          else lastSent.set(key, previous);
        },
      };
    },
  };
}
