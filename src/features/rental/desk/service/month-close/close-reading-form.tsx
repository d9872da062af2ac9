/**
 * "Registrar lectura" in "Cierre de mes": a device's reading of a month that already ended, given
 * late by the client or taken by a technician. The desk's reading form (ReadingFrame, the counters
 * "Contador B/N" / "Contador a color", the unusual month's question through useReadingForm), but
 * sent to the callable recordMonthReading in mode 'registrar' (a finished month's reading is
 * written only by the function). A month the device skipped goes between its neighbours' counters
 * (src/domain/reading-month.ts neighbourBounds, as the function checks). A refusal shows the
 * function's Spanish message and keeps what was typed.
 */
import { useId } from 'react';
import { listReadings, readingsKey, type Equipment } from '@/data/rental/client-portal';
import {
  recordMonthReading,
  type RecordedMonthReading,
} from '@/data/rental/month-close/month-close';
import { formatCount } from '@/domain/format';
import { neighbourBounds } from '@/domain/reading-month';
import { readingFloor } from '@/domain/schemas/equipment';
import { shownValue, useQuery } from '@/hooks/use-query';
import { FUNCTION_ERROR_MESSAGES, FunctionCallError } from '@/lib/functions';
import { ReadingQuestion } from '../../../reading/reading-question';
import { useReadingForm } from '../../../reading/use-reading-form';
import { READING_TEXT } from '../../readings/reading-texts';
import { CLOSE_TEXT as T } from './month-close-messages';
import { ReadingFrame } from '../../readings/reading-frame';

/** The function's message, or the generic one of a failed call. */
export function callFailure(error: unknown): string {
  return error instanceof FunctionCallError ? error.message : FUNCTION_ERROR_MESSAGES.failed;
}

export function CloseReadingForm({
  equipment,
  month,
  monthName,
  onSaved,
  onCancel,
}: {
  equipment: Equipment;
  /** The month closing, "YYYY-MM". */
  month: string;
  /** Its name, "noviembre de 2026". */
  monthName: string;
  /** The function's answer ("Lectura registrada."): the view reads the month again. */
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  // The device's readings, for its usual month in the unusual month's question (one query, only
  // while this form is open; the same read as its readings table).
  const readings = useQuery(readingsKey(equipment.id, equipment.lastReadingMonth), () =>
    listReadings(equipment.id),
  );
  const known = shownValue(readings.state) ?? [];
  const form = useReadingForm<RecordedMonthReading>({
    equipment,
    readings: known.filter((r) => r.month < month),
    bounds: neighbourBounds(known, month, readingFloor(equipment)),
    fieldId: (name) => `${id}-${name}`,
    confirmId: `${id}-confirmo`,
    send: (counters) => recordMonthReading(equipment.id, month, { mode: 'registrar', ...counters }),
    onStored: (saved) => onSaved(saved.message),
    // Only submitReading reports these; the function answers with its own message instead.
    onAlreadyThisMonth: () => onSaved(''),
    failureOf: callFailure,
  });

  return (
    <ReadingFrame
      kind="record"
      monthName={monthName}
      form={form}
      hint={(name) => READING_TEXT.previousReading(formatCount(form.floor[name]))}
      onCancel={onCancel}
    >
      <p className="small fw-semibold">{T.readingFor(equipment.model, equipment.serial)}</p>
      <ReadingQuestion form={form} />
    </ReadingFrame>
  );
}
