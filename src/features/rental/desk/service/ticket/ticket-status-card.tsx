/**
 * A ticket's status in the desk: the status, when it last changed and who changed it (who reopened
 * it, after "Reabrir ticket"), what its clock promises now
 * ("Respuesta antes de …", "Solución antes de …", "Fuera de tiempo", "En pausa") and the buttons
 * that move it; each move writes the clock (src/data/rental/service/ticket-replies.ts setTicketStatus).
 */
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { outcome, OutcomeMessage, type Outcome } from '@/components/ui/outcome-message';
import type { Ticket } from '@/data/rental/client-portal';
import { failureMessage } from '@/data/failure-message';
import { setTicketStatus } from '@/data/rental/service/ticket-replies';
import { MEXICO_TIME_ZONE } from '@/domain/business-days';
import type { TicketStatus } from '@/domain/client-portal';
import { formatDateTime } from '@/domain/format';
import { useSession } from '@/lib/session';
import { DeskCard } from '../../desk-card';
import { useAdminNames } from '../../use-admin-names';
import { PromiseLine } from '../ticket-promise';
import { SERVICE_TEXT as T, STATUS_ACTIONS, TICKET_STATUS_BADGE_CLASS } from '../service-messages';

export function TicketStatusCard({
  ticket,
  now,
  onChanged,
}: {
  ticket: Ticket;
  now: () => Date;
  onChanged: (stored: Ticket) => void;
}) {
  const { user } = useSession();
  const [busy, setBusy] = useState<TicketStatus | null>(null);
  // "El ticket quedó en estado …" or the refusal: the buttons change, so it takes the keyboard.
  const [result, setResult] = useState<Outcome | null>(null);
  // Who moved it last (a reopening included), by name: one read of that admin.
  const changedBy = ticket.statusChangedBy;
  const names = useAdminNames(changedBy ? [changedBy] : []);

  async function move(status: TicketStatus) {
    if (busy) return;
    setBusy(status);
    setResult(null);
    try {
      const stored = await setTicketStatus(ticket.id, status, user?.uid ?? '', now());
      onChanged(stored);
      setResult(outcome(T.statusSaved(status)));
    } catch (error) {
      setResult(
        outcome(
          failureMessage(error, { denied: T.statusDenied, failed: T.statusFailed }),
          'danger',
        ),
      );
    } finally {
      setBusy(null);
    }
  }

  return (
    <DeskCard id="ticket-status-title" title={T.statusTitle}>
      <p className="mb-2">
        {T.currentStatus}:{' '}
        <span className={`badge ${TICKET_STATUS_BADGE_CLASS[ticket.status]}`}>{ticket.status}</span>
      </p>
      <p className="mb-2" data-testid="ticket-promise">
        <PromiseLine ticket={ticket} now={now()} />
      </p>
      <p className="small text-secondary">
        {ticket.statusChangedAt
          ? T.lastStatusChange(
              formatDateTime(ticket.statusChangedAt, MEXICO_TIME_ZONE),
              changedBy ? names[changedBy] || changedBy : '',
            )
          : T.neverChanged}
      </p>
      <OutcomeMessage outcome={result} />
      <div className="d-flex flex-wrap gap-2" aria-busy={busy !== null}>
        {STATUS_ACTIONS[ticket.status].map((action, index) => (
          <Button
            key={action.to}
            variant={index === 0 ? 'primary' : 'outline-secondary'}
            disabled={busy !== null}
            onClick={() => void move(action.to)}
          >
            {action.label}
          </Button>
        ))}
      </div>
    </DeskCard>
  );
}
