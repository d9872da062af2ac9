/**
 * The e-mail the sales team gets for each quote request: a pure function of the submission.
 * Spanish plain text (what every mail client shows) plus a simple HTML alternative with the same
 * content; every value is escaped in the HTML and flattened to one line in the subject.
 */
import { mailtoLink } from '../../../src/domain/contact-links.js';
import { formatLongDateTime } from '../../../src/domain/format.js';
import { phoneLinks } from '../../../src/domain/phone.js';
import { escapeHtml, oneLine } from '../mail/mailer.js';
import { isValidEmail } from '../validation.js';
import { MISSING, type LeadSubmission } from './submission.js';

export interface LeadEmailContext {
  /** The submission's document id. */
  id: string;
  /** Public site, no trailing slash. */
  siteUrl: string;
  /** The sales admin the lead was assigned to (their e-mail), when there is one. */
  owner?: string;
  /** When the first answer is due (first-response clock), when known. */
  dueAt?: Date;
}

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
  /** The lead's address, when it is a valid one (Reply-To). */
  replyTo?: string;
}

/** The zone the sales e-mails write their times in (they say so). */
const TIME_ZONE = 'America/Mexico_City';

/** "1 de marzo de 2026 a las 6:00 a.m. (hora del centro de México)" */
export function formatMexicoTime(iso: string): string {
  return `${formatLongDateTime(iso, TIME_ZONE)} (hora del centro de México)`;
}

export function adminLink(siteUrl: string, id: string): string {
  return `${siteUrl}/admin-dashboard/solicitudes/${encodeURIComponent(id)}`;
}

export function leadSubject(lead: LeadSubmission): string {
  return oneLine(
    `Nueva solicitud de cotización: ${lead.company} (${lead.serviceType}, ${lead.equipmentQuantity})`,
  );
}

interface Row {
  label: string;
  value: string;
  href?: string;
}

export function buildLeadEmail(lead: LeadSubmission, context: LeadEmailContext): LeadEmail {
  const phone = phoneLinks(lead.phone);
  const email = lead.corporateEmail.toLowerCase();
  const replyTo = isValidEmail(email) ? email : undefined;
  const admin = adminLink(context.siteUrl, context.id);

  const rows: Row[] = [
    { label: 'Empresa o institución', value: lead.company },
    { label: 'Nombre completo', value: lead.fullName },
    { label: 'Tipo de cliente', value: lead.clientType },
    {
      label: 'Correo corporativo',
      value: lead.corporateEmail || MISSING,
      ...(replyTo ? { href: mailtoLink(replyTo) } : {}),
    },
    {
      label: 'Teléfono',
      value: phone?.international ?? (lead.phone || MISSING),
      ...(phone ? { href: phone.tel } : {}),
    },
    { label: 'Tipo de servicio', value: lead.serviceType },
    { label: 'Cantidad de equipos', value: lead.equipmentQuantity },
    { label: 'Estado', value: lead.state },
  ];
  const times: Row[] = [];
  if (lead.submittedAt) {
    times.push({
      label: 'Enviada',
      value: `${formatMexicoTime(lead.submittedAt)} — ${lead.submittedAt}`,
    });
  }
  if (lead.createdAt) {
    times.push({
      label: 'Registrada',
      value: `${formatMexicoTime(lead.createdAt)} — ${lead.createdAt}`,
    });
  }
  if (context.owner) times.push({ label: 'Responsable', value: context.owner });
  if (context.dueAt) {
    times.push({
      label: 'Responder antes de',
      value: formatMexicoTime(context.dueAt.toISOString()),
    });
  }
  const message = lead.message || '(sin mensaje)';

  const actions: Row[] = [];
  if (replyTo)
    actions.push({ label: 'Responder', value: `responde a este correo (le llega a ${replyTo})` });
  if (phone) {
    actions.push({ label: 'Llamar', value: phone.tel, href: phone.tel });
    actions.push({ label: 'WhatsApp', value: phone.whatsapp, href: phone.whatsapp });
  }
  actions.push({ label: 'Ver en el panel de administración', value: admin, href: admin });

  const text = [
    'Llegó una nueva solicitud de cotización desde el sitio web.',
    '',
    ...rows.map((r) => `${r.label}: ${oneLine(r.value)}`),
    'Mensaje:',
    message,
    '',
    ...times.map((r) => `${r.label}: ${oneLine(r.value)}`),
    ...(times.length > 0 ? [''] : []),
    'Para dar seguimiento:',
    ...actions.map((r) => `- ${r.label}: ${oneLine(r.value)}`),
    '',
  ].join('\n');

  const cell = (r: Row) =>
    r.href ? `<a href="${escapeHtml(r.href)}">${escapeHtml(r.value)}</a>` : escapeHtml(r.value);
  const tableRows = [...rows, ...times]
    .map((r) => `<tr><th align="left">${escapeHtml(r.label)}</th><td>${cell(r)}</td></tr>`)
    .join('');
  const html = [
    '<!doctype html><html lang="es-MX"><body>',
    '<p>Llegó una nueva solicitud de cotización desde el sitio web.</p>',
    `<table cellpadding="4">${tableRows}</table>`,
    `<p><strong>Mensaje:</strong></p><p style="white-space:pre-wrap">${escapeHtml(message)}</p>`,
    '<p><strong>Para dar seguimiento:</strong></p><ul>',
    ...actions.map((r) => `<li>${escapeHtml(r.label)}: ${cell(r)}</li>`),
    '</ul></body></html>',
  ].join('');

  return { subject: leadSubject(lead), text, html, ...(replyTo ? { replyTo } : {}) };
}
