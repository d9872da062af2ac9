/**
 * The rental clients' e-mails through the real emulators (npm --prefix functions run
 * test:emulator): a ticket written to Firestore fires `notifyServiceTicket`, a reply fires
 * `notifyTicketReply`, and each leaves exactly one line in the local mail outbox and its marker in
 * serviceMails; the meter-reading reminder's handler with its real query (lastReadingMonth <
 * month, read in pages of one), its marker documents and the outbox, on day 24 and day 25.
 */
import { describe, expect, it } from 'vitest';

import { adminFirestore } from '../../src/firestore/admin.js';
import { sendMeterReminders } from '../../src/service/meter-reminder.js';
import { createMeterReminderDeps } from '../../src/service/wiring.js';
import { recordingLogger } from '../helpers.js';
import { mails } from './local-stack.js';

const SITE = 'http://localhost:5173';
const uniq = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

async function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 20_000) {
  const until = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('ticket e-mails through the triggers', () => {
  it('e-mails a new ticket to the service address and each reply to the client, once each', async () => {
    const { db, FieldValue } = await adminFirestore();
    const run = uniq();
    const uid = `cliente${run}`;
    const clientEmail = `${uid}@cliente.test`;
    const equipmentId = `E${run}`;
    await db.collection('clients').doc(uid).set({
      email: clientEmail,
      name: 'Carla Emulador',
      company: 'Hotel Emulador',
      leadId: null,
      linkedAt: FieldValue.serverTimestamp(),
      linkedBy: 'admin',
    });
    await db.collection('members').doc(uid).set({
      clientId: uid,
      role: 'administrador',
      email: clientEmail,
      name: 'Carla Emulador',
      addedAt: FieldValue.serverTimestamp(),
      addedBy: 'admin',
    });
    await db
      .collection('equipment')
      .doc(equipmentId)
      .set({
        clientId: uid,
        model: 'Kyocera TASKalfa 2554ci',
        serial: `SER${run}`,
        color: true,
        location: { address: 'Av. Tulum 200, Cancún', area: 'Contabilidad' },
        lastReadingMonth: '2099-01',
      });
    const ticketRef = db.collection('tickets').doc();
    await ticketRef.set({
      equipmentId,
      clientId: uid,
      authorUid: uid,
      clientEmail,
      equipment: { model: 'Kyocera TASKalfa 2554ci', serial: `SER${run}` },
      kind: 'toner',
      tonerColors: ['Negro', 'Amarillo'],
      description: 'Queda poco amarillo.',
      status: 'Abierto',
      open: true,
      createdAt: FieldValue.serverTimestamp(),
      statusChangedAt: null,
      statusChangedBy: null,
      lastReplyAt: null,
    });

    const ticketMails = async () =>
      (await mails()).filter((m) => m.kind === 'service-ticket' && m.replyTo === clientEmail);
    const sent = await waitFor(ticketMails, (list) => list.length > 0);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: ['servicio@example.com'],
      replyTo: clientEmail,
      subject: `Solicitud de tóner (Negro, Amarillo): Kyocera TASKalfa 2554ci, serie SER${run}`,
    });
    const text = sent[0]?.text ?? '';
    expect(text).toContain(`Cliente: Carla Emulador (Hotel Emulador) <${clientEmail}>`);
    expect(text).toContain('Ubicación: Av. Tulum 200, Cancún — Contabilidad');
    expect(text).toContain('Descripción:\nQueda poco amarillo.\n');
    expect(text).toContain(
      `Ver y responder en el panel: ${SITE}/admin-dashboard/servicio/${ticketRef.id}`,
    );
    // The marker is stamped sent just after the outbox line is written: wait for it.
    const markerRef = db.collection('serviceMails').doc(`ticket-${ticketRef.id}`);
    const marker = await waitFor(
      () => markerRef.get(),
      (snap) => Boolean(snap.get('sentAt')),
    );
    expect(marker.get('sentAt')).toBeTruthy();
    expect(marker.get('claimedAt')).toBeUndefined();

    // The desk moves the ticket and replies (as replyToTicket writes them).
    await ticketRef.update({
      status: 'En proceso',
      open: true,
      statusChangedAt: FieldValue.serverTimestamp(),
      statusChangedBy: 'admin',
    });
    const replyRef = ticketRef.collection('replies').doc();
    await replyRef.set({
      text: 'Mañana le llevamos el tóner amarillo y el negro.',
      authorUid: 'admin',
      authorName: 'Luis de Servicio',
      at: FieldValue.serverTimestamp(),
    });
    const replyMails = async () =>
      (await mails()).filter((m) => m.kind === 'ticket-reply' && m.to.includes(clientEmail));
    const replies = await waitFor(replyMails, (list) => list.length > 0);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({
      to: [clientEmail],
      replyTo: 'servicio@example.com',
      subject: `Respuesta a tu solicitud: Kyocera TASKalfa 2554ci, serie SER${run}`,
    });
    const replyText = replies[0]?.text ?? '';
    expect(replyText).toContain('Hola, Carla Emulador:');
    expect(replyText).toContain(
      'Luis de Servicio respondió a tu solicitud de tóner (Negro, Amarillo) del equipo',
    );
    expect(replyText).toContain('  Mañana le llevamos el tóner amarillo y el negro.\n');
    expect(replyText).toContain('Estado de tu solicitud: En proceso');
    expect(replyText).toContain(`"Mis tickets": ${SITE}/main-user/mis-tickets`);
    const replyMarkerRef = db
      .collection('serviceMails')
      .doc(`reply-${ticketRef.id}-${replyRef.id}`);
    const replyMarker = await waitFor(
      () => replyMarkerRef.get(),
      (snap) => Boolean(snap.get('sentAt')),
    );
    expect(replyMarker.get('sentAt')).toBeTruthy();

    // Later writes to the ticket (the desk closing it) send nothing more.
    await ticketRef.update({
      status: 'Resuelto',
      open: false,
      statusChangedAt: FieldValue.serverTimestamp(),
    });
    await sleep(2_000);
    expect(await ticketMails()).toHaveLength(1);
    expect(await replyMails()).toHaveLength(1);
  });
});

describe('sendMeterReminders against Firestore', () => {
  it('on day 25 e-mails each client missing the month’s reading once; nothing on day 24', async () => {
    const { db, FieldValue } = await adminFirestore();
    const run = uniq();
    // A month no other test reaches: every device here read up to the month before, or never.
    const month = '2098-07';
    const day = (n: number) => new Date(Date.UTC(2098, 6, n, 14));
    const late = `tarde${run}`;
    const done = `aldia${run}`;
    const email = (uid: string) => `${uid}@lecturas.test`;
    for (const uid of [late, done]) {
      const name = uid === late ? 'Cliente Tarde' : 'Cliente Al Día';
      await db
        .collection('clients')
        .doc(uid)
        .set({
          email: email(uid),
          name,
          company: 'Prueba',
          leadId: null,
          linkedAt: FieldValue.serverTimestamp(),
          linkedBy: 'admin',
        });
      await db
        .collection('members')
        .doc(uid)
        .set({
          clientId: uid,
          role: 'administrador',
          email: email(uid),
          name,
          addedAt: FieldValue.serverTimestamp(),
          addedBy: 'admin',
        });
    }
    const devices: Array<[string, string, string, string]> = [
      [`A${run}`, late, '2098-06', 'Recepción'],
      [`B${run}`, late, '', 'Bodega'],
      [`C${run}`, done, month, 'Caja'],
      [`D${run}`, late, month, 'Gerencia'],
    ];
    for (const [id, clientId, lastReadingMonth, area] of devices)
      await db
        .collection('equipment')
        .doc(id)
        .set({
          clientId,
          model: 'Brother HL-L6200',
          serial: `S-${id}`,
          color: false,
          location: { address: 'Calle 1', area },
          lastReadingMonth,
        });

    const deps = { ...createMeterReminderDeps({}, recordingLogger()), pageSize: 1 };
    const reminders = async (uid: string) =>
      (await mails()).filter((m) => m.kind === 'meter-reminder' && m.to.includes(email(uid)));

    const before = await sendMeterReminders(deps, day(24));
    expect(before).toMatchObject({ month, day: 24, due: false, devices: 0 });
    expect(await reminders(late)).toHaveLength(0);

    const report = await sendMeterReminders(deps, day(25));
    expect(report).toMatchObject({ month, day: 25, due: true, failed: 0, busy: 0 });
    expect(report.sent).toBeGreaterThanOrEqual(1);
    const sent = await reminders(late);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('Lectura de contadores pendiente: julio de 2098 (2 equipos)');
    const text = sent[0]?.text ?? '';
    expect(text).toContain('Hola, Cliente Tarde:');
    expect(text).toContain(`serie S-A${run} — Recepción`);
    expect(text).toContain(`serie S-B${run} — Bodega`);
    expect(text).not.toContain(`S-D${run}`);
    expect(text).toContain(`Mis equipos: ${SITE}/main-user/mis-equipos`);
    expect(await reminders(done)).toHaveLength(0);

    const marker = await db.collection('meterReminders').doc(`${late}_${month}`).get();
    expect(marker.get('sentAt')).toBeTruthy();
    expect([...(marker.get('equipmentIds') as string[])].sort()).toEqual([`A${run}`, `B${run}`]);
    expect((await db.collection('meterReminders').doc(`${done}_${month}`).get()).exists).toBe(
      false,
    );

    // The schedule again (twice at once, and days later): no second e-mail this month.
    const again = await Promise.all([
      sendMeterReminders(deps, day(25)),
      sendMeterReminders(deps, day(28)),
    ]);
    expect(again.map((r) => r.failed)).toEqual([0, 0]);
    expect(await reminders(late)).toHaveLength(1);
  });
});
