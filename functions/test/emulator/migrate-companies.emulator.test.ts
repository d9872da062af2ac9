/**
 * The company-accounts migration against the emulators (Auth and Firestore with the project's
 * rules; npm --prefix functions run test:emulator): a rental client stored as one person was
 * (clients/{uid}, devices and a ticket carrying `clientUid`) becomes a company with that person as
 * its administrator, and the person still reads their company, devices, readings and tickets
 * through the rules (the Firestore REST API with their ID token), which refused them before. A
 * second run writes nothing. docs/decisions/0041-company-accounts.md.
 */
import { describe, expect, it } from 'vitest';

import { adminFirestore } from '../../src/firestore/admin.js';
import { migrateCompanies, migrationReportLines } from '../../src/maintenance/migrate-companies.js';
import { FIRESTORE } from './local-stack.js';

const PROJECT = 'demo-tusocio';
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}/identitytoolkit.googleapis.com/v1`;
const uniq = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

async function signUpVerified(email: string): Promise<{ uid: string; idToken: string }> {
  const res = await fetch(`${AUTH}/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Clave-Prueba-2026', returnSecureToken: true }),
  });
  const body = (await res.json()) as { localId: string; idToken: string };
  expect(res.status).toBe(200);
  const verified = await fetch(`${AUTH}/projects/${PROJECT}/accounts:update`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ localId: body.localId, emailVerified: true }),
  });
  expect(verified.status).toBe(200);
  return { uid: body.localId, idToken: body.idToken };
}

/** A GET of one document (or a collection) as the person: the rules decide. */
const getAs = (idToken: string, path: string) =>
  fetch(`${FIRESTORE}/${path}`, { headers: { Authorization: `Bearer ${idToken}` } });

/** The portal's query of the company's tickets (newest first), as the person. */
async function ticketsAs(idToken: string, clientId: string) {
  const res = await fetch(`${FIRESTORE}:runQuery`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'tickets' }],
        where: {
          fieldFilter: {
            field: { fieldPath: 'clientId' },
            op: 'EQUAL',
            value: { stringValue: clientId },
          },
        },
        orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }],
      },
    }),
  });
  const rows = (await res.json()) as { document?: { name: string } }[];
  return {
    status: res.status,
    ids: Array.isArray(rows)
      ? rows.flatMap((row) => (row.document ? [row.document.name.split('/').at(-1)] : []))
      : [],
  };
}

describe('migrateCompanies', () => {
  it('turns a one-person client into a company its person still uses, once', async () => {
    const { db, Timestamp } = await adminFirestore();
    const run = uniq();
    const email = `carla.${run}@hotel-migrado.test`;
    const { uid, idToken } = await signUpVerified(email);
    const linkedAt = Timestamp.fromDate(new Date('2026-02-01T15:00:00.000Z'));
    await db.collection('users').doc(uid).set({ name: 'Carla', email, emailVerified: true });
    // clients/{uid} and its records as the portal stored them before company accounts.
    await db.collection('clients').doc(uid).set({
      email,
      name: 'Carla Migrada',
      company: 'Hotel Migrado',
      leadId: null,
      linkedAt,
      linkedBy: 'admin-desk',
    });
    const devices = [`EM1${run}`, `EM2${run}`];
    for (const [i, id] of devices.entries()) {
      await db
        .collection('equipment')
        .doc(id)
        .set({
          clientUid: uid,
          model: 'Kyocera M3655',
          serial: `SM${i}${run}`,
          color: false,
          lastReadingMonth: '2026-02',
        });
      await db
        .collection('equipment')
        .doc(id)
        .collection('readings')
        .doc('2026-02')
        .set({ month: '2026-02', bw: 1400, color: 0, by: uid, at: linkedAt });
    }
    const ticket = db.collection('tickets').doc(`TM${run}`);
    await ticket.set({
      equipmentId: devices[0],
      clientUid: uid,
      clientEmail: email,
      kind: 'toner',
      tonerColors: ['Negro'],
      description: '',
      status: 'Abierto',
      open: true,
      createdAt: linkedAt,
    });

    // Before: the rules know no company for them, so the portal would show nothing.
    expect((await getAs(idToken, `equipment/${devices[0]}`)).status).toBe(403);

    const dry = await migrateCompanies(db, { dryRun: true, pageSize: 2 });
    expect(dry.clients.migrated).toBeGreaterThanOrEqual(1);
    expect((await db.collection('members').doc(uid).get()).exists).toBe(false);
    expect((await ticket.get()).get('clientUid')).toBe(uid);

    const first = await migrateCompanies(db, { pageSize: 2 });
    expect(first.clients.migrated).toBeGreaterThanOrEqual(1);
    expect(first.equipment.updated).toBeGreaterThanOrEqual(2);
    expect(first.tickets.updated).toBeGreaterThanOrEqual(1);
    expect(migrationReportLines(first, false)[0]).toMatch(
      /^clients: \d+ leídos, \d+ empresas con su administrador creadas, \d+ sin cambios$/,
    );

    expect((await db.collection('members').doc(uid).get()).data()).toEqual({
      clientId: uid,
      role: 'administrador',
      email,
      name: 'Carla Migrada',
      addedAt: linkedAt,
      addedBy: 'admin-desk',
    });
    for (const id of devices) {
      const device = (await db.collection('equipment').doc(id).get()).data();
      expect(device).toMatchObject({ clientId: uid, model: 'Kyocera M3655' });
      expect(device).not.toHaveProperty('clientUid');
    }
    const migrated = (await ticket.get()).data();
    expect(migrated).toMatchObject({ clientId: uid, authorUid: uid, clientEmail: email });
    expect(migrated).not.toHaveProperty('clientUid');
    // The company document itself did not move or change.
    expect((await db.collection('clients').doc(uid).get()).data()).toMatchObject({
      company: 'Hotel Migrado',
      linkedAt,
    });

    // As the person, through the rules: their company, devices, readings and tickets.
    expect((await getAs(idToken, `members/${uid}`)).status).toBe(200);
    expect((await getAs(idToken, `clients/${uid}`)).status).toBe(200);
    for (const id of devices) {
      expect((await getAs(idToken, `equipment/${id}`)).status).toBe(200);
      expect((await getAs(idToken, `equipment/${id}/readings/2026-02`)).status).toBe(200);
    }
    expect((await getAs(idToken, `tickets/${ticket.id}`)).status).toBe(200);
    const tickets = await ticketsAs(idToken, uid);
    expect(tickets.status).toBe(200);
    expect(tickets.ids).toEqual([ticket.id]);

    // A second run writes nothing.
    const second = await migrateCompanies(db, { pageSize: 2 });
    expect(second.clients.migrated).toBe(0);
    expect(second.equipment.updated).toBe(0);
    expect(second.tickets.updated).toBe(0);
    expect(second.clients.read).toBe(first.clients.read);
  });

  it('leaves a deleted client, and a company whose founder was removed, without a member', async () => {
    const { db, FieldValue } = await adminFirestore();
    const run = uniq();
    const gone = `borrado${run}`;
    const company = `empresa${run}`;
    await db.collection('users').doc(company).set({ name: 'Fundador', email: 'f@x.test' });
    await db.collection('clients').doc(gone).set({
      company: 'Hotel Borrado',
      leadId: null,
      linkedBy: 'admin-desk',
      deleted: true,
      deletedAt: FieldValue.serverTimestamp(),
    });
    // A company (id: its founder's uid) whose founder left; another person is its member now.
    await db.collection('clients').doc(company).set({
      email: 'f@x.test',
      name: 'Fundador',
      company: 'Notaría',
      leadId: null,
      linkedBy: 'admin-desk',
    });
    await db
      .collection('members')
      .doc(`otra${run}`)
      .set({ clientId: company, role: 'administrador', email: 'o@x.test', name: 'Otra' });

    await migrateCompanies(db);
    expect((await db.collection('members').doc(gone).get()).exists).toBe(false);
    expect((await db.collection('members').doc(company).get()).exists).toBe(false);
  });
});
