/**
 * Toner before it runs out (docs/decisions/0044-month-close.md), kept on the device by two
 * triggers (statements/functions.ts) with the Admin SDK; the forecast itself is
 * src/domain/toner-forecast.ts:
 * - `stampTonerDelivery` (tickets/{id} updated): a toner ticket marked "Resuelto" was delivered;
 *   for each of its colours the device's lastToner[colour] = when (the ticket's resolvedAt, else
 *   now) and the counters known then (the last reading and its time; before any, the start
 *   counters and the contract's first day, 00:00 Cancún).
 * - `forecastToner` (equipment/{id} written): equipment.tonerEndsOn = tonerEndsOn(device), the
 *   Cancún day the soonest colour runs out (null: no forecast, or the rental ended), written only
 *   when it differs from the stored one, so its own write stops there.
 * Both decide in a transaction on the device (statements/firestore-toner.ts).
 */
import type { Logger } from '../logger.js';
import { timeMillis } from '../firestore/time.js';
import { TONER_COLORS, type TonerColor } from '../../../src/domain/toner-colors.js';
import {
  tonerEndsOn,
  type LastToner,
  type TonerDelivery,
  type TonerForecastInput,
  type TonerYield,
} from '../../../src/domain/toner-forecast.js';

type Data = Record<string, unknown>;

export interface TonerStore {
  /**
   * One transaction on equipment/{id}: `decide` gets its data (null when gone) and answers the
   * patch to write (null: nothing). Resolves to what was written.
   */
  updateDevice(
    equipmentId: string,
    decide: (device: Data | null) => Data | null,
  ): Promise<Data | null>;
}

export interface TonerDeps {
  store: TonerStore;
  clock: () => Date;
  logger: Logger;
}

const record = (value: unknown): Data =>
  typeof value === 'object' && value !== null ? (value as Data) : {};
const whole = (value: unknown) => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) && n >= 0 ? Math.trunc(n) : 0;
};
const iso = (value: unknown): string | null => {
  const ms = timeMillis(value);
  return ms === null ? null : new Date(ms).toISOString();
};
const isTonerColor = (value: unknown): value is TonerColor =>
  typeof value === 'string' && (TONER_COLORS as readonly string[]).includes(value);

// ---------------------------------------------------------------------------------------------
// A toner ticket resolved

/** Whether the update is a toner ticket becoming "Resuelto". */
export function isTonerResolved(before: Data | undefined, after: Data | undefined): boolean {
  return after?.kind === 'toner' && after.status === 'Resuelto' && before?.status !== 'Resuelto';
}

/**
 * The device's lastToner entries for the ticket's colours (a B/N device: Negro only), or null
 * when there is nothing to stamp.
 */
export function planTonerStamp(
  ticket: Data,
  device: Data,
  now: Date,
): Partial<Record<TonerColor, TonerDelivery>> | null {
  const colorDevice = device.color === true;
  const colors = (Array.isArray(ticket.tonerColors) ? ticket.tonerColors : [])
    .filter(isTonerColor)
    .filter((c) => colorDevice || c === 'Negro');
  if (colors.length === 0) return null;
  const last = device.lastReading ? record(device.lastReading) : null;
  const lastAt = last ? iso(last.at) : null;
  const start = record(device.startCounters);
  const startDate = String(record(device.contract).startDate ?? '');
  const fromStart = /^\d{4}-\d{2}-\d{2}$/.test(startDate)
    ? new Date(`${startDate}T00:00:00-05:00`).toISOString()
    : now.toISOString();
  const known =
    last && lastAt
      ? { bw: whole(last.bw), color: whole(last.color), countersAt: lastAt }
      : { bw: whole(start.bw), color: whole(start.color), countersAt: fromStart };
  const delivery: TonerDelivery = { at: iso(ticket.resolvedAt) ?? now.toISOString(), ...known };
  return Object.fromEntries(colors.map((c) => [c, delivery]));
}

export type TonerStampOutcome = 'stamped' | 'not-toner' | 'no-device' | 'nothing';

/** A toner ticket resolved: the delivery stamped on its device. */
export async function stampTonerDelivery(
  event: { ticketId: string; before: Data | undefined; after: Data | undefined },
  deps: TonerDeps,
): Promise<TonerStampOutcome> {
  const { after } = event;
  if (!after || !isTonerResolved(event.before, after)) return 'not-toner';
  const equipmentId = typeof after.equipmentId === 'string' ? after.equipmentId : '';
  if (!equipmentId) return 'no-device';
  const now = deps.clock();
  let found = false;
  const written = await deps.store.updateDevice(equipmentId, (device) => {
    found = device !== null;
    if (!device) return null;
    const stamps = planTonerStamp(after, device, now);
    if (!stamps) return null;
    // One field per colour: the others' deliveries stay as they are.
    return Object.fromEntries(
      Object.entries(stamps).map(([colour, delivery]) => [`lastToner.${colour}`, delivery]),
    );
  });
  if (!found) {
    deps.logger.warn('tóner: el equipo del ticket ya no existe; no se registra la entrega', {
      ticketId: event.ticketId,
    });
    return 'no-device';
  }
  if (!written) return 'nothing';
  deps.logger.info('tóner: entrega registrada en el equipo', {
    ticketId: event.ticketId,
    equipmentId,
    colors: Object.keys(written).map((key) => key.replace('lastToner.', '')),
  });
  return 'stamped';
}

// ---------------------------------------------------------------------------------------------
// The day the toner runs out

/** A stored device as the forecast reads it (times as ISO strings). */
export function forecastInput(device: Data): TonerForecastInput {
  const tonerYield: TonerYield = {};
  for (const [colour, pages] of Object.entries(record(device.tonerYield)))
    if (isTonerColor(colour) && whole(pages) > 0) tonerYield[colour] = whole(pages);
  const lastToner: LastToner = {};
  for (const [colour, value] of Object.entries(record(device.lastToner))) {
    const delivery = record(value);
    const at = iso(delivery.at);
    const countersAt = iso(delivery.countersAt);
    if (isTonerColor(colour) && at && countersAt)
      lastToner[colour] = { at, countersAt, bw: whole(delivery.bw), color: whole(delivery.color) };
  }
  const last = device.lastReading ? record(device.lastReading) : null;
  const lastAt = last ? iso(last.at) : null;
  return {
    color: device.color === true,
    tonerYield,
    lastToner,
    lastReading:
      last && lastAt ? { bw: whole(last.bw), color: whole(last.color), at: lastAt } : null,
  };
}

/** The device's tonerEndsOn now: null for an ended rental (no toner goes to it). */
export function expectedTonerEndsOn(device: Data): string | null {
  if (device.contractEnd != null) return null;
  return tonerEndsOn(forecastInput(device));
}

/** The patch that brings tonerEndsOn up to date, or null when it already is (absent = null). */
export function planTonerEndsOn(device: Data): { tonerEndsOn: string | null } | null {
  const next = expectedTonerEndsOn(device);
  const stored = typeof device.tonerEndsOn === 'string' ? device.tonerEndsOn : null;
  return next === stored ? null : { tonerEndsOn: next };
}

/** A device written: its tonerEndsOn recomputed, written only when it differs. */
export async function forecastDeviceToner(
  equipmentId: string,
  after: Data | undefined,
  deps: TonerDeps,
): Promise<'updated' | 'unchanged'> {
  // Most writes change nothing the forecast reads: decided from the event, nothing read.
  if (!after || planTonerEndsOn(after) === null) return 'unchanged';
  const written = await deps.store.updateDevice(equipmentId, (device) =>
    device ? planTonerEndsOn(device) : null,
  );
  if (!written) return 'unchanged';
  deps.logger.info('tóner: fecha de agotamiento actualizada', {
    equipmentId,
    tonerEndsOn: written.tonerEndsOn ?? null,
  });
  return 'updated';
}
