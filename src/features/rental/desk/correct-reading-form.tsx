/**
 * "Corregir lectura" in a device's readings (admins): the corrected counters (B/N, and colour on a
 * colour device) and a required "Motivo de la corrección", sent to the callable correctReading
 * (src/data/reading-corrections.ts). Checked here first with the same Spanish messages as the
 * function: whole numbers, not below the reading's previous counters, not above the next month's
 * reading, a reason of 3 to 500 characters. A refusal shows the function's message and keeps
 * what was typed.
 */
import { useId, useState } from 'react';
import type { Equipment, MeterReading } from '@/data/client-portal';
import { correctReading } from '@/data/reading-corrections';
import { parseReadingForm, type ReadingField } from '@/domain/schemas/meter-reading';
import { FUNCTION_ERROR_MESSAGES, FunctionCallError } from '@/lib/functions';
import { CLIENT_PAGE_TEXT as T } from './client-messages';
import { FormFrame } from '@/components/ui/form-frame';
import { TextField } from '@/components/ui/text-field';
import { formatCount } from '@/domain/format';
import { DESK_UI_TEXT } from '@/content/desk-ui';

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

  function check(): { ok: true; bw: number; color: number; reason: string } | null {
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
    const first = (['bw', 'color', 'reason'] as const).find((name) => found[name]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return null;
    }
    return parsed.ok ? { ok: true, ...parsed.value, reason } : null;
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

  const field = (name: Field, label: string, hint?: string) => (
    <TextField
      id={fieldId(name)}
      label={label}
      value={values[name]}
      onChange={(value) => {
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      }}
      error={errors[name]}
      hint={hint}
      inputMode={name === 'reason' ? undefined : 'numeric'}
      autoComplete="off"
    />
  );
  const hint = (name: ReadingField) =>
    [
      T.previousReading(formatCount(reading.previous[name])),
      next ? T.nextReading(formatCount(next[name])) : '',
    ]
      .filter(Boolean)
      .join(' ');

  return (
    <FormFrame
      texts={DESK_UI_TEXT}
      title={T.correctReadingTitle(monthName)}
      headingLevel={5}
      busy={busy}
      failure={failure}
      submitLabel={T.saveCorrection}
      busyLabel={T.savingCorrection}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <p className="small">{T.correctReadingIntro}</p>
      <div className="row">
        {field('bw', T.counterBw, hint('bw'))}
        {color && field('color', T.counterColor, hint('color'))}
        {field('reason', T.correctionReason)}
      </div>
    </FormFrame>
  );
}
