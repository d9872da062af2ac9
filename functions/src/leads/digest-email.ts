/**
 * The hourly digest to sales: the leads that arrived past the hour's ceiling of lead e-mails
 * (LEAD_EMAILS_PER_HOUR), listed in one e-mail instead of one each. Each is still on the desk.
 */
import { phoneLinks } from '../../../src/domain/phone.js';
import { hourDigest } from '../mail/hour-digest.js';
import { oneLine } from '../mail/mailer.js';
import { adminLink, formatMexicoTime } from './lead-email.js';
import { readLeadSubmission } from './submission.js';
import type { StoredLead } from './store.js';

export function buildLeadDigest(
  leads: readonly StoredLead[],
  siteUrl: string,
  ceiling: number,
): { subject: string; text: string } {
  const entries = leads.map(({ id, data }, index) => {
    const lead = readLeadSubmission(data);
    const phone = phoneLinks(lead.phone);
    // Every line is one line, whatever the visitor typed (oneLine keeps no line break).
    const line = (text: string) => `   ${oneLine(text)}`;
    return [
      oneLine(`${index + 1}. ${lead.company} — ${lead.fullName} (${lead.clientType})`),
      line(`${lead.serviceType}, ${lead.equipmentQuantity} equipos, ${lead.state}`),
      line(
        `Correo: ${lead.corporateEmail || '(no indicado)'} · Teléfono: ${phone?.international ?? (lead.phone || '(no indicado)')}`,
      ),
      ...(lead.createdAt ? [line(`Registrada: ${formatMexicoTime(lead.createdAt)}`)] : []),
      line(`Ver: ${adminLink(siteUrl, id)}`),
    ].join('\n');
  });
  return hourDigest(entries, ceiling, {
    singular: 'solicitud de cotización',
    plural: 'solicitudes de cotización',
    deskSection: 'Solicitudes',
  });
}
