import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { HumanCheck } from '@/components/human-check';
import { ShortPrivacyNotice } from '@/components/short-privacy-notice';
import { ARCO_RIGHTS } from '@/domain/arco';
import { PRIVACY_NOTICE_VERSION } from '@/domain/privacy';
import { FIELD_MAX_LENGTH } from '@/domain/schemas/plain';
import type * as ArcoSchemaModule from '@/domain/schemas/arco';
import type { ArcoField, ArcoFormErrors, ArcoFormValues } from '@/domain/schemas/arco';
import { autoId as newRequestId } from '@/lib/auto-id';
import { requestArcoStandInToken, sendArcoRequest, type ArcoOutcome } from '../api/send-arco';
import { useTimedMessages } from '../hooks/use-timed-messages';
import { arcoText as text } from '../messages';
import { nativeSubmit, prefilled, type Prefill } from '../utils/prefill';
import { FormMessages } from './form-messages';

const ARCO_FIELDS = Object.keys(text.labels) as ArcoField[];
const EMPTY_VALUES: ArcoFormValues = { fullName: '', email: '', right: '', details: '' };
/** src/domain/schemas/arco.ts ARCO_DETAILS_MAX_LENGTH (not imported: it would bring valibot). */
const DETAILS_MAX_LENGTH = 2000;
/** The form's heading on /derechos-arco (src/features/public/pages/arco-page.tsx). */
const ARCO_ANCHOR = 'derechos-arco-formulario';

type Schema = typeof ArcoSchemaModule;
let schema: Schema | undefined;
let schemaLoading: Promise<Schema> | undefined;

/**
 * The form's schema (src/domain/schemas/arco.ts, with the validation library) loads when the form
 * is first touched, never with the page; a submit that comes first waits for it.
 */
function loadSchema(): Promise<Schema> {
  schemaLoading ??= import('@/domain/schemas/arco').then(
    (loaded) => (schema = loaded),
    (error: unknown) => {
      schemaLoading = undefined;
      throw error;
    },
  );
  return schemaLoading;
}

const preloadSchema = () => void loadSchema().catch(() => {});

/** Loads the form's schema ahead of the first submit (tests). */
export function preloadArcoSchema(): Promise<void> {
  return loadSchema().then(() => undefined);
}

/** Local runs: the arco function's stand-in captcha gives the "No soy un robot" box its token. */
const issueStandInToken = import.meta.env.VITE_RECAPTCHA_SITE_KEY
  ? undefined
  : () => requestArcoStandInToken();

/** Whether the function may have spent the captcha token before refusing (as the quote form). */
function tokenMayBeSpent(status: number): boolean {
  return status === 403 || status === 429 || status >= 500;
}

/**
 * The ARCO request form of /derechos-arco: name, e-mail, the right and the details, the human
 * check, and the privacy notice's version the person saw. Validates in the browser (errors per
 * field), keeps what was typed on any failure, and once stored shows what happens next with the
 * request's folio.
 */
export function ArcoForm({ prefill }: { prefill?: Prefill }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ArcoFormValues>(() => prefilled(EMPTY_VALUES, prefill));
  const [errors, setErrors] = useState<ArcoFormErrors>({});
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaResetKey, setCaptchaResetKey] = useState(0);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  /** The request's id while this form is being sent: kept after a failure, so a retry is safe. */
  const requestIdRef = useRef<string | null>(null);
  const [sent, setSent] = useState<{ id: string; email: string } | null>(null);
  const [messages, show] = useTimedMessages();

  const fieldId = (field: ArcoField) => `${id}-${field}`;
  const errorId = (field: ArcoField) => `${id}-${field}-error`;
  const hintId = (field: ArcoField) => `${id}-${field}-hint`;

  function handleChange(
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) {
    const field = event.target.name as ArcoField;
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) {
      setErrors((current) => {
        const next = { ...current };
        delete next[field];
        return next;
      });
    }
  }

  function control(field: ArcoField, baseClass: 'form-control' | 'form-select', hint = false) {
    const error = errors[field];
    const describedBy = [hint ? hintId(field) : undefined, error ? errorId(field) : undefined]
      .filter(Boolean)
      .join(' ');
    return {
      id: fieldId(field),
      name: field,
      value: values[field],
      onChange: handleChange,
      className: `${baseClass}${error ? ' is-invalid' : ''}`,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
  }

  function fieldError(field: ArcoField) {
    const error = errors[field];
    return error ? (
      <div id={errorId(field)} className="invalid-feedback">
        {error}
      </div>
    ) : null;
  }

  function focusFirstInvalid(found: ArcoFormErrors) {
    const first = ARCO_FIELDS.find((field) => found[field] !== undefined);
    const element = first ? formRef.current?.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  }

  function resetCaptcha() {
    setCaptchaToken(null);
    setCaptchaResetKey((key) => key + 1);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    let rules = schema;
    if (!rules) {
      sendingRef.current = true;
      try {
        rules = await loadSchema();
      } catch {
        show([{ variant: 'danger', text: text.unreachable }]);
        return;
      } finally {
        sendingRef.current = false;
      }
    }

    const parsed = rules.parseArcoForm(values);
    setErrors(parsed.ok ? {} : parsed.errors);
    show(captchaToken ? [] : [{ variant: 'danger', text: text.captchaRequired }]);
    if (!parsed.ok) {
      focusFirstInvalid(parsed.errors);
      return;
    }
    if (!captchaToken) return;

    sendingRef.current = true;
    setSending(true);
    requestIdRef.current ??= newRequestId();
    let outcome: ArcoOutcome;
    try {
      outcome = await sendArcoRequest({
        id: requestIdRef.current,
        data: parsed.value,
        captchaToken,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      });
    } catch {
      outcome = { kind: 'unreachable' };
    } finally {
      sendingRef.current = false;
      setSending(false);
    }

    if (outcome.kind === 'sent') {
      requestIdRef.current = null;
      setSent({ id: outcome.id, email: parsed.value.email });
      setValues(EMPTY_VALUES);
      setErrors({});
      resetCaptcha();
      show([]);
      return;
    }
    if (outcome.kind === 'refused') {
      if (outcome.status === 409) requestIdRef.current = null;
      if (tokenMayBeSpent(outcome.status)) resetCaptcha();
      show([{ variant: 'danger', text: outcome.message }]);
      return;
    }
    // No answer: the same id and token go again, so a request that did arrive is not doubled.
    show([{ variant: 'danger', text: text.unreachable }]);
  }

  if (sent) return <SentPanel {...sent} onAnother={() => setSent(null)} />;

  return (
    <form
      ref={formRef}
      {...nativeSubmit(ARCO_ANCHOR)}
      noValidate
      onSubmit={handleSubmit}
      onFocus={preloadSchema}
      onPointerDown={preloadSchema}
      aria-busy={sending}
    >
      <fieldset disabled={sending} className="row g-3">
        <div className="col-md-6">
          <label htmlFor={fieldId('fullName')} className="form-label">
            {text.labels.fullName}
          </label>
          <input
            {...control('fullName', 'form-control')}
            type="text"
            autoComplete="name"
            maxLength={FIELD_MAX_LENGTH.fullName}
            required
          />
          {fieldError('fullName')}
        </div>

        <div className="col-md-6">
          <label htmlFor={fieldId('email')} className="form-label">
            {text.labels.email}
          </label>
          <input
            {...control('email', 'form-control', true)}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={FIELD_MAX_LENGTH.email}
            required
          />
          <div id={hintId('email')} className="form-text">
            {text.emailHint}
          </div>
          {fieldError('email')}
        </div>

        <div className="col-12">
          <label htmlFor={fieldId('right')} className="form-label">
            {text.labels.right}
          </label>
          <select {...control('right', 'form-select')} required>
            <option value="">{text.choose}</option>
            {ARCO_RIGHTS.map((right) => (
              <option key={right} value={right}>
                {right}
              </option>
            ))}
          </select>
          {fieldError('right')}
        </div>

        <div className="col-12">
          <label htmlFor={fieldId('details')} className="form-label">
            {text.labels.details}
          </label>
          <textarea
            {...control('details', 'form-control', true)}
            rows={5}
            maxLength={DETAILS_MAX_LENGTH}
            required
          />
          <div id={hintId('details')} className="form-text">
            {text.detailsHint}
          </div>
          {fieldError('details')}
        </div>

        <div className="col-12">
          <HumanCheck
            resetKey={captchaResetKey}
            onChange={setCaptchaToken}
            issueStandInToken={issueStandInToken}
            onExpired={() => show([{ variant: 'danger', text: text.captchaExpired }])}
          />
        </div>

        <div className="col-12">
          <FormMessages messages={messages} />
          <ShortPrivacyNotice purpose="arco" />
          <button type="submit" className="btn btn-action btn-lg">
            {sending ? text.submitting : text.submit}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

/** What happens next, with the request's folio; it takes the focus the vanished form had. */
function SentPanel({ id, email, onAnother }: { id: string; email: string; onAnother: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="alert alert-success" role="status">
      <h3 className="h5 alert-heading">{text.sentTitle}</h3>
      <p>{text.sent(email)}</p>
      <p className="mb-3">
        <strong>{text.folio(id)}</strong>
      </p>
      <button type="button" className="btn btn-outline-dark" onClick={onAnother}>
        {text.another}
      </button>
    </div>
  );
}
