/**
 * The dashboard's charts (docs/decisions/0031-dashboard-charts.md), drawn by hand as small SVGs:
 * leads per week by source, the stage funnel, the won value by source and by business line, and
 * the first-response median. Each chart is one `role="img"` with a sentence that sums it up, and a
 * table beside it with every number. Loaded on demand by dashboard-section.tsx (its own chunk).
 */
import Card from 'react-bootstrap/Card';
import type { ReactNode } from 'react';
import type { LeadCounts } from '@/data/leads';
import type { LeadStatsWeek } from '@/data/lead-stats';
import { STATS_WEEKS } from '@/domain/lead-stats';
import { shownValue, type QueryState } from '@/hooks/use-query';
import { formatCount } from '../utils/format';
import {
  formatMinutes,
  formatPesos,
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
  type WonRow,
} from '../utils/lead-stats';
import { LoadStatus } from './load-status';

/** Series colours: each at least 4.9:1 on white (WCAG 1.4.11 asks 3:1); white gaps between. */
const PALETTE = ['#6610f2', '#c2410c', '#0b7a75', '#a21caf', '#856404'];
const OTHER_COLOR = '#565e64';
const INK = '#212529';
const MUTED = '#565e64';
const GRID = '#dee2e6';

const colorOf = (source: string, i: number) =>
  source === OTHER_SOURCES ? OTHER_COLOR : (PALETTE[i % PALETTE.length] ?? OTHER_COLOR);

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least `value` (and 1). */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((m) => m * power).find((m) => m >= value) ?? 10 * power;
}

const leadsText = (count: number) =>
  `${formatCount(count)} ${count === 1 ? 'solicitud' : 'solicitudes'}`;

const clip = (text: string, max = 18) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

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
  note: ReactNode;
  chart: ReactNode;
  /** The numbers of the chart; null when there is nothing to chart. */
  table: ReactNode;
  /** Chart and table side by side on wide screens (a full-width card); else the table below. */
  split?: boolean;
}) {
  return (
    <Card className="h-100 shadow-sm" as="section" aria-labelledby={id}>
      <Card.Body>
        <h3 id={id} className="h5">
          {title}
        </h3>
        <p className="small text-secondary">{note}</p>
        {table === null ? (
          chart
        ) : (
          <div className="row g-3 align-items-start">
            <div className={split ? 'col-12 col-xl-7' : 'col-12'}>{chart}</div>
            <div className={split ? 'col-12 col-xl-5' : 'col-12'}>
              <div className="table-responsive">{table}</div>
            </div>
          </div>
        )}
      </Card.Body>
    </Card>
  );
}

/** A small coloured square (an SVG, so no inline style) for a legend. */
function Swatch({ color }: { color: string }) {
  return (
    <svg width="12" height="12" aria-hidden="true" className="me-1">
      <rect width="12" height="12" rx="2" fill={color} />
    </svg>
  );
}

interface Bar {
  label: string;
  value: number;
  text: string;
  color?: string;
}

const BAR_H = 22;
const BAR_GAP = 12;
const LABEL_W = 150;
const VALUE_W = 96;
const H_WIDTH = 560;

/** Horizontal bars, one per row, the value written after each. */
function HorizontalBars({ bars, label }: { bars: Bar[]; label: string }) {
  const max = Math.max(...bars.map((b) => b.value), 0) || 1;
  const room = H_WIDTH - LABEL_W - VALUE_W;
  const height = bars.length * (BAR_H + BAR_GAP);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${H_WIDTH} ${height}`}
      className="admin-chart"
      fontSize="13"
    >
      {bars.map((bar, i) => {
        const y = i * (BAR_H + BAR_GAP);
        const width = (bar.value / max) * room;
        return (
          <g key={bar.label}>
            <text x={LABEL_W - 8} y={y + BAR_H / 2} dy="0.35em" textAnchor="end" fill={INK}>
              {clip(bar.label)}
            </text>
            <rect x={LABEL_W} y={y} width={room} height={BAR_H} fill="#f1f3f5" />
            {width > 0 && (
              <rect x={LABEL_W} y={y} width={width} height={BAR_H} fill={bar.color ?? PALETTE[0]}>
                <title>{`${bar.label}: ${bar.text}`}</title>
              </rect>
            )}
            <text x={LABEL_W + width + 6} y={y + BAR_H / 2} dy="0.35em" fill={INK}>
              {bar.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

const C_WIDTH = 600;
const C_HEIGHT = 240;
const C_LEFT = 36;
const C_BOTTOM = 24;
const C_TOP = 8;

/** Columns per week, stacked by source, with a light grid and the weeks' Mondays below. */
function StackedColumns({
  data,
  label,
}: {
  data: ReturnType<typeof weeklyBySource>;
  label: string;
}) {
  const top = niceMax(Math.max(...data.weeks.map((w) => w.total), 0));
  const plotH = C_HEIGHT - C_TOP - C_BOTTOM;
  const slot = (C_WIDTH - C_LEFT) / Math.max(data.weeks.length, 1);
  const y = (value: number) => C_TOP + plotH - (value / top) * plotH;
  const step = niceMax(top / 4);
  const ticks = Array.from({ length: Math.floor(top / step) + 1 }, (_, i) => i * step);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${C_WIDTH} ${C_HEIGHT}`}
      className="admin-chart"
      fontSize="12"
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={C_LEFT} x2={C_WIDTH} y1={y(tick)} y2={y(tick)} stroke={GRID} />
          <text x={C_LEFT - 6} y={y(tick)} dy="0.35em" textAnchor="end" fill={MUTED}>
            {formatCount(tick)}
          </text>
        </g>
      ))}
      {data.weeks.map((week, i) => {
        const x = C_LEFT + i * slot + slot * 0.15;
        let base = 0;
        return (
          <g key={week.weekStart}>
            {week.counts.map((count, s) => {
              if (count === 0) return null;
              const source = data.sources[s] ?? '';
              const rect = (
                <rect
                  key={source}
                  x={x}
                  y={y(base + count)}
                  width={slot * 0.7}
                  height={y(base) - y(base + count)}
                  fill={colorOf(source, s)}
                  stroke="#fff"
                >
                  <title>{`Semana del ${weekLabel(week.weekStart)}, ${sourceLabel(source)}: ${formatCount(count)}`}</title>
                </rect>
              );
              base += count;
              return rect;
            })}
            <text
              x={x + slot * 0.35}
              y={C_HEIGHT - 6}
              textAnchor="middle"
              fill={MUTED}
              fontSize="11"
            >
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
  const first = weeks[0]?.weekStart;
  const last = weeks.at(-1)?.weekStart;
  const busiest = data.weeks.reduce<(typeof data.weeks)[number] | undefined>(
    (best, week) => (best && best.total >= week.total ? best : week),
    undefined,
  );
  const title = `Solicitudes por semana (últimas ${STATS_WEEKS} semanas)`;
  const note = 'Por origen de la primera visita; cada semana empieza el lunes (hora de Cancún).';
  if (data.total === 0 || !first || !last || !busiest) {
    return (
      <ChartCard
        id="chart-weekly-title"
        title={title}
        note={note}
        chart={<p className="mb-0">Todavía no hay solicitudes en estas semanas.</p>}
        table={null}
      />
    );
  }
  const label =
    `Barras apiladas por origen, semanas del ${weekLabel(first)} al ${weekLabel(last)}: ` +
    `${leadsText(data.total)}; la semana con más, la del ${weekLabel(busiest.weekStart)}, ` +
    `con ${formatCount(busiest.total)}.`;
  return (
    <ChartCard
      id="chart-weekly-title"
      title={title}
      note={note}
      split
      chart={
        <>
          <ul className="list-inline small mb-2">
            {data.sources.map((source, i) => (
              <li key={source} className="list-inline-item">
                <Swatch color={colorOf(source, i)} />
                {sourceLabel(source)}
              </li>
            ))}
          </ul>
          <StackedColumns data={data} label={label} />
        </>
      }
      table={
        <table className="table table-sm admin-table mb-0">
          <caption className="visually-hidden">{title}, por origen</caption>
          <thead>
            <tr>
              <th scope="col">Semana del</th>
              {data.sources.map((source) => (
                <th key={source} scope="col" className="text-end">
                  {sourceLabel(source)}
                </th>
              ))}
              <th scope="col" className="text-end">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {data.weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row" className="fw-normal text-nowrap">
                  {weekLabel(week.weekStart)}
                </th>
                {week.counts.map((count, i) => (
                  <td key={data.sources[i]} className="text-end">
                    {formatCount(count)}
                  </td>
                ))}
                <td className="text-end fw-semibold">{formatCount(week.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

function FunnelChart({ counts }: { counts: LeadCounts }) {
  const rows = funnelRows(counts);
  const title = 'Embudo por etapa';
  const label = `${title}, histórico: ${rows.map((r) => `${r.stage} ${formatCount(r.count)}`).join(', ')}.`;
  return (
    <ChartCard
      id="chart-funnel-title"
      title={title}
      note="Todas las solicitudes, por la etapa en que están hoy."
      chart={
        <HorizontalBars
          label={label}
          bars={rows.map((r) => ({
            label: r.stage,
            value: r.count,
            text: formatCount(r.count),
            color: r.stage === 'Perdido' ? OTHER_COLOR : PALETTE[0],
          }))}
        />
      }
      table={
        <table className="table table-sm admin-table mb-0">
          <caption className="visually-hidden">{title}: solicitudes y su parte del total</caption>
          <thead>
            <tr>
              <th scope="col">Etapa</th>
              <th scope="col" className="text-end">
                Solicitudes
              </th>
              <th scope="col" className="text-end">
                Del total
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.stage}>
                <th scope="row" className="fw-normal">
                  {r.stage}
                </th>
                <td className="text-end">{formatCount(r.count)}</td>
                <td className="text-end">{formatShare(r.share)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

function WonChart({
  id,
  title,
  column,
  rows,
  name,
}: {
  id: string;
  title: string;
  column: string;
  rows: WonRow[];
  name: (key: string) => string;
}) {
  const note = `Renta mensual con IVA de las solicitudes en Ganado, creadas en las últimas ${STATS_WEEKS} semanas.`;
  if (rows.length === 0) {
    return (
      <ChartCard
        id={id}
        title={title}
        note={note}
        chart={<p className="mb-0">Ninguna de estas solicitudes está en Ganado todavía.</p>}
        table={null}
      />
    );
  }
  const label = `${title}: ${rows.map((r) => `${name(r.key)} ${formatPesos(r.mxn)}`).join(', ')}.`;
  return (
    <ChartCard
      id={id}
      title={title}
      note={note}
      chart={
        <HorizontalBars
          label={label}
          bars={rows.map((r, i) => ({
            label: name(r.key),
            value: r.mxn,
            text: formatPesos(r.mxn),
            color: PALETTE[i % PALETTE.length],
          }))}
        />
      }
      table={
        <table className="table table-sm admin-table mb-0">
          <caption className="visually-hidden">{title}, en pesos al mes con IVA</caption>
          <thead>
            <tr>
              <th scope="col">{column}</th>
              <th scope="col" className="text-end">
                Ganadas
              </th>
              <th scope="col" className="text-end">
                Valor mensual
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row" className="fw-normal text-break">
                  {name(r.key)}
                </th>
                <td className="text-end">{formatCount(r.count)}</td>
                <td className="text-end">{formatPesos(r.mxn)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

function ResponseChart({ weeks, now }: { weeks: LeadStatsWeek[]; now: Date }) {
  const stats = responseStats(leadsOf(weeks), now);
  const title = `Mediana de primera respuesta (últimos ${RESPONSE_DAYS} días)`;
  const waiting = `${formatCount(stats.waiting)} ${stats.waiting === 1 ? 'espera' : 'esperan'} respuesta todavía.`;
  const summary = (
    <>
      <p className="display-6 fw-semibold mb-1" data-testid="stat-response-median">
        {stats.median === null ? 'Sin datos' : formatMinutes(stats.median)}
      </p>
      <p className="small mb-3">
        {stats.answered === 0
          ? 'Ninguna solicitud de estos días tiene respuesta todavía. '
          : `De ${formatCount(stats.answered)} ${stats.answered === 1 ? 'solicitud respondida' : 'solicitudes respondidas'}. `}
        {waiting}
      </p>
    </>
  );
  const note =
    'En horario hábil (lunes a viernes, 9:00 a 19:00, hora de Cancún), de que llega la solicitud al primer contacto.';
  if (stats.answered === 0) {
    return (
      <ChartCard id="chart-response-title" title={title} note={note} chart={summary} table={null} />
    );
  }
  const label =
    `Tiempos de primera respuesta, mediana ${formatMinutes(stats.median ?? 0)}: ` +
    `${stats.bands.map((b) => `${b.label} ${formatCount(b.count)}`).join(', ')}.`;
  return (
    <ChartCard
      id="chart-response-title"
      title={title}
      note={note}
      chart={
        <>
          {summary}
          <HorizontalBars
            label={label}
            bars={stats.bands.map((b) => ({
              label: b.label,
              value: b.count,
              text: formatCount(b.count),
            }))}
          />
        </>
      }
      table={
        <table className="table table-sm admin-table mb-0">
          <caption className="visually-hidden">
            Solicitudes respondidas por tiempo de primera respuesta
          </caption>
          <thead>
            <tr>
              <th scope="col">Primera respuesta</th>
              <th scope="col" className="text-end">
                Solicitudes
              </th>
            </tr>
          </thead>
          <tbody>
            {stats.bands.map((b) => (
              <tr key={b.label}>
                <th scope="row" className="fw-normal">
                  {b.label}
                </th>
                <td className="text-end">{formatCount(b.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
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
  const cell = (chart: ReactNode) => <div className="col-12 col-xl-6">{chart}</div>;
  return (
    <div className="row g-3 mt-1">
      {weeks ? (
        <>
          <div className="col-12">
            <WeeklyChart weeks={weeks} />
          </div>
          {cell(<FunnelChart counts={counts} />)}
          {cell(<ResponseChart weeks={weeks} now={now()} />)}
          {cell(
            <WonChart
              id="chart-won-source-title"
              title="Valor ganado por origen"
              column="Origen"
              rows={wonBy(leadsOf(weeks), 'source')}
              name={sourceLabel}
            />,
          )}
          {cell(
            <WonChart
              id="chart-won-line-title"
              title="Valor ganado por línea de negocio"
              column="Línea de negocio"
              rows={wonBy(leadsOf(weeks), 'line')}
              name={lineLabel}
            />,
          )}
        </>
      ) : (
        <>
          {cell(<FunnelChart counts={counts} />)}
          <div className="col-12">
            <LoadStatus state={stats} onRetry={onRetry} />
          </div>
        </>
      )}
    </div>
  );
}
