/**
 * The sales digest against the Firestore emulator (npm --prefix functions run test:emulator): the
 * scheduled function's handler with its real queries (users by role and sales; a sales admin's
 * leads by owner.uid, stage, nextActionAt, and firstResponseAt == null with firstResponseDueAt),
 * the real day document and the local mail outbox.
 */
import { describe, expect, it } from 'vitest';

import { cancunDate, endOfCancunDay } from '../../../src/domain/business-hours.js';
import { adminFirestore } from '../../src/firestore/admin.js';
import { runSalesDigest } from '../../src/leads/sales-digest-wiring.js';
import { recordingLogger } from '../helpers.js';
import { mails } from './local-stack.js';

const MINUTE = 60_000;

describe('sendSalesDigest', () => {
  it('mails each sales admin their due leads once a day, and nothing to an admin with none', async () => {
    const { db, Timestamp } = await adminFirestore();
    const suffix = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    const seller = `vendedor${suffix}`;
    const idle = `libre${suffix}`;
    const notSales = `admin${suffix}`;
    const email = (uid: string) => `${uid}@digest.test`;
    const users = {
      [seller]: { role: 'admin', sales: true, name: 'Vendedora Uno' },
      [idle]: { role: 'admin', sales: true, name: 'Vendedor Libre' },
      [notSales]: { role: 'admin', sales: false, name: 'Solo Admin' },
    };
    for (const [uid, fields] of Object.entries(users))
      await db
        .collection('users')
        .doc(uid)
        .set({ ...fields, email: email(uid), userType: 'guest' });

    const now = new Date();
    const at = (date: Date) => Timestamp.fromDate(date);
    const base = (uid: string, company: string) => ({
      fullName: `Contacto ${company}`,
      company,
      corporateEmail: 'contacto@empresa-digest.mx',
      owner: { uid, email: email(uid) },
      status: 'Contactado',
      createdAt: at(new Date(now.getTime() - 3 * 24 * 60 * MINUTE)),
      firstResponseAt: at(new Date(now.getTime() - 2 * 24 * 60 * MINUTE)),
      firstResponseDueAt: at(new Date(now.getTime() - 2 * 24 * 60 * MINUTE)),
      nextActionAt: null,
    });
    const leads: Record<string, Record<string, unknown>> = {
      due: { ...base(seller, 'Hotel Digest'), nextActionAt: at(new Date(now.getTime() - MINUTE)) },
      late: {
        ...base(seller, 'Notaría Digest'),
        status: 'Nuevo',
        firstResponseAt: null,
        firstResponseDueAt: at(new Date(now.getTime() - 5 * MINUTE)),
      },
      tomorrow: {
        ...base(seller, 'Mañana Digest'),
        nextActionAt: at(new Date(endOfCancunDay(now).getTime() + 60 * MINUTE)),
      },
      won: {
        ...base(seller, 'Ganada Digest'),
        status: 'Ganado',
        nextActionAt: at(new Date(now.getTime() - MINUTE)),
      },
      merged: {
        ...base(seller, 'Fusionada Digest'),
        nextActionAt: at(new Date(now.getTime() - MINUTE)),
        mergedInto: 'otra',
      },
      notYetDue: {
        ...base(seller, 'A Tiempo Digest'),
        status: 'Nuevo',
        firstResponseAt: null,
        firstResponseDueAt: at(new Date(now.getTime() + 60 * MINUTE)),
      },
      notSales: {
        ...base(notSales, 'Sin Ventas Digest'),
        nextActionAt: at(new Date(now.getTime() - MINUTE)),
      },
    };
    const id = (name: string) => `${name}${suffix}`;
    for (const [name, data] of Object.entries(leads))
      await db.collection('contactSubmissions').doc(id(name)).set(data);

    const digestsTo = async (uid: string) =>
      (await mails()).filter((m) => m.kind === 'sales-digest' && m.to.includes(email(uid)));

    const report = await runSalesDigest({}, recordingLogger());
    expect(report).toMatchObject({ date: cancunDate(now), failed: 0, busy: 0 });
    expect(report.sent).toBeGreaterThanOrEqual(1);

    const sent = await digestsTo(seller);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toEqual([email(seller)]);
    expect(sent[0]?.subject).toBe('Tus solicitudes para hoy (2)');
    const text = sent[0]?.text ?? '';
    expect(text).toContain('Buenos días, Vendedora Uno:');
    expect(text).toContain('1. Notaría Digest — Contacto Notaría Digest');
    expect(text).toContain('1. Hotel Digest — Contacto Hotel Digest');
    expect(text).toContain(`Ver: http://localhost:5173/admin-dashboard/solicitudes/${id('due')}`);
    expect(text).toContain(`Ver: http://localhost:5173/admin-dashboard/solicitudes/${id('late')}`);
    for (const company of ['Mañana', 'Ganada', 'Fusionada', 'A Tiempo', 'Sin Ventas'])
      expect(text).not.toContain(`${company} Digest`);
    expect(await digestsTo(idle)).toHaveLength(0);
    expect(await digestsTo(notSales)).toHaveLength(0);

    const day = (uid: string) =>
      db
        .collection('salesDigests')
        .doc(`${uid}_${cancunDate(now)}`)
        .get();
    const record = await day(seller);
    expect(record.get('leadIds')).toEqual([id('late'), id('due')]);
    expect(record.get('sentAt')).toBeTruthy();
    expect(record.get('claimedAt')).toBeUndefined();
    expect((await day(idle)).exists).toBe(false);

    // The schedule firing again (twice at once, even): no second e-mail today.
    const again = await Promise.all([
      runSalesDigest({}, recordingLogger()),
      runSalesDigest({}, recordingLogger()),
    ]);
    expect(again.map((r) => r.failed)).toEqual([0, 0]);
    expect(await digestsTo(seller)).toHaveLength(1);
  });
});
