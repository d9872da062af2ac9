/**
 * "Anonimizar" on a lead's page (privacy/admin-anonymize.ts): admins only, a reason required, a
 * Ganado lead only after the page confirmed it, through anonymizeLead with cause 'admin'.
 */
import { describe, expect, it } from 'vitest';

import {
  ANONYMIZE_MESSAGES,
  AnonymizeError,
  anonymizeLeadByAdmin,
  type AdminAnonymizeDeps,
} from '../src/privacy/admin-anonymize.js';
import type { AnonymizeOutcome, AnonymizeRequest } from '../src/privacy/anonymize.js';
import { recordingLogger } from './helpers.js';

function setup(outcome: AnonymizeOutcome = 'anonymized') {
  const calls: Array<{ id: string; request: AnonymizeRequest }> = [];
  const deps: AdminAnonymizeDeps = {
    isAdmin: async (uid) => uid === 'admin-1',
    anonymize: async (id, request) => {
      calls.push({ id, request });
      return outcome;
    },
    logger: recordingLogger(),
  };
  return { deps, calls };
}

async function refusal(promise: Promise<unknown>): Promise<AnonymizeError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AnonymizeError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('anonymizeLeadByAdmin', () => {
  it('anonymises with cause admin, the admin’s uid and the trimmed reason', async () => {
    const { deps, calls } = setup();
    const answer = await anonymizeLeadByAdmin(
      { id: 'lead123', reason: '  Lo pidió por teléfono (derecho de cancelación). ' },
      'admin-1',
      deps,
    );
    expect(answer).toEqual({ outcome: 'anonymized', message: 'Solicitud anonimizada.' });
    expect(calls).toEqual([
      {
        id: 'lead123',
        request: {
          cause: 'admin',
          by: 'admin-1',
          reason: 'Lo pidió por teléfono (derecho de cancelación).',
          includeWon: false,
        },
      },
    ]);
  });

  it('passes includeWon only when the page says so (true, nothing else)', async () => {
    const { deps, calls } = setup();
    await anonymizeLeadByAdmin({ id: 'a', reason: 'x', includeWon: true }, 'admin-1', deps);
    await anonymizeLeadByAdmin({ id: 'b', reason: 'x', includeWon: 'true' }, 'admin-1', deps);
    expect(calls.map((c) => c.request.includeWon)).toEqual([true, false]);
  });

  it('asks to confirm a Ganado lead, and answers a repeated one as already done', async () => {
    const won = setup('kept-won');
    const error = await refusal(
      anonymizeLeadByAdmin({ id: 'a', reason: 'x' }, 'admin-1', won.deps),
    );
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe(ANONYMIZE_MESSAGES.keptWon);
    const again = await anonymizeLeadByAdmin(
      { id: 'a', reason: 'x' },
      'admin-1',
      setup('already').deps,
    );
    expect(again).toEqual({ outcome: 'already', message: 'Esta solicitud ya estaba anonimizada.' });
    const missing = await refusal(
      anonymizeLeadByAdmin({ id: 'a', reason: 'x' }, 'admin-1', setup('missing').deps),
    );
    expect(missing.code).toBe('not-found');
  });

  it('refuses visitors, non-admins, a missing id and a missing or long reason, anonymising nothing', async () => {
    const { deps, calls } = setup();
    const cases: Array<[unknown, string | null, string, string]> = [
      [{ id: 'a', reason: 'x' }, null, 'unauthenticated', ANONYMIZE_MESSAGES.notSignedIn],
      [{ id: 'a', reason: 'x' }, 'guest-1', 'permission-denied', ANONYMIZE_MESSAGES.notAdmin],
      [{ reason: 'x' }, 'admin-1', 'invalid-argument', ANONYMIZE_MESSAGES.invalidId],
      [{ id: 'a/b', reason: 'x' }, 'admin-1', 'invalid-argument', ANONYMIZE_MESSAGES.invalidId],
      [
        { id: 'a', reason: '   ' },
        'admin-1',
        'invalid-argument',
        ANONYMIZE_MESSAGES.reasonRequired,
      ],
      [{ id: 'a' }, 'admin-1', 'invalid-argument', ANONYMIZE_MESSAGES.reasonRequired],
      [
        { id: 'a', reason: 'x'.repeat(501) },
        'admin-1',
        'invalid-argument',
        'El motivo puede tener como máximo 500 caracteres.',
      ],
    ];
    for (const [data, uid, code, message] of cases) {
      const error = await refusal(anonymizeLeadByAdmin(data, uid, deps));
      expect([error.code, error.message]).toEqual([code, message]);
    }
    expect(calls).toHaveLength(0);
  });
});
