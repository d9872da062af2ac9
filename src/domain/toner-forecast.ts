/**
 * Toner before it runs out (docs/decisions/0044-month-close.md): a device may carry its
 * cartridges' yield per colour (pages); each toner delivered (a toner ticket marked Resuelto)
 * leaves on the device the time and the counters known then. From the pages printed per day
 * since, the day each colour runs out follows. Pure TypeScript, shared by the site (the device
 * page's "Tóner: te alcanza para unos N días") and the functions (equipment.tonerEndsOn, what
 * the desk's "Tóner por agotarse" queries).
 *
 * Which pages use which toner: black prints every page (B/N and colour), cyan, magenta and
 * yellow the colour pages.
 */
import { TONER_COLORS, type TonerColor } from './toner-colors';
import type { Counters } from './schemas/equipment';
import { cancunDate } from './business-hours';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The desk lists devices whose toner ends within these days. */
export const TONER_ALERT_DAYS = 10;
// A cartridge's yield: whole pages, 1 to 1,000,000 (./toner-yield.ts, a module of its own: the
// equipment schema needs it, and importing this module there would put the forecast's code on
// every page that reads a device).
export { MAX_TONER_YIELD } from './toner-yield';

/** equipment.tonerYield: pages per cartridge, per colour (only the colours set). */
export type TonerYield = Partial<Record<TonerColor, number>>;

/**
 * equipment.lastToner[colour]: the last delivery, when (`at`, the ticket's resolution) and the
 * device's counters known then (its last reading, `countersAt` its time; the start counters and
 * the contract's start before any reading).
 */
export interface TonerDelivery extends Counters {
  at: string;
  countersAt: string;
}
export type LastToner = Partial<Record<TonerColor, TonerDelivery>>;

/** The pages a colour's toner has printed at `counters`. */
export function tonerPages(color: TonerColor, counters: Counters): number {
  return color === 'Negro' ? counters.bw + counters.color : counters.color;
}

export interface TonerForecastInput {
  color: boolean;
  tonerYield?: TonerYield | null;
  lastToner?: LastToner | null;
  /** The latest counters and their time (the last reading). */
  lastReading: (Counters & { at: string }) | null;
}

export interface ColorForecast {
  color: TonerColor;
  /** Pages per day since the delivery (two decimals). */
  pagesPerDay: number;
  /** When the cartridge runs out at that pace (ISO). */
  endsAt: string;
}

/**
 * Each colour's forecast: pages per day = the pages its toner printed between the delivery's
 * counters and the last reading, over the days between them; it runs out when the yield is
 * spent at that pace, counted from the delivery. A colour without a yield, a delivery, a reading
 * after the delivery's counters, or any pages printed has none.
 */
export function forecastToner(device: TonerForecastInput): ColorForecast[] {
  const { lastReading } = device;
  if (!lastReading) return [];
  const colors = device.color ? TONER_COLORS : (['Negro'] as const);
  const forecasts: ColorForecast[] = [];
  for (const color of colors) {
    const yieldPages = device.tonerYield?.[color];
    const delivery = device.lastToner?.[color];
    if (!yieldPages || !delivery) continue;
    const spanMs = Date.parse(lastReading.at) - Date.parse(delivery.countersAt);
    const days = spanMs / DAY_MS;
    const pages = tonerPages(color, lastReading) - tonerPages(color, delivery);
    if (!(days > 0) || pages <= 0) continue;
    const pagesPerDay = pages / days;
    // yield / (pages / span), to the millisecond (rounded, not cut: 45 days stay 45 days).
    const endsAt = new Date(Date.parse(delivery.at) + Math.round((yieldPages * spanMs) / pages));
    forecasts.push({
      color,
      pagesPerDay: Math.round(pagesPerDay * 100) / 100,
      endsAt: endsAt.toISOString(),
    });
  }
  return forecasts;
}

/** Whole days from `now` until `endsAt` (0 once passed). */
export function daysLeft(endsAt: string, now: Date): number {
  return Math.max(0, Math.floor((Date.parse(endsAt) - now.getTime()) / DAY_MS));
}

/** The soonest colour to run out, or null. */
export function soonestToner(forecasts: readonly ColorForecast[]): ColorForecast | null {
  return forecasts.reduce<ColorForecast | null>(
    (soonest, f) => (soonest === null || f.endsAt < soonest.endsAt ? f : soonest),
    null,
  );
}

/**
 * equipment.tonerEndsOn: the Cancún day the soonest colour runs out ("YYYY-MM-DD"), or null.
 * The desk lists the devices with tonerEndsOn ≤ today + 10 days.
 */
export function tonerEndsOn(device: TonerForecastInput): string | null {
  const soonest = soonestToner(forecastToner(device));
  return soonest ? cancunDate(new Date(soonest.endsAt)) : null;
}

/** The last day the desk's list reaches: today + 10 days, Cancún. */
export function tonerAlertUntil(now: Date): string {
  return cancunDate(new Date(now.getTime() + TONER_ALERT_DAYS * DAY_MS));
}

/** "Tóner: te alcanza para unos N días" (one: "unos 1 día" reads wrong: "para 1 día"). */
export function tonerDaysText(days: number): string {
  if (days <= 0) return 'Tóner: se está agotando.';
  return days === 1
    ? 'Tóner: te alcanza para 1 día'
    : `Tóner: te alcanza para unos ${String(days)} días`;
}
