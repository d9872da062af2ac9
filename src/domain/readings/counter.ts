/**
 * The one bound of a meter counter (or a page count): a whole number from 0 to 999,999,999 (a
 * printer's counter has at most 9 digits). The schemas (schemas/equipment.ts), the reading
 * decision (./decision.ts), the functions (functions/src/readings/writer.ts and the collector's
 * report) and firestore.rules' isCounter all mean this number.
 */
export const MAX_COUNTER = 999_999_999;

/** B/N and colour counters (or pages). */
export interface Counters {
  bw: number;
  color: number;
}

/** A counter as stored: a whole number from 0 to MAX_COUNTER. */
export const isCounter = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_COUNTER;
