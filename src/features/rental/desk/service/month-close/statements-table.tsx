/**
 * The month close's statements table ("Estados de cuenta de …"): each company's statement of the
 * closed month, its RFC and total, and the month's total (summed in cents).
 */
import type { Statement } from '@/data/rental/month-close/month-close';
import { formatMoney } from '@/domain/format';
import { CLOSE_TEXT as T } from './month-close-messages';

export function StatementsTable({
  monthName,
  statements: statementList,
}: {
  monthName: string;
  statements: readonly Statement[];
}) {
  return (
    <div className="table-responsive">
      <table className="table table-sm table-striped align-middle">
        <caption className="visually-hidden">{T.statementsCaption(monthName)}</caption>
        <thead>
          <tr>
            <th scope="col">{T.statementsHead.company}</th>
            <th scope="col">{T.statementsHead.rfc}</th>
            <th scope="col" className="text-end">
              {T.statementsHead.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {statementList.map((s) => (
            <tr key={s.id}>
              <th scope="row" className="fw-normal">
                {s.company || s.clientId}
              </th>
              <td>{s.rfc || <span className="text-secondary">{T.noRfc}</span>}</td>
              <td className="text-end text-nowrap">{formatMoney(s.totalMxn)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {T.statementsTotal}
            </th>
            <td className="text-end text-nowrap fw-semibold">
              {formatMoney(
                statementList.reduce((sum, s) => sum + Math.round(s.totalMxn * 100), 0) / 100,
              )}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
