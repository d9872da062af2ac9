/**
 * A technician's visit scheduled on a ticket, e-mailed to the client (`visit-scheduled`,
 * service/visit-mail.ts): "Visita programada: jueves 3 de diciembre, 10:00–12:00" (Cancún), the
 * technician's name, the address, the device and a link to "Mis tickets". Spanish plain text plus
 * an HTML alternative with the same content (every value escaped), like the other service e-mails
 * (service/emails.ts). Fields on one line each.
 */
import { escapeHtml, oneLine } from '../mail/mailer.js';
import { formatVisit, type VisitWindow } from '../../../src/domain/service-level.js';
import {
  clientFooter,
  clientTicketsLink,
  deviceLabel,
  html,
  link,
  paragraph,
  yourRequest,
  type ClientFacts,
  type Email,
  type TicketFacts,
} from './emails.js';

export interface VisitFacts extends VisitWindow {
  address: string;
  technicianName: string;
}

export interface VisitEmailContext {
  siteUrl: string;
  client: ClientFacts | null;
}

/** "Visita programada: jueves 3 de diciembre, 10:00–12:00" */
export function visitLine(visit: VisitWindow): string {
  return oneLine(`Visita programada: ${formatVisit(visit)}`);
}

export function visitSubject(ticket: Pick<TicketFacts, 'model' | 'serial'>, visit: VisitWindow) {
  return oneLine(`${visitLine(visit)} (${deviceLabel(ticket.model, ticket.serial)})`);
}

export function buildVisitScheduledEmail(
  ticket: TicketFacts,
  visit: VisitFacts,
  context: VisitEmailContext,
): Email {
  const name = oneLine(context.client?.name ?? '');
  const greeting = name ? `Hola, ${name}:` : 'Hola:';
  const intro =
    `Programamos la visita de nuestro técnico por ${yourRequest(ticket)} del equipo ` +
    `${deviceLabel(ticket.model, ticket.serial)}.`;
  const technician = oneLine(visit.technicianName);
  const address = oneLine(visit.address);
  const facts = [
    visitLine(visit),
    ...(technician ? [`Técnico: ${technician}`] : []),
    ...(address ? [`Dirección: ${address}`] : []),
  ];
  const portal = clientTicketsLink(context.siteUrl);
  const note =
    'Si el horario no te queda, respóndenos a este correo o escríbenos en la solicitud desde "Mis tickets".';
  const footer = clientFooter(ticket);

  const text = [
    greeting,
    '',
    intro,
    '',
    ...facts,
    '',
    note,
    `Mis tickets: ${portal}`,
    '',
    footer,
    '',
  ].join('\n');

  return {
    subject: visitSubject(ticket, visit),
    text,
    html: html([
      paragraph(greeting),
      paragraph(intro),
      `<ul>${facts.map((fact) => `<li>${escapeHtml(fact)}</li>`).join('')}</ul>`,
      paragraph(note),
      `<p>${link(portal, 'Ir a Mis tickets')}</p>`,
      `<p><small>${escapeHtml(footer)}</small></p>`,
    ]),
  };
}
