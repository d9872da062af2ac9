/**
 * The door of every client page: while the person's membership and company are read, a loading
 * line; when the read fails, a message with "Reintentar"; for a person without a company (or
 * removed from it), a message that sends them to sales; for a role the page is not for (`allow`),
 * a message with the pages their role may use. Never the page: the rules refuse those reads
 * anyway; this is what they see.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths, sectionIds } from '@/config/paths';
import type { ClientLink } from '@/data/rental/company/client-link';
import { MEMBER_ROLE_LABELS, type MemberRole } from '@/domain/company';
import { usePageTitle } from '@/hooks/use-page-title';
import { LoadStatus } from '@/components/ui/load-status';
import { loadTexts, PORTAL_TEXT } from '../messages';
import { useClient } from '../use-client';
import { portalLinks } from './client-links';

export function ClientGate({
  children,
  allow,
}: {
  children: (link: ClientLink) => ReactNode;
  /** The roles the page is for (every role when missing). */
  allow?: (role: MemberRole) => boolean;
}) {
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
  const link = state.value;
  if (!link) return <NotAClient />;
  return allow && !allow(link.role) ? <NotForRole role={link.role} /> : <>{children(link)}</>;
}

function NotForRole({ role }: { role: MemberRole }) {
  usePageTitle(PORTAL_TEXT.notForRoleTitle);
  return (
    <div className="container py-5">
      <div className="card border-0 shadow-sm mx-auto" style={{ maxWidth: '40rem' }}>
        <div className="card-body p-4">
          <h1 className="h3">{PORTAL_TEXT.notForRoleTitle}</h1>
          <p>{PORTAL_TEXT.notForRoleText(MEMBER_ROLE_LABELS[role])}</p>
          <div className="d-flex flex-wrap gap-2">
            {portalLinks(role).map((item) => (
              <Link key={item.to} className="btn btn-outline-primary" to={item.to}>
                {item.text}
              </Link>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
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
