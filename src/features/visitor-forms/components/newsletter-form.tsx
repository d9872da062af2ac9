import { useId, useRef, useState, type FormEvent } from 'react';
import { ShortPrivacyNotice } from '@/components/short-privacy-notice';
import { isValidEmail } from '@/domain/schemas/plain';
import { subscribeToNewsletter } from '../api/subscribe';
import { FormMessages } from './form-messages';
import { useTimedMessages } from '../hooks/use-timed-messages';
import { newsletterText as text } from '../messages';
import { nativeSubmit, prefilled, type Prefill } from '../utils/prefill';

/**
 * Footer newsletter form (docs/product.md, Newsletter): e-mail only, validated here (no request for
 * an empty or malformed address), then POSTed to the newsletter function. Its short privacy
 * notice says the newsletter is a voluntary purpose and how to leave it. `prefill`: what was typed
 * before the form's code loaded.
 */
/** The page's <main> (every public page has one, PublicLayout): the footer has no anchor. */
const MAIN_ANCHOR = 'contenido';

export function NewsletterForm({ prefill }: { prefill?: Prefill }) {
  const id = useId();
  const inputId = `${id}-email`;
  const messagesId = `${id}-mensajes`;
  const [email, setEmail] = useState(() => prefilled({ email: '' }, prefill).email);
  const [invalid, setInvalid] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // State updates are not synchronous: the ref is what stops a second submit in the same tick.
  const sendingRef = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const [messages, show] = useTimedMessages();

  function refuse(message: string) {
    setInvalid(true);
    show([{ variant: 'danger', text: message }]);
    inputRef.current?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    const value = email.trim();
    if (value === '') return refuse(text.emailRequired);
    if (!isValidEmail(value)) return refuse(text.emailInvalid);

    sendingRef.current = true;
    setSubmitting(true);
    setInvalid(false);
    show([]);
    const result = await subscribeToNewsletter({ email: value });
    sendingRef.current = false;
    setSubmitting(false);

    if (result.kind === 'subscribed') {
      setEmail('');
      show([{ variant: 'success', text: text.success }]);
    } else if (result.kind === 'rejected') {
      show([{ variant: 'danger', text: result.message ?? text.failed }]);
    } else {
      show([{ variant: 'danger', text: text.connection }]);
    }
  }

  return (
    <form {...nativeSubmit(MAIN_ANCHOR)} noValidate onSubmit={handleSubmit} aria-busy={submitting}>
      <label htmlFor={inputId} className="visually-hidden">
        {text.label}
      </label>
      <div className="input-group">
        <input
          ref={inputRef}
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          placeholder={text.placeholder}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setInvalid(false);
          }}
          disabled={submitting}
          aria-invalid={invalid || undefined}
          aria-describedby={messages.length > 0 ? messagesId : undefined}
        />
        <button type="submit" className="btn btn-action" disabled={submitting}>
          {submitting ? text.submitting : text.submit}
        </button>
      </div>
      <div id={messagesId}>
        <FormMessages messages={messages} className="mt-2" />
      </div>
      <ShortPrivacyNotice purpose="newsletter" className="small mt-2 mb-0" />
    </form>
  );
}
