import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getLead } from '@/data/leads';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import type { DocumentStore } from '@/data/ports';
import {
  ADMIN,
  denied,
  fakeSessionStore,
  renderAdmin,
  seedLead,
} from '@/app/test-utils/admin-harness';
import { OUTCOME_MESSAGES } from '@/domain/lead-outcome';

const NOW = new Date(2026, 2, 4, 12, 0);
const LIST = '/admin-dashboard?section=solicitudes';

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting({ seedDemoUsers: true }));
});

afterEach(() => {
  setStoresForTesting(null);
});

/** jsdom's Blob has no arrayBuffer(): read it the old way. */
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** The data rows of the leads table (header row excluded). */
function bodyRows(): HTMLElement[] {
  const table = screen.getByRole('table', { name: 'Solicitudes de cotización' });
  return within(table).getAllByRole('row').slice(1);
}

/** The names shown, in order. */
function names(): string[] {
  return bodyRows().map((row) => within(row).getAllByRole('link')[0]!.textContent ?? '');
}

/** `count` leads named "Cliente 001"… (the highest number is the newest), one minute apart. */
async function seedMany(count: number): Promise<void> {
  for (let i = 1; i <= count; i += 1) {
    await seedLead(documents, {
      fullName: `Cliente ${String(i).padStart(3, '0')}`,
      createdAt: new Date(Date.UTC(2026, 1, 1, 0, i)).toISOString(),
    });
  }
}

describe('Solicitudes: the list', () => {
  it('shows each request, newest first, with its stage and a control to change it', async () => {
    await seedLead(documents, {
      fullName: 'Antigua Pérez',
      createdAt: new Date(2026, 0, 15, 9, 30).toISOString(),
      status: 'Cotizado',
    });
    const id = await seedLead(documents, {
      fullName: 'Reciente Gómez',
      clientType: 'Institución Educativa',
      corporateEmail: 'compras@escuela.edu.mx',
      phone: '9981234567',
      serviceType: 'Venta',
      equipmentQuantity: '+50',
      company: 'Escuela Activa',
      state: 'Michoacán',
      message: 'Necesitamos 60 equipos.',
      createdAt: new Date(2026, 2, 3, 16, 45).toISOString(),
    });
    renderAdmin(LIST, fakeSessionStore(ADMIN), { now: NOW });
    expect(screen.getByRole('heading', { level: 2, name: 'Solicitudes' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    await screen.findByRole('table', { name: 'Solicitudes de cotización' });
    const rows = bodyRows();
    expect(rows).toHaveLength(2);
    const cells = within(rows[0]!)
      .getAllByRole('cell')
      .slice(0, 9)
      .map((cell) => cell.textContent?.replace(/[\u00a0\u202f]/g, ' '));
    expect(cells).toEqual([
      '3 mar 2026, 11:45 a.m.', // Cancún's time
      'Reciente Gómez',
      'Escuela Activa',
      'compras@escuela.edu.mx',
      '+52 998 123 4567',
      'Venta',
      'Más de 50',
      'Michoacán',
      'Nuevo',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Reciente Gómez' })).toHaveAttribute(
      'href',
      `/admin-dashboard/solicitudes/${id}`,
    );
    expect(within(rows[0]!).getByRole('link', { name: 'compras@escuela.edu.mx' })).toHaveAttribute(
      'href',
      'mailto:compras@escuela.edu.mx',
    );
    expect(within(rows[0]!).getByRole('link', { name: '+52 998 123 4567' })).toHaveAttribute(
      'href',
      'tel:+529981234567',
    );
    expect(screen.getByRole('combobox', { name: 'Etapa de Reciente Gómez' })).toHaveValue('Nuevo');
    expect(screen.getByRole('combobox', { name: 'Etapa de Antigua Pérez' })).toHaveValue(
      'Cotizado',
    );
    expect(within(rows[1]!).getByText('Cotizado', { selector: '.badge' })).toBeInTheDocument();
  });

  it('changes the stage from the list and stores it, with who and when', async () => {
    const id = await seedLead(documents, {
      fullName: 'Ana Pérez',
      createdAt: new Date(2026, 2, 1).toISOString(),
    });
    const user = userEvent.setup();
    renderAdmin(LIST, fakeSessionStore(ADMIN), { now: NOW });
    const select = await screen.findByRole('combobox', { name: 'Etapa de Ana Pérez' });
    await user.selectOptions(select, 'Contactado');
    expect(select).toHaveValue('Contactado');
    expect(
      within(bodyRows()[0]!).getByText('Contactado', { selector: '.badge' }),
    ).toBeInTheDocument();
    await waitFor(async () => expect((await getLead(id))?.status).toBe('Contactado'));
    expect(await getLead(id)).toMatchObject({ statusChangedBy: ADMIN.uid });
    expect((await getLead(id))?.statusChangedAt).toEqual(expect.any(String));
    expect(await screen.findByText('Etapa de Ana Pérez: Contactado.')).toBeInTheDocument();
  });

  it('asks the monthly value and equipment before Ganado, and stores them with the stage', async () => {
    const id = await seedLead(documents, {
      fullName: 'Ana Pérez',
      createdAt: new Date(2026, 2, 1).toISOString(),
    });
    const user = userEvent.setup();
    renderAdmin(LIST, fakeSessionStore(ADMIN), { now: NOW });
    const select = await screen.findByRole('combobox', { name: 'Etapa de Ana Pérez' });

    // Cancelling leaves the stage as it was.
    await user.selectOptions(select, 'Ganado');
    let dialog = screen.getByRole('dialog', { name: 'Ganado: Ana Pérez' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(select).toHaveValue('Nuevo');
    expect((await getLead(id))?.status).toBe('Nuevo');

    await user.selectOptions(select, 'Ganado');
    dialog = screen.getByRole('dialog', { name: 'Ganado: Ana Pérez' });
    const monthly = within(dialog).getByLabelText('Renta mensual en pesos (MXN, IVA incluido)');
    expect(monthly).toHaveFocus();
    await user.type(monthly, 'cuatro mil');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar como Ganado' }));
    expect(within(dialog).getByText(OUTCOME_MESSAGES.monthlyInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(OUTCOME_MESSAGES.equipmentRequired)).toBeInTheDocument();
    expect(monthly).toHaveFocus();
    expect(monthly).toHaveValue('cuatro mil');

    await user.clear(monthly);
    await user.type(monthly, '$4,500.50');
    await user.type(within(dialog).getByLabelText('Equipos del contrato'), '2 multifuncionales');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar como Ganado' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(async () =>
      expect(await getLead(id)).toMatchObject({
        status: 'Ganado',
        wonMonthlyMxn: 4500.5,
        wonEquipment: '2 multifuncionales',
      }),
    );
  });

  it('asks the reason before Perdido; "Otro" needs a detail', async () => {
    const id = await seedLead(documents, {
      fullName: 'Ana Pérez',
      createdAt: new Date(2026, 2, 1).toISOString(),
    });
    const user = userEvent.setup();
    renderAdmin(LIST, fakeSessionStore(ADMIN), { now: NOW });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Etapa de Ana Pérez' }),
      'Perdido',
    );
    const dialog = screen.getByRole('dialog', { name: 'Perdido: Ana Pérez' });
    const reason = within(dialog).getByRole('combobox', { name: 'Motivo' });
    expect(
      within(reason)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Elige un motivo',
      'Precio',
      'Eligió otro proveedor',
      'Sin respuesta',
      'No califica',
      'Otro',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar como Perdido' }));
    expect(within(dialog).getByText(OUTCOME_MESSAGES.reasonRequired)).toBeInTheDocument();
    await user.selectOptions(reason, 'Otro');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar como Perdido' }));
    expect(within(dialog).getByText(OUTCOME_MESSAGES.detailRequired)).toBeInTheDocument();
    await user.type(
      within(dialog).getByLabelText('Detalle (obligatorio si el motivo es Otro)'),
      'Cerró la sucursal',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar como Perdido' }));
    await waitFor(async () =>
      expect(await getLead(id)).toMatchObject({
        status: 'Perdido',
        lostReason: 'Otro',
        lostDetail: 'Cerró la sucursal',
      }),
    );
  });

  it('puts the stage back and says so in Spanish when the change is refused', async () => {
    const id = await seedLead(documents, {
      fullName: 'Ana Pérez',
      createdAt: new Date(2026, 2, 1).toISOString(),
    });
    vi.spyOn(documents, 'set').mockRejectedValueOnce(denied());
    const user = userEvent.setup();
    renderAdmin(LIST, fakeSessionStore(ADMIN), { now: NOW });
    const select = await screen.findByRole('combobox', { name: 'Etapa de Ana Pérez' });
    await user.selectOptions(select, 'Cotizado');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo cambiar la etapa: no tienes permiso.',
    );
    expect(select).toHaveValue('Nuevo');
    expect((await getLead(id))?.status).toBe('Nuevo');
  });

  it('says "Intenta de nuevo" when the change fails for another reason', async () => {
    await seedLead(documents, {
      fullName: 'Ana Pérez',
      createdAt: new Date(2026, 2, 1).toISOString(),
    });
    vi.spyOn(documents, 'set').mockRejectedValueOnce(new Error('sin red'));
    const user = userEvent.setup();
    renderAdmin(LIST, fakeSessionStore(ADMIN), { now: NOW });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Etapa de Ana Pérez' }),
      'Cotizado',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo cambiar la etapa. Intenta de nuevo.',
    );
  });

  it('filters by stage, with the stage in the URL', async () => {
    await seedLead(documents, { fullName: 'Nueva Uno', createdAt: '2026-03-01T10:00:00.000Z' });
    await seedLead(documents, {
      fullName: 'Contactada Dos',
      createdAt: '2026-03-02T10:00:00.000Z',
      status: 'Contactado',
    });
    await seedLead(documents, {
      fullName: 'Contactada Tres',
      createdAt: '2026-03-03T10:00:00.000Z',
      status: 'Contactado',
    });
    const user = userEvent.setup();
    renderAdmin(LIST, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table', { name: 'Solicitudes de cotización' });
    expect(names()).toEqual(['Contactada Tres', 'Contactada Dos', 'Nueva Uno']);

    const filter = screen.getByRole('combobox', { name: 'Etapa' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todas', 'Nuevo', 'Contactado', 'Cotizado', 'Ganado', 'Perdido']);
    await user.selectOptions(filter, 'Contactado');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin-dashboard?section=solicitudes&etapa=Contactado',
    );
    await waitFor(() => expect(names()).toEqual(['Contactada Tres', 'Contactada Dos']));
    expect(filter).toHaveFocus();

    await user.selectOptions(filter, 'Ganado');
    expect(
      await screen.findByText('Ninguna solicitud coincide con tu búsqueda.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  });

  it('marks the leads sales was not told about and filters them, with the filter in the URL', async () => {
    await seedLead(documents, {
      fullName: 'Antigua Sin Campo',
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    await seedLead(documents, {
      fullName: 'Pendiente Nueva',
      createdAt: '2026-03-02T10:00:00.000Z',
      notified: false,
    });
    await seedLead(documents, {
      fullName: 'Avisada',
      createdAt: '2026-03-03T10:00:00.000Z',
      notified: true,
      notifiedVia: 'email',
    });
    await seedLead(documents, {
      fullName: 'Pendiente Contactada',
      createdAt: '2026-03-04T10:00:00.000Z',
      status: 'Contactado',
      notified: false,
    });
    const user = userEvent.setup();
    renderAdmin(LIST, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table', { name: 'Solicitudes de cotización' });
    const badged = () =>
      bodyRows()
        .filter((row) => within(row).queryByText('Sin notificar', { selector: '.badge' }))
        .map((row) => within(row).getAllByRole('link')[0]!.textContent);
    expect(names()).toEqual([
      'Pendiente Contactada',
      'Avisada',
      'Pendiente Nueva',
      'Antigua Sin Campo',
    ]);
    expect(badged()).toEqual(['Pendiente Contactada', 'Pendiente Nueva']);
    expect(
      within(bodyRows()[0]!).getByRole('cell', { name: /Pendiente Contactada/ }),
    ).toHaveTextContent('Pendiente Contactada Sin notificar');

    const filter = screen.getByRole('combobox', { name: 'Aviso a ventas' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todas', 'Sin notificar']);
    await user.selectOptions(filter, 'Sin notificar');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin-dashboard?section=solicitudes&aviso=sin-notificar',
    );
    await waitFor(() => expect(names()).toEqual(['Pendiente Contactada', 'Pendiente Nueva']));
    expect(filter).toHaveFocus();
    expect(screen.getByText(/solicitudes 1–2 sin notificar a ventas,/)).toBeInTheDocument();

    // Combined with the stage, both in the URL; the lead's link remembers them for "Volver".
    await user.selectOptions(screen.getByRole('combobox', { name: 'Etapa' }), 'Nuevo');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin-dashboard?section=solicitudes&aviso=sin-notificar&etapa=Nuevo',
    );
    await waitFor(() => expect(names()).toEqual(['Pendiente Nueva']));
    await user.click(screen.getByRole('link', { name: 'Pendiente Nueva' }));
    await user.click(await screen.findByRole('link', { name: 'Volver a Solicitudes' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin-dashboard?section=solicitudes&aviso=sin-notificar&etapa=Nuevo',
    );
    expect(await screen.findByRole('combobox', { name: 'Aviso a ventas' })).toHaveValue(
      'sin-notificar',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Aviso a ventas' }), 'Todas');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin-dashboard?section=solicitudes&etapa=Nuevo',
    );
    await waitFor(() =>
      expect(names()).toEqual(['Avisada', 'Pendiente Nueva', 'Antigua Sin Campo']),
    );
  });

  it('says so when sales was told about every lead', async () => {
    await seedLead(documents, { fullName: 'Avisada', createdAt: '2026-03-01T10:00:00.000Z' });
    renderAdmin(`${LIST}&aviso=sin-notificar`, fakeSessionStore(ADMIN), { now: NOW });
    expect(
      await screen.findByText('Ventas ya recibió el aviso de todas las solicitudes.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Aviso a ventas' })).toHaveValue('sin-notificar');
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  });

  it('reads 50 leads, then the next page, and goes back', { timeout: 20_000 }, async () => {
    await seedMany(60);
    const list = vi.spyOn(documents, 'list');
    const user = userEvent.setup();
    renderAdmin(LIST, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table', { name: 'Solicitudes de cotización' });
    const pager = screen.getByRole('navigation', { name: 'Páginas de solicitudes' });
    expect(bodyRows()).toHaveLength(50);
    expect(names()[0]).toBe('Cliente 060');
    expect(names()[49]).toBe('Cliente 011');
    expect(screen.getByText(/Página 1: solicitudes 1–50/)).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(await list.mock.results[0]!.value).toHaveLength(50);

    await user.click(within(pager).getByRole('button', { name: 'Siguiente página' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Solicitudes' })).toHaveFocus();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(names()).toEqual(
      Array.from({ length: 10 }, (_, i) => `Cliente ${String(10 - i).padStart(3, '0')}`),
    );
    expect(within(pager).getByText('Página 2')).toBeInTheDocument();
    expect(screen.getByText(/Página 2: solicitudes 51–60/)).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Siguiente página' })).toBeDisabled();
    expect(list).toHaveBeenCalledTimes(2);
    expect(list.mock.calls[1]![1]).toMatchObject({ limit: 50 });
    expect(await list.mock.results[1]!.value).toHaveLength(10);

    await user.click(within(pager).getByRole('button', { name: 'Página anterior' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    expect(names()[0]).toBe('Cliente 060');
    const again = screen.getByRole('navigation', { name: 'Páginas de solicitudes' });
    expect(within(again).getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(within(again).getByRole('button', { name: 'Siguiente página' })).toBeEnabled();
    expect(list).toHaveBeenCalledTimes(3);
  });

  it('searches by e-mail prefix on Enter, not on every keystroke', async () => {
    await seedLead(documents, {
      fullName: 'Ana Pérez',
      corporateEmail: 'ana@hotelcaribe.mx',
      company: 'Hotel Caribe',
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    await seedLead(documents, {
      fullName: 'Andrés Gil',
      corporateEmail: 'andres@papeleria.mx',
      company: 'Papelería Azúcar',
      createdAt: '2026-03-02T10:00:00.000Z',
    });
    await seedLead(documents, {
      fullName: 'Luis Gómez',
      corporateEmail: 'luis@azucar.mx',
      company: 'Azúcar del Valle',
      createdAt: '2026-03-03T10:00:00.000Z',
    });
    const list = vi.spyOn(documents, 'list');
    const user = userEvent.setup();
    renderAdmin(LIST, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table', { name: 'Solicitudes de cotización' });
    const search = screen.getByRole('searchbox', { name: 'Buscar solicitudes' });
    expect(search).toHaveAccessibleDescription('Correo (con @) o inicio del nombre de la empresa');

    await user.type(search, 'ana@hotel');
    expect(list).toHaveBeenCalledTimes(1);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin-dashboard?section=solicitudes&buscar=ana%40hotel',
    );
    await waitFor(() => expect(names()).toEqual(['Ana Pérez']));
    expect(list).toHaveBeenCalledTimes(2);

    // Without "@": the start of the company's name, with the "Buscar" button.
    await user.clear(search);
    await user.type(search, 'azúcar');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(names()).toEqual(['Luis Gómez']));

    await user.clear(search);
    await user.type(search, 'nadie@{Enter}');
    expect(
      await screen.findByText('Ninguna solicitud coincide con tu búsqueda.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
    await waitFor(() => expect(names()).toHaveLength(3));
    expect(search).toHaveValue('');
  });

  it('exports every lead of the filter as CSV (UTF-8 with BOM), with stage and latest note', async () => {
    await seedLead(documents, {
      fullName: 'Pérez, Ana',
      createdAt: new Date(2026, 2, 1).toISOString(),
      submittedAt: new Date(2026, 2, 1).toISOString(),
      status: 'Cotizado',
    });
    await seedLead(documents, {
      fullName: 'Núñez Ñandú',
      createdAt: new Date(2026, 2, 3).toISOString(),
      submittedAt: new Date(2026, 2, 3).toISOString(),
      status: 'Cotizado',
    });
    await seedLead(documents, {
      fullName: 'Otra Etapa',
      createdAt: new Date(2026, 2, 2).toISOString(),
    });
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:solicitudes';
      }),
      revokeObjectURL: vi.fn(),
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const user = userEvent.setup();
    renderAdmin(`${LIST}&etapa=Cotizado`, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table', { name: 'Solicitudes de cotización' });
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('solicitudes-2026-03-04.csv');
    expect(clicked[0]!.getAttribute('href')).toBe('blob:solicitudes');
    const bytes = await readBytes(blobs[0]!);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true })
      .decode(bytes)
      .slice(1)
      .split('\r\n');
    // Every field quoted (what a visitor typed never becomes a formula).
    expect(lines[0]).toMatch(
      /^"Fecha","Nombre completo","Tipo de cliente","Correo corporativo","Teléfono",/,
    );
    expect(lines[0]).toMatch(
      /,"ID","Etapa","Última nota","Origen \(primera visita\)","Origen \(última visita\)"$/,
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(',"Núñez Ñandú",');
    expect(lines[1]).toMatch(/,"Cotizado","","",""$/);
    expect(lines[2]).toContain(',"Pérez, Ana",');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled());
  });

  it('says so when there are no requests yet', async () => {
    renderAdmin(LIST, fakeSessionStore(ADMIN), { now: NOW });
    expect(await screen.findByText('Aún no hay solicitudes de cotización.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  });

  it('shows the permission message and retries', async () => {
    await seedLead(documents, { fullName: 'Ana Pérez', createdAt: '2026-03-01T10:00:00.000Z' });
    const realList = documents.list.bind(documents);
    vi.spyOn(documents, 'list').mockRejectedValueOnce(denied()).mockImplementation(realList);
    const user = userEvent.setup();
    renderAdmin(LIST, fakeSessionStore(ADMIN), { now: NOW });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tienes permiso para ver esta información. Verifica que tu cuenta tenga el rol de administrador.',
    );
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Ana Pérez' })).toBeInTheDocument();
  });
});
