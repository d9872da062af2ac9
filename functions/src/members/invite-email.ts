/**
 * The invitation to join a company (`member-invite`, members/invite.ts): the company that invites
 * (its name as the desk wrote it, never the inviter's display name, which they choose), the role,
 * the link /invitacion/{id} and until when it is valid (Cancún time).
 * Spanish plain text plus a simple HTML alternative with the same content (values escaped), like
 * the other e-mails (service/emails.ts).
 */
import { invitationPath } from '../../../src/config/paths.js';
import { INVITE_VALID_DAYS } from '../../../src/domain/company.js';
import { escapeHtml, formatCancunTime, oneLine } from '../mail/mailer.js';

export interface MemberInviteFacts {
  siteUrl: string;
  inviteId: string;
  company: string;
  roleLabel: string;
  expiresAt: Date;
}

/** The invitation's page on the site. */
export function invitationLink(siteUrl: string, inviteId: string): string {
  return `${siteUrl}${invitationPath(inviteId)}`;
}

export function buildMemberInviteEmail(facts: MemberInviteFacts): {
  subject: string;
  text: string;
  html: string;
} {
  const company = oneLine(facts.company);
  const role = oneLine(facts.roleLabel);
  const link = invitationLink(facts.siteUrl, facts.inviteId);
  const until = formatCancunTime(facts.expiresAt);
  const intro = company
    ? `${company} te invitó a unirte a su cuenta en el portal de clientes de Tu Socio Ideal, con el rol "${role}".`
    : `Te invitaron a unirte a la cuenta de una empresa en el portal de clientes de Tu Socio Ideal, con el rol "${role}".`;
  const how =
    'Para aceptar, abre el enlace e inicia sesión (o crea tu cuenta) con esta misma dirección de ' +
    'correo; si aún no la verificas, verifícala antes de aceptar.';
  const validity = `La invitación es válida por ${INVITE_VALID_DAYS} días, hasta el ${until}.`;
  const footer = 'Si no esperabas esta invitación, ignora este correo: no pasará nada.';
  const text = [
    'Hola:',
    '',
    intro,
    '',
    `Aceptar la invitación: ${link}`,
    '',
    how,
    validity,
    '',
    footer,
    '',
  ].join('\n');
  const paragraph = (value: string) => `<p>${escapeHtml(value)}</p>`;
  return {
    subject: oneLine(`Invitación para unirte a ${company || 'una empresa'} en Tu Socio Ideal`),
    text,
    html: [
      '<!doctype html><html lang="es-MX"><body>',
      paragraph('Hola:'),
      paragraph(intro),
      `<p><a href="${escapeHtml(link)}">Aceptar la invitación</a></p>`,
      paragraph(how),
      paragraph(validity),
      `<p><small>${escapeHtml(footer)}</small></p>`,
      '</body></html>',
    ].join(''),
  };
}
