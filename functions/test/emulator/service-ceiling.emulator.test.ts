/**
 * The hourly ceiling of e-mails to the service address through the real emulators (npm --prefix
 * functions run test:emulator): 31 tickets from distinct clients written to Firestore fire
 * `notifyServiceTicket` 31 times; with the default SERVICE_EMAILS_PER_HOUR (30), 30 leave a
 * `service-ticket` line in the local mail outbox and one waits (serviceMails marker with
 * digestPending); the scheduled digest's handler (what `sendServiceDigest` and `npm start`'s timer
 * run) then sends one `service-digest` listing it, once per hour.
 * The shared counter of the hour (rateLimits/service-emails_…) is cleared before and after, so
 * the other files' tickets are not held by this one's. And the digest's order: more clients'
 * replies waiting than one digest lists (their markers' keys, reply-…, sort before ticket-…),
 * then a new ticket: the digest lists the ticket first, not pushed out by the replies.
 */
import { afterAll, describe, expect, it } from 'vitest';

import { adminFirestore } from '../../src/firestore/admin.js';
import { runServiceDigest } from '../../src/service/digest-wiring.js';
import { recordingLogger } from '../helpers.js';
import { mails } from './local-stack.js';

const SITE = 'http://localhost:5173';
const uniq = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 60_000) {
  const until = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < until) {
    await sleep(300);
    value = await read();
  }
  return value;
}

/** Clears the ceiling's counters and any waiting or digest marker left by an earlier run. */
async function clearCeiling() {
  const { db } = await adminFirestore();
  const counters = await db.collection('rateLimits').get();
  const pending = await db.collection('serviceMails').where('digestPending', '==', true).get();
  const digests = await db.collection('serviceMails').get();
  await Promise.all([
    ...counters.docs.filter((d) => d.id.startsWith('service-emails_')).map((d) => d.ref.delete()),
    ...pending.docs.map((d) => d.ref.delete()),
    ...digests.docs.filter((d) => d.id.startsWith('digest-')).map((d) => d.ref.delete()),
  ]);
}

afterAll(clearCeiling);

describe('service e-mails ceiling through the trigger and the digest handler', () => {
  it('31 tickets in an hour from distinct clients: 30 e-mails and one digest listing the 31st', async () => {
    // The counter is per clock hour: start well inside one.
    const msToHour = 3_600_000 - (Date.now() % 3_600_000);
    if (msToHour < 90_000) await sleep(msToHour + 1_000);
    await clearCeiling();

    const { db, FieldValue } = await adminFirestore();
    const run = uniq();
    const ids: string[] = [];
    for (let n = 1; n <= 31; n += 1) {
      const uid = `tope${run}c${n}`;
      await db
        .collection('clients')
        .doc(uid)
        .set({
          email: `${uid}@cliente.test`,
          name: `Cliente ${n}`,
          company: `Empresa ${n}`,
          leadId: null,
          linkedAt: FieldValue.serverTimestamp(),
          linkedBy: 'admin',
        });
      const ref = db.collection('tickets').doc();
      ids.push(ref.id);
      await ref.set({
        equipmentId: `E${run}c${n}`,
        clientId: uid,
        authorUid: uid,
        clientEmail: `${uid}@cliente.test`,
        equipment: { model: 'Kyocera TASKalfa 2554ci', serial: `TOPE${run}N${n}` },
        kind: 'falla',
        category: 'Atasco de papel',
        description: `Falla ${n} de la prueba del tope.`,
        status: 'Abierto',
        open: true,
        createdAt: FieldValue.serverTimestamp(),
        statusChangedAt: null,
        statusChangedBy: null,
        lastReplyAt: null,
      });
    }

    const mine = async () => (await mails()).filter((m) => m.subject.includes(`TOPE${run}N`));
    const waitingMarkers = async () =>
      (await db.collection('serviceMails').where('digestPending', '==', true).get()).docs.filter(
        (d) => ids.includes(String(d.get('ticketId'))),
      );
    const sent = await waitFor(mine, (list) => list.length >= 30);
    const waiting = await waitFor(waitingMarkers, (list) => list.length >= 1);
    await sleep(2_000); // nothing more arrives
    expect((await mine()).map((m) => m.kind)).toEqual(Array(30).fill('service-ticket'));
    expect(sent.every((m) => m.to.includes('servicio@example.com'))).toBe(true);
    expect(waiting).toHaveLength(1);
    const heldId = String(waiting[0]?.get('ticketId'));
    const held = ids.indexOf(heldId) + 1;
    expect(held).toBeGreaterThan(0);
    expect((await mine()).some((m) => m.subject.endsWith(`TOPE${run}N${held}`))).toBe(false);

    const report = await runServiceDigest({}, recordingLogger());
    expect(report).toEqual({ digested: 1, waiting: 0 });
    const digests = (await mails()).filter(
      (m) => m.kind === 'service-digest' && m.text.includes(`TOPE${run}N`),
    );
    expect(digests).toHaveLength(1);
    expect(digests[0]).toMatchObject({
      to: ['servicio@example.com'],
      subject: 'Resumen de la hora: 1 solicitud de servicio sin aviso individual',
    });
    const text = digests[0]?.text ?? '';
    expect(text).toContain(
      `1. Falla (Atasco de papel): Kyocera TASKalfa 2554ci, serie TOPE${run}N${held}`,
    );
    expect(text).toContain(
      `   Cliente: Cliente ${held} (Empresa ${held}) <tope${run}c${held}@cliente.test>`,
    );
    expect(text).toContain(`   Ver y responder: ${SITE}/admin-dashboard/servicio/${heldId}`);

    const marker = await db.collection('serviceMails').doc(`ticket-${heldId}`).get();
    expect(marker.get('sentAt')).toBeTruthy();
    expect(marker.get('via')).toBe('digest');
    expect(marker.get('digestPending')).toBe(false);
    // The next run has nothing to list, and the ticket is still on the desk.
    expect(await runServiceDigest({}, recordingLogger())).toEqual({ digested: 0, waiting: 0 });
    expect((await db.collection('tickets').doc(heldId).get()).exists).toBe(true);
  }, 120_000);

  it('lists a new ticket held after a flood of held replies, first, in the same run', async () => {
    const msToHour = 3_600_000 - (Date.now() % 3_600_000);
    if (msToHour < 60_000) await sleep(msToHour + 1_000);
    await clearCeiling();
    const { db, FieldValue } = await adminFirestore();
    const run = uniq();
    const ticketRef = db.collection('tickets').doc();
    await ticketRef.set({
      equipmentId: `E${run}`,
      clientId: `flood${run}`,
      authorUid: `flood${run}`,
      clientEmail: `flood${run}@cliente.test`,
      equipment: { model: 'Kyocera TASKalfa 2554ci', serial: `FLOOD${run}` },
      kind: 'falla',
      category: 'No enciende',
      description: 'Nuevo después de la avalancha.',
      status: 'Abierto',
      open: true,
      createdAt: FieldValue.serverTimestamp(),
      statusChangedAt: null,
      statusChangedBy: null,
      lastReplyAt: null,
    });
    // Its own e-mail goes out (the trigger); the test then holds it again, after the replies.
    const ticketMarker = db.collection('serviceMails').doc(`ticket-${ticketRef.id}`);
    await waitFor(
      () => ticketMarker.get(),
      (snap) => snap.get('sentAt') != null,
    );
    // 250 replies' markers held for the digest (as holdForDigest leaves them), then the ticket's.
    const replies = 250;
    for (let start = 0; start < replies; start += 125) {
      const batch = db.batch();
      for (let n = start; n < start + 125; n += 1)
        batch.set(db.collection('serviceMails').doc(`reply-${ticketRef.id}-R${run}n${n}`), {
          kind: 'client-reply',
          ticketId: ticketRef.id,
          replyId: `R${run}n${n}`,
          digestPending: true,
          pendingAt: FieldValue.serverTimestamp(),
        });
      await batch.commit();
    }
    await ticketMarker.set({
      kind: 'service-ticket',
      ticketId: ticketRef.id,
      digestPending: true,
      pendingAt: FieldValue.serverTimestamp(),
    });

    const report = await runServiceDigest({}, recordingLogger());
    expect(report).toEqual({ digested: 200, waiting: 0 });
    const digest = (await mails()).find(
      (m) => m.kind === 'service-digest' && m.text.includes(`FLOOD${run}`),
    );
    expect(digest?.text).toContain(
      `1. Falla (No enciende): Kyocera TASKalfa 2554ci, serie FLOOD${run}\n`,
    );
    expect(digest?.text).toContain(
      `2. Respuesta del cliente en Falla (No enciende): Kyocera TASKalfa 2554ci, serie FLOOD${run}\n`,
    );
    const marker = await db.collection('serviceMails').doc(`ticket-${ticketRef.id}`).get();
    expect(marker.get('via')).toBe('digest');
    expect(marker.get('digestPending')).toBe(false);
  }, 120_000);
});
