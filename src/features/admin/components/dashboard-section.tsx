import Card from 'react-bootstrap/Card';
import type { ReactNode } from 'react';
import type { AdminData } from '../hooks/use-admin-data';
import { ADMIN_TEXT } from '../messages';
import { countDistinctEmails, countThisWeek, startOfWeek } from '../utils/admin-stats';
import { formatCount } from '../utils/format';
import { DataStatus } from './data-status';

export interface AdminAccount {
  uid: string;
  email: string | null;
}

function StatCard({
  id,
  label,
  value,
  children,
}: {
  id: string;
  label: string;
  value: number;
  children: ReactNode;
}) {
  return (
    <div className="col-12 col-md-4">
      <Card className="h-100 shadow-sm" as="section" aria-labelledby={`${id}-label`}>
        <Card.Body>
          <h3 id={`${id}-label`} className="h6 text-secondary mb-2">
            {label}
          </h3>
          <p className="display-6 fw-semibold mb-2" data-testid={id}>
            {formatCount(value)}
          </p>
          <p className="small text-secondary mb-0">{children}</p>
        </Card.Body>
      </Card>
    </div>
  );
}

/** The admin's own account (id, e-mail, role) and the headline counts. */
export function DashboardSection({
  account,
  data,
  onRetry,
  now,
}: {
  account: AdminAccount;
  data: AdminData;
  onRetry: () => void;
  now: Date;
}) {
  const weekStart = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long' }).format(
    startOfWeek(now),
  );
  return (
    <>
      <h2 className="h3 mb-4">Dashboard</h2>
      <Card className="mb-4 shadow-sm" as="section" aria-labelledby="admin-account-title">
        <Card.Body>
          <h3 id="admin-account-title" className="h5">
            Tu cuenta
          </h3>
          <dl className="row mb-0">
            <dt className="col-sm-3">ID de usuario</dt>
            <dd className="col-sm-9 text-break">
              <code>{account.uid}</code>
            </dd>
            <dt className="col-sm-3">Correo</dt>
            <dd className="col-sm-9 text-break">{account.email ?? 'Sin correo'}</dd>
            <dt className="col-sm-3">Rol</dt>
            <dd className="col-sm-9 mb-0">{ADMIN_TEXT.roleLabel}</dd>
          </dl>
        </Card.Body>
      </Card>
      <DataStatus data={data} onRetry={onRetry} />
      {data.status === 'ready' && (
        <div className="row g-3">
          <StatCard
            id="stat-week"
            label="Solicitudes de cotización esta semana"
            value={countThisWeek(data.submissions, now)}
          >
            Recibidas desde el lunes {weekStart} a las 00:00.
          </StatCard>
          <StatCard id="stat-users" label="Usuarios registrados" value={data.users.length}>
            Cuentas con su documento de usuario creado.
          </StatCard>
          <StatCard
            id="stat-leads"
            label="Leads listos para el newsletter"
            value={countDistinctEmails(data.submissions)}
          >
            {ADMIN_TEXT.newsletterLeadsHelp}
          </StatCard>
        </div>
      )}
    </>
  );
}
