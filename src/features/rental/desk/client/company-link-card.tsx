/**
 * "Vincular como cliente" on a person's desk page: a verified account joins a NEW company (its
 * name, optional RFC, contact e-mail — the person's unless changed — and contact name; the person
 * becomes its "Administrador de la cuenta") or an EXISTING one, chosen from the companies, with a
 * role. An unverified account gets no form (the rules refuse it too). Prefilled from the account,
 * its customer data and the lead of `?lead=`; the companies are read only when "Una empresa
 * existente" is chosen.
 */
import { RoleOptions } from '@/features/rental/company/role-options';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import {
  clientPrefillKey,
  getClientPrefill,
  type ClientPrefill,
} from '@/data/rental/company/client-account';
import {
  companiesKey,
  linkToCompany,
  linkToNewCompany,
  listCompanies,
  MemberRefusedError,
  type Person,
} from '@/data/rental/company/company-desk';
import { failureMessage } from '@/data/failure-message';
import { normalizeRfc, RFC_MESSAGE, RFC_PATTERN, type MemberRole } from '@/domain/company';
import {
  INVALID_EMAIL_MESSAGE,
  isValidEmail,
  REQUIRED_FIELD_MESSAGE,
  SELECT_OPTION_MESSAGE,
  tooLongMessage,
} from '@/domain/schemas/plain';
import type { UserDoc } from '@/domain/schemas/user';
import { useQuery } from '@/hooks/use-query';
import { useSession } from '@/lib/session';
import { FieldShell, controlClass } from '@/components/ui/field-shell';
import { LoadStatus } from '@/components/ui/load-status';
import { TextField } from '@/components/ui/text-field';
import { DESK_UI_TEXT } from '@/content/desk-ui';
import { MEMBER_TEXT } from '../company/member-texts';
import { CLIENT_PAGE_TEXT as T } from './client-messages';
import { DeskCard } from '../desk-card';

/** The link form's texts (a lazy chunk: not in ./client-messages.ts, which the page loads). */
const L = {
  cannotLink:
    'No se puede vincular como cliente: la persona aún no ha verificado su correo. Pídele que abra el enlace de verificación que le enviamos y vuelve a comprobar.',
  checkAgain: 'Volver a comprobar',
  chooseCompany: 'Elige una empresa',
  company: 'Empresa',
  companyName: 'Nombre de la empresa',
  contactEmailHint: 'El de la persona, si no se cambia.',
  existingCompany: 'Una empresa existente',
  fromLead: (who: string) => `Datos tomados de la solicitud de ${who}.`,
  link: 'Vincular como cliente',

  linkDenied:
    'No se pudo vincular como cliente: la base de datos lo rechazó. Solo se puede vincular una cuenta con el correo verificado, y solo lo hace un administrador.',
  linkFailed: 'No se pudo vincular como cliente. Intenta de nuevo.',
  linkIntro:
    'Al vincularla a una empresa, la persona ve los equipos de la empresa en su cuenta según su rol: captura lecturas y pide tóner o servicio.',
  linkTitle: 'Vincular como cliente',
  linking: 'Vinculando…',
  newCompany: 'Una empresa nueva',
  newCompanyRole:
    'La persona será “Administrador de la cuenta” de la empresa nueva: podrá invitar a sus compañeros.',
  noCompanies: 'Aún no hay empresas: vincula a la persona a una empresa nueva.',
  rfc: 'RFC',
  rfcHint: 'Opcional.',
  whichCompany: 'Empresa',
} as const;

/** The limits of the company's texts (firestore.rules). */
const NAME_MAX = 120;
const COMPANY_MAX = 150;

type Mode = 'new' | 'existing';
type Field = 'company' | 'rfc' | 'email' | 'name' | 'clientId';
type Values = Record<Field, string> & { role: MemberRole };

function validate(mode: Mode, values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (mode === 'existing') {
    if (values.clientId === '') errors.clientId = SELECT_OPTION_MESSAGE;
    return errors;
  }
  const company = values.company.trim();
  if (company === '') errors.company = REQUIRED_FIELD_MESSAGE;
  else if ([...company].length > COMPANY_MAX) errors.company = tooLongMessage(COMPANY_MAX);
  const rfc = normalizeRfc(values.rfc);
  if (rfc !== '' && !RFC_PATTERN.test(rfc)) errors.rfc = RFC_MESSAGE;
  const email = values.email.trim();
  if (email === '') errors.email = REQUIRED_FIELD_MESSAGE;
  else if (!isValidEmail(email)) errors.email = INVALID_EMAIL_MESSAGE;
  const name = values.name.trim();
  if (name === '') errors.name = REQUIRED_FIELD_MESSAGE;
  else if ([...name].length > NAME_MAX) errors.name = tooLongMessage(NAME_MAX);
  return errors;
}

const FIELD_ORDER: Field[] = ['clientId', 'company', 'rfc', 'email', 'name'];

function CompanySelect({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { state, reload } = useQuery(companiesKey(), listCompanies);
  if (state.status !== 'ready')
    return <LoadStatus texts={DESK_UI_TEXT} state={state} onRetry={reload} />;
  if (state.value.length === 0) return <p className="text-secondary">{L.noCompanies}</p>;
  return (
    <FieldShell id={id} label={L.company} error={error} className="col-md-6 mb-3">
      {(control) => (
        <select
          {...control}
          className={controlClass('form-select', error)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{L.chooseCompany}</option>
          {state.value.map((company) => (
            <option key={company.id} value={company.id}>
              {company.company || company.name || company.email}
              {company.rfc ? ` (${company.rfc})` : ''}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

function LinkForm({
  person,
  prefill,
  onLinked,
}: {
  person: Person;
  prefill: ClientPrefill;
  onLinked: (name: string) => void;
}) {
  const { user: me } = useSession();
  const id = useId();
  const [mode, setMode] = useState<Mode>('new');
  const [values, setValues] = useState<Values>({
    company: prefill.company,
    rfc: '',
    email: person.email,
    name: prefill.name,
    clientId: '',
    role: 'usuario',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);
  const set = (field: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const found = validate(mode, values);
    setErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      if (mode === 'new')
        await linkToNewCompany(
          person,
          {
            company: values.company,
            rfc: normalizeRfc(values.rfc),
            email: values.email,
            name: values.name,
            leadId: prefill.lead?.id ?? null,
          },
          me?.uid ?? '',
        );
      else await linkToCompany(person, values.clientId, values.role, me?.uid ?? '');
      onLinked(person.name || person.email);
    } catch (error) {
      setFailure(
        error instanceof MemberRefusedError
          ? MEMBER_TEXT.alreadyMember
          : failureMessage(error, { denied: L.linkDenied, failed: L.linkFailed }),
      );
      setBusy(false);
    }
  }

  const text = (name: 'company' | 'rfc' | 'email' | 'name', label: string, hint?: string) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      value={values[name]}
      onChange={set(name)}
      error={errors[name]}
      hint={hint}
      autoComplete={
        name === 'name'
          ? 'name'
          : name === 'email'
            ? 'email'
            : name === 'company'
              ? 'organization'
              : 'off'
      }
    />
  );

  return (
    <form
      noValidate
      aria-labelledby="client-link-title"
      aria-busy={busy}
      onSubmit={(e) => void submit(e)}
    >
      {prefill.lead && <p className="small text-secondary">{L.fromLead(prefill.lead.who)}</p>}
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{L.whichCompany}</legend>
        {(['new', 'existing'] as const).map((option) => (
          <div key={option} className="form-check form-check-inline">
            <input
              className="form-check-input"
              type="radio"
              name={`${id}-mode`}
              id={`${id}-mode-${option}`}
              checked={mode === option}
              onChange={() => {
                setMode(option);
                setErrors({});
              }}
            />
            <label className="form-check-label" htmlFor={`${id}-mode-${option}`}>
              {option === 'new' ? L.newCompany : L.existingCompany}
            </label>
          </div>
        ))}
      </fieldset>
      {mode === 'new' ? (
        <>
          <p className="small">{L.newCompanyRole}</p>
          <div className="row">
            {text('company', L.companyName)}
            {text('rfc', L.rfc, L.rfcHint)}
            {text('email', T.contactEmail, L.contactEmailHint)}
            {text('name', T.contactName)}
          </div>
        </>
      ) : (
        <div className="row">
          <CompanySelect
            id={`${id}-clientId`}
            value={values.clientId}
            error={errors.clientId}
            onChange={set('clientId')}
          />
          <FieldShell id={`${id}-role`} label={MEMBER_TEXT.role} className="col-md-6 mb-3">
            {(control) => (
              <select
                {...control}
                className="form-select"
                value={values.role}
                onChange={(event) => set('role')(event.target.value)}
              >
                <RoleOptions />
              </select>
            )}
          </FieldShell>
        </div>
      )}
      {failure && (
        <div ref={failureRef} tabIndex={-1} role="alert" className="alert alert-danger">
          {failure}
        </div>
      )}
      <Button type="submit" variant="primary" className="d-inline-flex align-items-center gap-2">
        {busy && <Spinner animation="border" size="sm" aria-hidden="true" />}
        {busy ? L.linking : L.link}
      </Button>
    </form>
  );
}

function VerifiedLink({
  uid,
  user,
  leadId,
  onLinked,
}: {
  uid: string;
  user: UserDoc;
  leadId: string | null;
  onLinked: (name: string) => void;
}) {
  const { state, reload } = useQuery(clientPrefillKey(uid, leadId), () =>
    getClientPrefill(uid, user, leadId),
  );
  return (
    <>
      <LoadStatus texts={DESK_UI_TEXT} state={state} onRetry={reload} />
      {state.status === 'ready' && (
        <LinkForm
          person={{ uid, email: user.email, name: user.name || state.value.name }}
          prefill={state.value}
          onLinked={onLinked}
        />
      )}
    </>
  );
}

export function LinkCard({
  uid,
  user,
  leadId,
  onCheckAgain,
  onLinked,
}: {
  uid: string;
  user: UserDoc;
  leadId: string | null;
  onCheckAgain: () => void;
  onLinked: (name: string) => void;
}) {
  const verified = user.emailVerified === true;
  return (
    <DeskCard id="client-link-title" title={L.linkTitle}>
      {verified ? (
        <>
          <p>{L.linkIntro}</p>
          <VerifiedLink uid={uid} user={user} leadId={leadId} onLinked={onLinked} />
        </>
      ) : (
        <div
          role="alert"
          className="alert alert-warning d-flex flex-wrap align-items-center gap-3 mb-0"
        >
          <span>{L.cannotLink}</span>
          <Button variant="outline-dark" size="sm" onClick={onCheckAgain}>
            {L.checkAgain}
          </Button>
        </div>
      )}
    </DeskCard>
  );
}
