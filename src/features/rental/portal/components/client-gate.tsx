/**
 * The door of every client page: while clients/{uid} is read, a loading line; when the read fails,
 * a message with "Reintentar"; for a user who is not a client, a message that sends them to sales
 * (never the page). The rules refuse a non-client's reads anyway; this is what they see.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths, sectionIds } from '@/config/paths';
import type { Client } from '@/data/client-portal';
import { usePageTitle } from '@/hooks/use-page-title';
import { LoadStatus } from '@/components/ui/load-status';
import { loadTexts, PORTAL_TEXT } from '../messages';
import { useClient } from '../use-client';

export function ClientGate({ children }: { children: (client: Client) => ReactNode }) {
  const { state, reload } = useClient();
  if (state.status === 'error' || state.value === undefined)
    return (
      <div className="container py-4">
        <LoadStatus
          state={state}
          onRetry={reload}
          texts={loadTexts(PORTAL_TEXT.checkingClient, PORTAL_TEXT.clientLoadFailed)}
        />
      </div>
    );
  const client = state.value;
  return client ? <>{children(client)}</> : <NotAClient />;
}

function NotAClient() {
  usePageTitle(PORTAL_TEXT.notClientTitle);
  return (
    <div className="container py-5">
      <div className="card border-0 shadow-sm mx-auto" style={{ maxWidth: '40rem' }}>
        <div className="card-body p-4">
          <h1 className="h3">{PORTAL_TEXT.notClientTitle}</h1>
          <p>{PORTAL_TEXT.notClientText}</p>
          <div className="d-flex flex-wrap gap-2">
            <Link
              className="btn btn-action"
              to={{ pathname: paths.home, hash: sectionIds.contact }}
            >
              {PORTAL_TEXT.contactSales}
            </Link>
            <Link className="btn btn-outline-primary" to={paths.guest.dashboard}>
              {PORTAL_TEXT.backToPanel}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
