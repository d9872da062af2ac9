/**
 * The form "Responder" opens on an open ticket (reply-section.tsx loads it when pressed): the
 * text, required, and an optional photo. The reply is stored through sendClientReply (src/data/rental/service/client-replies.ts); what was typed
 * stays when it fails (past the day's limit of replies the form says so), and once it is stored the form closes, the card says "Enviamos tu
 * respuesta." and the thread shows it (`onSent`).
 */
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import {
  DailyReplyLimitError,
  sendClientReply,
  type ReplyMember,
} from '@/data/rental/service/client-replies';
import type { Ticket, TicketReply } from '@/data/rental/client-portal';
import { TICKET_REPLY_MAX_LENGTH } from '@/domain/schemas/ticket';
import { parseClientReply } from '@/domain/schemas/ticket-form';
import { TextAreaField } from '@/components/ui/text-field';
import { PORTAL_TEXT } from '../messages';
import { FormOutcome, SubmitButton } from './form-parts';
import { PhotoField, usePhotoField } from './photo-field';

/** The form's texts (a lazy chunk: not in ../messages.ts, which every portal page loads). */
const REPLY_TEXT = {
  replyText: 'Tu respuesta',
  replyPhoto: 'Foto (opcional)',
  sendReply: 'Enviar respuesta',
  cancelReply: 'Cancelar',
  replySent: 'Enviamos tu respuesta.',
  replySentPhotoFailed:
    'Enviamos tu respuesta, pero no se pudo subir la foto. Si la necesitamos, te la pediremos.',
  replyFailed: 'No se pudo enviar tu respuesta. Intenta de nuevo.',
} as const;

export function ReplyForm({
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
      const outcome = photoFailed ? REPLY_TEXT.replySentPhotoFailed : REPLY_TEXT.replySent;
      if (photoFailed) toast(outcome);
      else toast.success(outcome);
      onSent(reply, outcome);
    } catch (error) {
      setSaving(false);
      // Past the day's replies: "Ya recibimos varias respuestas tuyas hoy…" (what was typed stays).
      setFailure(error instanceof DailyReplyLimitError ? error.message : REPLY_TEXT.replyFailed);
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
        label={REPLY_TEXT.replyText}
        rows={3}
        maxLength={TICKET_REPLY_MAX_LENGTH}
        value={text}
        error={error}
        onChange={(value) => {
          setText(value);
          setError(undefined);
        }}
      />
      <PhotoField label={REPLY_TEXT.replyPhoto} disabled={saving} {...photo.field} />
      <FormOutcome failure={failure} />
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton busy={saving} label={REPLY_TEXT.sendReply} busyLabel={PORTAL_TEXT.sending} />
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={saving}
          onClick={onCancel}
        >
          {REPLY_TEXT.cancelReply}
        </button>
      </div>
    </form>
  );
}
