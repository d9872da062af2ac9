import { lazy, Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router-dom';
import { listUsers, setUserRole, USER_PAGE_SIZE, type UserWithId } from '@/data/users';
import { RESOURCE_IDS } from '@/content/resource-ids';
import { useSession } from '@/lib/session';
import { usePagedList } from '../hooks/use-paged-list';
import { useUserEmails } from '../hooks/use-user-emails';
import { ADMIN_TEXT } from '../messages';
import { failureMessage } from '../utils/errors';
import { formatCount, formatDateTime } from '../utils/format';
import { PagedTable } from './paged-table';
import type { RoleChangeRequest } from './role-dialog';
import { SearchForm } from './search-form';
import { ViewHeading } from './view-heading';

// The dialog (and react-bootstrap's Modal with it) loads when a role change is first asked for.
const RoleDialog = lazy(() =>
  import('./role-dialog').then((module) => ({ default: module.RoleDialog })),
);

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

/**
 * Registered users, one page of USER_PAGE_SIZE per view (newest first, or by search prefix):
 * name, e-mail, sign-up date, score, achievements and role, which an admin grants or removes
 * (never their own) after a confirmation dialog.
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

  const ready = list.state.status === 'ready' ? list.state.value : null;
  const known: Record<string, string> = {};
  for (const user of ready?.items ?? []) if (user.email) known[user.id] = user.email;
  if (me?.uid && me.email) known[me.uid] = me.email;
  const emails = useUserEmails(ready?.items.map((user) => user.roleChangedBy) ?? [], known);

  function setSearch(term: string) {
    const next = new URLSearchParams(params);
    if (term) next.set(SEARCH_PARAM, term);
    else next.delete(SEARCH_PARAM);
    setParams(next);
  }

  function ask(user: UserWithId) {
    setRoleError(null);
    setSaved('');
    setRequest({ uid: user.id, who: whoIs(user), grant: user.role !== 'admin' });
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
            <th scope="col">Acciones</th>
          </>
        }
        row={(user) => {
          const isMe = user.id === myUid;
          const isAdmin = user.role === 'admin';
          const by = user.roleChangedBy ? (emails[user.roleChangedBy] ?? user.roleChangedBy) : null;
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
                {user.roleChangedAt && (
                  <span className="d-block small text-secondary">
                    Cambiado el {formatDateTime(user.roleChangedAt)}
                    {by ? ` por ${by}` : ''}
                  </span>
                )}
              </td>
              <td>
                {!isMe && (
                  <Button
                    size="sm"
                    variant={isAdmin ? 'outline-danger' : 'outline-primary'}
                    className="text-nowrap"
                    aria-label={`${isAdmin ? ADMIN_TEXT.revokeAdmin : ADMIN_TEXT.grantAdmin}: ${user.name || user.email}`}
                    onClick={() => ask(user)}
                  >
                    {isAdmin ? ADMIN_TEXT.revokeAdmin : ADMIN_TEXT.grantAdmin}
                  </Button>
                )}
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
