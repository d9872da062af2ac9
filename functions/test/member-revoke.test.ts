/**
 * members/revoke.ts: a membership that stops administering its company (deleted, demoted, moved)
 * cancels the pending invitations its person sent to that company; any other change cancels none.
 */
import { describe, expect, it } from 'vitest';

import { cancelSentInvites, type RevokeStore } from '../src/members/revoke.js';
import { recordingLogger } from './helpers.js';

function store() {
  const calls: Array<[string, string]> = [];
  const fake: RevokeStore = {
    async revokePendingBy(uid, clientId) {
      calls.push([uid, clientId]);
      return 2;
    },
  };
  return { fake, calls };
}

const admin = { clientId: 'hotel', role: 'administrador', email: 'carla@hotel.mx' };

describe('cancelSentInvites', () => {
  it('cancels when an administrator is removed, demoted or moved to another company', async () => {
    for (const after of [null, { ...admin, role: 'usuario' }, { ...admin, clientId: 'colegio' }]) {
      const { fake, calls } = store();
      const logger = recordingLogger();
      const revoked = await cancelSentInvites(
        { uid: 'carla', before: admin, after },
        { store: fake, logger },
      );
      expect(revoked).toBe(2);
      expect(calls).toEqual([['carla', 'hotel']]);
    }
  });

  it('cancels nothing for a new membership, a kept administrator or a removed "Usuario"', async () => {
    const cases = [
      { before: null, after: admin },
      { before: admin, after: { ...admin, name: 'Carla' } },
      { before: { ...admin, role: 'usuario' }, after: null },
    ];
    for (const change of cases) {
      const { fake, calls } = store();
      expect(
        await cancelSentInvites(
          { uid: 'carla', ...change },
          { store: fake, logger: recordingLogger() },
        ),
      ).toBe(0);
      expect(calls).toEqual([]);
    }
  });
});
