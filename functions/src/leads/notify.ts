/**
 * The lead notification as a pure, injected function (index.ts wires it to the Firestore
 * trigger on contactSubmissions/{id}, declared with retry: true).
 *
 * Exactly once, even when the event is retried or delivered twice at the same time:
 * 1. events older than maxEventAgeMs (24 h) are dropped and logged, so a provider that keeps
 *    failing is not retried forever;
 * 2. claim (transaction on the submission): notifiedAt set -> done, nothing sent; a live lease ->
 *    another delivery is sending: throw LeadNotificationBusyError so the platform retries later
 *    (by then notifiedAt is set, or the lease has expired because that delivery died);
 * 3. send the e-mail; on failure clear the lease, log (submission id, reason; the lead's address
 *    masked) and rethrow, so the platform retries;
 * 4. set notifiedAt and clear the lease.
 */
import { maskEmail, type Logger } from '../logger.js';
import type { Mailer } from '../mail/mailer.js';
import { ProviderError } from '../providers/provider.js';
import { buildLeadEmail } from './lead-email.js';
import { DEFAULT_LEASE_MS, type LeadNotificationStore } from './store.js';
import { readLeadSubmission } from './submission.js';

export const DEFAULT_MAX_EVENT_AGE_MS = 24 * 60 * 60 * 1000;

export interface LeadEvent {
  /** The submission's document id. */
  id: string;
  /** The created document's data (undefined if the event carries none). */
  data: Record<string, unknown> | undefined;
  /** The event's time (ISO), i.e. when the document was created. */
  time: string;
}

export interface NotifyLeadDeps {
  store: LeadNotificationStore;
  mailer: Mailer;
  salesEmails: readonly string[];
  siteUrl: string;
  clock: () => Date;
  logger: Logger;
  leaseMs?: number;
  maxEventAgeMs?: number;
}

export type NotifyOutcome = 'sent' | 'already-notified' | 'missing' | 'too-old' | 'no-data';

/** Thrown when another delivery of the same event holds the lease; the platform retries. */
export class LeadNotificationBusyError extends Error {
  constructor(id: string) {
    super(`Otra entrega está notificando la solicitud ${id}; se reintentará.`);
    this.name = 'LeadNotificationBusyError';
  }
}

function describe(error: unknown) {
  if (error instanceof ProviderError) {
    return { reason: error.reason, status: error.status ?? null, code: error.code ?? null };
  }
  return { reason: error instanceof Error ? error.name : 'unknown' };
}

export async function notifyLead(event: LeadEvent, deps: NotifyLeadDeps): Promise<NotifyOutcome> {
  const { id } = event;
  const now = deps.clock();
  const maxAge = deps.maxEventAgeMs ?? DEFAULT_MAX_EVENT_AGE_MS;
  const eventMs = Date.parse(event.time);
  if (Number.isFinite(eventMs) && now.getTime() - eventMs > maxAge) {
    deps.logger.error('leads: evento demasiado antiguo; se descarta sin notificar', {
      submissionId: id,
      eventTime: event.time,
    });
    return 'too-old';
  }
  if (!event.data) {
    deps.logger.warn('leads: el evento no trae datos de la solicitud', { submissionId: id });
    return 'no-data';
  }

  const claim = await deps.store.claim(id, now, deps.leaseMs ?? DEFAULT_LEASE_MS);
  if (claim.kind === 'already-notified') {
    deps.logger.info('leads: la solicitud ya se había notificado', { submissionId: id });
    return 'already-notified';
  }
  if (claim.kind === 'missing') {
    deps.logger.warn('leads: la solicitud ya no existe; no se notifica', { submissionId: id });
    return 'missing';
  }
  if (claim.kind === 'in-progress') {
    deps.logger.warn('leads: otra entrega está notificando esta solicitud', { submissionId: id });
    throw new LeadNotificationBusyError(id);
  }

  const lead = readLeadSubmission(event.data);
  const email = buildLeadEmail(lead, { id, siteUrl: deps.siteUrl });
  try {
    await deps.mailer.send({
      kind: 'lead-notification',
      to: deps.salesEmails,
      ...(email.replyTo ? { replyTo: email.replyTo } : {}),
      subject: email.subject,
      text: email.text,
      html: email.html,
    });
  } catch (error) {
    deps.logger.error('leads: no se pudo enviar la notificación; se reintentará', {
      submissionId: id,
      mailer: deps.mailer.name,
      ...describe(error),
      lead: maskEmail(lead.corporateEmail.toLowerCase()),
    });
    try {
      await deps.store.release(id, claim.claimedAt);
    } catch (releaseError) {
      // The lease then simply expires; the retry after it sends.
      deps.logger.error('leads: no se pudo liberar la reserva de la solicitud', {
        submissionId: id,
        ...describe(releaseError),
      });
    }
    throw error;
  }

  await deps.store.markNotified(id);
  deps.logger.info('leads: notificación enviada', {
    submissionId: id,
    mailer: deps.mailer.name,
    recipients: deps.salesEmails.length,
  });
  return 'sent';
}
