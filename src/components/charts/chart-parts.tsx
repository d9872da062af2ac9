/**
 * The desk's chart pieces (docs/decisions/0031-dashboard-charts.md): the palette, the axis' round
 * top, a chart's card with its table, and hand-drawn horizontal bars in SVG. The lead dashboard
 * and the service times view draw with them; each loads them in its own chunk.
 */
import type { ReactNode } from 'react';

/** Series colours: each at least 4.9:1 on white (WCAG 1.4.11 asks 3:1); white gaps between. */
export const PALETTE = ['#6610f2', '#c2410c', '#0b7a75', '#a21caf', '#856404'];
export const GREY = '#565e64';
export const INK = '#212529';

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least `value` (and 1). */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((m) => m * power).find((m) => m >= value) ?? 10 * power;
}

/** A chart's numbers: the first column names each row, the others are figures. */
export interface TableData {
  caption: string;
  head: string[];
  rows: string[][];
}

export function DataTable({ caption, head, rows }: TableData) {
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
export function ChartCard({
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

export interface Bar {
  label: string;
  value: number;
  text: string;
  color?: string;
}

/** Horizontal bars, one per row: the label, the bar, the value written after it. */
export function HorizontalBars({ bars, label }: { bars: Bar[]; label: string }) {
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
