/**
 * "Eliminar mi cuenta" of a linked rental client, their company's only member, through the real
 * emulators (Auth, Functions, Firestore; no Storage emulator: the photos step is skipped and
 * logged): the company keeps the client record, the device, its readings and the tickets, without
 * the person's e-mail, name or photo links, and their membership is gone; afterwards a reply on
 * their ticket (the trigger) and the month's meter reminder (its handler against Firestore) send
 * them nothing (the local mail outbox). A member of a company with other members: only their
 * membership and their data on their tickets go; the company and the others stay.
 * npm --prefix functions run test:emulator.
 */
import { describe, expect, it } from 'vitest';

import { adminFirestore } from '../../src/firestore/admin.js';
import { sendMeterReminders } from '../../src/service/meter-reminder.js';
import { createMeterReminderDeps } from '../../src/service/wiring.js';
import { recordingLogger } from '../helpers.js';
import { BASE, mails } from './local-stack.js';

const PROJECT = 'demo-tusocio';
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}/identitytoolkit.googleapis.com/v1`;
const uniq = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 25_000) {
  const until = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < until) {
    await sleep(250);
    value = await read();
  }
  return value;
}

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

describe('a linked client deletes their account', () => {
  it('leaves the rental records without e-mail or name, and no e-mail goes to them', async () => {
    const { db, FieldValue } = await adminFirestore();
    const run = uniq();
    const email = `carla.${run}@hotel-borrado.test`;
    const name = `Carla Borrada ${run}`;
    const { uid, idToken } = await signUpVerified(email);
    // A month no other test reaches.
    const month = '2097-03';
    await db.collection('users').doc(uid).set({ name, email, emailVerified: true });
    await db.collection('clients').doc(uid).set({
      email,
      name,
      company: 'Hotel Borrado',
      leadId: null,
      linkedAt: FieldValue.serverTimestamp(),
      linkedBy: 'admin-desk',
    });
    await db.collection('members').doc(uid).set({
      clientId: uid,
      role: 'administrador',
      email,
      name,
      addedAt: FieldValue.serverTimestamp(),
      addedBy: 'admin-desk',
    });
    const equipmentId = `EB${run}`;
    const device = db.collection('equipment').doc(equipmentId);
    await device.set({
      clientId: uid,
      model: 'Kyocera M3655',
      serial: `SB${run}`,
      color: false,
      location: { address: 'Av. Kabah 5, Cancún', area: 'Recepción' },
      lastReadingMonth: '2097-02',
    });
    await device
      .collection('readings')
      .doc('2097-02')
      .set({
        month: '2097-02',
        bw: 1500,
        color: 0,
        previous: { bw: 1000, color: 0 },
        photoPath: `meter_photos/${uid}/${equipmentId}/2097-02`,
        by: uid,
        at: FieldValue.serverTimestamp(),
      });
    const ticket = db.collection('tickets').doc();
    await ticket.set({
      equipmentId,
      clientId: uid,
      authorUid: uid,
      clientEmail: email,
      equipment: { model: 'Kyocera M3655', serial: `SB${run}` },
      kind: 'falla',
      category: 'Atasco de papel',
      description: 'Se atasca en la bandeja 2.',
      photoPath: `ticket_photos/${uid}/${equipmentId}/${ticket.id}`,
      status: 'Abierto',
      open: true,
      createdAt: FieldValue.serverTimestamp(),
      statusChangedAt: null,
      statusChangedBy: null,
      lastReplyAt: null,
    });
    await db
      .collection('meterReminders')
      .doc(`${uid}_2097-02`)
      .set({ clientId: uid, month: '2097-02', sentAt: FieldValue.serverTimestamp() });

    // "Descargar mis datos" first: the portal's records, without staff data.
    const exported = await fetch(`${BASE}/exportMyData`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ data: {} }),
    });
    const exportText = await exported.text();
    expect(exported.status, exportText).toBe(200);
    const portal = (
      JSON.parse(exportText) as {
        result: {
          portalDeRenta: {
            incluido: boolean;
            membresia: Record<string, unknown>;
            cliente: Record<string, unknown>;
            equipos: Array<{ id: string; lecturas: Array<{ id: string }> }>;
            tickets: Array<{ id: string; clientEmail: string }>;
          };
        };
      }
    ).result.portalDeRenta;
    expect(portal.incluido).toBe(true);
    expect(portal.membresia).toMatchObject({ clientId: uid, rol: 'Administrador de la cuenta' });
    expect(portal.cliente).toMatchObject({ email, name, company: 'Hotel Borrado' });
    expect(portal.equipos.map((d) => d.id)).toEqual([equipmentId]);
    expect(portal.equipos[0]?.lecturas.map((r) => r.id)).toEqual(['2097-02']);
    expect(portal.tickets.map((t) => t.id)).toEqual([ticket.id]);
    expect(exportText).not.toContain('admin-desk');

    const res = await fetch(`${BASE}/deleteMyAccount`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ data: {} }),
    });
    const text = await res.text();
    expect(res.status, text).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ result: { deleted: true } });

    // The company's records stay, without the person.
    const client = (await db.collection('clients').doc(uid).get()).data() ?? {};
    expect(client).toMatchObject({
      company: 'Hotel Borrado',
      linkedBy: 'admin-desk',
      deleted: true,
    });
    expect(client.deletedAt).toBeDefined();
    expect(client).not.toHaveProperty('email');
    expect(client).not.toHaveProperty('name');
    const storedTicket = (await ticket.get()).data() ?? {};
    expect((await db.collection('members').doc(uid).get()).exists).toBe(false);
    expect(storedTicket).toMatchObject({
      clientId: uid,
      description: 'Se atasca en la bandeja 2.',
    });
    expect(storedTicket).not.toHaveProperty('clientEmail');
    expect(storedTicket).not.toHaveProperty('photoPath');
    const reading = (await device.collection('readings').doc('2097-02').get()).data() ?? {};
    expect(reading).toMatchObject({ bw: 1500 });
    expect(reading).not.toHaveProperty('photoPath');
    expect((await device.get()).exists).toBe(true);
    for (const data of [client, storedTicket, reading, (await device.get()).data()]) {
      expect(JSON.stringify(data)).not.toContain(email);
      expect(JSON.stringify(data)).not.toContain(name);
    }
    expect((await db.collection('users').doc(uid).get()).exists).toBe(false);
    expect((await db.collection('meterReminders').doc(`${uid}_2097-02`).get()).exists).toBe(false);

    // The desk replies on the old ticket: the trigger sends nothing to them. A reply on another
    // client's ticket, written right after, shows the trigger has run by the time we look.
    const reply = {
      text: 'Mañana pasa el técnico.',
      authorUid: 'admin-desk',
      authorName: 'Luis de Servicio',
      at: FieldValue.serverTimestamp(),
    };
    const otherEmail = `control.${run}@hotel-activo.test`;
    const otherTicket = db.collection('tickets').doc();
    await db
      .collection('members')
      .doc(`activo${run}`)
      .set({
        clientId: `activo${run}`,
        role: 'administrador',
        email: otherEmail,
        name: 'Control',
        addedAt: FieldValue.serverTimestamp(),
        addedBy: 'admin-desk',
      });
    await otherTicket.set({
      ...(storedTicket as Record<string, unknown>),
      clientId: `activo${run}`,
      authorUid: `activo${run}`,
      clientEmail: otherEmail,
    });
    await ticket.collection('replies').doc().set(reply);
    await otherTicket.collection('replies').doc().set(reply);
    // The month's reminder: their device lacks the reading, and still nobody is e-mailed.
    const report = await sendMeterReminders(
      createMeterReminderDeps({}, recordingLogger()),
      new Date(Date.UTC(2097, 2, 25, 14)),
    );
    expect(report).toMatchObject({ month, due: true, failed: 0 });
    expect(report.skipped).toBeGreaterThanOrEqual(1);
    const control = await waitFor(
      async () =>
        (await mails()).filter((m) => m.kind === 'ticket-reply' && m.to.includes(otherEmail)),
      (list) => list.length > 0,
    );
    expect(control).toHaveLength(1);
    await sleep(1_500);
    const toThem = (await mails()).filter((m) => m.to.some((to) => to.toLowerCase() === email));
    expect(toThem).toEqual([]);
    expect((await db.collection('meterReminders').doc(`${uid}_${month}`).get()).exists).toBe(false);
  }, 60_000);
});

describe('a member of a company with other members deletes their account', () => {
  it('loses their membership and their e-mail on their tickets; the company and the others stay', async () => {
    const { db, FieldValue } = await adminFirestore();
    const run = uniq();
    const email = `rosa.${run}@hotel-sigue.test`;
    const { uid, idToken } = await signUpVerified(email);
    const clientId = `hotel${run}`;
    const adminUid = `carla${run}`;
    await db.collection('users').doc(uid).set({ name: 'Rosa', email, emailVerified: true });
    await db
      .collection('clients')
      .doc(clientId)
      .set({
        email: `carla.${run}@hotel-sigue.test`,
        name: 'Carla',
        company: 'Hotel Sigue',
        leadId: null,
        linkedAt: FieldValue.serverTimestamp(),
        linkedBy: 'admin-desk',
      });
    const people: Array<[string, string, string]> = [
      [adminUid, 'administrador', `carla.${run}@hotel-sigue.test`],
      [uid, 'usuario', email],
    ];
    for (const [memberUid, role, memberEmail] of people)
      await db
        .collection('members')
        .doc(memberUid)
        .set({
          clientId,
          role,
          email: memberEmail,
          name: memberUid === uid ? 'Rosa' : 'Carla',
          addedAt: FieldValue.serverTimestamp(),
          addedBy: 'admin-desk',
        });
    const equipmentId = `ES${run}`;
    await db
      .collection('equipment')
      .doc(equipmentId)
      .set({
        clientId,
        model: 'Kyocera M3655',
        serial: `SS${run}`,
        lastReadingMonth: '2097-02',
      });
    const ticket = (author: string, authorEmail: string) => ({
      equipmentId,
      clientId,
      authorUid: author,
      clientEmail: authorEmail,
      equipment: { model: 'Kyocera M3655', serial: `SS${run}` },
      kind: 'toner',
      tonerColors: ['Negro'],
      status: 'Abierto',
      open: true,
      createdAt: FieldValue.serverTimestamp(),
    });
    const hers = db.collection('tickets').doc();
    await hers.set(ticket(uid, email));
    const theirs = db.collection('tickets').doc();
    await theirs.set(ticket(adminUid, `carla.${run}@hotel-sigue.test`));

    const res = await fetch(`${BASE}/deleteMyAccount`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ data: {} }),
    });
    expect(res.status, await res.clone().text()).toBe(200);

    expect((await db.collection('members').doc(uid).get()).exists).toBe(false);
    expect((await db.collection('members').doc(adminUid).get()).get('role')).toBe('administrador');
    const company = (await db.collection('clients').doc(clientId).get()).data() ?? {};
    expect(company).toMatchObject({
      company: 'Hotel Sigue',
      email: `carla.${run}@hotel-sigue.test`,
    });
    expect(company).not.toHaveProperty('deleted');
    expect((await db.collection('equipment').doc(equipmentId).get()).exists).toBe(true);
    const stored = (await hers.get()).data() ?? {};
    expect(stored).toMatchObject({ clientId, authorUid: uid });
    expect(stored).not.toHaveProperty('clientEmail');
    expect((await theirs.get()).get('clientEmail')).toBe(`carla.${run}@hotel-sigue.test`);
  }, 60_000);
});
