import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useSearchParams } from 'react-router-dom';
import { adminLeadPath } from '@/config/paths';
import { LEAD_PAGE_SIZE, listAllLeads, listLeads, type Lead, type LeadView } from '@/data/leads';
import { endOfCancunDay } from '@/domain/business-hours';
import { useSession } from '@/lib/session';
import { activityTime } from '@/domain/activity';
import { LEAD_STAGES, type LeadStage } from '@/domain/entities';
import type { LeadOutcome } from '@/domain/lead-outcome';
import { usePagedList } from '@/hooks/use-paged-list';
import { useStageChange } from '../hooks/use-stage-change';
import {
  ADMIN_TEXT,
  ANONYMIZE_TEXT,
  parseNoticeFilter,
  parseStage,
  parseView,
  UNNOTIFIED_PARAM,
} from '../messages';
import { responseClock } from '../utils/response-clock';
import { failureMessage } from '@/data/failure-message';
import { EQUIPMENT_QUANTITY_LABELS, formatCount, formatDateTime, formatDay } from '@/domain/format';
import { mailtoLink } from '@/domain/contact-links';
import { formatPhone, phoneLinks } from '@/domain/phone';
import { downloadCsv } from '@/lib/csv';
import { buildSubmissionsCsv, csvFileName } from '../utils/submissions-csv';
import { UnnotifiedBadge } from './lead-notice';
import { PagedTable } from '@/components/ui/paged-table';
import { SearchForm } from '@/components/ui/search-form';
import { StageBadge, StageSelect } from './stage';
import { ViewHeading } from '@/components/ui/view-heading';
import { DESK_UI_TEXT } from '@/content/desk-ui';

/** The URL parameters of the list: the stage and notice filters and the search. */
export const LEAD_PARAMS = {
  view: 'vista',
  stage: 'etapa',
  notice: 'aviso',
  search: 'buscar',
} as const;

const VIEW_LABELS: Record<LeadView, string> = {
  mias: ADMIN_TEXT.viewMine,
  vencidas: ADMIN_TEXT.viewOverdue,
  hoy: ADMIN_TEXT.viewToday,
};

const VIEW_EMPTY: Record<LeadView, string> = {
  mias: ADMIN_TEXT.noMine,
  vencidas: ADMIN_TEXT.noOverdue,
  hoy: ADMIN_TEXT.noToday,
};

/** How the rows of a view are ordered, for the summary line. */
const VIEW_ORDER: Record<LeadView, string> = {
  mias: 'de la más reciente a la más antigua',
  vencidas: 'de la más atrasada a la menos atrasada',
  hoy: 'por fecha de la próxima acción',
};

/** The lead's first-response clock and next action, for the list's "Seguimiento" column. */
function FollowUpCell({ lead, now }: { lead: Lead; now: Date }) {
  const clock = responseClock(lead, now);
  return (
    <td className="text-nowrap">
      {clock ? (
        <span
          className={
            clock.kind === 'overdue'
              ? 'text-danger fw-semibold'
              : clock.kind === 'answered'
                ? 'text-secondary'
                : undefined
          }
        >
          {clock.text}
        </span>
      ) : (
        <span className="text-secondary">—</span>
      )}
      {lead.nextActionAt && (
        <span className="d-block small">
          {ADMIN_TEXT.nextActionLabel}: {formatDay(lead.nextActionAt)}
        </span>
      )}
      {lead.owner && <span className="d-block small text-secondary">{lead.owner.email}</span>}
    </td>
  );
}

/** What the summary line says about the order of the rows. */
function orderNote(search: string): string {
  if (search === '') return 'de la más reciente a la más antigua';
  return search.includes('@') ? 'en orden alfabético de correo' : 'en orden alfabético de empresa';
}

/** A lead's row: its data, its stage and the control that changes it. */
function LeadRow({
  lead,
  onStage,
  from,
  now,
}: {
  lead: Lead;
  onStage: (lead: Lead, stage: LeadStage, outcome?: LeadOutcome) => void;
  from: string;
  now: Date;
}) {
  const links = phoneLinks(lead.phone);
  return (
    <tr>
      <td className="text-nowrap">{formatDateTime(lead.createdAt ?? lead.submittedAt)}</td>
      <td>
        <Link to={adminLeadPath(lead.id)} state={{ from }}>
          {lead.fullName}
        </Link>
        {!lead.notified && (
          <>
            {' '}
            <UnnotifiedBadge />
          </>
        )}
        {(lead.duplicateLeadIds.length > 0 || lead.duplicateUserIds.length > 0) && (
          <>
            {' '}
            <span className="badge text-bg-warning">{ADMIN_TEXT.possibleDuplicate}</span>
          </>
        )}
      </td>
      <td>{lead.company}</td>
      <td className="text-break">
        {lead.anonymized ? (
          <span className="text-secondary">{ANONYMIZE_TEXT.placeholder}</span>
        ) : (
          <a href={mailtoLink(lead.corporateEmail)}>{lead.corporateEmail}</a>
        )}
      </td>
      <td className="text-nowrap">
        {lead.anonymized ? (
          <span className="text-secondary">{ANONYMIZE_TEXT.placeholder}</span>
        ) : links ? (
          <a href={links.tel}>{formatPhone(lead.phone)}</a>
        ) : (
          lead.phone
        )}
      </td>
      <td>{lead.serviceType}</td>
      <td className="text-nowrap">
        {EQUIPMENT_QUANTITY_LABELS[lead.equipmentQuantity] ?? lead.equipmentQuantity}
      </td>
      <td>{lead.state}</td>
      <td>
        <StageBadge stage={lead.status} />
      </td>
      <FollowUpCell lead={lead} now={now} />
      <td className="text-nowrap">
        {lead.latestNote ? (
          <>
            {formatDateTime(activityTime(lead.latestNote))}
            <span className="d-block small text-secondary">{lead.latestNote.kind}</span>
          </>
        ) : (
          <span className="text-secondary">Ninguna</span>
        )}
      </td>
      <td>
        <StageSelect
          fullName={lead.fullName}
          stage={lead.status}
          onChange={(stage, outcome) => onStage(lead, stage, outcome)}
        />
      </td>
    </tr>
  );
}

/**
 * The quote requests as a lead desk: one page of LEAD_PAGE_SIZE per view (newest first, or by
 * search prefix), a stage filter, a "Sin notificar" filter (sales not yet e-mailed) and a search
 * in the URL (?etapa=, ?aviso=sin-notificar, ?buscar=), the stage changed from the list, and the
 * CSV of every lead of the current filters and search.
 */
/** The columns of the Solicitudes table. */
const HEAD = (
  <>
    <th scope="col">Fecha</th>
    <th scope="col">Nombre</th>
    <th scope="col">Empresa</th>
    <th scope="col">Correo</th>
    <th scope="col">Teléfono</th>
    <th scope="col">Servicio</th>
    <th scope="col">Equipos</th>
    <th scope="col">Estado</th>
    <th scope="col">Etapa</th>
    <th scope="col">{ADMIN_TEXT.followUpColumn}</th>
    <th scope="col">Última actividad</th>
    <th scope="col">Cambiar etapa</th>
  </>
);

export function LeadsSection({ now }: { now: () => Date }) {
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const ownerUid = user?.uid ?? '';
  // A view replaces the other filters (its own query and order).
  const view = parseView(params.get(LEAD_PARAMS.view));
  const stage = view ? null : parseStage(params.get(LEAD_PARAMS.stage));
  const unnotified = view ? false : parseNoticeFilter(params.get(LEAD_PARAMS.notice));
  const search = view ? '' : (params.get(LEAD_PARAMS.search) ?? '').trim();
  const viewFilterId = useId();
  const stageFilterId = useId();
  const noticeFilterId = useId();
  // Read once per list: the clock column and the views' bounds use the same instant.
  const [listedAt] = useState(now);
  const query = {
    view,
    ownerUid,
    until: view === 'hoy' ? endOfCancunDay(listedAt) : listedAt,
    status: stage,
    unnotified,
    search,
  };
  const list = usePagedList(
    `contactSubmissions?${view ?? ''}\u0000${ownerUid}\u0000${stage ?? ''}\u0000${unnotified}\u0000${search}`,
    (after) => listLeads({ ...query, after }),
  );
  const applyChange = (id: string, change: (lead: Lead) => Lead) =>
    list.updateItems((items) => items.map((lead) => (lead.id === id ? change(lead) : lead)));
  const stages = useStageChange(applyChange);
  const [pageMoves, setPageMoves] = useState(0);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  function setParam(name: string, value: string | null) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    // A view and the other filters exclude each other.
    if (value && name === LEAD_PARAMS.view) {
      for (const other of [LEAD_PARAMS.stage, LEAD_PARAMS.notice, LEAD_PARAMS.search])
        next.delete(other);
    } else if (value) next.delete(LEAD_PARAMS.view);
    setParams(next);
  }

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      const leads = await listAllLeads(query);
      downloadCsv(buildSubmissionsCsv(leads), csvFileName(now()));
    } catch (error) {
      setExportError(
        failureMessage(error, { denied: ADMIN_TEXT.exportDenied, failed: ADMIN_TEXT.exportFailed }),
      );
    } finally {
      setExporting(false);
    }
  }

  const filtered = view !== null || stage !== null || unnotified || search !== '';
  const ready = list.state.status === 'ready' ? list.state.value : null;

  return (
    <>
      <ViewHeading focusKey={pageMoves}>Solicitudes</ViewHeading>
      <p className="text-secondary">
        Solicitudes de cotización enviadas desde el formulario del sitio. Cambia su etapa desde la
        lista o abre una para ver sus datos y sus notas internas.
      </p>
      <div className="d-flex flex-wrap align-items-start gap-3 mb-3">
        <Form.Group controlId={viewFilterId}>
          <Form.Label>{ADMIN_TEXT.viewFilterLabel}</Form.Label>
          <Form.Select
            value={view ?? ''}
            onChange={(event) => setParam(LEAD_PARAMS.view, event.target.value)}
          >
            <option value="">{ADMIN_TEXT.viewAll}</option>
            {(Object.keys(VIEW_LABELS) as LeadView[]).map((v) => (
              <option key={v} value={v}>
                {VIEW_LABELS[v]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={stageFilterId}>
          <Form.Label>{ADMIN_TEXT.stageFilterLabel}</Form.Label>
          <Form.Select
            value={stage ?? ''}
            onChange={(event) => setParam(LEAD_PARAMS.stage, event.target.value)}
          >
            <option value="">{ADMIN_TEXT.stageFilterAll}</option>
            {LEAD_STAGES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={noticeFilterId}>
          <Form.Label>{ADMIN_TEXT.noticeFilterLabel}</Form.Label>
          <Form.Select
            value={unnotified ? UNNOTIFIED_PARAM : ''}
            onChange={(event) => setParam(LEAD_PARAMS.notice, event.target.value)}
          >
            <option value="">{ADMIN_TEXT.noticeFilterAll}</option>
            <option value={UNNOTIFIED_PARAM}>{ADMIN_TEXT.unnotified}</option>
          </Form.Select>
        </Form.Group>
        <SearchForm
          texts={DESK_UI_TEXT}
          label={ADMIN_TEXT.leadSearchLabel}
          hint={ADMIN_TEXT.leadSearchHint}
          value={search}
          onSearch={(term) => setParam(LEAD_PARAMS.search, term)}
        />
        <div className="align-self-end pb-4">
          <Button
            variant="primary"
            onClick={() => void exportCsv()}
            disabled={exporting || !ready || (ready.items.length === 0 && list.page === 1)}
          >
            {exporting ? ADMIN_TEXT.exporting : ADMIN_TEXT.exportCsv}
          </Button>
        </div>
      </div>
      {exportError && (
        <Alert
          variant="danger"
          dismissible
          closeLabel={ADMIN_TEXT.close}
          onClose={() => setExportError(null)}
        >
          {exportError}
        </Alert>
      )}
      {stages.error && (
        <Alert
          variant="danger"
          dismissible
          closeLabel={ADMIN_TEXT.close}
          onClose={stages.dismissError}
        >
          {stages.error}
        </Alert>
      )}
      <p className="visually-hidden" aria-live="polite">
        {stages.saved}
      </p>
      <PagedTable
        texts={DESK_UI_TEXT}
        list={list}
        pageSize={LEAD_PAGE_SIZE}
        caption="Solicitudes de cotización"
        pagesLabel="Páginas de solicitudes"
        empty={
          view
            ? VIEW_EMPTY[view]
            : !filtered
              ? ADMIN_TEXT.noSubmissions
              : unnotified && stage === null && search === ''
                ? ADMIN_TEXT.noUnnotified
                : ADMIN_TEXT.noMatches
        }
        summary={(first, last) => (
          <>
            Página {list.page}: solicitudes {formatCount(first)}–{formatCount(last)}
            {view ? ` en la vista ${VIEW_LABELS[view]}` : ''}
            {stage ? ` en etapa ${stage}` : ''}
            {unnotified ? ' sin notificar a ventas' : ''}
            {search ? ` que empiezan con «${search}»` : ''},{' '}
            {view ? VIEW_ORDER[view] : orderNote(search)}. El CSV incluye todas las de{' '}
            {filtered ? 'este filtro' : 'la lista'}, no solo esta página.
          </>
        )}
        head={HEAD}
        row={(lead) => (
          <LeadRow
            key={lead.id}
            lead={lead}
            from={params.toString()}
            now={listedAt}
            onStage={(l, s, o) => void stages.changeStage(l, s, o)}
          />
        )}
        onPageMove={() => setPageMoves((n) => n + 1)}
      />
    </>
  );
}
