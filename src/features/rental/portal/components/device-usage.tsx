/**
 * A device's page, the parts loaded in a chunk of their own, only when there is something to
 * show (the signed-in device page keeps within its JavaScript budget;
 * docs/decisions/0044-month-close.md):
 * - "Historial de lecturas": each reading with its pages, who sent it and its source ("Origen:
 *   Cliente"); an estimated one ("Estimar" in the desk's month close) marked "Estimada".
 * - "Páginas de los últimos 12 meses": the B/N and colour pages of each month (the reading
 *   minus the one before, monthPages) from the readings the page already read, drawn with the
 *   chart pieces (src/components/charts/chart-parts.tsx) and given as a table (Mes, B/N, Color);
 *   an estimated month is marked "Estimada".
 * - The toner line: how many days the soonest cartridge lasts ("Tóner: te alcanza para unos N
 *   días", src/domain/toner-forecast.ts) and, when more than one colour has a forecast, each.
 * - "Lectura automática" (./agent-status.tsx), for a device a meter collector reports.
 */
import { DataTable, HorizontalBars, PALETTE, type Bar } from '@/components/charts/chart-parts';
import type { Equipment, MeterReading } from '@/data/rental/client-portal';
import { monthId, monthPages, previousMonthId } from '@/domain/client-portal';
import { formatCount, formatDateTime, formatMonth } from '@/domain/format';
import { CLIENT_READING_SOURCE_LABELS, ESTIMATED_LABEL } from '@/domain/reading-source';
import { daysLeft, forecastToner, soonestToner, tonerDaysText } from '@/domain/toner-forecast';
import { countersText } from './equipment-details';
import { PortalCard } from './portal-card';
import '../portal-tables.scss';

export { AgentStatus } from './agent-status';

/** The texts of this chunk's parts (the cards' titles are in ../messages.ts). */
export const USAGE_TEXT = {
  /** A reading the company corrected ("Corregir lectura"), in the history. */
  readingCorrected: 'corregida por la empresa',
  note: 'Las páginas de cada mes: su lectura menos la anterior. Un mes marcado «Estimada» se calculó con el promedio de los meses anteriores.',
  bw: 'Páginas B/N',
  color: 'Páginas a color',
  chartLabel: (kind: string) => `${kind} por mes, últimos 12 meses`,
  title: 'Páginas de los últimos 12 meses',
  month: 'Mes',
  bwColumn: 'B/N',
  colorColumn: 'Color',
  none: 'Aún no hay lecturas en los últimos 12 meses.',
  /** A reading's source in the history ("Origen: Tu empresa"); an estimated one shows "Estimada". */
  source: 'Origen',
} as const;

/** Who sent a reading: the signed-in member, or someone else (a colleague, or the desk). */
function readingByText(by: string | undefined, uid: string): string {
  return by === uid ? 'enviada por ti' : 'registrada';
}

/** The device's readings, newest first (the page's "Historial de lecturas" card). */
export function ReadingHistory({
  equipment,
  readings,
  uid,
}: {
  equipment: Equipment;
  readings: readonly MeterReading[];
  /** The signed-in member ("enviada por ti"). */
  uid: string;
}) {
  return (
    <ul className="list-group">
      {readings.map((reading) => {
        const pages = monthPages(reading);
        return (
          <li key={reading.id} className="list-group-item">
            <span className="fw-semibold">{formatMonth(reading.month)}</span>:{' '}
            {countersText(equipment.color, reading.bw, reading.color)}
            {reading.source === 'estimada' && (
              <span className="d-inline-block rounded-pill text-bg-warning px-2 ms-2 small fw-semibold">
                {ESTIMATED_LABEL}
              </span>
            )}
            <span className="d-block small text-body-secondary">
              Páginas del mes: {formatCount(pages.bw)} B/N
              {equipment.color && ` y ${formatCount(pages.color)} a color`}
              {reading.at &&
                ` · ${readingByText(reading.by, uid)} el ${formatDateTime(reading.at)}`}
              {reading.source &&
                reading.source !== 'estimada' &&
                ` · ${USAGE_TEXT.source}: ${CLIENT_READING_SOURCE_LABELS[reading.source]}`}
              {reading.correctedAt &&
                ` · ${USAGE_TEXT.readingCorrected} el ${formatDateTime(reading.correctedAt)}`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** How many months the chart covers, the current one included. */
export const USAGE_MONTHS = 12;

export interface UsageMonth {
  month: string;
  bw: number;
  color: number;
  estimated: boolean;
}

/**
 * The pages of each month with a reading among the last 12 (the current month and the 11
 * before, Cancún), oldest first. `readings` are the device's, newest first.
 */
export function usageMonths(readings: readonly MeterReading[], now: Date): UsageMonth[] {
  let first = monthId(now);
  for (let i = 1; i < USAGE_MONTHS; i++) first = previousMonthId(first);
  return readings
    .filter((reading) => reading.month >= first)
    .map((reading) => ({
      month: reading.month,
      ...monthPages(reading),
      estimated: reading.source === 'estimada',
    }))
    .sort((a, b) => a.month.localeCompare(b.month));
}

const pagesText = (pages: number, estimated: boolean) =>
  estimated ? `${formatCount(pages)} (${ESTIMATED_LABEL.toLowerCase()})` : formatCount(pages);

/** The card "Páginas de los últimos 12 meses" (the page shows it once the device has readings). */
export function DevicePages(props: {
  equipment: Equipment;
  readings: readonly MeterReading[];
  now: Date;
}) {
  return (
    <PortalCard id="paginas-12-meses" title={USAGE_TEXT.title}>
      <PagesChart {...props} />
    </PortalCard>
  );
}

/** The chart and its table. */
function PagesChart({
  equipment,
  readings,
  now,
}: {
  equipment: Equipment;
  readings: readonly MeterReading[];
  now: Date;
}) {
  const months = usageMonths(readings, now);
  if (months.length === 0) return <p className="text-body-secondary mb-0">{USAGE_TEXT.none}</p>;
  const bars = (pick: (m: UsageMonth) => number, color: string): Bar[] =>
    months.map((m) => ({
      label: formatMonth(m.month),
      value: pick(m),
      text: pagesText(pick(m), m.estimated),
      color,
    }));
  const head = equipment.color
    ? [USAGE_TEXT.month, USAGE_TEXT.bwColumn, USAGE_TEXT.colorColumn]
    : [USAGE_TEXT.month, USAGE_TEXT.bwColumn];
  const rows = [...months]
    .reverse()
    .map((m) => [
      m.estimated ? `${formatMonth(m.month)} · ${ESTIMATED_LABEL}` : formatMonth(m.month),
      formatCount(m.bw),
      ...(equipment.color ? [formatCount(m.color)] : []),
    ]);
  return (
    <>
      <p className="small text-body-secondary">{USAGE_TEXT.note}</p>
      <h3 className="h6">{USAGE_TEXT.bw}</h3>
      <HorizontalBars
        bars={bars((m) => m.bw, PALETTE[0] ?? '#6610f2')}
        label={USAGE_TEXT.chartLabel(USAGE_TEXT.bw)}
      />
      {equipment.color && (
        <>
          <h3 className="h6 mt-3">{USAGE_TEXT.color}</h3>
          <HorizontalBars
            bars={bars((m) => m.color, PALETTE[1] ?? '#c2410c')}
            label={USAGE_TEXT.chartLabel(USAGE_TEXT.color)}
          />
        </>
      )}
      <div className="mt-3">
        <DataTable caption={USAGE_TEXT.title} head={head} rows={rows} />
      </div>
    </>
  );
}

/** "Negro: unos 28 días" (one colour's line when several have a forecast). */
export function colorDaysText(color: string, days: number): string {
  if (days <= 0) return `${color}: se está agotando`;
  return days === 1 ? `${color}: 1 día` : `${color}: unos ${String(days)} días`;
}

/**
 * The toner line: the soonest colour's days left, then each colour's when several have a
 * forecast. Nothing when none has (no yield, no delivery, or no pages since).
 */
export function TonerOutlook({ equipment, now }: { equipment: Equipment; now: Date }) {
  const forecasts = forecastToner(equipment);
  const soonest = soonestToner(forecasts);
  if (!soonest) return null;
  return (
    <div className="alert alert-info py-2 mb-3" data-testid="toner-forecast">
      <p className="fw-semibold mb-0">{tonerDaysText(daysLeft(soonest.endsAt, now))}</p>
      {forecasts.length > 1 && (
        <ul className="small mb-0 mt-1">
          {forecasts.map((f) => (
            <li key={f.color}>{colorDaysText(f.color, daysLeft(f.endsAt, now))}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
