/**
 * A merge of a lead with 300 activities through the real Firestore store (Firestore emulator):
 * every activity moves (the first transaction moves MERGE_NOTES_CHUNK, the rest follow in
 * chunks), the merge note counts all 300, and a second merge of the pair changes nothing.
 */
import { describe, expect, it } from 'vitest';

import { adminFirestore } from '../../src/firestore/admin.js';
import { createFirestoreLeadMergeStore } from '../../src/leads/firestore-merge.js';
import { mergeLeads } from '../../src/leads/merge.js';
import { recordingLogger } from '../helpers.js';

const uniq = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

describe('lead merge with many activities (emulators)', () => {
  it('moves all 300 activities and says so', async () => {
    const { db, Timestamp } = await adminFirestore();
    const run = uniq();
    const keepId = `keep${run}`;
    const mergeId = `dup${run}`;
    const leads = db.collection('contactSubmissions');
    await leads.doc(keepId).set({ company: 'Hotel Uno', fullName: 'Ana' });
    await leads.doc(mergeId).set({ company: 'Hotel Uno SA', fullName: 'Ana' });
    const batch = db.batch();
    for (let i = 0; i < 300; i += 1) {
      batch.set(
        leads
          .doc(mergeId)
          .collection('notes')
          .doc(`n${String(i).padStart(3, '0')}`),
        {
          text: `Actividad ${i}`,
          kind: 'Nota',
          createdAt: Timestamp.fromMillis(Date.parse('2026-01-01T00:00:00Z') + i * 1000),
        },
      );
    }
    await batch.commit();

    const deps = {
      mergeStore: createFirestoreLeadMergeStore(adminFirestore),
      adminEmail: async () => 'boss@tusocio.mx',
      logger: recordingLogger(),
    };
    expect(await mergeLeads({ keepId, mergeId }, 'boss', deps)).toEqual({
      merged: true,
      moved: 300,
      message: 'Solicitudes fusionadas: se movieron 300 actividades.',
    });
    expect((await leads.doc(mergeId).collection('notes').get()).size).toBe(0);
    const kept = await leads.doc(keepId).collection('notes').get();
    expect(kept.docs.filter((d) => d.get('mergedFrom') === mergeId)).toHaveLength(300);
    expect(kept.docs.map((d) => String(d.get('text')))).toContain(
      `Se fusionó aquí la solicitud de Hotel Uno SA (${mergeId}): 300 actividades.`,
    );
    expect((await leads.doc(mergeId).get()).get('mergedInto')).toBe(keepId);

    expect((await mergeLeads({ keepId, mergeId }, 'boss', deps)).message).toBe(
      'Esas solicitudes ya estaban fusionadas.',
    );
    expect((await leads.doc(keepId).collection('notes').get()).size).toBe(301);
  });
});
