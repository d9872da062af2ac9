import type { UserWithId } from '@/data/users';
import { RESOURCES } from '@/content/resources';
import { ADMIN_TEXT } from '../messages';
import { formatCount, formatDateTime } from '../utils/format';

function Achievements({ user }: { user: UserWithId }) {
  const earned: string[] = [];
  if (user.achievements.profileCompleted) earned.push('Perfil completo');
  if (user.achievements.calculatorUsed) earned.push('Calculadora usada');
  if (user.achievements.needsAssessmentCompleted) earned.push('Test de necesidades');
  const read = user.achievements.resourcesReadIds.length;
  if (read > 0) earned.push(`Recursos leídos: ${read} de ${RESOURCES.length}`);
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

/** Registered users, newest first: name, e-mail, sign-up date, score, achievements and role. */
export function UsersSection({ users }: { users: readonly UserWithId[] }) {
  return (
    <>
      <h2 className="h3 mb-3">Usuarios</h2>
      {users.length === 0 ? (
        <p className="alert alert-info">{ADMIN_TEXT.noUsers}</p>
      ) : (
        <>
          <p className="small text-secondary">
            {formatCount(users.length)}{' '}
            {users.length === 1 ? 'usuario registrado' : 'usuarios registrados'}, del más reciente
            al más antiguo.
          </p>
          <div
            className="table-responsive"
            role="region"
            aria-label="Usuarios registrados (tabla desplazable)"
            tabIndex={0}
          >
            <table className="table table-sm table-striped align-top admin-table">
              <caption className="visually-hidden">Usuarios registrados</caption>
              <thead>
                <tr>
                  <th scope="col">Nombre</th>
                  <th scope="col">Correo</th>
                  <th scope="col">Alta</th>
                  <th scope="col" className="text-end">
                    Puntos
                  </th>
                  <th scope="col">Logros</th>
                  <th scope="col">Rol</th>
                </tr>
              </thead>
              <tbody>
                {users.map((user) => (
                  <tr key={user.id}>
                    <td>{user.name || <span className="text-secondary">Sin nombre</span>}</td>
                    <td className="text-break">{user.email}</td>
                    <td className="text-nowrap">{formatDateTime(user.createdAt)}</td>
                    <td className="text-end">{formatCount(user.score)}</td>
                    <td>
                      <Achievements user={user} />
                    </td>
                    <td>
                      {user.role === 'admin' ? ADMIN_TEXT.roleLabel : ADMIN_TEXT.guestRoleLabel}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}
