/**
 * A lead's possible duplicates ("Posible duplicado", with "Fusionar en esta") and the notice on a
 * lead merged into another.
 */
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { adminLeadPath } from '@/config/paths';
import { getLead, mergeLeads, type Lead } from '@/data/leads';
import { FunctionCallError, FUNCTION_ERROR_MESSAGES } from '@/lib/functions';
import { useQuery } from '@/hooks/use-query';
import { ADMIN_TEXT } from '../messages';
import { formatDateTime } from '@/domain/format';

/** One earlier lead that may be the same person or company, with "Fusionar en esta". */
function DuplicateItem({
  lead,
  otherId,
  onMerged,
}: {
  lead: Lead;
  otherId: string;
  onMerged: () => void;
}) {
  const other = useQuery(`contactSubmissions/${otherId}`, () => getLead(otherId));
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // The focus moves to the question's answer when it is asked.
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const value = other.state.status === 'ready' ? other.state.value : null;
  const label = value
    ? `${value.company} — ${value.fullName} (${formatDateTime(value.createdAt ?? value.submittedAt)})`
    : `Solicitud ${otherId}`;

  async function merge() {
    setBusy(true);
    try {
      toast.success(await mergeLeads(lead.id, otherId));
      // Both change: the other is marked merged, this one has its activities.
      await other.reload().catch(() => undefined);
      onMerged();
    } catch (error) {
      toast.error(
        error instanceof FunctionCallError ? error.message : FUNCTION_ERROR_MESSAGES.failed,
      );
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  const merged = value?.mergedInto != null;
  return (
    <li className="mb-2">
      <Link to={adminLeadPath(otherId)}>{label}</Link>
      {value && <span className="text-secondary"> · {value.status}</span>}
      {merged && <span className="text-secondary"> · fusionada</span>}
      {!merged && !lead.mergedInto && value && (
        <div className="mt-1">
          {confirming ? (
            <div className="d-flex flex-wrap align-items-center gap-2">
              <span className="small">
                Sus actividades pasarán a esta solicitud y quedará marcada como fusionada.
              </span>
              <Button
                ref={confirmRef}
                size="sm"
                variant="primary"
                aria-disabled={busy || undefined}
                onClick={() => void (busy ? undefined : merge())}
              >
                {busy ? ADMIN_TEXT.merging : 'Sí, fusionar'}
              </Button>
              <Button size="sm" variant="outline-secondary" onClick={() => setConfirming(false)}>
                Cancelar
              </Button>
            </div>
          ) : (
            <Button size="sm" variant="outline-primary" onClick={() => setConfirming(true)}>
              {ADMIN_TEXT.mergeInto}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** "Posible duplicado": the other leads (and the account) with the same e-mail or phone. */
export function LeadDuplicates({ lead, onMerged }: { lead: Lead; onMerged: () => void }) {
  if (lead.duplicateLeadIds.length === 0 && lead.duplicateUserIds.length === 0) return null;
  return (
    <section className="card mb-4 shadow-sm border-warning" aria-labelledby="lead-duplicates-title">
      <div className="card-body">
        <h3 id="lead-duplicates-title" className="h5">
          <span className="badge text-bg-warning">{ADMIN_TEXT.duplicatesTitle}</span>
        </h3>
        {lead.duplicateLeadIds.length > 0 && (
          <>
            <p className="mb-2">{ADMIN_TEXT.duplicateLeadsIntro}</p>
            <ul className="list-unstyled mb-2">
              {lead.duplicateLeadIds.map((id) => (
                <DuplicateItem key={id} lead={lead} otherId={id} onMerged={onMerged} />
              ))}
            </ul>
          </>
        )}
        {lead.duplicateUserIds.length > 0 && <p className="mb-0">{ADMIN_TEXT.duplicateUserNote}</p>}
      </div>
    </section>
  );
}

/** A lead merged into another: where its activities are now. */
export function MergedNotice({ lead }: { lead: Lead }) {
  if (!lead.mergedInto) return null;
  return (
    <Alert variant="secondary">
      {ADMIN_TEXT.mergedNotice}{' '}
      <Link to={adminLeadPath(lead.mergedInto)}>{ADMIN_TEXT.openMerged}</Link>
    </Alert>
  );
}
