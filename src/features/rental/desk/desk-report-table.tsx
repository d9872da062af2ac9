/**
 * A Servicio view that is one list read at once ("Tóner por agotarse", "Lectores sin reportes"):
 * its intro, the load state (with "Reintentar"), a note when nothing is listed, else a table with
 * its caption (for screen readers) and column headers; `children` gives the rows. On a phone
 * the rows stack (.desk-stack), each cell after its column's name.
 */
import { useState, type CSSProperties, type ReactNode } from 'react';
import { LoadStatus } from '@/components/ui/load-status';
import { DESK_UI_TEXT } from '@/content/desk-ui';
import { shownValue, useQuery } from '@/hooks/use-query';

/**
 * The custom properties that name a stacked table's columns on a phone (.desk-stack, admin.scss):
 * --desk-col-{n} is the n-th column's header as a CSS string; a header that is not plain text
 * (an icon, a visually hidden word) names nothing.
 */
export function stackLabels(columns: readonly ReactNode[]): CSSProperties {
  return Object.fromEntries(
    columns.flatMap((column, index) =>
      typeof column === 'string' ? [[`--desk-col-${index + 1}`, JSON.stringify(column)]] : [],
    ),
  ) as CSSProperties;
}

/**
 * `load` reads the rows once, as of the time the view opened (`now`), cached under `cacheKey`;
 * `texts` are the view's intro, its note when nothing is listed and the table's caption.
 */
export function DeskReportTable<Row>({
  texts: { intro, none, caption },
  now,
  cacheKey,
  load,
  columns,
  children,
}: {
  texts: { intro: string; none: string; caption: string };
  now: () => Date;
  cacheKey: string;
  load: (today: Date) => Promise<Row[]>;
  columns: readonly ReactNode[];
  children: (rows: Row[]) => ReactNode;
}) {
  const [today] = useState(now);
  const query = useQuery(cacheKey, () => load(today));
  const rows = shownValue(query.state);
  return (
    <>
      <p>{intro}</p>
      <LoadStatus texts={DESK_UI_TEXT} state={query.state} onRetry={query.reload} />
      {rows &&
        (rows.length === 0 ? (
          <p className="alert alert-info">{none}</p>
        ) : (
          <div className="table-responsive">
            <table
              className="table table-sm table-striped align-middle desk-stack"
              style={stackLabels(columns)}
            >
              <caption className="visually-hidden">{caption}</caption>
              <thead>
                <tr>
                  {columns.map((column, index) => (
                    <th key={index} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>{children(rows)}</tbody>
            </table>
          </div>
        ))}
    </>
  );
}
