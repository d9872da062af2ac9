/**
 * Service levels through the real triggers and emulators (npm --prefix functions run
 * test:emulator): a client's new ticket gets its response due time from `startTicketClock` and
 * becomes `notified` once `notifyServiceTicket` e-mailed it; a client's reply on a ticket
 * "Esperando al cliente" leaves one `client-reply` line in the local outbox (to the service
 * address and the technician) and `notifyTicketReply` reopens the ticket; a visit scheduled by the
 * desk leaves exactly one `visit-scheduled` line, and later changes of the ticket none. The retry
 * sweep's handler (what `retryServiceMails` and `npm start`'s timer run) with its real queries:
 * it settles a ticket whose flag was lost without e-mailing it again, and leaves a reply nobody
 * may receive "Sin notificar". The backfill gives a ticket stored before service levels its clock,
 * once.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { adminFirestore } from '../../src/firestore/admin.js';
import { backfillTicketClocks } from '../../src/maintenance/ticket-clocks.js';
import { runServiceMailRetry } from '../../src/service/wiring.js';
import { addServiceMinutes } from '../../../src/domain/service-level.js';
import { recordingLogger } from '../helpers.js';
import { mails } from './local-stack.js';

const uniq = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 20_000) {
  const until = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < until) {
    await sleep(250);
    value = await read();
  }
  return value;
}

/** The hour's counter of e-mails to the service address: another file's tickets must not fill it. */
beforeAll(async () => {
  const { db } = await adminFirestore();
  const counters = await db.collection('rateLimits').get();
  await Promise.all(
    counters.docs.filter((d) => d.id.startsWith('service-emails_')).map((d) => d.ref.delete()),
  );
});

describe('service levels through the triggers', () => {
  it('a ticket gets dueAt; a client reply e-mails service and reopens it; a visit e-mails once', async () => {
    const { db, FieldValue } = await adminFirestore();
    const run = uniq();
    const clientId = `hotel${run}`;
    const memberUid = `pepe${run}`;
    const techUid = `tec${run}`;
    const memberEmail = `${memberUid}@cliente.test`;
    const techEmail = `${techUid}@tusocio.test`;
    const equipmentId = `E${run}`;
    await db.collection('clients').doc(clientId).set({
      email: memberEmail,
      name: 'Pepe Emulador',
      company: 'Hotel Emulador',
      leadId: null,
      linkedAt: FieldValue.serverTimestamp(),
      linkedBy: 'admin',
    });
    await db.collection('members').doc(memberUid).set({
      clientId,
      role: 'administrador',
      email: memberEmail,
      name: 'Pepe Emulador',
      addedAt: FieldValue.serverTimestamp(),
      addedBy: 'admin',
    });
    await db.collection('users').doc(techUid).set({
      email: techEmail,
      role: 'admin',
      technician: true,
      displayName: 'Luis Técnico',
    });
    await db
      .collection('equipment')
      .doc(equipmentId)
      .set({
        clientId,
        model: 'Kyocera TASKalfa 2554ci',
        serial: `SLA${run}`,
        color: true,
        location: { address: 'Av. Tulum 200, Cancún', area: 'Recepción' },
        lastReadingMonth: '2099-01',
      });

    // The client's fault report, as createTicket writes it: the clock not started.
    const ticketRef = db.collection('tickets').doc();
    await ticketRef.set({
      equipmentId,
      clientId,
      authorUid: memberUid,
      clientEmail: memberEmail,
      equipment: { model: 'Kyocera TASKalfa 2554ci', serial: `SLA${run}` },
      kind: 'falla',
      category: 'Atasco de papel',
      description: 'Se atora el papel.',
      status: 'Abierto',
      open: true,
      createdAt: FieldValue.serverTimestamp(),
      statusChangedAt: null,
      statusChangedBy: null,
      lastReplyAt: null,
      responseHours: 4,
      resolutionHours: 16,
      respondedAt: null,
      pausedAt: null,
      resolvedAt: null,
      pausedMinutes: 0,
      dueAt: null,
      technicianUid: null,
      technicianName: '',
      visit: null,
      openedBy: 'cliente',
      notified: false,
    });
    const started = await waitFor(
      () => ticketRef.get(),
      (snap) => snap.get('dueAt') != null && snap.get('notified') === true,
    );
    const createdAt = started.get('createdAt').toDate() as Date;
    expect(started.get('dueAt').toDate()).toEqual(addServiceMinutes(createdAt, 4 * 60));
    expect(started.get('notifiedVia')).toBe('email');

    // The desk answers, waits for the client, and assigns a technician.
    const pausedAt = new Date();
    await ticketRef.update({
      status: 'Esperando al cliente',
      open: true,
      statusChangedAt: FieldValue.serverTimestamp(),
      statusChangedBy: 'admin',
      respondedAt: pausedAt,
      pausedAt,
      dueAt: null,
      technicianUid: techUid,
      technicianName: 'Luis Técnico',
    });

    // The client replies (as sendClientReply writes it).
    const replyRef = ticketRef.collection('replies').doc();
    await replyRef.set({
      text: 'Ya revisamos la bandeja y sigue fallando.',
      authorUid: memberUid,
      authorName: 'Pepe Emulador',
      at: FieldValue.serverTimestamp(),
      fromClient: true,
      notified: false,
    });
    const replyMails = async () =>
      (await mails()).filter((m) => m.kind === 'client-reply' && m.replyTo === memberEmail);
    const sent = await waitFor(replyMails, (list) => list.length > 0);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: ['servicio@example.com', techEmail],
      subject: `Respuesta del cliente: Falla (Atasco de papel): Kyocera TASKalfa 2554ci, serie SLA${run}`,
    });
    expect(sent[0]?.text).toContain('Ya revisamos la bandeja y sigue fallando.');
    expect(sent[0]?.text).toContain('Técnico: Luis Técnico');
    const reopened = await waitFor(
      () => ticketRef.get(),
      (snap) => snap.get('status') === 'En proceso',
    );
    expect(reopened.get('status')).toBe('En proceso');
    expect(reopened.get('open')).toBe(true);
    expect(reopened.get('pausedAt')).toBeNull();
    expect(reopened.get('dueAt')).not.toBeNull();
    expect(reopened.get('lastReplyAt')).not.toBeNull();
    const reply = await waitFor(
      () => replyRef.get(),
      (snap) => snap.get('notified') === true,
    );
    expect(reply.get('notified')).toBe(true);

    // The desk schedules a visit.
    await ticketRef.update({
      visit: {
        date: '2026-12-03',
        start: '10:00',
        end: '12:00',
        address: 'Av. Tulum 200, Cancún',
        phone: '998 123 4567',
        scheduledAt: FieldValue.serverTimestamp(),
        scheduledBy: 'admin',
      },
    });
    const visitMails = async () =>
      (await mails()).filter((m) => m.kind === 'visit-scheduled' && m.to.includes(memberEmail));
    const visits = await waitFor(visitMails, (list) => list.length > 0);
    expect(visits[0]).toMatchObject({ to: [memberEmail], replyTo: 'servicio@example.com' });
    expect(visits[0]?.text).toContain('Visita programada: jueves 3 de diciembre, 10:00–12:00\n');
    expect(visits[0]?.text).toContain('Técnico: Luis Técnico\n');
    expect(visits[0]?.text).toContain('Dirección: Av. Tulum 200, Cancún\n');
    expect(visits[0]?.text).toContain('Mis tickets: http://localhost:5173/main-user/mis-tickets');

    // Later changes of the ticket (a status) send no other visit e-mail.
    await ticketRef.update({
      status: 'Resuelto',
      open: false,
      statusChangedAt: FieldValue.serverTimestamp(),
    });
    await sleep(2_000);
    expect(await visitMails()).toHaveLength(1);
    expect(await replyMails()).toHaveLength(1);
  }, 60_000);

  it('the retry sweep: a lost flag is settled without a second e-mail; an undeliverable reply stays unnotified', async () => {
    const { db, FieldValue } = await adminFirestore();
    const run = uniq();
    const clientId = `sweep${run}`;
    const email = `${clientId}@cliente.test`;
    await db.collection('clients').doc(clientId).set({ email, name: 'Sofía', company: 'Barrido' });
    await db
      .collection('members')
      .doc(clientId)
      .set({ clientId, role: 'administrador', email, name: 'Sofía' });
    const ticketRef = db.collection('tickets').doc();
    await ticketRef.set({
      equipmentId: `E${run}`,
      clientId,
      authorUid: clientId,
      clientEmail: email,
      equipment: { model: 'HP LaserJet M406', serial: `SWP${run}` },
      kind: 'toner',
      tonerColors: ['Negro'],
      description: '',
      status: 'Abierto',
      open: true,
      createdAt: FieldValue.serverTimestamp(),
      notified: false,
    });
    const ticketMails = async () =>
      (await mails()).filter((m) => m.kind === 'service-ticket' && m.subject.includes(`SWP${run}`));
    await waitFor(
      () => ticketRef.get(),
      (snap) => snap.get('notified') === true,
    );
    // As if the flag's write had failed after the e-mail went out, 10 minutes ago.
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    await ticketRef.update({ notified: false, createdAt: tenMinutesAgo });
    // The company's reply to an author who is no longer a member: nobody may receive it.
    await db.collection('members').doc(clientId).delete();
    const replyRef = ticketRef.collection('replies').doc();
    await replyRef.set({
      text: 'Mañana llevamos el tóner.',
      authorUid: 'admin',
      authorName: 'Servicio',
      at: tenMinutesAgo,
      fromClient: false,
      notified: false,
    });
    await sleep(2_000); // its trigger finds nobody to write to

    const report = await runServiceMailRetry({}, recordingLogger());
    expect(report.settled).toBeGreaterThanOrEqual(1);
    expect(report.unsent).toBeGreaterThanOrEqual(1);
    expect((await ticketRef.get()).get('notified')).toBe(true);
    expect((await replyRef.get()).get('notified')).toBe(false);
    expect(await ticketMails()).toHaveLength(1);
    expect(
      (await mails()).filter((m) => m.kind === 'ticket-reply' && m.to.includes(email)),
    ).toEqual([]);
  }, 60_000);

  it('the backfill gives an older ticket its clock and keys, once', async () => {
    const { db, FieldValue } = await adminFirestore();
    const run = uniq();
    const ticketRef = db.collection('tickets').doc();
    const createdAt = new Date('2026-11-27T23:30:00.000Z'); // Friday 18:30 in Cancún
    await ticketRef.set({
      equipmentId: `E${run}`,
      clientId: `viejo${run}`,
      authorUid: `viejo${run}`,
      clientEmail: `viejo${run}@cliente.test`,
      equipment: { model: 'HP LaserJet M406', serial: `OLD${run}` },
      kind: 'falla',
      category: 'Otro',
      description: 'Un ticket de antes.',
      status: 'Abierto',
      open: true,
      createdAt,
      statusChangedAt: null,
      statusChangedBy: null,
      lastReplyAt: null,
    });
    // startTicketClock gives even this one a clock: take it away again, as before the triggers.
    await waitFor(
      () => ticketRef.get(),
      (snap) => snap.get('dueAt') != null,
    );
    const clockKeys = ['responseHours', 'resolutionHours', 'respondedAt', 'pausedAt'];
    const more = ['resolvedAt', 'pausedMinutes', 'dueAt'];
    await ticketRef.update(
      Object.fromEntries([...clockKeys, ...more].map((key) => [key, FieldValue.delete()])),
    );

    const dry = await backfillTicketClocks(db, { dryRun: true });
    expect(dry.updated).toBeGreaterThanOrEqual(1);
    expect((await ticketRef.get()).get('responseHours')).toBeUndefined();
    const first = await backfillTicketClocks(db);
    expect(first.updated).toBeGreaterThanOrEqual(1);
    const snap = await ticketRef.get();
    expect(snap.get('responseHours')).toBe(4);
    expect(snap.get('resolutionHours')).toBe(16);
    expect(snap.get('notified')).toBe(true);
    expect(snap.get('openedBy')).toBe('cliente');
    expect(snap.get('visit')).toBeNull();
    expect(snap.get('dueAt').toDate()).toEqual(new Date('2026-11-28T17:30:00.000Z'));
    expect((await backfillTicketClocks(db)).updated).toBe(0);
  }, 60_000);
});
