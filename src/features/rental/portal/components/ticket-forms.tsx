/**
 * "Solicitar tóner" (which colours: Negro only on a B/N device; an optional note) and "Reportar
 * una falla" (category, description, an optional photo) on a device's page: each opens a ticket,
 * Abierto, through createTicket. What was typed stays until the ticket is stored; past the day's
 * limit of tickets the form says so ("Ya recibimos varias solicitudes tuyas hoy…"). A fault's
 * photo is uploaded after its ticket is stored (storage.rules accept it only for a stored ticket
 * naming it): if that upload fails, the report still counts as received and the form says the
 * photo could not be uploaded.
 */
import { useId, useRef, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { ticketPhotoPath, uploadTicketPhoto } from '@/data/rental/equipment/client-files';
import type { Equipment, TicketAuthor } from '@/data/rental/client-portal';
import { FAULT_CATEGORIES } from '@/domain/client-portal';
import { TONER_COLORS, type TonerColor } from '@/domain/toner-colors';
import { tonerRequestOpenMessage } from '@/domain/toner-requests';
import { openTonerRequestsKey, readOpenTonerRequests } from '@/data/rental/service/toner-requests';
import { shownValue, useQuery } from '@/hooks/use-query';
import { TICKET_DESCRIPTION_MAX_LENGTH } from '@/domain/schemas/ticket';
import { controlClass } from '@/components/ui/field-shell';
import { SelectField, TextAreaField } from '@/components/ui/text-field';
import { PORTAL_TEXT } from '../messages';
import { FormOutcome, SubmitButton } from './form-parts';
import { PhotoField, usePhotoField } from './photo-field';

export type { TicketAuthor };

/** The colours a device's toner comes in: Negro only for a B/N device. */
export function tonerColorsOf(equipment: Pick<Equipment, 'color'>): readonly TonerColor[] {
  return equipment.color ? TONER_COLORS : ['Negro'];
}

/**
 * The forms' checks and write (./ticket-send.ts), loaded on the first send: `load` resolves to
 * them, or to null when they could not be loaded (the form says the ticket could not be sent and
 * keeps what was typed); meanwhile `loading` (the button says the form is being sent).
 */
function useSendCode() {
  const [loading, setLoading] = useState(false);
  return {
    loading,
    async load() {
      setLoading(true);
      const code = await import('./ticket-send').catch(() => null);
      setLoading(false);
      return code;
    },
  };
}

function Feedback({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <div className="invalid-feedback d-block" id={id}>
      {error}
    </div>
  ) : null;
}

/** A form's typed texts and its Spanish messages (`E`: the fields that are not texts too). */
function useFields<K extends string, E extends string = never>(empty: Record<K, string>) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<K | E, string>>>({});
  return {
    values,
    errors,
    setErrors,
    /** A field was typed or picked: its message goes. */
    change(name: K, value: string) {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    reset: () => setValues(empty),
  };
}

/** A ticket's free text (a toner request's note, a fault's description). */
function DescriptionField({
  id,
  label,
  rows,
  fields,
}: {
  id: string;
  label: string;
  rows: number;
  fields: Pick<ReturnType<typeof useFields<'description'>>, 'values' | 'errors' | 'change'>;
}) {
  return (
    <TextAreaField
      id={id}
      label={label}
      rows={rows}
      maxLength={TICKET_DESCRIPTION_MAX_LENGTH}
      value={fields.values.description}
      error={fields.errors.description}
      onChange={(value) => fields.change('description', value)}
    />
  );
}

/** A ticket form, named by its h3; `onSubmit` runs unless the browser's own checks are off. */
function TicketFormFrame({
  id,
  title,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      aria-labelledby={`${id}-titulo`}
    >
      <h3 id={`${id}-titulo`} className="h5">
        {title}
      </h3>
      {children}
    </form>
  );
}

/** A ticket form's device, who opens the ticket, and what the page does once it is stored. */
interface TicketFormProps {
  equipment: Equipment;
  author: TicketAuthor;
  onCreated: () => void;
}

export function TonerForm({ equipment, author, onCreated }: TicketFormProps) {
  const colors = tonerColorsOf(equipment);
  const id = useId();
  const [picked, setPicked] = useState<TonerColor[]>(equipment.color ? [] : ['Negro']);
  const fields = useFields<'description', 'tonerColors'>({ description: '' });
  const { errors, setErrors } = fields;
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const firstColor = useRef<HTMLInputElement>(null);
  const send = useSendCode();
  // The device's open toner requests, whoever opened them (the collector, another member): one
  // per colour (src/domain/toner-requests.ts).
  const openRequests = useQuery(openTonerRequestsKey(equipment.id), () =>
    readOpenTonerRequests(equipment.id),
  );
  const openColors = colors.filter((c) => shownValue(openRequests.state)?.has(c));

  async function onSubmit() {
    if (saving || send.loading) return;
    setFailure(null);
    setSent(null);
    const alreadyOpen = picked.find((c) => openColors.includes(c));
    if (alreadyOpen) {
      setErrors({ tonerColors: tonerRequestOpenMessage(alreadyOpen) });
      firstColor.current?.focus();
      return;
    }
    const code = await send.load();
    if (!code) {
      setFailure(PORTAL_TEXT.ticketFailed);
      return;
    }
    const parsed = code.parseTonerRequest({ tonerColors: picked, ...fields.values });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      if (parsed.errors.tonerColors) firstColor.current?.focus();
      else document.getElementById(`${id}-nota`)?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    const problem = await code.openTicket(equipment, { kind: 'toner', ...parsed.value }, author);
    setSaving(false);
    // Stored or refused, the device's open requests are read again.
    void openRequests.reload().catch(() => {});
    if (problem) {
      setFailure(problem);
      return;
    }
    toast.success(PORTAL_TEXT.tonerSent);
    onCreated();
    setSent(PORTAL_TEXT.tonerSent);
    setPicked(equipment.color ? [] : ['Negro']);
    fields.reset();
  }

  return (
    <TicketFormFrame id={id} title={PORTAL_TEXT.requestToner} onSubmit={onSubmit}>
      <fieldset
        className="mb-3"
        aria-describedby={errors.tonerColors ? `${id}-colores-error` : undefined}
      >
        <legend className="form-label fs-6">{PORTAL_TEXT.tonerColors}</legend>
        {openColors.length > 0 && (
          <ul className="list-unstyled small text-body-secondary mb-2" id={`${id}-abiertas`}>
            {openColors.map((color) => (
              <li key={color}>{tonerRequestOpenMessage(color)}</li>
            ))}
          </ul>
        )}
        {colors.map((color, index) => (
          <div key={color} className="form-check form-check-inline">
            <input
              id={`${id}-${color}`}
              ref={index === 0 ? firstColor : undefined}
              type="checkbox"
              className={controlClass('form-check-input', errors.tonerColors)}
              checked={picked.includes(color)}
              onChange={(event) => {
                const checked = event.target.checked;
                setPicked((current) =>
                  checked ? [...current, color] : current.filter((c) => c !== color),
                );
                setErrors((current) => ({ ...current, tonerColors: undefined }));
              }}
            />
            <label className="form-check-label" htmlFor={`${id}-${color}`}>
              {color}
            </label>
          </div>
        ))}
        <Feedback id={`${id}-colores-error`} error={errors.tonerColors} />
      </fieldset>
      <DescriptionField id={`${id}-nota`} label={PORTAL_TEXT.tonerNote} rows={2} fields={fields} />
      <FormOutcome failure={failure} sent={sent} />
      <SubmitButton
        busy={saving || send.loading}
        label={PORTAL_TEXT.sendToner}
        busyLabel={PORTAL_TEXT.sending}
      />
    </TicketFormFrame>
  );
}

export function FaultForm({ equipment, author, onCreated }: TicketFormProps) {
  const id = useId();
  const fields = useFields({ category: '', description: '' });
  const photo = usePhotoField();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const ids = { category: `${id}-tipo`, description: `${id}-descripcion` };
  const send = useSendCode();

  async function onSubmit() {
    if (saving || send.loading) return;
    setFailure(null);
    setSent(null);
    const code = await send.load();
    if (!code) {
      setFailure(PORTAL_TEXT.ticketFailed);
      return;
    }
    const parsed = code.parseFaultReport(fields.values);
    if (!parsed.ok) {
      fields.setErrors(parsed.errors);
      const first = (['category', 'description'] as const).find((field) => parsed.errors[field]);
      if (first) document.getElementById(ids[first])?.focus();
      return;
    }
    if (!photo.ready()) return;
    fields.setErrors({});
    setSaving(true);
    // The ticket first, naming its photo's one place (ticket_photos/…/{its id}); then the photo,
    // which storage.rules accept only for that stored ticket, once.
    const ticketId = code.newDocumentId();
    const photoPath = photo.photo
      ? ticketPhotoPath(author.clientId, equipment.id, ticketId)
      : undefined;
    const problem = await code.openTicket(
      equipment,
      { kind: 'falla', ...parsed.value, ...(photoPath ? { photoPath } : {}) },
      author,
      ticketId,
    );
    if (problem) {
      setSaving(false);
      setFailure(problem);
      return;
    }
    let outcome: string = PORTAL_TEXT.faultSent;
    if (photo.photo) {
      try {
        await uploadTicketPhoto(author.clientId, equipment.id, ticketId, photo.photo);
      } catch {
        outcome = PORTAL_TEXT.faultSentPhotoFailed;
      }
    }
    setSaving(false);
    if (outcome === PORTAL_TEXT.faultSent) toast.success(outcome);
    else toast(outcome);
    onCreated();
    setSent(outcome);
    fields.reset();
    photo.clear();
  }

  return (
    <TicketFormFrame id={id} title={PORTAL_TEXT.reportFault} onSubmit={onSubmit}>
      <SelectField
        id={ids.category}
        label={PORTAL_TEXT.faultCategory}
        options={FAULT_CATEGORIES}
        placeholder={PORTAL_TEXT.chooseCategory}
        value={fields.values.category}
        error={fields.errors.category}
        onChange={(value) => fields.change('category', value)}
      />
      <DescriptionField
        id={ids.description}
        label={PORTAL_TEXT.faultDescription}
        rows={3}
        fields={fields}
      />
      <PhotoField label={PORTAL_TEXT.faultPhoto} disabled={saving} {...photo.field} />
      <FormOutcome failure={failure} sent={sent} />
      <SubmitButton
        busy={saving || send.loading}
        label={PORTAL_TEXT.sendFault}
        busyLabel={PORTAL_TEXT.sending}
      />
    </TicketFormFrame>
  );
}
