import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { PagedList } from '@/hooks/use-paged-list';
import { LoadStatus } from './load-status';
import { Pager } from './pager';
import type { UiTexts } from './texts';

/**
 * One page of a list as a table (the Solicitudes and Usuarios views): its loading and error
 * states, the empty message, a line saying which rows the page holds, the scrollable table and
 * the pager. `onPageMove` runs after each move to another page. On a phone the rows stack, each
 * cell after its column's name (.desk-stack, src/features/admin/admin.scss): the names are the
 * header cells' texts, copied into the table's --desk-col-{n}.
 */
export function PagedTable<T>({
  list,
  pageSize,
  caption,
  pagesLabel,
  empty,
  summary,
  head,
  row,
  onPageMove,
  texts,
}: {
  list: PagedList<T>;
  pageSize: number;
  /** The table's name, e.g. "Usuarios registrados". */
  caption: string;
  /** The pager's name, e.g. "Páginas de usuarios". */
  pagesLabel: string;
  /** What an empty first page says (a later empty page says there are no more). */
  empty: string;
  /** The line above the table, given the numbers of its first and last rows. */
  summary: (first: number, last: number) => ReactNode;
  /** The header row's cells. */
  head: ReactNode;
  row: (item: T) => ReactNode;
  onPageMove: () => void;
  texts: UiTexts;
}) {
  const ready = list.state.status === 'ready' ? list.state.value : null;
  const first = (list.page - 1) * pageSize + 1;
  const table = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    const element = table.current;
    element?.querySelectorAll('thead th').forEach((cell, index) => {
      const name = cell.textContent?.trim() ?? '';
      if (name) element.style.setProperty(`--desk-col-${index + 1}`, JSON.stringify(name));
      else element.style.removeProperty(`--desk-col-${index + 1}`);
    });
  });
  return (
    <>
      <LoadStatus state={list.state} onRetry={list.reload} texts={texts} />
      {ready &&
        (ready.items.length === 0 ? (
          <p className="alert alert-info">{list.page > 1 ? texts.noMorePages : empty}</p>
        ) : (
          <>
            <p className="small text-secondary">{summary(first, first + ready.items.length - 1)}</p>
            <div
              className="table-responsive"
              role="region"
              aria-label={`${caption} (tabla desplazable)`}
              tabIndex={0}
            >
              <table
                ref={table}
                className="table table-sm table-striped align-middle admin-table desk-stack"
              >
                <caption className="visually-hidden">{caption}</caption>
                <thead>
                  <tr>{head}</tr>
                </thead>
                <tbody>{ready.items.map(row)}</tbody>
              </table>
            </div>
          </>
        ))}
      <Pager
        label={pagesLabel}
        texts={texts}
        page={list.page}
        hasPrevious={list.hasPrevious}
        hasNext={list.hasNext}
        onPrevious={() => {
          list.goPrevious();
          onPageMove();
        }}
        onNext={() => {
          list.goNext();
          onPageMove();
        }}
      />
    </>
  );
}
