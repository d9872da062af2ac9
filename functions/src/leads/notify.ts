/**
 * The lead notification as a pure, injected function (functions.ts wires it to the Firestore
 * trigger on contactSubmissions/{id}, declared with retry: true).
 *
 * Exactly once, even when the event is retried or delivered twice at the same time:
 * 1. events older than maxEventAgeMs (24 h) are dropped and logged, so a provider that keeps
 *    failing is not retried forever;
 * 1b. intake (leads/intake.ts), once per lead: the owner in turn, the first-response clock and the
 *    possible duplicates; a retried event finds them written and gets the same owner back;
 * 2. claim (transaction on the submission): notifiedAt set -> done, nothing sent; a live lease ->
 *    another delivery is sending: throw LeadNotificationBusyError so the platform retries later
 *    (by then notifiedAt is set, or the lease has expired because that delivery died);
 * 3. the hourly ceiling (LEAD_EMAILS_PER_HOUR, shared by every instance): past it the lease is
 *    cleared and the lead waits, still `notified: false`, for the hourly digest (sweep.ts);
 * 4. send the e-mail; on failure clear the lease, log (submission id, reason; the lead's address
 *    masked) and rethrow, so the platform retries;
 * 5. set notified, notifiedAt and notifiedVia, and clear the lease.
 * What the trigger's own retries do not deliver (a provider down for a day, the ceiling), the
 * scheduled sweep retries every 15 minutes for 7 days, through this same function.
 */
import { DEFAULT_FIRST_RESPONSE_HOURS } from '../../../src/domain/business-hours.js';
import { maskEmail, type Logger } from '../logger.js';
import type { SharedRateLimiter } from '../limits/shared-limiter.js';
import { describeSendError, releaseLease, type Mailer } from '../mail/mailer.js';
import { intakeLead, leadRecipients, type LeadIntakeStore } from './intake.js';
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
  /** Lead e-mails per hour to sales (LEAD_EMAILS_PER_HOUR); null: no ceiling. */
  ceiling?: SharedRateLimiter | null;
  leaseMs?: number;
  maxEventAgeMs?: number;
  /** Owner, clock and duplicates (leads/intake.ts); without it, the e-mail goes to every address. */
  intakeStore?: LeadIntakeStore;
  /** FIRST_RESPONSE_HOURS (business hours); 2 when not given. */
  firstResponseHours?: number;
}

export interface NotifyOptions {
  /** The sweep and an admin's "Reenviar aviso" send whatever the event's age. */
  ignoreAge?: boolean;
  /** An admin's "Reenviar aviso" is sent even past the hourly ceiling. */
  ignoreCeiling?: boolean;
}

export type NotifyOutcome =
  'sent' | 'already-notified' | 'missing' | 'too-old' | 'no-data' | 'over-ceiling';

/** Thrown when another delivery of the same event holds the lease; the platform retries. */
export class LeadNotificationBusyError extends Error {
  constructor(id: string) {
    super(`Otra entrega está notificando la solicitud ${id}; se reintentará.`);
    this.name = 'LeadNotificationBusyError';
  }
}

export async function notifyLead(
  event: LeadEvent,
  deps: NotifyLeadDeps,
  options: NotifyOptions = {},
): Promise<NotifyOutcome> {
  const { id } = event;
  const now = deps.clock();
  const maxAge = deps.maxEventAgeMs ?? DEFAULT_MAX_EVENT_AGE_MS;
  const eventMs = Date.parse(event.time);
  if (!options.ignoreAge && Number.isFinite(eventMs) && now.getTime() - eventMs > maxAge) {
    deps.logger.error('leads: evento demasiado antiguo; queda para el barrido programado', {
      submissionId: id,
      eventTime: event.time,
    });
    return 'too-old';
  }
  if (!event.data) {
    deps.logger.warn('leads: el evento no trae datos de la solicitud', { submissionId: id });
    return 'no-data';
  }

  const intake = deps.intakeStore
    ? await intakeLead(id, event.data, Number.isFinite(eventMs) ? new Date(eventMs) : now, {
        intakeStore: deps.intakeStore,
        firstResponseHours: deps.firstResponseHours ?? DEFAULT_FIRST_RESPONSE_HOURS,
        logger: deps.logger,
      })
    : null;

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

  if (deps.ceiling && !options.ignoreCeiling) {
    const decision = await deps.ceiling.consume('lead-emails', now);
    if (!decision.allowed) {
      await releaseQuietly(id, claim.claimedAt, deps);
      deps.logger.warn('leads: tope de correos por hora alcanzado; irá en el resumen horario', {
        submissionId: id,
        max: deps.ceiling.options.max,
      });
      return 'over-ceiling';
    }
  }

  const lead = readLeadSubmission(event.data);
  const email = buildLeadEmail(lead, {
    id,
    siteUrl: deps.siteUrl,
    ...(intake?.owner ? { owner: intake.owner.email } : {}),
    ...(intake?.firstResponseDueAt ? { dueAt: intake.firstResponseDueAt } : {}),
  });
  const recipients = leadRecipients(intake?.owner ?? null, deps.salesEmails, intake?.team);
  try {
    await deps.mailer.send({
      kind: 'lead-notification',
      to: recipients.to,
      ...(recipients.cc.length > 0 ? { cc: recipients.cc } : {}),
      ...(email.replyTo ? { replyTo: email.replyTo } : {}),
      subject: email.subject,
      text: email.text,
      html: email.html,
    });
  } catch (error) {
    deps.logger.error('leads: no se pudo enviar la notificación; se reintentará', {
      submissionId: id,
      mailer: deps.mailer.name,
      ...describeSendError(error),
      lead: maskEmail(lead.corporateEmail.toLowerCase()),
    });
    await releaseQuietly(id, claim.claimedAt, deps);
    throw error;
  }

  await deps.store.markNotified(id, 'email');
  deps.logger.info('leads: notificación enviada', {
    submissionId: id,
    mailer: deps.mailer.name,
    recipients: recipients.to.length + recipients.cc.length,
  });
  return 'sent';
}

/** Clears a lease; a failure is logged (the lease then simply expires and a later try sends). */
export async function releaseQuietly(
  id: string,
  claimedAt: Date,
  deps: Pick<NotifyLeadDeps, 'store' | 'logger'>,
): Promise<void> {
  await releaseLease(
    () => deps.store.release(id, claimedAt),
    deps.logger,
    'leads: no se pudo liberar la reserva de la solicitud',
    { submissionId: id },
  );
}
