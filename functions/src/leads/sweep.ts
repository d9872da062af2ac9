/**
 * The scheduled sweep (every 15 minutes; functions.ts, and a local timer in `npm start`): nothing a
 * lead e-mail missed stays unsaid.
 * 1. Every lead still `notified: false` from the last 7 days is tried again through notifyLead
 *    (the same lease: exactly once, even while the trigger retries too).
 * 2. Those past the hourly ceiling go out together in one `lead-digest` e-mail, at most one per
 *    clock hour (a shared limiter of 1 per hour), and are then marked notified via 'digest'.
 * A lead that still fails keeps "Sin notificar" on the desk, where "Reenviar aviso" sends it.
 */
import type { SharedRateLimiter } from '../limits/shared-limiter.js';
import { buildLeadDigest } from './digest-email.js';
import { notifyLead, releaseQuietly, type NotifyLeadDeps } from './notify.js';
import { DEFAULT_LEASE_MS, type StoredLead } from './store.js';

export const SWEEP_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
export const SWEEP_BATCH = 200;

export interface SweepDeps extends NotifyLeadDeps {
  /** One digest e-mail per hour (max 1 per 1 h). */
  digestLimiter: SharedRateLimiter;
}

export interface SweepReport {
  sent: number;
  digested: number;
  waiting: number;
  failed: number;
}

async function sendDigest(leads: StoredLead[], deps: SweepDeps): Promise<number> {
  const now = deps.clock();
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;
  const claimed: Array<{ lead: StoredLead; claimedAt: Date }> = [];
  for (const lead of leads) {
    const claim = await deps.store.claim(lead.id, now, leaseMs);
    if (claim.kind === 'claimed') claimed.push({ lead, claimedAt: claim.claimedAt });
  }
  if (claimed.length === 0) return 0;
  const digest = buildLeadDigest(
    claimed.map((c) => c.lead),
    deps.siteUrl,
    deps.ceiling?.options.max ?? 0,
  );
  try {
    await deps.mailer.send({ kind: 'lead-digest', to: deps.salesEmails, ...digest });
  } catch (error) {
    for (const { lead, claimedAt } of claimed) await releaseQuietly(lead.id, claimedAt, deps);
    throw error;
  }
  for (const { lead } of claimed) await deps.store.markNotified(lead.id, 'digest');
  return claimed.length;
}

export async function sweepLeadNotifications(deps: SweepDeps): Promise<SweepReport> {
  const now = deps.clock();
  const leads = await deps.store.listUnnotified(
    new Date(now.getTime() - SWEEP_WINDOW_MS),
    SWEEP_BATCH,
  );
  const report: SweepReport = { sent: 0, digested: 0, waiting: 0, failed: 0 };
  const overCeiling: StoredLead[] = [];
  for (const lead of leads) {
    try {
      const outcome = await notifyLead(
        { id: lead.id, data: lead.data, time: now.toISOString() },
        deps,
        { ignoreAge: true },
      );
      if (outcome === 'sent') report.sent += 1;
      else if (outcome === 'over-ceiling') overCeiling.push(lead);
    } catch {
      // Logged by notifyLead; tried again on the next sweep.
      report.failed += 1;
    }
  }
  if (overCeiling.length > 0) {
    const decision = await deps.digestLimiter.consume('lead-digest', now);
    if (decision.allowed) {
      try {
        report.digested = await sendDigest(overCeiling, deps);
      } catch (error) {
        report.failed += overCeiling.length;
        deps.logger.error('leads: no se pudo enviar el resumen horario; se reintentará', {
          leads: overCeiling.length,
          error: error instanceof Error ? error.name : 'unknown',
        });
      }
    }
    report.waiting = overCeiling.length - report.digested;
  }
  deps.logger.info('leads: barrido de avisos pendientes', { ...report, pending: leads.length });
  return report;
}
