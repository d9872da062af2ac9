/**
 * equipment/{id}/readings/{YYYY-MM}: a device's meter reading, one per month
 * (docs/decisions/0033-client-portal-data.md). "Capturar lectura"'s form with its Spanish
 * messages, and what a stored reading may hold. firestore.rules mirror both (whole numbers, not
 * below the device's last reading, the current month only, never changed).
 */
import * as v from 'valibot';
import type { Counters } from './equipment';
import { MAX_COUNTER, wholeNumberField } from './equipment';
import { parseForm } from './fields';
import { ownPhotoPath, type WithOwnPhoto } from './stored-photo';
import { READINGS } from '../collections';
import { READING_SOURCES } from '../reading-source';
import { belowPreviousMessage } from '../readings/floor-messages';

export const READINGS_SUBCOLLECTION = READINGS;

/** The floor's and the next month's messages: the reading decision's (../readings/decision.ts). */
export { aboveNextMessage, belowPreviousMessage } from '../readings/floor-messages';

const counter = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_COUNTER));

/**
 * A stored reading, as the portal and the desk read it (timestamps as ISO strings). Its photo is
 * read as the path of the project's own file (stored-photo.ts); a foreign link is dropped.
 */
const StoredReadingSchema = v.object({
  /** The month it belongs to, "YYYY-MM" (also the document's id). */
  month: v.string(),
  bw: counter,
  color: counter,
  /** The device's counters before it (its last reading, or its start counters). */
  previous: v.object({ bw: counter, color: counter }),
  /** A photo of the counter, meter_photos/{uid}/{equipmentId}/{month}, when the client sent one. */
  photoPath: v.fallback(v.optional(v.string()), undefined),
  /** Readings written before photoPath: the file store's URL (read back as photoPath). */
  photoUrl: v.fallback(v.optional(v.string()), undefined),
  /**
   * Where it came from (src/domain/month-close.ts READING_SOURCES): 'cliente' or 'empresa' from
   * the forms, 'estimada' from "Estimar", 'automatica' from the collector. Readings written
   * before it read as '' (the desk and the portal then show no source).
   */
  source: v.fallback(v.union([v.picklist(READING_SOURCES), v.literal('')]), ''),
  /** Who sent it (uid) and when (the database's clock, ISO). */
  by: v.string(),
  at: v.string(),
  /**
   * "Corregir lectura" (functions/src/readings/correct.ts): when it was last corrected, and the
   * values before each correction with who, when and why. Absent on a reading never corrected.
   */
  correctedAt: v.fallback(v.optional(v.string()), undefined),
  corrections: v.fallback(
    v.optional(
      v.array(
        v.object({
          bw: counter,
          color: counter,
          by: v.string(),
          at: v.string(),
          reason: v.string(),
        }),
      ),
    ),
    undefined,
  ),
});

type StoredReading = v.InferOutput<typeof StoredReadingSchema>;

export const MeterReadingSchema = v.pipe(
  StoredReadingSchema,
  v.transform(({ photoUrl, photoPath, ...reading }): WithOwnPhoto<StoredReading> => {
    const own = ownPhotoPath({ photoPath, photoUrl }, 'meter_photos', { name: reading.month });
    return own === undefined ? reading : { ...reading, photoPath: own };
  }),
);
export type MeterReadingDoc = v.InferOutput<typeof MeterReadingSchema>;

export type ReadingField = 'bw' | 'color';
export type ReadingFormValues = Record<ReadingField, string>;
export type ReadingFormErrors = Partial<Record<ReadingField, string>>;

/**
 * "Capturar lectura": both counters are whole numbers and neither is below the previous
 * reading's (`previous`, from readingFloor). A B/N device's form sends its colour counter as it
 * was.
 */
/* @__NO_SIDE_EFFECTS__ */
export function readingFormSchema(previous: Counters) {
  const notBelow = (floor: number) =>
    v.pipe(wholeNumberField(), v.minValue(floor, belowPreviousMessage(floor)));
  return v.object({ bw: notBelow(previous.bw), color: notBelow(previous.color) });
}

/**
 * Which typed counters are below `floor` (a device's newer floor, when the server refused a
 * reading), with the same messages as the form; the colour counter only on a colour device.
 */
export function belowFloorErrors(
  typed: Counters,
  floor: Counters,
  color: boolean,
): ReadingFormErrors {
  const errors: ReadingFormErrors = {};
  if (typed.bw < floor.bw) errors.bw = belowPreviousMessage(floor.bw);
  if (color && typed.color < floor.color) errors.color = belowPreviousMessage(floor.color);
  return errors;
}

/** Validates the reading form: the counters, or the first Spanish message of each field. */
export function parseReadingForm(
  values: ReadingFormValues,
  previous: Counters,
): { ok: true; value: Counters } | { ok: false; errors: ReadingFormErrors } {
  return parseForm(readingFormSchema(previous), values);
}
