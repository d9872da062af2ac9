/**
 * A client's rented devices on their desk page: each with its contract, location, start counters
 * and last reading, "Editar" (location and contract), "Registrar lectura" (this month's, while it
 * has none) and its readings on demand (../readings/readings-table.tsx, with "Corregir lectura";
 * each form and the readings load their code when they open),
 * "Terminar contrato" (end-contract-form.tsx; an ended device shows "Contrato terminado el …" and
 * takes no reading); "Nuevo ticket" (new-ticket-form.tsx) and "Registrar equipo". One query of the client's devices
 * (at most EQUIPMENT_LIMIT), and one of a device's readings (at most READINGS_LIMIT) only when
 * they are opened.
 */
import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import {
  clientEquipmentKey,
  listClientEquipment,
  type Equipment,
} from '@/data/rental/client-portal';
import { shownValue, useQuery } from '@/hooks/use-query';
import { useSession } from '@/lib/session';
import { monthId } from '@/domain/client-portal';
import { cancunDate } from '@/domain/business-hours';
import { counterPair } from '../readings/reading-texts';
import { EQUIPMENT_TEXT as T } from './equipment-texts';
import { formatCount, formatDate, formatMonth, formatMxn } from '@/domain/format';
import { LoadStatus } from '@/components/ui/load-status';
import { AgentReading } from '../agent/agent-reading';
import { DESK_UI_TEXT } from '@/content/desk-ui';
import type { ContractEnd } from '@/domain/schemas/equipment';

// "Nuevo ticket" and "Terminar contrato" load their code when they open.
const NewTicketForm = lazy(() =>
  import('./new-ticket-form').then((module) => ({ default: module.NewTicketForm })),
);
const EndContractForm = lazy(() =>
  import('./end-contract-form').then((module) => ({ default: module.EndContractForm })),
);
// So do "Registrar lectura" and the readings (with "Corregir lectura"): the page keeps within its
// JS budget (tests/bench/public.spec.ts).
const DeskReadingForm = lazy(() =>
  import('../readings/desk-reading-form').then((module) => ({ default: module.DeskReadingForm })),
);
const ReadingsTable = lazy(() =>
  import('../readings/readings-table').then((module) => ({ default: module.ReadingsTable })),
);
// So do the device form's "Editar" and "Registrar equipo".
const EditEquipment = lazy(() =>
  import('./equipment-editor').then((module) => ({ default: module.EditEquipment })),
);
const RegisterEquipment = lazy(() =>
  import('./equipment-editor').then((module) => ({ default: module.RegisterEquipment })),
);

const Loading = () => (
  <p role="status" className="text-secondary">
    {DESK_UI_TEXT.loading}
  </p>
);

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-5 col-lg-4">{term}</dt>
      <dd className="col-sm-7 col-lg-8 text-break">{children}</dd>
    </>
  );
}

const deviceName = (equipment: Equipment) =>
  `${equipment.model} (${T.serialLabel(equipment.serial)})`;

function DeviceCard({
  equipment,
  now,
  onSaved,
}: {
  equipment: Equipment;
  now: () => Date;
  onSaved: (message: string) => void;
}) {
  const { user } = useSession();
  const id = useId();
  const [editing, setEditing] = useState(false);
  /** When "Registrar lectura" opened (null: closed). */
  const [recording, setRecording] = useState<Date | null>(null);
  const [readingsOpen, setReadingsOpen] = useState(false);
  const [ending, setEnding] = useState(false);
  /** The contract's end just stored here (the device is read again meanwhile). */
  const [endedHere, setEndedHere] = useState<ContractEnd | null>(null);
  const ended = equipment.contractEnd ?? endedHere;
  const endRef = useRef<HTMLButtonElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const recordRef = useRef<HTMLButtonElement>(null);
  const readingsRef = useRef<HTMLButtonElement>(null);
  /** A reading was just recorded here (the device is read again meanwhile). */
  const [recorded, setRecorded] = useState(false);
  const { contract, location, startCounters, lastReading, color } = equipment;
  const month = monthId(now());
  const hasThisMonth = recorded || equipment.lastReadingMonth >= month;
  // Back where the keyboard was, once the button is there again.
  const refocus = (button: { current: HTMLButtonElement | null }) =>
    setTimeout(() => button.current?.focus(), 0);
  const closeEdit = () => {
    setEditing(false);
    refocus(editRef);
  };
  const closeRecord = () => {
    setRecording(null);
    refocus(recordRef);
  };
  return (
    <article className="card mb-3 shadow-sm" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-2">
          <h4 id={`${id}-title`} className="h6 mb-0">
            {equipment.model}{' '}
            <span className="fw-normal text-secondary">{T.serialLabel(equipment.serial)}</span>
          </h4>
          {!editing && !recording && !ending && (
            <Button
              ref={editRef}
              size="sm"
              variant="outline-primary"
              aria-label={`${T.edit}: ${deviceName(equipment)}`}
              onClick={() => setEditing(true)}
            >
              {T.edit}
            </Button>
          )}
        </div>
        {editing ? (
          <Suspense fallback={<Loading />}>
            <EditEquipment
              equipment={equipment}
              adminUid={user?.uid ?? ''}
              onCancel={closeEdit}
              onSaved={(message) => {
                onSaved(message);
                closeEdit();
              }}
            />
          </Suspense>
        ) : (
          <dl className="row mb-2">
            {ended && (
              <>
                <dt className="col-12">
                  <span className="badge text-bg-secondary fs-6 fw-normal">
                    {T.contractEnded(formatDate(ended.date, 'medium'))}
                  </span>
                </dt>
                <Fact term={T.finalCountersTerm}>
                  {counterPair(color, formatCount(ended.bw), formatCount(ended.color))}
                </Fact>
              </>
            )}
            <Fact term={T.typeTerm}>{color ? T.colorType : T.bwType}</Fact>
            <Fact term={T.locationTerm}>
              {location.address}
              {location.area && ` · ${location.area}`}
            </Fact>
            <Fact term={T.startDateTerm}>{formatDate(contract.startDate, 'medium')}</Fact>
            <Fact term={T.feeTerm}>
              {formatMxn(contract.monthlyFeeMxn)} ({T.feeNote})
            </Fact>
            <Fact term={T.includedTerm}>
              {counterPair(
                color,
                formatCount(contract.includedPagesBw),
                formatCount(contract.includedPagesColor),
              )}
            </Fact>
            <Fact term={T.extraTerm}>
              {counterPair(
                color,
                formatMxn(contract.extraPagePriceBw, { maxDecimals: 4 }),
                formatMxn(contract.extraPagePriceColor, { maxDecimals: 4 }),
              )}
            </Fact>
            <Fact term={T.serviceTerm}>
              {T.serviceHours(contract.responseHours, contract.resolutionHours)}
            </Fact>
            <Fact term={T.startCountersTerm}>
              {counterPair(color, formatCount(startCounters.bw), formatCount(startCounters.color))}
            </Fact>
            <Fact term={T.lastReadingTerm}>
              {lastReading ? (
                `${formatMonth(lastReading.month)}: ${counterPair(color, formatCount(lastReading.bw), formatCount(lastReading.color))}`
              ) : (
                <span className="text-secondary">{T.noReading}</span>
              )}
            </Fact>
          </dl>
        )}
        {!editing && <AgentReading equipment={equipment} />}
        {recording ? (
          <Suspense fallback={<Loading />}>
            <DeskReadingForm
              equipment={equipment}
              at={recording}
              monthName={formatMonth(monthId(recording))}
              adminUid={user?.uid ?? ''}
              onCancel={closeRecord}
              onSaved={(message) => {
                setRecording(null);
                setRecorded(true);
                onSaved(message);
                // The readings are next to look at: the keyboard goes to their button.
                refocus(readingsRef);
              }}
            />
          </Suspense>
        ) : (
          !editing &&
          !ending &&
          !ended &&
          !hasThisMonth && (
            <Button
              ref={recordRef}
              size="sm"
              variant="outline-primary"
              className="me-3"
              aria-label={`${T.recordReading}: ${deviceName(equipment)}`}
              onClick={() => setRecording(now())}
            >
              {T.recordReading}
            </Button>
          )
        )}
        {ending ? (
          <Suspense fallback={<Loading />}>
            <EndContractForm
              equipment={equipment}
              now={now}
              onCancel={() => {
                setEnding(false);
                refocus(endRef);
              }}
              onEnded={(stored) => {
                setEnding(false);
                setEndedHere(stored.contractEnd);
                onSaved(T.contractEndedSaved(equipment.model, equipment.serial));
                refocus(readingsRef);
              }}
            />
          </Suspense>
        ) : (
          !editing &&
          !recording &&
          !ended && (
            <Button
              ref={endRef}
              size="sm"
              variant="outline-danger"
              className="me-3"
              aria-label={`${T.endContract}: ${deviceName(equipment)}`}
              onClick={() => setEnding(true)}
            >
              {T.endContract}
            </Button>
          )
        )}
        <Button
          ref={readingsRef}
          variant="link"
          className="px-0"
          aria-expanded={readingsOpen}
          aria-controls={`${id}-readings`}
          onClick={() => setReadingsOpen((open) => !open)}
        >
          {readingsOpen ? T.hideReadings : T.showReadings}
          <span className="visually-hidden">{`: ${deviceName(equipment)}`}</span>
        </Button>
        <div id={`${id}-readings`}>
          {readingsOpen && (
            <section aria-labelledby={`${id}-readings-title`}>
              <h5 id={`${id}-readings-title`} className="visually-hidden">
                {T.readingsTitle}
              </h5>
              <Suspense fallback={<Loading />}>
                <ReadingsTable equipment={equipment} onSaved={onSaved} />
              </Suspense>
            </section>
          )}
        </div>
      </div>
    </article>
  );
}

/** The "Equipos" section of a client's page. */
export function ClientEquipment({
  clientId,
  now,
  canRegister = true,
}: {
  clientId: string;
  now: () => Date;
  /** false for a client who deleted their account: no new device (firestore.rules refuse it). */
  canRegister?: boolean;
}) {
  const { user } = useSession();
  const id = useId();
  const { state, reload } = useQuery(clientEquipmentKey(clientId), () =>
    listClientEquipment(clientId),
  );
  const [registering, setRegistering] = useState(false);
  const [opening, setOpening] = useState(false);
  const [saved, setSaved] = useState('');
  const ticketRef = useRef<HTMLButtonElement>(null);
  const registerRef = useRef<HTMLButtonElement>(null);
  const devices = shownValue(state);
  const running = devices?.filter((device) => !device.contractEnd) ?? [];

  const closeRegister = () => {
    setRegistering(false);
    setTimeout(() => registerRef.current?.focus(), 0);
  };
  const announce = (message: string) => {
    setSaved(message);
    void reload().catch(() => {});
  };

  return (
    <section className="card mb-4 shadow-sm" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <h3 id={`${id}-title`} className="h5 mb-0">
            {T.equipmentTitle}
          </h3>
          <div className="d-flex flex-wrap gap-2">
            {canRegister && !opening && running.length > 0 && (
              <Button
                ref={ticketRef}
                variant="outline-primary"
                onClick={() => {
                  setSaved('');
                  setOpening(true);
                }}
              >
                {T.newTicket}
              </Button>
            )}
            {canRegister && !registering && (
              <Button
                ref={registerRef}
                variant="primary"
                onClick={() => {
                  setSaved('');
                  setRegistering(true);
                }}
              >
                {T.register}
              </Button>
            )}
          </div>
        </div>
        {opening && (
          <Suspense fallback={<Loading />}>
            <NewTicketForm
              clientId={clientId}
              devices={running}
              onCancel={() => {
                setOpening(false);
                setTimeout(() => ticketRef.current?.focus(), 0);
              }}
              onCreated={(message) => setSaved(message)}
            />
          </Suspense>
        )}
        <p className="visually-hidden" aria-live="polite">
          {saved}
        </p>
        {registering && (
          <Suspense fallback={<Loading />}>
            <RegisterEquipment
              clientId={clientId}
              today={cancunDate(now())}
              adminUid={user?.uid ?? ''}
              onCancel={closeRegister}
              onRegistered={(message) => {
                announce(message);
                closeRegister();
              }}
            />
          </Suspense>
        )}
        <LoadStatus texts={DESK_UI_TEXT} state={state} onRetry={reload} />
        {devices &&
          (devices.length === 0 ? (
            <p className="text-secondary mb-0">{T.noEquipment}</p>
          ) : (
            devices.map((equipment) => (
              <DeviceCard key={equipment.id} equipment={equipment} now={now} onSaved={announce} />
            ))
          ))}
      </div>
    </section>
  );
}
