/**
 * "Tiempos de servicio": how a month's tickets kept their promises, per technician and in total
 * (docs/decisions/0042-service-levels.md). Pure: the tickets in, the figures out.
 */
import { ticketClockOf, type ClockFields, type TicketDoc } from './schemas/ticket';
import { clockState } from './service-level';

/** A share: how many kept the promise out of how many were decided (met, or already missed). */
export interface Share {
  met: number;
  decided: number;
}

export interface ServiceTimesRow {
  /** The technician's uid; '' for the tickets with none. */
  uid: string;
  /** Their name as stored on the tickets ('' for none). */
  name: string;
  tickets: number;
  respondedInTime: Share;
  resolvedInTime: Share;
  /** Medians in business hours (one decimal); null without any answered / resolved ticket. */
  medianResponseHours: number | null;
  medianResolutionHours: number | null;
}

/** The median of `values` (null when empty). */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? null)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const hours = (minutes: number | null) =>
  minutes === null ? null : Math.round((minutes / 60) * 10) / 10;

/** The percentage of a share, rounded (null when nothing was decided yet). */
export function sharePercent(share: Share): number | null {
  return share.decided === 0 ? null : Math.round((share.met / share.decided) * 100);
}

type Clocked = ClockFields & Pick<TicketDoc, 'technicianUid' | 'technicianName'>;

function rowOf(uid: string, name: string, tickets: readonly Clocked[], now: Date): ServiceTimesRow {
  const states = tickets.map((ticket) => clockState(ticketClockOf(ticket), now));
  const share = (pick: (s: (typeof states)[number]) => boolean | null): Share => {
    const decided = states.map(pick).filter((value) => value !== null);
    return { met: decided.filter(Boolean).length, decided: decided.length };
  };
  const minutes = (pick: (s: (typeof states)[number]) => number | null) =>
    states.map(pick).filter((value): value is number => value !== null);
  return {
    uid,
    name,
    tickets: tickets.length,
    respondedInTime: share((s) => s.respondedInTime),
    resolvedInTime: share((s) => s.resolvedInTime),
    medianResponseHours: hours(median(minutes((s) => s.responseMinutes))),
    medianResolutionHours: hours(median(minutes((s) => s.resolutionMinutes))),
  };
}

/**
 * One row per technician (by name; the tickets without one last, uid ''), and the total. A
 * ticket counts for the technician assigned to it now.
 */
export function serviceTimes(
  tickets: readonly Clocked[],
  now: Date,
): { rows: ServiceTimesRow[]; total: ServiceTimesRow } {
  const groups = new Map<string, { name: string; tickets: Clocked[] }>();
  for (const ticket of tickets) {
    const uid = ticket.technicianUid ?? '';
    const group = groups.get(uid) ?? { name: uid ? ticket.technicianName || uid : '', tickets: [] };
    group.tickets.push(ticket);
    groups.set(uid, group);
  }
  const rows = [...groups.entries()]
    .map(([uid, group]) => rowOf(uid, group.name, group.tickets, now))
    .sort((a, b) => (a.uid === '' ? 1 : b.uid === '' ? -1 : a.name.localeCompare(b.name, 'es')));
  return { rows, total: rowOf('', '', tickets, now) };
}
