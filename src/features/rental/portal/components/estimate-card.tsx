/**
 * The month's estimate after a reading: the fee plus the pages beyond the included ones at their
 * price (estimateMonth; every contract price includes IVA), with subtotal, IVA and total.
 */
import type { Equipment, MeterReading } from '@/data/client-portal';
import { estimateMonth, monthPages } from '@/domain/client-portal';
import { countersText } from './equipment-details';
import { formatCount, formatMonth, formatMoney } from '@/domain/format';
import { PORTAL_TEXT } from '../messages';

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
          {PORTAL_TEXT.estimate(formatMonth(reading.month))}
        </h3>
        <p className="small mb-2">
          Páginas del mes: {countersText(equipment.color, estimate.pagesBw, estimate.pagesColor)}
        </p>
        <dl className="mb-2">
          {row(PORTAL_TEXT.monthlyFee, formatMoney(estimate.feeMxn), 'estimate-fee')}
          {row(
            PORTAL_TEXT.extraBw(formatCount(estimate.extraPagesBw)),
            formatMoney(estimate.extraBwMxn),
            'estimate-extra-bw',
          )}
          {equipment.color &&
            row(
              PORTAL_TEXT.extraColor(formatCount(estimate.extraPagesColor)),
              formatMoney(estimate.extraColorMxn),
              'estimate-extra-color',
            )}
        </dl>
        <hr className="my-1" />
        <dl className="mb-2">
          {row(PORTAL_TEXT.subtotal, formatMoney(estimate.subtotalMxn), 'estimate-subtotal')}
          {row(PORTAL_TEXT.iva, formatMoney(estimate.ivaMxn), 'estimate-iva')}
          {row(PORTAL_TEXT.total, formatMoney(estimate.totalMxn), 'estimate-total', true)}
        </dl>
        <p className="small text-body-secondary mb-0">{PORTAL_TEXT.estimateNote}</p>
      </div>
    </section>
  );
}
