/**
 * "Responder" on a client's open ticket: the button, and the reply's form (reply-form.tsx),
 * whose code loads when the button is pressed. Once the form closes, the focus goes back to the
 * button; a stored reply is announced and handed to the thread.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { ReplyMember } from '@/data/rental/service/client-replies';
import type { Ticket, TicketReply } from '@/data/rental/client-portal';
import { PORTAL_TEXT } from '../messages';

export type { ReplyMember };

const ReplyForm = lazy(() =>
  import('./reply-form').then((module) => ({ default: module.ReplyForm })),
);

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
        <Suspense
          fallback={
            <p role="status" className="small text-secondary">
              {PORTAL_TEXT.loadingReplyForm}
            </p>
          }
        >
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
        </Suspense>
      )}
    </div>
  );
}
