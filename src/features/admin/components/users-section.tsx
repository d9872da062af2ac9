import { lazy, Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import toast from 'react-hot-toast';
import { Link, useSearchParams } from 'react-router-dom';
import { adminClientPath } from '@/config/paths';
import {
  listUsers,
  setSales,
  setTechnician,
  setUserRole,
  USER_PAGE_SIZE,
  type UserWithId,
} from '@/data/users';
import { RESOURCE_IDS } from '@/content/resource-ids';
import { useSession } from '@/lib/session';
import { usePagedList } from '@/hooks/use-paged-list';
import { useUserEmails } from '@/hooks/use-user-emails';
import { ADMIN_TEXT, salesChanged } from '../messages';
import { CLIENT_ENTRY_TEXT } from '../messages';
import { failureMessage } from '@/data/failure-message';
import { formatCount, formatDateTime } from '@/domain/format';
import { PagedTable } from '@/components/ui/paged-table';
import type { RoleChangeRequest } from './role-dialog';
import { SearchForm } from '@/components/ui/search-form';
import { ViewHeading } from '@/components/ui/view-heading';
import { DESK_UI_TEXT } from '@/content/desk-ui';

// The dialog (and react-bootstrap's Modal with it) loads when a role change is first asked for.
const RoleDialog = lazy(() =>
  import('./role-dialog').then((module) => ({ default: module.RoleDialog })),
);

/** The "Técnico" column's texts (only this section uses them). */
const TECHNICIAN_TEXT = {
  column: 'Técnico',
  notApplicable: 'Solo un administrador puede ser técnico',
  label: (who: string) => `Técnico: ${who}`,
  marked: (who: string) => `${who} ahora es técnico.`,
  unmarked: (who: string) => `${who} ya no es técnico.`,
  denied: 'No se pudo cambiar quién es técnico: no tienes permiso.',
  failed: 'No se pudo cambiar quién es técnico. Intenta de nuevo.',
} as const;

/** The URL parameter of the users' search. */
const SEARCH_PARAM = 'buscar';

function Achievements({ user }: { user: UserWithId }) {
  const earned: string[] = [];
  if (user.achievements.profileCompleted) earned.push('Perfil completo');
  if (user.achievements.calculatorUsed) earned.push('Calculadora usada');
  if (user.achievements.needsAssessmentCompleted) earned.push('Test de necesidades');
  const read = user.achievements.resourcesReadIds.length;
  if (read > 0) earned.push(`Recursos leídos: ${read} de ${RESOURCE_IDS.length}`);
  if (earned.length === 0) return <span className="text-secondary">Sin logros</span>;
  return (
    <ul className="list-unstyled mb-0 d-flex flex-wrap gap-1">
      {earned.map((label) => (
        <li key={label} className="badge rounded-pill text-bg-light border fw-normal">
          {label}
        </li>
      ))}
    </ul>
  );
}

const whoIs = (user: UserWithId) => (user.name ? `${user.name} (${user.email})` : user.email);

/** "Cambiado el … por …": when a flag last changed, and who changed it (their e-mail if known). */
function ChangedLine({ at, by }: { at: string | null; by: string | null }) {
  if (!at) return null;
  return (
    <span className="d-block small text-secondary">
      Cambiado el {formatDateTime(at)}
      {by ? ` por ${by}` : ''}
    </span>
  );
}

/**
 * Registered users, one page of USER_PAGE_SIZE per view (newest first, or by search prefix):
 * name, e-mail, sign-up date, score, achievements and role, which an admin grants or removes
 * (never their own) after a confirmation dialog. An admin also marks another admin as sales (they
 * take leads) or takes them off it, at once (no dialog: it is undone the same way); removing the
 * role also takes the user off sales. "Técnico" marks an admin (themselves too) as a technician
 * ("Asignar técnico" offers them) or takes the mark off, at once, with a toast.
 */
export function UsersSection() {
  const { user: me } = useSession();
  const myUid = me?.uid ?? '';
  const [params, setParams] = useSearchParams();
  const search = (params.get(SEARCH_PARAM) ?? '').trim();
  const list = usePagedList(`users?${search}`, (after) => listUsers(search, after));
  const [pageMoves, setPageMoves] = useState(0);
  const [request, setRequest] = useState<RoleChangeRequest | null>(null);
  // Mounted from the first request on, so the dialog can animate its closing.
  const [dialogMounted, setDialogMounted] = useState(false);
  if (request && !dialogMounted) setDialogMounted(true);
  const [busy, setBusy] = useState(false);
  const [roleError, setRoleError] = useState<string | null>(null);
  const [saved, setSaved] = useState('');
  // The uids whose sales flag is being written (their button waits).
  const [salesBusy, setSalesBusy] = useState<ReadonlySet<string>>(() => new Set());
  const [technicianBusy, setTechnicianBusy] = useState<ReadonlySet<string>>(() => new Set());

  const ready = list.state.status === 'ready' ? list.state.value : null;
  const known: Record<string, string> = {};
  for (const user of ready?.items ?? []) if (user.email) known[user.id] = user.email;
  if (me?.uid && me.email) known[me.uid] = me.email;
  const emails = useUserEmails(
    ready?.items.flatMap((user) => [user.roleChangedBy, user.salesChangedBy]) ?? [],
    known,
  );
  const emailOf = (uid: string | null) => (uid ? (emails[uid] ?? uid) : null);

  function setSearch(term: string) {
    const next = new URLSearchParams(params);
    if (term) next.set(SEARCH_PARAM, term);
    else next.delete(SEARCH_PARAM);
    setParams(next);
  }

  function ask(user: UserWithId) {
    setRoleError(null);
    setSaved('');
    setRequest({
      uid: user.id,
      who: whoIs(user),
      grant: user.role !== 'admin',
      sales: user.sales,
    });
  }

  async function toggleSales(user: UserWithId) {
    if (salesBusy.has(user.id)) return;
    const sales = !user.sales;
    setSalesBusy((uids) => new Set(uids).add(user.id));
    try {
      await setSales(user.id, sales, myUid);
      const at = new Date().toISOString();
      list.updateItems((items) =>
        items.map((item) =>
          item.id === user.id
            ? { ...item, sales, salesChangedAt: at, salesChangedBy: myUid }
            : item,
        ),
      );
      toast.success(salesChanged(sales, whoIs(user)));
    } catch (error) {
      toast.error(
        failureMessage(error, { denied: ADMIN_TEXT.salesDenied, failed: ADMIN_TEXT.salesFailed }),
      );
    } finally {
      setSalesBusy((uids) => {
        const rest = new Set(uids);
        rest.delete(user.id);
        return rest;
      });
    }
  }

  async function toggleTechnician(user: UserWithId) {
    if (technicianBusy.has(user.id)) return;
    const technician = !user.technician;
    setTechnicianBusy((uids) => new Set(uids).add(user.id));
    try {
      await setTechnician(user.id, technician);
      list.updateItems((items) =>
        items.map((item) => (item.id === user.id ? { ...item, technician } : item)),
      );
      toast.success(
        technician ? TECHNICIAN_TEXT.marked(whoIs(user)) : TECHNICIAN_TEXT.unmarked(whoIs(user)),
      );
    } catch (error) {
      toast.error(
        failureMessage(error, { denied: TECHNICIAN_TEXT.denied, failed: TECHNICIAN_TEXT.failed }),
      );
    } finally {
      setTechnicianBusy((uids) => {
        const rest = new Set(uids);
        rest.delete(user.id);
        return rest;
      });
    }
  }

  async function confirm() {
    if (!request || busy) return;
    setBusy(true);
    setRoleError(null);
    try {
      await setUserRole(request.uid, request.grant, myUid);
      const at = new Date().toISOString();
      list.updateItems((items) =>
        items.map((user) => {
          if (user.id !== request.uid) return user;
          const { role: _previous, ...rest } = user;
          return {
            ...rest,
            ...(request.grant ? { role: 'admin' as const } : {}),
            roleChangedAt: at,
            roleChangedBy: myUid,
            // Removing the role took the technician's mark too (setUserRole).
            ...(!request.grant ? { technician: false } : {}),
            // Removing the role of a sales admin took them off sales too (setUserRole).
            ...(!request.grant && user.sales
              ? { sales: false, salesChangedAt: at, salesChangedBy: myUid }
              : {}),
          };
        }),
      );
      setSaved(
        request.grant
          ? `${request.who} ahora es administrador.`
          : `${request.who} ya no es administrador.`,
      );
      setRequest(null);
    } catch (error) {
      setRoleError(
        failureMessage(error, { denied: ADMIN_TEXT.roleDenied, failed: ADMIN_TEXT.roleFailed }),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ViewHeading focusKey={pageMoves}>Usuarios</ViewHeading>
      <div className="d-flex flex-wrap align-items-start gap-3 mb-3">
        <SearchForm
          texts={DESK_UI_TEXT}
          label={ADMIN_TEXT.userSearchLabel}
          hint={ADMIN_TEXT.userSearchHint}
          value={search}
          onSearch={setSearch}
        />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {saved}
      </p>
      <PagedTable
        texts={DESK_UI_TEXT}
        list={list}
        pageSize={USER_PAGE_SIZE}
        caption="Usuarios registrados"
        pagesLabel="Páginas de usuarios"
        empty={search ? ADMIN_TEXT.noUserMatches : ADMIN_TEXT.noUsers}
        summary={(first, last) => (
          <>
            Página {list.page}: usuarios {formatCount(first)}–{formatCount(last)}
            {search
              ? ` que empiezan con «${search}», en orden alfabético`
              : ', del más reciente al más antiguo'}
            .
          </>
        )}
        head={
          <>
            <th scope="col">Nombre</th>
            <th scope="col">Correo</th>
            <th scope="col">Alta</th>
            <th scope="col" className="text-end">
              Puntos
            </th>
            <th scope="col">Logros</th>
            <th scope="col">Rol</th>
            <th scope="col">{ADMIN_TEXT.salesColumn}</th>
            <th scope="col">{TECHNICIAN_TEXT.column}</th>
            <th scope="col">Acciones</th>
          </>
        }
        row={(user) => {
          const isMe = user.id === myUid;
          const isAdmin = user.role === 'admin';
          const savingSales = salesBusy.has(user.id);
          const salesAction = user.sales ? ADMIN_TEXT.unmarkSales : ADMIN_TEXT.markSales;
          return (
            <tr key={user.id}>
              <td>
                {user.name || <span className="text-secondary">Sin nombre</span>}
                {isMe && <span className="ms-1 fw-semibold">{ADMIN_TEXT.you}</span>}
              </td>
              <td className="text-break">{user.email}</td>
              <td className="text-nowrap">{formatDateTime(user.createdAt)}</td>
              <td className="text-end">{formatCount(user.score)}</td>
              <td>
                <Achievements user={user} />
              </td>
              <td>
                {isAdmin ? ADMIN_TEXT.roleLabel : ADMIN_TEXT.guestRoleLabel}
                <ChangedLine at={user.roleChangedAt} by={emailOf(user.roleChangedBy)} />
              </td>
              <td>
                {isAdmin ? (
                  <>
                    {user.sales ? (
                      <span className="badge text-bg-primary">{ADMIN_TEXT.salesBadge}</span>
                    ) : (
                      <span className="text-secondary">{ADMIN_TEXT.notSales}</span>
                    )}
                    <ChangedLine at={user.salesChangedAt} by={emailOf(user.salesChangedBy)} />
                  </>
                ) : (
                  <span className="text-secondary">
                    <span aria-hidden="true">—</span>
                    <span className="visually-hidden">{ADMIN_TEXT.salesNotApplicable}</span>
                  </span>
                )}
              </td>
              <td>
                {isAdmin ? (
                  <div className="form-check form-switch mb-0">
                    <input
                      id={`technician-${user.id}`}
                      type="checkbox"
                      role="switch"
                      className="form-check-input"
                      checked={user.technician}
                      disabled={technicianBusy.has(user.id)}
                      aria-label={TECHNICIAN_TEXT.label(user.name || user.email)}
                      onChange={() => void toggleTechnician(user)}
                    />
                  </div>
                ) : (
                  <span className="text-secondary">
                    <span aria-hidden="true">—</span>
                    <span className="visually-hidden">{TECHNICIAN_TEXT.notApplicable}</span>
                  </span>
                )}
              </td>
              <td>
                <div className="d-flex flex-wrap gap-1">
                  {/* The user as a rental client: link them, their equipment. */}
                  <Link
                    to={adminClientPath(user.id)}
                    className="btn btn-sm btn-outline-secondary text-nowrap"
                    aria-label={`${CLIENT_ENTRY_TEXT.usersLink}: ${user.name || user.email}`}
                  >
                    {CLIENT_ENTRY_TEXT.usersLink}
                  </Link>
                  {!isMe && (
                    <>
                      <Button
                        size="sm"
                        variant={isAdmin ? 'outline-danger' : 'outline-primary'}
                        className="text-nowrap"
                        aria-label={`${isAdmin ? ADMIN_TEXT.revokeAdmin : ADMIN_TEXT.grantAdmin}: ${user.name || user.email}`}
                        onClick={() => ask(user)}
                      >
                        {isAdmin ? ADMIN_TEXT.revokeAdmin : ADMIN_TEXT.grantAdmin}
                      </Button>
                      {isAdmin && (
                        <Button
                          size="sm"
                          variant={user.sales ? 'outline-secondary' : 'outline-primary'}
                          className="text-nowrap d-inline-flex align-items-center gap-2"
                          aria-label={`${savingSales ? ADMIN_TEXT.savingSales : salesAction}: ${user.name || user.email}`}
                          aria-disabled={savingSales || undefined}
                          onClick={() => void toggleSales(user)}
                        >
                          {savingSales && (
                            <Spinner animation="border" size="sm" aria-hidden="true" />
                          )}
                          {savingSales ? ADMIN_TEXT.savingSales : salesAction}
                        </Button>
                      )}
                    </>
                  )}
                </div>
              </td>
            </tr>
          );
        }}
        onPageMove={() => setPageMoves((n) => n + 1)}
      />
      {dialogMounted && (
        <Suspense fallback={null}>
          <RoleDialog
            request={request}
            busy={busy}
            error={roleError}
            onConfirm={() => void confirm()}
            onCancel={() => setRequest(null)}
          />
        </Suspense>
      )}
    </>
  );
}
