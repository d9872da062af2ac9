/**
 * "Registrar lectura" on a device's card in the desk: this month's counters that the client gave
 * by phone or e-mail, or that a technician took, recorded for them (signed with the admin's uid,
 * source 'empresa') through the same submitReading and the same form flow (useReadingForm) as the client's
 * "Capturar lectura": once a month, never below the previous reading (the schema's Spanish
 * message beside the field; the rules refuse it too), an unusual month asks first. The typed
 * values stay in the form when a field or the write fails.
 */
import { useId } from 'react';
import {
  listReadings,
  readingsKey,
  submitReading,
  type Equipment,
} from '@/data/rental/client-portal';
import { failureMessage } from '@/data/failure-message';
import { formatCount } from '@/domain/format';
import { shownValue, useQuery } from '@/hooks/use-query';
import { ReadingQuestion } from '../../reading/reading-question';
import { useReadingForm } from '../../reading/use-reading-form';
import { READING_TEXT as T } from './reading-texts';
import { ReadingFrame } from './reading-frame';

export function DeskReadingForm({
  equipment,
  at,
  monthName,
  adminUid,
  onSaved,
  onCancel,
}: {
  equipment: Equipment;
  /** Now, when the form opened: the reading is this month's (Cancún). */
  at: Date;
  /** The month's name, "marzo de 2026". */
  monthName: string;
  adminUid: string;
  /** The reading was stored (or the month turned out to have one): the card reloads the device. */
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { model, serial } = equipment;
  // The device's readings, for its usual month (none until read, or if the read fails); the
  // same read as its readings table.
  const readings = useQuery(readingsKey(equipment.id, equipment.lastReadingMonth), () =>
    listReadings(equipment.id),
  );
  const form = useReadingForm({
    equipment,
    readings: shownValue(readings.state) ?? [],
    fieldId: (name) => `${id}-${name}`,
    confirmId: `${id}-confirmo`,
    send: (counters) =>
      submitReading(equipment.id, { ...counters, source: 'empresa' }, adminUid, at),
    onStored: () => onSaved(T.readingRecorded(monthName, model, serial)),
    // The client sent this month's reading meanwhile.
    onAlreadyThisMonth: () => onSaved(T.readingAlreadyRecorded(monthName, model, serial)),
    failureOf: (error) =>
      failureMessage(error, { denied: T.readingDenied, failed: T.readingFailed }),
  });

  return (
    <ReadingFrame
      kind="record"
      monthName={monthName}
      form={form}
      hint={(name) => T.previousReading(formatCount(form.floor[name]))}
      onCancel={onCancel}
    >
      <ReadingQuestion form={form} />
    </ReadingFrame>
  );
}
