/**
 * "Invitar a un usuario" (the company's administrator): an e-mail and a role; the inviteMember
 * function writes the invitation and sends its e-mail (a link valid 7 days). What was typed stays
 * when the function refuses (its Spanish message shows above the button); after a success the
 * form empties and the pending invitations are read again.
 */
import { RoleOptions } from '@/features/rental/company/role-options';
import { useId, useState } from 'react';
import { FieldShell, controlClass } from '@/components/ui/field-shell';
import { focusFirstInvalid } from '@/components/ui/outcome-message';
import { inviteMember, invitesKey, listPendingInvites } from '@/data/rental/company/company';
import { parseMemberInvite } from '@/domain/schemas/member-form';
import { fetchQuery } from '@/lib/query-cache';
import { COMPANY_TEXT as T } from '../company-messages';
import { FormOutcome, SubmitButton } from './form-parts';
import { PortalCard } from './portal-card';

type Field = 'email' | 'role';

const EMPTY: Record<Field, string> = { email: '', role: '' };
const FIELDS: readonly Field[] = ['email', 'role'];

/** A failed call's message: the function's own Spanish one (FunctionCallError), else a general one. */
function failureMessage(error: unknown): string {
  return error instanceof Error && error.name === 'FunctionCallError' && error.message
    ? error.message
    : 'No se pudo enviar la invitación. Intenta de nuevo.';
}

export function InviteForm({ clientId }: { clientId: string }) {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function change(name: Field, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  async function submit() {
    setFailure(null);
    setSent(null);
    const parsed = parseMemberInvite(values);
    if (!parsed.ok) {
      // Every field's error at once; the keyboard goes to the first.
      setErrors(parsed.errors);
      setTimeout(() => focusFirstInvalid(FIELDS, parsed.errors, (name) => `${id}-${name}`), 0);
      return;
    }
    setBusy(true);
    try {
      const answer = await inviteMember(parsed.value);
      // The function's own Spanish answer ("Enviamos la invitación a … Es válida por 7 días.").
      const message = answer.message || T.inviteSent(parsed.value.email);
      // It takes the keyboard (FormOutcome), as a refusal does.
      setSent(message);
      setValues(EMPTY);
      void fetchQuery(invitesKey(clientId), () => listPendingInvites(clientId), {
        force: true,
      }).catch(() => {});
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PortalCard id="invitar" title={T.inviteTitle}>
      <p>{T.inviteIntro}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FieldShell id={`${id}-email`} label={T.inviteEmail} error={errors.email}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="off"
              className={controlClass('form-control', errors.email)}
              value={values.email}
              onChange={(event) => change('email', event.target.value)}
            />
          )}
        </FieldShell>
        <FieldShell id={`${id}-role`} label={T.inviteRole} error={errors.role}>
          {(control) => (
            <select
              {...control}
              className={controlClass('form-select', errors.role)}
              value={values.role}
              onChange={(event) => change('role', event.target.value)}
            >
              <option value="">{T.chooseRole}</option>
              <RoleOptions />
            </select>
          )}
        </FieldShell>
        <FormOutcome failure={failure} sent={sent} />
        <SubmitButton busy={busy} label={T.sendInvite} busyLabel={T.sendingInvite} />
      </form>
    </PortalCard>
  );
}
