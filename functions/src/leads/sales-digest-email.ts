/**
 * The morning e-mail of one sales admin (sales-digest.ts): a pure function of their lists. Spanish
 * plain text plus a simple HTML alternative with the same content (every value escaped), like the
 * lead e-mail (lead-email.ts). Dates are the company's local days (America/Cancun).
 */
import { cancunDate } from '../../../src/domain/business-hours.js';
import { formatTime, formatWeekdayDay } from '../../../src/domain/format.js';
import { escapeHtml, oneLine } from '../mail/mailer.js';
import { adminLink } from './lead-email.js';

/** One lead as the e-mail lists it. */
export interface DigestLead {
  id: string;
  company: string;
  fullName: string;
  stage: string;
  nextActionAt: Date | null;
  firstResponseDueAt: Date | null;
}

export interface DigestLists {
  /** First answer late, most overdue first. */
  lateAnswers: DigestLead[];
  /** Follow-ups due today or overdue, earliest first (without the leads above). */
  followUps: DigestLead[];
  /** A list reached the read limit: there may be more on the desk. */
  truncated: boolean;
}

export interface SalesDigestEmailContext {
  /** When the digest is built (its "today"). */
  now: Date;
  /** Public site, no trailing slash. */
  siteUrl: string;
  /** The admin's name ('' when unknown). */
  name: string;
}

export interface SalesDigestEmail {
  subject: string;
  text: string;
  html: string;
}

/** "jueves 26 de noviembre" (the year added when it is not `now`'s: "… de 2025"). */
export function formatDigestDay(date: Date, now: Date): string {
  const day = formatWeekdayDay(date);
  const year = cancunDate(date).slice(0, 4);
  return year === cancunDate(now).slice(0, 4) ? day : `${day} de ${year}`;
}

/** "hoy, jueves 26 de noviembre" for today; "lunes 23 de noviembre (vencida)" before. */
export function nextActionLabel(date: Date, now: Date): string {
  const day = formatDigestDay(date, now);
  return cancunDate(date) === cancunDate(now) ? `hoy, ${day}` : `${day} (vencida)`;
}

/** "hoy, 11:00 a.m." or "lunes 23 de noviembre, 11:00 a.m." */
function dueLabel(date: Date, now: Date): string {
  const day = cancunDate(date) === cancunDate(now) ? 'hoy' : formatDigestDay(date, now);
  return `${day}, ${formatTime(date)}`;
}

export function salesDigestSubject(count: number): string {
  return oneLine(`Tus solicitudes para hoy (${count})`);
}

/** The list of the desk's Solicitudes section. */
export function leadsDeskLink(siteUrl: string): string {
  return `${siteUrl}/admin-dashboard?section=solicitudes`;
}

interface Item {
  title: string;
  details: string;
  link: string;
}

/** `lateAnswer`: listed for its late first answer, whose due time it then shows. */
function item(lead: DigestLead, context: SalesDigestEmailContext, lateAnswer: boolean): Item {
  const facts = [`Etapa: ${lead.stage}`];
  if (lateAnswer && lead.firstResponseDueAt) {
    facts.push(
      `Primera respuesta vencida desde: ${dueLabel(lead.firstResponseDueAt, context.now)}`,
    );
  }
  if (lead.nextActionAt) {
    facts.push(`Próxima acción: ${nextActionLabel(lead.nextActionAt, context.now)}`);
  }
  return {
    title: oneLine(`${lead.company} — ${lead.fullName}`),
    details: oneLine(facts.join(' · ')),
    link: adminLink(context.siteUrl, lead.id),
  };
}

export function buildSalesDigestEmail(
  lists: DigestLists,
  context: SalesDigestEmailContext,
): SalesDigestEmail {
  const count = lists.lateAnswers.length + lists.followUps.length;
  const name = oneLine(context.name);
  const greeting = name ? `Buenos días, ${name}:` : 'Buenos días:';
  const intro =
    `Estas son tus solicitudes que necesitan atención hoy, ` +
    `${formatDigestDay(context.now, context.now)}.`;
  const sections = [
    {
      heading: 'Sin primera respuesta (el plazo ya venció)',
      items: lists.lateAnswers.map((lead) => item(lead, context, true)),
    },
    {
      heading: 'Seguimientos para hoy o vencidos',
      items: lists.followUps.map((lead) => item(lead, context, false)),
    },
  ].filter((section) => section.items.length > 0);
  const desk = leadsDeskLink(context.siteUrl);
  const more = lists.truncated
    ? 'Hay más solicitudes pendientes de las que caben en este correo; revísalas en el panel:'
    : null;
  const footer =
    'Recibes este correo de lunes a viernes por la mañana cuando tienes solicitudes a tu cargo ' +
    'que vencen hoy o ya vencieron.';

  const text = [
    greeting,
    '',
    intro,
    '',
    ...sections.flatMap((section) => [
      `${section.heading}:`,
      ...section.items.flatMap((entry, index) => [
        `${index + 1}. ${entry.title}`,
        `   ${entry.details}`,
        `   Ver: ${entry.link}`,
      ]),
      '',
    ]),
    ...(more ? [`${more} ${desk}`, ''] : []),
    footer,
    '',
  ].join('\n');

  const html = [
    '<!doctype html><html lang="es-MX"><body>',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...sections.map(
      (section) =>
        `<p><strong>${escapeHtml(section.heading)}:</strong></p><ol>` +
        section.items
          .map(
            (entry) =>
              `<li><strong>${escapeHtml(entry.title)}</strong><br>${escapeHtml(entry.details)}` +
              `<br><a href="${escapeHtml(entry.link)}">Ver en el panel</a></li>`,
          )
          .join('') +
        '</ol>',
    ),
    ...(more ? [`<p>${escapeHtml(more)} <a href="${escapeHtml(desk)}">Solicitudes</a></p>`] : []),
    `<p><small>${escapeHtml(footer)}</small></p>`,
    '</body></html>',
  ].join('');

  return { subject: salesDigestSubject(count), text, html };
}
