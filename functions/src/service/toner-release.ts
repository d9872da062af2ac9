/**
 * `releaseTonerRequest` (tickets/{id} updated): one toner request per device and colour
 * (src/domain/toner-requests.ts). When a toner ticket closes (`open` true -> false, "Resuelto"),
 * its colours leave its device's equipment/{id}/tonerRequests/open (a colour another ticket holds
 * stays), so the next request of that colour may be opened by anyone; reopened (false -> true),
 * it claims again the colours still free. Whoever changed the status (the desk's card, a script),
 * the marker follows here, so no client path can forget it. One transaction; idempotent.
 */
import {
  claimTonerColors,
  openTonerColors,
  releaseTonerColors,
  TONER_REQUEST_DOC,
  tonerRequestsOf,
  type TonerRequestsDoc,
} from '../../../src/domain/toner-requests.js';
import { TONER_COLORS, type TonerColor } from '../../../src/domain/toner-colors.js';
import type { FirestoreKit } from '../firestore/admin.js';

type Data = Record<string, unknown> | undefined;

export interface TonerMarkerStore {
  /** One transaction: reads the device's marker, writes what `next` answers (null: nothing). */
  updateMarker(
    equipmentId: string,
    next: (current: Record<string, unknown> | null) => TonerRequestsDoc | null,
  ): Promise<void>;
}

const colorsOf = (data: Data): TonerColor[] =>
  Array.isArray(data?.tonerColors)
    ? TONER_COLORS.filter((c) => (data.tonerColors as unknown[]).includes(c))
    : [];

/** What a ticket's change does to its device's marker: 'released', 'claimed' or 'none'. */
export async function releaseTonerRequest(
  change: { ticketId: string; before: Data; after: Data },
  store: TonerMarkerStore,
): Promise<'released' | 'claimed' | 'none'> {
  const { ticketId, before, after } = change;
  if (after?.kind !== 'toner' || typeof after.equipmentId !== 'string') return 'none';
  const colors = colorsOf(after);
  if (!colors.length) return 'none';
  const wasOpen = before?.open === true;
  const isOpen = after.open === true;
  if (wasOpen && !isOpen) {
    await store.updateMarker(after.equipmentId, (current) =>
      releaseTonerColors(current, colors, ticketId),
    );
    return 'released';
  }
  if (!wasOpen && isOpen) {
    await store.updateMarker(after.equipmentId, (current) => {
      const open = openTonerColors(current);
      const free = colors.filter((c) => !open.has(c));
      if (!free.length) return null;
      const claim = claimTonerColors(current, free, ticketId);
      return claim.kind === 'claimed' ? claim.doc : null;
    });
    return 'claimed';
  }
  return 'none';
}

/** The marker through firebase-admin (the rules do not apply to the functions). */
export function createFirestoreTonerMarkerStore(
  kit: () => Promise<FirestoreKit>,
): TonerMarkerStore {
  return {
    async updateMarker(equipmentId, next) {
      const { db } = await kit();
      const ref = db.collection(tonerRequestsOf(equipmentId)).doc(TONER_REQUEST_DOC);
      await db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        const doc = next(snap.exists ? (snap.data() ?? null) : null);
        if (doc) tx.set(ref, doc);
      });
    },
  };
}
