/**
 * "Sin notificar": a lead whose e-mail to sales has not gone out (functions/src/leads; the sweep
 * retries it every 15 minutes). The badge marks it in the list and on its page; the warning on its
 * page has "Reenviar aviso", which has the function send it now.
 */
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import toast from 'react-hot-toast';
import { getLead, resendLeadNotification, type Lead } from '@/data/leads';
import { FunctionCallError, FUNCTION_ERROR_MESSAGES } from '@/lib/functions';
import { ADMIN_TEXT } from '../messages';

/** Black text on Bootstrap's warning yellow (about 13:1); the word says it, not the colour. */
export function UnnotifiedBadge() {
  return <span className="badge text-bg-warning">{ADMIN_TEXT.unnotified}</span>;
}

/**
 * The warning on a lead's page while sales has not been told, with "Reenviar aviso". After the
 * function's answer (a toast with its Spanish message) the lead is read again: `onChecked` gets
 * it (null when it could not be read), so the page shows what is stored now.
 */
export function LeadNotice({
  lead,
  onChecked,
}: {
  lead: Lead;
  onChecked: (fresh: Lead | null, sent: boolean) => void;
}) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);

  async function reread(sent: boolean) {
    const fresh = await getLead(lead.id).catch(() => null);
    onChecked(fresh, sent);
  }

  async function resend() {
    if (busy) return;
    setBusy(true);
    try {
      const message = await resendLeadNotification(lead.id);
      toast.success(message);
      await reread(true);
    } catch (error) {
      toast.error(
        error instanceof FunctionCallError ? error.message : FUNCTION_ERROR_MESSAGES.failed,
      );
      // "Esta solicitud ya se notificó a ventas.": someone or the sweep sent it meanwhile.
      if (error instanceof FunctionCallError && error.code === 'failed-precondition')
        await reread(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      className="alert alert-warning d-flex flex-wrap align-items-center gap-3"
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className="h6 mb-0">
        <UnnotifiedBadge />
      </h3>
      <p className="mb-0 flex-grow-1">{ADMIN_TEXT.unnotifiedWarning}</p>
      <Button
        variant="dark"
        aria-disabled={busy || undefined}
        onClick={() => void resend()}
        className="d-inline-flex align-items-center gap-2"
      >
        {busy && <Spinner animation="border" size="sm" aria-hidden="true" />}
        {busy ? ADMIN_TEXT.resendingNotice : ADMIN_TEXT.resendNotice}
      </Button>
    </section>
  );
}
