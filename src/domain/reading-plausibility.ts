/**
 * The plausibility question before a meter reading is sent (docs/product.md, "Lecturas"): a typo
 * such as 9999999 for 9999 would otherwise become a bill. A reading whose month adds more than 10
 * times the device's included pages (B/N or colour), or more than 3 times the device's average
 * month once it has 3 or more readings, is unusual: the form asks before sending it. Used by the
 * client's "Capturar lectura" and the desk's "Registrar lectura".
 */
import { monthPages } from './client-portal';
import { formatCount } from './format';
import type { Contract, Counters } from './schemas/equipment';

/** More than this many times the included pages is unusual. */
export const INCLUDED_PAGES_FACTOR = 10;
/** More than this many times the average month is unusual... */
export const AVERAGE_MONTH_FACTOR = 3;
/** ...once the device has at least this many readings. */
export const MIN_READINGS_FOR_AVERAGE = 3;

export const CONFIRM_UNUSUAL_READING = 'Confirmo que la lectura es correcta';

/** "Esta lectura suma 9,990,000 páginas este mes, mucho más de lo habitual." */
export const unusualReadingMessage = (pages: number): string =>
  `Esta lectura suma ${formatCount(pages)} páginas este mes, mucho más de lo habitual.`;

/** A stored reading as far as its month's pages go. */
export interface ReadingPages extends Counters {
  previous: Counters;
}

export interface PlausibilityInput {
  /** The counters typed (a B/N device's colour counter is its floor). */
  typed: Counters;
  /** The device's floor: its latest stored reading, or its start counters. */
  floor: Counters;
  contract: Pick<Contract, 'includedPagesBw' | 'includedPagesColor'>;
  /** The device's stored readings (any order). */
  readings: readonly ReadingPages[];
}

/**
 * Null when the reading is plausible; otherwise the pages it adds this month (B/N plus colour),
 * what the question states. A limit that is 0 (no included pages, an average of 0) asks nothing.
 */
export function unusualReading(input: PlausibilityInput): { pages: number } | null {
  const { typed, floor, contract, readings } = input;
  const added = {
    bw: Math.max(0, typed.bw - floor.bw),
    color: Math.max(0, typed.color - floor.color),
  };
  const above = (pages: number, limit: number) => limit > 0 && pages > limit;
  let unusual =
    above(added.bw, INCLUDED_PAGES_FACTOR * contract.includedPagesBw) ||
    above(added.color, INCLUDED_PAGES_FACTOR * contract.includedPagesColor);
  if (!unusual && readings.length >= MIN_READINGS_FOR_AVERAGE) {
    const average = (pick: (r: ReadingPages) => number) =>
      readings.reduce((sum, r) => sum + pick(r), 0) / readings.length;
    const averageBw = average((r) => Math.max(0, monthPages(r).bw));
    const averageColor = average((r) => Math.max(0, monthPages(r).color));
    unusual =
      above(added.bw, AVERAGE_MONTH_FACTOR * averageBw) ||
      above(added.color, AVERAGE_MONTH_FACTOR * averageColor);
  }
  return unusual ? { pages: added.bw + added.color } : null;
}
