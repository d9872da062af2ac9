/**
 * `retryServiceMails` (every 15 minutes, functions.ts; `npm start` runs it from a local timer):
 * no ticket or reply e-mail is dropped silently. Tickets still `notified: false` created in the
 * last 7 days, and replies still `notified: false` written in the last 7 days, are run again
 * through the same once-only handlers as their triggers (service/ticket-mail.ts: the marker and
 * its lease make it exactly once, even while a trigger retries too; a client's reply moves the
 * ticket's clock once). Documents younger than 5 minutes are left to their own trigger. What
 * still fails stays `notified: false`, and the desk shows "Sin notificar".
 */
import {
  notifyServiceTicket,
  notifyTicketReply,
  ServiceMailBusyError,
  type TicketMailDeps,
  type TicketMailOutcome,
} from './ticket-mail.js';
import { timeMillis } from '../firestore/time.js';
import type { UnnotifiedDocument } from './store.js';

export const RETRY_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** Younger documents are their trigger's to send. */
export const RETRY_MIN_AGE_MS = 5 * 60 * 1000;
export const RETRY_BATCH = 200;

export interface ServiceRetryReport {
  /** Tickets and replies read (notified false, in the window). */
  tickets: number;
  replies: number;
  /** E-mailed by this run. */
  sent: number;
  /** Past the hourly ceiling: in the next digest. */
  held: number;
  /** An earlier delivery had sent it; only the flag was missing. */
  settled: number;
  /** Nobody to send to (a removed member, a deleted account) or nothing to send. */
  unsent: number;
  /** Another delivery was sending it right now. */
  busy: number;
  /** The send failed: tried again on the next run. */
  failed: number;
}

function count(report: ServiceRetryReport, outcome: TicketMailOutcome) {
  if (outcome === 'sent') report.sent += 1;
  else if (outcome === 'over-ceiling') report.held += 1;
  else if (outcome === 'already-sent') report.settled += 1;
  else report.unsent += 1;
}

async function retryEach(
  docs: readonly UnnotifiedDocument[],
  timeKey: 'createdAt' | 'at',
  run: (doc: UnnotifiedDocument) => Promise<TicketMailOutcome>,
  report: ServiceRetryReport,
  deps: TicketMailDeps,
) {
  const newest = deps.clock().getTime() - RETRY_MIN_AGE_MS;
  for (const doc of docs) {
    if ((timeMillis(doc.data[timeKey]) ?? 0) > newest) continue;
    try {
      count(report, await run(doc));
    } catch (error) {
      // Logged by the handler; tried again on the next run.
      if (error instanceof ServiceMailBusyError) report.busy += 1;
      else report.failed += 1;
    }
  }
}

export async function retryServiceMails(deps: TicketMailDeps): Promise<ServiceRetryReport> {
  const now = deps.clock();
  const since = new Date(now.getTime() - RETRY_WINDOW_MS);
  const time = now.toISOString();
  const [tickets, replies] = await Promise.all([
    deps.store.listUnnotifiedTickets(since, RETRY_BATCH),
    deps.store.listUnnotifiedReplies(since, RETRY_BATCH),
  ]);
  const report: ServiceRetryReport = {
    tickets: tickets.length,
    replies: replies.length,
    sent: 0,
    held: 0,
    settled: 0,
    unsent: 0,
    busy: 0,
    failed: 0,
  };
  await retryEach(
    tickets,
    'createdAt',
    (doc) => notifyServiceTicket({ ticketId: doc.ticketId, data: doc.data, time }, deps),
    report,
    deps,
  );
  await retryEach(
    replies,
    'at',
    (doc) =>
      notifyTicketReply(
        { ticketId: doc.ticketId, replyId: doc.replyId ?? '', data: doc.data, time },
        deps,
      ),
    report,
    deps,
  );
  deps.logger.info('servicio: reintento de correos sin notificar', { ...report });
  return report;
}
