/**
 * "Solicitar tóner" (which colours: Negro only on a B/N device; an optional note) and "Reportar
 * una falla" (category, description, an optional photo) on a device's page: each opens a ticket,
 * Abierto, through createTicket. What was typed stays until the ticket is stored.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import toast from 'react-hot-toast';
import { uploadTicketPhoto } from '@/data/client-files';
import { createTicket, type Equipment, type TicketInit } from '@/data/client-portal';
import { FAULT_CATEGORIES, TONER_COLORS, type TonerColor } from '@/domain/client-portal';
import {
  parseFaultReport,
  parseTonerRequest,
  TICKET_DESCRIPTION_MAX_LENGTH,
} from '@/domain/schemas/ticket';
import { PhotoField } from './photo-field';
import { CLIENT_TEXT } from '../messages';

export interface TicketAuthor {
  uid: string;
  email: string;
}

/** The colours a device's toner comes in: Negro only for a B/N device. */
export function tonerColorsOf(equipment: Pick<Equipment, 'color'>): readonly TonerColor[] {
  return equipment.color ? TONER_COLORS : ['Negro'];
}

/** Sends the ticket; resolves to whether it was stored (a failure is shown by the form). */
async function open(
  equipment: Equipment,
  init: TicketInit,
  author: TicketAuthor,
  success: string,
  onCreated: () => void,
): Promise<boolean> {
  try {
    await createTicket(equipment, init, author);
  } catch {
    return false;
  }
  toast.success(success);
  onCreated();
  return true;
}

function Feedback({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <Form.Control.Feedback type="invalid" id={id} className="d-block">
      {error}
    </Form.Control.Feedback>
  ) : null;
}

function Outcome({ failure, sent }: { failure: boolean; sent: string | null }) {
  return (
    <>
      {failure && (
        <p className="alert alert-danger" role="alert">
          {CLIENT_TEXT.ticketFailed}
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
  const [failure, setFailure] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const firstColor = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setFailure(false);
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
    const ok = await open(
      equipment,
      { kind: 'toner', ...parsed.value },
      author,
      CLIENT_TEXT.tonerSent,
      onCreated,
    );
    setSaving(false);
    if (!ok) {
      setFailure(true);
      return;
    }
    setSent(CLIENT_TEXT.tonerSent);
    setPicked(equipment.color ? [] : ['Negro']);
    setNote('');
  }

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-titulo`}>
      <h3 id={`${id}-titulo`} className="h5">
        {CLIENT_TEXT.requestToner}
      </h3>
      <fieldset
        className="mb-3"
        aria-describedby={errors.tonerColors ? `${id}-colores-error` : undefined}
      >
        <legend className="form-label fs-6">{CLIENT_TEXT.tonerColors}</legend>
        {colors.map((color, index) => (
          <Form.Check
            key={color}
            id={`${id}-${color}`}
            ref={index === 0 ? firstColor : undefined}
            type="checkbox"
            inline
            label={color}
            checked={picked.includes(color)}
            isInvalid={Boolean(errors.tonerColors)}
            onChange={(event) => {
              const checked = event.target.checked;
              setPicked((current) =>
                checked ? [...current, color] : current.filter((c) => c !== color),
              );
              setErrors((current) => ({ ...current, tonerColors: undefined }));
            }}
          />
        ))}
        <Feedback id={`${id}-colores-error`} error={errors.tonerColors} />
      </fieldset>
      <Form.Group className="mb-3" controlId={`${id}-nota`}>
        <Form.Label>{CLIENT_TEXT.tonerNote}</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          value={note}
          maxLength={TICKET_DESCRIPTION_MAX_LENGTH}
          isInvalid={Boolean(errors.description)}
          aria-invalid={Boolean(errors.description)}
          aria-describedby={errors.description ? `${id}-nota-error` : undefined}
          onChange={(event) => {
            setNote(event.target.value);
            setErrors((current) => ({ ...current, description: undefined }));
          }}
        />
        <Feedback id={`${id}-nota-error`} error={errors.description} />
      </Form.Group>
      <Outcome failure={failure} sent={sent} />
      <Button type="submit" variant="primary" disabled={saving}>
        {saving ? CLIENT_TEXT.sending : CLIENT_TEXT.sendToner}
      </Button>
    </Form>
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
  const [failure, setFailure] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const photoRef = useRef<HTMLInputElement>(null);
  const ids = { category: `${id}-tipo`, description: `${id}-descripcion` };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setFailure(false);
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
    let photoUrl: string | undefined;
    if (photo) {
      try {
        photoUrl = await uploadTicketPhoto(author.uid, equipment.id, photo);
      } catch {
        setSaving(false);
        setFailure(true);
        return;
      }
    }
    const ok = await open(
      equipment,
      { kind: 'falla', ...parsed.value, ...(photoUrl ? { photoUrl } : {}) },
      author,
      CLIENT_TEXT.faultSent,
      onCreated,
    );
    setSaving(false);
    if (!ok) {
      setFailure(true);
      return;
    }
    setSent(CLIENT_TEXT.faultSent);
    setCategory('');
    setDescription('');
    setPhoto(null);
    if (photoRef.current) photoRef.current.value = '';
  }

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-titulo`}>
      <h3 id={`${id}-titulo`} className="h5">
        {CLIENT_TEXT.reportFault}
      </h3>
      <Form.Group className="mb-3" controlId={ids.category}>
        <Form.Label>{CLIENT_TEXT.faultCategory}</Form.Label>
        <Form.Select
          value={category}
          isInvalid={Boolean(errors.category)}
          aria-invalid={Boolean(errors.category)}
          aria-describedby={errors.category ? `${ids.category}-error` : undefined}
          onChange={(event) => {
            setCategory(event.target.value);
            setErrors((current) => ({ ...current, category: undefined }));
          }}
        >
          <option value="">{CLIENT_TEXT.chooseCategory}</option>
          {FAULT_CATEGORIES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Form.Select>
        <Feedback id={`${ids.category}-error`} error={errors.category} />
      </Form.Group>
      <Form.Group className="mb-3" controlId={ids.description}>
        <Form.Label>{CLIENT_TEXT.faultDescription}</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          value={description}
          maxLength={TICKET_DESCRIPTION_MAX_LENGTH}
          isInvalid={Boolean(errors.description)}
          aria-invalid={Boolean(errors.description)}
          aria-describedby={errors.description ? `${ids.description}-error` : undefined}
          onChange={(event) => {
            setDescription(event.target.value);
            setErrors((current) => ({ ...current, description: undefined }));
          }}
        />
        <Feedback id={`${ids.description}-error`} error={errors.description} />
      </Form.Group>
      <PhotoField
        label={CLIENT_TEXT.faultPhoto}
        error={photoError}
        disabled={saving}
        inputRef={photoRef}
        onPick={(file, problem) => {
          setPhoto(problem ? null : file);
          setPhotoError(problem);
        }}
      />
      <Outcome failure={failure} sent={sent} />
      <Button type="submit" variant="primary" disabled={saving}>
        {saving ? CLIENT_TEXT.sending : CLIENT_TEXT.sendFault}
      </Button>
    </Form>
  );
}
