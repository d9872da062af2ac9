/**
 * Who in a company receives its e-mails, through the emulators (Firestore, the Functions
 * triggers, the local mail outbox): the month's meter reminder (its handler with the real
 * queries) goes to the administrator and the "Usuario", not to "Facturación" nor to a removed
 * member; a reply on a ticket goes to its author while they are a member, and to nobody once
 * they were removed.
 */
import { describe, expect, it } from 'vitest';

import { adminFirestore } from '../../src/firestore/admin.js';
import { sendMeterReminders } from '../../src/service/meter-reminder.js';
import { createMeterReminderDeps } from '../../src/service/wiring.js';
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

async function company(run: string) {
  const { db, FieldValue } = await adminFirestore();
  const clientId = `empresa${run}`;
  const email = (who: string) => `${who}.${run}@empresa-correo.test`;
  await db
    .collection('clients')
    .doc(clientId)
    .set({
      email: email('contacto'),
      name: 'Contacto',
      company: 'Hotel Correo',
      leadId: null,
      linkedAt: FieldValue.serverTimestamp(),
      linkedBy: 'desk',
    });
  const member = (who: string, role: string) =>
    db
      .collection('members')
      .doc(`${who}${run}`)
      .set({
        clientId,
        role,
        email: email(who),
        name: who,
        addedAt: FieldValue.serverTimestamp(),
        addedBy: 'desk',
      });
  await member('admin', 'administrador');
  await member('usuaria', 'usuario');
  await member('factura', 'facturacion');
  await member('quitado', 'usuario');
  return { db, FieldValue, clientId, email };
}

describe('the company’s e-mails in the emulators', () => {
  it('sends the meter reminder to the administrator and the user, not to billing or a removed member', async () => {
    const run = uniq();
    const { db, clientId, email } = await company(run);
    // Removed before the reminder runs.
    await db.collection('members').doc(`quitado${run}`).delete();
    const month = '2096-04';
    await db
      .collection('equipment')
      .doc(`R${run}`)
      .set({
        clientId,
        model: 'Brother HL-L6200',
        serial: `CO-${run}`,
        color: false,
        location: { address: 'Calle 2', area: 'Recepción' },
        lastReadingMonth: '2096-03',
      });
    const report = await sendMeterReminders(
      createMeterReminderDeps({}, recordingLogger()),
      new Date(Date.UTC(2096, 3, 25, 14)),
    );
    expect(report).toMatchObject({ month, due: true, failed: 0, busy: 0 });
    const sent = (await mails()).filter(
      (m) => m.kind === 'meter-reminder' && m.text.includes(`CO-${run}`),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toEqual([email('admin'), email('usuaria')]);
    const marker = await db.collection('meterReminders').doc(`${clientId}_${month}`).get();
    expect(marker.get('sentAt')).toBeTruthy();
    expect(marker.get('recipients')).toEqual([`admin${run}`, `usuaria${run}`]);
  });

  it('e-mails a reply to the ticket’s author while a member, and nothing once removed', async () => {
    const run = uniq();
    const { db, FieldValue, clientId, email } = await company(run);
    const ticket = (author: string) => ({
      equipmentId: `T${run}`,
      clientId,
      authorUid: `${author}${run}`,
      clientEmail: email(author),
      equipment: { model: 'Brother HL-L6200', serial: `TK-${run}` },
      kind: 'toner',
      tonerColors: ['Negro'],
      status: 'Abierto',
      open: true,
      createdAt: FieldValue.serverTimestamp(),
    });
    const reply = {
      text: 'Mañana llevamos el tóner.',
      authorUid: 'desk',
      authorName: 'Luis de Servicio',
      at: FieldValue.serverTimestamp(),
    };
    const kept = db.collection('tickets').doc();
    await kept.set(ticket('usuaria'));
    const removed = db.collection('tickets').doc();
    await removed.set(ticket('quitado'));
    await db.collection('members').doc(`quitado${run}`).delete();

    await removed.collection('replies').doc().set(reply);
    await kept.collection('replies').doc().set(reply);
    const toUser = await waitFor(
      async () =>
        (await mails()).filter((m) => m.kind === 'ticket-reply' && m.to.includes(email('usuaria'))),
      (list) => list.length > 0,
    );
    expect(toUser).toHaveLength(1);
    expect(toUser[0]?.text).toContain('Hola, usuaria:');
    await sleep(1_500);
    const toRemoved = (await mails()).filter((m) => m.to.includes(email('quitado')));
    expect(toRemoved).toEqual([]);
    // Nor to the administrator, who did not open either ticket.
    expect(
      (await mails()).filter((m) => m.kind === 'ticket-reply' && m.to.includes(email('admin'))),
    ).toEqual([]);
  }, 40_000);
});
