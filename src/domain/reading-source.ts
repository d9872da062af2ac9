/**
 * Where a month's reading came from (docs/decisions/0044-month-close.md): the codes and their
 * labels, re-exported by ./month-close.ts. A module of its own so the reading schema
 * (schemas/meter-reading.ts), which every device page loads, does not pull the month close's
 * code into that page's JavaScript.
 */

/**
 * A reading's source, stored as these codes: the client's portal, the desk ("Registrar
 * lectura"), the collector on the client's network, or the desk's "Estimar".
 */
export const READING_SOURCES = ['cliente', 'empresa', 'automatica', 'estimada'] as const;
export type ReadingSource = (typeof READING_SOURCES)[number];

export function isReadingSource(value: unknown): value is ReadingSource {
  return typeof value === 'string' && (READING_SOURCES as readonly string[]).includes(value);
}

/** What people read for each source. */
export const READING_SOURCE_LABELS: Record<ReadingSource, string> = {
  cliente: 'Cliente',
  empresa: 'Empresa',
  automatica: 'Automática',
  estimada: 'Estimada',
};

/** The same, as the client reads it on their statements and history: who read the counter. */
export const CLIENT_READING_SOURCE_LABELS: Record<ReadingSource, string> = {
  cliente: 'Tu empresa',
  empresa: 'Tu Socio',
  automatica: 'Lector automático',
  estimada: 'Estimada',
};

/** The mark an estimated reading carries everywhere it appears. */
export const ESTIMATED_LABEL = 'Estimada';

/**
 * Where a reading's counters came from now (docs/decisions/0044-month-close.md): its stored
 * source, except that an estimate the desk corrected ("Corregir lectura",
 * functions/src/readings/correct.ts) holds counters the company typed, so it is the company's
 * ('empresa', "Tu Socio" to the client), no longer "Estimada". Corrections since this rule also
 * store the new source; readings corrected before it are read the same way here.
 */
export function readingOrigin(reading: {
  source: ReadingSource | '';
  /** The reading's corrections (absent or empty: never corrected). */
  corrections?: readonly unknown[] | null | undefined;
}): ReadingSource | '' {
  const corrected = Array.isArray(reading.corrections) && reading.corrections.length > 0;
  return reading.source === 'estimada' && corrected ? 'empresa' : reading.source;
}
