/**
 * `describeMemberInvite` ({ inviteId } -> { success, company, role }): what the invitation page
 * and the sign-in page say about an invitation before it is accepted ("Te invitó {empresa}", the
 * role). Callable signed out: a visitor opening the e-mail's link reads no memberInvites document
 * (firestore.rules), so the server answers for it, from the document, not from the link (a link
 * edited by hand names no other company).
 *
 * Only a pending invitation is described (not cancelled, accepted or expired), and only with what
 * its e-mail already told its addressee: the company's name as the desk wrote it and the role's
 * label. Never the invited address, who sent it or when. The id is the invitation's secret (an
 * automatic Firestore id, only in that e-mail); anything else answers nulls, the same for an
 * unknown id as for a closed one, so the answer tells a guesser nothing.
 */
import { isMemberRole, MEMBER_ROLE_LABELS } from '../../../src/domain/company.js';
import type { InviteRecord } from './invite.js';

export interface DescribeDeps {
  /** memberInvites/{id}, or null when there is none. */
  getInvite(id: string): Promise<InviteRecord | null>;
  now(): Date;
}

export interface InviteDescription {
  success: true;
  /** The inviting company's name, or null when the invitation is not pending. */
  company: string | null;
  /** The role's Spanish label ("Usuario"), or null likewise. */
  role: string | null;
}

const ID = /^[A-Za-z0-9_-]{1,128}$/;
const NOTHING: InviteDescription = { success: true, company: null, role: null };

export async function describeMemberInvite(
  data: unknown,
  deps: DescribeDeps,
): Promise<InviteDescription> {
  const { inviteId } = (data ?? {}) as Record<string, unknown>;
  if (typeof inviteId !== 'string' || !ID.test(inviteId)) return NOTHING;
  const invite = await deps.getInvite(inviteId);
  if (
    !invite ||
    !isMemberRole(invite.role) ||
    invite.revoked ||
    invite.acceptedAt !== null ||
    invite.acceptedBy !== null ||
    invite.expiresAt.getTime() <= deps.now().getTime() ||
    invite.company.trim() === ''
  )
    return NOTHING;
  return { success: true, company: invite.company.trim(), role: MEMBER_ROLE_LABELS[invite.role] };
}
