/**
 * "Solicitar tóner" (which colours: Negro only on a B/N device; an optional note) and "Reportar
 * una falla" (category, description, an optional photo) on a device's page: each opens a ticket,
 * Abierto, through createTicket. What was typed stays until the ticket is stored; past the day's
 * limit of tickets the form says so ("Ya recibimos varias solicitudes tuyas hoy…"). A fault's
 * photo is uploaded after its ticket is stored (storage.rules accept it only for a stored ticket
 * naming it): if that upload fails, the report still counts as received and the form says the
 * photo could not be uploaded.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { ticketPhotoPath, uploadTicketPhoto } from '@/data/client-files';
import { createTicket, type Equipment, type TicketInit } from '@/data/client-portal';
import { DailyTicketLimitError, newDocumentId } from '@/data/service-limits';
import { FAULT_CATEGORIES, TONER_COLORS, type TonerColor } from '@/domain/client-portal';
import {
  parseFaultReport,
  parseTonerRequest,
  TICKET_DESCRIPTION_MAX_LENGTH,
} from '@/domain/schemas/ticket';
import { PhotoField } from './photo-field';
import { PORTAL_TEXT } from '../messages';

export interface TicketAuthor {
  uid: string;
  email: string;
}

/** The colours a device's toner comes in: Negro only for a B/N device. */
export function tonerColorsOf(equipment: Pick<Equipment, 'color'>): readonly TonerColor[] {
  return equipment.color ? TONER_COLORS : ['Negro'];
}

/**
 * Stores the ticket (with the id chosen beforehand, if any); resolves to null when it was stored,
 * else to the message the form shows.
 */
async function open(
  equipment: Equipment,
  init: TicketInit,
  author: TicketAuthor,
  ticketId?: string,
): Promise<string | null> {
  try {
    await createTicket(equipment, init, author, ticketId);
  } catch (error) {
    return error instanceof DailyTicketLimitError ? error.message : PORTAL_TEXT.ticketFailed;
  }
  return null;
}

function Feedback({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <div className="invalid-feedback d-block" id={id}>
      {error}
    </div>
  ) : null;
}

/** Bootstrap's class of a control, marked invalid when it has an error. */
function controlClass(base: string, invalid: boolean): string {
  return invalid ? `${base} is-invalid` : base;
}

function Outcome({ failure, sent }: { failure: string | null; sent: string | null }) {
  return (
    <>
      {failure && (
        <p className="alert alert-danger" role="alert">
          {failure}
        </p>
      )}
      <p className="small text-body-secondary mb-2" role="status">
        {sent ?? ''}
      </p>
    </>
  );
}

export function TonerForm({
  equipment,
  author,
  onCreated,
}: {
  equipment: Equipment;
  author: TicketAuthor;
  onCreated: () => void;
}) {
  const colors = tonerColorsOf(equipment);
  const id = useId();
  const [picked, setPicked] = useState<TonerColor[]>(equipment.color ? [] : ['Negro']);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ tonerColors?: string; description?: string }>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const firstColor = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    setSent(null);
    const parsed = parseTonerRequest({ tonerColors: picked, description: note });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      if (parsed.errors.tonerColors) firstColor.current?.focus();
      else document.getElementById(`${id}-nota`)?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    const problem = await open(equipment, { kind: 'toner', ...parsed.value }, author);
    setSaving(false);
    if (problem) {
      setFailure(problem);
      return;
    }
    toast.success(PORTAL_TEXT.tonerSent);
    onCreated();
    setSent(PORTAL_TEXT.tonerSent);
    setPicked(equipment.color ? [] : ['Negro']);
    setNote('');
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-titulo`}>
      <h3 id={`${id}-titulo`} className="h5">
        {PORTAL_TEXT.requestToner}
      </h3>
      <fieldset
        className="mb-3"
        aria-describedby={errors.tonerColors ? `${id}-colores-error` : undefined}
      >
        <legend className="form-label fs-6">{PORTAL_TEXT.tonerColors}</legend>
        {colors.map((color, index) => (
          <div key={color} className="form-check form-check-inline">
            <input
              id={`${id}-${color}`}
              ref={index === 0 ? firstColor : undefined}
              type="checkbox"
              className={controlClass('form-check-input', Boolean(errors.tonerColors))}
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
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-nota`}>
          {PORTAL_TEXT.tonerNote}
        </label>
        <textarea
          id={`${id}-nota`}
          className={controlClass('form-control', Boolean(errors.description))}
          rows={2}
          value={note}
          maxLength={TICKET_DESCRIPTION_MAX_LENGTH}
          aria-invalid={Boolean(errors.description)}
          aria-describedby={errors.description ? `${id}-nota-error` : undefined}
          onChange={(event) => {
            setNote(event.target.value);
            setErrors((current) => ({ ...current, description: undefined }));
          }}
        />
        <Feedback id={`${id}-nota-error`} error={errors.description} />
      </div>
      <Outcome failure={failure} sent={sent} />
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? PORTAL_TEXT.sending : PORTAL_TEXT.sendToner}
      </button>
    </form>
  );
}

export function FaultForm({
  equipment,
  author,
  onCreated,
}: {
  equipment: Equipment;
  author: TicketAuthor;
  onCreated: () => void;
}) {
  const id = useId();
  const [category, setCategory] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ category?: string; description?: string }>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const photoRef = useRef<HTMLInputElement>(null);
  const ids = { category: `${id}-tipo`, description: `${id}-descripcion` };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    setSent(null);
    const parsed = parseFaultReport({ category, description });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      const first = (['category', 'description'] as const).find((field) => parsed.errors[field]);
      if (first) document.getElementById(ids[first])?.focus();
      return;
    }
    if (photoError) {
      photoRef.current?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    // The ticket first, naming its photo's one place (ticket_photos/…/{its id}); then the photo,
    // which storage.rules accept only for that stored ticket, once.
    const ticketId = newDocumentId();
    const photoPath = photo ? ticketPhotoPath(author.uid, equipment.id, ticketId) : undefined;
    const problem = await open(
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
    if (photo) {
      try {
        await uploadTicketPhoto(author.uid, equipment.id, ticketId, photo);
      } catch {
        outcome = PORTAL_TEXT.faultSentPhotoFailed;
      }
    }
    setSaving(false);
    if (outcome === PORTAL_TEXT.faultSent) toast.success(outcome);
    else toast(outcome);
    onCreated();
    setSent(outcome);
    setCategory('');
    setDescription('');
    setPhoto(null);
    if (photoRef.current) photoRef.current.value = '';
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-titulo`}>
      <h3 id={`${id}-titulo`} className="h5">
        {PORTAL_TEXT.reportFault}
      </h3>
      <div className="mb-3">
        <label className="form-label" htmlFor={ids.category}>
          {PORTAL_TEXT.faultCategory}
        </label>
        <select
          id={ids.category}
          className={controlClass('form-select', Boolean(errors.category))}
          value={category}
          aria-invalid={Boolean(errors.category)}
          aria-describedby={errors.category ? `${ids.category}-error` : undefined}
          onChange={(event) => {
            setCategory(event.target.value);
            setErrors((current) => ({ ...current, category: undefined }));
          }}
        >
          <option value="">{PORTAL_TEXT.chooseCategory}</option>
          {FAULT_CATEGORIES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <Feedback id={`${ids.category}-error`} error={errors.category} />
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor={ids.description}>
          {PORTAL_TEXT.faultDescription}
        </label>
        <textarea
          id={ids.description}
          className={controlClass('form-control', Boolean(errors.description))}
          rows={3}
          value={description}
          maxLength={TICKET_DESCRIPTION_MAX_LENGTH}
          aria-invalid={Boolean(errors.description)}
          aria-describedby={errors.description ? `${ids.description}-error` : undefined}
          onChange={(event) => {
            setDescription(event.target.value);
            setErrors((current) => ({ ...current, description: undefined }));
          }}
        />
        <Feedback id={`${ids.description}-error`} error={errors.description} />
      </div>
      <PhotoField
        label={PORTAL_TEXT.faultPhoto}
        error={photoError}
        disabled={saving}
        inputRef={photoRef}
        onPick={(file, problem) => {
          setPhoto(problem ? null : file);
          setPhotoError(problem);
        }}
      />
      <Outcome failure={failure} sent={sent} />
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? PORTAL_TEXT.sending : PORTAL_TEXT.sendFault}
      </button>
    </form>
  );
}
