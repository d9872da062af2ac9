/** Sending one e-mail, whatever carries it (Brevo's transactional API, or the local outbox). */

export type MailKind =
  | 'lead-notification'
  | 'lead-digest'
  | 'newsletter-confirmation'
  /** An ARCO request from /derechos-arco, to the company's privacy address (arco/email.ts). */
  | 'arco-request';

export interface MailMessage {
  kind: MailKind;
  /** One or more recipients (plain addresses). */
  to: readonly string[];
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

/** Control characters (CR/LF included) and runs of spaces become one space: safe for a subject. */
export function oneLine(text: string): string {
  return text
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
