import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Dialog } from '@/components/dialog';
import toast from 'react-hot-toast';
import { isDataError } from '@/data/errors';
import { CUSTOMER_CLIENT_TYPES, CUSTOMER_CLIENT_TYPE_LABELS } from '@/domain/entities';
import type { UserDoc } from '@/domain/schemas/user';
import { emptyForm } from '@/domain/schemas/fields';
import { MEXICAN_STATES } from '@/domain/mexican-states';
import { formatPhone } from '@/domain/phone';
import {
  parseProfileForm,
  PROFILE_FORM_FIELDS,
  type ProfileFormErrors,
  type ProfileFormValues,
} from '@/domain/profile-form';
import { FIELD_MAX_LENGTH } from '@/domain/schemas/plain';
import type { GuestAccount } from '../api/guest-user';
import { useQuery } from '@/hooks/use-query';
import { customerProfileKey, loadCustomerProfile, saveProfile } from '../api/profile';
import {
  DATA_SERVICE_UNAVAILABLE_MESSAGE,
  PROFILE_LOAD_FAILED_MESSAGE,
  PROFILE_SAVED_MESSAGE,
  PROFILE_SAVE_FAILED_MESSAGE,
  PROFILE_SIGN_IN_REQUIRED_MESSAGE,
  PROGRESS_SAVE_FAILED_MESSAGE,
} from '../messages';
import { guestDisplayName } from '../utils/account';

/** docs/product.md, Timings and limits: the modal closes 1.5 s after a successful save. */
export const PROFILE_MODAL_CLOSE_DELAY_MS = 1500;

export interface ProfileModalProps {
  show: boolean;
  /** The signed-in account (null: the form explains that a session is needed). */
  account: GuestAccount | null;
  /** users/{uid}.name, to prefill the name when there is no customer record yet. */
  storedName: string | null | undefined;
  /** Closes the modal (Escape, the close button, or 1.5 s after saving). */
  onHide: () => void;
  /** "Omitir por ahora": the caller stores the dismissal flag and closes. */
  onSkip: () => void;
  /** After a successful save, with users/{uid} as stored (null if it could not be read back). */
  onSaved: (user: UserDoc | null) => void;
  /** Resolves once the session's users/{uid} exists (GuestUserProvider); awaited before saving. */
  sessionReady?: () => Promise<void>;
}

/** "Actualiza tu Perfil" (docs/product.md, Guest area): the five fields of customers/{uid}. */
export function ProfileModal({
  show,
  account,
  storedName,
  onHide,
  onSkip,
  onSaved,
  sessionReady,
}: ProfileModalProps) {
  const titleId = useId();
  return (
    <Dialog show={show} onHide={onHide} aria-labelledby={titleId} centered>
      <Dialog.Header closeButton closeLabel="Cerrar">
        <Dialog.Title id={titleId} as="h2" className="h4">
          Actualiza tu Perfil
        </Dialog.Title>
      </Dialog.Header>
      {/* Mounted only while open: every opening starts from the stored data. */}
      <ProfileForm
        account={account}
        storedName={storedName}
        onClose={onHide}
        onSkip={onSkip}
        onSaved={onSaved}
        sessionReady={sessionReady}
      />
    </Dialog>
  );
}

type Status = 'loading' | 'idle' | 'saving' | 'saved';
type Message = { variant: 'danger' | 'success'; text: string } | null;

const EMPTY: ProfileFormValues = emptyForm(PROFILE_FORM_FIELDS);

/** The form's text for a failed read or save: the data service missing, or `otherwise`. */
const failureText = (error: unknown, otherwise: string) =>
  isDataError(error, 'unavailable') ? DATA_SERVICE_UNAVAILABLE_MESSAGE : otherwise;

function ProfileForm({
  account,
  storedName,
  onClose,
  onSkip,
  onSaved,
  sessionReady,
}: Omit<ProfileModalProps, 'show' | 'onHide'> & { onClose: () => void }) {
  const [values, setValues] = useState<ProfileFormValues>(EMPTY);
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [status, setStatus] = useState<Status>(account ? 'loading' : 'idle');
  const [message, setMessage] = useState<Message>(
    account ? null : { variant: 'danger', text: PROFILE_SIGN_IN_REQUIRED_MESSAGE },
  );
  const uid = account?.uid ?? null;

  // Prefill from customers/{uid} (and the user's name), once per opening: the read goes through
  // the shared cache (src/hooks/use-query.ts); later renders never overwrite what is typed.
  const customer = useQuery(uid ? customerProfileKey(uid) : null, () =>
    loadCustomerProfile(uid ?? ''),
  );
  const prefilled = useRef(false);
  useEffect(() => {
    const read = customer.state;
    if (prefilled.current || !uid || read.status === 'loading') return;
    prefilled.current = true;
    const name = guestDisplayName(storedName, account);
    if (read.status === 'ready') {
      const stored = read.value;
      setValues({
        fullName: stored?.fullName || name,
        phone: stored ? formatPhone(stored.phone) : '',
        company: stored?.company ?? '',
        clientType: stored?.clientType ?? '',
        state: stored?.state ?? '',
      });
    } else {
      setValues((current) => ({ ...current, fullName: current.fullName || name }));
      setMessage({ variant: 'danger', text: failureText(read.error, PROFILE_LOAD_FAILED_MESSAGE) });
    }
    setStatus('idle');
  }, [customer.state, uid, storedName, account]);

  // Closes 1.5 s after a successful save.
  useEffect(() => {
    if (status !== 'saved') return;
    const timer = window.setTimeout(onClose, PROFILE_MODAL_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status, onClose]);

  const busy = status === 'loading' || status === 'saving' || status === 'saved';

  function onChange(
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = parseProfileForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setMessage({ variant: 'danger', text: parsed.message });
      return;
    }
    setErrors({});
    if (!account) {
      setMessage({ variant: 'danger', text: PROFILE_SIGN_IN_REQUIRED_MESSAGE });
      return;
    }
    setMessage(null);
    setStatus('saving');
    try {
      await sessionReady?.();
      const result = await saveProfile(account, parsed.value);
      if (!result.progressSaved) toast.error(PROGRESS_SAVE_FAILED_MESSAGE);
      onSaved(result.user);
      setMessage({ variant: 'success', text: PROFILE_SAVED_MESSAGE });
      setStatus('saved');
    } catch (error) {
      setMessage({
        variant: 'danger',
        text: failureText(error, PROFILE_SAVE_FAILED_MESSAGE),
      });
      setStatus('idle');
    }
  }

  const fieldProps = (name: keyof ProfileFormValues) => ({
    name,
    value: values[name],
    onChange,
    isInvalid: Boolean(errors[name]),
    'aria-invalid': errors[name] ? true : undefined,
    disabled: busy,
    required: true,
    'aria-describedby': errors[name] ? `perfil-${name}-error` : undefined,
  });
  const feedback = (name: keyof ProfileFormValues) =>
    errors[name] ? (
      <Form.Control.Feedback type="invalid" id={`perfil-${name}-error`}>
        {errors[name]}
      </Form.Control.Feedback>
    ) : null;

  return (
    <Form noValidate onSubmit={onSubmit} aria-busy={status === 'loading' || status === 'saving'}>
      <Dialog.Body>
        <p>Completa tus datos para recibir una atención personalizada y gana 20 puntos.</p>
        {status === 'loading' && (
          <div role="status" className="d-flex align-items-center gap-2 mb-3">
            <div className="spinner-border spinner-border-sm" aria-hidden="true" />
            <span>Cargando tus datos...</span>
          </div>
        )}
        <div aria-live="polite">
          {message && (
            // Bootstrap's alert markup (what react-bootstrap's Alert renders, without its fade
            // code): the modal opens by itself on a new guest's dashboard, so it stays light.
            <div role="alert" className={`alert alert-${message.variant} py-2`}>
              {message.text}
            </div>
          )}
        </div>
        <Form.Group className="mb-3" controlId="perfil-fullName">
          <Form.Label>Nombre completo</Form.Label>
          <Form.Control
            type="text"
            autoComplete="name"
            maxLength={FIELD_MAX_LENGTH.fullName}
            {...fieldProps('fullName')}
          />
          {feedback('fullName')}
        </Form.Group>
        <Form.Group className="mb-3" controlId="perfil-phone">
          <Form.Label>Teléfono</Form.Label>
          <Form.Control
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={FIELD_MAX_LENGTH.phone}
            {...fieldProps('phone')}
          />
          {feedback('phone')}
        </Form.Group>
        <Form.Group className="mb-3" controlId="perfil-company">
          <Form.Label>Empresa</Form.Label>
          <Form.Control
            type="text"
            autoComplete="organization"
            maxLength={FIELD_MAX_LENGTH.company}
            {...fieldProps('company')}
          />
          {feedback('company')}
        </Form.Group>
        <Form.Group className="mb-3" controlId="perfil-clientType">
          <Form.Label>Tipo de cliente</Form.Label>
          <Form.Select {...fieldProps('clientType')}>
            <option value="">Selecciona una opción</option>
            {CUSTOMER_CLIENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {CUSTOMER_CLIENT_TYPE_LABELS[type]}
              </option>
            ))}
          </Form.Select>
          {feedback('clientType')}
        </Form.Group>
        <Form.Group controlId="perfil-state">
          <Form.Label>Estado</Form.Label>
          <Form.Select {...fieldProps('state')}>
            <option value="">Selecciona tu estado</option>
            {MEXICAN_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </Form.Select>
          {feedback('state')}
        </Form.Group>
      </Dialog.Body>
      <Dialog.Footer>
        <Button
          variant="outline-secondary"
          type="button"
          onClick={onSkip}
          disabled={status === 'saving'}
        >
          Omitir por ahora
        </Button>
        <Button className="btn-action" variant="" type="submit" disabled={busy}>
          {status === 'saving' ? 'Guardando...' : 'Guardar Datos'}
        </Button>
      </Dialog.Footer>
    </Form>
  );
}
