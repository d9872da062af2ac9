/**
 * The dashboard's charts (docs/decisions/0031-dashboard-charts.md), drawn by hand as small SVGs:
 * leads per week by source, the stage funnel, the won value by source and by business line, and
 * the first-response median. Each chart is one `role="img"` with a sentence that sums it up, and a
 * table beside it with every number. Loaded on demand by dashboard-section.tsx (its own chunk).
 */
import type { ReactNode } from 'react';
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
  OTHER_SOURCES,
  RESPONSE_DAYS,
  responseStats,
  sourceLabel,
  weekLabel,
  weeklyBySource,
  wonBy,
  type WeeklyBySource,
} from '../utils/lead-stats';
import { LoadStatus } from '@/components/ui/load-status';
import { DESK_UI_TEXT } from '@/content/desk-ui';

/** Series colours: each at least 4.9:1 on white (WCAG 1.4.11 asks 3:1); white gaps between. */
const PALETTE = ['#6610f2', '#c2410c', '#0b7a75', '#a21caf', '#856404'];
const GREY = '#565e64';
const INK = '#212529';

const colorOf = (source: string, i: number) =>
  source === OTHER_SOURCES ? GREY : (PALETTE[i % PALETTE.length] ?? GREY);

const leadsText = (count: number) =>
  `${formatCount(count)} ${count === 1 ? 'solicitud' : 'solicitudes'}`;

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least `value` (and 1). */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((m) => m * power).find((m) => m >= value) ?? 10 * power;
}

/** A chart's numbers: the first column names each row, the others are figures. */
interface TableData {
  caption: string;
  head: string[];
  rows: string[][];
}

function DataTable({ caption, head, rows }: TableData) {
  return (
    // A wide table may scroll sideways on a narrow screen: then the keyboard must reach it too.
    <div
      className="table-responsive"
      {...(head.length > 3 ? { tabIndex: 0, role: 'group', 'aria-label': caption } : {})}
    >
      <table className="table table-sm admin-table mb-0">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((name, i) => (
              <th key={name} scope="col" className={i > 0 ? 'text-end text-break' : undefined}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name = '', ...figures]) => (
            <tr key={name}>
              <th scope="row" className="fw-normal text-break">
                {name}
              </th>
              {figures.map((figure, i) => (
                <td key={head[i + 1]} className="text-end">
                  {figure}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A chart's card: its heading, a note, the chart and its table (beside it on wide screens when
 * `split`, else below); without a table, only `chart` (what to say when there is nothing to draw).
 */
function ChartCard({
  id,
  title,
  note,
  chart,
  table,
  split = false,
}: {
  id: string;
  title: string;
  note: string;
  chart: ReactNode;
  table?: TableData;
  split?: boolean;
}) {
  const half = split ? 'col-12 col-xxl-6' : 'col-12';
  return (
    <section className="card h-100 shadow-sm" aria-labelledby={id}>
      <div className="card-body">
        <h3 id={id} className="h5">
          {title}
        </h3>
        <p className="small text-secondary">{note}</p>
        {table ? (
          <div className="row g-3">
            <div className={half}>{chart}</div>
            <div className={half}>
              <DataTable {...table} />
            </div>
          </div>
        ) : (
          chart
        )}
      </div>
    </section>
  );
}

interface Bar {
  label: string;
  value: number;
  text: string;
  color?: string;
}

/** Horizontal bars, one per row: the label, the bar, the value written after it. */
function HorizontalBars({ bars, label }: { bars: Bar[]; label: string }) {
  const max = Math.max(0, ...bars.map((b) => b.value)) || 1;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 560 ${bars.length * 34}`}
      className="admin-chart"
      fontSize="13"
      fill={INK}
    >
      {bars.map((bar, i) => {
        const width = (bar.value / max) * 310;
        return (
          <g key={bar.label} transform={`translate(0 ${i * 34})`}>
            <text x="142" y="15" textAnchor="end">
              {bar.label.length > 18 ? `${bar.label.slice(0, 17)}…` : bar.label}
            </text>
            <rect x="150" width="310" height="22" fill="#f1f3f5" />
            <rect x="150" width={width} height="22" fill={bar.color ?? PALETTE[0]} />
            <text x={156 + width} y="15">
              {bar.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Columns per week, stacked by source, on a light grid, the weeks' Mondays below. */
function StackedColumns({ data, label }: { data: WeeklyBySource; label: string }) {
  const top = niceMax(Math.max(...data.weeks.map((w) => w.total)));
  const step = niceMax(top / 4);
  const y = (value: number) => 208 - (value / top) * 200;
  const slot = 564 / data.weeks.length;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 600 240"
      className="admin-chart"
      fontSize="12"
      fill={GREY}
    >
      {Array.from({ length: Math.floor(top / step) + 1 }, (_, i) => (
        <g key={i}>
          <line x1="36" x2="600" y1={y(i * step)} y2={y(i * step)} stroke="#dee2e6" />
          <text x="30" y={y(i * step) + 4} textAnchor="end">
            {formatCount(i * step)}
          </text>
        </g>
      ))}
      {data.weeks.map((week, i) => {
        const x = 36 + (i + 0.15) * slot;
        let base = 0;
        return (
          <g key={week.weekStart}>
            {week.counts.map((count, s) => {
              base += count;
              return count === 0 ? null : (
                <rect
                  key={s}
                  x={x}
                  y={y(base)}
                  width={slot * 0.7}
                  height={y(base - count) - y(base)}
                  fill={colorOf(data.sources[s] ?? '', s)}
                  stroke="#fff"
                />
              );
            })}
            <text x={x + slot * 0.35} y="234" textAnchor="middle" fontSize="11">
              {weekLabel(week.weekStart)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

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
