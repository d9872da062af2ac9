/**
 * One reading decision (docs/decisions/0049-one-reading-decision.md): what a meter reading of a
 * device's month may be, whoever writes it — the client's "Capturar lectura"
 * (src/data/rental/client-portal.ts submitReading), the desk's late reading and "Estimar"
 * (functions/src/statements/record-reading.ts), the collector (functions/src/agent/report.ts) and
 * "Corregir lectura" (functions/src/readings/correct.ts), all through
 * functions/src/readings/writer.ts on the server. firestore.rules' isNewReading mirrors it.
 *
 * Two questions, each answered by one named outcome (`kind`), and their Spanish messages:
 * - the month (checkReadingMonth): not closed, not already read, no later reading (unless the
 *   reading goes between its neighbours), the contract not ended, the next reading's month not
 *   closed;
 * - the counters (checkReadingCounters): whole numbers 0..MAX_COUNTER, not below the floor (the
 *   device's last reading or start counters, or what the reading counted from), not above the
 *   next reading; a B/N device has no colour counter: its colour stays the floor's.
 * decideReading asks both, month first, then (when asked) the unusual-month question
 * (../reading-plausibility.ts) and, for a correction, whether anything changed.
 */
import { unusualReading, unusualReadingMessage, type ReadingPages } from '../reading-plausibility';
import { isCounter, MAX_COUNTER, type Counters } from './counter';
import { aboveNextMessage, belowPreviousMessage } from './floor-messages';

export { isCounter, MAX_COUNTER, type Counters } from './counter';
export { aboveNextMessage, belowPreviousMessage } from './floor-messages';

/** The Spanish answers of the decision's outcomes (exact texts: the tests assert them). */
export const READING_MESSAGES = {
  counters: `Escribe contadores enteros, de 0 a ${MAX_COUNTER.toLocaleString('en-US')}.`,
  belowPrevious: belowPreviousMessage,
  aboveNext: aboveNextMessage,
  /** The collector's answer for a counter gone backwards (both counters of the floor). */
  belowLastReading: (floor: Counters) =>
    `El contador es menor que la última lectura (B/N ${floor.bw.toLocaleString('es-MX')}, color ${floor.color.toLocaleString('es-MX')}).`,
  monthClosed: 'El mes está cerrado. Reábrelo para cambiar sus lecturas.',
  nextMonthClosed: {
    record: 'El mes siguiente está cerrado; reábrelo antes de registrar esta lectura.',
    correct: 'El mes siguiente está cerrado; reábrelo antes de corregir esta lectura.',
  },
  readingExists: 'Ese equipo ya tiene lectura de ese mes.',
  laterReading: 'El equipo ya tiene una lectura posterior; corrígela con «Corregir lectura».',
  contractEnded: 'La renta de este equipo terminó: ya no recibe lecturas.',
  unchanged: 'La lectura ya tiene esos contadores.',
  unusual: unusualReadingMessage,
} as const;

/** The device as a reading's decision needs it. */
export interface ReadingDevice {
  /** Whether it prints in colour (a B/N device has no colour counter). */
  color: boolean;
  /** The last month stamped on it ('' before any; '9999-12' once its contract ended). */
  lastReadingMonth: string;
  /** Set once its rental ended (unknown to a writer that relies on lastReadingMonth's stamp). */
  contractEnded?: boolean;
}

/** The device's first stored reading after the month, with its month's state. */
export interface NextReadingFacts extends Counters {
  month: string;
  monthClosed: boolean;
}

/** What the stored documents say about the month a reading is for. */
export interface ReadingMonthFacts {
  /** 'new': a reading the month does not have yet; 'correct': the month's reading changed. */
  mode: 'new' | 'correct';
  month: string;
  device: ReadingDevice;
  /** monthCloses/{month} says 'cerrado' (its statements were written from its readings). */
  monthClosed: boolean;
  /** readings/{month} exists. */
  readingExists: boolean;
  /**
   * The first reading after the month: the new reading goes between its neighbours. undefined:
   * the writer does not look (then any later month stamped on the device is a later reading).
   */
  next?: NextReadingFacts | null;
}

export type MonthOutcome =
  | { kind: 'ok' }
  | { kind: 'month-closed' }
  | { kind: 'already-read' }
  | { kind: 'later-reading' }
  | { kind: 'contract-ended' }
  | { kind: 'next-month-closed' };

/** Whether the month may take (or change) its reading. */
export function checkReadingMonth(facts: ReadingMonthFacts): MonthOutcome {
  const { device, month, next } = facts;
  if (facts.monthClosed) return { kind: 'month-closed' };
  if (facts.mode === 'new') {
    if (facts.readingExists || device.lastReadingMonth === month) return { kind: 'already-read' };
    // A later month stamped without a reading after this one (an ended contract: '9999-12').
    if (!next && device.lastReadingMonth > month) return { kind: 'later-reading' };
    if (device.contractEnded) return { kind: 'contract-ended' };
  }
  if (next?.monthClosed) return { kind: 'next-month-closed' };
  return { kind: 'ok' };
}

/** Counters proposed: a B/N device's colour may be left out (it is the floor's). */
export interface ProposedCounters {
  bw: unknown;
  color?: unknown;
}

export type CountersOutcome =
  | { kind: 'ok'; counters: Counters }
  | { kind: 'invalid-counters' }
  | { kind: 'below-previous'; counter: keyof Counters; floor: Counters }
  | { kind: 'above-next'; counter: keyof Counters; ceiling: Counters };

/**
 * Whether the counters may be the reading: whole, not below `floor`, not above `ceiling` (the
 * next reading's counters, when it goes between two). B/N checked before colour.
 */
export function checkReadingCounters(
  proposed: ProposedCounters,
  color: boolean,
  floor: Counters,
  ceiling: Counters | null = null,
): CountersOutcome {
  const { bw } = proposed;
  if (!isCounter(bw) || (color && !isCounter(proposed.color))) return { kind: 'invalid-counters' };
  const counters: Counters = { bw, color: color ? (proposed.color as number) : floor.color };
  for (const counter of ['bw', 'color'] as const)
    if (counters[counter] < floor[counter]) return { kind: 'below-previous', counter, floor };
  if (ceiling)
    for (const counter of ['bw', 'color'] as const)
      if (counters[counter] > ceiling[counter]) return { kind: 'above-next', counter, ceiling };
  return { kind: 'ok', counters };
}

/** The unusual-month question: the device's contract and readings, and whether it was answered. */
export interface UnusualQuestion {
  contract: { includedPagesBw: number; includedPagesColor: number };
  readings: readonly ReadingPages[];
  /** "Confirmo que la lectura es correcta" was checked. */
  confirmed: boolean;
}

export interface ReadingRequest extends ReadingMonthFacts {
  proposed: ProposedCounters;
  /** What the reading counts from: the device's floor, or a corrected reading's `previous`. */
  floor: Counters;
  /** Ask the unusual-month question (the forms); the functions do not. */
  unusual?: UnusualQuestion;
  /** A correction: the reading's counters now (the same again is refused). */
  current?: Counters;
}

export type ReadingDecision =
  | { kind: 'ok'; counters: Counters; previous: Counters }
  | Exclude<MonthOutcome, { kind: 'ok' }>
  | Exclude<CountersOutcome, { kind: 'ok' }>
  | { kind: 'unusual'; pages: number }
  | { kind: 'unchanged' };

export type RefusedReading = Exclude<ReadingDecision, { kind: 'ok' }>;

/** The one decision: the month, then the counters, then the unusual month, then a no-op. */
export function decideReading(request: ReadingRequest): ReadingDecision {
  const month = checkReadingMonth(request);
  if (month.kind !== 'ok') return month;
  const { floor, next } = request;
  const checked = checkReadingCounters(
    request.proposed,
    request.device.color,
    floor,
    next ? { bw: next.bw, color: next.color } : null,
  );
  if (checked.kind !== 'ok') return checked;
  const { counters } = checked;
  if (request.unusual && !request.unusual.confirmed) {
    const unusual = unusualReading({
      typed: counters,
      floor,
      contract: request.unusual.contract,
      readings: request.unusual.readings,
    });
    if (unusual) return { kind: 'unusual', pages: unusual.pages };
  }
  const { current } = request;
  if (current && current.bw === counters.bw && current.color === counters.color)
    return { kind: 'unchanged' };
  return { kind: 'ok', counters, previous: { bw: floor.bw, color: floor.color } };
}

/** Who asks: a few outcomes are worded for the writer (the collector names both counters). */
export type ReadingWriter = 'form' | 'record' | 'collector' | 'correct';

/** The Spanish answer of a refused reading. */
export function readingMessage(outcome: RefusedReading, writer: ReadingWriter = 'form'): string {
  switch (outcome.kind) {
    case 'month-closed':
      return READING_MESSAGES.monthClosed;
    case 'already-read':
      return READING_MESSAGES.readingExists;
    case 'later-reading':
      return READING_MESSAGES.laterReading;
    case 'contract-ended':
      return READING_MESSAGES.contractEnded;
    case 'next-month-closed':
      return READING_MESSAGES.nextMonthClosed[writer === 'correct' ? 'correct' : 'record'];
    case 'invalid-counters':
      return READING_MESSAGES.counters;
    case 'below-previous':
      return writer === 'collector'
        ? READING_MESSAGES.belowLastReading(outcome.floor)
        : belowPreviousMessage(outcome.floor[outcome.counter]);
    case 'above-next':
      return aboveNextMessage(outcome.ceiling[outcome.counter]);
    case 'unusual':
      return unusualReadingMessage(outcome.pages);
    case 'unchanged':
      return READING_MESSAGES.unchanged;
  }
}
