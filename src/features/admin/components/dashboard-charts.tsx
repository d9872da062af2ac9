/**
 * The dashboard's charts (docs/decisions/0031-dashboard-charts.md), drawn by hand as small SVGs:
 * leads per week by source, the stage funnel, the won value by source and by business line, and
 * the first-response median. Each chart is one `role="img"` with a sentence that sums it up, and a
 * table beside it with every number. Loaded on demand by dashboard-section.tsx (its own chunk).
 */
import type { LeadCounts } from '@/data/leads';
import type { LeadStatsWeek } from '@/data/lead-stats';
import { STATS_WEEKS } from '@/domain/lead-stats';
import { shownValue, type QueryState } from '@/hooks/use-query';
import { formatCount, formatWholePesos } from '@/domain/format';
import {
  formatMinutes,
  formatShare,
  funnelRows,
  leadsOf,
  lineLabel,
  RESPONSE_DAYS,
  responseStats,
  sourceLabel,
  weekLabel,
  weeklyBySource,
  wonBy,
} from '../utils/lead-stats';
import { LoadStatus } from '@/components/ui/load-status';
import { DESK_UI_TEXT } from '@/content/desk-ui';

import { ChartCard, GREY, HorizontalBars, PALETTE } from '@/components/charts/chart-parts';
import { colorOf, leadsText, StackedColumns } from './dashboard-chart-parts';

function WeeklyChart({ weeks }: { weeks: LeadStatsWeek[] }) {
  const data = weeklyBySource(weeks);
  const title = `Solicitudes por semana (últimas ${STATS_WEEKS} semanas)`;
  const card = {
    id: 'chart-weekly-title',
    title,
    note: 'Por origen de la primera visita; cada semana empieza el lunes (hora de Cancún).',
  };
  if (data.total === 0) {
    return <ChartCard {...card} chart={<p>Todavía no hay solicitudes en estas semanas.</p>} />;
  }
  // At least one week has leads here.
  const busiest = data.weeks.reduce((best, week) => (week.total > best.total ? week : best));
  const label =
    `Barras apiladas por origen, semanas del ${weekLabel(data.weeks[0]?.weekStart ?? '')} al ` +
    `${weekLabel(data.weeks.at(-1)?.weekStart ?? '')}: ${leadsText(data.total)}; ` +
    `la semana con más, la del ${weekLabel(busiest.weekStart)}, con ${formatCount(busiest.total)}.`;
  return (
    <ChartCard
      {...card}
      split
      chart={
        <>
          <ul className="list-inline small mb-2">
            {data.sources.map((source, i) => (
              <li key={source} className="list-inline-item">
                <svg width="12" height="12" aria-hidden="true" className="me-1">
                  <rect width="12" height="12" fill={colorOf(source, i)} />
                </svg>
                {sourceLabel(source)}
              </li>
            ))}
          </ul>
          <StackedColumns data={data} label={label} />
        </>
      }
      table={{
        caption: `${title}, por origen`,
        head: ['Semana del', ...data.sources.map(sourceLabel), 'Total'],
        rows: data.weeks.map((week) => [
          weekLabel(week.weekStart),
          ...[...week.counts, week.total].map(formatCount),
        ]),
      }}
    />
  );
}

function FunnelChart({ counts }: { counts: LeadCounts }) {
  const rows = funnelRows(counts);
  const title = 'Embudo por etapa';
  return (
    <ChartCard
      id="chart-funnel-title"
      title={title}
      note="Todas las solicitudes, por la etapa en que están hoy."
      chart={
        <HorizontalBars
          label={`${title}, histórico: ${rows.map((r) => `${r.stage} ${formatCount(r.count)}`).join(', ')}.`}
          bars={rows.map((r) => ({
            label: r.stage,
            value: r.count,
            text: formatCount(r.count),
            color: r.stage === 'Perdido' ? GREY : undefined,
          }))}
        />
      }
      table={{
        caption: `${title}: solicitudes y su parte del total`,
        head: ['Etapa', 'Solicitudes', 'Del total'],
        rows: rows.map((r) => [r.stage, formatCount(r.count), formatShare(r.share)]),
      }}
    />
  );
}

function WonChart({
  weeks,
  by,
  title,
  column,
  name,
}: {
  weeks: LeadStatsWeek[];
  by: 'source' | 'line';
  title: string;
  column: string;
  name: (key: string) => string;
}) {
  const rows = wonBy(leadsOf(weeks), by);
  const card = {
    id: `chart-won-${by}-title`,
    title,
    note: `Renta mensual con IVA de las solicitudes en Ganado, creadas en las últimas ${STATS_WEEKS} semanas.`,
  };
  if (rows.length === 0) {
    return (
      <ChartCard {...card} chart={<p>Ninguna de estas solicitudes está en Ganado todavía.</p>} />
    );
  }
  return (
    <ChartCard
      {...card}
      chart={
        <HorizontalBars
          label={`${title}: ${rows.map((r) => `${name(r.key)} ${formatWholePesos(r.mxn)}`).join(', ')}.`}
          bars={rows.map((r, i) => ({
            label: name(r.key),
            value: r.mxn,
            text: formatWholePesos(r.mxn),
            color: PALETTE[i % PALETTE.length],
          }))}
        />
      }
      table={{
        caption: `${title}, en pesos al mes con IVA`,
        head: [column, 'Ganadas', 'Valor mensual'],
        rows: rows.map((r) => [name(r.key), formatCount(r.count), formatWholePesos(r.mxn)]),
      }}
    />
  );
}

function ResponseChart({ weeks, now }: { weeks: LeadStatsWeek[]; now: Date }) {
  const stats = responseStats(leadsOf(weeks), now);
  const { median, answered, waiting, bands } = stats;
  const card = {
    id: 'chart-response-title',
    title: `Mediana de primera respuesta (últimos ${RESPONSE_DAYS} días)`,
    note: 'En horario hábil (lunes a viernes, 9:00 a 19:00, hora de Cancún), de que llega la solicitud al primer contacto.',
  };
  const summary = (
    <>
      <p className="display-6 fw-semibold mb-1" data-testid="stat-response-median">
        {median === null ? 'Sin datos' : formatMinutes(median)}
      </p>
      <p className="small">
        {answered === 0
          ? 'Ninguna solicitud de estos días tiene respuesta todavía. '
          : `De ${leadsText(answered)} ${answered === 1 ? 'respondida' : 'respondidas'}. `}
        {`${formatCount(waiting)} ${waiting === 1 ? 'espera' : 'esperan'} respuesta todavía.`}
      </p>
    </>
  );
  if (median === null) return <ChartCard {...card} chart={summary} />;
  return (
    <ChartCard
      {...card}
      chart={
        <>
          {summary}
          <HorizontalBars
            label={`Tiempos de primera respuesta, mediana ${formatMinutes(median)}: ${bands.map((b) => `${b.label} ${formatCount(b.count)}`).join(', ')}.`}
            bars={bands.map((b) => ({
              label: b.label,
              value: b.count,
              text: formatCount(b.count),
            }))}
          />
        </>
      }
      table={{
        caption: 'Solicitudes respondidas por tiempo de primera respuesta',
        head: ['Primera respuesta', 'Solicitudes'],
        rows: bands.map((b) => [b.label, formatCount(b.count)]),
      }}
    />
  );
}

/**
 * The charts: the funnel from the dashboard's per-stage counts (all time), the rest from the
 * counters' week documents (`stats`, read by dashboard-section.tsx), with their own loading and
 * error states.
 */
export function DashboardCharts({
  counts,
  stats,
  onRetry,
  now,
}: {
  counts: LeadCounts;
  stats: QueryState<LeadStatsWeek[]>;
  onRetry: () => unknown;
  now: () => Date;
}) {
  const weeks = shownValue(stats);
  const funnel = (
    <div className="col-12 col-xl-6">
      <FunnelChart counts={counts} />
    </div>
  );
  if (!weeks) {
    return (
      <div className="row g-3 mt-1">
        {funnel}
        <div className="col-12">
          <LoadStatus texts={DESK_UI_TEXT} state={stats} onRetry={onRetry} />
        </div>
      </div>
    );
  }
  return (
    <div className="row g-3 mt-1">
      <div className="col-12">
        <WeeklyChart weeks={weeks} />
      </div>
      {funnel}
      <div className="col-12 col-xl-6">
        <ResponseChart weeks={weeks} now={now()} />
      </div>
      <div className="col-12 col-xl-6">
        <WonChart
          weeks={weeks}
          by="source"
          title="Valor ganado por origen"
          column="Origen"
          name={sourceLabel}
        />
      </div>
      <div className="col-12 col-xl-6">
        <WonChart
          weeks={weeks}
          by="line"
          title="Valor ganado por línea de negocio"
          column="Línea de negocio"
          name={lineLabel}
        />
      </div>
    </div>
  );
}
