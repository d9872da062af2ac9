/**
 * The rule of a once-only e-mail's marker (the sales digest, the service e-mails, the meter
 * reminders), shared by the Firestore marker (send-marker.ts) and the in-memory stores of the
 * tests: a run may claim the marker unless it was sent or another run's lease is still live.
 */
export interface DigestState {
  sent: boolean;
  /** Epoch ms of the current lease, or null. */
  claimedAtMs: number | null;
}

export type DigestClaim =
  { kind: 'claimed'; claimedAt: Date } | { kind: 'already-sent' } | { kind: 'in-progress' };

/** The rule both store implementations share (null state: no document yet). */
export function decideDigestClaim(
  state: DigestState | null,
  nowMs: number,
  leaseMs: number,
): 'claim' | 'already-sent' | 'in-progress' {
  if (state?.sent) return 'already-sent';
  if (state?.claimedAtMs != null && nowMs - state.claimedAtMs < leaseMs) return 'in-progress';
  return 'claim';
}
