/**
 * "Cierre de mes" in the desk's Servicio section (`vista=cierre`): the month's devices with their
 * readings and sources, "Sin lectura" with "Registrar lectura" (the reading form, its unusual
 * month's question) and "Estimar", "Cerrar mes" refused while a reading is missing, a closed
 * month's statements and "Descargar para facturación" (CSV and JSON, to the cent), and "Reabrir
 * mes" with its reason. The callables are mocked (each mock writes what its function stores:
 * functions/src/statements); the functions themselves have their own tests.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { seedCompany } from '@/data/rental/test-utils/company-fixtures';
import { deviceLines, invoiceJson, invoiceRows, statementTotals } from '@/domain/month-close';
import type * as FunctionsModule from '@/lib/functions';
import { FunctionCallError } from '@/lib/functions';
import { ADMIN, fakeSessionStore, renderAdmin } from '@/app/test-utils/admin-harness';
import { invoiceCsv } from './invoice-csv';

const functions = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock('@/lib/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof FunctionsModule>()),
  callFunction: functions.callFunction,
}));

/** Thursday 3 December 2026, noon in Cancún: November is the month to close. */
const NOW = new Date('2026-12-03T17:00:00.000Z');
const CLOSE = '/admin-dashboard?section=servicio&vista=cierre';
const CAPTION = 'Equipos del cierre de noviembre de 2026';
let documents: DocumentStore;

const CONTRACT = {
  startDate: '2026-06-01',
  monthlyFeeMxn: 1499,
  includedPagesBw: 2000,
  includedPagesColor: 500,
  extraPagePriceBw: 0.35,
  extraPagePriceColor: 2.5,
  responseHours: 4,
  resolutionHours: 16,
};

interface Seed {
  clientId: string;
  model: string;
  serial: string;
  color?: boolean;
  last: { month: string; bw: number; color: number };
}

function equipment({ clientId, model, serial, color = true, last }: Seed) {
  return {
    clientId,
    model,
    serial,
    color,
    location: { address: 'Av. Tulum 100, Cancún', area: 'Recepción' },
    contract: color ? CONTRACT : { ...CONTRACT, includedPagesColor: 0, extraPagePriceColor: 0 },
    startCounters: { bw: 1000, color: color ? 100 : 0 },
    lastReading: { ...last, at: `${last.month}-28T15:00:00.000Z` },
    lastReadingMonth: last.month,
    createdAt: '2026-06-01T15:00:00.000Z',
    createdBy: ADMIN.uid,
    updatedAt: '2026-06-01T15:00:00.000Z',
    updatedBy: ADMIN.uid,
  };
}

const reading = (
  month: string,
  counters: [number, number],
  previous: [number, number],
  source: string,
) => ({
  month,
  bw: counters[0],
  color: counters[1],
  previous: { bw: previous[0], color: previous[1] },
  source,
  by: 'ana',
  at: `${month}-28T15:00:00.000Z`,
});

const DEVICES: Record<string, Seed> = {
  'eq-1': {
    clientId: 'hotel',
    model: 'Kyocera TASKalfa 2554ci',
    serial: 'KY-001',
    last: { month: '2026-11', bw: 5000, color: 900 },
  },
  'eq-2': {
    clientId: 'hotel',
    model: 'Brother HL-L5100DN',
    serial: 'BR-002',
    color: false,
    last: { month: '2026-10', bw: 3000, color: 0 },
  },
  'eq-3': {
    clientId: 'clinica',
    model: 'Kyocera ECOSYS M5526cdw',
    serial: 'KY-003',
    last: { month: '2026-11', bw: 2500, color: 300 },
  },
};

beforeEach(async () => {
  functions.callFunction.mockReset();
  ({ documents } = await installBrowserStoresForTesting({ seedDemoUsers: true }));
  await seedCompany('hotel', [{ uid: 'ana', role: 'administrador' }], {
    company: 'Hotel Sol',
    rfc: 'HSO010101AB1',
  });
  await seedCompany('clinica', [{ uid: 'luis', role: 'administrador' }], {
    company: 'Clínica Azul',
  });
  for (const [id, seed] of Object.entries(DEVICES))
    await documents.set('equipment', id, equipment(seed));
  // eq-1 read by the client, eq-3 by the company; eq-2 (B/N) lacks November's reading.
  await documents.set(
    'equipment/eq-1/readings',
    '2026-11',
    reading('2026-11', [5000, 900], [2500, 200], 'cliente'),
  );
  await documents.set(
    'equipment/eq-3/readings',
    '2026-11',
    reading('2026-11', [2500, 300], [1000, 100], 'empresa'),
  );
  await documents.set(
    'equipment/eq-2/readings',
    '2026-10',
    reading('2026-10', [3000, 0], [2000, 0], 'cliente'),
  );
  // A device whose contract ended is invoiced by hand: not in the close.
  await documents.set('equipment', 'eq-fin', {
    ...equipment({ ...DEVICES['eq-3']!, serial: 'KY-FIN' }),
    contractEnd: { date: '2026-10-15', bw: 1, color: 1, at: '2026-10-15T15:00:00Z', by: 'x' },
  });
});

afterEach(() => {
  setStoresForTesting(null);
});

/** A Blob's bytes (jsdom's Blob has no text()). */
const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(new Error('No se pudo leer el archivo.'));
    reader.readAsArrayBuffer(blob);
  });
/** UTF-8 text, its byte-order mark kept. */
const utf8 = (buffer: ArrayBuffer) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(buffer);

function rowsOf(caption: string): string[][] {
  const table = screen.getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

/** What the function stores for "Estimar" (functions/src/statements): eq-2's estimate. */
async function storeEstimate() {
  await documents.set('equipment/eq-2/readings', '2026-11', {
    ...reading('2026-11', [4000, 0], [3000, 0], 'estimada'),
    by: ADMIN.uid,
  });
  await documents.set('equipment', 'eq-2', {
    ...equipment(DEVICES['eq-2']!),
    lastReading: { month: '2026-11', bw: 4000, color: 0, at: NOW.toISOString() },
    lastReadingMonth: '2026-11',
  });
  return {
    month: '2026-11',
    bw: 4000,
    color: 0,
    source: 'estimada',
    message: 'Lectura estimada guardada.',
  };
}

/** The two statements closeMonth writes for November (version `version`). */
function statements(version: number) {
  const device = (id: string) => ({ id, ...DEVICES[id]!, contract: CONTRACT });
  const bw = { ...CONTRACT, includedPagesColor: 0, extraPagePriceColor: 0 };
  const hotelLines = [
    ...deviceLines(device('eq-1'), { bw: 2500, color: 700 }),
    ...deviceLines({ ...device('eq-2'), contract: bw }, { bw: 1000, color: 0 }),
  ];
  const clinicaLines = deviceLines(device('eq-3'), { bw: 1500, color: 200 });
  const base = { month: '2026-11', version, devices: [], closedAt: NOW.toISOString() };
  return {
    hotel: {
      ...base,
      clientId: 'hotel',
      company: 'Hotel Sol',
      rfc: 'HSO010101AB1',
      lines: hotelLines,
      ...statementTotals(hotelLines),
      closedBy: ADMIN.uid,
    },
    clinica: {
      ...base,
      clientId: 'clinica',
      company: 'Clínica Azul',
      rfc: '',
      lines: clinicaLines,
      ...statementTotals(clinicaLines),
      closedBy: ADMIN.uid,
    },
  };
}

async function storeClose(version: number) {
  const written = statements(version);
  await documents.set('statements', 'hotel_2026-11', written.hotel);
  await documents.set('statements', 'clinica_2026-11', written.clinica);
  await documents.set('monthCloses', '2026-11', {
    month: '2026-11',
    status: 'cerrado',
    version,
    closedAt: NOW.toISOString(),
    closedBy: ADMIN.uid,
    statements: 2,
    totalMxn: written.hotel.totalMxn + written.clinica.totalMxn,
    reopenings: [],
  });
  return written;
}

describe('Cierre de mes', () => {
  it('lists the month’s devices with their readings and sources, and refuses to close with one missing', async () => {
    const user = userEvent.setup();
    renderAdmin(CLOSE, fakeSessionStore(ADMIN), { now: NOW });
    expect(await screen.findByRole('heading', { level: 3, name: 'Cierre de mes' })).toBeVisible();
    await screen.findByRole('table', { name: CAPTION });
    const month = screen.getByRole('combobox', { name: 'Mes' });
    expect(month).toHaveDisplayValue('noviembre de 2026');
    // Only months that already ended.
    expect(within(month).queryByRole('option', { name: 'diciembre de 2026' })).toBeNull();
    expect(screen.getByText('Abierto')).toBeVisible();
    expect(rowsOf(CAPTION).map((cells) => cells.slice(0, 4))).toEqual([
      ['Clínica Azul', 'Kyocera ECOSYS M5526cdwSerie KY-003', '2,500 · 300', 'Empresa'],
      ['Hotel Sol', 'Brother HL-L5100DNSerie BR-002', 'Sin lectura', ''],
      ['Hotel Sol', 'Kyocera TASKalfa 2554ciSerie KY-001', '5,000 · 900', 'Cliente'],
    ]);
    expect(screen.getByText('2 de 3 equipos con lectura.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Cerrar mes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Faltan lecturas de 1 equipo.');
    expect(functions.callFunction).not.toHaveBeenCalled();
  });

  // Issue 46: the "Estimar" button is disabled while asked; its refusal takes the keyboard.
  it('shows an estimate corrected to a real counter as the company’s reading, not "Estimada"', async () => {
    await documents.set('equipment/eq-2/readings', '2026-11', {
      ...reading('2026-11', [3900, 0], [3000, 0], 'estimada'),
      by: ADMIN.uid,
      corrections: [
        { bw: 4000, color: 0, by: ADMIN.uid, at: NOW.toISOString(), reason: 'Contador real.' },
      ],
      correctedAt: NOW.toISOString(),
    });
    renderAdmin(`${CLOSE}&mes=2026-11`, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table', { name: CAPTION });
    await waitFor(() => expect(rowsOf(CAPTION)[1]?.slice(2, 4)).toEqual(['3,900', 'Empresa']));
    expect(within(screen.getByRole('table', { name: CAPTION })).queryByText('Estimada')).toBeNull();
  });

  it('says why a refused "Estimar" failed, where the keyboard goes', async () => {
    functions.callFunction.mockRejectedValueOnce(
      new FunctionCallError('failed-precondition', 'Ese equipo ya tiene lectura de ese mes.'),
    );
    const user = userEvent.setup();
    renderAdmin(`${CLOSE}&mes=2026-11`, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table', { name: CAPTION });
    const estimate = screen.getByRole('button', {
      name: 'Estimar de Brother HL-L5100DN (serie BR-002)',
    });
    await user.click(estimate);
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Ese equipo ya tiene lectura de ese mes.');
    await waitFor(() => expect(document.activeElement).toBe(refusal));
    expect(rowsOf(CAPTION)[1]?.slice(2, 4)).toEqual(['Sin lectura', '']);
    expect(estimate).toBeEnabled();
  });

  it('estimates the missing reading, closes the month and downloads the lines for invoicing', async () => {
    functions.callFunction.mockImplementationOnce(storeEstimate);
    const user = userEvent.setup();
    renderAdmin(`${CLOSE}&mes=2026-11`, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table', { name: CAPTION });
    await user.click(
      screen.getByRole('button', { name: 'Estimar de Brother HL-L5100DN (serie BR-002)' }),
    );
    expect(functions.callFunction).toHaveBeenCalledWith('recordMonthReading', {
      equipmentId: 'eq-2',
      month: '2026-11',
      mode: 'estimar',
    });
    expect(await screen.findByText('Lectura estimada guardada.')).toBeInTheDocument();
    await waitFor(() => expect(rowsOf(CAPTION)[1]?.slice(2, 4)).toEqual(['4,000', 'Estimada']));
    expect(within(screen.getByRole('table', { name: CAPTION })).getByText('Estimada')).toHaveClass(
      'badge',
    );

    let written: ReturnType<typeof statements> | null = null;
    functions.callFunction.mockImplementationOnce(async () => {
      written = await storeClose(1);
      return {
        month: '2026-11',
        version: 1,
        statements: 2,
        totalMxn: 0,
        message: 'Mes cerrado: 2 estados de cuenta.',
      };
    });
    await user.click(screen.getByRole('button', { name: 'Cerrar mes' }));
    expect(functions.callFunction).toHaveBeenLastCalledWith('closeMonth', { month: '2026-11' });
    expect(await screen.findByText('Mes cerrado: 2 estados de cuenta.')).toBeInTheDocument();
    expect(await screen.findByText('Cerrado (versión 1)')).toBeVisible();
    const statementsCaption = 'Estados de cuenta de noviembre de 2026';
    await screen.findByRole('table', { name: statementsCaption });
    // Hotel Sol: two rents of $1,499, eq-1's 500 extra B/N pages × $0.35 and 200 extra colour
    // pages × $2.50 = $3,673.00 (eq-2's estimated 1,000 pages are within its 2,000); Clínica
    // Azul: its rent alone.
    expect(rowsOf(statementsCaption)).toEqual([
      ['Clínica Azul', 'Sin RFC', '$1,499.00'],
      ['Hotel Sol', 'HSO010101AB1', '$3,673.00'],
      ['Total del mes', '$5,172.00'],
    ]);
    expect(screen.queryByRole('button', { name: 'Cerrar mes' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Estimar/ })).toBeNull();

    // The files: a Blob offered through a temporary link, named facturacion-2026-11.*.
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:factura';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const download = screen.getByRole('group', { name: 'Descargar para facturación' });
    await user.click(within(download).getByRole('button', { name: 'CSV' }));
    await user.click(within(download).getByRole('button', { name: 'JSON' }));
    expect(names).toEqual(['facturacion-2026-11.csv', 'facturacion-2026-11.json']);
    const stored = written as unknown as ReturnType<typeof statements>;
    // The statements as listed (by company): Clínica Azul, then Hotel Sol.
    const rows = invoiceRows([stored.clinica, stored.hotel]);
    const [csvBytes, jsonBytes] = await Promise.all(blobs.map(bytesOf));
    // UTF-8 with its byte-order mark first (EF BB BF), then the rows.
    expect([...new Uint8Array(csvBytes!).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = utf8(csvBytes!);
    const json = utf8(jsonBytes!);
    expect(csv).toBe(invoiceCsv(rows));
    expect(csv.startsWith('\uFEFF"rfc","cliente",')).toBe(true);
    expect(json).toBe(invoiceJson(rows));
    expect(JSON.parse(json)).toContainEqual(
      expect.objectContaining({
        rfc: 'HSO010101AB1',
        concepto: 'Páginas a color excedentes',
        cantidad: '200',
        total: '500.00',
      }),
    );
  });

  it('records a late reading with the desk’s form: its checks, the unusual month, the function’s refusal', async () => {
    const user = userEvent.setup();
    renderAdmin(CLOSE, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table', { name: CAPTION });
    await user.click(
      screen.getByRole('button', {
        name: 'Registrar lectura de Brother HL-L5100DN (serie BR-002)',
      }),
    );
    const form = screen.getByRole('form', { name: 'Registrar la lectura de noviembre de 2026' });
    expect(form).toHaveTextContent('Equipo: Brother HL-L5100DN (serie BR-002).');
    // A B/N device: the black counter alone.
    expect(within(form).queryByLabelText('Contador a color')).toBeNull();
    const bw = within(form).getByLabelText('Contador B/N');
    expect(bw).toHaveAccessibleDescription('Lectura anterior: 3,000.');
    await user.type(bw, '2999');
    await user.click(within(form).getByRole('button', { name: 'Guardar lectura' }));
    expect(bw).toHaveAccessibleDescription(
      expect.stringContaining('La lectura no puede ser menor que la anterior (3,000).'),
    );
    // 30,000 pages: more than 10 times the 2,000 included, so the form asks first.
    await user.clear(bw);
    await user.type(bw, '33000');
    await user.click(within(form).getByRole('button', { name: 'Guardar lectura' }));
    expect(
      await within(form).findByText(
        'Esta lectura suma 30,000 páginas este mes, mucho más de lo habitual.',
      ),
    ).toBeVisible();
    expect(functions.callFunction).not.toHaveBeenCalled();
    await user.click(within(form).getByLabelText('Confirmo que la lectura es correcta'));
    functions.callFunction.mockRejectedValueOnce(
      new FunctionCallError(
        'failed-precondition',
        'El mes está cerrado. Reábrelo para cambiar sus lecturas.',
      ),
    );
    await user.click(within(form).getByRole('button', { name: 'Guardar lectura' }));
    expect(
      await within(form).findByText('El mes está cerrado. Reábrelo para cambiar sus lecturas.'),
    ).toHaveAttribute('role', 'alert');
    expect(bw).toHaveValue('33000');
    expect(functions.callFunction).toHaveBeenLastCalledWith('recordMonthReading', {
      equipmentId: 'eq-2',
      month: '2026-11',
      mode: 'registrar',
      bw: 33000,
      color: 0,
    });

    functions.callFunction.mockImplementationOnce(async () => {
      await documents.set('equipment/eq-2/readings', '2026-11', {
        ...reading('2026-11', [33000, 0], [3000, 0], 'empresa'),
        by: ADMIN.uid,
      });
      return {
        month: '2026-11',
        bw: 33000,
        color: 0,
        source: 'empresa',
        message: 'Lectura registrada.',
      };
    });
    await user.click(within(form).getByRole('button', { name: 'Guardar lectura' }));
    expect(await screen.findByText('Lectura registrada.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: /^Registrar la lectura/ })).toBeNull(),
    );
    await waitFor(() => expect(rowsOf(CAPTION)[1]?.slice(2, 4)).toEqual(['33,000', 'Empresa']));
    expect(screen.getByText('3 de 3 equipos con lectura.')).toBeVisible();
  });

  it('records a skipped month between its neighbours: from the next reading’s previous up to it', async () => {
    // eq-2's client skipped November and sent December's (3,000 → 4,200) on the 1st.
    await documents.set(
      'equipment/eq-2/readings',
      '2026-12',
      reading('2026-12', [4200, 0], [3000, 0], 'cliente'),
    );
    await documents.set('equipment', 'eq-2', {
      ...equipment({ ...DEVICES['eq-2']!, last: { month: '2026-12', bw: 4200, color: 0 } }),
    });
    const user = userEvent.setup();
    renderAdmin(CLOSE, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table', { name: CAPTION });
    await user.click(
      screen.getByRole('button', {
        name: 'Registrar lectura de Brother HL-L5100DN (serie BR-002)',
      }),
    );
    const form = screen.getByRole('form', { name: 'Registrar la lectura de noviembre de 2026' });
    const bw = within(form).getByLabelText('Contador B/N');
    // The floor is October's counters, which December counts from, not December's.
    await waitFor(() => expect(bw).toHaveAccessibleDescription('Lectura anterior: 3,000.'));
    await user.type(bw, '4201');
    await user.click(within(form).getByRole('button', { name: 'Guardar lectura' }));
    expect(bw).toHaveAccessibleDescription(
      expect.stringContaining('La lectura no puede ser mayor que la del mes siguiente (4,200).'),
    );
    expect(functions.callFunction).not.toHaveBeenCalled();
    functions.callFunction.mockResolvedValueOnce({
      month: '2026-11',
      bw: 3600,
      color: 0,
      source: 'empresa',
      message: 'Lectura registrada.',
    });
    await user.clear(bw);
    await user.type(bw, '3600');
    await user.click(within(form).getByRole('button', { name: 'Guardar lectura' }));
    expect(await screen.findByText('Lectura registrada.')).toBeInTheDocument();
    expect(functions.callFunction).toHaveBeenLastCalledWith('recordMonthReading', {
      equipmentId: 'eq-2',
      month: '2026-11',
      mode: 'registrar',
      bw: 3600,
      color: 0,
    });
  });

  it('reopens a closed month with a reason, keeping it when the function refuses', async () => {
    await storeEstimate();
    await storeClose(1);
    const user = userEvent.setup();
    renderAdmin(CLOSE, fakeSessionStore(ADMIN), { now: NOW });
    expect(await screen.findByText('Cerrado (versión 1)')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Reabrir mes' }));
    const form = screen.getByRole('form', { name: 'Reabrir noviembre de 2026' });
    const reason = within(form).getByLabelText('Motivo de la reapertura');
    await user.type(reason, ' x ');
    await user.click(within(form).getByRole('button', { name: 'Reabrir mes' }));
    expect(reason).toHaveAccessibleDescription(
      'Escribe el motivo de la reapertura (de 3 a 500 caracteres).',
    );
    expect(reason).toHaveFocus();
    expect(functions.callFunction).not.toHaveBeenCalled();

    await user.clear(reason);
    await user.type(reason, 'El cliente corrigió su lectura.');
    functions.callFunction.mockRejectedValueOnce(
      new FunctionCallError('permission-denied', 'Solo un administrador puede cerrar el mes.'),
    );
    await user.click(within(form).getByRole('button', { name: 'Reabrir mes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Solo un administrador puede cerrar el mes.',
    );
    expect(reason).toHaveValue('El cliente corrigió su lectura.');

    functions.callFunction.mockImplementationOnce(async () => {
      const close = await documents.get('monthCloses', '2026-11');
      await documents.set('monthCloses', '2026-11', {
        ...(close as object),
        status: 'reabierto',
        reopenings: [
          { at: NOW.toISOString(), by: ADMIN.uid, reason: 'El cliente corrigió su lectura.' },
        ],
      });
      return { message: 'Mes reabierto.' };
    });
    await user.click(within(form).getByRole('button', { name: 'Reabrir mes' }));
    expect(functions.callFunction).toHaveBeenLastCalledWith('reopenMonth', {
      month: '2026-11',
      reason: 'El cliente corrigió su lectura.',
    });
    expect(await screen.findByText('Mes reabierto.')).toBeInTheDocument();
    expect(await screen.findByText('Reabierto')).toBeVisible();
    const reopenings = screen.getByRole('region', { name: 'Reaperturas' });
    // When, who (the admin's name, not their uid) and why.
    await waitFor(() =>
      expect(reopenings).toHaveTextContent(
        '3 dic 2026, 12:00 p.m. · reabrió Administración Demo: El cliente corrigió su lectura.',
      ),
    );
    // Open again: it closes again (a new version), and its statements wait for that.
    expect(screen.getByRole('button', { name: 'Cerrar mes' })).toBeEnabled();
    expect(
      screen.queryByRole('table', { name: 'Estados de cuenta de noviembre de 2026' }),
    ).toBeNull();
  });
});
