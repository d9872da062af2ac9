/**
 * A once-only e-mail's marker document (salesDigests/{uid}_{date}, serviceMails/{key},
 * meterReminders/{uid}_{month}) through firebase-admin: a run claims it with a lease in a
 * transaction (decideDigestClaim), marks it sent once the provider accepted the e-mail, or
 * releases its own claim after a failed send so a later run tries again.
 *   claimedAt   the lease: one run is sending right now (younger than the lease time);
 *   sentAt      server time once the e-mail was accepted: never send it again.
 */
import type { DocumentReference } from 'firebase-admin/firestore';
import { decideDigestClaim, type DigestClaim } from './marker-claim.js';
import { timeMillis } from './time.js';
import type { FirestoreKit } from './admin.js';

/** Claims `doc` for a send at `now` unless sent or claimed within `leaseMs`; `init` is stored too. */
export function claimMarker(
  kit: FirestoreKit,
  doc: DocumentReference,
  now: Date,
  leaseMs: number,
  init: Record<string, unknown> = {},
): Promise<DigestClaim> {
  return kit.db.runTransaction(async (tx): Promise<DigestClaim> => {
    const snap = await tx.get(doc);
    const decision = decideDigestClaim(
      snap.exists
        ? { sent: snap.get('sentAt') != null, claimedAtMs: timeMillis(snap.get('claimedAt')) }
        : null,
      now.getTime(),
      leaseMs,
    );
    if (decision !== 'claim') return { kind: decision };
    tx.set(doc, { ...init, claimedAt: kit.Timestamp.fromDate(now) });
    return { kind: 'claimed', claimedAt: now };
  });
}

/** The e-mail was accepted: `fields` (what was sent) and sentAt, the lease dropped. */
export async function markMarkerSent(
  kit: FirestoreKit,
  doc: DocumentReference,
  fields: Record<string, unknown>,
): Promise<void> {
  await doc.update({
    ...fields,
    sentAt: kit.FieldValue.serverTimestamp(),
    claimedAt: kit.FieldValue.delete(),
  });
}

/** Deletes the marker when it is still this run's unsent claim (a later run sends it). */
export async function releaseMarker(
  kit: FirestoreKit,
  doc: DocumentReference,
  claimedAt: Date,
): Promise<void> {
  await kit.db.runTransaction(async (tx) => {
    const snap = await tx.get(doc);
    if (!snap.exists || snap.get('sentAt') != null) return;
    if (timeMillis(snap.get('claimedAt')) !== claimedAt.getTime()) return;
    tx.delete(doc);
  });
}
