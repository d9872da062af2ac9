/**
 * A founder removed from their company through the real callables in the emulators (Auth,
 * Functions, Firestore): the company's id is the founder's uid, as for every migrated company.
 * Once their membership is deleted (the desk's "Quitar"), their "Descargar mis datos"
 * (exportMyData) holds nothing of the company (no device, reading, ticket, reply or other
 * member's address) and their "Eliminar mi cuenta" (deleteMyAccount) leaves every record of the
 * company as it was. A member who deletes their account leaves no name or photo on their replies
 * and no address in memberInvites. npm --prefix functions run test:emulator.
 */
import { describe, expect, it } from 'vitest';

import { adminFirestore } from '../../src/firestore/admin.js';
import { BASE } from './local-stack.js';

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

async function call(name: string, idToken: string) {
  const res = await fetch(`${BASE}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data: {} }),
  });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as { result?: unknown } };
}

/**
 * A migrated company: clients/{founder's uid}, the founder and Rosa as members, a device with a
 * reading, Rosa's ticket with her reply (name and photo), and an invitation to Rosa's address.
 */
async function migratedCompany(run: string) {
  const { db, FieldValue } = await adminFirestore();
  const founderEmail = `fundador.${run}@hotel-quitado.test`;
  const founder = await signUpVerified(founderEmail);
  const rosaEmail = `rosa.${run}@hotel-quitado.test`;
  const rosa = await signUpVerified(rosaEmail);
  const clientId = founder.uid;
  await db.collection('users').doc(founder.uid).set({ name: 'Fundador', email: founderEmail });
  await db.collection('users').doc(rosa.uid).set({ name: 'Rosa', email: rosaEmail });
  const company = {
    email: founderEmail,
    name: 'Fundador',
    company: `Hotel Quitado ${run}`,
    leadId: null,
    linkedAt: FieldValue.serverTimestamp(),
    linkedBy: 'admin-desk',
  };
  await db.collection('clients').doc(clientId).set(company);
  for (const [uid, role, email, name] of [
    [founder.uid, 'administrador', founderEmail, 'Fundador'],
    [rosa.uid, 'administrador', rosaEmail, `Rosa Quitado ${run}`],
  ])
    await db.collection('members').doc(uid!).set({
      clientId,
      role,
      email,
      name,
      addedAt: FieldValue.serverTimestamp(),
      addedBy: 'admin-desk',
    });
  const equipmentId = `EQ${run}`;
  const device = db.collection('equipment').doc(equipmentId);
  await device.set({
    clientId,
    model: 'Kyocera M3655',
    serial: `SQ${run}`,
    lastReadingMonth: '2097-04',
  });
  await device.collection('readings').doc('2097-04').set({
    month: '2097-04',
    bw: 4321,
    color: 0,
    by: rosa.uid,
    at: FieldValue.serverTimestamp(),
  });
  const ticket = db.collection('tickets').doc();
  await ticket.set({
    equipmentId,
    clientId,
    authorUid: rosa.uid,
    clientEmail: rosaEmail,
    equipment: { model: 'Kyocera M3655', serial: `SQ${run}` },
    kind: 'falla',
    category: 'Atasco de papel',
    description: `Atasco ${run}`,
    status: 'Abierto',
    open: true,
    createdAt: FieldValue.serverTimestamp(),
  });
  const reply = ticket.collection('replies').doc();
  await reply.set({
    text: 'Adjunto la foto del atasco.',
    authorUid: rosa.uid,
    authorName: `Rosa Quitado ${run}`,
    fromClient: true,
    photoPath: `ticket_photos/${clientId}/${equipmentId}/${ticket.id}-${reply.id}`,
    at: FieldValue.serverTimestamp(),
  });
  const invite = db.collection('memberInvites').doc();
  await invite.set({
    clientId,
    company: company.company,
    role: 'usuario',
    email: rosaEmail,
    invitedBy: founder.uid,
    invitedByName: 'Fundador',
    invitedAt: FieldValue.serverTimestamp(),
    expiresAt: new Date(Date.now() - 1000),
    acceptedAt: FieldValue.serverTimestamp(),
    acceptedBy: rosa.uid,
    revoked: false,
  });
  return { db, run, founder, rosa, rosaEmail, clientId, equipmentId, ticket, reply, invite };
}

/** Every document of the company, as stored. */
async function snapshot(c: Awaited<ReturnType<typeof migratedCompany>>) {
  const paths = [
    `clients/${c.clientId}`,
    `members/${c.rosa.uid}`,
    `equipment/${c.equipmentId}`,
    `equipment/${c.equipmentId}/readings/2097-04`,
    `tickets/${c.ticket.id}`,
    `tickets/${c.ticket.id}/replies/${c.reply.id}`,
  ];
  const docs = await Promise.all(paths.map((path) => c.db.doc(path).get()));
  // What a deletion could change (the ticket's and the reply's triggers add their clock and
  // e-mail flags meanwhile: those aside).
  const watched = [
    'email',
    'name',
    'company',
    'deleted',
    'clientId',
    'role',
    'serial',
    'bw',
    'by',
    'authorUid',
    'clientEmail',
    'description',
    'authorName',
    'photoPath',
    'text',
  ];
  return docs.map((doc) => {
    const data = doc.data() ?? {};
    const kept = Object.fromEntries(watched.filter((k) => k in data).map((k) => [k, data[k]]));
    return { path: doc.ref.path, exists: doc.exists, data: kept };
  });
}

describe('a founder removed from their company', () => {
  it('exports nothing of it and their deletion changes none of its records', async () => {
    const c = await migratedCompany(uniq());
    // The desk's "Quitar": the founder's membership is deleted.
    await c.db.collection('members').doc(c.founder.uid).delete();

    const exported = await call('exportMyData', c.founder.idToken);
    expect(exported.status, exported.text).toBe(200);
    const portal = (exported.body.result as { portalDeRenta: Record<string, unknown> })
      .portalDeRenta;
    expect(portal).toMatchObject({ incluido: false, cliente: null, equipos: [], tickets: [] });
    for (const leak of [c.rosaEmail, `SQ${c.run}`, `Atasco ${c.run}`, 'Adjunto la foto', '4321'])
      expect(exported.text, leak).not.toContain(leak);

    const before = await snapshot(c);
    const deleted = await call('deleteMyAccount', c.founder.idToken);
    expect(deleted.status, deleted.text).toBe(200);
    const after = await snapshot(c);
    expect(after).toEqual(before);
    expect(after[0]!.data).toMatchObject({ company: `Hotel Quitado ${c.run}` });
    expect(after[0]!.data).not.toHaveProperty('deleted');
  }, 60_000);
});

describe('a member deletes their account', () => {
  it('leaves no name or photo on their replies and no address of theirs in memberInvites', async () => {
    const c = await migratedCompany(uniq());
    const deleted = await call('deleteMyAccount', c.rosa.idToken);
    expect(deleted.status, deleted.text).toBe(200);
    const reply = (await c.reply.get()).data() ?? {};
    expect(reply).toMatchObject({ text: 'Adjunto la foto del atasco.', authorUid: c.rosa.uid });
    expect(reply).not.toHaveProperty('authorName');
    expect(reply).not.toHaveProperty('photoPath');
    expect((await c.invite.get()).exists).toBe(false);
    const invites = await c.db.collection('memberInvites').where('email', '==', c.rosaEmail).get();
    expect(invites.size).toBe(0);
    // The company and its founder stay.
    expect((await c.db.collection('members').doc(c.founder.uid).get()).exists).toBe(true);
    expect((await c.db.collection('clients').doc(c.clientId).get()).get('email')).toContain(
      'fundador.',
    );
  }, 60_000);
});
