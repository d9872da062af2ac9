/**
 * Invitations do not outlive their sender's say (docs/product.md, "Empresas: invitaciones"): when
 * a membership stops administering its company (removed, the person's account deleted, moved, or
 * a role that does not manage members), the pending invitations that person sent to that company
 * are cancelled (`revoked: true`, `revokedAt`). Run by the trigger `cancelSentInvites` on every
 * write of members/{uid} (members/functions.ts); the accept re-checks the sender anyway
 * (invite.ts), so a late or failed run never lets a removed administrator back in.
 */
import { isMemberRole, managesMembers } from '../../../src/domain/company.js';
import type { Logger } from '../logger.js';

export interface RevokeStore {
  /** Cancels the pending invitations `uid` sent to `clientId`; resolves to how many. */
  revokePendingBy(uid: string, clientId: string): Promise<number>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The company a membership administers, or '' (none, or a role that does not manage members). */
function administers(data: Record<string, unknown> | null | undefined): string {
  const role = text(data?.role);
  return data && isMemberRole(role) && managesMembers(role) ? text(data.clientId) : '';
}

export async function cancelSentInvites(
  change: {
    uid: string;
    before: Record<string, unknown> | null | undefined;
    after: Record<string, unknown> | null | undefined;
  },
  deps: { store: RevokeStore; logger: Logger },
): Promise<number> {
  const was = administers(change.before);
  if (!was || administers(change.after) === was) return 0;
  const revoked = await deps.store.revokePendingBy(change.uid, was);
  if (revoked > 0)
    deps.logger.info('empresa: invitaciones canceladas (quien las envió ya no administra)', {
      uid: change.uid,
      clientId: was,
      revoked,
    });
  return revoked;
}
