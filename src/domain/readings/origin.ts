/**
 * Where a reading's counters came from now (docs/decisions/0044-month-close.md): its stored
 * source, except that an estimate the desk corrected ("Corregir lectura",
 * functions/src/readings/correct.ts) holds counters the company typed, so it is the company's
 * ('empresa', "Tu Socio" to the client), no longer "Estimada". Corrections since this rule also
 * store the new source; readings corrected before it are read the same way here.
 */
import type { ReadingSource } from '../reading-source';

export function readingOrigin(reading: {
  source: ReadingSource | '';
  /** The reading's corrections (absent or empty: never corrected). */
  corrections?: readonly unknown[] | null | undefined;
}): ReadingSource | '' {
  const corrected = Array.isArray(reading.corrections) && reading.corrections.length > 0;
  return reading.source === 'estimada' && corrected ? 'empresa' : reading.source;
}
