/**
 * A merge moves every activity of the merged lead, however many (leads/merge.ts): the first
 * transaction moves MERGE_NOTES_CHUNK, the rest move a chunk per transaction; a merge interrupted
 * between chunks is finished by a retry of the same pair. The store here keeps the Firestore
 * store's rules (firestore/lead-merge-store.ts) in memory; the emulator test runs the real one.
 */
import { describe, expect, it } from 'vitest';

import {
  MERGE_NOTES_CHUNK,
  mergeLeads,
  type LeadMergeStore,
  type MergeDeps,
} from '../src/leads/merge.js';
import { recordingLogger } from './helpers.js';

function memoryMergeStore(noteCount: number) {
  const notes: Record<string, string[]> = {
    keep: [],
    dup: Array.from({ length: noteCount }, (_, i) => `n${String(i).padStart(3, '0')}`),
  };
  const mergedInto: Record<string, string | null> = { keep: null, dup: null };
  const state = { transactions: 0, failNextMove: false, maxWrites: 0 };
  const move = (keepId: string, mergeId: string, limit: number) => {
    const chunk = (notes[mergeId] ?? []).slice(0, limit);
    notes[mergeId] = (notes[mergeId] ?? []).slice(chunk.length);
    notes[keepId]?.push(...chunk);
    return chunk.length;
  };
  const store: LeadMergeStore = {
    async merge(keepId, mergeId) {
      state.transactions += 1;
      if (mergedInto[mergeId] === keepId) return { kind: 'already' };
      const total = notes[mergeId]?.length ?? 0;
      const moved = move(keepId, mergeId, MERGE_NOTES_CHUNK);
      state.maxWrites = Math.max(state.maxWrites, moved * 2 + 3);
      notes[keepId]?.push(`fusion:${total}`);
      mergedInto[mergeId] = keepId;
      return { kind: 'merged', moved };
    },
    async moveNotes(keepId, mergeId, limit) {
      state.transactions += 1;
      if (state.failNextMove) {
        state.failNextMove = false;
        throw new Error('DEADLINE_EXCEEDED');
      }
      if (mergedInto[mergeId] !== keepId) return 0;
      const moved = move(keepId, mergeId, limit);
      state.maxWrites = Math.max(state.maxWrites, moved * 2);
      return moved;
    },
  };
  return { store, notes, state };
}

function deps(store: LeadMergeStore): MergeDeps {
  return {
    mergeStore: store,
    adminEmail: async (uid) => (uid === 'boss' ? 'boss@tusocio.mx' : null),
    logger: recordingLogger(),
  };
}

const PAIR = { keepId: 'keep', mergeId: 'dup' };

describe('mergeLeads with many activities', () => {
  it('moves all 300 activities, none over 500 writes per transaction', async () => {
    const { store, notes, state } = memoryMergeStore(300);
    expect(await mergeLeads(PAIR, 'boss', deps(store))).toEqual({
      merged: true,
      moved: 300,
      message: 'Solicitudes fusionadas: se movieron 300 actividades.',
    });
    expect(notes.dup).toEqual([]);
    expect(notes.keep?.filter((n) => n.startsWith('n'))).toHaveLength(300);
    expect(notes.keep).toContain('fusion:300');
    expect(state.maxWrites).toBeLessThanOrEqual(500);
  });

  it('a retry finishes a merge interrupted between chunks, and a third changes nothing', async () => {
    const { store, notes, state } = memoryMergeStore(300);
    state.failNextMove = true;
    await expect(mergeLeads(PAIR, 'boss', deps(store))).rejects.toThrow('DEADLINE_EXCEEDED');
    expect(notes.dup).toHaveLength(300 - MERGE_NOTES_CHUNK);

    expect(await mergeLeads(PAIR, 'boss', deps(store))).toEqual({
      merged: true,
      moved: 300 - MERGE_NOTES_CHUNK,
      message: `Solicitudes fusionadas: se movieron ${300 - MERGE_NOTES_CHUNK} actividades.`,
    });
    expect(notes.dup).toEqual([]);
    expect(notes.keep?.filter((n) => n.startsWith('n'))).toHaveLength(300);
    expect(notes.keep?.filter((n) => n.startsWith('fusion:'))).toEqual(['fusion:300']);

    expect((await mergeLeads(PAIR, 'boss', deps(store))).message).toBe(
      'Esas solicitudes ya estaban fusionadas.',
    );
  });
});
