/**
 * The collector's side of "one toner request per colour, whoever asks"
 * (src/domain/toner-requests.ts): inside openTonerTickets' transaction, the device's
 * equipment/{id}/tonerRequests/open is read (its colours count as open, as the portal's and the
 * desk's requests do) and each new ticket claims its colour there in the same commit.
 */
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';

import {
  claimTonerColors,
  openTonerColors,
  TONER_REQUEST_DOC,
  tonerRequestsOf,
} from '../../../src/domain/toner-requests.js';
import type { TonerColor } from '../../../src/domain/toner-colors.js';

export interface TonerMarkerTx {
  /** The colours the marker holds open. */
  open: ReadonlySet<TonerColor>;
  /** Claims `colors` for the ticket `ref` (false: one was open; create nothing). */
  claim(ref: DocumentReference, colors: readonly TonerColor[]): boolean;
  /** Writes the marker when a ticket claimed colours. */
  commit(): void;
}

/** Reads the device's marker in `tx` (before any write of the transaction). */
export async function readTonerMarker(
  db: Firestore,
  tx: Transaction,
  equipmentId: string,
): Promise<TonerMarkerTx> {
  const ref = db.collection(tonerRequestsOf(equipmentId)).doc(TONER_REQUEST_DOC);
  const snap = await tx.get(ref);
  let marker: Record<string, unknown> | null = snap.exists ? (snap.data() ?? null) : null;
  let changed = false;
  return {
    open: new Set(openTonerColors(marker).keys()),
    claim(ticket, colors) {
      const claim = claimTonerColors(marker, colors, ticket.id);
      if (claim.kind === 'taken') return false;
      marker = { ...claim.doc };
      changed = true;
      return true;
    },
    commit() {
      if (changed && marker) tx.set(ref, marker);
    },
  };
}
