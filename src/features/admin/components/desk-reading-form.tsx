/**
 * "Registrar lectura" on a device's card in the desk: this month's counters that the client gave
 * by phone or e-mail, or that a technician took, recorded for them (signed with the admin's uid)
 * through the same submitReading as the client's "Capturar lectura": once a month, never below the
 * previous reading (the schema's Spanish message beside the field; the rules refuse it too). The
 * typed values stay in the form when a field or the write fails.
 */
import { useId, useState } from 'react';
import { getEquipment, submitReading, type Equipment } from '@/data/client-portal';
import { monthId } from '@/domain/client-portal';
import { readingFloor } from '@/domain/schemas/equipment';
import {
  belowFloorErrors,
  parseReadingForm,
  type ReadingField,
  type ReadingFormErrors,
} from '@/domain/schemas/meter-reading';
import { CLIENT_TEXT as T } from './client-text';
import { failureMessage } from '../utils/errors';
import { formatCount } from '../utils/format';
import { DeskForm } from './desk-form';
import { TextField } from './text-field';

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
  const { color } = equipment;
  const month = monthId(at);
  const fieldId = (name: ReadingField) => `${id}-${name}`;

  function showErrors(found: ReadingFormErrors) {
    setErrors(found);
    const first = (['bw', 'color'] as const).find((name) => found[name]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function submit() {
    setFailure(null);
    // A B/N device keeps its colour counter as it was.
    const parsed = parseReadingForm(
      { bw: values.bw, color: color ? values.color : String(floor.color) },
      floor,
    );
    if (!parsed.ok) {
      showErrors(parsed.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await submitReading(equipment.id, parsed.value, adminUid, at);
      onSaved(T.readingRecorded(monthName, equipment.model, equipment.serial));
      return;
    } catch (error) {
      // Refused: read the device again to say why (the client sent this month's reading
      // meanwhile, or a newer reading raised the floor).
      const fresh = await getEquipment(equipment.id).catch(() => null);
      if (fresh?.lastReadingMonth === month) {
        onSaved(T.readingAlreadyRecorded(monthName, equipment.model, equipment.serial));
        return;
      }
      const below = fresh ? belowFloorErrors(parsed.value, readingFloor(fresh), color) : {};
      if (fresh && Object.keys(below).length > 0) {
        setFloor(readingFloor(fresh));
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
      }}
      error={errors[name]}
      hint={T.previousReading(formatCount(floor[name]))}
      inputMode="numeric"
      autoComplete="off"
    />
  );

  return (
    <DeskForm
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
    </DeskForm>
  );
}
