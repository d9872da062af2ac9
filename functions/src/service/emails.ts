/**
 * The rental clients' e-mails as pure functions of their data: a new ticket to the service
 * address (`service-ticket`), the company's reply to the client (`ticket-reply`) and the day-25
 * reminder of the month's missing meter readings (`meter-reminder`). Spanish plain text plus a
 * simple HTML alternative with the same content (every value escaped), like the lead e-mail.
 */
import { adminTicketPath, paths } from '../../../src/config/paths.js';
import { formatMonth } from '../../../src/domain/format.js';
import { escapeHtml, oneLine } from '../mail/mailer.js';

/** A ticket as the e-mails read it (tickets/{id}, read leniently: service/ticket-mail.ts). */
export interface TicketFacts {
  id: string;
  kind: 'toner' | 'falla';
  tonerColors: string[];
  category: string;
  description: string;
  /**
   * Whatever the ticket stored of its photo (photoPath, or an older ticket's photoUrl): only
   * whether there is one counts. The e-mail never prints it (a client typed it); it links the
   * desk's page of the ticket, which opens the project's own file.
   */
  photoUrl: string;
  photoPath?: string;
  status: string;
  clientEmail: string;
  model: string;
  serial: string;
  /** Who opened it: the client in the portal, or the desk for them ("Nuevo ticket"). */
  openedBy?: 'cliente' | 'empresa';
  /** Opened by the meter collector's low-toner check (tickets/{id}.openedByCollector). */
  openedByCollector?: boolean;
}

/** Who the client is (the ticket's author and clients/{clientId}); '' when unknown. */
export interface ClientFacts {
  name: string;
  company: string;
}

export interface Email {
  subject: string;
  text: string;
  html: string;
}

/** "Solicitud de tóner (Negro, Cian)" or "Falla (Atasco de papel)". */
export function ticketKindLabel(ticket: Pick<TicketFacts, 'kind' | 'tonerColors' | 'category'>) {
  if (ticket.kind === 'toner') {
    const colors = ticket.tonerColors.join(', ');
    return colors ? `Solicitud de tóner (${colors})` : 'Solicitud de tóner';
  }
  return ticket.category ? `Falla (${ticket.category})` : 'Falla';
}

/** "Kyocera ECOSYS M5526cdw, serie VCF1234567" */
export function deviceLabel(model: string, serial: string): string {
  return oneLine(serial ? `${model}, serie ${serial}` : model);
}

/** The desk's page of one ticket. */
export function deskTicketLink(siteUrl: string, ticketId: string): string {
  return `${siteUrl}${adminTicketPath(ticketId)}`;
}

/** The client's "Mis tickets". */
export function clientTicketsLink(siteUrl: string): string {
  return `${siteUrl}${paths.guest.tickets}`;
}

/** The client's "Mis equipos". */
export function clientEquipmentLink(siteUrl: string): string {
  return `${siteUrl}${paths.guest.equipment}`;
}

export function html(blocks: string[]): string {
  return ['<!doctype html><html lang="es-MX"><body>', ...blocks, '</body></html>'].join('');
}

export const paragraph = (text: string) => `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
export const link = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

// ---------------------------------------------------------------------------------------------
// service-ticket

export interface ServiceTicketContext {
  siteUrl: string;
  client: ClientFacts | null;
  /** The device's location (equipment/{id}.location), when it could be read. */
  location: { address: string; area: string } | null;
}

export function serviceTicketSubject(ticket: TicketFacts): string {
  return oneLine(`${ticketKindLabel(ticket)}: ${deviceLabel(ticket.model, ticket.serial)}`);
}

/** "Carla Pérez (Hotel Caribe) <carla@example.com>", whatever of it is known. */
export function clientLine(email: string, client: ClientFacts | null): string {
  const name = oneLine(client?.name ?? '');
  const company = oneLine(client?.company ?? '');
  const who = [name, company ? `(${company})` : ''].filter(Boolean).join(' ');
  return who ? `${who} <${email}>` : email;
}

/** Said when the ticket has a photo (the link is the desk's page, never the stored value). */
export const PHOTO_LINE = 'Foto: el cliente adjuntó una foto; está en el panel.';

/** The intro of a toner ticket the meter collector opened (functions/src/agent/report.ts). */
export const COLLECTOR_INTRO =
  'El lector automático abrió esta solicitud a nombre del cliente: un tóner del equipo está al 15 % o menos.';

export function buildServiceTicketEmail(ticket: TicketFacts, context: ServiceTicketContext): Email {
  const desk = deskTicketLink(context.siteUrl, ticket.id);
  const place = context.location
    ? [context.location.address, context.location.area].map(oneLine).filter(Boolean).join(' — ')
    : '';
  const facts = [
    `Tipo: ${ticketKindLabel(ticket)}`,
    `Equipo: ${deviceLabel(ticket.model, ticket.serial)}`,
    ...(place ? [`Ubicación: ${place}`] : []),
    `Cliente: ${clientLine(ticket.clientEmail, context.client)}`,
  ].map(oneLine);
  const intro = ticket.openedByCollector
    ? COLLECTOR_INTRO
    : ticket.openedBy === 'empresa'
      ? 'Se abrió desde el panel una solicitud a nombre de un cliente ("Nuevo ticket").'
      : 'Un cliente abrió una solicitud en el portal de clientes.';
  return serviceDeskEmail({
    subject: serviceTicketSubject(ticket),
    intro,
    facts,
    label: 'Descripción:',
    body: ticket.description.trim() || '(Sin descripción.)',
    photo: ticket.photoUrl || ticket.photoPath ? PHOTO_LINE : null,
    desk,
  });
}

/**
 * An e-mail to the service address about a ticket (a new one, a client's reply): the intro, the
 * facts, the client's words under `label` (quoted when `quote`), the photo's note, and the desk's
 * page, where the answer reaches the client.
 */
export function serviceDeskEmail(parts: {
  subject: string;
  intro: string;
  facts: string[];
  label: string;
  body: string;
  photo: string | null;
  desk: string;
  quote?: boolean;
}): Email {
  const { intro, facts, label, body, photo, desk } = parts;
  const footer =
    'Responde desde el panel para que el cliente vea la respuesta en "Mis tickets"; ' +
    'si respondes a este correo, le escribes directamente al cliente.';
  const text = [
    intro,
    '',
    ...facts,
    '',
    label,
    body,
    '',
    ...(photo ? [photo, ''] : []),
    `Ver y responder en el panel: ${desk}`,
    '',
    footer,
    '',
  ].join('\n');
  return {
    subject: parts.subject,
    text,
    html: html([
      paragraph(intro),
      `<ul>${facts.map((fact) => `<li>${escapeHtml(fact)}</li>`).join('')}</ul>`,
      `<p><strong>${escapeHtml(label)}</strong></p>`,
      parts.quote ? `<blockquote>${paragraph(body)}</blockquote>` : paragraph(body),
      ...(photo ? [`<p>${escapeHtml(photo)} ${link(desk, 'Ver la foto en el panel')}</p>`] : []),
      `<p>${link(desk, 'Ver y responder en el panel')}</p>`,
      `<p><small>${escapeHtml(footer)}</small></p>`,
    ]),
  };
}

// ---------------------------------------------------------------------------------------------
// ticket-reply

export interface TicketReplyFacts {
  text: string;
  authorName: string;
}

export interface TicketReplyContext {
  siteUrl: string;
  client: ClientFacts | null;
}

export function ticketReplySubject(ticket: Pick<TicketFacts, 'model' | 'serial'>): string {
  return oneLine(`Respuesta a tu solicitud: ${deviceLabel(ticket.model, ticket.serial)}`);
}

/** Why the client receives a ticket's e-mail: they opened it, or the desk opened it for them. */
export function clientFooter(ticket: Pick<TicketFacts, 'openedBy'>): string {
  return ticket.openedBy === 'empresa'
    ? 'Recibes este correo porque abrimos esta solicitud a tu nombre en el portal de clientes de Tu Socio Ideal.'
    : 'Recibes este correo porque abriste esta solicitud en el portal de clientes de Tu Socio Ideal.';
}

/** "tu solicitud de tóner (Negro, Cian)" or "tu reporte de falla (Atasco de papel)". */
export function yourRequest(ticket: TicketFacts): string {
  if (ticket.kind === 'toner') {
    const colors = ticket.tonerColors.join(', ');
    return colors ? `tu solicitud de tóner (${colors})` : 'tu solicitud de tóner';
  }
  return ticket.category ? `tu reporte de falla (${ticket.category})` : 'tu reporte de falla';
}

export function buildTicketReplyEmail(
  ticket: TicketFacts,
  reply: TicketReplyFacts,
  context: TicketReplyContext,
): Email {
  const name = oneLine(context.client?.name ?? '');
  const greeting = name ? `Hola, ${name}:` : 'Hola:';
  const author = oneLine(reply.authorName) || 'Nuestro equipo de servicio';
  const intro =
    `${author} respondió a ${yourRequest(ticket)} del equipo ` +
    `${deviceLabel(ticket.model, ticket.serial)}:`;
  const status = `Estado de tu solicitud: ${oneLine(ticket.status) || 'Abierto'}`;
  const portal = clientTicketsLink(context.siteUrl);
  const footer = clientFooter(ticket);
  const body = reply.text.trim();
  const quoted = body
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');

  const text = [
    greeting,
    '',
    intro,
    '',
    quoted,
    '',
    status,
    '',
    `Consulta tus solicitudes y sus respuestas en "Mis tickets": ${portal}`,
    '',
    footer,
    '',
  ].join('\n');

  return {
    subject: ticketReplySubject(ticket),
    text,
    html: html([
      paragraph(greeting),
      paragraph(intro),
      `<blockquote>${paragraph(body)}</blockquote>`,
      `<p><strong>${escapeHtml(status)}</strong></p>`,
      `<p>Consulta tus solicitudes y sus respuestas en ${link(portal, 'Mis tickets')}.</p>`,
      `<p><small>${escapeHtml(footer)}</small></p>`,
    ]),
  };
}

// ---------------------------------------------------------------------------------------------
// meter-reminder

/** One device whose reading for the month is missing, as the reminder lists it. */
export interface ReminderDevice {
  id: string;
  model: string;
  serial: string;
  area: string;
}

export interface MeterReminderContext {
  siteUrl: string;
  /** The month, "YYYY-MM". */
  month: string;
  /** The client's name ('' when unknown). */
  name: string;
}

/** "2026-11" → "noviembre de 2026" (src/domain/format.ts's formatMonth, the e-mails' name for it). */
export const monthLabel = formatMonth;

export function meterReminderSubject(month: string, devices: number): string {
  const count = devices === 1 ? '1 equipo' : `${devices} equipos`;
  return oneLine(`Lectura de contadores pendiente: ${monthLabel(month)} (${count})`);
}

export function buildMeterReminderEmail(
  devices: readonly ReminderDevice[],
  context: MeterReminderContext,
): Email {
  const name = oneLine(context.name);
  const greeting = name ? `Hola, ${name}:` : 'Hola:';
  const month = monthLabel(context.month);
  const intro =
    devices.length === 1
      ? `Aún no recibimos la lectura de contadores de ${month} de este equipo:`
      : `Aún no recibimos la lectura de contadores de ${month} de estos equipos:`;
  const items = devices.map((device) => {
    const area = oneLine(device.area);
    return `${deviceLabel(device.model, device.serial)}${area ? ` — ${area}` : ''}`;
  });
  const portal = clientEquipmentLink(context.siteUrl);
  const why =
    'Con la lectura calculamos tu factura del mes. Captúrala en "Mis equipos" con los contadores ' +
    'de B/N y color que muestra cada equipo; solo toma un minuto.';
  const footer = 'Si ya la enviaste hoy, no hace falta hacer nada más. Gracias por tu confianza.';

  const text = [
    greeting,
    '',
    intro,
    '',
    ...items.map((item, index) => `${index + 1}. ${item}`),
    '',
    why,
    `Mis equipos: ${portal}`,
    '',
    footer,
    '',
  ].join('\n');

  return {
    subject: meterReminderSubject(context.month, devices.length),
    text,
    html: html([
      paragraph(greeting),
      paragraph(intro),
      `<ol>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ol>`,
      paragraph(why),
      `<p>${link(portal, 'Ir a Mis equipos')}</p>`,
      `<p><small>${escapeHtml(footer)}</small></p>`,
    ]),
  };
}
