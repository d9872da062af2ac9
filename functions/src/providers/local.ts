/**
 * Local double opt-in (no BREVO_API_KEY), so a developer can walk the whole flow offline:
 *
 * 1. requestConfirmation: an address already on the local list -> "already subscribed", no e-mail.
 *    Otherwise one `newsletter-confirmation` e-mail goes to the mail outbox, with a link to this
 *    same function: {confirmUrl}?confirm=<signed token> (confirm-token.ts).
 * 2. confirm(token): a genuine, unexpired token appends the subscriber to the list file, once.
 *
 * List line shape (unchanged from the former newsletter-outbox.jsonl):
 * {"email":"ana@example.com","name":"Ana","subscribedAt":"2026-01-01T00:00:00.000Z"}
 * ("name" only when given; subscribedAt = when the link was clicked).
 */
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';

import type { Mailer } from '../mail/mailer.js';
import { signConfirmToken, verifyConfirmToken } from './confirm-token.js';
import type {
  ConfirmOutcome,
  LocalConfirmer,
  NewsletterProvider,
  SubscribeOutcome,
} from './provider.js';
import { ProviderError } from '../provider-error.js';

export interface ListRecord {
  email: string;
  name?: string;
  subscribedAt: string;
}

export interface LocalProviderOptions {
  listPath: string;
  mailer: Mailer;
  secret: string;
  /** This function's own URL, e.g. http://127.0.0.1:5001/demo-tusocio/us-central1/newsletter */
  confirmUrl: string;
  tokenTtlMs: number;
}

export const CONFIRMATION_SUBJECT = 'Confirma tu suscripción al newsletter de Tu Socio Ideal';

export function confirmationText(link: string): string {
  return [
    '¡Hola!',
    '',
    'Recibimos una solicitud para suscribir este correo al newsletter de Tu Socio Ideal.',
    'Para confirmarla, abre este enlace:',
    '',
    link,
    '',
    'Si no fuiste tú, ignora este mensaje: no te suscribiremos sin tu confirmación.',
  ].join('\n');
}

async function readRecords(path: string): Promise<ListRecord[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const records: ListRecord[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const parsed = JSON.parse(line) as unknown;
      if (
        typeof parsed === 'object' &&
        parsed !== null &&
        typeof (parsed as ListRecord).email === 'string'
      ) {
        records.push(parsed as ListRecord);
      }
    } catch {
      // A hand-edited or truncated line: ignore it rather than refuse every later subscription.
    }
  }
  return records;
}

/** The list's record of this address (compared lower-cased), or null: "Tus datos" reports it. */
export async function findListRecord(path: string, email: string): Promise<ListRecord | null> {
  const wanted = email.trim().toLowerCase();
  return (await readRecords(path)).find((r) => r.email.toLowerCase() === wanted) ?? null;
}

function storageError(error: unknown): ProviderError {
  const code = (error as NodeJS.ErrnoException).code;
  return new ProviderError('storage', `No se pudo usar la lista local (${code ?? 'error'}).`);
}

export function createLocalProvider(
  options: LocalProviderOptions,
): NewsletterProvider & LocalConfirmer {
  // Serialise this instance's list reads-then-appends so concurrent confirmations add one line.
  let queue: Promise<unknown> = Promise.resolve();
  function serialised<T>(task: () => Promise<T>): Promise<T> {
    const result = queue.then(task);
    queue = result.catch(() => undefined);
    return result;
  }

  async function isListed(email: string): Promise<boolean> {
    try {
      return (await readRecords(options.listPath)).some((r) => r.email.toLowerCase() === email);
    } catch (error) {
      throw storageError(error);
    }
  }

  async function addToList(email: string, name: string | undefined, at: Date): Promise<boolean> {
    try {
      if ((await readRecords(options.listPath)).some((r) => r.email.toLowerCase() === email)) {
        return false;
      }
      const record: ListRecord = {
        email,
        ...(name ? { name } : {}),
        subscribedAt: at.toISOString(),
      };
      await mkdir(dirname(options.listPath), { recursive: true });
      await appendFile(options.listPath, `${JSON.stringify(record)}\n`, 'utf8');
      return true;
    } catch (error) {
      throw storageError(error);
    }
  }

  return {
    name: 'local',
    async requestConfirmation(input): Promise<SubscribeOutcome> {
      const email = input.email.toLowerCase();
      if (await isListed(email)) return { kind: 'already-subscribed' };
      const token = signConfirmToken(
        {
          email,
          ...(input.name ? { name: input.name } : {}),
          expiresAt: new Date(input.requestedAt.getTime() + options.tokenTtlMs),
        },
        options.secret,
      );
      const link = `${options.confirmUrl}?confirm=${token}`;
      await options.mailer.send({
        kind: 'newsletter-confirmation',
        to: [email],
        subject: CONFIRMATION_SUBJECT,
        text: confirmationText(link),
      });
      return { kind: 'confirmation-sent' };
    },
    async confirm(token, now): Promise<ConfirmOutcome> {
      const claims = verifyConfirmToken(token, options.secret, now);
      if (!claims) return { kind: 'invalid' };
      const email = claims.email.toLowerCase();
      const added = await serialised(() => addToList(email, claims.name, now));
      return { kind: added ? 'subscribed' : 'already-subscribed', email };
    },
  };
}
