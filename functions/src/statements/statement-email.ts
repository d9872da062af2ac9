/**
 * A company's monthly statement, e-mailed to its administrators and billing members
 * (`statement`, statements/statement-mail.ts): "Estado de cuenta de noviembre de 2026" (a
 * reclose: "Estado de cuenta corregido de …"), the company, the month, the total with IVA and a
 * link to the statement's page in the client portal, where it is read and printed. Spanish plain
 * text plus an HTML alternative with the same content (every value escaped), like the service
 * e-mails.
 */
import { escapeHtml, oneLine } from '../mail/mailer.js';
import { html, link, monthLabel, paragraph, type Email } from '../service/emails.js';
import { paths } from '../../../src/config/paths.js';
import { formatMxn } from '../../../src/domain/format.js';

export interface StatementFacts {
  /** The company's name ('' when unknown). */
  company: string;
  /** "YYYY-MM" */
  month: string;
  version: number;
  totalMxn: number;
}

/** The statement's page in the client portal: /main-user/estados-de-cuenta/2026-11. */
export function statementLink(siteUrl: string, month: string): string {
  return `${siteUrl}${paths.guest.statements}/${month}`;
}

/** "Estado de cuenta de noviembre de 2026" (version 2 and later: "… corregido de …"). */
export function statementSubject(month: string, version: number): string {
  const corrected = version > 1 ? ' corregido' : '';
  return oneLine(`Estado de cuenta${corrected} de ${monthLabel(month)}`);
}

/** "Total: $1,234.56 MXN (IVA incluido)" */
export function statementTotalLine(totalMxn: number): string {
  return `Total: ${formatMxn(totalMxn)} (IVA incluido)`;
}

export function buildStatementEmail(statement: StatementFacts, siteUrl: string): Email {
  const company = oneLine(statement.company);
  const month = monthLabel(statement.month);
  const whose = company ? ` de ${company}` : '';
  const intro =
    statement.version > 1
      ? `Corregimos el estado de cuenta de ${month}${whose}. Esta versión (${String(statement.version)}) reemplaza a la que te enviamos antes.`
      : `Ya está listo el estado de cuenta de ${month}${whose}.`;
  const facts = [
    ...(company ? [`Empresa: ${company}`] : []),
    `Mes: ${month}`,
    statementTotalLine(statement.totalMxn),
  ];
  const url = statementLink(siteUrl, statement.month);
  const see =
    'Consulta el detalle por equipo (lecturas, páginas, renta e importes) e imprímelo o guárdalo en PDF desde el portal de clientes.';
  const footer =
    'Recibes este correo porque eres administrador o responsable de facturación de la cuenta en el portal de clientes de Tu Socio Ideal.';
  const text = [
    'Hola:',
    '',
    intro,
    '',
    ...facts,
    '',
    see,
    `Estado de cuenta: ${url}`,
    '',
    footer,
    '',
  ].join('\n');
  return {
    subject: statementSubject(statement.month, statement.version),
    text,
    html: html([
      paragraph('Hola:'),
      paragraph(intro),
      `<ul>${facts.map((fact) => `<li>${escapeHtml(fact)}</li>`).join('')}</ul>`,
      paragraph(see),
      `<p>${link(url, 'Ver el estado de cuenta')}</p>`,
      `<p><small>${escapeHtml(footer)}</small></p>`,
    ]),
  };
}
