/**
 * "Registrar lectura" on a device's card in the desk: this month's counters that the client gave
 * by phone or e-mail, or that a technician took, recorded for them (signed with the admin's uid)
 * through the same submitReading as the client's "Capturar lectura": once a month, never below the
 * previous reading (the schema's Spanish message beside the field; the rules refuse it too). An
 * unusual month asks first (src/domain/reading-plausibility.ts), like the client's form. The
 * typed values stay in the form when a field or the write fails.
 */
import { useEffect, useId, useState } from 'react';
import { UnusualReadingQuestion } from '@/components/unusual-reading-question';
import {
  listReadings,
  ReadingRefusedError,
  submitReading,
  type Equipment,
  type MeterReading,
} from '@/data/client-portal';
import { unusualReading } from '@/domain/reading-plausibility';
import { readingFloor } from '@/domain/schemas/equipment';
import {
  belowFloorErrors,
  parseReadingForm,
  type ReadingField,
  type ReadingFormErrors,
} from '@/domain/schemas/meter-reading';
import { CLIENT_PAGE_TEXT as T } from './client-messages';
import { failureMessage } from '@/data/failure-message';
import { formatCount } from '@/domain/format';
import { FormFrame } from '@/components/ui/form-frame';
import { TextField } from '@/components/ui/text-field';
import { DESK_UI_TEXT } from '@/content/desk-ui';

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
  const [floor, setFloor] = useState(() => readingFloor(equipment));
  const [values, setValues] = useState({ bw: '', color: '' });
  const [errors, setErrors] = useState<ReadingFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The device's readings, for its average month (empty until read, or if the read fails). */
  const [readings, setReadings] = useState<MeterReading[]>([]);
  const [asked, setAsked] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const { color } = equipment;
  const fieldId = (name: ReadingField) => `${id}-${name}`;
  const confirmId = `${id}-confirmo`;

  useEffect(() => {
    let live = true;
    listReadings(equipment.id)
      .then((list) => live && setReadings(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [equipment.id]);

  // A B/N device keeps its colour counter as it was.
  const parse = () =>
    parseReadingForm({ bw: values.bw, color: color ? values.color : String(floor.color) }, floor);
  const typed = parse();
  const unusual = typed.ok
    ? unusualReading({ typed: typed.value, floor, contract: equipment.contract, readings })
    : null;

  function showErrors(found: ReadingFormErrors) {
    setErrors(found);
    const first = (['bw', 'color'] as const).find((name) => found[name]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function submit() {
    setFailure(null);
    const parsed = parse();
    if (!parsed.ok) {
      showErrors(parsed.errors);
      return;
    }
    if (unusual && !confirmed) {
      setAsked(true);
      setTimeout(() => document.getElementById(confirmId)?.focus(), 0);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await submitReading(equipment.id, parsed.value, adminUid, at);
      onSaved(T.readingRecorded(monthName, equipment.model, equipment.serial));
      return;
    } catch (error) {
      // Refused: the answer says why (the client sent this month's reading meanwhile, or a
      // newer reading raised the floor).
      if (error instanceof ReadingRefusedError && error.reason === 'already-this-month') {
        onSaved(T.readingAlreadyRecorded(monthName, equipment.model, equipment.serial));
        return;
      }
      const below =
        error instanceof ReadingRefusedError
          ? belowFloorErrors(parsed.value, error.floor, color)
          : {};
      if (error instanceof ReadingRefusedError && Object.keys(below).length > 0) {
        setFloor(error.floor);
        showErrors(below);
      } else {
        setFailure(failureMessage(error, { denied: T.readingDenied, failed: T.readingFailed }));
      }
    }
    setBusy(false);
  }

  const field = (name: ReadingField, label: string) => (
    <TextField
      id={fieldId(name)}
      label={label}
      value={values[name]}
      onChange={(value) => {
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
        // A new value is a new reading: the question (if any) is answered again.
        setConfirmed(false);
      }}
      error={errors[name]}
      hint={T.previousReading(formatCount(floor[name]))}
      inputMode="numeric"
      autoComplete="off"
    />
  );

  return (
    <FormFrame
      texts={DESK_UI_TEXT}
      title={T.recordReadingTitle(monthName)}
      headingLevel={5}
      busy={busy}
      failure={failure}
      submitLabel={T.saveReading}
      busyLabel={T.savingReading}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <p className="small">{T.recordReadingIntro}</p>
      <div className="row">
        {field('bw', T.counterBw)}
        {color && field('color', T.counterColor)}
      </div>
      {asked && unusual && (
        <UnusualReadingQuestion
          id={confirmId}
          pages={unusual.pages}
          confirmed={confirmed}
          onConfirm={setConfirmed}
        />
      )}
    </FormFrame>
  );
}
