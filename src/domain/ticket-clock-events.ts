/**
 * A ticket's service-level clock after an event (a desk status change or reply, a client's
 * reply): the desk's writes (src/data/rental/service/ticket-replies.ts) ask it. Apart from
 * ./service-level.ts, whose reading of the clock (clockState, the promise's text) the client's
 * pages load without this.
 */
import type { TicketStatus } from './client-portal';
import {
  clockState,
  isWaitingStatus,
  serviceMinutesBetween,
  type TicketClock,
} from './service-level';

export type ClockEvent =
  { type: 'status'; status: TicketStatus } | { type: 'company-reply' } | { type: 'client-reply' };

/** The clock with the waiting (or resolved) span up to `now` counted and the pause ended. */
function resumed(clock: TicketClock, now: Date): TicketClock {
  const since = clock.resolvedAt ?? clock.pausedAt;
  if (since === null) return clock;
  return {
    ...clock,
    pausedAt: null,
    resolvedAt: null,
    pausedMinutes: clock.pausedMinutes + serviceMinutesBetween(since, now),
  };
}

/**
 * The status and clock after `event` at `now`, and the `dueAt` to store with them (what "Fuera de
 * tiempo" queries). A desk status change or reply stops the response clock; a waiting status
 * pauses the resolution clock and leaving it resumes it; Resuelto stops it; reopening a resolved
 * ticket counts the resolved span as waiting. A client's reply moves a ticket waiting for them
 * back to En proceso; otherwise it changes nothing.
 */
export function applyClockEvent(
  status: TicketStatus,
  clock: TicketClock,
  event: ClockEvent,
  now: Date,
): { status: TicketStatus; clock: TicketClock; dueAt: Date | null } {
  let next: TicketStatus = status;
  let moved = clock;
  if (event.type === 'client-reply') {
    if (status === 'Esperando al cliente') {
      next = 'En proceso';
      moved = resumed(clock, now);
    }
  } else {
    moved = clock.respondedAt === null ? { ...clock, respondedAt: now } : clock;
    if (event.type === 'status' && event.status !== status) {
      next = event.status;
      if (next === 'Resuelto') {
        moved = { ...resumed(moved, now), resolvedAt: now };
      } else if (isWaitingStatus(next)) {
        // Between the two waiting statuses the pause simply goes on.
        moved = isWaitingStatus(status) ? moved : { ...resumed(moved, now), pausedAt: now };
      } else {
        moved = resumed(moved, now);
      }
    }
  }
  return { status: next, clock: moved, dueAt: clockState(moved, now).dueAt };
}
