/**
 * The month's estimate after a reading: the fee plus the pages beyond the included ones at their
 * price (estimateMonth; every contract price includes IVA), with subtotal, IVA and total.
 */
import type { Equipment, MeterReading } from '@/data/rental/client-portal';
import { estimateMonth, monthPages } from '@/domain/client-portal';
import { countersText } from './equipment-details';
import { formatCount, formatMonth, formatMoney } from '@/domain/format';

/** This card's texts (a lazy chunk: not in ../messages.ts, which every portal page loads). */
const ESTIMATE_TEXT = {
  estimate: (month: string) => `Estimado de ${month}`,
  estimateNote:
    'Estimado con los precios de tu contrato (incluyen IVA). Tu factura puede variar por ajustes o cargos adicionales.',
  monthlyFee: 'Renta mensual',
  extraBw: (pages: string) => `Páginas B/N excedentes (${pages})`,
  extraColor: (pages: string) => `Páginas a color excedentes (${pages})`,
  subtotal: 'Subtotal',
  iva: 'IVA (16 %)',
  total: 'Total',
} as const;

export function EstimateCard({
  equipment,
  reading,
}: {
  equipment: Equipment;
  reading: MeterReading;
}) {
  const estimate = estimateMonth(equipment.contract, monthPages(reading));
  const id = `estimado-${reading.month}`;
  const row = (term: string, value: string, testId: string, strong = false) => (
    <div className={`d-flex justify-content-between gap-3 py-1${strong ? ' fw-bold fs-5' : ''}`}>
      <dt className={strong ? '' : 'fw-normal'}>{term}</dt>
      <dd className="mb-0 text-end" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <section className="card border-primary mt-3" aria-labelledby={id}>
      <div className="card-body">
        <h3 id={id} className="h6">
          {ESTIMATE_TEXT.estimate(formatMonth(reading.month))}
        </h3>
        <p className="small mb-2">
          Páginas del mes: {countersText(equipment.color, estimate.pagesBw, estimate.pagesColor)}
        </p>
        <dl className="mb-2">
          {row(ESTIMATE_TEXT.monthlyFee, formatMoney(estimate.feeMxn), 'estimate-fee')}
          {row(
            ESTIMATE_TEXT.extraBw(formatCount(estimate.extraPagesBw)),
            formatMoney(estimate.extraBwMxn),
            'estimate-extra-bw',
          )}
          {equipment.color &&
            row(
              ESTIMATE_TEXT.extraColor(formatCount(estimate.extraPagesColor)),
              formatMoney(estimate.extraColorMxn),
              'estimate-extra-color',
            )}
        </dl>
        <hr className="my-1" />
        <dl className="mb-2">
          {row(ESTIMATE_TEXT.subtotal, formatMoney(estimate.subtotalMxn), 'estimate-subtotal')}
          {row(ESTIMATE_TEXT.iva, formatMoney(estimate.ivaMxn), 'estimate-iva')}
          {row(ESTIMATE_TEXT.total, formatMoney(estimate.totalMxn), 'estimate-total', true)}
        </dl>
        <p className="small text-body-secondary mb-0">{ESTIMATE_TEXT.estimateNote}</p>
      </div>
    </section>
  );
}
