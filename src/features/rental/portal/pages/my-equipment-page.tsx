/**
 * "Mis equipos" (/main-user/mis-equipos): the client's rented devices with their contract and last
 * reading, and from day 25 of the month (Cancún time) the "Lecturas pendientes" notice naming the
 * devices whose reading of the month is missing.
 */
import { Link } from 'react-router-dom';
import { guestEquipmentPath, paths } from '@/config/paths';
import { listMyEquipment, type Client, type Equipment } from '@/data/client-portal';
import { isReadingDue, monthId } from '@/domain/client-portal';
import { usePageTitle } from '@/hooks/use-page-title';
import { useQuery } from '@/hooks/use-query';
import { ClientGate, LoadFailed, Loading } from '../components/client-gate';
import { EquipmentDetails, ReadingStatus } from '../components/equipment-details';
import { formatMonth } from '@/domain/format';
import { PORTAL_TEXT } from '../messages';
import { myEquipmentKey } from '../queries';

export function MyEquipmentPage() {
  usePageTitle(PORTAL_TEXT.myEquipment);
  return <ClientGate>{(client) => <EquipmentList client={client} />}</ClientGate>;
}

function EquipmentList({ client }: { client: Client }) {
  const { state, reload } = useQuery(myEquipmentKey(client.uid), () => listMyEquipment(client.uid));
  const now = new Date();
  const month = monthId(now);
  const devices = state.status === 'error' ? undefined : state.value;
  const due = (devices ?? []).filter((device) => isReadingDue(now, device.lastReadingMonth));

  return (
    <div className="container py-4">
      <h1 className="h2 mb-1">{PORTAL_TEXT.myEquipment}</h1>
      <p className="lead mb-3">{PORTAL_TEXT.equipmentIntro}</p>
      <p className="mb-4">
        <Link to={paths.guest.tickets}>{PORTAL_TEXT.seeTickets}</Link>
      </p>

      {state.status === 'error' ? (
        <LoadFailed message={PORTAL_TEXT.equipmentLoadFailed} onRetry={() => void reload()} />
      ) : !devices ? (
        <Loading text={PORTAL_TEXT.loadingEquipment} />
      ) : devices.length === 0 ? (
        <p className="alert alert-secondary">{PORTAL_TEXT.noEquipment}</p>
      ) : (
        <>
          {due.length > 0 && <PendingReadings devices={due} month={month} />}
          <ul className="list-unstyled row g-3">
            {devices.map((device) => (
              <li key={device.id} className="col-lg-6">
                <DeviceCard device={device} missing={device.lastReadingMonth !== month} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function PendingReadings({ devices, month }: { devices: Equipment[]; month: string }) {
  return (
    <section className="alert alert-warning" aria-labelledby="lecturas-pendientes">
      <h2 id="lecturas-pendientes" className="h5">
        {PORTAL_TEXT.pendingReadings}
      </h2>
      <p>{PORTAL_TEXT.pendingIntro(formatMonth(month))}</p>
      <ul className="mb-0">
        {devices.map((device) => (
          <li key={device.id}>
            <Link to={guestEquipmentPath(device.id)} className="alert-link">
              {device.model} (serie {device.serial})
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function DeviceCard({ device, missing }: { device: Equipment; missing: boolean }) {
  return (
    <article className="card h-100 border-0 shadow-sm">
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
          <h2 className="h5 mb-0">
            <Link to={guestEquipmentPath(device.id)}>{device.model}</Link>
          </h2>
          <ReadingStatus missing={missing} />
        </div>
        <p className="small text-body-secondary mb-3">
          {device.color ? 'Equipo a color' : 'Equipo blanco y negro'}
        </p>
        <EquipmentDetails equipment={device} />
      </div>
    </article>
  );
}
