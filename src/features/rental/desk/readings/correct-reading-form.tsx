/**
 * "Corregir lectura" in a device's readings (admins): the corrected counters (B/N, and colour on a
 * colour device) and a required "Motivo de la corrección", sent to the callable correctReading
 * (src/data/rental/equipment/reading-corrections.ts). Checked here first with the same Spanish messages as the
 * function: whole numbers, not below the reading's previous counters, not above the next month's
 * reading, a reason of 3 to 500 characters. A refusal shows the function's message and keeps
 * what was typed.
 */
import { useId, useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import type { Equipment, MeterReading } from '@/data/rental/client-portal';
import { correctReading } from '@/data/rental/equipment/reading-corrections';
import { formatCount } from '@/domain/format';
import { parseReadingForm, type ReadingField } from '@/domain/schemas/meter-reading';
import { FUNCTION_ERROR_MESSAGES, FunctionCallError } from '@/lib/functions';
import { focusFirstError, READING_FIELDS } from '../../reading/use-reading-form';
import { READING_TEXT as T } from './reading-texts';
import { ReadingFrame } from './reading-frame';

type Field = ReadingField | 'reason';
const REASON_MIN = 3;
const REASON_MAX = 500;

export function CorrectReadingForm({
  equipment,
  reading,
  next,
  monthName,
  onSaved,
  onCancel,
}: {
  equipment: Equipment;
  reading: MeterReading;
  /** The device's next reading after this one, if any (the correction may not exceed it). */
  next: MeterReading | null;
  /** The reading's month, "marzo de 2026". */
  monthName: string;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { color } = equipment;
  const [values, setValues] = useState({
    bw: String(reading.bw),
    color: String(reading.color),
    reason: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = (name: Field) => `${id}-${name}`;
  const change = (name: Field, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  function check(): { bw: number; color: number; reason: string } | null {
    const found: Partial<Record<Field, string>> = {};
    const parsed = parseReadingForm(
      { bw: values.bw, color: color ? values.color : String(reading.color) },
      reading.previous,
    );
    if (!parsed.ok) Object.assign(found, parsed.errors);
    else if (next) {
      if (parsed.value.bw > next.bw) found.bw = T.aboveNextMessage(formatCount(next.bw));
      if (parsed.value.color > next.color)
        found.color = T.aboveNextMessage(formatCount(next.color));
    }
    const reason = values.reason.trim();
    if (reason.length < REASON_MIN || reason.length > REASON_MAX)
      found.reason = T.correctionReasonMessage;
    setErrors(found);
    if (focusFirstError([...READING_FIELDS, 'reason'], found, fieldId)) return null;
    return parsed.ok ? { ...parsed.value, reason } : null;
  }

  async function submit() {
    setFailure(null);
    const checked = check();
    if (!checked) return;
    setBusy(true);
    try {
      await correctReading(
        equipment.id,
        reading.month,
        { bw: checked.bw, color: checked.color },
        checked.reason,
      );
      onSaved(T.readingCorrectedSaved(monthName, equipment.model, equipment.serial));
      return;
    } catch (error) {
      setFailure(
        error instanceof FunctionCallError ? error.message : FUNCTION_ERROR_MESSAGES.failed,
      );
    }
    setBusy(false);
  }

  const hint = (name: ReadingField) =>
    [
      T.previousReading(formatCount(reading.previous[name])),
      next ? T.nextReading(formatCount(next[name])) : '',
    ]
      .filter(Boolean)
      .join(' ');

  return (
    <ReadingFrame
      kind="correct"
      monthName={monthName}
      form={{ color, fieldId, values, errors, change, busy, failure, submit }}
      hint={hint}
      onCancel={onCancel}
      extraFields={
        <TextField
          id={fieldId('reason')}
          label={T.correctionReason}
          value={values.reason}
          onChange={(value) => change('reason', value)}
          error={errors.reason}
          autoComplete="off"
        />
      }
    />
  );
}
