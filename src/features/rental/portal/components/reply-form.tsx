/**
 * "Responder" on an open ticket: a button that opens a form (the text, required; an optional
 * photo). The reply is stored through sendClientReply (src/data/client-replies.ts); what was typed
 * stays when it fails, and once it is stored the form closes, the card says "Enviamos tu
 * respuesta." and the thread shows it (`onSent`).
 */
import { useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { sendClientReply, type ReplyMember } from '@/data/client-replies';
import type { Ticket, TicketReply } from '@/data/client-portal';
import { parseClientReply, TICKET_REPLY_MAX_LENGTH } from '@/domain/schemas/ticket';
import { TextAreaField } from '@/components/ui/text-field';
import { PORTAL_TEXT } from '../messages';
import { FormOutcome, SubmitButton } from './form-parts';
import { PhotoField, usePhotoField } from './photo-field';

export type { ReplyMember };

export function ReplySection({
  ticket,
  member,
  onSent,
}: {
  ticket: Pick<Ticket, 'id' | 'clientId' | 'equipmentId'>;
  /** Who replies: the signed-in member. */
  member: ReplyMember;
  /** The reply was stored: the thread shows it. */
  onSent: (reply: TicketReply) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  // Once the form closes, the focus goes back to "Responder".
  const focusBack = useRef(false);
  useEffect(() => {
    if (open || !focusBack.current) return;
    focusBack.current = false;
    button.current?.focus();
  }, [open]);
  return (
    <div className="mt-3">
      <p className="small text-body-secondary mb-2" role="status">
        {sent}
      </p>
      {!open && (
        <button
          ref={button}
          type="button"
          className="btn btn-outline-primary btn-sm"
          aria-expanded={false}
          onClick={() => {
            setSent('');
            setOpen(true);
          }}
        >
          {PORTAL_TEXT.respond}
        </button>
      )}
      {open && (
        <ReplyForm
          id={id}
          ticket={ticket}
          member={member}
          onCancel={() => {
            focusBack.current = true;
            setOpen(false);
          }}
          onSent={(reply, outcome) => {
            focusBack.current = true;
            setOpen(false);
            setSent(outcome);
            onSent(reply);
          }}
        />
      )}
    </div>
  );
}

function ReplyForm({
  id,
  ticket,
  member,
  onCancel,
  onSent,
}: {
  id: string;
  ticket: Pick<Ticket, 'id' | 'clientId' | 'equipmentId'>;
  member: ReplyMember;
  onCancel: () => void;
  onSent: (reply: TicketReply, outcome: string) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const photo = usePhotoField();
  const textId = `${id}-respuesta`;
  const textRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    textRef.current?.focus();
  }, []);

  async function onSubmit() {
    if (saving) return;
    setFailure(null);
    const parsed = parseClientReply({ text });
    if (!parsed.ok) {
      setError(parsed.errors.text);
      textRef.current?.focus();
      return;
    }
    if (!photo.ready()) return;
    setError(undefined);
    setSaving(true);
    try {
      const { reply, photoFailed } = await sendClientReply(
        ticket,
        { text: parsed.value.text, photo: photo.photo },
        member,
      );
      const outcome = photoFailed ? PORTAL_TEXT.replySentPhotoFailed : PORTAL_TEXT.replySent;
      if (photoFailed) toast(outcome);
      else toast.success(outcome);
      onSent(reply, outcome);
    } catch {
      setSaving(false);
      setFailure(PORTAL_TEXT.replyFailed);
    }
  }

  return (
    <form
      noValidate
      aria-label={PORTAL_TEXT.respond}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <TextAreaField
        id={textId}
        inputRef={textRef}
        label={PORTAL_TEXT.replyText}
        rows={3}
        maxLength={TICKET_REPLY_MAX_LENGTH}
        value={text}
        error={error}
        onChange={(value) => {
          setText(value);
          setError(undefined);
        }}
      />
      <PhotoField label={PORTAL_TEXT.replyPhoto} disabled={saving} {...photo.field} />
      <FormOutcome failure={failure} />
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton busy={saving} label={PORTAL_TEXT.sendReply} busyLabel={PORTAL_TEXT.sending} />
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={saving}
          onClick={onCancel}
        >
          {PORTAL_TEXT.cancelReply}
        </button>
      </div>
    </form>
  );
}
