/**
 * "Estados de cuenta" (/main-user/estados-de-cuenta; the company's administrator and
 * "Facturación"): the company's monthly statements, newest month first, each with its total and
 * "Ver estado de cuenta" (docs/decisions/0044-month-close.md). One query (at most two years);
 * the month close writes them, so before the first close the page says none exist yet.
 */
import { Link } from 'react-router-dom';
import { statementPath } from '@/config/paths';
import { LoadStatus } from '@/components/ui/load-status';
import type { ClientLink } from '@/data/rental/company/client-link';
import { companyStatementsKey, listCompanyStatements } from '@/data/rental/month-close/month-close';
import { seesStatements } from '@/domain/company';
import { formatMonth, formatMxn } from '@/domain/format';
import { usePageTitle } from '@/hooks/use-page-title';
import { shownValue, useQuery } from '@/hooks/use-query';
import { ClientGate } from '../components/client-gate';
import { COMPANY_TEXT as T } from '../company-messages';
import { loadTexts } from '../messages';
import { STATEMENT_TEXT as S } from '../statement-messages';
import { useRecheckWhenDenied } from '../use-client';

// One statement's page shares this page's chunk (src/app/routes/guest.tsx loads both with one
// import): the list links to it.
export { StatementPage } from './statement-page';

export function StatementsPage() {
  usePageTitle(T.statementsTitle);
  return <ClientGate allow={seesStatements}>{(link) => <Statements link={link} />}</ClientGate>;
}

function Statements({ link }: { link: ClientLink }) {
  const clientId = link.client.uid;
  const { state, reload } = useQuery(companyStatementsKey(clientId), () =>
    listCompanyStatements(clientId),
  );
  useRecheckWhenDenied(state);
  const statements = shownValue(state);
  return (
    <div className="container py-4">
      <h1 className="h2 mb-1">{T.statementsTitle}</h1>
      <p className="lead mb-4">
        {T.statementsIntro} {link.client.company && `(${link.client.company})`}
      </p>
      <LoadStatus
        state={state}
        onRetry={reload}
        texts={loadTexts(S.loadingList, S.listLoadFailed)}
      />
      {statements?.length === 0 && <p className="alert alert-secondary">{T.noStatements}</p>}
      {statements && statements.length > 0 && (
        <ul className="list-group shadow-sm">
          {statements.map((statement) => {
            const month = formatMonth(statement.month);
            return (
              <li
                key={statement.id}
                className="list-group-item d-flex flex-wrap align-items-center gap-3 py-3"
              >
                <span className="fw-semibold">{month}</span>
                {statement.version > 1 && (
                  <span className="small text-body-secondary">{S.version(statement.version)}</span>
                )}
                <span className="ms-auto">
                  {S.total}: <strong>{formatMxn(statement.totalMxn)}</strong>
                </span>
                <Link
                  className="btn btn-outline-primary btn-sm"
                  to={statementPath(statement.month)}
                >
                  {S.open}
                  <span className="visually-hidden"> de {month}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
