/** A ticket's clock in one line for the desk (its page and the Servicio lists). */
import type { Ticket } from '@/data/rental/client-portal';
import { ticketClockOf } from '@/domain/schemas/ticket';
import { clockState } from '@/domain/service-level';
import { deskPromise, SERVICE_TEXT as T } from './service-messages';

/** "Respuesta antes de …" / "Solución antes de …" with "Fuera de tiempo" in red, or "En pausa". */
export function PromiseLine({ ticket, now }: { ticket: Ticket; now: Date }) {
  const promise = deskPromise(clockState(ticketClockOf(ticket), now));
  if (!promise) return null;
  return (
    <span>
      {promise.text}
      {promise.late && <span className="badge text-bg-danger ms-2">{T.late}</span>}
    </span>
  );
}
