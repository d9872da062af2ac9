/**
 * Lead retention against the Firestore emulator (npm --prefix functions run test:emulator): the
 * scheduled function's handler, with its real query (stage + createdAt, paged) and the real
 * anonymizeLead, on leads stored as the quote function and the desk store them.
 */
import { describe, expect, it } from 'vitest';

import { adminFirestore } from '../../src/firestore/admin.js';
import { runLeadRetention } from '../../src/privacy/retention.js';
import { recordingLogger } from '../helpers.js';

const MONTH_MS = 30.5 * 24 * 60 * 60 * 1000;
const monthsAgo = (months: number) => new Date(Date.now() - months * MONTH_MS);

describe('applyLeadRetention', () => {
  it('anonymises the Perdido and idle leads past 24 months, with their notes; keeps Ganado and active ones', async () => {
    const { db, Timestamp } = await adminFirestore();
    const suffix = `${Date.now()}`;
    const id = (name: string) => `${name}${suffix}`.padEnd(20, 'x').slice(0, 20);
    const at = (months: number) => Timestamp.fromDate(monthsAgo(months));
    const person = {
      fullName: 'Ana Pérez Soto',
      corporateEmail: 'ana.perez@empresa-retencion.mx',
      phone: '+529841234567',
      message: 'Necesito 5 equipos',
      company: 'Empresa Retención',
      state: 'Quintana Roo',
      serviceType: 'Renta',
      equipmentQuantity: '1-10',
      clientType: 'Empresa',
      recaptcha: true,
      notified: true,
      emailKey: 'ana.perez@empresa-retencion.mx',
      nameKey: 'ana perez soto',
      companyKey: 'empresa retencion',
    };
    const leads = {
      perdido: { status: 'Perdido', createdAt: at(28), statusChangedAt: at(26) },
      idle: { status: 'Nuevo', createdAt: at(25) },
      active: {
        status: 'Contactado',
        createdAt: at(30),
        latestNote: { text: 'Llamar', authorEmail: 'admin@demo.test', createdAt: at(1) },
      },
      won: { status: 'Ganado', createdAt: at(40), statusChangedAt: at(39) },
      recent: { status: 'Nuevo', createdAt: at(3) },
    };
    for (const [name, fields] of Object.entries(leads)) {
      await db
        .collection('contactSubmissions')
        .doc(id(name))
        .set({ ...person, submittedAt: fields.createdAt.toDate().toISOString(), ...fields });
    }
    await db
      .collection('contactSubmissions')
      .doc(id('perdido'))
      .collection('notes')
      .add({ text: 'Eligió otro proveedor', authorUid: 'u', authorEmail: 'a@x.mx', createdAt: at(26) });

    const report = await runLeadRetention({}, recordingLogger());
    expect(report.anonymized).toBeGreaterThanOrEqual(2);

    const read = async (name: string) =>
      (await db.collection('contactSubmissions').doc(id(name)).get()).data() ?? {};
    for (const name of ['perdido', 'idle']) {
      const data = await read(name);
      expect(data).toMatchObject({
        fullName: 'Datos anonimizados',
        corporateEmail: '',
        phone: '',
        message: '',
        company: 'Empresa Retención',
        anonymized: { by: 'sistema', cause: 'retention', reason: '' },
      });
      expect(data.emailKey).toBeUndefined();
      expect(data.nameKey).toBeUndefined();
    }
    const notes = await db
      .collection('contactSubmissions')
      .doc(id('perdido'))
      .collection('notes')
      .get();
    expect(notes.size).toBe(0);
    for (const name of ['active', 'won', 'recent']) {
      const data = await read(name);
      expect(data.fullName).toBe('Ana Pérez Soto');
      expect(data.corporateEmail).toBe('ana.perez@empresa-retencion.mx');
      expect(data.anonymized).toBeUndefined();
    }
    const log = await db.collection('privacyLog').where('leadId', '==', id('idle')).get();
    expect(log.docs.map((d) => d.data())).toMatchObject([
      { action: 'anonymize-lead', cause: 'retention', by: 'sistema' },
    ]);

    // The next day's run finds nothing more of these.
    await runLeadRetention({}, recordingLogger());
    const again = await db.collection('privacyLog').where('leadId', '==', id('idle')).get();
    expect(again.size).toBe(1);
  });

  it('refuses a retention period that is not 6 to 120 months, before touching anything', () => {
    expect(() => runLeadRetention({ LEAD_RETENTION_MONTHS: '2' }, recordingLogger())).toThrow(
      'LEAD_RETENTION_MONTHS',
    );
  });
});
