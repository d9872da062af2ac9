/** A device's location, contract and last reading, as a description list (Mis equipos, a device). */
import type { ReactNode } from 'react';
import type { Equipment } from '@/data/client-portal';
import { formatCount, formatDay, formatMonth, formatMoney, formatPagePrice } from '../format';
import { CLIENT_TEXT } from '../messages';

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
      <Row term={CLIENT_TEXT.location}>
        {location.address}
        {location.area && (
          <>
            <br />
            <span className="text-body-secondary">Área: {location.area}</span>
          </>
        )}
      </Row>
      <Row term="Inicio del contrato">{formatDay(contract.startDate)}</Row>
      <Row term="Renta mensual (IVA incluido)">{formatMoney(contract.monthlyFeeMxn)}</Row>
      <Row term="Páginas incluidas al mes">
        {countersText(color, contract.includedPagesBw, contract.includedPagesColor)}
      </Row>
      <Row term="Precio por página excedente">
        {color
          ? `${formatPagePrice(contract.extraPagePriceBw)} B/N y ${formatPagePrice(contract.extraPagePriceColor)} a color`
          : `${formatPagePrice(contract.extraPagePriceBw)} B/N`}
      </Row>
      <Row term={CLIENT_TEXT.lastReading}>
        {lastReading ? (
          <>
            {formatMonth(lastReading.month)}:{' '}
            {countersText(color, lastReading.bw, lastReading.color)}
          </>
        ) : (
          <>
            {CLIENT_TEXT.noReadingYet} ({CLIENT_TEXT.startCounters.toLowerCase()}:{' '}
            {countersText(color, equipment.startCounters.bw, equipment.startCounters.color)})
          </>
        )}
      </Row>
    </dl>
  );
}

/** "Falta la lectura de este mes" or "Lectura de este mes capturada", as a coloured pill. */
export function ReadingStatus({ missing }: { missing: boolean }) {
  return missing ? (
    <span className="d-inline-block rounded-pill text-bg-warning px-2 small fw-semibold">
      {CLIENT_TEXT.readingMissing}
    </span>
  ) : (
    <span className="d-inline-block rounded-pill text-bg-light border px-2 small">
      {CLIENT_TEXT.readingDone}
    </span>
  );
}
