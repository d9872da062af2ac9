/**
 * Speed to lead on a lead's page (docs/decisions/0032-speed-to-lead.md): who owns it (and
 * handing it to another sales admin), its first-response clock and the next action's date. The
 * possible duplicates ("Fusionar en esta") are in lead-duplicates.tsx.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import toast from 'react-hot-toast';
import { setLeadOwner, setNextAction, type Lead } from '@/data/leads';
import { listSalesAdmins, type SalesAdmin } from '@/data/users';
import { useSession } from '@/lib/session';
import { ADMIN_TEXT } from '../messages';
import { failureMessage } from '@/data/failure-message';
import { formatDateTime, formatDay } from '@/domain/format';
import { responseClock } from '../utils/response-clock';
import type { LeadChange } from '../hooks/use-stage-change';

const DAY_MS = 86_400_000;
/** A next action is at most a year ahead (firestore.rules allow 366 days). */
const NEXT_ACTION_MAX_DAYS = 365;

/** 'YYYY-MM-DD' (a date input's value) -> 9:00 that day in Cancún (UTC−5 all year). */
export function nextActionFromInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const at = new Date(`${value}T09:00:00-05:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The date input's value of a stored next action (its day in Cancún). */
export function nextActionToInput(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return new Date(at.getTime() - 5 * 3_600_000).toISOString().slice(0, 10);
}

function OwnerFact({ lead, applyChange }: { lead: Lead; applyChange: LeadChange }) {
  const { user } = useSession();
  const selectId = useId();
  const [admins, setAdmins] = useState<SalesAdmin[] | null>(null);
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The focus follows the control: to the picker when it opens, back to "Reasignar" after.
  const selectRef = useRef<HTMLSelectElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const picking = admins !== null && admins.length > 0;
  const wasPicking = useRef(false);
  useEffect(() => {
    if (picking) selectRef.current?.focus();
    else if (wasPicking.current) openRef.current?.focus();
    wasPicking.current = picking;
  }, [picking]);

  async function open() {
    setError(null);
    setBusy(true);
    try {
      const list = await listSalesAdmins();
      setAdmins(list);
      setChoice(list.find((a) => a.uid !== lead.owner?.uid)?.uid ?? '');
    } catch (failure) {
      setError(
        failureMessage(failure, { denied: ADMIN_TEXT.ownerDenied, failed: ADMIN_TEXT.ownerFailed }),
      );
    } finally {
      setBusy(false);
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const next = admins?.find((a) => a.uid === choice);
    if (!next || busy) return;
    setBusy(true);
    setError(null);
    try {
      await setLeadOwner(lead.id, next, user?.uid ?? '');
      applyChange(lead.id, (current) => ({
        ...current,
        owner: { uid: next.uid, email: next.email },
      }));
      setAdmins(null);
      toast.success(`Solicitud asignada a ${next.email}.`);
    } catch (failure) {
      setError(
        failureMessage(failure, { denied: ADMIN_TEXT.ownerDenied, failed: ADMIN_TEXT.ownerFailed }),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <dt className="col-sm-4">{ADMIN_TEXT.ownerLabel}</dt>
      <dd className="col-sm-8">
        <span data-testid="lead-owner">{lead.owner?.email ?? ADMIN_TEXT.noOwner}</span>
        {admins === null ? (
          <Button
            ref={openRef}
            variant="outline-primary"
            size="sm"
            className="ms-2"
            aria-disabled={busy || undefined}
            onClick={() => void (busy ? undefined : open())}
          >
            {busy ? ADMIN_TEXT.loading : ADMIN_TEXT.reassign}
          </Button>
        ) : admins.length === 0 ? (
          <p className="small text-secondary mb-0 mt-1">
            Nadie está marcado como ventas: márcalo en Usuarios.
          </p>
        ) : (
          <Form
            className="d-flex flex-wrap align-items-end gap-2 mt-2"
            onSubmit={(e) => void save(e)}
          >
            <Form.Group controlId={selectId}>
              <Form.Label className="small mb-1">Nuevo responsable</Form.Label>
              <Form.Select
                ref={selectRef}
                size="sm"
                value={choice}
                onChange={(e) => setChoice(e.target.value)}
              >
                {admins.map((a) => (
                  <option key={a.uid} value={a.uid}>
                    {a.name ? `${a.name} (${a.email})` : a.email}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Button type="submit" size="sm" variant="primary" aria-disabled={busy || undefined}>
              {busy ? ADMIN_TEXT.reassigning : ADMIN_TEXT.reassign}
            </Button>
            <Button size="sm" variant="outline-secondary" onClick={() => setAdmins(null)}>
              Cancelar
            </Button>
          </Form>
        )}
        {error && (
          <Alert
            variant="danger"
            className="mt-2 mb-0 py-2"
            dismissible
            closeLabel={ADMIN_TEXT.close}
            onClose={() => setError(null)}
          >
            {error}
          </Alert>
        )}
      </dd>
    </>
  );
}

function ClockFact({ lead, now }: { lead: Lead; now: Date }) {
  const clock = responseClock(lead, now);
  if (!clock) return null;
  return (
    <>
      <dt className="col-sm-4">{ADMIN_TEXT.firstResponseLabel}</dt>
      <dd className="col-sm-8" data-testid="lead-clock">
        {clock.kind === 'answered' && lead.firstResponseAt ? (
          `${clock.text} el ${formatDateTime(lead.firstResponseAt)}`
        ) : (
          <>
            <span className={clock.kind === 'overdue' ? 'text-danger fw-semibold' : undefined}>
              {clock.text}
            </span>
            {lead.firstResponseDueAt && (
              <span className="text-secondary">
                {' '}
                (límite: {formatDateTime(lead.firstResponseDueAt)})
              </span>
            )}
          </>
        )}
      </dd>
    </>
  );
}

function NextActionFact({
  lead,
  applyChange,
  now,
}: {
  lead: Lead;
  applyChange: LeadChange;
  now: Date;
}) {
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState(nextActionToInput(lead.nextActionAt));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(at: Date | null) {
    setBusy(true);
    setError(null);
    try {
      await setNextAction(lead.id, at);
      applyChange(lead.id, (current) => ({
        ...current,
        nextActionAt: at ? at.toISOString() : null,
      }));
      if (!at) setValue('');
      toast.success(
        at ? `Próxima acción: ${formatDay(at.toISOString())}.` : 'Próxima acción quitada.',
      );
    } catch (failure) {
      setError(
        failureMessage(failure, {
          denied: ADMIN_TEXT.nextActionDenied,
          failed: ADMIN_TEXT.nextActionFailed,
        }),
      );
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const at = nextActionFromInput(value);
    if (!at || at.getTime() > now.getTime() + NEXT_ACTION_MAX_DAYS * DAY_MS) {
      setError(ADMIN_TEXT.nextActionInvalid);
      return;
    }
    void save(at);
  }

  return (
    <>
      <dt className="col-sm-4">
        <label htmlFor={inputId}>{ADMIN_TEXT.nextActionLabel}</label>
      </dt>
      <dd className="col-sm-8">
        {lead.nextActionAt && <p className="mb-1">{formatDay(lead.nextActionAt)}</p>}
        <Form className="d-flex flex-wrap align-items-center gap-2" onSubmit={submit} noValidate>
          <Form.Control
            id={inputId}
            type="date"
            size="sm"
            className="w-auto"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            isInvalid={error !== null}
            aria-describedby={error ? errorId : undefined}
          />
          <Button type="submit" size="sm" variant="primary" aria-disabled={busy || undefined}>
            {ADMIN_TEXT.saveNextAction}
          </Button>
          {lead.nextActionAt && (
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => void (busy ? undefined : save(null))}
            >
              {ADMIN_TEXT.clearNextAction}
            </Button>
          )}
        </Form>
        {error && (
          <p id={errorId} className="small text-danger mb-0 mt-1" role="alert">
            {error}
          </p>
        )}
      </dd>
    </>
  );
}

/** Owner, clock and next action. */
export function LeadFollowUp({
  lead,
  applyChange,
  now,
}: {
  lead: Lead;
  applyChange: LeadChange;
  now: () => Date;
}) {
  const [shownAt] = useState(now);
  return (
    <section className="card mb-4 shadow-sm" aria-labelledby="lead-follow-up-title">
      <div className="card-body">
        <h3 id="lead-follow-up-title" className="h5">
          {ADMIN_TEXT.ownerTitle}
        </h3>
        <dl className="row mb-0">
          <OwnerFact lead={lead} applyChange={applyChange} />
          <ClockFact lead={lead} now={shownAt} />
          <NextActionFact lead={lead} applyChange={applyChange} now={shownAt} />
        </dl>
      </div>
    </section>
  );
}
