/**
 * "Mi empresa" through the data seam (docs/decisions/0041-company-accounts.md): a company's
 * members (members where clientId == X) and pending invitations (memberInvites where
 * clientId == X), both listed only by the company's administrator (and desk admins); the
 * administrator changes another member's role or removes them (deleting members/{uid}: their next
 * read is refused; the function `cancelSentInvites` then cancels the invitations they sent), and
 * cancels a pending invitation ("Cancelar invitación": revoked, when and by whom; the rules allow
 * nothing else). Inviting and accepting go through the callable functions `inviteMember` and
 * `acceptMemberInvite`, which answer in Spanish.
 */
import * as v from 'valibot';
import type { MemberRole } from '@/domain/company';
import {
  MEMBER_INVITES_COLLECTION,
  MEMBERS_COLLECTION,
  MemberInviteSchema,
  MemberSchema,
  type MemberDoc,
  type MemberInviteDoc,
} from '@/domain/schemas/member';
import { withDocuments } from '../../access';
import { isPlainObject, SERVER_TIME } from '../../doc-values';

/** A company has a handful of people: one page of at most this many. */
export const MEMBERS_LIMIT = 100;
/** Pending invitations listed (the newest). */
export const INVITES_LIMIT = 50;

export type Member = MemberDoc & { uid: string };
export type MemberInvite = MemberInviteDoc & { id: string };

function parse<S extends v.GenericSchema>(schema: S, raw: unknown): v.InferOutput<S> | null {
  if (!isPlainObject(raw)) return null;
  const result = v.safeParse(schema, raw);
  return result.success ? result.output : null;
}

const byName = (a: Member, b: Member) =>
  (a.name || a.email).localeCompare(b.name || b.email, 'es') || a.uid.localeCompare(b.uid);

/** The company's members, by name (the company's administrator and desk admins). */
export async function listMembers(clientId: string): Promise<Member[]> {
  const rows = await withDocuments((store) =>
    store.list(MEMBERS_COLLECTION, {
      where: [{ field: 'clientId', op: '==', value: clientId }],
      limit: MEMBERS_LIMIT,
    }),
  );
  return rows
    .flatMap((row) => {
      const member = parse(MemberSchema, row.data);
      return member ? [{ ...member, uid: row.id }] : [];
    })
    .sort(byName);
}

/** The cache key (src/lib/query-cache.ts) of a company's members. */
export const membersKey = (clientId: string): string => `${MEMBERS_COLLECTION}?client=${clientId}`;

/**
 * The company's invitations still waiting for an answer (not accepted, not revoked, not expired
 * at `now`), newest first.
 */
export async function listPendingInvites(
  clientId: string,
  now: Date = new Date(),
): Promise<MemberInvite[]> {
  const rows = await withDocuments((store) =>
    store.list(MEMBER_INVITES_COLLECTION, {
      where: [{ field: 'clientId', op: '==', value: clientId }],
      limit: INVITES_LIMIT,
    }),
  );
  return rows
    .flatMap((row) => {
      const invite = parse(MemberInviteSchema, row.data);
      return invite ? [{ ...invite, id: row.id }] : [];
    })
    .filter(
      (invite) =>
        invite.acceptedAt === null &&
        !invite.revoked &&
        invite.expiresAt !== null &&
        Date.parse(invite.expiresAt) > now.getTime(),
    )
    .sort((a, b) => (b.invitedAt ?? '').localeCompare(a.invitedAt ?? ''));
}

export const invitesKey = (clientId: string): string =>
  `${MEMBER_INVITES_COLLECTION}?client=${clientId}`;

/** "Cancelar invitación" found the invitation accepted meanwhile: it can no longer be cancelled. */
export class InviteAcceptedError extends Error {
  constructor() {
    super('La invitación ya se aceptó.');
    this.name = 'InviteAcceptedError';
  }
}

/**
 * "Cancelar invitación": marks the pending invitation `revoked` (with revokedAt, the database's
 * time, and revokedBy, `by`: the caller), read and written in one transaction; its link stops
 * working. One cancelled meanwhile stays as it is; one accepted meanwhile rejects with
 * InviteAcceptedError.
 */
export async function cancelInvite(id: string, by: string): Promise<void> {
  const after = await withDocuments((store) =>
    store.update(MEMBER_INVITES_COLLECTION, id, (current) =>
      current === null || current.revoked === true || current.acceptedBy != null
        ? null
        : { ...current, revoked: true, revokedAt: SERVER_TIME, revokedBy: by },
    ),
  );
  if (after !== null && after.revoked !== true && after.acceptedBy != null)
    throw new InviteAcceptedError();
}

/** Changes another member's role (the company's administrator; the rules allow `role` only). */
export async function setMemberRole(uid: string, role: MemberRole): Promise<void> {
  await withDocuments((store) => store.set(MEMBERS_COLLECTION, uid, { role }, { merge: true }));
}

/** Removes a member from the company: deletes members/{uid} (never one's own). */
export async function removeMember(uid: string): Promise<void> {
  await withDocuments((store) => store.delete(MEMBERS_COLLECTION, uid));
}

// ---------------------------------------------------------------------------------------------
// The callable functions

/** The callable functions' client, loaded on the first call (as src/data/leads.ts does). */
const callFunction = async <Req, Res>(name: string, data: Req): Promise<Res> =>
  (await import('@/lib/functions')).callFunction<Req, Res>(name, data);

export interface InviteAnswer {
  success: boolean;
  message: string;
  inviteId: string;
}

/**
 * "Invitar a un usuario": the function writes the invitation and queues its e-mail (a link valid
 * 7 days). Resolves to its Spanish answer; a refusal rejects with a FunctionCallError whose
 * message is Spanish ("Esa dirección ya pertenece a una empresa.").
 */
export function inviteMember(invite: {
  email: string;
  role: MemberRole;
  clientId?: string;
}): Promise<InviteAnswer> {
  return callFunction<typeof invite, InviteAnswer>('inviteMember', invite);
}

export interface AcceptAnswer {
  success: boolean;
  message: string;
  clientId: string;
  /** The company's name. */
  company: string;
}

/** "Aceptar invitación": the signed-in person (verified address) joins the company. */
export function acceptMemberInvite(inviteId: string): Promise<AcceptAnswer> {
  return callFunction<{ inviteId: string }, AcceptAnswer>('acceptMemberInvite', { inviteId });
}
