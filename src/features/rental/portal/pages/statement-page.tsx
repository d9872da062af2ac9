/**
 * One month's statement (/main-user/estados-de-cuenta/:mes; the company's administrator and
 * "Facturación", as the rules allow; docs/decisions/0044-month-close.md): our name and logo, the
 * client's company and RFC, the month and its version, each device with the reading it was billed
 * on (who read it in the client's words; an estimated one marked "Estimada"), the lines (unit
 * price and amount before IVA, so Subtotal + IVA = Total reads down the page; with IVA when a
 * line would not check by hand before IVA, src/domain/month-close.ts linesCheckBeforeIva), and
 * "Imprimir o guardar PDF" (the browser's print dialog). The stylesheet (../statement-print.scss,
 * tables, phones and print) leaves only the statement, black on white, across the page; on a
 * phone each table row stacks its cells under their headers. One document read:
 * statements/{clientId}_{YYYY-MM}.
 */
import { Link, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LoadStatus } from '@/components/ui/load-status';
import { companyName } from '@/content/company-name';
import type { ClientLink } from '@/data/rental/company/client-link';
import { getStatement, statementKey, type Statement } from '@/data/rental/month-close/month-close';
import { isDataError } from '@/data/errors';
import { isMonthId } from '@/domain/client-portal';
import { seesStatements } from '@/domain/company';
import { formatCount, formatDateTime, formatMoney, formatMonth, formatMxn } from '@/domain/format';
import {
  CLIENT_READING_SOURCE_LABELS,
  deviceLabel,
  ESTIMATED_LABEL,
  linesCheckBeforeIva,
} from '@/domain/month-close';
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

/** "12,345 · 678", or "12,345" for a B/N device. */
const counters = (colour: boolean, bw: number, color: number) =>
  colour ? `${formatCount(bw)} · ${formatCount(color)}` : formatCount(bw);

/** A device prints in colour; a statement closed before that was recorded: any colour counter. */
const printsColour = (device: StatementDeviceDoc) =>
  device.color ?? (device.reading.color > 0 || device.previous.color > 0);

function SourceText({ source }: { source: StatementDeviceDoc['source'] }) {
  if (source === 'estimada')
    return (
      <span className="d-inline-block rounded-pill text-bg-warning px-2 small fw-semibold statement-mark">
        {ESTIMATED_LABEL}
      </span>
    );
  return <>{source ? CLIENT_READING_SOURCE_LABELS[source] : S.noSource}</>;
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
          <table className="table table-sm align-middle statement-table statement-stack mb-4">
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
              {statement.devices.map((device) => {
                const colour = printsColour(device);
                return (
                  <tr key={device.equipmentId}>
                    <th scope="row" className="fw-normal" data-label={S.device}>
                      {deviceLabel(device)}
                    </th>
                    <td data-label={S.location}>{device.location}</td>
                    <td className="text-end" data-label={S.previous}>
                      {counters(colour, device.previous.bw, device.previous.color)}
                    </td>
                    <td className="text-end" data-label={S.reading}>
                      {counters(colour, device.reading.bw, device.reading.color)}
                    </td>
                    <td className="text-end" data-label={S.pages}>
                      {counters(colour, device.pagesBw, device.pagesColor)}
                    </td>
                    <td data-label={S.source}>
                      <SourceText source={device.source} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {estimated && <p className="small">{S.estimatedNote}</p>}

          <h2 className="h5">{S.lines}</h2>
          <Lines statement={statement} />
        </div>
      </div>
    </article>
  );
}

/**
 * The lines and the totals. Before IVA when every line checks by hand that way, else with IVA
 * (the contract's prices), saying how each line's IVA was worked out.
 */
function Lines({ statement }: { statement: Statement }) {
  const net = linesCheckBeforeIva(statement.lines);
  const unitPrice = net ? S.unitPrice : S.unitPriceWithIva;
  const amount = net ? S.amount : S.amountWithIva;
  const foot = (label: string, value: string, testId: string, total = false) => (
    <tr className={total ? 'fs-5' : undefined}>
      <th scope="row" colSpan={4} className="text-end">
        {label}
      </th>
      <td
        className={total ? 'text-end fw-bold' : 'text-end'}
        data-label={label}
        data-testid={testId}
      >
        {value}
      </td>
    </tr>
  );
  return (
    <>
      <table className="table table-sm align-middle statement-table statement-stack mb-2">
        <thead>
          <tr>
            <th scope="col">{S.concept}</th>
            <th scope="col">{S.device}</th>
            <th scope="col" className="text-end">
              {S.quantity}
            </th>
            <th scope="col" className="text-end">
              {unitPrice}
            </th>
            <th scope="col" className="text-end">
              {amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {statement.lines.map((line) => (
            <tr key={`${line.equipmentId}-${line.concept}`}>
              <th scope="row" className="fw-normal" data-label={S.concept}>
                {line.description}
              </th>
              <td data-label={S.device}>{deviceLabel(line)}</td>
              <td className="text-end" data-label={S.quantity}>
                {formatCount(line.quantity)}
              </td>
              <td className="text-end" data-label={unitPrice}>
                {formatMoney(net ? line.unitPriceNetMxn : line.unitPriceMxn, { maxDecimals: 4 })}
              </td>
              <td className="text-end" data-label={amount}>
                {formatMoney(net ? line.subtotalMxn : line.totalMxn)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {foot(S.subtotal, formatMoney(statement.subtotalMxn), 'statement-subtotal')}
          {foot(S.iva, formatMoney(statement.ivaMxn), 'statement-iva')}
          {foot(S.total, formatMxn(statement.totalMxn), 'statement-total', true)}
        </tfoot>
      </table>
      <p className="small text-body-secondary mb-0">{net ? S.amountsNote : S.amountsWithIvaNote}</p>
    </>
  );
}
