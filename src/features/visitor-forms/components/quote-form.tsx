import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { HumanCheck } from '@/components/human-check';
import { sectionIds } from '@/config/paths';
import { ShortPrivacyNotice } from '@/components/short-privacy-notice';
import { EQUIPMENT_QUANTITIES, QUOTE_CLIENT_TYPES, SERVICE_TYPES } from '@/domain/entities';
import { MEXICAN_STATES } from '@/domain/mexican-states';
import { FIELD_MAX_LENGTH } from '@/domain/schemas/plain';
import type * as ValidationModule from '@/domain/validation';
import type { QuoteField, QuoteFormErrors, QuoteFormValues } from '@/domain/validation';
import { autoId as newSubmissionId } from '@/lib/auto-id';
import { requestStandInToken, sendQuote, type QuoteOutcome } from '../api/send-quote';
import { FormMessages } from './form-messages';
import { useTimedMessages } from '../hooks/use-timed-messages';
import { quoteText as text } from '../messages';
import { nativeSubmit, prefilled, type Prefill } from '../utils/prefill';
import { outcomeMessages } from '../utils/quote-outcome';

const QUOTE_FIELDS = Object.keys(text.labels) as QuoteField[];
const EMPTY_VALUES = Object.fromEntries(
  QUOTE_FIELDS.map((field) => [field, '']),
) as QuoteFormValues;

type Validation = typeof ValidationModule;
let validation: Validation | undefined;
let validationLoading: Promise<Validation> | undefined;

/**
 * The form's schema (src/domain/schemas/lead.ts, with the validation library) loads
 * when the form comes near the screen or is first touched, never with the page: the landing page's
 * first load stays within its budget (docs/decisions/0012-entity-schemas.md). A submit that comes
 * first waits for it.
 */
function loadValidation(): Promise<Validation> {
  validationLoading ??= import('@/domain/validation').then(
    (loaded) => (validation = loaded),
    (error: unknown) => {
      validationLoading = undefined;
      throw error;
    },
  );
  return validationLoading;
}

const preloadValidation = () => void loadValidation().catch(() => {});

/** Loads the form's schema ahead of the first submit. */
export function preloadQuoteValidation(): Promise<void> {
  return loadValidation().then(() => undefined);
}

/**
 * The local stand-in check gets real single-use tokens from the quote function (emulator only,
 * functions/README.md). Builds with a reCAPTCHA site key show the real widget and drop this.
 */
const issueStandInToken = import.meta.env.VITE_RECAPTCHA_SITE_KEY
  ? undefined
  : () => requestStandInToken();

/**
 * Whether the quote function may have spent the captcha token before refusing with `status`
 * (functions/src/quote/handler.ts checks the fields and the id before the token, the per-e-mail
 * and overall limits and the store after it). Then the check must be solved again.
 */
function tokenMayBeSpent(status: number): boolean {
  return status === 403 || status === 429 || status >= 500;
}

/**
 * Quote request form of the landing page (section #landing-page-section). Validates in the app,
 * needs the human check, sends the request to the quote function (which verifies and stores it)
 * and subscribes the visitor to the newsletter. What was typed stays on any failure; the form
 * resets only once it was sent. `prefill`: what was typed before the form's code loaded.
 */
export function QuoteForm({ prefill }: { prefill?: Prefill }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<QuoteFormValues>(() => prefilled(EMPTY_VALUES, prefill));
  const [errors, setErrors] = useState<QuoteFormErrors>({});
  /** The human check's single-use token (null until solved, and after it was used up). */
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaResetKey, setCaptchaResetKey] = useState(0);
  const [sending, setSending] = useState(false);
  // State updates land after the event: the ref is what makes a double click send one request.
  const sendingRef = useRef(false);
  /**
   * The request's id (contactSubmissions/{id}) while this form is being sent: kept after a
   * failure, so a retry of a request that did arrive is answered "stored" instead of making a
   * second lead; a new one after a success or a 409 (the id was taken with other data).
   */
  const submissionIdRef = useRef<string | null>(null);
  const [messages, show] = useTimedMessages();

  // Load the schema once the form is about to be seen (the form also does on focus or a tap).
  useEffect(() => {
    const form = formRef.current;
    if (!form || validation || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        preloadValidation();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(form);
    return () => observer.disconnect();
  }, []);

  const fieldId = (field: QuoteField) => `${id}-${field}`;
  const errorId = (field: QuoteField) => `${id}-${field}-error`;

  function handleChange(
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) {
    const field = event.target.name as QuoteField;
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

  /** id, name, value, handlers and the ARIA wiring shared by every control. */
  function control(field: QuoteField, baseClass: 'form-control' | 'form-select') {
    const error = errors[field];
    const hint = field === 'phone' ? `${id}-phone-hint` : undefined;
    const describedBy = [hint, error ? errorId(field) : undefined].filter(Boolean).join(' ');
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

  function fieldError(field: QuoteField) {
    const error = errors[field];
    return error ? (
      <div id={errorId(field)} className="invalid-feedback">
        {error}
      </div>
    ) : null;
  }

  function focusFirstInvalid(found: QuoteFormErrors) {
    const first = QUOTE_FIELDS.find((field) => found[field] !== undefined);
    if (!first) return;
    const element = formRef.current?.elements.namedItem(first);
    if (element instanceof HTMLElement) element.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    let rules = validation;
    if (!rules) {
      sendingRef.current = true;
      try {
        rules = await loadValidation();
      } catch {
        // Without its code the form can neither be checked nor sent: the connection failed.
        show([{ variant: 'danger', text: text.unreachable }]);
        return;
      } finally {
        sendingRef.current = false;
      }
    }

    const parsed = rules.parseQuoteForm(values);
    setErrors(parsed.ok ? {} : parsed.errors);
    show(captchaToken ? [] : [{ variant: 'danger', text: text.captchaRequired }]);
    if (!parsed.ok) {
      focusFirstInvalid(parsed.errors);
      return;
    }
    if (!captchaToken) return;

    sendingRef.current = true;
    setSending(true);
    submissionIdRef.current ??= newSubmissionId();
    let outcome: QuoteOutcome;
    try {
      outcome = await sendQuote({
        id: submissionIdRef.current,
        data: parsed.value,
        captchaToken,
      });
    } catch {
      // sendQuote reports every failure as a value; this only guards against the unforeseen.
      outcome = { kind: 'unreachable' };
    } finally {
      sendingRef.current = false;
      setSending(false);
    }

    const resetCaptcha = () => {
      setCaptchaToken(null);
      setCaptchaResetKey((key) => key + 1);
    };
    if (outcome.kind === 'sent') {
      submissionIdRef.current = null;
      setValues(EMPTY_VALUES);
      setErrors({});
      resetCaptcha();
    } else if (outcome.kind === 'refused') {
      if (outcome.status === 409) submissionIdRef.current = null;
      if (tokenMayBeSpent(outcome.status)) resetCaptcha();
    }
    // 'unreachable': the same id and token go again, so a retry of a request that did arrive is
    // answered "stored" without a second lead.
    show(outcomeMessages(outcome));
  }

  return (
    <form
      ref={formRef}
      {...nativeSubmit(sectionIds.contact)}
      noValidate
      onSubmit={handleSubmit}
      onFocus={preloadValidation}
      onPointerDown={preloadValidation}
      aria-busy={sending}
    >
      {/* A disabled fieldset disables every control inside it, the button included. */}
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
          <label htmlFor={fieldId('clientType')} className="form-label">
            {text.labels.clientType}
          </label>
          <select {...control('clientType', 'form-select')} required>
            <option value="">{text.choose}</option>
            {QUOTE_CLIENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
          {fieldError('clientType')}
        </div>

        <div className="col-md-6">
          <label htmlFor={fieldId('corporateEmail')} className="form-label">
            {text.labels.corporateEmail}
          </label>
          <input
            {...control('corporateEmail', 'form-control')}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={FIELD_MAX_LENGTH.corporateEmail}
            required
          />
          {fieldError('corporateEmail')}
        </div>

        <div className="col-md-6">
          <label htmlFor={fieldId('phone')} className="form-label">
            {text.labels.phone}
          </label>
          <input
            {...control('phone', 'form-control')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={FIELD_MAX_LENGTH.phone}
            required
          />
          <div id={`${id}-phone-hint`} className="form-text">
            {text.phoneHint}
          </div>
          {fieldError('phone')}
        </div>

        <div className="col-md-6">
          <label htmlFor={fieldId('serviceType')} className="form-label">
            {text.labels.serviceType}
          </label>
          <select {...control('serviceType', 'form-select')} required>
            <option value="">{text.choose}</option>
            {SERVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
          {fieldError('serviceType')}
        </div>

        <div className="col-md-6">
          <label htmlFor={fieldId('equipmentQuantity')} className="form-label">
            {text.labels.equipmentQuantity}
          </label>
          <select {...control('equipmentQuantity', 'form-select')} required>
            <option value="">{text.choose}</option>
            {EQUIPMENT_QUANTITIES.map((band) => (
              <option key={band} value={band}>
                {text.equipmentOptions[band]}
              </option>
            ))}
          </select>
          {fieldError('equipmentQuantity')}
        </div>

        <div className="col-md-6">
          <label htmlFor={fieldId('company')} className="form-label">
            {text.labels.company}
          </label>
          <input
            {...control('company', 'form-control')}
            type="text"
            autoComplete="organization"
            maxLength={FIELD_MAX_LENGTH.company}
            required
          />
          {fieldError('company')}
        </div>

        <div className="col-md-6">
          <label htmlFor={fieldId('state')} className="form-label">
            {text.labels.state}
          </label>
          <select {...control('state', 'form-select')} required>
            <option value="">{text.choose}</option>
            {MEXICAN_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
          {fieldError('state')}
        </div>

        <div className="col-12">
          <label htmlFor={fieldId('message')} className="form-label">
            {text.labels.message}
          </label>
          <textarea
            {...control('message', 'form-control')}
            rows={4}
            maxLength={FIELD_MAX_LENGTH.message}
          />
          {fieldError('message')}
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
          <ShortPrivacyNotice purpose="quote" />
          <button type="submit" className="btn btn-action btn-lg">
            {sending ? text.submitting : text.submit}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
