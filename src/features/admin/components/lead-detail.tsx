import { useEffect, useRef, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Lead } from '@/data/leads';
import { useSession } from '@/lib/session';
import { useLead, useLeadNotes } from '../hooks/use-lead-detail';
import { useStageChange } from '../hooks/use-stage-change';
import { useUserEmails } from '@/hooks/use-user-emails';
import { ADMIN_TEXT, ANONYMIZE_TEXT, OUTCOME_TEXT, noticeSentText } from '../messages';
import { EQUIPMENT_QUANTITY_LABELS, formatDateTime, formatMxn, sentence } from '@/domain/format';
import { activityTime } from '@/domain/activity';
import { describeTouch, type Touch } from '@/domain/attribution';
import { mailtoLink } from '@/domain/contact-links';
import { formatPhone, phoneLinks } from '@/domain/phone';
import { ClientLinkCard } from './client-link-card';
import { LeadDuplicates, MergedNotice } from './lead-duplicates';
import { LeadFollowUp } from './lead-follow-up';
import { LeadNotice, UnnotifiedBadge } from './lead-notice';
import { LeadNotes } from './lead-notes';
import { LeadPrivacy } from './lead-privacy';
import { LeadUserContext } from './lead-user-context';
import { LoadStatus } from '@/components/ui/load-status';
import { StageBadge, StageSelect } from './stage';
import { ViewHeading } from '@/components/ui/view-heading';
import { DESK_UI_TEXT } from '@/content/desk-ui';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-4 col-lg-3">{term}</dt>
      <dd className="col-sm-8 col-lg-9 text-break">{children}</dd>
    </>
  );
}

/** Where a visit came from, and when (src/domain/attribution.ts). */
function TouchText({ touch }: { touch: Touch }) {
  return (
    <>
      {describeTouch(touch)}
      {touch.at && <span className="text-secondary"> ({formatDateTime(touch.at)})</span>}
    </>
  );
}

/** The list this page was opened from (its filter and search), or the plain list. */
function useBackLink(): string {
  const { state } = useLocation() as { state: unknown };
  const from =
    typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : null;
  const search =
    typeof from === 'string' && from.startsWith('section=solicitudes')
      ? from
      : 'section=solicitudes';
  return `${paths.admin}?${search}`;
}

/** The lead as the function leaves it, for when it cannot be read again at once. */
function anonymizedNow(current: Lead): Lead {
  return {
    ...current,
    fullName: ANONYMIZE_TEXT.placeholder,
    corporateEmail: '',
    phone: '',
    message: '',
    latestNote: null,
    anonymized: { at: new Date().toISOString(), by: '', cause: 'admin', reason: '' },
  };
}

/** One-click contact: call, WhatsApp and e-mail. */
function ContactLinks({ lead }: { lead: Lead }) {
  const links = phoneLinks(lead.phone);
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2 mb-4" aria-label="Contactar">
      {links && (
        <>
          <li>
            <a className="btn btn-outline-primary" href={links.tel}>
              Llamar al {links.international}
            </a>
          </li>
          <li>
            <a
              className="btn btn-outline-primary"
              href={links.whatsapp}
              target="_blank"
              rel="noopener noreferrer"
            >
              WhatsApp al {links.international}
              <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
            </a>
          </li>
        </>
      )}
      <li>
        <a className="btn btn-outline-primary" href={mailtoLink(lead.corporateEmail)}>
          Escribir a {lead.corporateEmail}
        </a>
      </li>
    </ul>
  );
}

function StageCard({
  lead,
  applyChange,
}: {
  lead: Lead;
  applyChange: (id: string, change: (lead: Lead) => Lead) => void;
}) {
  const { user } = useSession();
  const stages = useStageChange(applyChange);
  const emails = useUserEmails(
    [lead.statusChangedBy],
    user?.uid && user.email ? { [user.uid]: user.email } : {},
  );
  const by = lead.statusChangedBy ? (emails[lead.statusChangedBy] ?? lead.statusChangedBy) : null;
  return (
    <section className="card mb-4 shadow-sm" aria-labelledby="lead-stage-title">
      <div className="card-body">
        <h3 id="lead-stage-title" className="h5">
          Etapa
        </h3>
        <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
          <StageBadge stage={lead.status} />
          <div>
            <StageSelect
              fullName={lead.fullName}
              stage={lead.status}
              onChange={(stage, outcome) => void stages.changeStage(lead, stage, outcome)}
            />
          </div>
        </div>
        {lead.status === 'Ganado' && lead.wonMonthlyMxn !== null && (
          <p className="mb-2">
            <strong>{OUTCOME_TEXT.wonFact}:</strong> {formatMxn(lead.wonMonthlyMxn)} al mes (IVA
            incluido){lead.wonEquipment && `, ${lead.wonEquipment}`}
          </p>
        )}
        {lead.status === 'Perdido' && lead.lostReason && (
          <p className="mb-2">
            <strong>{OUTCOME_TEXT.lostFact}:</strong> {lead.lostReason}
            {lead.lostDetail && ` (${lead.lostDetail})`}
          </p>
        )}
        <p className="small text-secondary mb-0">
          {lead.statusChangedAt
            ? sentence(
                `Último cambio: ${formatDateTime(lead.statusChangedAt)}${by ? ` por ${by}` : ''}`,
              )
            : 'La etapa no ha cambiado desde que llegó la solicitud.'}
        </p>
        <p className="visually-hidden" aria-live="polite">
          {stages.saved}
        </p>
        {stages.error && (
          <Alert
            variant="danger"
            className="mt-3 mb-0"
            dismissible
            closeLabel={ADMIN_TEXT.close}
            onClose={stages.dismissError}
          >
            {stages.error}
          </Alert>
        )}
      </div>
    </section>
  );
}

/** Whether and how sales was told ("Aviso a ventas"); null for requests older than the field. */
function NoticeFact({ lead, focus }: { lead: Lead; focus: boolean }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  if (lead.notified && !lead.notifiedVia) return null;
  return (
    <>
      <dt className="col-sm-4 col-lg-3">Aviso a ventas</dt>
      <dd className="col-sm-8 col-lg-9" ref={ref} tabIndex={-1}>
        {lead.notified && lead.notifiedVia ? (
          noticeSentText(lead.notifiedVia, lead.notifiedAt ? formatDateTime(lead.notifiedAt) : null)
        ) : (
          <UnnotifiedBadge />
        )}
      </dd>
    </>
  );
}

function LeadView({
  lead,
  applyChange,
  reload,
  now,
}: {
  lead: Lead;
  applyChange: (id: string, change: (lead: Lead) => Lead) => void;
  reload: () => void;
  now: () => Date;
}) {
  // After "Reenviar aviso" the warning goes: the focus moves to what the data now says.
  const [focusNotice, setFocusNotice] = useState(false);
  // The activities a merge moved here are read again with the lead.
  const notes = useLeadNotes(lead.id);
  const anonymized = lead.anonymized !== null;
  const removed = <span className="text-secondary">{ANONYMIZE_TEXT.placeholder}</span>;
  return (
    <>
      <MergedNotice lead={lead} />
      {!lead.notified && (
        <LeadNotice
          lead={lead}
          onChecked={(fresh, sent) => {
            applyChange(
              lead.id,
              (current) =>
                fresh ?? (sent ? { ...current, notified: true, notifiedVia: 'email' } : current),
            );
            setFocusNotice(true);
          }}
        />
      )}
      {/* An anonymised lead has nobody to call or write to. */}
      {!anonymized && <ContactLinks lead={lead} />}
      <div className="row g-4">
        <div className="col-12 col-xxl-7">
          <section className="card mb-4 shadow-sm" aria-labelledby="lead-data-title">
            <div className="card-body">
              <h3 id="lead-data-title" className="h5">
                Datos de la solicitud
              </h3>
              <dl className="row mb-0">
                <Fact term="Nombre completo">{anonymized ? removed : lead.fullName}</Fact>
                <Fact term="Empresa">{lead.company}</Fact>
                <Fact term="Correo">
                  {anonymized ? (
                    removed
                  ) : (
                    <a href={mailtoLink(lead.corporateEmail)}>{lead.corporateEmail}</a>
                  )}
                </Fact>
                <Fact term="Teléfono">{anonymized ? removed : formatPhone(lead.phone)}</Fact>
                <Fact term="Tipo de cliente">{lead.clientType}</Fact>
                <Fact term="Servicio">{lead.serviceType}</Fact>
                <Fact term="Cantidad de equipos">
                  {EQUIPMENT_QUANTITY_LABELS[lead.equipmentQuantity] ?? lead.equipmentQuantity}
                </Fact>
                <Fact term="Estado">{lead.state}</Fact>
                <Fact term="Mensaje">
                  {anonymized ? (
                    removed
                  ) : lead.message ? (
                    <span className="admin-message">{lead.message}</span>
                  ) : (
                    <span className="text-secondary">Sin mensaje</span>
                  )}
                </Fact>
                <Fact term="Enviada">{formatDateTime(lead.submittedAt)}</Fact>
                {lead.createdAt && <Fact term="Recibida">{formatDateTime(lead.createdAt)}</Fact>}
                <Fact term="Origen: primera visita">
                  {lead.attribution ? (
                    <TouchText touch={lead.attribution.first} />
                  ) : (
                    <span className="text-secondary">Sin datos</span>
                  )}
                </Fact>
                {lead.attribution && (
                  <Fact term="Origen: última visita">
                    <TouchText touch={lead.attribution.last} />
                  </Fact>
                )}
                <NoticeFact lead={lead} focus={focusNotice && lead.notified} />
                <Fact term="ID">
                  <code>{lead.id}</code>
                </Fact>
              </dl>
            </div>
          </section>
          <StageCard lead={lead} applyChange={applyChange} />
          {/* A won contract: the way to link the person as a rental client. */}
          {lead.status === 'Ganado' && !anonymized && (
            <ClientLinkCard leadId={lead.id} email={lead.corporateEmail} />
          )}
          <LeadFollowUp lead={lead} applyChange={applyChange} now={now} />
          <LeadDuplicates
            lead={lead}
            onMerged={() => {
              reload();
              void notes.reload().catch(() => undefined);
            }}
          />
          <LeadPrivacy
            lead={lead}
            onAnonymized={(fresh) =>
              applyChange(lead.id, (current) => fresh ?? anonymizedNow(current))
            }
          />
        </div>
        <div className="col-12 col-xxl-5">
          <LeadNotes
            leadId={lead.id}
            latestAt={lead.latestNote ? activityTime(lead.latestNote) : null}
            awaitingResponse={lead.firstResponseAt === null}
            closed={anonymized}
            onFirstResponse={(at) =>
              applyChange(lead.id, (current) =>
                current.firstResponseAt ? current : { ...current, firstResponseAt: at },
              )
            }
          />
        </div>
      </div>
      {!anonymized && <LeadUserContext email={lead.corporateEmail} />}
    </>
  );
}

/** /admin-dashboard/solicitudes/:id: one lead, its stage, its internal notes and its context. */
export function LeadDetail({ id, now = () => new Date() }: { id: string; now?: () => Date }) {
  const { state, reload, applyChange } = useLead(id);
  const back = useBackLink();
  const lead = state.status === 'ready' ? state.value : null;
  const heading = lead
    ? `${lead.fullName} — ${lead.company}`
    : state.status === 'ready'
      ? 'Solicitud no encontrada'
      : 'Solicitud';
  return (
    <>
      <p className="mb-2">
        <Link to={back}>
          <span aria-hidden="true">← </span>
          {ADMIN_TEXT.backToLeads}
        </Link>
      </p>
      <ViewHeading focusKey={state.status}>{heading}</ViewHeading>
      <LoadStatus texts={DESK_UI_TEXT} state={state} onRetry={reload} />
      {state.status === 'ready' &&
        (lead ? (
          <LeadView
            lead={lead}
            applyChange={applyChange}
            reload={() => void reload().catch(() => {})}
            now={now}
          />
        ) : (
          <p className="alert alert-warning">{ADMIN_TEXT.leadNotFound}</p>
        ))}
    </>
  );
}
