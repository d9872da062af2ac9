/**
 * The lead dashboard's own chart pieces (docs/decisions/0031-dashboard-charts.md): a source's
 * colour and the stacked weekly columns. The shared ones (palette, card, table, bars) are in
 * src/components/charts/chart-parts.tsx.
 */
import { GREY, niceMax, PALETTE } from '@/components/charts/chart-parts';
import { formatCount } from '@/domain/format';
import { OTHER_SOURCES, weekLabel, type WeeklyBySource } from '../utils/lead-stats';

export const colorOf = (source: string, i: number) =>
  source === OTHER_SOURCES ? GREY : (PALETTE[i % PALETTE.length] ?? GREY);

export const leadsText = (count: number) =>
  `${formatCount(count)} ${count === 1 ? 'solicitud' : 'solicitudes'}`;

/** Columns per week, stacked by source, on a light grid, the weeks' Mondays below. */
export function StackedColumns({ data, label }: { data: WeeklyBySource; label: string }) {
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
