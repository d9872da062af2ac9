import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { submitReading } from '@/data/rental/client-portal';
import { linkClient } from '@/data/rental/test-utils/company-fixtures';
import { registerEquipment } from '@/data/rental/equipment/equipment';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import type { EquipmentInit } from '@/domain/schemas/equipment-form';
import { ADMIN, denied, fakeSessionStore, renderAdmin } from '@/app/test-utils/admin-harness';

const SERVICE = '/admin-dashboard?section=servicio';
/** Wednesday 20 May 2026, noon in Cancún: this month is 2026-05, the report's default 2026-04. */
const NOW = new Date('2026-05-20T17:00:00.000Z');
const APRIL = new Date('2026-04-28T17:00:00.000Z');
const MARCH = new Date('2026-03-28T17:00:00.000Z');

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting({ seedDemoUsers: true }));
});

afterEach(() => {
  setStoresForTesting(null);
});

/** A ticket as createTicket and the desk leave it (times as the store reads them back: ISO). */
async function seedTicket(
  id: string,
  {
    createdAt,
    status = 'Abierto',
    kind = 'toner',
    email = `${id}@cliente.mx`,
    lastReplyAt = null,
  }: {
    createdAt: string;
    status?: 'Abierto' | 'En proceso' | 'Resuelto';
    kind?: 'toner' | 'falla';
    email?: string;
    lastReplyAt?: string | null;
  },
) {
  await documents.set('tickets', id, {
    equipmentId: `eq-${id}`,
    clientId: `uid-${id}`,
    authorUid: `uid-${id}`,
    clientEmail: email,
    equipment: { model: `Modelo ${id}`, serial: `SER-${id}` },
    kind,
    ...(kind === 'toner'
      ? { tonerColors: ['Negro', 'Cian'], description: '' }
      : { category: 'Atasco de papel', description: 'Se atora el papel.' }),
    status,
    open: status !== 'Resuelto',
    createdAt,
    statusChangedAt: null,
    statusChangedBy: null,
    lastReplyAt,
  });
}

function bodyRows(caption: string): HTMLElement[] {
  const table = screen.getByRole('table', { name: caption });
  return within(table).getAllByRole('row').slice(1);
}

const device: EquipmentInit = {
  model: 'Kyocera M2040dn',
  serial: 'BN-001',
  color: false,
  location: { address: 'Av. Tulum 200, Cancún', area: 'Recepción' },
  contract: {
    startDate: '2026-01-01',
    monthlyFeeMxn: 1160,
    includedPagesBw: 1000,
    includedPagesColor: 0,
    extraPagePriceBw: 0.35,
    extraPagePriceColor: 0,
    responseHours: 4,
    resolutionHours: 16,
  },
  startCounters: { bw: 10_000, color: 0 },
};

describe('Servicio: tickets', () => {
  it('is a section of the sidebar with its views', async () => {
    renderAdmin(SERVICE, fakeSessionStore(ADMIN), { now: NOW });
    expect(await screen.findByRole('heading', { level: 2, name: 'Servicio' })).toBeVisible();
    const views = screen.getByRole('navigation', { name: 'Vistas de Servicio' });
    expect(
      within(views)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Tickets abiertos',
      'Tickets resueltos',
      'Fuera de tiempo',
      'Visitas de hoy',
      'Tiempos de servicio',
      'Lecturas pendientes',
      'Consumo mensual',
      'Cierre de mes',
      'Tóner por agotarse',
      'Lectores sin reportes',
    ]);
    expect(within(views).getByRole('link', { name: 'Tickets abiertos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Tickets abiertos' })).toBeVisible();
    expect(await screen.findByText('No hay tickets abiertos.')).toBeVisible();
  });

  it('lists the open tickets oldest first, with kind, device, client, status, age and last reply', async () => {
    await seedTicket('nuevo', { createdAt: '2026-05-19T15:00:00.000Z' });
    await seedTicket('viejo', {
      createdAt: '2026-05-15T15:00:00.000Z',
      kind: 'falla',
      status: 'En proceso',
      lastReplyAt: '2026-05-16T16:30:00.000Z',
    });
    await seedTicket('cerrado', { createdAt: '2026-05-01T15:00:00.000Z', status: 'Resuelto' });
    renderAdmin(SERVICE, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table', { name: 'Tickets de servicio' });
    const rows = bodyRows('Tickets de servicio');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Falla: Atasco de papel' })).toHaveAttribute(
      'href',
      '/admin-dashboard/servicio/viejo',
    );
    expect(first).toHaveTextContent('Modelo viejo');
    expect(first).toHaveTextContent('Serie SER-viejo');
    expect(within(first).getByRole('link', { name: 'viejo@cliente.mx' })).toBeVisible();
    expect(first).toHaveTextContent('En proceso');
    expect(first).toHaveTextContent('hace 5 días');
    expect(first).toHaveTextContent('16 may 2026, 11:30');
    expect(within(second).getByRole('link', { name: 'Tóner: Negro, Cian' })).toHaveAttribute(
      'href',
      '/admin-dashboard/servicio/nuevo',
    );
    expect(second).toHaveTextContent('Abierto');
    expect(second).toHaveTextContent('hace 1 día');
    expect(second).toHaveTextContent('Sin respuesta');
    expect(
      screen.getByText('Página 1: tickets 1–2 abiertos, del más antiguo al más reciente.'),
    ).toBeVisible();
  });

  it('shows the resolved tickets, newest first, in their own view', async () => {
    await seedTicket('abierto', { createdAt: '2026-05-10T15:00:00.000Z' });
    await seedTicket('r-viejo', { createdAt: '2026-04-01T15:00:00.000Z', status: 'Resuelto' });
    await seedTicket('r-nuevo', { createdAt: '2026-05-01T15:00:00.000Z', status: 'Resuelto' });
    const user = userEvent.setup();
    renderAdmin(SERVICE, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table', { name: 'Tickets de servicio' });
    await user.click(screen.getByRole('link', { name: 'Tickets resueltos' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/admin-dashboard?section=servicio&vista=resueltos',
      ),
    );
    await waitFor(() =>
      expect(bodyRows('Tickets de servicio').map((row) => row.textContent)).toEqual([
        expect.stringContaining('Modelo r-nuevo'),
        expect.stringContaining('Modelo r-viejo'),
      ]),
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Tickets resueltos' })).toBeVisible();
  });

  it('shows the permission message and retries', async () => {
    await seedTicket('uno', { createdAt: '2026-05-10T15:00:00.000Z' });
    const realList = documents.list.bind(documents);
    vi.spyOn(documents, 'list').mockRejectedValueOnce(denied()).mockImplementation(realList);
    const user = userEvent.setup();
    renderAdmin(SERVICE, fakeSessionStore(ADMIN), { now: NOW });
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Tickets de servicio' })).toBeVisible();
  });
});

describe('Servicio: Lecturas pendientes', () => {
  it('lists only the devices without this month’s reading, linked to their client', async () => {
    await linkClient(
      'carla',
      { email: 'carla@hotel.mx', name: 'Carla', company: 'Hotel Sol' },
      'a',
    );
    await registerEquipment('carla', { ...device, serial: 'NUNCA' }, 'a');
    const april = await registerEquipment('carla', { ...device, serial: 'ABRIL' }, 'a');
    const may = await registerEquipment('otto', { ...device, serial: 'MAYO' }, 'a');
    await submitReading(april, { bw: 10_500, color: 0 }, 'carla', APRIL);
    await submitReading(may, { bw: 10_500, color: 0 }, 'otto', NOW);
    renderAdmin(`${SERVICE}&vista=lecturas`, fakeSessionStore(ADMIN), { now: NOW });
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Lecturas pendientes' }),
    ).toBeVisible();
    await screen.findByRole('table', { name: 'Equipos sin la lectura del mes' });
    const rows = bodyRows('Equipos sin la lectura del mes');
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'NUNCA',
      'ABRIL',
    ]);
    const [never, aprilRow] = rows as [HTMLElement, HTMLElement];
    expect(within(never).getByRole('link', { name: 'Hotel Sol' })).toHaveAttribute(
      'href',
      '/admin-dashboard/clientes/carla',
    );
    expect(never).toHaveTextContent('carla@hotel.mx');
    expect(never).toHaveTextContent('Kyocera M2040dn');
    expect(never).toHaveTextContent('Recepción');
    expect(never).toHaveTextContent('Nunca');
    expect(aprilRow).toHaveTextContent('abril de 2026');
    expect(screen.getByText(/todavía no tienen la lectura de mayo de 2026/)).toBeVisible();
  });

  it('says so when every device has this month’s reading', async () => {
    const id = await registerEquipment('carla', device, 'a');
    await submitReading(id, { bw: 10_100, color: 0 }, 'carla', NOW);
    renderAdmin(`${SERVICE}&vista=lecturas`, fakeSessionStore(ADMIN), { now: NOW });
    expect(
      await screen.findByText('Todos los equipos tienen la lectura de mayo de 2026.'),
    ).toBeVisible();
  });
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

describe('Servicio: Consumo mensual', () => {
  async function seedUsage() {
    await linkClient(
      'carla',
      { email: 'carla@hotel.mx', name: 'Carla', company: 'Hotel Sol' },
      'a',
    );
    const bw = await registerEquipment('carla', device, 'a');
    const silent = await registerEquipment('zeta', { ...device, serial: 'SIN-LECTURA' }, 'a');
    // March's reading is the floor of April's: 11,250 − 10,000 = 1,250 pages in April.
    await submitReading(bw, { bw: 10_000, color: 0 }, 'carla', MARCH);
    await submitReading(bw, { bw: 11_250, color: 0 }, 'carla', APRIL);
    return { bw, silent };
  }

  it('shows the previous month’s pages, extra pages and estimate per device', async () => {
    await seedUsage();
    renderAdmin(`${SERVICE}&vista=consumo`, fakeSessionStore(ADMIN), { now: NOW });
    const caption = 'Consumo mensual por equipo: abril de 2026';
    await screen.findByRole('table', { name: caption });
    expect(screen.getByRole('combobox', { name: 'Mes' })).toHaveValue('2026-04');
    const [withReading, without] = bodyRows(caption) as [HTMLElement, HTMLElement];
    const cells = within(withReading)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // 1,250 pages, 250 beyond the 1,000 included × $0.35 = $87.50; $1,160 + $87.50 = $1,247.50.
    expect(cells).toEqual([
      'Hotel Solcarla@hotel.mx',
      'Kyocera M2040dnSerie BN-001 · Recepción',
      '1,250',
      '0',
      '250',
      '0',
      '$1,160.00',
      '$87.50',
      '$1,075.43',
      '$172.07',
      '$1,247.50',
    ]);
    expect(without).toHaveTextContent('Sin lectura en este mes');
  });

  it('changes the month from the picker', async () => {
    await seedUsage();
    const user = userEvent.setup();
    renderAdmin(`${SERVICE}&vista=consumo`, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table', { name: 'Consumo mensual por equipo: abril de 2026' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mes' }), '2026-03');
    await screen.findByRole('table', { name: 'Consumo mensual por equipo: marzo de 2026' });
    expect(screen.getByTestId('location')).toHaveTextContent('mes=2026-03');
    // March's reading starts from the start counters: no pages.
    await waitFor(() =>
      expect(
        within(bodyRows('Consumo mensual por equipo: marzo de 2026')[0]!).getAllByRole('cell')[2],
      ).toHaveTextContent(/^0$/),
    );
  });

  it('downloads the report as a CSV with Spanish headers, UTF-8 with BOM', async () => {
    const { bw, silent } = await seedUsage();
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:consumo';
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
    renderAdmin(`${SERVICE}&vista=consumo`, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table', { name: 'Consumo mensual por equipo: abril de 2026' });
    await user.click(screen.getByRole('button', { name: 'Descargar CSV' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('consumo-2026-04.csv');
    const bytes = await readBytes(blobs[0]!);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true })
      .decode(bytes)
      .slice(1)
      .split('\r\n');
    expect(lines).toEqual([
      '"Mes","Cliente","Empresa","Correo del cliente","Modelo","Número de serie","Área","Lectura del mes","Contador B/N","Contador color","Contador B/N anterior","Contador color anterior","Páginas B/N","Páginas color","Incluidas B/N","Incluidas color","Excedentes B/N","Excedentes color","Precio página excedente B/N","Precio página excedente color","Renta mensual","Importe excedentes B/N","Importe excedentes color","Subtotal","IVA","Total","ID del equipo"',
      `"2026-04","Carla","Hotel Sol","carla@hotel.mx","Kyocera M2040dn","BN-001","Recepción","Con lectura","11250","0","10000","0","1250","0","1000","0","250","0","0.35","0","1160.00","87.50","0.00","1075.43","172.07","1247.50","${bw}"`,
      `"2026-04","","","","Kyocera M2040dn","SIN-LECTURA","Recepción","Sin lectura","","","","","","","1000","0","","","0.35","0","","","","","","","${silent}"`,
      '',
    ]);
    expect(await screen.findByText('CSV descargado: 2 equipos.')).toBeInTheDocument();
  });

  it('says so when no device is registered', async () => {
    renderAdmin(`${SERVICE}&vista=consumo`, fakeSessionStore(ADMIN), { now: NOW });
    expect(await screen.findByText('Todavía no hay equipos registrados.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Descargar CSV' })).toBeDisabled();
  });
});
