/**
 * "Capturar lectura" on a device's page: the B/N counter (and the colour one on a colour device),
 * refused below the previous reading with the schema's Spanish message, before sending and when
 * the server refuses; an optional photo of the counter. An unusual month (src/domain/
 * reading-plausibility.ts) asks first and is sent only once "Confirmo que la lectura es
 * correcta" is ticked (the flow is ../../reading/use-reading-form.ts, shared with the desk's
 * "Registrar lectura"). The reading is for the month it closes (src/domain/reading-month.ts: on
 * the 1st to 5th the month before, "Lectura de noviembre de 2026"); once that month has its
 * reading, the reading and the month's estimate show instead of the form. The counter's photo is
 * uploaded after the reading is stored (storage.rules accept it only for that stored reading,
 * once); a failed upload keeps the reading and says so.
 */
import { lazy, Suspense } from 'react';
import { outcome, OutcomeMessage, type Outcome } from '@/components/ui/outcome-message';
import { meterPhotoPath, uploadMeterPhoto } from '@/data/rental/equipment/client-files';
import {
  submitReading,
  type Equipment,
  type MeterReading,
  type SubmittedReading,
} from '@/data/rental/client-portal';
import { monthId } from '@/domain/client-portal';
import { formatCount, formatMonth } from '@/domain/format';
import { deviceReadingMonth, takesReadingOf } from '@/domain/reading-month';
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

/** This section's own texts (the portal's shared ones: ../messages.ts). */
const READING_TEXT = {
  intro: (month: string) =>
    `Escribe los contadores que muestra tu equipo este mes (${month}). Solo se captura una lectura al mes.`,
  lateIntro: (month: string) =>
    `Los contadores de hoy cierran ${month}: escribe los que muestra tu equipo. Solo se captura una lectura al mes.`,
  savedFor: (month: string) => `¡Listo! Guardamos la lectura de ${month}.`,
  savedPhotoFailed:
    'Guardamos la lectura, pero no se pudo subir la foto del contador. Si la necesitamos, te la pediremos.',
} as const;

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
  /**
   * The last reading's outcome ("¡Listo! Guardamos la lectura…"), kept by the page: this section
   * changes to the month's reading once it is stored, and the outcome takes the keyboard there.
   */
  outcome: Outcome | null;
  onOutcome: (outcome: Outcome) => void;
}

export function ReadingSection(props: ReadingSectionProps) {
  const { equipment, readings } = props;
  // The month a reading sent now is for; a later one already stored shows instead.
  const month = deviceReadingMonth(new Date(), equipment);
  const shownMonth = equipment.lastReadingMonth > month ? equipment.lastReadingMonth : month;
  const current = readings?.find((reading) => reading.month === shownMonth);
  return (
    <PortalCard id="capturar-lectura" title={PORTAL_TEXT.captureReading}>
      <OutcomeMessage outcome={props.outcome} />
      {readings === undefined ? (
        <p className="mb-0 text-body-secondary" role="status">
          {PORTAL_TEXT.loadingReadings}
        </p>
      ) : current ? (
        <>
          <p className="mb-1">
            <strong>{PORTAL_TEXT.thisMonthReading(formatMonth(shownMonth))}:</strong>{' '}
            {countersText(equipment.color, current.bw, current.color)}
          </p>
          {current.photoPath && (
            <StoredPhotoLink path={current.photoPath} text={PORTAL_TEXT.readingPhotoLink} />
          )}
          <Suspense fallback={null}>
            <EstimateCard equipment={equipment} reading={current} />
          </Suspense>
        </>
      ) : !takesReadingOf(equipment, month) && equipment.lastReading ? (
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

function ReadingForm({
  equipment,
  readings,
  uid,
  clientId,
  month,
  onSaved,
  onEquipmentChanged,
  onOutcome,
}: ReadingSectionProps & { readings: MeterReading[]; month: string }) {
  const photo = usePhotoField();
  const late = month !== monthId(new Date());
  const form = useReadingForm<SubmittedReading & { photoFailed: boolean }>({
    equipment,
    readings,
    fieldId: (name) => FIELD_IDS[name],
    confirmId: 'lectura-confirmo',
    ready: photo.ready,
    async send(counters) {
      // The reading names its photo's path; the photo goes once the reading is stored.
      const photoPath = photo.photo ? meterPhotoPath(clientId, equipment.id, month) : undefined;
      const saved = await submitReading(
        equipment.id,
        { ...counters, month, ...(photoPath ? { photoPath } : {}) },
        uid,
      );
      let photoFailed = false;
      if (photo.photo) {
        try {
          await uploadMeterPhoto(clientId, equipment.id, month, photo.photo);
        } catch {
          photoFailed = true;
        }
      }
      return { ...saved, photoFailed };
    },
    onStored({ photoFailed, ...saved }) {
      if (photoFailed) onOutcome(outcome(READING_TEXT.savedPhotoFailed, 'warning'));
      else if (!late) onOutcome(outcome(PORTAL_TEXT.readingSaved));
      else onOutcome(outcome(READING_TEXT.savedFor(formatMonth(month))));
      onSaved(saved);
    },
    // Sent from elsewhere meanwhile: the page shows the month's reading.
    onAlreadyThisMonth(stored) {
      onOutcome(outcome(PORTAL_TEXT.readingAlreadyThisMonth, 'info'));
      onEquipmentChanged(stored);
    },
    onFloorRaised: onEquipmentChanged,
    failureOf: () => PORTAL_TEXT.readingFailed,
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
      <p className="fw-semibold mb-1">{PORTAL_TEXT.thisMonthReading(formatMonth(month))}</p>
      <p>{(late ? READING_TEXT.lateIntro : READING_TEXT.intro)(formatMonth(month))}</p>
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
