/**
 * "Técnico y visita" on a ticket's desk page: who goes ("Asignar técnico": the technicians are
 * read only when the button is pressed, so the page's first reads stay the same) and when
 * ("Programar visita": day, time window, the device's address — read when the form opens — and a
 * phone; it needs a technician first). The client is e-mailed the visit by the functions.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { FieldShell } from '@/components/ui/field-shell';
import { LoadStatus } from '@/components/ui/load-status';
import {
  focusFirstInvalid,
  outcome,
  OutcomeMessage,
  type Outcome,
} from '@/components/ui/outcome-message';
import { TextField } from '@/components/ui/text-field';
import { DESK_UI_TEXT } from '@/content/desk-ui';
import type { Ticket } from '@/data/rental/client-portal';
import { equipmentKey, getEquipment } from '@/data/rental/equipment/equipment';
import { failureMessage } from '@/data/failure-message';
import {
  assignTechnician,
  listTechnicians,
  scheduleVisit,
  techniciansKey,
} from '@/data/rental/service/ticket-desk';
import { formatPhone } from '@/domain/phone';
import type { VisitField } from '@/domain/schemas/ticket-form';
import { visitText } from '@/domain/service-level';
import { shownValue, useQuery } from '@/hooks/use-query';
import { useSession } from '@/lib/session';
import { DeskCard } from '../../desk-card';
import { SERVICE_TEXT as T } from '../service-messages';

type TicketPatch = Partial<Pick<Ticket, 'technicianUid' | 'technicianName' | 'visit'>>;
/** A form saved: the ticket's change and the words that confirm it (the card shows them). */
type Saved = (patch: TicketPatch, message: string) => void;

function TechnicianPicker({
  ticket,
  onSaved,
  onCancel,
}: {
  ticket: Ticket;
  onSaved: Saved;
  onCancel: () => void;
}) {
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const technicians = useQuery(techniciansKey(), listTechnicians);
  const list = shownValue(technicians.state);
  const [uid, setUid] = useState(ticket.technicianUid ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const chosen = list?.find((technician) => technician.uid === uid);
    if (!chosen) {
      setError(T.pickTechnician);
      selectRef.current?.focus();
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await assignTechnician(ticket.id, chosen);
      onSaved(
        { technicianUid: chosen.uid, technicianName: chosen.name },
        T.technicianSaved(chosen.name),
      );
    } catch (failure) {
      setError(failureMessage(failure, { denied: T.technicianDenied, failed: T.technicianFailed }));
      selectRef.current?.focus();
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate className="mt-3" aria-busy={saving} onSubmit={(event) => void save(event)}>
      <LoadStatus texts={DESK_UI_TEXT} state={technicians.state} onRetry={technicians.reload} />
      {list &&
        (list.length === 0 ? (
          <p className="text-secondary">{T.noTechnicians}</p>
        ) : (
          <FieldShell id={id} label={T.technicianLabel} error={error}>
            {(control) => (
              <select
                {...control}
                ref={selectRef}
                className={error ? 'form-select is-invalid' : 'form-select'}
                value={uid}
                onChange={(event) => {
                  setUid(event.target.value);
                  setError(null);
                }}
              >
                <option value="">{T.pickTechnician}</option>
                {list.map((technician) => (
                  <option key={technician.uid} value={technician.uid}>
                    {technician.name}
                  </option>
                ))}
              </select>
            )}
          </FieldShell>
        ))}
      <SaveOrCancel
        saving={saving}
        save={list && list.length > 0 ? [T.saveTechnician, T.savingTechnician] : null}
        onCancel={onCancel}
      />
    </form>
  );
}

/** A form's submit button (its text, and its text while saving; none: no submit) and Cancelar. */
function SaveOrCancel({
  saving,
  save,
  onCancel,
}: {
  saving: boolean;
  save: readonly [idle: string, busy: string] | null;
  onCancel: () => void;
}) {
  return (
    <div className="d-flex flex-wrap gap-2">
      {save && (
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? save[1] : save[0]}
        </Button>
      )}
      <Button variant="outline-secondary" onClick={onCancel} disabled={saving}>
        {T.cancel}
      </Button>
    </div>
  );
}

type VisitValues = Record<VisitField, string>;
/** The visit form's fields in the order they show (the focus goes to the first with an error). */
const VISIT_FIELDS: readonly VisitField[] = ['date', 'start', 'end', 'address', 'phone'];

function TimeField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <FieldShell id={id} label={label} error={error} className="col-6 col-md-3 mb-3">
      {(control) => (
        <input
          {...control}
          type="time"
          className={error ? 'form-control is-invalid' : 'form-control'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldShell>
  );
}

function VisitForm({
  ticket,
  initial,
  now,
  onSaved,
  onCancel,
}: {
  ticket: Ticket;
  initial: VisitValues;
  now: () => Date;
  onSaved: Saved;
  onCancel: () => void;
}) {
  const id = useId();
  const { user } = useSession();
  const [values, setValues] = useState<VisitValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<VisitField, string>>>({});
  const [failure, setFailure] = useState<Outcome | null>(null);
  const [saving, setSaving] = useState(false);
  const fieldId = (name: VisitField) => `${id}-${name}`;
  const field = (name: VisitField) => ({
    id: fieldId(name),
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    // The form's checks (src/domain/schemas/ticket-form.ts) load with the first save, not with
    // the ticket's page (its JS budget); meanwhile the button says it is saving.
    setSaving(true);
    const forms = await import('@/domain/schemas/ticket-form').catch(() => null);
    setSaving(false);
    if (!forms) {
      setFailure(outcome(T.visitFailed, 'danger'));
      return;
    }
    const parsed = forms.parseVisitForm(values, now());
    if (!parsed.ok) {
      // Every field's error at once; the keyboard goes to the first.
      setErrors(parsed.errors);
      setTimeout(() => focusFirstInvalid(VISIT_FIELDS, parsed.errors, fieldId), 0);
      return;
    }
    setSaving(true);
    try {
      const adminUid = user?.uid ?? '';
      await scheduleVisit(ticket.id, parsed.value, adminUid);
      onSaved(
        {
          visit: { ...parsed.value, scheduledAt: new Date().toISOString(), scheduledBy: adminUid },
        },
        T.visitSaved,
      );
    } catch (error) {
      setFailure(
        outcome(failureMessage(error, { denied: T.visitDenied, failed: T.visitFailed }), 'danger'),
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate className="mt-3" aria-busy={saving} onSubmit={(event) => void save(event)}>
      <div className="row">
        <TextField
          type="date"
          label={T.visitDate}
          className="col-12 col-md-6 mb-3"
          {...field('date')}
        />
        <TimeField label={T.visitStart} {...field('start')} />
        <TimeField label={T.visitEnd} {...field('end')} />
        <TextField label={T.visitAddress} className="col-12 col-md-8 mb-3" {...field('address')} />
        <TextField
          label={T.visitPhone}
          inputMode="tel"
          className="col-12 col-md-4 mb-3"
          {...field('phone')}
        />
      </div>
      <OutcomeMessage outcome={failure} />
      <SaveOrCancel saving={saving} save={[T.saveVisit, T.savingVisit]} onCancel={onCancel} />
    </form>
  );
}

/** Reads the device (its address fills the form) when "Programar visita" opens. */
function VisitFormLoader(props: {
  ticket: Ticket;
  now: () => Date;
  onSaved: Saved;
  onCancel: () => void;
}) {
  const { ticket } = props;
  const device = useQuery(equipmentKey(ticket.equipmentId), () => getEquipment(ticket.equipmentId));
  if (device.state.status !== 'ready')
    return <LoadStatus texts={DESK_UI_TEXT} state={device.state} onRetry={device.reload} />;
  const visit = ticket.visit;
  const initial: VisitValues = {
    date: visit?.date ?? '',
    start: visit?.start ?? '',
    end: visit?.end ?? '',
    address: visit?.address ?? device.state.value?.location.address ?? '',
    phone: visit?.phone ?? '',
  };
  return <VisitForm {...props} initial={initial} />;
}

export function TicketTechnicianCard({
  ticket,
  now,
  onChanged,
}: {
  ticket: Ticket;
  now: () => Date;
  onChanged: (patch: TicketPatch) => void;
}) {
  const [open, setOpen] = useState<'technician' | 'visit' | null>(null);
  // The last action's outcome ("Técnico asignado: …", "Programar visita" refused): it takes the
  // keyboard, since the form that had it closes.
  const [notice, setNotice] = useState<Outcome | null>(null);
  const assignRef = useRef<HTMLButtonElement>(null);
  const { visit } = ticket;
  const saved: Saved = (patch, message) => {
    onChanged(patch);
    setOpen(null);
    setNotice(outcome(message));
  };
  const cancel = () => {
    setOpen(null);
    setTimeout(() => assignRef.current?.focus(), 0);
  };

  return (
    <DeskCard id="ticket-technician-title" title={T.technicianTitle}>
      <dl className="row mb-2">
        <dt className="col-sm-4 col-lg-3">{T.technicianTerm}</dt>
        <dd className="col-sm-8 col-lg-9">
          {ticket.technicianUid ? (
            ticket.technicianName || ticket.technicianUid
          ) : (
            <span className="text-secondary">{T.noTechnician}</span>
          )}
        </dd>
      </dl>
      {visit ? (
        <div className="mb-2">
          <p className="fw-semibold mb-1">{visitText(visit)}</p>
          <p className="mb-0 small">
            {T.visitAddressTerm}: {visit.address} · {T.visitPhoneTerm}: {formatPhone(visit.phone)}
          </p>
        </div>
      ) : (
        <p className="text-secondary mb-2">{T.noVisit}</p>
      )}
      <OutcomeMessage outcome={notice} />
      {open === null && (
        <div className="d-flex flex-wrap gap-2">
          <Button
            ref={assignRef}
            variant="outline-primary"
            onClick={() => {
              setNotice(null);
              setOpen('technician');
            }}
          >
            {T.assignTechnician}
          </Button>
          <Button
            variant="outline-primary"
            onClick={() => {
              if (!ticket.technicianUid) {
                setNotice(outcome(T.needsTechnician, 'warning'));
                return;
              }
              setNotice(null);
              setOpen('visit');
            }}
          >
            {T.scheduleVisit}
          </Button>
        </div>
      )}
      {open === 'technician' && (
        <TechnicianPicker ticket={ticket} onSaved={saved} onCancel={cancel} />
      )}
      {open === 'visit' && (
        <VisitFormLoader ticket={ticket} now={now} onSaved={saved} onCancel={cancel} />
      )}
    </DeskCard>
  );
}
