/**
 * A device's page (/main-user/mis-equipos/:id): its contract, "Capturar lectura" (or this month's
 * reading and estimate), the readings history, "Solicitar tóner", "Reportar una falla" and the
 * device's tickets with the company's replies. Once its contract ended ("Terminar contrato" on the
 * desk) it says so instead of the reading and ticket forms (the rules refuse both).
 */
import { lazy, Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LoadStatus } from '@/components/ui/load-status';
import type { Outcome } from '@/components/ui/outcome-message';
import type { ClientLink } from '@/data/rental/company/client-link';
import {
  clientEquipmentKey,
  listReadings,
  readingsKey,
  type Equipment,
  type SubmittedReading,
  type TicketAuthor,
} from '@/data/rental/client-portal';
import { equipmentKey, getEquipment } from '@/data/rental/equipment/equipment';
import { isDataError } from '@/data/errors';
import { deviceReadingMonth, takesReadingOf } from '@/domain/reading-month';
import { seesDevices } from '@/domain/company';
import { usePageTitle } from '@/hooks/use-page-title';
import { shownValue, useQuery } from '@/hooks/use-query';
import { setQueryData, updateQueryData } from '@/lib/query-cache';
import { ClientGate } from '../components/client-gate';
import { EquipmentDetails } from '../components/equipment-details';
import { ReadingSection } from '../components/reading-section';
import { FaultForm, TonerForm } from '../components/ticket-forms';
import { TicketList } from '../components/ticket-list';
import { formatDate } from '@/domain/format';
import { loadTexts, PORTAL_TEXT } from '../messages';

import { replyMember, useMyTickets } from '../use-my-tickets';
import { useRecheckWhenDenied } from '../use-client';
import { PortalCard } from '../components/portal-card';

// The readings' history, the pages chart and the toner line: a chunk of their own, loaded only
// when there is something to show (readings; a toner forecast's inputs), so the page keeps within
// its JS budget.
const usage = () => import('../components/device-usage');
const ReadingHistory = lazy(() => usage().then((m) => ({ default: m.ReadingHistory })));
const DevicePages = lazy(() => usage().then((m) => ({ default: m.DevicePages })));
const TonerOutlook = lazy(() => usage().then((m) => ({ default: m.TonerOutlook })));
// "Lectura automática" (the collector's last report and toner levels): only for a device a
// meter collector reports.
const AgentStatus = lazy(() => usage().then((m) => ({ default: m.AgentStatus })));

/** Whether the device has what a toner forecast needs: a yield, a delivery and a reading. */
const mayForecastToner = (equipment: Equipment) =>
  equipment.lastReading !== null &&
  Object.keys(equipment.tonerYield).length > 0 &&
  Object.keys(equipment.lastToner).length > 0;

export function EquipmentPage() {
  const { id = '' } = useParams();
  return <ClientGate allow={seesDevices}>{(link) => <Device id={id} link={link} />}</ClientGate>;
}

function Device({ id, link }: { id: string; link: ClientLink }) {
  const { state, reload } = useQuery(equipmentKey(id), () => getEquipment(id));
  useRecheckWhenDenied(state);
  const equipment = shownValue(state);
  usePageTitle(equipment ? equipment.model : PORTAL_TEXT.myEquipment);

  const back = (
    <p className="mb-2">
      <Link to={paths.guest.equipment}>{PORTAL_TEXT.backToEquipment}</Link>
    </p>
  );
  // Another company's device (the rules refuse it) or an unknown one.
  const notFound =
    (state.status === 'error' && isDataError(state.error, 'denied', 'not-found')) ||
    equipment === null ||
    (equipment !== undefined && equipment.clientId !== link.client.uid);
  if (notFound)
    return (
      <div className="container py-4">
        {back}
        <h1 className="h2">{PORTAL_TEXT.myEquipment}</h1>
        <p className="alert alert-secondary">{PORTAL_TEXT.deviceNotFound}</p>
      </div>
    );
  if (!equipment)
    return (
      <div className="container py-4">
        {back}
        {state.status === 'error' && <h1 className="h2">{PORTAL_TEXT.myEquipment}</h1>}
        <LoadStatus
          state={state}
          onRetry={reload}
          texts={loadTexts(PORTAL_TEXT.loadingDevice, PORTAL_TEXT.deviceLoadFailed)}
        />
      </div>
    );
  return <DeviceView equipment={equipment} link={link} back={back} />;
}

function DeviceView({
  equipment,
  link,
  back,
}: {
  equipment: Equipment;
  link: ClientLink;
  back: ReactNode;
}) {
  const readings = useQuery(readingsKey(equipment.id), () => listReadings(equipment.id));
  const tickets = useMyTickets(link);
  const readingList = shownValue(readings.state);
  const clientId = link.client.uid;
  // The membership's address (verified when they joined; firestore.rules check it), not the
  // sign-in's, which may be a changed, unverified one.
  const author = { uid: link.uid, email: link.member.email, clientId };

  /** The page's copies of the device: its own and the one in "Mis equipos". */
  function storeEquipment(next: Equipment) {
    setQueryData(equipmentKey(next.id), next);
    updateQueryData<Equipment[]>(clientEquipmentKey(clientId), (list) =>
      list.map((item) => (item.id === next.id ? next : item)),
    );
  }

  function onSaved({ reading, equipment: stamped }: SubmittedReading) {
    storeEquipment(stamped);
    setQueryData(readingsKey(equipment.id), [
      reading,
      ...(readingList ?? []).filter((item) => item.month !== reading.month),
    ]);
  }

  function onEquipmentChanged(next: Equipment) {
    storeEquipment(next);
    void readings.reload().catch(() => {});
  }

  return (
    <div className="container py-4">
      {back}
      <h1 className="h2 mb-1">{equipment.model}</h1>
      <p className="lead mb-4">
        Serie {equipment.serial} · {equipment.color ? 'Equipo a color' : 'Equipo blanco y negro'}
      </p>

      <div className="row g-4">
        <div className="col-lg-6">
          <PortalCard id="contrato" title={PORTAL_TEXT.contract}>
            <EquipmentDetails equipment={equipment} />
          </PortalCard>
          {equipment.agent && (
            <Suspense fallback={null}>
              <AgentStatus agent={equipment.agent} color={equipment.color} />
            </Suspense>
          )}
          <PortalCard id="historial" title={PORTAL_TEXT.readingsHistory}>
            <LoadStatus
              state={readings.state}
              onRetry={readings.reload}
              texts={loadTexts(PORTAL_TEXT.loadingReadings, PORTAL_TEXT.readingsLoadFailed)}
            />
            {readingList?.length === 0 && (
              <p className="text-body-secondary mb-0">{PORTAL_TEXT.noReadings}</p>
            )}
            {readingList && readingList.length > 0 && (
              <Suspense
                fallback={<p className="text-body-secondary mb-0">{PORTAL_TEXT.loadingReadings}</p>}
              >
                <ReadingHistory equipment={equipment} readings={readingList} uid={link.uid} />
              </Suspense>
            )}
          </PortalCard>
          {readingList && readingList.length > 0 && (
            <Suspense fallback={null}>
              <DevicePages equipment={equipment} readings={readingList} now={new Date()} />
            </Suspense>
          )}
        </div>
        <div className="col-lg-6">
          {equipment.contractEnd ? (
            <PortalCard
              id="contrato-terminado"
              title={PORTAL_TEXT.contractEnded(formatDate(equipment.contractEnd.date))}
            >
              <p className="mb-0">{PORTAL_TEXT.contractEndedNote}</p>
            </PortalCard>
          ) : (
            <RunningDeviceForms
              equipment={equipment}
              readings={readings.state.status === 'error' ? [] : readingList}
              uid={link.uid}
              clientId={clientId}
              author={author}
              onSaved={onSaved}
              onEquipmentChanged={onEquipmentChanged}
              onTicketCreated={() => void tickets.reload().catch(() => {})}
            />
          )}
        </div>
      </div>

      <section aria-labelledby="tickets-equipo" className="mt-2">
        <h2 id="tickets-equipo" className="h4 mb-3">
          {PORTAL_TEXT.deviceTickets}
        </h2>
        <TicketList
          query={tickets}
          only={(ticket) => ticket.equipmentId === equipment.id}
          level={3}
          showDevice={false}
          member={replyMember(link)}
          empty={PORTAL_TEXT.noDeviceTickets}
        />
      </section>
    </div>
  );
}

/** "Capturar lectura", "Solicitar tóner" and "Reportar una falla": a device whose contract runs. */
function RunningDeviceForms({
  equipment,
  readings,
  uid,
  clientId,
  author,
  onSaved,
  onEquipmentChanged,
  onTicketCreated,
}: {
  equipment: Equipment;
  readings: ComponentProps<typeof ReadingSection>['readings'];
  uid: string;
  clientId: string;
  author: TicketAuthor;
  onSaved: (saved: SubmittedReading) => void;
  onEquipmentChanged: (next: Equipment) => void;
  onTicketCreated: () => void;
}) {
  // The reading's outcome outlives the section, which remounts once the month has its reading
  // (its key); tagged with the device, should the page move to another one.
  const [reading, setReading] = useState<{ id: string; outcome: Outcome } | null>(null);
  return (
    <>
      <ReadingSection
        key={
          takesReadingOf(equipment, deviceReadingMonth(new Date(), equipment))
            ? 'pendiente'
            : 'capturada'
        }
        equipment={equipment}
        // A failed read still lets the month's reading be sent.
        readings={readings}
        uid={uid}
        clientId={clientId}
        onSaved={onSaved}
        onEquipmentChanged={onEquipmentChanged}
        outcome={reading?.id === equipment.id ? reading.outcome : null}
        onOutcome={(next) => setReading({ id: equipment.id, outcome: next })}
      />
      <PortalCard id="servicio" title="Tóner y servicio">
        {mayForecastToner(equipment) && (
          <Suspense fallback={null}>
            <TonerOutlook equipment={equipment} now={new Date()} />
          </Suspense>
        )}
        <div className="mb-4">
          <TonerForm equipment={equipment} author={author} onCreated={onTicketCreated} />
        </div>
        <hr />
        <FaultForm equipment={equipment} author={author} onCreated={onTicketCreated} />
      </PortalCard>
    </>
  );
}
