/** mergeLeads: who may merge, what is checked, and the Spanish answers. */
import { describe, expect, it } from 'vitest';

import { mergeLeads, type MergeDeps, type MergeResult } from '../src/leads/merge.js';
import { recordingLogger } from './helpers.js';

function deps(result: MergeResult, admins: Record<string, string> = { boss: 'boss@tusocio.mx' }) {
  const calls: Array<[string, string, { uid: string; email: string }]> = [];
  const d: MergeDeps = {
    mergeStore: {
      async merge(keepId, mergeId, by) {
        calls.push([keepId, mergeId, by]);
        return result;
      },
      async moveNotes() {
        return 0;
      },
    },
    async adminEmail(uid) {
      return admins[uid] ?? null;
    },
    logger: recordingLogger(),
  };
  return { d, calls };
}

const PAIR = { keepId: 'lead-a', mergeId: 'lead-b' };

describe('mergeLeads', () => {
  it('merges for an admin and says how many activities moved', async () => {
    const { d, calls } = deps({ kind: 'merged', moved: 1 });
    expect(await mergeLeads(PAIR, 'boss', d)).toEqual({
      merged: true,
      moved: 1,
      message: 'Solicitudes fusionadas: se movió 1 actividad.',
    });
    expect(calls).toEqual([['lead-a', 'lead-b', { uid: 'boss', email: 'boss@tusocio.mx' }]]);
  });

  it('refuses a visitor and a non-admin before touching anything', async () => {
    const { d, calls } = deps({ kind: 'merged', moved: 0 });
    await expect(mergeLeads(PAIR, null, d)).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(mergeLeads(PAIR, 'alice', d)).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'Solo un administrador puede fusionar solicitudes.',
    });
    expect(calls).toEqual([]);
  });

  it('refuses the same lead twice, a missing id or one with a slash', async () => {
    const { d } = deps({ kind: 'merged', moved: 0 });
    for (const bad of [
      { keepId: 'lead-a', mergeId: 'lead-a' },
      { keepId: 'lead-a' },
      { keepId: 'lead-a', mergeId: 'x/y' },
      null,
    ])
      await expect(mergeLeads(bad, 'boss', d)).rejects.toMatchObject({
        code: 'invalid-argument',
        message: 'Indica dos solicitudes distintas para fusionar.',
      });
  });

  it('answers a missing lead, one merged elsewhere, and a repeated merge', async () => {
    await expect(mergeLeads(PAIR, 'boss', deps({ kind: 'missing' }).d)).rejects.toMatchObject({
      code: 'not-found',
    });
    await expect(
      mergeLeads(PAIR, 'boss', deps({ kind: 'merged-elsewhere' }).d),
    ).rejects.toMatchObject({ code: 'failed-precondition' });
    expect((await mergeLeads(PAIR, 'boss', deps({ kind: 'already' }).d)).message).toBe(
      'Esas solicitudes ya estaban fusionadas.',
    );
  });
});
