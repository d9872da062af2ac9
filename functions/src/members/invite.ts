/**
 * Invitations to a company (docs/decisions/0041-company-accounts.md), as pure, injected handlers
 * behind the callables `inviteMember` and `acceptMemberInvite` (members/functions.ts):
 *
 * - inviteMember({ email, role, clientId? }): the company's "Administrador de la cuenta" invites
 *   an address to their own company (a desk admin may pass `clientId` to invite to any). Refused:
 *   an address that already belongs to a member of any company. Writes memberInvites/{id}
 *   (lowercase address, role, who invited, expiry INVITE_VALID_DAYS later) and e-mails the
 *   invitation (`member-invite`, the link /invitacion/{id}); if the e-mail cannot be sent the
 *   invitation is deleted and the caller told to try again. At most INVITES_PER_HOUR per caller.
 * - acceptMemberInvite({ inviteId }): a signed-in person whose own address is proven (the shared
 *   rule, src/domain/verified-email.ts) and equal to the invitation's joins the company: in one
 *   transaction members/{uid} is created and the invitation marked accepted. Refused: an unknown,
 *   cancelled, accepted or expired invitation, another address, an unproven one, a person who
 *   already belongs to a company, and an invitation whose sender no longer administers that
 *   company (nor is a desk admin): read in the same transaction, so a removed administrator
 *   never returns through an invitation they sent (members/revoke.ts also cancels those).
 *
 * Every refusal is a CallableError with a Spanish message (4xx for the caller, never a trace).
 */
import {
  INVITE_VALID_MS,
  isMemberRole,
  managesMembers,
  MEMBER_ROLE_LABELS,
} from '../../../src/domain/company.js';
import type { MemberRole } from '../../../src/domain/company.js';
import { parseMemberInvite } from '../../../src/domain/schemas/member-form.js';
import {
  isEmailProven,
  sameEmailAddress,
  type AccountIdentity,
} from '../../../src/domain/verified-email.js';
import { CallableError } from '../callable-error.js';
import type { SharedRateLimiter } from '../limits/shared-limiter.js';
import { maskEmail, type Logger } from '../logger.js';
import type { Mailer } from '../mail/mailer.js';
import { buildMemberInviteEmail } from './invite-email.js';

export const INVITE_MESSAGES = {
  notSignedIn: 'Inicia sesión para invitar a un usuario.',
  notAdministrator: 'Solo el administrador de la cuenta puede invitar usuarios.',
  noCompany: 'Esa empresa no existe.',
  taken: 'Esa dirección ya pertenece a una empresa.',
  tooMany: 'Enviaste demasiadas invitaciones. Intenta de nuevo en una hora.',
  notSent: 'No se pudo enviar la invitación. Intenta de nuevo.',
  sent: (email: string) => `Enviamos la invitación a ${email}. Es válida por 7 días.`,
  failed: 'No se pudo crear la invitación. Intenta de nuevo.',
} as const;

export const ACCEPT_MESSAGES = {
  notSignedIn: 'Inicia sesión para aceptar la invitación.',
  notFound: 'Esta invitación no existe.',
  revoked: 'Esta invitación se canceló. Pide a tu empresa que te envíe otra.',
  accepted: 'Esta invitación ya se aceptó.',
  expired: 'La invitación venció. Pide a tu empresa que te envíe otra.',
  otherAddress: 'Esta invitación es para otra dirección de correo.',
  notVerified: 'Verifica tu correo antes de aceptar la invitación.',
  alreadyMember: 'Ya perteneces a una empresa.',
  noCompany: 'La empresa de esta invitación ya no existe.',
  inviterGone:
    'Esta invitación ya no es válida: quien la envió ya no administra la empresa. Pide a tu empresa que te envíe otra.',
  joined: (company: string) =>
    company ? `Listo: ya eres parte de ${company}.` : 'Listo: ya eres parte de la empresa.',
  failed: 'No se pudo aceptar la invitación. Intenta de nuevo.',
} as const;

/** Invitations a caller may send per hour (a shared limit, limits/shared-limiter.ts). */
export const INVITES_PER_HOUR = 20;
const ID = /^[A-Za-z0-9_-]{1,128}$/;

export class MemberInviteError extends CallableError {
  constructor(code: ConstructorParameters<typeof CallableError>[0], message: string) {
    super(code, message);
    this.name = 'MemberInviteError';
  }
}

/** members/{uid} as these handlers read it. */
export interface Membership {
  clientId: string;
  role: string;
  email: string;
  name: string;
}

/** clients/{clientId} as these handlers read it. */
export interface Company {
  /** The company's name (`company`), else its contact's name. */
  name: string;
  deleted: boolean;
}

/** memberInvites/{id} (times as Dates). */
export interface InviteRecord {
  clientId: string;
  company: string;
  role: string;
  email: string;
  invitedBy: string;
  invitedByName: string;
  invitedAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  acceptedBy: string | null;
  revoked: boolean;
}

/** The caller's Auth record (Admin SDK): their address, Auth's flag, identities and name. */
export interface CallerAccount extends AccountIdentity {
  displayName?: string | null;
}

/** What the accept transaction reads. */
export interface AcceptSnapshot {
  invite: InviteRecord | null;
  /** members/{uid} of the caller. */
  membership: Membership | null;
  /** The invitation's company (null when gone). */
  company: Company | null;
  /** Who sent it, now: their membership (null when none) and whether they are a desk admin. */
  inviter: { membership: Membership | null; deskAdmin: boolean };
}

/** The membership the accept transaction writes (addedAt is the server's time). */
export interface NewMembership {
  clientId: string;
  role: MemberRole;
  email: string;
  name: string;
  addedBy: string;
}

export type AcceptPlan =
  | { kind: 'join'; membership: NewMembership; company: string }
  | { kind: 'refused'; code: ConstructorParameters<typeof CallableError>[0]; message: string };

export interface MemberInviteStore {
  getMembership(uid: string): Promise<Membership | null>;
  getCompany(clientId: string): Promise<Company | null>;
  /** Whether the address (lowercase) is already a member's, in any company. */
  emailIsMember(email: string): Promise<boolean>;
  /** Writes memberInvites/{new id}; resolves to the id. */
  createInvite(invite: InviteRecord): Promise<string>;
  deleteInvite(id: string): Promise<void>;
  /**
   * One transaction: reads the invitation, the caller's membership and the company, asks `plan`,
   * and on 'join' writes members/{uid} and the invitation's acceptedAt/acceptedBy.
   */
  accept(
    inviteId: string,
    uid: string,
    plan: (snapshot: AcceptSnapshot) => AcceptPlan,
  ): Promise<AcceptPlan>;
}

export interface InviteDeps {
  store: MemberInviteStore;
  /** The admin's e-mail when users/{uid} says role 'admin', else null (a desk admin). */
  adminEmail(uid: string): Promise<string | null>;
  /** users/{uid}.name ('' when none): the inviter's name when they have no membership. */
  userName(uid: string): Promise<string>;
  limiter: SharedRateLimiter;
  mailer: Mailer;
  siteUrl: string;
  now(): Date;
  logger: Logger;
}

export interface AcceptDeps {
  store: MemberInviteStore;
  /** The caller's Auth record, or null when it is gone. */
  account(uid: string): Promise<CallerAccount | null>;
  now(): Date;
  logger: Logger;
}

export interface InviteAnswer {
  success: true;
  message: string;
  inviteId: string;
}

export interface AcceptAnswer {
  success: true;
  message: string;
  clientId: string;
  company: string;
}

const refuse = (code: ConstructorParameters<typeof CallableError>[0], message: string) =>
  new MemberInviteError(code, message);

/** The company the caller invites to, and their name: refuses whoever may not. */
async function inviter(
  uid: string,
  requested: unknown,
  deps: InviteDeps,
): Promise<{ clientId: string; name: string }> {
  const named = typeof requested === 'string' && requested !== '' ? requested : null;
  if (named !== null && !ID.test(named))
    throw refuse('invalid-argument', INVITE_MESSAGES.noCompany);
  const membership = await deps.store.getMembership(uid);
  const administers =
    membership !== null && isMemberRole(membership.role) && managesMembers(membership.role);
  // The company's administrator, for their own company (naming it or not).
  if (membership && administers && (named === null || named === membership.clientId))
    return {
      clientId: membership.clientId,
      name: membership.name || (await deps.userName(uid)) || membership.email,
    };
  // A desk admin, for the company they name.
  if (named !== null && (await deps.adminEmail(uid)) !== null)
    return { clientId: named, name: (await deps.userName(uid)) || 'Tu Socio Ideal' };
  throw refuse('permission-denied', INVITE_MESSAGES.notAdministrator);
}

/** "Invitar a un usuario" (see the module's comment). */
export async function inviteMember(
  data: unknown,
  uid: string | null,
  deps: InviteDeps,
): Promise<InviteAnswer> {
  if (!uid) throw refuse('unauthenticated', INVITE_MESSAGES.notSignedIn);
  const input = (data ?? {}) as Record<string, unknown>;
  const parsed = parseMemberInvite({
    email: typeof input.email === 'string' ? input.email : '',
    role: typeof input.role === 'string' ? input.role : '',
  });
  if (!parsed.ok) {
    const message = parsed.errors.email ?? parsed.errors.role ?? INVITE_MESSAGES.failed;
    throw refuse('invalid-argument', message);
  }
  const { email, role } = parsed.value;
  const from = await inviter(uid, input.clientId, deps);
  const company = await deps.store.getCompany(from.clientId);
  if (!company || company.deleted) throw refuse('not-found', INVITE_MESSAGES.noCompany);
  const now = deps.now();
  const allowed = await deps.limiter.consume(uid, now);
  if (!allowed.allowed) throw refuse('failed-precondition', INVITE_MESSAGES.tooMany);
  if (await deps.store.emailIsMember(email))
    throw refuse('failed-precondition', INVITE_MESSAGES.taken);

  const invite: InviteRecord = {
    clientId: from.clientId,
    company: company.name,
    role,
    email,
    invitedBy: uid,
    invitedByName: from.name,
    invitedAt: now,
    expiresAt: new Date(now.getTime() + INVITE_VALID_MS),
    acceptedAt: null,
    acceptedBy: null,
    revoked: false,
  };
  const inviteId = await deps.store.createInvite(invite);
  const message = buildMemberInviteEmail({
    siteUrl: deps.siteUrl,
    inviteId,
    company: company.name,
    roleLabel: MEMBER_ROLE_LABELS[role],
    expiresAt: invite.expiresAt,
  });
  try {
    await deps.mailer.send({ kind: 'member-invite', to: [email], ...message });
  } catch (error) {
    deps.logger.error('empresa: no se pudo enviar la invitación', {
      inviteId,
      to: maskEmail(email),
      mailer: deps.mailer.name,
      reason: error instanceof Error ? error.name : 'unknown',
    });
    await deps.store.deleteInvite(inviteId).catch(() => {});
    throw refuse('unavailable', INVITE_MESSAGES.notSent);
  }
  deps.logger.info('empresa: invitación enviada', {
    inviteId,
    clientId: from.clientId,
    role,
    to: maskEmail(email),
  });
  return { success: true, message: INVITE_MESSAGES.sent(email), inviteId };
}

/** Whether the invitation's sender may still invite to its company (see inviter()). */
export function stillInvites(invite: InviteRecord, inviter: AcceptSnapshot['inviter']): boolean {
  if (inviter.deskAdmin) return true;
  const { membership } = inviter;
  return (
    membership !== null &&
    membership.clientId === invite.clientId &&
    isMemberRole(membership.role) &&
    managesMembers(membership.role)
  );
}

/** The decision of the accept transaction, pure. */
export function planAccept(
  snapshot: AcceptSnapshot,
  caller: { uid: string; account: CallerAccount },
  now: Date,
): AcceptPlan {
  const no = (
    code: ConstructorParameters<typeof CallableError>[0],
    message: string,
  ): AcceptPlan => ({
    kind: 'refused',
    code,
    message,
  });
  const { invite, membership, company } = snapshot;
  if (!invite || !isMemberRole(invite.role)) return no('not-found', ACCEPT_MESSAGES.notFound);
  if (invite.revoked) return no('failed-precondition', ACCEPT_MESSAGES.revoked);
  if (invite.acceptedAt !== null || invite.acceptedBy !== null)
    return no('failed-precondition', ACCEPT_MESSAGES.accepted);
  if (invite.expiresAt.getTime() <= now.getTime())
    return no('failed-precondition', ACCEPT_MESSAGES.expired);
  const email = typeof caller.account.email === 'string' ? caller.account.email : '';
  if (!sameEmailAddress(email, invite.email))
    return no('permission-denied', ACCEPT_MESSAGES.otherAddress);
  if (!isEmailProven(caller.account)) return no('failed-precondition', ACCEPT_MESSAGES.notVerified);
  if (membership) return no('failed-precondition', ACCEPT_MESSAGES.alreadyMember);
  if (!company || company.deleted) return no('not-found', ACCEPT_MESSAGES.noCompany);
  if (!stillInvites(invite, snapshot.inviter))
    return no('failed-precondition', ACCEPT_MESSAGES.inviterGone);
  return {
    kind: 'join',
    company: company.name || invite.company,
    membership: {
      clientId: invite.clientId,
      role: invite.role,
      email: email.trim().toLowerCase(),
      name: (caller.account.displayName ?? '').trim(),
      addedBy: invite.invitedBy,
    },
  };
}

/** "Aceptar invitación" (see the module's comment). */
export async function acceptMemberInvite(
  data: unknown,
  uid: string | null,
  deps: AcceptDeps,
): Promise<AcceptAnswer> {
  if (!uid) throw refuse('unauthenticated', ACCEPT_MESSAGES.notSignedIn);
  const { inviteId } = (data ?? {}) as Record<string, unknown>;
  if (typeof inviteId !== 'string' || !ID.test(inviteId))
    throw refuse('not-found', ACCEPT_MESSAGES.notFound);
  const account = await deps.account(uid);
  if (!account) throw refuse('unauthenticated', ACCEPT_MESSAGES.notSignedIn);
  const now = deps.now();
  const plan = await deps.store.accept(inviteId, uid, (snapshot) =>
    planAccept(snapshot, { uid, account }, now),
  );
  if (plan.kind === 'refused') throw refuse(plan.code, plan.message);
  deps.logger.info('empresa: invitación aceptada', {
    inviteId,
    clientId: plan.membership.clientId,
    role: plan.membership.role,
  });
  return {
    success: true,
    message: ACCEPT_MESSAGES.joined(plan.company),
    clientId: plan.membership.clientId,
    company: plan.company,
  };
}
