/**
 * "Invitaciones pendientes" on "Mi empresa", for the company's administrator: each invitation
 * still waiting for an answer (address, role, expiry) with "Cancelar invitación", asked first
 * (src/components/confirm-dialog.tsx). Once cancelled it leaves the list and a message says so;
 * the focus goes to that message. The rules let the administrator add only the cancellation.
 */
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadStatus } from '@/components/ui/load-status';
import {
  cancelInvite,
  InviteAcceptedError,
  invitesKey,
  listPendingInvites,
  type MemberInvite,
} from '@/data/rental/company/company';
import { MEMBER_ROLE_LABELS } from '@/domain/company';
import { formatDateTime } from '@/domain/format';
import { shownValue, useQuery } from '@/hooks/use-query';
import { updateQueryData } from '@/lib/query-cache';
import { COMPANY_TEXT as T } from '../company-messages';
import { loadTexts } from '../messages';
import { PortalCard } from './portal-card';

export function PendingInvites({ clientId, uid }: { clientId: string; uid: string }) {
  const { state, reload } = useQuery(invitesKey(clientId), () => listPendingInvites(clientId));
  const invites = shownValue(state);
  const [cancelling, setCancelling] = useState<MemberInvite | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const drop = (id: string) =>
    updateQueryData<MemberInvite[]>(invitesKey(clientId), (list) =>
      list.filter((item) => item.id !== id),
    );

  return (
    <PortalCard id="invitaciones" title={T.pendingInvites}>
      <LoadStatus
        state={state}
        onRetry={reload}
        texts={loadTexts(T.loadingInvites, T.invitesLoadFailed)}
      />
      {outcome && (
        <p ref={outcomeRef} tabIndex={-1} role="status" className="alert alert-success">
          {outcome}
        </p>
      )}
      {invites?.length === 0 && <p className="text-body-secondary mb-0">{T.noPendingInvites}</p>}
      {invites && invites.length > 0 && (
        <ul className="list-group">
          {invites.map((invite) => (
            <li
              key={invite.id}
              className="list-group-item d-flex flex-wrap align-items-center gap-2 justify-content-between"
            >
              <div>
                <span className="fw-semibold text-break">{invite.email}</span>
                <span className="d-block small text-body-secondary">
                  {T.inviteLine(MEMBER_ROLE_LABELS[invite.role], formatDateTime(invite.expiresAt))}
                </span>
              </div>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                aria-label={T.cancelInviteOf(invite.email)}
                onClick={() => {
                  setOutcome(null);
                  setCancelling(invite);
                }}
              >
                {T.cancelInvite}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        show={cancelling !== null}
        title={cancelling ? T.confirmCancelInviteTitle(cancelling.email) : ''}
        note={T.confirmCancelInviteText}
        confirmLabel={T.cancelInvite}
        busyLabel={T.cancellingInvite}
        cancelLabel={T.keepInvite}
        failure={(error) =>
          error instanceof InviteAcceptedError ? T.inviteAlreadyAccepted : T.cancelInviteFailed
        }
        onCancel={() => setCancelling(null)}
        onConfirm={async () => {
          if (!cancelling) return;
          await cancelInvite(cancelling.id, uid);
          drop(cancelling.id);
          setCancelling(null);
          setOutcome(T.inviteCancelled(cancelling.email));
        }}
      />
    </PortalCard>
  );
}
