/**
 * "Eliminar mi cuenta" and the company invitations (memberInvites, members/invite.ts): the
 * invitations addressed to the person (accepted by them, or to their proven address: an
 * unproven one may be someone else's) are deleted; those they sent stay for the company's
 * record without their name (`invitedByName`), and the pending ones are cancelled (`revoked`).
 * Every step can run again. On the PortalStore of client-records.ts.
 */
import type { Logger } from '../logger.js';
import type { PortalStore } from './client-records.js';

export interface ForgetInvitesReport {
  /** Invitations addressed to them, deleted. */
  deleted: number;
  /** Invitations they sent that lost their name or were cancelled. */
  scrubbed: number;
}

export async function forgetInvites(
  uid: string,
  /** Their address when it is proven, else null. */
  provenEmail: string | null,
  store: PortalStore,
  logger: Logger,
): Promise<ForgetInvitesReport> {
  const email = provenEmail?.trim().toLowerCase() ?? '';
  const [accepted, toAddress, sent] = await Promise.all([
    store.listInvites('acceptedBy', uid),
    email ? store.listInvites('email', email) : Promise.resolve([]),
    store.listInvites('invitedBy', uid),
  ]);
  const addressed = [...new Set([...accepted, ...toAddress].map((invite) => invite.id))];
  await store.deleteDocuments(addressed.map((id) => `memberInvites/${id}`));
  let scrubbed = 0;
  for (const invite of sent) {
    if (addressed.includes(invite.id)) continue;
    const pending = invite.data.revoked !== true && !invite.data.acceptedBy;
    if (!pending && !('invitedByName' in invite.data)) continue;
    if (pending) await store.revokeInvite(invite.id);
    await store.removeFields(`memberInvites/${invite.id}`, ['invitedByName']);
    scrubbed += 1;
  }
  const report = { deleted: addressed.length, scrubbed };
  logger.info('cuenta: invitaciones sin sus datos', { uid, ...report });
  return report;
}
