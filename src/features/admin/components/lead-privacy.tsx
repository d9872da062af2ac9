/**
 * A lead's privacy on its page: who anonymised it, when and why; or "Anonimizar" (admins), which
 * asks for a reason in a dialog (loaded on first open) and has the callable function
 * `anonymizeLead` replace the person's data. The page then shows what is stored.
 */
import { lazy, Suspense, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import toast from 'react-hot-toast';
import { anonymizeLead, getLead, type Lead } from '@/data/leads';
import { setQueryData } from '@/lib/query-cache';
import { useSession } from '@/lib/session';
import { FunctionCallError, FUNCTION_ERROR_MESSAGES } from '@/lib/functions';
import { useUserEmails } from '@/hooks/use-user-emails';
import { ANONYMIZE_TEXT as T } from '../messages';
import { formatDateTime } from '@/domain/format';

const AnonymizeDialog = lazy(() =>
  import('./anonymize-dialog').then((module) => ({ default: module.AnonymizeDialog })),
);

/** "Datos anonimizados el 5 mar 2026, 6:00 por admin@… . Motivo: …." */
function AnonymizedNote({ lead }: { lead: Lead }) {
  const { user } = useSession();
  const record = lead.anonymized;
  const by = record?.by && record.by !== 'sistema' ? record.by : null;
  const emails = useUserEmails([by], user?.uid && user.email ? { [user.uid]: user.email } : {});
  if (!record) return null;
  const who = by ? (emails[by] ?? by) : null;
  const reason = record.reason || T.causes[record.cause];
  return <p className="mb-0">{T.done(record.at ? formatDateTime(record.at) : '—', who, reason)}</p>;
}

export function LeadPrivacy({
  lead,
  onAnonymized,
}: {
  lead: Lead;
  /** The lead as stored after the function's answer (null when it could not be read). */
  onAnonymized: (fresh: Lead | null) => void;
}) {
  const titleId = useId();
  const [opened, setOpened] = useState(false);
  const [show, setShow] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // What the dialog told the admin: includeWon only when it warned that the lead is Ganado.
  const [won, setWon] = useState(false);

  function open() {
    setWon(lead.status === 'Ganado');
    setError(null);
    setOpened(true);
    setShow(true);
  }

  async function confirm(reason: string) {
    setBusy(true);
    setError(null);
    try {
      const message = await anonymizeLead(lead.id, reason, { includeWon: won });
      // The function deleted the internal notes with the person's data.
      setQueryData(`contactSubmissions/${lead.id}/notes`, []);
      const fresh = await getLead(lead.id).catch(() => null);
      setShow(false);
      toast.success(message);
      onAnonymized(fresh);
    } catch (failure) {
      const message =
        failure instanceof FunctionCallError ? failure.message : FUNCTION_ERROR_MESSAGES.failed;
      if (failure instanceof FunctionCallError && failure.code === 'failed-precondition') {
        // It became Ganado meanwhile: the page shows it, and opening the dialog again warns.
        setShow(false);
        toast.error(message);
        onAnonymized(await getLead(lead.id).catch(() => null));
      } else {
        setError(message);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card mb-4 shadow-sm" aria-labelledby={titleId}>
      <div className="card-body">
        <h3 id={titleId} className="h5">
          {T.title}
        </h3>
        {lead.anonymized ? (
          <AnonymizedNote lead={lead} />
        ) : (
          <div className="d-flex flex-wrap align-items-center gap-3">
            <p className="mb-0 flex-grow-1">{T.explain}</p>
            <Button variant="outline-danger" onClick={open}>
              {T.anonymize}
            </Button>
          </div>
        )}
        {opened && (
          <Suspense fallback={null}>
            <AnonymizeDialog
              show={show}
              won={won}
              busy={busy}
              error={error}
              onConfirm={(reason) => void confirm(reason)}
              onCancel={() => setShow(false)}
            />
          </Suspense>
        )}
      </div>
    </section>
  );
}
