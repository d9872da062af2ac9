import { useId, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { ContactSubmissionWithId } from '@/data/contact-submissions';
import { ADMIN_TEXT } from '../messages';
import { filterSubmissions, paginate, PAGE_SIZE } from '../utils/admin-stats';
import { EQUIPMENT_QUANTITY_LABELS, formatCount, formatDateTime } from '../utils/format';
import { buildSubmissionsCsv, csvFileName, downloadCsv } from '../utils/submissions-csv';
import { Pager } from './pager';

/** "9841234567" -> "984 123 4567" (other values as they are). */
function formatPhone(phone: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return match ? `${match[1]} ${match[2]} ${match[3]}` : phone;
}

/** Quote requests, newest first: search, pages of 50 and CSV export of what the search shows. */
export function SubmissionsSection({
  submissions,
  now,
}: {
  submissions: readonly ContactSubmissionWithId[];
  now: () => Date;
}) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const sorted = useMemo(
    () =>
      [...submissions].sort((a, b) =>
        a.submittedAt < b.submittedAt ? 1 : a.submittedAt > b.submittedAt ? -1 : 0,
      ),
    [submissions],
  );
  const matches = useMemo(() => filterSubmissions(sorted, query), [sorted, query]);
  const current = paginate(matches, page, PAGE_SIZE);
  const searching = query.trim() !== '';

  const exportCsv = () => downloadCsv(buildSubmissionsCsv(matches), csvFileName(now()));

  return (
    <>
      <h2 className="h3 mb-3">Solicitudes</h2>
      <p className="text-secondary">
        Solicitudes de cotización enviadas desde el formulario del sitio, de la más reciente a la
        más antigua.
      </p>
      {sorted.length === 0 ? (
        <p className="alert alert-info">{ADMIN_TEXT.noSubmissions}</p>
      ) : (
        <>
          <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
            <Form.Group controlId={searchId} className="flex-grow-1 admin-search">
              <Form.Label>Buscar solicitudes</Form.Label>
              <Form.Control
                type="search"
                value={query}
                placeholder="Nombre, empresa, correo o estado"
                onChange={(event) => {
                  setQuery(event.target.value);
                  setPage(1);
                }}
              />
            </Form.Group>
            <Button variant="primary" onClick={exportCsv} disabled={matches.length === 0}>
              {ADMIN_TEXT.exportCsv}
            </Button>
          </div>
          <p className="small text-secondary" aria-live="polite">
            {matches.length === 0
              ? ADMIN_TEXT.noMatches
              : `Mostrando ${formatCount(current.first)}–${formatCount(current.last)} de ${formatCount(matches.length)} ${
                  matches.length === 1 ? 'solicitud' : 'solicitudes'
                }${searching ? ` (de ${formatCount(sorted.length)} en total)` : ''}. El CSV incluye ${
                  searching ? 'solo las de esta búsqueda' : 'todas'
                }.`}
          </p>
          {matches.length > 0 && (
            <div
              className="table-responsive"
              role="region"
              aria-label="Solicitudes de cotización (tabla desplazable)"
              tabIndex={0}
            >
              <table className="table table-sm table-striped align-top admin-table">
                <caption className="visually-hidden">Solicitudes de cotización</caption>
                <thead>
                  <tr>
                    <th scope="col">Fecha</th>
                    <th scope="col">Nombre</th>
                    <th scope="col">Tipo de cliente</th>
                    <th scope="col">Correo</th>
                    <th scope="col">Teléfono</th>
                    <th scope="col">Servicio</th>
                    <th scope="col">Equipos</th>
                    <th scope="col">Empresa</th>
                    <th scope="col">Estado</th>
                    <th scope="col">Mensaje</th>
                  </tr>
                </thead>
                <tbody>
                  {current.items.map((s) => (
                    <tr key={s.id}>
                      <td className="text-nowrap">{formatDateTime(s.submittedAt)}</td>
                      <td>{s.fullName}</td>
                      <td>{s.clientType}</td>
                      <td className="text-break">
                        <a href={`mailto:${s.corporateEmail}`}>{s.corporateEmail}</a>
                      </td>
                      <td className="text-nowrap">
                        <a href={`tel:+52${s.phone}`}>{formatPhone(s.phone)}</a>
                      </td>
                      <td>{s.serviceType}</td>
                      <td className="text-nowrap">
                        {EQUIPMENT_QUANTITY_LABELS[s.equipmentQuantity] ?? s.equipmentQuantity}
                      </td>
                      <td>{s.company}</td>
                      <td>{s.state}</td>
                      <td className="admin-message">
                        {s.message || <span className="text-secondary">Sin mensaje</span>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager
            label="Páginas de solicitudes"
            page={current.page}
            pageCount={current.pageCount}
            onPage={setPage}
          />
        </>
      )}
    </>
  );
}
