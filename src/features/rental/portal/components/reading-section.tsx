/**
 * "Capturar lectura" on a device's page: the B/N counter (and the colour one on a colour device),
 * refused below the previous reading with the schema's Spanish message, before sending and when
 * the server refuses; an optional photo of the counter. An unusual month (src/domain/
 * reading-plausibility.ts) asks first and is sent only once "Confirmo que la lectura es
 * correcta" is ticked (the flow is ../../reading/use-reading-form.ts, shared with the desk's
 * "Registrar lectura"). Once the month has its reading, the reading and the month's estimate show
 * instead of the form.
 */
import { lazy, Suspense } from 'react';
import toast from 'react-hot-toast';
import { uploadMeterPhoto } from '@/data/client-files';
import {
  submitReading,
  type Equipment,
  type MeterReading,
  type SubmittedReading,
} from '@/data/client-portal';
import { monthId } from '@/domain/client-portal';
import { formatCount, formatMonth } from '@/domain/format';
import type { ReadingField } from '@/domain/schemas/meter-reading';
import { CounterFields } from '../../reading/counter-fields';
import { ReadingQuestion } from '../../reading/reading-question';
import { useReadingForm } from '../../reading/use-reading-form';
import { PORTAL_TEXT } from '../messages';
import { countersText } from './equipment-details';
import { FormOutcome, SubmitButton } from './form-parts';
import { PhotoField, usePhotoField } from './photo-field';
import { StoredPhotoLink } from './stored-photo-link';
import { PortalCard } from './portal-card';

interface ReadingSectionProps {
  equipment: Equipment;
  /** The device's readings, newest first (undefined while they load). */
  readings: MeterReading[] | undefined;
  /** The member who sends it (the reading's `by`). */
  uid: string;
  /** Their company (the counter's photo is stored under it). */
  clientId: string;
  /** A reading was stored: the page updates the device and its readings. */
  onSaved: (saved: SubmittedReading) => void;
  /** The server's copy of the device differs from the page's (a reading sent elsewhere). */
  onEquipmentChanged: (equipment: Equipment) => void;
}

export function ReadingSection(props: ReadingSectionProps) {
  const { equipment, readings } = props;
  const month = monthId(new Date());
  const current = readings?.find((reading) => reading.month === month);
  return (
    <PortalCard id="capturar-lectura" title={PORTAL_TEXT.captureReading}>
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
          <Suspense fallback={null}>
            <EstimateCard equipment={equipment} reading={current} />
          </Suspense>
        </>
      ) : equipment.lastReadingMonth === month && equipment.lastReading ? (
        <p className="mb-0">
          {PORTAL_TEXT.readingAlreadyThisMonth}{' '}
          {countersText(equipment.color, equipment.lastReading.bw, equipment.lastReading.color)}
        </p>
      ) : (
        <ReadingForm {...props} readings={readings} month={month} />
      )}
    </PortalCard>
  );
}

// The month's estimate shows once its reading exists: a chunk of its own, so a device page
// without this month's reading does not download it (the page's JS budget).
const EstimateCard = lazy(() =>
  import('./estimate-card').then((m) => ({ default: m.EstimateCard })),
);

const FIELD_IDS: Record<ReadingField, string> = { bw: 'lectura-bn', color: 'lectura-color' };

/** The counter's photo could not be uploaded (the reading was not sent). */
class PhotoUploadFailed extends Error {}

function ReadingForm({
  equipment,
  readings,
  uid,
  clientId,
  month,
  onSaved,
  onEquipmentChanged,
}: ReadingSectionProps & { readings: MeterReading[]; month: string }) {
  const photo = usePhotoField();
  const form = useReadingForm({
    equipment,
    readings,
    fieldId: (name) => FIELD_IDS[name],
    confirmId: 'lectura-confirmo',
    ready: photo.ready,
    async send(counters) {
      let photoPath: string | undefined;
      if (photo.photo) {
        try {
          photoPath = await uploadMeterPhoto(clientId, equipment.id, month, photo.photo);
        } catch {
          throw new PhotoUploadFailed();
        }
      }
      return submitReading(equipment.id, { ...counters, ...(photoPath ? { photoPath } : {}) }, uid);
    },
    onStored(saved) {
      toast.success(PORTAL_TEXT.readingSaved);
      onSaved(saved);
    },
    // Sent from elsewhere meanwhile: the page shows the month's reading.
    onAlreadyThisMonth(stored) {
      toast(PORTAL_TEXT.readingAlreadyThisMonth);
      onEquipmentChanged(stored);
    },
    onFloorRaised: onEquipmentChanged,
    failureOf: (error) =>
      error instanceof PhotoUploadFailed ? PORTAL_TEXT.photoFailed : PORTAL_TEXT.readingFailed,
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
      aria-labelledby="capturar-lectura"
    >
      <p>
        Escribe los contadores que muestra tu equipo este mes ({formatMonth(month)}). Solo se
        captura una lectura al mes.
      </p>
      <div className="row g-3 mb-3">
        <CounterFields
          form={form}
          fieldClass="col-sm-6"
          hint={(name) => PORTAL_TEXT.readingHelp(formatCount(form.floor[name]))}
        />
      </div>
      <PhotoField label={PORTAL_TEXT.counterPhoto} disabled={form.busy} {...photo.field} />
      <ReadingQuestion form={form} />
      <FormOutcome failure={form.failure} />
      <SubmitButton
        busy={form.busy}
        label={PORTAL_TEXT.sendReading}
        busyLabel={PORTAL_TEXT.sendingReading}
        className="btn btn-primary btn-action"
      />
    </form>
  );
}
