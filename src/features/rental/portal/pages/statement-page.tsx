/**
 * One month's statement (/main-user/estados-de-cuenta/:mes; the company's administrator and
 * "Facturación", as the rules allow; docs/decisions/0044-month-close.md): our name and logo, the
 * client's company and RFC, the month and its version, each device with the reading it was billed
 * on (an estimated one marked "Estimada"), the lines (unit price and amount before IVA, so
 * Subtotal + IVA = Total reads down the page), and "Imprimir o guardar PDF" (the browser's
 * print dialog). The stylesheet (../statement-print.scss, tables and print) leaves only the statement, black
 * on white, across the page. One document read: statements/{clientId}_{YYYY-MM}.
 */
import { Link, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LoadStatus } from '@/components/ui/load-status';
import { companyName } from '@/content/company-name';
import type { ClientLink } from '@/data/client-link';
import { getStatement, statementKey, type Statement } from '@/data/month-close';
import { isDataError } from '@/data/errors';
import { isMonthId } from '@/domain/client-portal';
import { seesStatements } from '@/domain/company';
import { formatCount, formatDateTime, formatMoney, formatMonth, formatMxn } from '@/domain/format';
import { deviceLabel, ESTIMATED_LABEL, READING_SOURCE_LABELS } from '@/domain/month-close';
import type { StatementDeviceDoc } from '@/domain/schemas/statement';
import { usePageTitle } from '@/hooks/use-page-title';
import { shownValue, useQuery } from '@/hooks/use-query';
import { ClientGate } from '../components/client-gate';
import { COMPANY_TEXT } from '../company-messages';
import { loadTexts } from '../messages';
import { STATEMENT_TEXT as S } from '../statement-messages';
import { useRecheckWhenDenied } from '../use-client';
import '../statement-print.scss';

export function StatementPage() {
  const { mes = '' } = useParams();
  usePageTitle(S.title(formatMonth(mes)));
  return (
    <ClientGate allow={seesStatements}>
      {(link) =>
        isMonthId(mes) ? <StatementView month={mes} link={link} /> : <Missing text={S.badMonth} />
      }
    </ClientGate>
  );
}

const back = (
  <p className="mb-3 statement-no-print">
    <Link to={paths.guest.statements}>{S.back}</Link>
  </p>
);

function Missing({ text }: { text: string }) {
  return (
    <div className="container py-4">
      {back}
      <h1 className="h2">{COMPANY_TEXT.statementsTitle}</h1>
      <p className="alert alert-secondary">{text}</p>
    </div>
  );
}

function StatementView({ month, link }: { month: string; link: ClientLink }) {
  const clientId = link.client.uid;
  const { state, reload } = useQuery(statementKey(clientId, month), () =>
    getStatement(clientId, month),
  );
  useRecheckWhenDenied(state);
  const statement = shownValue(state);
  const notFound =
    statement === null || (state.status === 'error' && isDataError(state.error, 'not-found'));
  if (notFound) return <Missing text={S.notFound(formatMonth(month))} />;
  if (!statement)
    return (
      <div className="container py-4">
        {back}
        {state.status === 'error' && <h1 className="h2">{S.title(formatMonth(month))}</h1>}
        <LoadStatus state={state} onRetry={reload} texts={loadTexts(S.loading, S.loadFailed)} />
      </div>
    );
  return <StatementSheet statement={statement} />;
}

/** "12,345 · 678" */
const pair = (bw: number, color: number) => `${formatCount(bw)} · ${formatCount(color)}`;

function SourceText({ source }: { source: StatementDeviceDoc['source'] }) {
  if (source === 'estimada')
    return (
      <span className="d-inline-block rounded-pill text-bg-warning px-2 small fw-semibold statement-mark">
        {ESTIMATED_LABEL}
      </span>
    );
  return <>{source ? READING_SOURCE_LABELS[source] : S.noSource}</>;
}

function StatementSheet({ statement }: { statement: Statement }) {
  const month = formatMonth(statement.month);
  const estimated = statement.devices.some((device) => device.source === 'estimada');
  return (
    <article className="container py-4 statement-print" aria-labelledby="estado-de-cuenta">
      {back}
      <div className="card border-0 shadow-sm statement-sheet">
        <div className="card-body p-4">
          <div className="d-flex flex-wrap align-items-center gap-3 mb-4">
            {/* The site's mark (the navbar draws the same one; /favicon.svg is the brand's logo). */}
            <img src="/favicon.svg" alt="" width={48} height={48} />
            <p className="h4 fw-bold mb-0">{companyName}</p>
            <button
              type="button"
              className="btn btn-primary ms-auto statement-no-print"
              onClick={() => window.print()}
            >
              {S.print}
            </button>
          </div>

          <h1 id="estado-de-cuenta" className="h3 mb-1">
            {S.title(month)}
          </h1>
          {statement.version > 1 && (
            <p className="fw-semibold mb-2">{S.version(statement.version)}</p>
          )}
          <dl className="row mb-4">
            <dt className="col-sm-3">{S.client}</dt>
            <dd className="col-sm-9">{statement.company}</dd>
            {statement.rfc && (
              <>
                <dt className="col-sm-3">{S.rfc}</dt>
                <dd className="col-sm-9">{statement.rfc}</dd>
              </>
            )}
            <dt className="col-sm-3">{S.period}</dt>
            <dd className="col-sm-9">{month}</dd>
            <dt className="col-sm-3">{S.closedOn}</dt>
            <dd className="col-sm-9 mb-0">{formatDateTime(statement.closedAt)}</dd>
          </dl>

          <h2 className="h5">{S.devices}</h2>
          <div className="table-responsive mb-4">
            <table className="table table-sm align-middle statement-table">
              <thead>
                <tr>
                  <th scope="col">{S.device}</th>
                  <th scope="col">{S.location}</th>
                  <th scope="col" className="text-end">
                    {S.previous}
                  </th>
                  <th scope="col" className="text-end">
                    {S.reading}
                  </th>
                  <th scope="col" className="text-end">
                    {S.pages}
                  </th>
                  <th scope="col">{S.source}</th>
                </tr>
              </thead>
              <tbody>
                {statement.devices.map((device) => (
                  <tr key={device.equipmentId}>
                    <th scope="row" className="fw-normal">
                      {deviceLabel(device)}
                    </th>
                    <td>{device.location}</td>
                    <td className="text-end">{pair(device.previous.bw, device.previous.color)}</td>
                    <td className="text-end">{pair(device.reading.bw, device.reading.color)}</td>
                    <td className="text-end">{pair(device.pagesBw, device.pagesColor)}</td>
                    <td>
                      <SourceText source={device.source} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {estimated && <p className="small">{S.estimatedNote}</p>}

          <h2 className="h5">{S.lines}</h2>
          <div className="table-responsive">
            <table className="table table-sm align-middle statement-table mb-2">
              <thead>
                <tr>
                  <th scope="col">{S.concept}</th>
                  <th scope="col">{S.device}</th>
                  <th scope="col" className="text-end">
                    {S.quantity}
                  </th>
                  <th scope="col" className="text-end">
                    {S.unitPrice}
                  </th>
                  <th scope="col" className="text-end">
                    {S.amount}
                  </th>
                </tr>
              </thead>
              <tbody>
                {statement.lines.map((line) => (
                  <tr key={`${line.equipmentId}-${line.concept}`}>
                    <th scope="row" className="fw-normal">
                      {line.description}
                    </th>
                    <td>{deviceLabel(line)}</td>
                    <td className="text-end">{formatCount(line.quantity)}</td>
                    <td className="text-end">
                      {formatMoney(line.unitPriceNetMxn, { maxDecimals: 4 })}
                    </td>
                    <td className="text-end">{formatMoney(line.subtotalMxn)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={4} className="text-end">
                    {S.subtotal}
                  </th>
                  <td className="text-end" data-testid="statement-subtotal">
                    {formatMoney(statement.subtotalMxn)}
                  </td>
                </tr>
                <tr>
                  <th scope="row" colSpan={4} className="text-end">
                    {S.iva}
                  </th>
                  <td className="text-end" data-testid="statement-iva">
                    {formatMoney(statement.ivaMxn)}
                  </td>
                </tr>
                <tr className="fs-5">
                  <th scope="row" colSpan={4} className="text-end">
                    {S.total}
                  </th>
                  <td className="text-end fw-bold" data-testid="statement-total">
                    {formatMxn(statement.totalMxn)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
          <p className="small text-body-secondary mb-0">{S.amountsNote}</p>
        </div>
      </div>
    </article>
  );
}
