/**
 * "Mis equipos" (/main-user/mis-equipos; administrador and usuario): the company's rented devices
 * with their contract and last reading, and from day 25 of the month to the 5th of the next
 * (Cancún time) the "Lecturas pendientes" notice naming the devices whose reading of the month it
 * is for (src/domain/reading-month.ts: on the 1st to 5th, last month's) is missing (not those
 * whose contract ended).
 */
import { Link } from 'react-router-dom';
import { guestEquipmentPath, paths } from '@/config/paths';
import { LoadStatus } from '@/components/ui/load-status';
import type { ClientLink } from '@/data/rental/company/client-link';
import { clientEquipmentKey, listMyEquipment, type Equipment } from '@/data/rental/client-portal';
import { monthId } from '@/domain/client-portal';
import { seesDevices } from '@/domain/company';
import { formatMonth } from '@/domain/format';
import { deviceReadingMonth, dueReadingMonth, takesReadingOf } from '@/domain/reading-month';
import { usePageTitle } from '@/hooks/use-page-title';
import { shownValue, useQuery } from '@/hooks/use-query';
import { ClientGate } from '../components/client-gate';
import { ContractEnded, EquipmentDetails, ReadingStatus } from '../components/equipment-details';
import { PortalPage } from '../components/portal-page';
import { loadTexts, PORTAL_TEXT } from '../messages';
import { useRecheckWhenDenied } from '../use-client';

/** This page's own texts (the portal's shared ones: ../messages.ts). */
const EQUIPMENT_TEXT = {
  loadingEquipment: 'Cargando tus equipos…',
  equipmentLoadFailed: 'No pudimos cargar tus equipos.',
  noEquipment:
    'Aún no tienes equipos registrados. Cuando instalemos tu equipo aparecerá aquí con su contrato.',
  equipmentIntro:
    'Tus equipos en renta con su contrato y su última lectura. Captura la lectura de los contadores cada mes, a partir del día 25.',
  pendingIntro: (month: string) =>
    `Falta la lectura de ${month} de estos equipos. Captúrala para que podamos preparar tu factura:`,
  pendingReadings: 'Lecturas pendientes',
  seeTickets: 'Ver mis tickets',
} as const;

export function MyEquipmentPage() {
  usePageTitle(PORTAL_TEXT.myEquipment);
  return <ClientGate allow={seesDevices}>{(link) => <EquipmentList link={link} />}</ClientGate>;
}

function EquipmentList({ link }: { link: ClientLink }) {
  const clientId = link.client.uid;
  const { state, reload } = useQuery(clientEquipmentKey(clientId), () => listMyEquipment(clientId));
  useRecheckWhenDenied(state);
  const now = new Date();
  const devices = shownValue(state);
  // A device whose contract ended takes no more readings. On a given day every running device's
  // reading is due for the same month (last month's on the 1st to 5th, this month's from the 25th).
  const due = (devices ?? []).flatMap((device) => {
    const month = device.contractEnd ? null : dueReadingMonth(now, device);
    return month ? [{ device, month }] : [];
  });

  return (
    <PortalPage
      title={PORTAL_TEXT.myEquipment}
      intro={EQUIPMENT_TEXT.equipmentIntro}
      link={{ to: paths.guest.tickets, text: EQUIPMENT_TEXT.seeTickets }}
    >
      <LoadStatus
        state={state}
        onRetry={reload}
        texts={loadTexts(EQUIPMENT_TEXT.loadingEquipment, EQUIPMENT_TEXT.equipmentLoadFailed)}
      />
      {devices &&
        (devices.length === 0 ? (
          <p className="alert alert-secondary">{EQUIPMENT_TEXT.noEquipment}</p>
        ) : (
          <>
            {due[0] && <PendingReadings devices={due.map((d) => d.device)} month={due[0].month} />}
            <ul className="list-unstyled row g-3">
              {devices.map((device) => (
                <li key={device.id} className="col-lg-6">
                  <DeviceCard device={device} now={now} />
                </li>
              ))}
            </ul>
          </>
        ))}
    </PortalPage>
  );
}

function PendingReadings({ devices, month }: { devices: Equipment[]; month: string }) {
  return (
    <section className="alert alert-warning" aria-labelledby="lecturas-pendientes">
      <h2 id="lecturas-pendientes" className="h5">
        {EQUIPMENT_TEXT.pendingReadings}
      </h2>
      <p>{EQUIPMENT_TEXT.pendingIntro(formatMonth(month))}</p>
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

function DeviceCard({ device, now }: { device: Equipment; now: Date }) {
  const month = deviceReadingMonth(now, device);
  return (
    <article className="card h-100 border-0 shadow-sm">
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
          <h2 className="h5 mb-0">
            <Link to={guestEquipmentPath(device.id)}>{device.model}</Link>
          </h2>
          {device.contractEnd ? (
            <ContractEnded date={device.contractEnd.date} />
          ) : (
            <ReadingStatus
              missing={takesReadingOf(device, month)}
              monthName={month === monthId(now) ? undefined : formatMonth(month)}
            />
          )}
        </div>
        <p className="small text-body-secondary mb-3">
          {device.color ? 'Equipo a color' : 'Equipo blanco y negro'}
        </p>
        <EquipmentDetails equipment={device} />
      </div>
    </article>
  );
}
