/**
 * A ticket's service clock as the functions keep it (docs/product.md, "Tiempos de servicio"); the
 * arithmetic is src/domain/service-level.ts, shared with the site:
 * - `startTicketClock` (tickets/{id} created, functions.ts): in a transaction, a ticket whose
 *   clock has not started (dueAt, respondedAt, resolvedAt and pausedAt all null) gets `dueAt`, its
 *   response due time (the query "Fuera de tiempo" reads it). Idempotent: a second delivery, or a
 *   ticket the desk already moved, writes nothing.
 * - `clientReplyPatch`: a client's reply (service/client-reply.ts) moves the clock as the event
 *   'client-reply' says (a ticket "Esperando al cliente" back to "En proceso", its clock resumed),
 *   writes `dueAt` and `lastReplyAt`, and marks the reply (`clockAppliedAt`) in the same
 *   transaction, so a redelivered event moves nothing twice.
 * Stored times are read leniently (Timestamps, Dates or ISO strings; missing keys take the
 * defaults of a new ticket); written as Dates (firebase-admin stores them as timestamps).
 */
import type { Logger } from '../logger.js';
import { timeMillis } from '../firestore/time.js';
import { TICKET_STATUSES, type TicketStatus } from '../../../src/domain/client-portal.js';
import { applyClockEvent } from '../../../src/domain/ticket-clock-events.js';
import {
  clockState,
  DEFAULT_RESOLUTION_HOURS,
  DEFAULT_RESPONSE_HOURS,
  type TicketClock,
} from '../../../src/domain/service-level.js';
import type { ServiceStore, TicketReplyPatch } from './store.js';

type Data = Record<string, unknown>;

const dateOf = (value: unknown): Date | null => {
  const ms = timeMillis(value);
  return ms === null ? null : new Date(ms);
};

const wholeHours = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;

/** The ticket's status (an unknown value reads as Abierto, as the site's schema does). */
export function readStatus(data: Data): TicketStatus {
  return (TICKET_STATUSES as readonly unknown[]).includes(data.status)
    ? (data.status as TicketStatus)
    : 'Abierto';
}

/** The ticket's clock; `fallbackCreatedAt` when it has no readable createdAt. */
export function readTicketClock(data: Data, fallbackCreatedAt: Date): TicketClock {
  const paused = data.pausedMinutes;
  return {
    createdAt: dateOf(data.createdAt) ?? fallbackCreatedAt,
    responseHours: wholeHours(data.responseHours, DEFAULT_RESPONSE_HOURS),
    resolutionHours: wholeHours(data.resolutionHours, DEFAULT_RESOLUTION_HOURS),
    respondedAt: dateOf(data.respondedAt),
    pausedAt: dateOf(data.pausedAt),
    pausedMinutes: typeof paused === 'number' && Number.isFinite(paused) && paused > 0 ? paused : 0,
    resolvedAt: dateOf(data.resolvedAt),
  };
}

/** The clock's stored keys, with the `dueAt` to store beside them. */
export function clockFields(clock: TicketClock, dueAt: Date | null): Data {
  return {
    responseHours: clock.responseHours,
    resolutionHours: clock.resolutionHours,
    respondedAt: clock.respondedAt,
    pausedAt: clock.pausedAt,
    pausedMinutes: clock.pausedMinutes,
    resolvedAt: clock.resolvedAt,
    dueAt,
  };
}

/** A ticket whose clock has not started yet: nothing due, answered, paused or resolved. */
export function clockNotStarted(data: Data): boolean {
  return (
    data.dueAt == null &&
    data.respondedAt == null &&
    data.resolvedAt == null &&
    data.pausedAt == null
  );
}

/**
 * What startTicketClock writes on a ticket: its response due time as `dueAt` (and the clock's
 * keys a ticket stored without them gets their defaults); null when the clock already started.
 */
export function startClockPatch(data: Data, now: Date): Data | null {
  if (!clockNotStarted(data)) return null;
  const clock = readTicketClock(data, now);
  return clockFields(clock, clockState(clock, now).responseDue);
}

export interface TicketClockDeps {
  store: ServiceStore;
  clock: () => Date;
  logger: Logger;
}

export type StartClockOutcome = 'started' | 'already-started' | 'missing';

/** startTicketClock's handler: the new ticket's `dueAt`, once. */
export async function startTicketClock(
  ticketId: string,
  deps: TicketClockDeps,
): Promise<StartClockOutcome> {
  let found = false;
  const patch = await deps.store.updateTicket(ticketId, (data) => {
    found = true;
    return startClockPatch(data, deps.clock());
  });
  if (!found) {
    deps.logger.warn('servicio: el ticket ya no existe; no se inicia su reloj', { ticketId });
    return 'missing';
  }
  if (!patch) return 'already-started';
  deps.logger.info('servicio: reloj del ticket iniciado', { ticketId });
  return 'started';
}

/** What a client's reply did to its ticket (read in the transaction). */
export interface ClientReplyEffect {
  /** The reply moved the ticket from "Esperando al cliente" to "En proceso" (now or before). */
  reopened: boolean;
}

/**
 * The client-reply event on `ticket` at the reply's time: the ticket's new status (and `open`),
 * clock, `dueAt` and `lastReplyAt`, and the reply's `clockAppliedAt` (and `reopenedTicket` when it
 * reopened it). Null when an earlier delivery applied it; `effect` tells what it did either way.
 */
export function clientReplyPatch(
  ticket: Data,
  reply: Data,
  now: Date,
  effect: ClientReplyEffect,
): TicketReplyPatch | null {
  if (reply.clockAppliedAt != null) {
    effect.reopened = reply.reopenedTicket === true;
    return null;
  }
  const at = dateOf(reply.at) ?? now;
  const status = readStatus(ticket);
  const next = applyClockEvent(status, readTicketClock(ticket, at), { type: 'client-reply' }, at);
  const reopened = next.status !== status;
  effect.reopened = reopened;
  const lastReplyMs = timeMillis(ticket.lastReplyAt);
  return {
    ticket: {
      ...(reopened ? { status: next.status, open: next.status !== 'Resuelto' } : {}),
      ...clockFields(next.clock, next.dueAt),
      lastReplyAt: lastReplyMs !== null && lastReplyMs > at.getTime() ? new Date(lastReplyMs) : at,
    },
    reply: { clockAppliedAt: now, ...(reopened ? { reopenedTicket: true } : {}) },
  };
}
