/**
 * Exactly one notification per quote request, kept on the submission document itself:
 *   notified         false while sales has not been told (the quote function stores it so), true
 *                    once it has: the desk's "Sin notificar" and the retries query it;
 *   notifiedAt       set (server time) once the e-mail was accepted: never send again;
 *   notifiedVia      'email' (its own e-mail) or 'digest' (listed in the hourly digest);
 *   notifyClaimedAt  a lease: one delivery is sending right now (younger than the lease time).
 * claim() runs as one transaction (leads/firestore-store.ts) so two concurrent deliveries of the
 * same event cannot both get "claimed". decideClaim is the rule both implementations share.
 */

/** Longer than any send can take (provider timeout 5 s, function timeout 60 s). */
export const DEFAULT_LEASE_MS = 2 * 60 * 1000;

export interface NotificationState {
  exists: boolean;
  notified: boolean;
  /** Epoch ms of the current lease, or null. */
  claimedAtMs: number | null;
}

export type ClaimDecision = 'claim' | 'already-notified' | 'in-progress' | 'missing';

export function decideClaim(
  state: NotificationState,
  nowMs: number,
  leaseMs: number,
): ClaimDecision {
  if (!state.exists) return 'missing';
  if (state.notified) return 'already-notified';
  if (state.claimedAtMs !== null && nowMs - state.claimedAtMs < leaseMs) return 'in-progress';
  return 'claim';
}

export type ClaimResult =
  | { kind: 'claimed'; claimedAt: Date }
  | { kind: 'already-notified' }
  | { kind: 'in-progress' }
  | { kind: 'missing' };

export interface StoredLead {
  id: string;
  data: Record<string, unknown>;
}

export type NotifiedVia = 'email' | 'digest';

export interface LeadNotificationStore {
  /** The lead's document, or null. */
  get(id: string): Promise<Record<string, unknown> | null>;
  /** Leads not yet notified, created at or after `since`, oldest first (at most `limit`). */
  listUnnotified(since: Date, limit: number): Promise<StoredLead[]>;
  /** Takes the lease when the submission exists, was not notified and has no live lease. */
  claim(id: string, now: Date, leaseMs: number): Promise<ClaimResult>;
  /** Sets notified, notifiedAt (server time) and notifiedVia, and clears the lease. */
  markNotified(id: string, via: NotifiedVia): Promise<void>;
  /** Clears the lease if it is still the one taken at `claimedAt` (after a failed send). */
  release(id: string, claimedAt: Date): Promise<void>;
}
