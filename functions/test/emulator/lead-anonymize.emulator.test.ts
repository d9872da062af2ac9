/**
 * anonymizeLead (privacy/anonymize.ts) against the Firestore emulator: an anonymised lead keeps
 * no possible duplicates (other leads and accounts of the person), no ad click ids and no loss
 * text; a lead anonymised before these were cleared loses them when anonymised again.
 * npm --prefix functions run test:emulator.
 */
import { describe, expect, it } from 'vitest';

import { adminFirestore } from '../../src/firestore/admin.js';
import { createFirestoreLeadIntakeStore } from '../../src/leads/firestore-intake.js';
import { anonymizeLead } from '../../src/privacy/anonymize.js';

const uniq = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

const lead = (extra: Record<string, unknown> = {}) => ({
  fullName: 'Ana Pérez',
  corporateEmail: 'ana@perdida.test',
  emailKey: 'ana@perdida.test',
  phone: '+529981234567',
  message: 'Renta de 3 equipos',
  company: 'Empresa Perdida',
  status: 'Perdido',
  lostReason: 'Precio',
  lostDetail: 'Ana prefirió a la competencia por su cuñado',
  duplicateLeadIds: ['otraSolicitud'],
  duplicateUserIds: ['otraCuenta'],
  // Taken in by the intake already (leads/intake.ts), so its trigger writes nothing meanwhile.
  intakeAt: new Date(),
  attribution: {
    first: { source: 'google', medium: 'cpc', gclid: 'Cj0KCQ-clic' },
    last: { source: 'facebook', medium: 'social', fbclid: 'IwAR-clic' },
  },
  ...extra,
});

describe('anonymizeLead clears what points at the person', () => {
  it('drops duplicates, click ids and the loss text, now and on a lead anonymised before', async () => {
    const kit = await adminFirestore();
    const fresh = kit.db.collection('contactSubmissions').doc(`anonF${uniq()}`);
    await fresh.set(lead());
    expect(
      await anonymizeLead(kit, fresh.id, { cause: 'admin', by: 'admin', reason: 'ARCO' }),
    ).toBe('anonymized');
    const older = kit.db.collection('contactSubmissions').doc(`anonV${uniq()}`);
    await older.set(
      lead({
        fullName: 'Datos anonimizados',
        corporateEmail: '',
        anonymized: { at: new Date(), by: 'sistema', cause: 'retention', reason: '' },
      }),
    );
    expect(
      await anonymizeLead(kit, older.id, { cause: 'admin', by: 'admin', reason: 'otra vez' }),
    ).toBe('already');

    for (const ref of [fresh, older]) {
      const data = (await ref.get()).data() ?? {};
      expect(data).toMatchObject({
        fullName: 'Datos anonimizados',
        company: 'Empresa Perdida',
        lostReason: 'Precio',
        attribution: {
          first: { source: 'google', medium: 'cpc' },
          last: { source: 'facebook', medium: 'social' },
        },
      });
      for (const field of ['lostDetail', 'duplicateLeadIds', 'duplicateUserIds', 'emailKey'])
        expect(data, `${ref.id} ${field}`).not.toHaveProperty(field);
      expect(JSON.stringify(data)).not.toMatch(/gclid|fbclid|clic/);
    }
  });
});

describe('a lead anonymised before its intake ran', () => {
  it('gets an owner and a clock from the intake, but no possible duplicates back', async () => {
    const kit = await adminFirestore();
    const ref = kit.db.collection('contactSubmissions').doc(`anonI${uniq()}`);
    const { intakeAt: _taken, duplicateLeadIds: _l, duplicateUserIds: _u, ...notTakenIn } = lead();
    await ref.set(notTakenIn);
    expect(await anonymizeLead(kit, ref.id, { cause: 'admin', by: 'admin', reason: 'ARCO' })).toBe(
      'anonymized',
    );
    const store = createFirestoreLeadIntakeStore(async () => kit);
    const outcome = await store.assign(ref.id, () => ({
      owner: null,
      firstResponseDueAt: new Date(),
      duplicates: { leadIds: ['otraSolicitud'], userIds: ['otraCuenta'] },
    }));
    expect(outcome.assigned).toBe(true);
    const data = (await ref.get()).data() ?? {};
    expect(data).toHaveProperty('intakeAt');
    expect(data).not.toHaveProperty('duplicateLeadIds');
    expect(data).not.toHaveProperty('duplicateUserIds');
  });
});
