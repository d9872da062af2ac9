/**
 * Pure aggregation behind the dashboard's charts (docs/decisions/0031-dashboard-charts.md): the
 * week documents of the counters (src/data/lead-stats.ts) turned into what each chart and its
 * table show. No reads here: every figure comes from the 12 week documents.
 */
import { LEAD_STAGES, type LeadStage } from '@/domain/entities';
import { formatDayMonth } from '@/domain/format';
import { DIRECT_SOURCE } from '@/domain/lead-stats';
import type { LeadStatsWeek, StoredLeadSummary } from '@/data/lead-stats';
import { daysBefore } from './admin-stats';

/** How many sources the weekly chart names; the rest are added up as "Otros". */
export const TOP_SOURCES = 5;
/** The key of the sources left out of the weekly chart. */
export const OTHER_SOURCES = '(otros)';
/** The window of the first-response median, in days. */
export const RESPONSE_DAYS = 30;

/** A source as the charts name it. */
export function sourceLabel(source: string): string {
  if (source === DIRECT_SOURCE) return 'Directo';
  if (source === OTHER_SOURCES) return 'Otros orígenes';
  return source;
}

/** A business line as the charts name it. */
export function lineLabel(line: string): string {
  return line === '' ? 'Sin especificar' : line;
}

/** Every lead of the weeks. */
export function leadsOf(weeks: readonly LeadStatsWeek[]): StoredLeadSummary[] {
  return weeks.flatMap((week) => Object.values(week.leads));
}

/** Keys by total, largest first (ties by name). */
function byTotal(totals: Map<string, number>): string[] {
  return [...totals.keys()].sort(
    (a, b) => (totals.get(b) ?? 0) - (totals.get(a) ?? 0) || a.localeCompare(b, 'es-MX'),
  );
}

export interface WeeklyBySource {
  /** The sources drawn, most leads first; OTHER_SOURCES last when some were added up. */
  sources: string[];
  /** One row per week, oldest first: its leads per source (in `sources` order) and in all. */
  weeks: { weekStart: string; counts: number[]; total: number }[];
  total: number;
}

/** Leads per week and source; beyond `top` sources, the rest are one "Otros" column. */
export function weeklyBySource(
  weeks: readonly LeadStatsWeek[],
  top: number = TOP_SOURCES,
): WeeklyBySource {
  const totals = new Map<string, number>();
  for (const lead of leadsOf(weeks)) totals.set(lead.source, (totals.get(lead.source) ?? 0) + 1);
  const ranked = byTotal(totals);
  const named = ranked.length > top ? ranked.slice(0, top - 1) : ranked;
  const sources = ranked.length > named.length ? [...named, OTHER_SOURCES] : named;
  const column = (source: string) => {
    const index = named.indexOf(source);
    return index === -1 ? named.length : index;
  };
  const rows = weeks.map((week) => {
    const counts = sources.map(() => 0);
    for (const lead of Object.values(week.leads)) {
      const i = column(lead.source);
      counts[i] = (counts[i] ?? 0) + 1;
    }
    return { weekStart: week.weekStart, counts, total: Object.keys(week.leads).length };
  });
  return { sources, weeks: rows, total: rows.reduce((sum, row) => sum + row.total, 0) };
}

export interface WonRow {
  key: string;
  /** Won leads. */
  count: number;
  /** Their monthly value added up (MXN, IVA included). */
  mxn: number;
}

/** The won value by source or by business line, largest first. */
export function wonBy(leads: readonly StoredLeadSummary[], by: 'source' | 'line'): WonRow[] {
  const rows = new Map<string, WonRow>();
  for (const lead of leads) {
    if (lead.stage !== 'Ganado' || lead.wonMxn === null) continue;
    const key = lead[by];
    const row = rows.get(key) ?? { key, count: 0, mxn: 0 };
    row.count += 1;
    row.mxn += lead.wonMxn;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => b.mxn - a.mxn || a.key.localeCompare(b.key, 'es-MX'));
}

/** The median of `values` (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? null)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The first-response bands of the histogram, in business minutes (upper bound excluded). */
export const RESPONSE_BANDS = [
  { label: 'Menos de 30 min', below: 30 },
  { label: '30 min a 1 h', below: 60 },
  { label: '1 a 2 h', below: 120 },
  { label: '2 a 4 h', below: 240 },
  { label: '4 a 8 h', below: 480 },
  { label: '8 h o más', below: Infinity },
] as const;

export interface ResponseStats {
  /** The median in business minutes, null when none was answered. */
  median: number | null;
  answered: number;
  /** Created in the window and not answered yet. */
  waiting: number;
  /** Answered leads per band of RESPONSE_BANDS. */
  bands: { label: string; count: number }[];
}

/** The first response of the leads created in the last `days` days before `now`. */
export function responseStats(
  leads: readonly StoredLeadSummary[],
  now: Date,
  days: number = RESPONSE_DAYS,
): ResponseStats {
  const since = daysBefore(now, days).getTime();
  const recent = leads.filter((lead) => {
    const created = Date.parse(lead.createdAt);
    return created >= since && created <= now.getTime();
  });
  const minutes = recent.flatMap((lead) =>
    lead.responseMinutes === null ? [] : [lead.responseMinutes],
  );
  return {
    median: median(minutes),
    answered: minutes.length,
    waiting: recent.length - minutes.length,
    bands: RESPONSE_BANDS.map((band, i) => ({
      label: band.label,
      count: minutes.filter((m) => m < band.below && m >= (RESPONSE_BANDS[i - 1]?.below ?? 0))
        .length,
    })),
  };
}

export interface FunnelRow {
  stage: LeadStage;
  count: number;
  /** Its share of every lead, 0 to 1 (0 when there are none). */
  share: number;
}

/** The leads in each stage and their share of all (the dashboard's per-stage counts). */
export function funnelRows(counts: Readonly<Record<LeadStage, number>>): FunnelRow[] {
  const total = LEAD_STAGES.reduce((sum, stage) => sum + counts[stage], 0);
  return LEAD_STAGES.map((stage) => ({
    stage,
    count: counts[stage],
    share: total === 0 ? 0 : counts[stage] / total,
  }));
}

/** "45 min", "1 h", "2 h 5 min" (rounded to the minute). */
export function formatMinutes(value: number): string {
  const total = Math.round(value);
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}

/** "12 %" (es-MX, whole percent). */
export function formatShare(share: number): string {
  return `${Math.round(share * 100)} %`;
}

/** A week by its Monday: "2 mar" ('YYYY-MM-DD' read as a calendar day). */
export function weekLabel(weekStart: string): string {
  return formatDayMonth(weekStart);
}
