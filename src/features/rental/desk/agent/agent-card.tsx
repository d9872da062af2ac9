/**
 * "Lector automático" on a client's desk page (../client/client-page.tsx; docs/product.md, "Lecturas
 * automáticas"): the company's enrolled sites with their enrolment, version and last report
 * (Cancún), the alert "Sin reportes desde hace 3 días" for a silent one, "Revocado", and the
 * buttons "Código de instalación" and "Revocar", whose work (./agent-actions.tsx: the callables,
 * the code's fields, the question before revoking) loads when first used. One query of the
 * company's sites (src/data/rental/agent/agent-sites.ts).
 */
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { LoadStatus } from '@/components/ui/load-status';
import { DESK_UI_TEXT } from '@/content/desk-ui';
import {
  agentSitesKey,
  isSiteSilent,
  listAgentSites,
  type AgentSite,
} from '@/data/rental/agent/agent-sites';
import { formatDateTime } from '@/domain/format';
import { shownValue, useQuery } from '@/hooks/use-query';
import { FUNCTION_ERROR_MESSAGES } from '@/lib/function-messages';
import type { Issued } from './agent-actions';
import { AGENT_TEXT as T } from './agent-texts';
import { DeskCard } from '../desk-card';

const actions = () => import('./agent-actions');
const IssuedCode = lazy(() => actions().then((module) => ({ default: module.IssuedCode })));
const RevokeDialog = lazy(() => actions().then((module) => ({ default: module.RevokeDialog })));

function SiteItem({
  site,
  revoked,
  silent,
  onRevoke,
}: {
  site: AgentSite;
  revoked: boolean;
  silent: boolean;
  onRevoke: (site: AgentSite) => void;
}) {
  const id = useId();
  const name = T.siteTitle(formatDateTime(site.enrolledAt));
  return (
    <li className="list-group-item">
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
        <div>
          <p id={`${id}-title`} className="fw-semibold mb-1">
            {name}{' '}
            {revoked ? (
              <span className="badge text-bg-secondary">{T.revoked}</span>
            ) : (
              silent && <span className="badge text-bg-danger">{T.silent}</span>
            )}
          </p>
          <p className="small mb-0">
            {T.versionTerm}: {site.lastReportVersion ?? site.agentVersion} · {T.lastReportTerm}:{' '}
            {site.lastReportAt ? formatDateTime(site.lastReportAt) : T.noReport}
            {site.revokedAt && ` · ${T.revokedAt(formatDateTime(site.revokedAt))}`}
          </p>
        </div>
        {!revoked && (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            aria-label={T.revokeLabel(name)}
            onClick={() => onRevoke(site)}
          >
            {T.revoke}
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * The client page's "Lector automático" card. `now` decides which sites are silent (tests fix
 * it); `canCreate` false (a deleted company) hides "Código de instalación".
 */
export function AgentCard({
  clientId,
  now,
  canCreate = true,
}: {
  clientId: string;
  now: () => Date;
  canCreate?: boolean;
}) {
  const id = useId();
  const { state, reload } = useQuery(agentSitesKey(clientId), () => listAgentSites(clientId));
  const sites = shownValue(state);
  const [issued, setIssued] = useState<Issued | null>(null);
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<AgentSite | null>(null);
  /** Sites revoked here (the list is read again meanwhile). */
  const [revokedHere, setRevokedHere] = useState<ReadonlySet<string>>(new Set());
  const [said, setSaid] = useState('');
  /** The list's heading: the keyboard's place once a revoked site's button is gone. */
  const sitesHeading = useRef<HTMLHeadingElement>(null);

  async function create() {
    if (creating) return;
    setCreating(true);
    setCreateError(null);
    setSaid('');
    const result = await actions().then(
      (module) => module.issueCode(clientId),
      // The actions' chunk did not load: the connection.
      () => ({ error: FUNCTION_ERROR_MESSAGES.connection }),
    );
    setCreating(false);
    if ('error' in result) {
      setCreateError(result.error);
      return;
    }
    setIssued(result);
    setSaid(result.message);
  }

  const at = now();
  return (
    <DeskCard id={`${id}-title`} title={T.cardTitle}>
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
      {canCreate && (
        <button
          type="button"
          className="btn btn-outline-primary mb-3"
          disabled={creating}
          onClick={() => void create()}
        >
          {creating ? T.creatingCode : T.createCode}
        </button>
      )}
      {createError && (
        <p role="alert" className="alert alert-danger">
          {createError}
        </p>
      )}
      {issued && (
        <Suspense fallback={null}>
          <IssuedCode issued={issued} />
        </Suspense>
      )}
      <h4 id={`${id}-sites`} ref={sitesHeading} tabIndex={-1} className="h6">
        {T.sitesTitle}
      </h4>
      <LoadStatus texts={DESK_UI_TEXT} state={state} onRetry={reload} />
      {sites &&
        (sites.length === 0 ? (
          <p className="text-secondary mb-0">{T.noSites}</p>
        ) : (
          <ul className="list-group" aria-labelledby={`${id}-sites`}>
            {sites.map((site) => (
              <SiteItem
                key={site.id}
                site={site}
                revoked={Boolean(site.revokedAt) || revokedHere.has(site.id)}
                silent={isSiteSilent(site, at)}
                onRevoke={(chosen) => {
                  setSaid('');
                  setRevoking(chosen);
                }}
              />
            ))}
          </ul>
        ))}
      {revoking && (
        <Suspense fallback={null}>
          <RevokeDialog
            site={revoking}
            onCancel={() => setRevoking(null)}
            onDone={(site, message) => {
              setRevoking(null);
              setRevokedHere((before) => new Set(before).add(site.id));
              setSaid(message);
              setTimeout(() => sitesHeading.current?.focus(), 0);
              void reload().catch(() => {});
            }}
          />
        </Suspense>
      )}
    </DeskCard>
  );
}
