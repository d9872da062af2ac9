/**
 * client-portal.ts createTicket's write, in a module of its own: the ticket, Abierto, counted by
 * its author's quota of the day (and a toner ticket's colours claimed), in one transaction. The
 * device page loads it on the first ticket sent, not with the forms.
 */
import { initialServiceKeys, type ServiceHours } from '@/domain/service-hours';
import { withDocuments } from '../access';
import { SERVER_TIME, stripUndefined } from '../doc-values';
import type { Equipment, TicketAuthor, TicketInit } from './client-portal';
import { createCountedTicket, newDocumentId } from './service/service-limits';

/** See client-portal.ts createTicket (which calls it). */
export async function storeTicket(
  equipment: Pick<Equipment, 'id' | 'model' | 'serial'> & { contract?: ServiceHours },
  init: TicketInit,
  author: TicketAuthor,
  ticketId: string | undefined,
  now: Date,
): Promise<string> {
  const id = ticketId ?? newDocumentId();
  const common = {
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
    ...initialServiceKeys(equipment.contract, 'cliente'),
  };
  const details =
    init.kind === 'toner'
      ? { kind: 'toner', tonerColors: [...init.tonerColors], description: init.description }
      : stripUndefined({
          kind: 'falla',
          category: init.category,
          description: init.description,
          photoPath: init.photoPath,
        });
  // A toner ticket claims its colours on the device (one open request per colour, whoever asks:
  // TonerRequestOpenError).
  const toner =
    init.kind === 'toner' ? { equipmentId: equipment.id, colors: init.tonerColors } : undefined;
  await withDocuments((store) =>
    createCountedTicket(store, id, author.uid, { ...common, ...details }, now, toner),
  );
  return id;
}
