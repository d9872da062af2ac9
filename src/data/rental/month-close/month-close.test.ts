import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FunctionsModule from '@/lib/functions';
import { FunctionCallError } from '@/lib/functions';
import type { DocumentStore } from '../../ports';
import { setStoresForTesting } from '../../store';
import { installBrowserStoresForTesting } from '../../test-utils/browser-stores';
import {
  closeMonth,
  COMPANY_STATEMENTS_LIMIT,
  getMonthClose,
  getStatement,
  listCloseDevices,
  listCompanyStatements,
  listMonthStatements,
  listTonerAlerts,
  recordMonthReading,
  reopenMonth,
} from './month-close';

const functions = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock('@/lib/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof FunctionsModule>()),
  callFunction: functions.callFunction,
}));

let documents: DocumentStore;

beforeEach(async () => {
  functions.callFunction.mockReset();
  ({ documents } = await installBrowserStoresForTesting());
});

afterEach(() => {
  setStoresForTesting(null);
});

type Data = Record<string, unknown>;

/** A device as the desk registers it, of `clientId`, read in October 2026. */
const device = (clientId: string, serial: string, extra: Data = {}): Data => ({
  clientId,
  model: 'Kyocera M2040dn',
  serial,
  color: false,
  location: { address: 'Av. Tulum 200', area: '' },
  contract: {
    startDate: '2026-01-01',
    monthlyFeeMxn: 1160,
    includedPagesBw: 1000,
    includedPagesColor: 0,
    extraPagePriceBw: 0.35,
    extraPagePriceColor: 0,
  },
  startCounters: { bw: 100, color: 0 },
  lastReading: { month: '2026-10', bw: 900, color: 0, at: '2026-10-28T15:00:00.000Z' },
  lastReadingMonth: '2026-10',
  ...extra,
});

/** A reading of `month` as submitReading or recordMonthReading stores it. */
const reading = (month: string, bw: number, source: string): Data => ({
  month,
  bw,
  color: 0,
  previous: { bw: 900, color: 0 },
  source,
  by: 'boss',
  at: `${month}-28T15:00:00.000Z`,
});

const ended = { date: '2026-10-31', bw: 950, color: 0, at: '2026-10-31T15:00:00.000Z', by: 'boss' };

describe('listCloseDevices: the devices a month closes, each with its reading', () => {
  beforeEach(async () => {
    await documents.set('equipment', 'hotel-b', device('hotel', 'B-2'));
    await documents.set('equipment', 'hotel-a', device('hotel', 'A-1'));
    await documents.set('equipment', 'despacho', device('despacho', 'Z-9'));
    // Installed after November, or ended: not closed in November.
    await documents.set(
      'equipment',
      'nuevo',
      device('hotel', 'C-3', {
        contract: { ...(device('', '').contract as Data), startDate: '2026-12-01' },
      }),
    );
    await documents.set(
      'equipment',
      'terminado',
      device('hotel', 'D-4', { contractEnd: ended, lastReadingMonth: '9999-12' }),
    );
    // Installed on November's last day: closed in November.
    await documents.set(
      'equipment',
      'ultimo-dia',
      device('hotel', 'E-5', {
        contract: { ...(device('', '').contract as Data), startDate: '2026-11-30' },
        lastReading: null,
        lastReadingMonth: '',
      }),
    );
    // Not a device the app wrote: left out.
    await documents.set('equipment', 'roto', { clientId: 'hotel', serial: 'X' });
    await documents.set(
      'equipment/hotel-b/readings',
      '2026-11',
      reading('2026-11', 1500, 'cliente'),
    );
    await documents.set(
      'equipment/hotel-b/readings',
      '2026-10',
      reading('2026-10', 900, 'cliente'),
    );
    await documents.set(
      'equipment/hotel-a/readings',
      '2026-10',
      reading('2026-10', 900, 'empresa'),
    );
    await documents.set(
      'equipment/despacho/readings',
      '2026-11',
      reading('2026-11', 1200, 'estimada'),
    );
  });

  it('lists the active devices by company and serial, with the month’s reading or null', async () => {
    const rows = await listCloseDevices('2026-11');
    expect(rows.map((r) => [r.device.id, r.reading?.id ?? null])).toEqual([
      ['despacho', '2026-11'],
      ['hotel-a', null],
      ['hotel-b', '2026-11'],
      ['ultimo-dia', null],
    ]);
    expect(rows[0]?.reading).toMatchObject({ bw: 1200, source: 'estimada' });
    expect(rows[2]?.reading).toMatchObject({ bw: 1500, source: 'cliente', previous: { bw: 900 } });
    expect(rows[2]?.device).toMatchObject({ clientId: 'hotel', serial: 'B-2', contractEnd: null });
  });

  it('reads another month’s readings, and an old reading without a source as ""', async () => {
    await documents.set('equipment/hotel-a/readings', '2026-09', {
      ...reading('2026-09', 800, ''),
      source: undefined,
    });
    const rows = await listCloseDevices('2026-10');
    // E-5 started in November: not closed in October.
    expect(rows.map((r) => [r.device.id, r.reading?.source ?? null])).toEqual([
      ['despacho', null],
      ['hotel-a', 'empresa'],
      ['hotel-b', 'cliente'],
    ]);
    const september = await listCloseDevices('2026-09');
    expect(september.find((r) => r.device.id === 'hotel-a')?.reading?.source).toBe('');
  });

  it('reads one document per device closed, never the readings’ history', async () => {
    const get = vi.spyOn(documents, 'get');
    const list = vi.spyOn(documents, 'list');
    await listCloseDevices('2026-11');
    expect(list).toHaveBeenCalledTimes(1);
    expect(list.mock.calls[0]?.[0]).toBe('equipment');
    expect(get.mock.calls.map(([collection, id]) => `${collection}/${id}`).sort()).toEqual([
      'equipment/despacho/readings/2026-11',
      'equipment/hotel-a/readings/2026-11',
      'equipment/hotel-b/readings/2026-11',
      'equipment/ultimo-dia/readings/2026-11',
    ]);
  });
});

/** A statement as closeMonth writes it. */
const statement = (clientId: string, month: string, extra: Data = {}): Data => ({
  clientId,
  month,
  version: 1,
  company: clientId === 'hotel' ? 'Hotel Caribe' : 'Despacho Álvarez',
  rfc: 'HCA010101AB1',
  devices: [
    {
      equipmentId: 'hotel-a',
      model: 'Kyocera M2040dn',
      serial: 'A-1',
      location: 'Av. Tulum 200',
      reading: { bw: 1500, color: 0 },
      previous: { bw: 900, color: 0 },
      source: 'estimada',
      pagesBw: 600,
      pagesColor: 0,
    },
  ],
  lines: [
    {
      equipmentId: 'hotel-a',
      model: 'Kyocera M2040dn',
      serial: 'A-1',
      concept: 'renta',
      description: 'Renta mensual',
      claveProdServ: '80161801',
      claveUnidad: 'E48',
      quantity: 1,
      unitPriceMxn: 1160,
      unitPriceNetMxn: 1000,
      subtotalMxn: 1000,
      ivaMxn: 160,
      totalMxn: 1160,
    },
  ],
  subtotalMxn: 1000,
  ivaMxn: 160,
  totalMxn: 1160,
  closedAt: `${month}-30T15:00:00.000Z`,
  closedBy: 'boss',
  ...extra,
});

describe('statements and the month’s state', () => {
  it('lists a company’s statements, newest month first, only its own', async () => {
    for (const month of ['2026-09', '2026-11', '2026-10'])
      await documents.set('statements', `hotel_${month}`, statement('hotel', month));
    await documents.set('statements', 'despacho_2026-11', statement('despacho', '2026-11'));
    // Not a statement the close wrote: left out.
    await documents.set('statements', 'hotel_2026-08', { clientId: 'hotel', month: '2026-08' });
    const listed = await listCompanyStatements('hotel');
    expect(listed.map((s) => s.id)).toEqual(['hotel_2026-11', 'hotel_2026-10', 'hotel_2026-09']);
    expect(listed[0]).toMatchObject({ clientId: 'hotel', totalMxn: 1160, version: 1 });
    expect(await listCompanyStatements('nadie')).toEqual([]);
  });

  it('lists at most two years', async () => {
    const months = Array.from({ length: 26 }, (_, i) => {
      const year = 2024 + Math.floor((i + 8) / 12);
      return `${String(year)}-${String(((i + 8) % 12) + 1).padStart(2, '0')}`;
    });
    expect(months[0]).toBe('2024-09');
    expect(months.at(-1)).toBe('2026-10');
    for (const month of months)
      await documents.set('statements', `hotel_${month}`, statement('hotel', month));
    const listed = await listCompanyStatements('hotel');
    expect(COMPANY_STATEMENTS_LIMIT).toBe(24);
    expect(listed).toHaveLength(24);
    expect(listed[0]?.month).toBe('2026-10');
    expect(listed.at(-1)?.month).toBe('2024-11');
  });

  it('reads one statement by company and month, or null', async () => {
    await documents.set(
      'statements',
      'hotel_2026-11',
      statement('hotel', '2026-11', { version: 2, company: 'Hotel Caribe, S.A.' }),
    );
    const found = await getStatement('hotel', '2026-11');
    expect(found).toMatchObject({
      id: 'hotel_2026-11',
      version: 2,
      company: 'Hotel Caribe, S.A.',
      devices: [{ serial: 'A-1', source: 'estimada', pagesBw: 600 }],
      lines: [{ concept: 'renta', totalMxn: 1160 }],
    });
    expect(await getStatement('hotel', '2026-10')).toBeNull();
    expect(await getStatement('despacho', '2026-11')).toBeNull();
  });

  it('lists the month’s statements by company name, and reads its state', async () => {
    await documents.set('statements', 'hotel_2026-11', statement('hotel', '2026-11'));
    await documents.set('statements', 'despacho_2026-11', statement('despacho', '2026-11'));
    await documents.set('statements', 'hotel_2026-10', statement('hotel', '2026-10'));
    expect((await listMonthStatements('2026-11')).map((s) => s.company)).toEqual([
      'Despacho Álvarez',
      'Hotel Caribe',
    ]);
    expect(await getMonthClose('2026-11')).toBeNull();
    await documents.set('monthCloses', '2026-11', {
      month: '2026-11',
      status: 'reabierto',
      version: 1,
      closedAt: '2026-12-01T15:00:00.000Z',
      closedBy: 'boss',
      statements: 2,
      totalMxn: 2320,
      reopenings: [{ at: '2026-12-02T15:00:00.000Z', by: 'boss', reason: 'Lectura corregida' }],
    });
    expect(await getMonthClose('2026-11')).toMatchObject({
      status: 'reabierto',
      version: 1,
      reopenings: [{ reason: 'Lectura corregida' }],
    });
  });
});

describe('listTonerAlerts: devices whose toner ends within 10 days', () => {
  /** 10:00 of 5 April 2026 in Cancún: the list reaches 15 April. */
  const NOW = new Date('2026-04-05T15:00:00.000Z');

  it('lists them by the day it ends, skipping later days, none and ended contracts', async () => {
    await documents.set(
      'equipment',
      'limite',
      device('hotel', 'A-1', { tonerEndsOn: '2026-04-15' }),
    );
    await documents.set(
      'equipment',
      'despues',
      device('hotel', 'A-2', { tonerEndsOn: '2026-04-16' }),
    );
    await documents.set(
      'equipment',
      'agotado',
      device('hotel', 'A-3', { tonerEndsOn: '2026-04-01' }),
    );
    await documents.set(
      'equipment',
      'pronto',
      device('despacho', 'B-1', { tonerEndsOn: '2026-04-08' }),
    );
    await documents.set('equipment', 'sin-dato', device('hotel', 'A-4', { tonerEndsOn: null }));
    await documents.set('equipment', 'viejo', device('hotel', 'A-5'));
    await documents.set(
      'equipment',
      'terminado',
      device('hotel', 'A-6', { tonerEndsOn: '2026-04-10', contractEnd: ended }),
    );
    const alerts = await listTonerAlerts(NOW);
    expect(alerts.map((d) => [d.id, d.tonerEndsOn])).toEqual([
      ['agotado', '2026-04-01'],
      ['pronto', '2026-04-08'],
      ['limite', '2026-04-15'],
    ]);
    // At 00:00 of 6 April in Cancún the list reaches 16 April.
    const later = await listTonerAlerts(new Date('2026-04-06T05:00:00.000Z'));
    expect(later.map((d) => d.id)).toContain('despues');
  });
});

describe('the functions that write', () => {
  it('calls recordMonthReading, closeMonth and reopenMonth with the month', async () => {
    const answer = {
      month: '2026-11',
      bw: 1500,
      color: 0,
      source: 'estimada',
      message: 'Lectura estimada guardada.',
    };
    functions.callFunction.mockResolvedValueOnce(answer);
    await expect(recordMonthReading('eq-1', '2026-11', { mode: 'estimar' })).resolves.toEqual(
      answer,
    );
    expect(functions.callFunction).toHaveBeenLastCalledWith('recordMonthReading', {
      equipmentId: 'eq-1',
      month: '2026-11',
      mode: 'estimar',
    });
    functions.callFunction.mockResolvedValueOnce({
      ...answer,
      source: 'empresa',
      message: 'Lectura registrada.',
    });
    await recordMonthReading('eq-1', '2026-11', { mode: 'registrar', bw: 1500, color: 0 });
    expect(functions.callFunction).toHaveBeenLastCalledWith('recordMonthReading', {
      equipmentId: 'eq-1',
      month: '2026-11',
      mode: 'registrar',
      bw: 1500,
      color: 0,
    });
    const closed = {
      month: '2026-11',
      version: 1,
      statements: 2,
      totalMxn: 2320,
      message: 'Mes cerrado: 2 estados de cuenta.',
    };
    functions.callFunction.mockResolvedValueOnce(closed);
    await expect(closeMonth('2026-11')).resolves.toEqual(closed);
    expect(functions.callFunction).toHaveBeenLastCalledWith('closeMonth', { month: '2026-11' });
    functions.callFunction.mockResolvedValueOnce({ message: 'Mes reabierto.' });
    await expect(reopenMonth('2026-11', 'Lectura corregida')).resolves.toBe('Mes reabierto.');
    expect(functions.callFunction).toHaveBeenLastCalledWith('reopenMonth', {
      month: '2026-11',
      reason: 'Lectura corregida',
    });
  });

  it('passes on the function’s Spanish refusal', async () => {
    functions.callFunction.mockRejectedValueOnce(
      new FunctionCallError('failed-precondition', 'Faltan lecturas de 1 equipo.'),
    );
    await expect(closeMonth('2026-11')).rejects.toThrow('Faltan lecturas de 1 equipo.');
  });
});
