/**
 * A client's reply on a ticket, e-mailed to the service desk and the assigned technician
 * (`client-reply`, service/client-reply.ts): who replied, about which device, the ticket's status
 * now (and that the reply reopened it), the reply, and a link to the desk's page of the ticket.
 * Spanish plain text plus an HTML alternative with the same content (every value escaped), like
 * the other service e-mails (service/emails.ts). Fields on one line each.
 */
import { oneLine } from '../mail/mailer.js';
import {
  clientLine,
  deskTicketLink,
  deviceLabel,
  serviceDeskEmail,
  ticketKindLabel,
  type ClientFacts,
  type Email,
  type TicketFacts,
} from './emails.js';

export interface ClientReplyFacts {
  text: string;
  /** The member's name as the reply stored it. */
  authorName: string;
  /** The reply has a photo (only whether: the e-mail links the desk's page). */
  hasPhoto: boolean;
}

export interface ClientReplyContext {
  siteUrl: string;
  /** The replying member's e-mail ('' when unknown) and company. */
  email: string;
  client: ClientFacts | null;
  /** The assigned technician's name ('' when none). */
  technicianName: string;
  /** The reply moved the ticket from "Esperando al cliente" back to "En proceso". */
  reopened: boolean;
}

/** Said when the reply has a photo. */
export const REPLY_PHOTO_LINE =
  'Foto: el cliente adjuntó una foto a su respuesta; está en el panel.';

/** "Carla Pérez (Hotel Caribe)", whatever of it is known. */
function whoLine(who: ClientFacts): string {
  const company = oneLine(who.company);
  return [oneLine(who.name), company ? `(${company})` : ''].filter(Boolean).join(' ');
}

export function clientReplySubject(ticket: TicketFacts): string {
  return oneLine(
    `Respuesta del cliente: ${ticketKindLabel(ticket)}: ${deviceLabel(ticket.model, ticket.serial)}`,
  );
}

export function buildClientReplyEmail(
  ticket: TicketFacts,
  reply: ClientReplyFacts,
  context: ClientReplyContext,
): Email {
  const desk = deskTicketLink(context.siteUrl, ticket.id);
  const who = {
    name: oneLine(reply.authorName) || (context.client?.name ?? ''),
    company: context.client?.company ?? '',
  };
  const status = oneLine(ticket.status) || 'Abierto';
  const technician = oneLine(context.technicianName);
  const facts = [
    `Tipo: ${ticketKindLabel(ticket)}`,
    `Equipo: ${deviceLabel(ticket.model, ticket.serial)}`,
    `Cliente: ${context.email ? clientLine(context.email, who) : whoLine(who) || '(no indicado)'}`,
    context.reopened
      ? `Estado: ${status} (la respuesta lo reabrió; estaba en Esperando al cliente)`
      : `Estado: ${status}`,
    ...(technician ? [`Técnico: ${technician}`] : []),
  ].map(oneLine);
  return serviceDeskEmail({
    subject: clientReplySubject(ticket),
    intro: 'Un cliente respondió en un ticket del portal de clientes.',
    facts,
    label: 'Respuesta:',
    body: reply.text.trim() || '(Sin texto.)',
    photo: reply.hasPhoto ? REPLY_PHOTO_LINE : null,
    desk,
    quote: true,
  });
}
