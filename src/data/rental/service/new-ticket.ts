/**
 * A new ticket's document, whoever opens it: the client (client-portal.ts createTicket, written by
 * ticket-writes.ts) or the desk for a client (ticket-desk.ts createDeskTicket). Abierto, the
 * device's contract times and clock keys for its opener, and, for a toner ticket, the colours it
 * claims on the device (one open request per colour).
 */
import { initialServiceKeys, type ServiceHours } from '@/domain/service-hours';
import { SERVER_TIME, stripUndefined } from '../../doc-values';
import type { TicketInit } from '../portal-inputs';

export interface NewTicket {
  ticket: Record<string, unknown>;
  toner:
    | { equipmentId: string; colors: Extract<TicketInit, { kind: 'toner' }>['tonerColors'] }
    | undefined;
}

export function newTicket(
  equipment: { id: string; model: string; serial: string; contract?: ServiceHours },
  init: TicketInit,
  author: { uid: string; email: string; clientId: string },
  openedBy: 'cliente' | 'empresa',
): NewTicket {
  const details =
    init.kind === 'toner'
      ? { kind: 'toner', tonerColors: [...init.tonerColors], description: init.description }
      : {
          kind: 'falla',
          category: init.category,
          description: init.description,
          photoPath: init.photoPath,
        };
  const ticket = stripUndefined({
    equipmentId: equipment.id,
    clientId: author.clientId,
    authorUid: author.uid,
    clientEmail: author.email,
    equipment: { model: equipment.model, serial: equipment.serial },
    status: 'Abierto',
    open: true,
    createdAt: SERVER_TIME,
    statusChangedAt: null,
    statusChangedBy: null,
    lastReplyAt: null,
    ...details,
    ...initialServiceKeys(equipment.contract, openedBy),
  });
  const toner =
    init.kind === 'toner' ? { equipmentId: equipment.id, colors: init.tonerColors } : undefined;
  return { ticket, toner };
}
