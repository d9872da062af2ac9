/** Merging two leads (leads/merge.ts) as one firebase-admin transaction. */
import type { LeadMergeStore, MergeResult } from '../leads/merge.js';
import { CONTACT_SUBMISSIONS_COLLECTION } from '../leads/store.js';
import type { FirestoreKit } from './admin.js';

/** A transaction writes at most 500 documents: the moved notes, their deletions and 3 more. */
const MAX_MOVED_NOTES = 240;

export function createFirestoreLeadMergeStore(getKit: () => Promise<FirestoreKit>): LeadMergeStore {
  return {
    async merge(keepId, mergeId, by): Promise<MergeResult> {
      const kit = await getKit();
      const leads = kit.db.collection(CONTACT_SUBMISSIONS_COLLECTION);
      const keep = leads.doc(keepId);
      const merged = leads.doc(mergeId);
      return kit.db.runTransaction(async (tx): Promise<MergeResult> => {
        const [keepSnap, mergedSnap] = await Promise.all([tx.get(keep), tx.get(merged)]);
        if (!keepSnap.exists || !mergedSnap.exists) return { kind: 'missing' };
        const into = mergedSnap.get('mergedInto') as unknown;
        if (into === keepId) return { kind: 'already' };
        if (into != null || keepSnap.get('mergedInto') != null) return { kind: 'merged-elsewhere' };

        const notes = await tx.get(
          merged.collection('notes').orderBy('createdAt', 'asc').limit(MAX_MOVED_NOTES),
        );
        for (const note of notes.docs) {
          tx.create(keep.collection('notes').doc(note.id), { ...note.data(), mergedFrom: mergeId });
          tx.delete(note.ref);
        }
        const now = kit.Timestamp.now();
        const company = String(mergedSnap.get('company') ?? '');
        const text =
          `Se fusionó aquí la solicitud de ${company || 'otra empresa'} (${mergeId}): ` +
          `${notes.size} ${notes.size === 1 ? 'actividad' : 'actividades'}.`;
        tx.create(keep.collection('notes').doc(), {
          text,
          kind: 'Nota',
          at: now,
          authorUid: by.uid,
          authorEmail: by.email,
          createdAt: now,
        });
        // The merge note is the newest activity of the kept lead (it happens now).
        tx.update(keep, {
          latestNote: { text, kind: 'Nota', at: now, authorEmail: by.email, createdAt: now },
        });
        tx.update(merged, {
          mergedInto: keepId,
          mergedAt: kit.FieldValue.serverTimestamp(),
          mergedBy: by.uid,
          // Out of "Vencidas" and "Para hoy": its follow-up is the kept lead's now.
          awaitingResponse: false,
          nextActionAt: null,
        });
        return { kind: 'merged', moved: notes.size };
      });
    },
  };
}
