/** A device's location, contract and last reading, as a description list (Mis equipos, a device). */
import type { ReactNode } from 'react';
import type { Equipment } from '@/data/rental/client-portal';
import { formatCount, formatDate, formatMonth, formatMoney } from '@/domain/format';
import { PORTAL_TEXT } from '../messages';

/** "12,345 B/N y 678 a color" (B/N only for a B/N device). */
export function countersText(color: boolean, bw: number, colorValue: number): string {
  return color
    ? `${formatCount(bw)} B/N y ${formatCount(colorValue)} a color`
    : `${formatCount(bw)} B/N`;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-5 fw-normal text-body-secondary">{term}</dt>
      <dd className="col-sm-7">{children}</dd>
    </>
  );
}

export function EquipmentDetails({ equipment }: { equipment: Equipment }) {
  const { contract, location, lastReading, color } = equipment;
  return (
    <dl className="row mb-0">
      <Row term="Número de serie">{equipment.serial}</Row>
      <Row term={PORTAL_TEXT.location}>
        {location.address}
        {location.area && (
          <>
            <br />
            <span className="text-body-secondary">Área: {location.area}</span>
          </>
        )}
      </Row>
      <Row term="Inicio del contrato">{formatDate(contract.startDate)}</Row>
      <Row term="Renta mensual (IVA incluido)">{formatMoney(contract.monthlyFeeMxn)}</Row>
      <Row term="Páginas incluidas al mes">
        {countersText(color, contract.includedPagesBw, contract.includedPagesColor)}
      </Row>
      <Row term="Precio por página excedente">
        {color
          ? `${formatMoney(contract.extraPagePriceBw, { maxDecimals: 4 })} B/N y ${formatMoney(contract.extraPagePriceColor, { maxDecimals: 4 })} a color`
          : `${formatMoney(contract.extraPagePriceBw, { maxDecimals: 4 })} B/N`}
      </Row>
      <Row term={PORTAL_TEXT.lastReading}>
        {lastReading ? (
          <>
            {formatMonth(lastReading.month)}:{' '}
            {countersText(color, lastReading.bw, lastReading.color)}
          </>
        ) : (
          <>
            {PORTAL_TEXT.noReadingYet} ({PORTAL_TEXT.startCounters.toLowerCase()}:{' '}
            {countersText(color, equipment.startCounters.bw, equipment.startCounters.color)})
          </>
        )}
      </Row>
    </dl>
  );
}

/**
 * "Falta la lectura de este mes" or "Lectura de este mes capturada", as a coloured pill; with
 * `monthName` (the month the reading is for is not the current one: the 1st to 5th) "Falta la
 * lectura de noviembre de 2026" or "Lectura de noviembre de 2026 capturada".
 */
export function ReadingStatus({ missing, monthName }: { missing: boolean; monthName?: string }) {
  return missing ? (
    <span className="d-inline-block rounded-pill text-bg-warning px-2 small fw-semibold">
      {monthName ? `Falta la lectura de ${monthName}` : PORTAL_TEXT.readingMissing}
    </span>
  ) : (
    <span className="d-inline-block rounded-pill text-bg-light border px-2 small">
      {monthName ? `Lectura de ${monthName} capturada` : PORTAL_TEXT.readingDone}
    </span>
  );
}

/** "Contrato terminado el 30 de noviembre de 2026", as a pill (the device takes no readings). */
export function ContractEnded({ date }: { date: string }) {
  return (
    <span className="d-inline-block rounded-pill text-bg-secondary px-2 small fw-semibold">
      {PORTAL_TEXT.contractEnded(formatDate(date))}
    </span>
  );
}
