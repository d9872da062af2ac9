/**
 * The e-mail the company's privacy address gets for each ARCO request: a pure function of the
 * request. Spanish plain text, Reply-To the person, with the legal due date and a link to the
 * desk's Privacidad section, where the request is worked.
 */
import { ARCO_RESPONSE_BUSINESS_DAYS } from '../../../src/domain/arco.js';
import { formatDay } from '../../../src/domain/format.js';
import { formatCancunTime, oneLine, type MailMessage } from '../mail/mailer.js';
import type { ArcoRecord } from './store.js';

/** The desk's section for privacy requests (src/features/admin, `?section=privacidad`). */
export function privacyDeskLink(siteUrl: string): string {
  return `${siteUrl}/admin-dashboard?section=privacidad`;
}

export function arcoSubject(record: ArcoRecord): string {
  return oneLine(`Solicitud ARCO (${record.fields.right}): ${record.fields.fullName}`);
}

export function buildArcoEmail(
  record: ArcoRecord,
  context: { id: string; siteUrl: string; to: readonly string[] },
): MailMessage {
  const { fields } = record;
  const text = [
    'Llegó una solicitud de derechos ARCO desde el sitio web.',
    '',
    `Nombre: ${oneLine(fields.fullName)}`,
    `Correo: ${oneLine(fields.email)}`,
    `Derecho: ${oneLine(fields.right)}`,
    'Detalles:',
    fields.details,
    '',
    `Recibida: ${formatCancunTime(record.receivedAt)}`,
    `Responder a más tardar: ${formatDay(record.dueAt)} (${ARCO_RESPONSE_BUSINESS_DAYS} días hábiles)`,
    `Aviso de privacidad que vio: versión ${record.privacyNoticeVersion}`,
    `Folio: ${context.id}`,
    '',
    'Para dar seguimiento:',
    `- Responder: responde a este correo (le llega a ${oneLine(fields.email)})`,
    `- Ver en el panel de administración: ${privacyDeskLink(context.siteUrl)}`,
    '',
  ].join('\n');
  return {
    kind: 'arco-request',
    to: context.to,
    replyTo: fields.email.toLowerCase(),
    subject: arcoSubject(record),
    text,
  };
}
