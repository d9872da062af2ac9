/**
 * The company's invitations through the real callables in the emulators (Auth, Functions,
 * Firestore), called as the browser's SDK calls them (POST {data} with the ID token):
 * `inviteMember` by the company's administrator stores memberInvites/{id} and leaves the
 * `member-invite` e-mail with the link in the local outbox; `acceptMemberInvite` refuses another
 * address and an unverified one, then makes the verified invitee a member (members/{uid}) and
 * refuses a second accept; an expired invitation and a caller already in a company are refused;
 * a removed administrator's invitations are cancelled (cancelSentInvites) and refused, and one the
 * cancellation missed is refused by the accept's own check of its sender.
 */
import { describe, expect, it } from 'vitest';

import { adminFirestore } from '../../src/firestore/admin.js';
import { BASE, mails, ORIGIN } from './local-stack.js';

const PROJECT = 'demo-tusocio';
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
const uniq = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

async function signUp(email: string): Promise<{ uid: string; idToken: string }> {
  const res = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'Clave-Empresa-2026', returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { localId: string; idToken: string };
  expect(res.status).toBe(200);
  return { uid: body.localId, idToken: body.idToken };
}

/** What the verification link does: Auth marks the address verified. */
async function verifyInAuth(uid: string): Promise<void> {
  const res = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:update`,
    { method: 'POST', headers: OWNER, body: JSON.stringify({ localId: uid, emailVerified: true }) },
  );
  expect(res.status).toBe(200);
}

interface Answer {
  status: number;
  result?: Record<string, unknown>;
  error?: { status: string; message: string };
}

async function call(name: string, idToken: string | null, data: unknown): Promise<Answer> {
  const res = await fetch(`${BASE}/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify({ data }),
  });
  const body = (await res.json()) as Omit<Answer, 'status'>;
  return { status: res.status, ...body };
}

/** A company clients/{id} with its administrator (members/{uid}), as the desk links them. */
async function company(run: string) {
  const { db, FieldValue } = await adminFirestore();
  const adminEmail = `admin.${run}@empresa.test`;
  const admin = await signUp(adminEmail);
  const clientId = `empresa${run}`;
  await db
    .collection('clients')
    .doc(clientId)
    .set({
      email: adminEmail,
      name: 'Carla Pérez',
      company: `Hotel ${run}`,
      leadId: null,
      linkedAt: FieldValue.serverTimestamp(),
      linkedBy: 'desk',
    });
  await db.collection('members').doc(admin.uid).set({
    clientId,
    role: 'administrador',
    email: adminEmail,
    name: 'Carla Pérez',
    addedAt: FieldValue.serverTimestamp(),
    addedBy: 'desk',
  });
  return { db, FieldValue, admin, clientId, company: `Hotel ${run}` };
}

describe('inviteMember and acceptMemberInvite in the emulators', () => {
  it('invites by e-mail, refuses the wrong or unverified address, accepts the right one once', async () => {
    const run = uniq();
    const { db, admin, clientId, company: name } = await company(run);
    const invitee = `colega.${run}@empresa.test`;

    const invited = await call('inviteMember', admin.idToken, {
      email: invitee.toUpperCase(),
      role: 'usuario',
    });
    expect(invited.status).toBe(200);
    const inviteId = String(invited.result?.inviteId);
    expect(invited.result).toEqual({
      success: true,
      message: `Enviamos la invitación a ${invitee}. Es válida por 7 días.`,
      inviteId,
    });
    const stored = (await db.collection('memberInvites').doc(inviteId).get()).data() ?? {};
    expect(stored).toMatchObject({
      clientId,
      company: name,
      role: 'usuario',
      email: invitee,
      invitedBy: admin.uid,
      invitedByName: 'Carla Pérez',
      acceptedAt: null,
      acceptedBy: null,
      revoked: false,
    });
    const days =
      (stored.expiresAt.toMillis() - stored.invitedAt.toMillis()) / (24 * 60 * 60 * 1000);
    expect(days).toBe(7);
    const sent = (await mails()).filter(
      (m) => m.kind === 'member-invite' && m.to.includes(invitee),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe(`Invitación para unirte a ${name} en Tu Socio Ideal`);
    expect(sent[0]?.text).toContain(`${name} te invitó a unirte a su cuenta`);
    expect(sent[0]?.text).not.toContain('Carla');
    expect(sent[0]?.text).toContain('con el rol "Usuario"');
    expect(sent[0]?.text).toContain(`Aceptar la invitación: ${ORIGIN}/invitacion/${inviteId}`);

    // A "Usuario" cannot invite; an address already in a company cannot be invited.
    const stranger = await signUp(`otra.${run}@empresa.test`);
    expect(
      await call('inviteMember', stranger.idToken, {
        email: `x.${run}@empresa.test`,
        role: 'usuario',
      }),
    ).toMatchObject({
      status: 403,
      error: { message: 'Solo el administrador de la cuenta puede invitar usuarios.' },
    });
    expect(
      await call('inviteMember', admin.idToken, {
        email: `admin.${run}@empresa.test`,
        role: 'usuario',
      }),
    ).toMatchObject({
      status: 400,
      error: { message: 'Esa dirección ya pertenece a una empresa.' },
    });

    // Another address (verified) is refused.
    await verifyInAuth(stranger.uid);
    expect(await call('acceptMemberInvite', stranger.idToken, { inviteId })).toMatchObject({
      status: 403,
      error: { message: 'Esta invitación es para otra dirección de correo.' },
    });
    // The right address, not verified yet, is refused; verified, it joins.
    const colleague = await signUp(invitee);
    expect(await call('acceptMemberInvite', colleague.idToken, { inviteId })).toMatchObject({
      status: 400,
      error: { message: 'Verifica tu correo antes de aceptar la invitación.' },
    });
    expect((await db.collection('members').doc(colleague.uid).get()).exists).toBe(false);
    await verifyInAuth(colleague.uid);
    const accepted = await call('acceptMemberInvite', colleague.idToken, { inviteId });
    expect(accepted).toEqual({
      status: 200,
      result: {
        success: true,
        message: `Listo: ya eres parte de ${name}.`,
        clientId,
        company: name,
      },
    });
    const member = (await db.collection('members').doc(colleague.uid).get()).data() ?? {};
    expect(member).toMatchObject({
      clientId,
      role: 'usuario',
      email: invitee,
      addedBy: admin.uid,
    });
    expect(member.addedAt).toBeTruthy();
    const after = (await db.collection('memberInvites').doc(inviteId).get()).data() ?? {};
    expect(after.acceptedBy).toBe(colleague.uid);
    expect(after.acceptedAt).toBeTruthy();

    // A second accept is refused.
    expect(await call('acceptMemberInvite', colleague.idToken, { inviteId })).toMatchObject({
      status: 400,
      error: { message: 'Esta invitación ya se aceptó.' },
    });
  });

  it("refuses a removed administrator's invitation and creates no membership", async () => {
    const run = uniq();
    const { db, admin, clientId } = await company(run);
    const invitee = `vuelta.${run}@empresa.test`;
    const sent = await call('inviteMember', admin.idToken, {
      email: invitee,
      role: 'administrador',
    });
    expect(sent.status).toBe(200);
    const inviteId = String(sent.result?.inviteId);
    const person = await signUp(invitee);
    await verifyInAuth(person.uid);

    // The desk's "Quitar": the administrator's membership is deleted; the trigger cancels
    // the invitations they sent.
    await db.collection('members').doc(admin.uid).delete();
    const until = Date.now() + 20_000;
    while ((await db.collection('memberInvites').doc(inviteId).get()).get('revoked') !== true) {
      if (Date.now() > until) throw new Error('the invitation was not cancelled');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(
      (await db.collection('memberInvites').doc(inviteId).get()).get('revokedAt'),
    ).toBeTruthy();
    expect(await call('acceptMemberInvite', person.idToken, { inviteId })).toMatchObject({
      status: 400,
      error: { message: 'Esta invitación se canceló. Pide a tu empresa que te envíe otra.' },
    });
    expect((await db.collection('members').doc(person.uid).get()).exists).toBe(false);

    // An invitation the cancellation missed (sent before it, or its run failed) is refused by
    // the accept itself: its sender no longer administers the company.
    const { Timestamp } = await adminFirestore();
    const missed = db.collection('memberInvites').doc();
    await missed.set({
      clientId,
      company: 'Hotel',
      role: 'administrador',
      email: invitee,
      invitedBy: admin.uid,
      invitedByName: 'Carla Pérez',
      invitedAt: Timestamp.fromDate(new Date()),
      expiresAt: Timestamp.fromDate(new Date(Date.now() + 24 * 60 * 60 * 1000)),
      acceptedAt: null,
      acceptedBy: null,
      revoked: false,
    });
    expect(await call('acceptMemberInvite', person.idToken, { inviteId: missed.id })).toMatchObject(
      {
        status: 400,
        error: {
          message:
            'Esta invitación ya no es válida: quien la envió ya no administra la empresa. Pide a tu empresa que te envíe otra.',
        },
      },
    );
    expect((await db.collection('members').doc(person.uid).get()).exists).toBe(false);
    expect((await missed.get()).get('acceptedBy')).toBeNull();
  });

  it('refuses an expired invitation and a caller already in a company', async () => {
    const run = uniq();
    const { db, FieldValue, admin, clientId } = await company(run);
    const other = await company(`${run}b`);
    const email = `tarde.${run}@empresa.test`;
    const person = await signUp(email);
    await verifyInAuth(person.uid);
    const { Timestamp } = await adminFirestore();
    const invite = (expiresAt: Date) => ({
      clientId,
      company: 'Hotel',
      role: 'usuario',
      email,
      invitedBy: admin.uid,
      invitedByName: 'Carla Pérez',
      invitedAt: Timestamp.fromDate(new Date(expiresAt.getTime() - 7 * 24 * 60 * 60 * 1000)),
      expiresAt: Timestamp.fromDate(expiresAt),
      acceptedAt: null,
      acceptedBy: null,
      revoked: false,
    });
    const expired = db.collection('memberInvites').doc();
    await expired.set(invite(new Date(Date.now() - 60_000)));
    expect(
      await call('acceptMemberInvite', person.idToken, { inviteId: expired.id }),
    ).toMatchObject({
      status: 400,
      error: { message: 'La invitación venció. Pide a tu empresa que te envíe otra.' },
    });

    const live = db.collection('memberInvites').doc();
    await live.set(invite(new Date(Date.now() + 24 * 60 * 60 * 1000)));
    await db.collection('members').doc(person.uid).set({
      clientId: other.clientId,
      role: 'usuario',
      email,
      name: '',
      addedAt: FieldValue.serverTimestamp(),
      addedBy: other.admin.uid,
    });
    expect(await call('acceptMemberInvite', person.idToken, { inviteId: live.id })).toMatchObject({
      status: 400,
      error: { message: 'Ya perteneces a una empresa.' },
    });
    expect((await db.collection('members').doc(person.uid).get()).get('clientId')).toBe(
      other.clientId,
    );
    expect((await live.get()).get('acceptedAt')).toBeNull();

    // Signed out: refused.
    expect(await call('acceptMemberInvite', null, { inviteId: live.id })).toMatchObject({
      status: 401,
      error: { message: 'Inicia sesión para aceptar la invitación.' },
    });
  });
});
