/**
 * Local stand-in for the mail provider (no BREVO_API_KEY): each e-mail becomes one JSON line in
 * the mail outbox, and one log line, so a developer sees in the console what would have been sent.
 *
 * Line shape (always these six keys, in this order; `replyTo` null when there is none; a seventh,
 * `cc`, after `to` only when the e-mail copies someone):
 * {"kind":"lead-notification","to":["ventas@example.com"],"replyTo":"ana@empresa.mx",
 *  "subject":"...","text":"...","at":"2026-03-01T12:00:00.000Z"}
 * The HTML alternative, when any, is not recorded: the text says the same.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

import type { Logger } from '../logger.js';
import { ProviderError } from '../provider-error.js';
import { oneLine, type Mailer, type MailKind } from './mailer.js';

export interface OutboxMail {
  kind: MailKind;
  to: string[];
  cc?: string[];
  replyTo: string | null;
  subject: string;
  text: string;
  at: string;
}

export function createOutboxMailer(
  path: string,
  logger: Logger,
  clock: () => Date = () => new Date(),
): Mailer {
  // Serialise this instance's appends so concurrent e-mails never interleave within a line.
  let queue: Promise<unknown> = Promise.resolve();

  async function append(line: OutboxMail): Promise<void> {
    try {
      await mkdir(dirname(path), { recursive: true });
      await appendFile(path, `${JSON.stringify(line)}\n`, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new ProviderError(
        'storage',
        `No se pudo escribir el buzón de correo (${code ?? 'error'}).`,
      );
    }
    logger.info(`correo (buzón local): ${line.kind} para ${line.to.join(', ')}: ${line.subject}`, {
      kind: line.kind,
      to: line.to,
      subject: line.subject,
      path,
    });
  }

  return {
    name: 'outbox',
    send(message) {
      const line: OutboxMail = {
        kind: message.kind,
        to: [...message.to],
        ...(message.cc?.length ? { cc: [...message.cc] } : {}),
        replyTo: message.replyTo ?? null,
        subject: oneLine(message.subject),
        text: message.text,
        at: clock().toISOString(),
      };
      const result = queue.then(() => append(line));
      queue = result.catch(() => undefined);
      return result;
    },
  };
}
