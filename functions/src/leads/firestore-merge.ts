/**
 * Merging two leads (leads/merge.ts) with firebase-admin: one transaction marks the merge, writes
 * its note and moves the first MERGE_NOTES_CHUNK activities; moveNotes moves the rest, one chunk
 * per transaction (a transaction writes at most 500 documents: each moved note is a create and a
 * delete).
 */
import { MERGE_NOTES_CHUNK, type LeadMergeStore, type MergeResult } from './merge.js';
import type { FirestoreKit } from '../firestore/admin.js';
import { CONTACT_SUBMISSIONS, NOTES } from '../../../src/domain/collections.js';

export function createFirestoreLeadMergeStore(getKit: () => Promise<FirestoreKit>): LeadMergeStore {
  return {
    async merge(keepId, mergeId, by): Promise<MergeResult> {
      const kit = await getKit();
      const leads = kit.db.collection(CONTACT_SUBMISSIONS);
      const keep = leads.doc(keepId);
      const merged = leads.doc(mergeId);
      // Every activity of the merged lead, for the note (the rest move after the transaction).
      const total = (await merged.collection(NOTES).count().get()).data().count;
      return kit.db.runTransaction(async (tx): Promise<MergeResult> => {
        const [keepSnap, mergedSnap] = await Promise.all([tx.get(keep), tx.get(merged)]);
        if (!keepSnap.exists || !mergedSnap.exists) return { kind: 'missing' };
        const into = mergedSnap.get('mergedInto') as unknown;
        if (into === keepId) return { kind: 'already' };
        if (into != null || keepSnap.get('mergedInto') != null) return { kind: 'merged-elsewhere' };

        const notes = await tx.get(
          merged.collection(NOTES).orderBy('createdAt', 'asc').limit(MERGE_NOTES_CHUNK),
        );
        for (const note of notes.docs) {
          tx.create(keep.collection(NOTES).doc(note.id), { ...note.data(), mergedFrom: mergeId });
          tx.delete(note.ref);
        }
        const now = kit.Timestamp.now();
        const company = String(mergedSnap.get('company') ?? '');
        const text =
          `Se fusionó aquí la solicitud de ${company || 'otra empresa'} (${mergeId}): ` +
          `${Math.max(total, notes.size)} ${Math.max(total, notes.size) === 1 ? 'actividad' : 'actividades'}.`;
        tx.create(keep.collection(NOTES).doc(), {
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
    async moveNotes(keepId, mergeId, limit) {
      const kit = await getKit();
      const leads = kit.db.collection(CONTACT_SUBMISSIONS);
      const keep = leads.doc(keepId);
      const merged = leads.doc(mergeId);
      return kit.db.runTransaction(async (tx) => {
        const mergedSnap = await tx.get(merged);
        if (!mergedSnap.exists || mergedSnap.get('mergedInto') !== keepId) return 0;
        // By id, not createdAt: a note without createdAt moves too.
        const notes = await tx.get(merged.collection(NOTES).limit(limit));
        for (const note of notes.docs) {
          // set, not create: a note copied by an interrupted run is simply written again.
          tx.set(keep.collection(NOTES).doc(note.id), { ...note.data(), mergedFrom: mergeId });
          tx.delete(note.ref);
        }
        return notes.size;
      });
    },
  };
}
