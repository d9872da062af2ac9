/**
 * One-off, for the tickets stored before service levels (docs/decisions/0042-service-levels.md):
 * each gets the keys a new ticket starts with, read from what it already holds:
 * - `responseHours` 4 and `resolutionHours` 16 (the defaults: older devices name no times);
 * - `respondedAt`: when the desk first acted on it as far as it is known (`statusChangedAt`, else
 *   `lastReplyAt`), else null; `resolvedAt`: for a Resuelto ticket, that same time (else its
 *   creation), else null; `pausedAt` null and `pausedMinutes` 0 (no older status waits);
 * - `dueAt`: what is due now by the shared clock (src/domain/service-level.ts; null once
 *   resolved), so "Fuera de tiempo" lists an old open ticket whose time passed;
 * - `notified: true` (its e-mail went out with the triggers of the time: nothing to retry),
 *   `openedBy: 'cliente'`, `technicianUid: null`, `technicianName: ''`, `visit: null`.
 * A key the ticket already has is kept. Idempotent: a ticket that has `responseHours` is left as
 * it is, so a second run writes nothing. Run it with `npm --prefix functions run
 * backfill-ticket-clocks` (functions/scripts/backfill-ticket-clocks.ts; README.md).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { timeMillis } from '../firestore/time.js';
import { clockState } from '../../../src/domain/service-level.js';
import { TICKETS } from '../../../src/domain/collections.js';
import { readStatus, readTicketClock } from '../service/ticket-clock.js';
import { forEachPage } from './migrate-companies.js';

type Data = Record<string, unknown>;

export interface TicketClockBackfillCount {
  read: number;
  updated: number;
}

/** The first stored time among `values` (as stored), else null. */
const firstTime = (...values: unknown[]) =>
  values.find((value) => timeMillis(value) !== null) ?? null;

/** The keys an older ticket lacks; null when it already has its clock (`responseHours`). */
export function ticketClockPatch(data: Data, now: Date): Data | null {
  if (typeof data.responseHours === 'number') return null;
  const acted = firstTime(data.statusChangedAt, data.lastReplyAt);
  const resolved = readStatus(data) === 'Resuelto' ? firstTime(acted, data.createdAt) : null;
  const full: Data = {
    responseHours: 4,
    resolutionHours: 16,
    respondedAt: acted,
    pausedAt: null,
    pausedMinutes: 0,
    resolvedAt: resolved ?? (readStatus(data) === 'Resuelto' ? now : null),
    notified: true,
    openedBy: 'cliente',
    technicianUid: null,
    technicianName: '',
    visit: null,
  };
  const patch: Data = {};
  for (const [key, value] of Object.entries(full)) if (!(key in data)) patch[key] = value;
  const clock = readTicketClock({ ...data, ...patch }, now);
  if (!('dueAt' in data) || data.dueAt == null) patch.dueAt = clockState(clock, now).dueAt;
  return patch;
}

/** Every ticket without its clock gets one (see above); with `dryRun`, only counted. */
export async function backfillTicketClocks(
  db: Firestore,
  {
    pageSize = 300,
    dryRun = false,
    now = new Date(),
  }: { pageSize?: number; dryRun?: boolean; now?: Date } = {},
): Promise<TicketClockBackfillCount> {
  const count: TicketClockBackfillCount = { read: 0, updated: 0 };
  await forEachPage(db, TICKETS, pageSize, async (docs) => {
    const batch = db.batch();
    let writes = 0;
    for (const doc of docs) {
      count.read += 1;
      const patch = ticketClockPatch(doc.data(), now);
      if (!patch) continue;
      count.updated += 1;
      writes += 1;
      batch.update(doc.ref, patch);
    }
    if (writes > 0 && !dryRun) await batch.commit();
  });
  return count;
}

/** The report in Spanish, as the script prints it. */
export function ticketClockReportLine(count: TicketClockBackfillCount, dryRun: boolean): string {
  const done = dryRun ? 'por actualizar (sin escribir: --dry-run)' : 'actualizados';
  return `tickets: ${count.read} leídos, ${count.updated} ${done} (tiempos de servicio)`;
}
