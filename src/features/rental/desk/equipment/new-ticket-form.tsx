/**
 * "Nuevo ticket" on a client's desk page: a request the client made by phone or e-mail becomes a
 * ticket opened by the company (`openedBy: 'empresa'`) in the name of a member ("A nombre de",
 * the company's administrador by default), on one of its devices whose contract runs, with the
 * same fields as the client's forms (toner colours and a note; a fault's category and
 * description) and the same clock. The members come from the page's own query (company-members
 * reads them with the same key: no second read).
 */
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { FieldShell } from '@/components/ui/field-shell';
import { FormFrame } from '@/components/ui/form-frame';
import { LoadStatus } from '@/components/ui/load-status';
import { SelectField, TextAreaField } from '@/components/ui/text-field';
import { adminTicketPath } from '@/config/paths';
import { DESK_UI_TEXT } from '@/content/desk-ui';
import type { Equipment, TicketInit } from '@/data/rental/client-portal';
import { listMembers, membersKey } from '@/data/rental/company/company';
import { failureMessage } from '@/data/failure-message';
import { createDeskTicket } from '@/data/rental/service/ticket-desk';
import { TonerRequestOpenError } from '@/data/rental/service/service-limits';
import { FAULT_CATEGORIES, TONER_COLORS, type TonerColor } from '@/domain/client-portal';
import { MEMBER_ROLE_LABELS } from '@/domain/company';
import { TICKET_DESCRIPTION_MAX_LENGTH } from '@/domain/schemas/ticket';
import { parseFaultReport, parseTonerRequest } from '@/domain/schemas/ticket-form';
import { shownValue, useQuery } from '@/hooks/use-query';
import { EQUIPMENT_TEXT } from './equipment-texts';
import { SERVICE_FORM_TEXT } from './service-form-texts';

const T = { ...EQUIPMENT_TEXT, ...SERVICE_FORM_TEXT };

type Field = 'equipment' | 'member' | 'tonerColors' | 'category' | 'description';

const deviceLabel = (device: Equipment) =>
  `${device.model} (${T.serialLabel(device.serial)})${device.location.area ? ` · ${device.location.area}` : ''}`;

export function NewTicketForm({
  clientId,
  devices,
  onCancel,
  onCreated,
}: {
  clientId: string;
  /** The company's devices whose contract runs. */
  devices: readonly Equipment[];
  onCancel: () => void;
  onCreated: (message: string) => void;
}) {
  const id = useId();
  const membersQuery = useQuery(membersKey(clientId), () => listMembers(clientId));
  // Who can see a ticket: the account's administrators and users (not "Facturación").
  const members = shownValue(membersQuery.state)?.filter((m) => m.role !== 'facturacion');
  const defaultMember =
    members?.find((m) => m.role === 'administrador')?.uid ?? members?.[0]?.uid ?? '';
  const [equipmentId, setEquipmentId] = useState(
    devices.length === 1 ? (devices[0]?.id ?? '') : '',
  );
  const [memberUid, setMemberUid] = useState<string | null>(null);
  const [kind, setKind] = useState<'toner' | 'falla'>('toner');
  const [colors, setColors] = useState<TonerColor[]>([]);
  const [category, setCategory] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const device = devices.find((d) => d.id === equipmentId);
  const offered = device && !device.color ? (['Negro'] as const) : TONER_COLORS;
  const chosenMember = memberUid ?? defaultMember;

  async function submit() {
    setFailure(null);
    const next: Partial<Record<Field, string>> = {};
    if (!device) next.equipment = T.pickDevice;
    const member = members?.find((m) => m.uid === chosenMember);
    if (!member) next.member = T.pickMember;
    let init: TicketInit | null = null;
    if (kind === 'toner') {
      const parsed = parseTonerRequest({
        tonerColors: colors.filter((c) => (offered as readonly string[]).includes(c)),
        description,
      });
      if (parsed.ok) init = { kind: 'toner', ...parsed.value };
      else Object.assign(next, parsed.errors);
    } else {
      const parsed = parseFaultReport({ category, description });
      if (parsed.ok) init = { kind: 'falla', ...parsed.value };
      else Object.assign(next, parsed.errors);
    }
    setErrors(next);
    if (!device || !member || !init || Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      const ticketId = await createDeskTicket(device, init, {
        uid: member.uid,
        email: member.email,
      });
      setCreated(ticketId);
      onCreated(T.ticketCreated);
    } catch (error) {
      // A colour already asked for: "Ya hay una solicitud de tóner Negro abierta para este equipo."
      setFailure(
        error instanceof TonerRequestOpenError
          ? error.message
          : failureMessage(error, { denied: T.ticketDenied, failed: T.ticketFailed }),
      );
    } finally {
      setBusy(false);
    }
  }

  if (created)
    return (
      <div className="alert alert-success" role="status">
        {T.ticketCreated} <Link to={adminTicketPath(created)}>{T.viewTicket}</Link>
        <button type="button" className="btn btn-link btn-sm ms-2" onClick={onCancel}>
          {T.closeNotice}
        </button>
      </div>
    );

  return (
    <FormFrame
      texts={DESK_UI_TEXT}
      title={T.newTicketTitle}
      headingLevel={4}
      busy={busy}
      failure={failure}
      submitLabel={T.createTicket}
      busyLabel={T.creatingTicket}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <p className="small text-secondary">{T.newTicketIntro}</p>
      <FieldShell id={`${id}-equipment`} label={T.deviceLabel} error={errors.equipment}>
        {(control) => (
          <select
            {...control}
            className={errors.equipment ? 'form-select is-invalid' : 'form-select'}
            value={equipmentId}
            onChange={(event) => {
              setEquipmentId(event.target.value);
              setErrors((e) => ({ ...e, equipment: undefined }));
            }}
          >
            <option value="">{T.pickDevice}</option>
            {devices.map((d) => (
              <option key={d.id} value={d.id}>
                {deviceLabel(d)}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <LoadStatus texts={DESK_UI_TEXT} state={membersQuery.state} onRetry={membersQuery.reload} />
      {members &&
        (members.length === 0 ? (
          <p className="alert alert-warning">{T.noMembersForTicket}</p>
        ) : (
          <FieldShell id={`${id}-member`} label={T.onBehalfLabel} error={errors.member}>
            {(control) => (
              <select
                {...control}
                className={errors.member ? 'form-select is-invalid' : 'form-select'}
                value={chosenMember}
                onChange={(event) => setMemberUid(event.target.value)}
              >
                <option value="">{T.pickMember}</option>
                {members.map((m) => (
                  <option key={m.uid} value={m.uid}>
                    {`${m.name || m.email} (${MEMBER_ROLE_LABELS[m.role]})`}
                  </option>
                ))}
              </select>
            )}
          </FieldShell>
        ))}
      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold">{T.kindLegend}</legend>
        {(['toner', 'falla'] as const).map((value) => (
          <div key={value} className="form-check form-check-inline">
            <input
              id={`${id}-kind-${value}`}
              type="radio"
              name={`${id}-kind`}
              className="form-check-input"
              checked={kind === value}
              onChange={() => {
                setKind(value);
                setErrors({});
              }}
            />
            <label htmlFor={`${id}-kind-${value}`} className="form-check-label">
              {value === 'toner' ? T.kindToner : T.kindFault}
            </label>
          </div>
        ))}
      </fieldset>
      {kind === 'toner' ? (
        <fieldset
          className="mb-3"
          aria-describedby={errors.tonerColors ? `${id}-colors-error` : undefined}
        >
          <legend className="fs-6 fw-semibold">{T.tonerLegend}</legend>
          {offered.map((color) => (
            <div key={color} className="form-check form-check-inline">
              <input
                id={`${id}-color-${color}`}
                type="checkbox"
                className={errors.tonerColors ? 'form-check-input is-invalid' : 'form-check-input'}
                checked={colors.includes(color)}
                onChange={(event) => {
                  setColors((current) =>
                    event.target.checked ? [...current, color] : current.filter((c) => c !== color),
                  );
                  setErrors((e) => ({ ...e, tonerColors: undefined }));
                }}
              />
              <label htmlFor={`${id}-color-${color}`} className="form-check-label">
                {color}
              </label>
            </div>
          ))}
          {errors.tonerColors && (
            <div id={`${id}-colors-error`} className="text-danger small">
              {errors.tonerColors}
            </div>
          )}
        </fieldset>
      ) : (
        <SelectField
          id={`${id}-category`}
          label={T.categoryLabel}
          placeholder={T.pickCategory}
          options={FAULT_CATEGORIES}
          value={category}
          error={errors.category}
          onChange={(value) => {
            setCategory(value);
            setErrors((e) => ({ ...e, category: undefined }));
          }}
        />
      )}
      <TextAreaField
        id={`${id}-description`}
        label={kind === 'toner' ? T.noteLabel : T.descriptionLabel}
        rows={3}
        maxLength={TICKET_DESCRIPTION_MAX_LENGTH}
        value={description}
        error={errors.description}
        onChange={(value) => {
          setDescription(value);
          setErrors((e) => ({ ...e, description: undefined }));
        }}
      />
    </FormFrame>
  );
}
