/**
 * members/{uid} and memberInvites/{id} (docs/decisions/0041-company-accounts.md): a person's one
 * membership of a company, with its role, and an invitation to join one. What stored documents
 * may hold as the site reads them (timestamps as ISO strings); the invitation form is
 * ./member-form.ts (apart: every guest page reads a membership, few invite). Shared by the site
 * and the functions; firestore.rules mirror them.
 */
import * as v from 'valibot';
import { MEMBER_ROLES } from '../company';
import { MEMBERS, MEMBER_INVITES } from '../collections';

export const MEMBERS_COLLECTION = MEMBERS;
export const MEMBER_INVITES_COLLECTION = MEMBER_INVITES;

const timeOrNull = v.fallback(v.nullable(v.string()), null);

/** A stored membership (members/{uid}). */
export const MemberSchema = v.object({
  /** The company: clients/{clientId}. */
  clientId: v.string(),
  role: v.picklist(MEMBER_ROLES),
  email: v.fallback(v.string(), ''),
  name: v.fallback(v.string(), ''),
  addedAt: timeOrNull,
  /** Who added them: a desk admin, or the administrator who invited them. */
  addedBy: v.fallback(v.string(), ''),
});
export type MemberDoc = v.InferOutput<typeof MemberSchema>;

/** A stored invitation (memberInvites/{id}), written by the inviteMember function only. */
export const MemberInviteSchema = v.object({
  clientId: v.string(),
  /** The company's name when invited. */
  company: v.fallback(v.string(), ''),
  role: v.picklist(MEMBER_ROLES),
  /** The invited address, lowercase. */
  email: v.string(),
  invitedBy: v.fallback(v.string(), ''),
  invitedByName: v.fallback(v.string(), ''),
  invitedAt: timeOrNull,
  expiresAt: timeOrNull,
  acceptedAt: timeOrNull,
  acceptedBy: v.fallback(v.nullable(v.string()), null),
  revoked: v.fallback(v.boolean(), false),
});
export type MemberInviteDoc = v.InferOutput<typeof MemberInviteSchema>;

/**
 * An invitation is live while it is neither accepted nor revoked and `now` is before its expiry
 * (a missing expiry counts as expired).
 */
export function isInviteLive(invite: MemberInviteDoc, now: Date): boolean {
  if (invite.acceptedAt !== null || invite.revoked || invite.expiresAt === null) return false;
  return Date.parse(invite.expiresAt) > now.getTime();
}
