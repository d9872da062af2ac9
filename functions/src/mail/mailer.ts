/** Sending one e-mail, whatever carries it (Brevo's transactional API, or the local outbox). */
import { formatLongDateTime } from '../../../src/domain/format.js';
import type { Logger } from '../logger.js';
import { ProviderError } from '../provider-error.js';

export type MailKind =
  | 'lead-notification'
  | 'lead-digest'
  | 'newsletter-confirmation'
  /** An ARCO request from /derechos-arco, to the company's privacy address (arco/email.ts). */
  | 'arco-request'
  /** A sales admin's morning list of their leads due today (leads/sales-digest.ts). */
  | 'sales-digest'
  /** A client's new toner request or fault report, to the service address (service/ticket-mail.ts). */
  | 'service-ticket'
  /** The company's reply on a ticket, to the client (service/ticket-mail.ts). */
  | 'ticket-reply'
  /** A client's reply on a ticket, to the service address and the technician (service/client-reply.ts). */
  | 'client-reply'
  /** A technician's visit scheduled on a ticket, to the client (service/visit-mail.ts). */
  | 'visit-scheduled'
  /** The hour's service e-mails past SERVICE_EMAILS_PER_HOUR, in one e-mail (service/digest.ts). */
  | 'service-digest'
  /** Day 25: a client's devices still missing the month's meter reading (service/meter-reminder.ts). */
  | 'meter-reminder'
  /** An invitation to join a company, to the invited address (members/invite.ts). */
  | 'member-invite'
  /** A company's monthly statement, to its administrators and billing (statements/statement-mail.ts). */
  | 'statement';

export interface MailMessage {
  kind: MailKind;
  /** One or more recipients (plain addresses). */
  to: readonly string[];
  /** Copied recipients (the other sales addresses on a lead's e-mail to its owner). */
  cc?: readonly string[];
  /** Where a reply goes (e.g. the lead's own address), when not the sender. */
  replyTo?: string;
  subject: string;
  /** Plain-text body: always present, and what the outbox records. */
  text: string;
  html?: string;
}

export interface Mailer {
  /** Short identifier for logs ("brevo", "outbox"). */
  readonly name: string;
  /** Resolves once the e-mail was accepted; rejects with a ProviderError otherwise. */
  send(message: MailMessage): Promise<void>;
}

/**
 * A failed send (or a failed store step around it) as log fields: the provider's reason, status
 * and code, else the error's name (not its message).
 */
export function describeSendError(error: unknown) {
  if (error instanceof ProviderError) {
    return { reason: error.reason, status: error.status ?? null, code: error.code ?? null };
  }
  return { reason: error instanceof Error ? error.name : 'unknown' };
}

/**
 * Drops the lease a failed send held, so a later try sends; a failure to drop it is logged as
 * `failure` with `fields` (the lease then simply expires).
 */
export async function releaseLease(
  release: () => Promise<void>,
  logger: Logger,
  failure: string,
  fields: Record<string, unknown>,
): Promise<void> {
  try {
    await release();
  } catch (error) {
    logger.error(failure, { ...fields, ...describeSendError(error) });
  }
}

/** "2 de marzo de 2026, 10:00 a.m. (hora de Cancún)": a time in an e-mail, its zone named. */
export function formatCancunTime(date: Date): string {
  return `${formatLongDateTime(date)} (hora de Cancún)`;
}

/** Control characters (CR/LF included) and runs of spaces become one space: safe for a subject. */
export function oneLine(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- matching control characters is the point here
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Text safe inside HTML elements and double- or single-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
