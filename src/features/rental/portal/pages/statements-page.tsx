/**
 * "Estados de cuenta" (/main-user/estados-de-cuenta; the company's administrator and
 * "Facturación"): the company's monthly statements. None is written yet (the month close comes
 * later), so the page says so.
 */
import { seesStatements } from '@/domain/company';
import { usePageTitle } from '@/hooks/use-page-title';
import { ClientGate } from '../components/client-gate';
import { COMPANY_TEXT as T } from '../company-messages';

export function StatementsPage() {
  usePageTitle(T.statementsTitle);
  return (
    <ClientGate allow={seesStatements}>
      {(link) => (
        <div className="container py-4">
          <h1 className="h2 mb-1">{T.statementsTitle}</h1>
          <p className="lead mb-4">
            {T.statementsIntro} {link.client.company && `(${link.client.company})`}
          </p>
          <p className="alert alert-secondary">{T.noStatements}</p>
        </div>
      )}
    </ClientGate>
  );
}
