/**
 * "Invitar a un usuario" and "Aceptar invitación" (members/invite.ts) over an in-memory store:
 * who may invite (the company's administrator, a desk admin naming the company; not a "Usuario",
 * not a guest), the Spanish refusals (bad input, an address already in a company, too many
 * invitations), the stored invitation and its `member-invite` e-mail with the link; the accept's
 * rules (another address, an unproven one, expired, accepted twice, already in a company) and
 * the membership it writes.
 */
import { describe, expect, it } from 'vitest';

import { createMemorySharedLimiter } from '../src/limits/shared-limiter.js';
import { ProviderError } from '../src/provider-error.js';
import {
  ACCEPT_MESSAGES,
  acceptMemberInvite,
  INVITE_MESSAGES,
  inviteMember,
  planAccept,
  type AcceptDeps,
  type CallerAccount,
  type Company,
  type InviteDeps,
  type InviteRecord,
  type MemberInviteStore,
  type Membership,
} from '../src/members/invite.js';
import { recordingLogger, spyMailer } from './helpers.js';

const SITE = 'https://www.tusocioideal.mx';
const NOW = new Date('2026-11-20T15:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

function fakeStore() {
  const members = new Map<string, Membership & { addedBy?: string }>();
  const companies = new Map<string, Company>();
  const invites = new Map<string, InviteRecord>();
  let next = 0;
  const store: MemberInviteStore = {
    async getMembership(uid) {
      return members.get(uid) ?? null;
    },
    async getCompany(clientId) {
      return companies.get(clientId) ?? null;
    },
    async emailIsMember(email) {
      return [...members.values()].some((m) => m.email.toLowerCase() === email);
    },
    async createInvite(invite) {
      next += 1;
      invites.set(`inv${next}`, { ...invite });
      return `inv${next}`;
    },
    async deleteInvite(id) {
      invites.delete(id);
    },
    async accept(inviteId, uid, plan) {
      const invite = invites.get(inviteId) ?? null;
      const decided = plan({
        invite,
        membership: members.get(uid) ?? null,
        company: invite ? (companies.get(invite.clientId) ?? null) : null,
        inviter: {
          membership: invite ? (members.get(invite.invitedBy) ?? null) : null,
          deskAdmin: invite?.invitedBy === 'desk',
        },
      });
      if (decided.kind === 'join' && invite) {
        members.set(uid, { ...decided.membership });
        invites.set(inviteId, { ...invite, acceptedAt: NOW, acceptedBy: uid });
      }
      return decided;
    },
  };
  members.set('carla', {
    clientId: 'hotel',
    role: 'administrador',
    email: 'carla@hotelcaribe.mx',
    name: 'Carla Pérez',
  });
  members.set('rosa', {
    clientId: 'hotel',
    role: 'usuario',
    email: 'rosa@hotelcaribe.mx',
    name: 'Rosa Díaz',
  });
  companies.set('hotel', { name: 'Hotel Caribe', deleted: false });
  return { store, members, companies, invites };
}

function setup() {
  const data = fakeStore();
  const mailer = spyMailer();
  const logger = recordingLogger();
  const deps: InviteDeps = {
    store: data.store,
    adminEmail: async (uid) => (uid === 'desk' ? 'luis@tusocioideal.mx' : null),
    userName: async (uid) => (uid === 'desk' ? 'Luis de Servicio' : ''),
    limiter: createMemorySharedLimiter('member-invite', { max: 3, windowMs: 60 * 60 * 1000 }),
    mailer,
    siteUrl: SITE,
    now: () => NOW,
    logger,
  };
  return { ...data, mailer, logger, deps };
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const { code, message } = error as { code: string; message: string };
    return { code, message };
  }
  throw new Error('not refused');
}

describe('inviteMember', () => {
  it('lets the administrator invite: stores the invitation and e-mails the link, valid 7 days', async () => {
    const { deps, invites, mailer } = setup();
    const answer = await inviteMember(
      { email: ' Pedro@HotelCaribe.MX ', role: 'usuario' },
      'carla',
      deps,
    );
    expect(answer).toEqual({
      success: true,
      message: 'Enviamos la invitación a pedro@hotelcaribe.mx. Es válida por 7 días.',
      inviteId: 'inv1',
    });
    expect(invites.get('inv1')).toEqual({
      clientId: 'hotel',
      company: 'Hotel Caribe',
      role: 'usuario',
      email: 'pedro@hotelcaribe.mx',
      invitedBy: 'carla',
      invitedByName: 'Carla Pérez',
      invitedAt: NOW,
      expiresAt: new Date(NOW.getTime() + 7 * DAY),
      acceptedAt: null,
      acceptedBy: null,
      revoked: false,
    });
    expect(mailer.sent).toHaveLength(1);
    const mail = mailer.sent[0];
    expect(mail).toMatchObject({
      kind: 'member-invite',
      to: ['pedro@hotelcaribe.mx'],
      subject: 'Invitación para unirte a Hotel Caribe en Tu Socio Ideal',
    });
    expect(mail?.text).toContain(
      'Hotel Caribe te invitó a unirte a su cuenta en el portal de clientes de Tu Socio Ideal, con el rol "Usuario".',
    );
    // The inviter chooses their display name: the e-mail names the company only.
    expect(`${mail?.text}${mail?.html}`).not.toContain('Carla');
    expect(mail?.text).toContain(`Aceptar la invitación: ${SITE}/invitacion/inv1`);
    expect(mail?.text).toContain(
      'La invitación es válida por 7 días, hasta el 27 de noviembre de 2026',
    );
    expect(mail?.text).toContain('(hora de Cancún)');
    expect(mail?.html).toContain(`href="${SITE}/invitacion/inv1"`);
  });

  it('lets the administrator name their own company', async () => {
    const { deps, invites } = setup();
    const answer = await inviteMember(
      { email: 'pedro@hotelcaribe.mx', role: 'administrador', clientId: 'hotel' },
      'carla',
      deps,
    );
    expect(invites.get(answer.inviteId)).toMatchObject({
      clientId: 'hotel',
      role: 'administrador',
    });
  });

  it('names the role by its label and lets a desk admin invite to a company they name', async () => {
    const { deps, invites, mailer } = setup();
    const answer = await inviteMember(
      { email: 'fausto@hotelcaribe.mx', role: 'facturacion', clientId: 'hotel' },
      'desk',
      deps,
    );
    expect(invites.get(answer.inviteId)).toMatchObject({
      clientId: 'hotel',
      invitedBy: 'desk',
      invitedByName: 'Luis de Servicio',
    });
    expect(mailer.sent[0]?.text).toContain('con el rol "Facturación"');
    expect(mailer.sent[0]?.text).toContain('Hotel Caribe te invitó a unirte a su cuenta');
    expect(mailer.sent[0]?.text).not.toContain('Luis');
  });

  it('never puts the name the inviter chose in the e-mail', async () => {
    const { deps, members, mailer } = setup();
    const lure = 'Soporte de tu banco: verifica tu cuenta en http://banco.example';
    members.set('carla', { ...members.get('carla')!, name: lure });
    await inviteMember({ email: 'pedro@hotelcaribe.mx', role: 'usuario' }, 'carla', deps);
    const mail = mailer.sent[0];
    expect(`${mail?.subject}${mail?.text}${mail?.html}`).not.toMatch(/banco|Soporte/);
    expect(mail?.text).toContain('Hotel Caribe te invitó a unirte a su cuenta');
  });

  it('says "una empresa" when the company has no name', async () => {
    const { deps, companies, mailer } = setup();
    companies.set('hotel', { name: '', deleted: false });
    await inviteMember({ email: 'pedro@hotelcaribe.mx', role: 'usuario' }, 'carla', deps);
    expect(mailer.sent[0]?.subject).toBe('Invitación para unirte a una empresa en Tu Socio Ideal');
    expect(mailer.sent[0]?.text).toContain(
      'Te invitaron a unirte a la cuenta de una empresa en el portal de clientes de Tu Socio Ideal, con el rol "Usuario".',
    );
  });

  it('refuses a visitor, a "Usuario", a guest, and an administrator naming another company', async () => {
    const { deps, invites, mailer } = setup();
    const input = { email: 'pedro@hotelcaribe.mx', role: 'usuario' };
    expect(await refusal(inviteMember(input, null, deps))).toEqual({
      code: 'unauthenticated',
      message: INVITE_MESSAGES.notSignedIn,
    });
    for (const uid of ['rosa', 'guest'])
      expect(await refusal(inviteMember(input, uid, deps))).toEqual({
        code: 'permission-denied',
        message: 'Solo el administrador de la cuenta puede invitar usuarios.',
      });
    expect(await refusal(inviteMember({ ...input, clientId: 'colegio' }, 'carla', deps))).toEqual({
      code: 'permission-denied',
      message: INVITE_MESSAGES.notAdministrator,
    });
    expect(invites.size).toBe(0);
    expect(mailer.sent).toEqual([]);
  });

  it('refuses bad input in Spanish', async () => {
    const { deps } = setup();
    expect(
      await refusal(inviteMember({ email: 'no-es-correo', role: 'usuario' }, 'carla', deps)),
    ).toMatchObject({
      code: 'invalid-argument',
      message: expect.stringMatching(/correo/i),
    });
    expect(await refusal(inviteMember({ email: 'a@b.mx', role: 'jefe' }, 'carla', deps))).toEqual({
      code: 'invalid-argument',
      message: 'Elige un rol.',
    });
    expect(await refusal(inviteMember(undefined, 'carla', deps))).toMatchObject({
      code: 'invalid-argument',
    });
  });

  it('refuses an address that already belongs to a company, and a gone company', async () => {
    const { deps, companies } = setup();
    expect(
      await refusal(inviteMember({ email: 'ROSA@hotelcaribe.mx', role: 'usuario' }, 'carla', deps)),
    ).toEqual({
      code: 'failed-precondition',
      message: 'Esa dirección ya pertenece a una empresa.',
    });
    companies.set('hotel', { name: 'Hotel Caribe', deleted: true });
    expect(
      await refusal(
        inviteMember({ email: 'pedro@hotelcaribe.mx', role: 'usuario' }, 'carla', deps),
      ),
    ).toEqual({ code: 'not-found', message: INVITE_MESSAGES.noCompany });
  });

  it('limits invitations per caller, and forgets an invitation whose e-mail failed', async () => {
    const { deps, invites, mailer } = setup();
    mailer.failWith = new ProviderError('http', 'Brevo no responde', { status: 503 });
    expect(
      await refusal(inviteMember({ email: 'a1@hotelcaribe.mx', role: 'usuario' }, 'carla', deps)),
    ).toEqual({ code: 'unavailable', message: INVITE_MESSAGES.notSent });
    expect(invites.size).toBe(0);
    mailer.failWith = null;
    await inviteMember({ email: 'a2@hotelcaribe.mx', role: 'usuario' }, 'carla', deps);
    await inviteMember({ email: 'a3@hotelcaribe.mx', role: 'usuario' }, 'carla', deps);
    expect(
      await refusal(inviteMember({ email: 'a4@hotelcaribe.mx', role: 'usuario' }, 'carla', deps)),
    ).toEqual({ code: 'failed-precondition', message: INVITE_MESSAGES.tooMany });
    expect(invites.size).toBe(2);
  });
});

describe('acceptMemberInvite', () => {
  async function invited(role = 'usuario') {
    const world = setup();
    const { inviteId } = await inviteMember(
      { email: 'pedro@hotelcaribe.mx', role },
      'carla',
      world.deps,
    );
    const accounts = new Map<string, CallerAccount>();
    const acceptDeps = (now = NOW): AcceptDeps => ({
      store: world.store,
      account: async (uid) => accounts.get(uid) ?? null,
      now: () => now,
      logger: world.logger,
    });
    return { ...world, inviteId, accounts, acceptDeps };
  }

  it('makes the invited, verified person a member in the invitation’s role', async () => {
    const { inviteId, accounts, acceptDeps, members, invites } = await invited();
    accounts.set('pedro', {
      email: 'Pedro@HotelCaribe.mx',
      emailVerified: true,
      displayName: 'Pedro Sánchez',
    });
    expect(await acceptMemberInvite({ inviteId }, 'pedro', acceptDeps())).toEqual({
      success: true,
      message: 'Listo: ya eres parte de Hotel Caribe.',
      clientId: 'hotel',
      company: 'Hotel Caribe',
    });
    expect(members.get('pedro')).toEqual({
      clientId: 'hotel',
      role: 'usuario',
      email: 'pedro@hotelcaribe.mx',
      name: 'Pedro Sánchez',
      addedBy: 'carla',
    });
    expect(invites.get(inviteId)).toMatchObject({ acceptedAt: NOW, acceptedBy: 'pedro' });
    // A second accept, by them or anyone, is refused.
    expect(await refusal(acceptMemberInvite({ inviteId }, 'pedro', acceptDeps()))).toEqual({
      code: 'failed-precondition',
      message: 'Esta invitación ya se aceptó.',
    });
  });

  it('accepts a Google identity with the same address as proof', async () => {
    const { inviteId, accounts, acceptDeps, members } = await invited('facturacion');
    accounts.set('pedro', {
      email: 'pedro@hotelcaribe.mx',
      emailVerified: false,
      providerData: [{ providerId: 'google.com', email: 'pedro@hotelcaribe.mx' }],
    });
    await acceptMemberInvite({ inviteId }, 'pedro', acceptDeps());
    expect(members.get('pedro')?.role).toBe('facturacion');
  });

  it('refuses another address, an unproven one, a member of a company, expired and unknown invitations', async () => {
    const { inviteId, accounts, acceptDeps, members } = await invited();
    accounts.set('otra', { email: 'otra@hotelcaribe.mx', emailVerified: true });
    expect(await refusal(acceptMemberInvite({ inviteId }, 'otra', acceptDeps()))).toEqual({
      code: 'permission-denied',
      message: 'Esta invitación es para otra dirección de correo.',
    });
    accounts.set('pedro', { email: 'pedro@hotelcaribe.mx', emailVerified: false });
    expect(await refusal(acceptMemberInvite({ inviteId }, 'pedro', acceptDeps()))).toEqual({
      code: 'failed-precondition',
      message: 'Verifica tu correo antes de aceptar la invitación.',
    });
    accounts.set('pedro', { email: 'pedro@hotelcaribe.mx', emailVerified: true });
    members.set('pedro', {
      clientId: 'colegio',
      role: 'usuario',
      email: 'pedro@hotelcaribe.mx',
      name: '',
    });
    expect(await refusal(acceptMemberInvite({ inviteId }, 'pedro', acceptDeps()))).toEqual({
      code: 'failed-precondition',
      message: 'Ya perteneces a una empresa.',
    });
    members.delete('pedro');
    expect(
      await refusal(
        acceptMemberInvite(
          { inviteId },
          'pedro',
          acceptDeps(new Date(NOW.getTime() + 7 * DAY + 1)),
        ),
      ),
    ).toEqual({
      code: 'failed-precondition',
      message: 'La invitación venció. Pide a tu empresa que te envíe otra.',
    });
    expect(await refusal(acceptMemberInvite({ inviteId: 'nada' }, 'pedro', acceptDeps()))).toEqual({
      code: 'not-found',
      message: ACCEPT_MESSAGES.notFound,
    });
    expect(await refusal(acceptMemberInvite({}, 'pedro', acceptDeps()))).toMatchObject({
      code: 'not-found',
    });
    expect(await refusal(acceptMemberInvite({ inviteId }, null, acceptDeps()))).toEqual({
      code: 'unauthenticated',
      message: ACCEPT_MESSAGES.notSignedIn,
    });
    // Nothing was written by the refusals.
    expect(members.has('pedro')).toBe(false);
  });

  it("refuses a removed administrator's invitation and creates no membership", async () => {
    const { inviteId, accounts, acceptDeps, members, invites } = await invited();
    accounts.set('pedro', { email: 'pedro@hotelcaribe.mx', emailVerified: true });
    // Carla, who sent it, is removed from the company (her invitation is still pending here).
    members.delete('carla');
    expect(await refusal(acceptMemberInvite({ inviteId }, 'pedro', acceptDeps()))).toEqual({
      code: 'failed-precondition',
      message:
        'Esta invitación ya no es válida: quien la envió ya no administra la empresa. Pide a tu empresa que te envíe otra.',
    });
    expect(members.has('pedro')).toBe(false);
    expect(invites.get(inviteId)).toMatchObject({ acceptedAt: null, acceptedBy: null });

    // Nor when she is a "Usuario" now, or an administrator of another company.
    const carla = { clientId: 'hotel', role: 'usuario', email: 'carla@hotelcaribe.mx', name: '' };
    members.set('carla', carla);
    expect(await refusal(acceptMemberInvite({ inviteId }, 'pedro', acceptDeps()))).toMatchObject({
      message: ACCEPT_MESSAGES.inviterGone,
    });
    members.set('carla', { ...carla, clientId: 'colegio', role: 'administrador' });
    expect(await refusal(acceptMemberInvite({ inviteId }, 'pedro', acceptDeps()))).toMatchObject({
      message: ACCEPT_MESSAGES.inviterGone,
    });
    expect(members.has('pedro')).toBe(false);
  });

  it("accepts a desk admin's invitation while they are an admin", async () => {
    const world = setup();
    const { inviteId } = await inviteMember(
      { email: 'pedro@hotelcaribe.mx', role: 'usuario', clientId: 'hotel' },
      'desk',
      world.deps,
    );
    const deps: AcceptDeps = {
      store: world.store,
      account: async () => ({ email: 'pedro@hotelcaribe.mx', emailVerified: true }),
      now: () => NOW,
      logger: world.logger,
    };
    await acceptMemberInvite({ inviteId }, 'pedro', deps);
    expect(world.members.get('pedro')?.clientId).toBe('hotel');
  });

  it('refuses a cancelled invitation and one whose company is gone', () => {
    const invite: InviteRecord = {
      clientId: 'hotel',
      company: 'Hotel Caribe',
      role: 'usuario',
      email: 'pedro@hotelcaribe.mx',
      invitedBy: 'carla',
      invitedByName: 'Carla',
      invitedAt: NOW,
      expiresAt: new Date(NOW.getTime() + DAY),
      acceptedAt: null,
      acceptedBy: null,
      revoked: false,
    };
    const caller = {
      uid: 'pedro',
      account: { email: 'pedro@hotelcaribe.mx', emailVerified: true },
    };
    const inviter = { membership: null, deskAdmin: true };
    expect(
      planAccept(
        { invite: { ...invite, revoked: true }, membership: null, company: null, inviter },
        caller,
        NOW,
      ),
    ).toMatchObject({ kind: 'refused', message: ACCEPT_MESSAGES.revoked });
    expect(
      planAccept({ invite, membership: null, company: null, inviter }, caller, NOW),
    ).toMatchObject({
      kind: 'refused',
      code: 'not-found',
      message: ACCEPT_MESSAGES.noCompany,
    });
  });
});
