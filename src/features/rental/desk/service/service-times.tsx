/**
 * "Tiempos de servicio" (`?vista=tiempos&mes=YYYY-MM`): the tickets created in the month (one
 * query, at most MONTH_TICKETS_LIMIT), per technician and in total: how many, the share answered
 * and resolved within the promised time, and the median response and resolution in business
 * hours (src/domain/service-times.ts); a table and two bar charts drawn with the dashboard's chart
 * pieces. Loaded only when the view opens (its own chunk).
 */
import { useId, useState } from 'react';
import { LoadStatus } from '@/components/ui/load-status';
import { DESK_UI_TEXT } from '@/content/desk-ui';
import {
  listMonthTickets,
  MONTH_TICKETS_LIMIT,
  monthTicketsKey,
} from '@/data/rental/service/ticket-desk';
import { formatCount, formatMonth } from '@/domain/format';
import {
  serviceTimes,
  sharePercent,
  type Share,
  type ServiceTimesRow,
} from '@/domain/service-times';
import { shownValue, useQuery } from '@/hooks/use-query';
import { ChartCard, DataTable, HorizontalBars, PALETTE } from '@/components/charts/chart-parts';
import { MonthSelect, useMonthParam } from './month-select';
import { SERVICE_TEXT as T } from './service-messages';

const percentText = (share: Share) => {
  const percent = sharePercent(share);
  return percent === null
    ? '—'
    : `${formatCount(percent)} % (${formatCount(share.met)} de ${formatCount(share.decided)})`;
};

const hoursText = (value: number | null) =>
  value === null
    ? '—'
    : value.toLocaleString('es-MX', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const nameOf = (row: ServiceTimesRow) => row.name || T.noTechnicianRow;

function tableRow(row: ServiceTimesRow, name: string): string[] {
  return [
    name,
    formatCount(row.tickets),
    percentText(row.respondedInTime),
    percentText(row.resolvedInTime),
    hoursText(row.medianResponseHours),
    hoursText(row.medianResolutionHours),
  ];
}

function bars(rows: ServiceTimesRow[], pick: (row: ServiceTimesRow) => Share, color: string) {
  return rows.map((row) => {
    const percent = sharePercent(pick(row));
    return {
      label: nameOf(row),
      value: percent ?? 0,
      text: percent === null ? '—' : `${formatCount(percent)} %`,
      color,
    };
  });
}

export function ServiceTimes({ now }: { now: () => Date }) {
  const picker = useMonthParam(now, 'current');
  const { month } = picker;
  const [computedAt] = useState(now);
  const monthFieldId = useId();
  const query = useQuery(monthTicketsKey(month), () => listMonthTickets(month));
  const data = shownValue(query.state);
  const monthName = formatMonth(month);
  const figures = data ? serviceTimes(data.tickets, computedAt) : null;

  return (
    <>
      <p>{T.timesIntro}</p>
      <div className="mb-3">
        <MonthSelect label={T.monthLabel} picker={picker} />
      </div>
      <LoadStatus texts={DESK_UI_TEXT} state={query.state} onRetry={query.reload} />
      {data?.truncated && (
        <p className="alert alert-warning" role="status">
          {T.timesTruncated(formatCount(MONTH_TICKETS_LIMIT))}
        </p>
      )}
      {figures &&
        (figures.total.tickets === 0 ? (
          <p className="alert alert-info">{T.noTicketsInMonth(monthName)}</p>
        ) : (
          <>
            <section className="card mb-4 shadow-sm" aria-label={T.timesCaption(monthName)}>
              <div className="card-body">
                <DataTable
                  caption={T.timesCaption(monthName)}
                  head={[...T.timesHead]}
                  rows={[
                    ...figures.rows.map((row) => tableRow(row, nameOf(row))),
                    tableRow(figures.total, T.totalRow),
                  ]}
                />
              </div>
            </section>
            <div className="row g-3 mb-4">
              <div className="col-12 col-xl-6">
                <ChartCard
                  id={`${monthFieldId}-response`}
                  title={T.responseChart}
                  note={T.chartNote}
                  chart={
                    <HorizontalBars
                      label={T.responseChart}
                      bars={bars(figures.rows, (row) => row.respondedInTime, PALETTE[0] ?? '')}
                    />
                  }
                />
              </div>
              <div className="col-12 col-xl-6">
                <ChartCard
                  id={`${monthFieldId}-resolution`}
                  title={T.resolutionChart}
                  note={T.chartNote}
                  chart={
                    <HorizontalBars
                      label={T.resolutionChart}
                      bars={bars(figures.rows, (row) => row.resolvedInTime, PALETTE[2] ?? '')}
                    />
                  }
                />
              </div>
            </div>
          </>
        ))}
    </>
  );
}
