/**
 * What "Solicitar tóner" and "Reportar una falla" (./ticket-forms.tsx) do once sent: check what
 * was typed (the forms' schemas, src/domain/schemas/ticket-form.ts), choose a fault's ticket id
 * and open the ticket (createTicket). Loaded on the first send, not with the device's page (its
 * JS budget, tests/bench/public.spec.ts).
 */
import {
  createTicket,
  type Equipment,
  type TicketAuthor,
  type TicketInit,
} from '@/data/rental/client-portal';
import { DailyTicketLimitError, TonerRequestOpenError } from '@/data/rental/service/service-limits';
import { PORTAL_TEXT } from '../messages';

export { newDocumentId } from '@/data/rental/service/service-limits';
export { parseFaultReport, parseTonerRequest } from '@/domain/schemas/ticket-form';

/**
 * Stores the ticket (with the id chosen beforehand, if any); resolves to null when it was stored,
 * else to the message the form shows.
 */
export async function openTicket(
  equipment: Equipment,
  init: TicketInit,
  author: TicketAuthor,
  ticketId?: string,
): Promise<string | null> {
  try {
    await createTicket(equipment, init, author, ticketId);
  } catch (error) {
    // The day's limit, or a colour already asked for ("Ya hay una solicitud de tóner Negro…").
    return error instanceof DailyTicketLimitError || error instanceof TonerRequestOpenError
      ? error.message
      : PORTAL_TEXT.ticketFailed;
  }
  return null;
}
