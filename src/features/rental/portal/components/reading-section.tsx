/**
 * "Capturar lectura" on a device's page: the B/N counter (and the colour one on a colour device),
 * refused below the previous reading with the schema's Spanish message, before sending and when
 * the server refuses; an optional photo of the counter. An unusual month (src/domain/
 * reading-plausibility.ts) asks first and is sent only once "Confirmo que la lectura es
 * correcta" is ticked. Once the month has its reading, the reading and the month's estimate show
 * instead of the form.
 */
import { useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { uploadMeterPhoto } from '@/data/client-files';
import {
  ReadingRefusedError,
  submitReading,
  type Equipment,
  type MeterReading,
  type SubmittedReading,
} from '@/data/client-portal';
import { monthId } from '@/domain/client-portal';
import { unusualReading } from '@/domain/reading-plausibility';
import { readingFloor } from '@/domain/schemas/equipment';
import {
  belowFloorErrors,
  parseReadingForm,
  type ReadingField,
  type ReadingFormErrors,
} from '@/domain/schemas/meter-reading';
import { countersText } from './equipment-details';
import { EstimateCard } from './estimate-card';
import { PhotoField } from './photo-field';
import { StoredPhotoLink } from './stored-photo-link';
import { UnusualReadingQuestion } from '@/components/unusual-reading-question';
import { formatCount, formatMonth } from '@/domain/format';
import { PORTAL_TEXT } from '../messages';

export function ReadingSection({
  equipment,
  readings,
  uid,
  onSaved,
  onEquipmentChanged,
}: {
  equipment: Equipment;
  /** The device's readings, newest first (undefined while they load). */
  readings: MeterReading[] | undefined;
  uid: string;
  /** A reading was stored: the page updates the device and its readings. */
  onSaved: (saved: SubmittedReading) => void;
  /** The server's copy of the device differs from the page's (a reading sent elsewhere). */
  onEquipmentChanged: (equipment: Equipment) => void;
}) {
  const month = monthId(new Date());
  const current = readings?.find((reading) => reading.month === month);
  return (
    <section className="card border-0 shadow-sm mb-4" aria-labelledby="capturar-lectura">
      <div className="card-body">
        <h2 id="capturar-lectura" className="h4">
          {PORTAL_TEXT.captureReading}
        </h2>
        {readings === undefined ? (
          <p className="mb-0 text-body-secondary" role="status">
            {PORTAL_TEXT.loadingReadings}
          </p>
        ) : current ? (
          <>
            <p className="mb-1">
              <strong>{PORTAL_TEXT.thisMonthReading(formatMonth(month))}:</strong>{' '}
              {countersText(equipment.color, current.bw, current.color)}
            </p>
            {current.photoPath && (
              <StoredPhotoLink path={current.photoPath} text={PORTAL_TEXT.readingPhotoLink} />
            )}
            <EstimateCard equipment={equipment} reading={current} />
          </>
        ) : equipment.lastReadingMonth === month && equipment.lastReading ? (
          <p className="mb-0">
            {PORTAL_TEXT.readingAlreadyThisMonth}{' '}
            {countersText(equipment.color, equipment.lastReading.bw, equipment.lastReading.color)}
          </p>
        ) : (
          <ReadingForm
            equipment={equipment}
            readings={readings}
            uid={uid}
            month={month}
            onSaved={onSaved}
            onEquipmentChanged={onEquipmentChanged}
          />
        )}
      </div>
    </section>
  );
}

const FIELD_IDS: Record<ReadingField, string> = { bw: 'lectura-bn', color: 'lectura-color' };
const CONFIRM_ID = 'lectura-confirmo';

function ReadingForm({
  equipment,
  readings,
  uid,
  month,
  onSaved,
  onEquipmentChanged,
}: {
  equipment: Equipment;
  readings: MeterReading[];
  uid: string;
  month: string;
  onSaved: (saved: SubmittedReading) => void;
  onEquipmentChanged: (equipment: Equipment) => void;
}) {
  const floor = readingFloor(equipment);
  const [values, setValues] = useState({ bw: '', color: '' });
  /** The unusual-month question was asked (it follows the typed values from then on). */
  const [asked, setAsked] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<ReadingFormErrors>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const photoRef = useRef<HTMLInputElement>(null);

  const focus = (field: ReadingField) => document.getElementById(FIELD_IDS[field])?.focus();

  /** Shows the errors and moves the focus to the first field that has one. */
  function showErrors(found: ReadingFormErrors) {
    setErrors(found);
    const first = (['bw', 'color'] as const).find((field) => found[field]);
    if (first) focus(first);
  }

  // A B/N device sends its colour counter as it was.
  const parse = () =>
    parseReadingForm(
      { bw: values.bw, color: equipment.color ? values.color : String(floor.color) },
      floor,
    );
  const typed = parse();
  const unusual = typed.ok
    ? unusualReading({ typed: typed.value, floor, contract: equipment.contract, readings })
    : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    const parsed = parse();
    if (!parsed.ok) {
      showErrors(parsed.errors);
      return;
    }
    if (unusual && !confirmed) {
      setAsked(true);
      setTimeout(() => document.getElementById(CONFIRM_ID)?.focus(), 0);
      return;
    }
    if (photoError) {
      photoRef.current?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      let photoPath: string | undefined;
      if (photo) {
        try {
          photoPath = await uploadMeterPhoto(uid, equipment.id, month, photo);
        } catch {
          setFailure(PORTAL_TEXT.photoFailed);
          return;
        }
      }
      const saved = await submitReading(
        equipment.id,
        { ...parsed.value, ...(photoPath ? { photoPath } : {}) },
        uid,
      );
      toast.success(PORTAL_TEXT.readingSaved);
      onSaved(saved);
    } catch (error) {
      // Refused: the answer says why (this month's reading was sent from elsewhere, or a newer
      // reading raised the floor) and carries the device as stored.
      if (!(error instanceof ReadingRefusedError)) {
        setFailure(PORTAL_TEXT.readingFailed);
        return;
      }
      if (error.reason === 'already-this-month') {
        toast(PORTAL_TEXT.readingAlreadyThisMonth);
        onEquipmentChanged(error.equipment);
        return;
      }
      const below = belowFloorErrors(parsed.value, error.floor, equipment.color);
      onEquipmentChanged(error.equipment);
      if (Object.keys(below).length > 0) showErrors(below);
      else setFailure(PORTAL_TEXT.readingFailed);
    } finally {
      setSaving(false);
    }
  }

  const field = (name: ReadingField, label: string, previous: number) => {
    const error = errors[name];
    const helpId = `${FIELD_IDS[name]}-ayuda`;
    const errorId = `${FIELD_IDS[name]}-error`;
    return (
      <div className="col-sm-6">
        <label className="form-label" htmlFor={FIELD_IDS[name]}>
          {label}
        </label>
        <input
          id={FIELD_IDS[name]}
          className={error ? 'form-control is-invalid' : 'form-control'}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          name={name}
          value={values[name]}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${errorId} ${helpId}` : helpId}
          onChange={(event) => {
            const value = event.target.value;
            setValues((current) => ({ ...current, [name]: value }));
            setErrors((current) => ({ ...current, [name]: undefined }));
            // A new value is a new reading: the question (if any) is answered again.
            setConfirmed(false);
          }}
        />
        {error && (
          <div className="invalid-feedback" id={errorId}>
            {error}
          </div>
        )}
        <small id={helpId} className="form-text d-block text-secondary">
          {PORTAL_TEXT.readingHelp(formatCount(previous))}
        </small>
      </div>
    );
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="capturar-lectura">
      <p>
        Escribe los contadores que muestra tu equipo este mes ({formatMonth(month)}). Solo se
        captura una lectura al mes.
      </p>
      <div className="row g-3 mb-3">
        {field('bw', PORTAL_TEXT.bwCounter, floor.bw)}
        {equipment.color && field('color', PORTAL_TEXT.colorCounter, floor.color)}
      </div>
      <PhotoField
        label={PORTAL_TEXT.counterPhoto}
        error={photoError}
        disabled={saving}
        inputRef={photoRef}
        onPick={(file, problem) => {
          setPhoto(problem ? null : file);
          setPhotoError(problem);
        }}
      />
      {asked && unusual && (
        <UnusualReadingQuestion
          id={CONFIRM_ID}
          pages={unusual.pages}
          confirmed={confirmed}
          onConfirm={setConfirmed}
        />
      )}
      {failure && (
        <p className="alert alert-danger" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-action" disabled={saving}>
        {saving ? PORTAL_TEXT.sendingReading : PORTAL_TEXT.sendReading}
      </button>
    </form>
  );
}
