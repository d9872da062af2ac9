/**
 * The month close's functions with in-memory stores (statements/*.ts): who may call them and
 * every Spanish refusal; "Registrar lectura" and "Estimar"; the statements of two companies with
 * three devices, worked out by hand below to the cent; the versions kept on a reclose; the
 * `statement` e-mail (recipients, subject, link, once per version); "Corregir lectura" refused on
 * a closed month; the toner delivery stamped from a resolved ticket and tonerEndsOn recomputed.
 */
import { describe, expect, it } from 'vitest';

import {
  closeMonth,
  reopenMonth,
  type CloseDevice,
  type CloseWrite,
  type MonthCloseDeps,
  type MonthCloseStore,
  type Reopening,
  type StoredReading,
} from '../src/statements/close.js';
import { recordMonthReading, type ReadingPlan } from '../src/statements/record-reading.js';
import { loadInvoiceKeys } from '../src/statements/config.js';
import { notifyStatement, type StatementMailDeps } from '../src/statements/statement-mail.js';
import {
  forecastDeviceToner,
  stampTonerDelivery,
  type TonerDeps,
} from '../src/statements/toner.js';
import {
  correctReading,
  type CorrectionDeps,
  type CorrectionSnapshot,
} from '../src/readings/correct.js';
import type { Counters } from '../../src/domain/schemas/equipment.js';
import { DEFAULT_INVOICE_KEYS } from '../../src/domain/month-close.js';
import type { MonthCloseStatus } from '../../src/domain/schemas/statement.js';
import { fakeServiceStore } from './fake-service-store.js';
import { recordingLogger, spyMailer } from './helpers.js';

type Data = Record<string, unknown>;

/** 10 November 2026, 9:00 Cancún: October has ended, November has not. */
const NOW = new Date('2026-11-10T14:00:00.000Z');
const MONTH = '2026-10';

// ---------------------------------------------------------------------------------------------
// An in-memory MonthCloseStore

interface FakeDevice extends CloseDevice {
  startCounters: Counters;
  lastReading: Counters | null;
  lastReadingMonth: string;
}

interface FakeClose {
  status: MonthCloseStatus;
  version: number;
  closedBy: string;
  statements: number;
  totalMxn: number;
  reopenings: Reopening[];
}

function fakeCloseStore() {
  const devices = new Map<string, FakeDevice>();
  /** "equipmentId/month" -> reading */
  const readings = new Map<string, StoredReading & { by?: string; month?: string }>();
  const clients = new Map<string, { company: string; rfc: string }>();
  const statements = new Map<string, Data>();
  /** "statementId/version" -> the copy */
  const versions = new Map<string, Data>();
  const closes = new Map<string, FakeClose>();
  const writes: CloseWrite[] = [];
  const store: MonthCloseStore = {
    async getMonthClose(month) {
      const close = closes.get(month);
      return close ? { status: close.status, version: close.version } : null;
    },
    async listDevices() {
      return [...devices.values()];
    },
    async getReadings(ids, month) {
      return ids.map((id) => readings.get(`${id}/${month}`) ?? null);
    },
    async getCompanies(ids) {
      return new Map(ids.flatMap((id) => (clients.has(id) ? [[id, clients.get(id)!]] : [])));
    },
    async getStatements(ids) {
      return new Map(
        ids.flatMap((id) => {
          const data = statements.get(id);
          return data ? [[id, { version: Number(data.version), data }]] : [];
        }),
      );
    },
    async writeClose(write) {
      writes.push(write);
      for (const copy of write.copies) versions.set(`${copy.id}/${copy.version}`, copy.data);
      for (const { id, data } of write.statements)
        statements.set(id, { ...data, closedAt: NOW.toISOString() });
      const current = closes.get(write.month);
      if (current?.status === 'cerrado') return 'already-closed';
      closes.set(write.month, {
        status: 'cerrado',
        version: write.version,
        closedBy: write.by,
        statements: write.statements.length,
        totalMxn: write.totalMxn,
        reopenings: current?.reopenings ?? [],
      });
      return 'written';
    },
    async recordReading(equipmentId, month, plan): Promise<ReadingPlan> {
      const device = devices.get(equipmentId) ?? null;
      const ofDevice = [...readings.entries()]
        .filter(([key]) => key.startsWith(`${equipmentId}/`))
        .map(([key, r]) => ({ month: key.split('/')[1]!, reading: r }))
        .sort((a, b) => b.month.localeCompare(a.month));
      const recent = ofDevice
        .filter((r) => r.month < month)
        .slice(0, 3)
        .map((r) => r.reading);
      const later = ofDevice.filter((r) => r.month > month).at(-1);
      const decided = plan({
        device,
        monthStatus: closes.get(month)?.status ?? null,
        readingExists: readings.has(`${equipmentId}/${month}`),
        recent,
        next: later
          ? {
              month: later.month,
              bw: later.reading.bw,
              color: later.reading.color,
              previous: later.reading.previous,
              monthStatus: closes.get(later.month)?.status ?? null,
            }
          : null,
      });
      if (decided.kind === 'write' && device) {
        const { reading, nextPrevious } = decided;
        readings.set(`${equipmentId}/${month}`, reading);
        if (nextPrevious) {
          const key = `${equipmentId}/${nextPrevious.month}`;
          readings.set(key, { ...readings.get(key)!, previous: nextPrevious.previous });
        } else {
          device.lastReading = { bw: reading.bw, color: reading.color };
          device.lastReadingMonth = month;
        }
      }
      return decided;
    },
    async reopen(month, plan) {
      const close = closes.get(month);
      const decided = plan(close ? { status: close.status, version: close.version } : null);
      if (decided.kind === 'write' && close) {
        close.status = 'reabierto';
        close.reopenings.push(decided.reopening);
      }
      return decided;
    },
  };
  return { store, devices, readings, clients, statements, versions, closes, writes };
}

const ADMIN = 'boss';

function setup() {
  const fake = fakeCloseStore();
  const logger = recordingLogger();
  const deps: MonthCloseDeps = {
    store: fake.store,
    async adminEmail(uid) {
      return uid === ADMIN ? 'boss@tusocio.mx' : null;
    },
    now: () => NOW,
    invoiceKeys: DEFAULT_INVOICE_KEYS,
    logger,
  };
  return { ...fake, deps, logger };
}

type Contract = CloseDevice['contract'];
const contract = (terms: Partial<Contract>): Contract => ({
  startDate: '2026-01-15',
  monthlyFeeMxn: 0,
  includedPagesBw: 0,
  includedPagesColor: 0,
  extraPagePriceBw: 0,
  extraPagePriceColor: 0,
  ...terms,
});

function device(
  id: string,
  clientId: string,
  extra: Partial<FakeDevice> & Pick<FakeDevice, 'contract'>,
): FakeDevice {
  return {
    id,
    clientId,
    model: 'Kyocera',
    serial: id.toUpperCase(),
    color: false,
    location: { address: 'Av. Tulum 200, Cancún', area: '' },
    contractEnd: null,
    startCounters: { bw: 0, color: 0 },
    lastReading: null,
    lastReadingMonth: '',
    ...extra,
  };
}

/**
 * Hotel Caribe: a colour device (extra B/N and colour pages) and a B/N device (within its
 * included pages); Despacho Norte: a B/N device with extra pages at a four-decimal price. Plus a
 * device whose rental ended and one whose contract starts in November: neither is closed.
 */
function seedMonth(s: ReturnType<typeof setup>, { withDespachoReading = true } = {}) {
  s.clients.set('hotel', { company: 'Hotel Caribe', rfc: 'HCA010101AB1' });
  s.clients.set('despacho', { company: 'Despacho Norte', rfc: '' });
  const add = (d: FakeDevice, reading: StoredReading | null) => {
    s.devices.set(d.id, d);
    if (reading) {
      s.readings.set(`${d.id}/${MONTH}`, reading);
      d.lastReading = { bw: reading.bw, color: reading.color };
      d.lastReadingMonth = MONTH;
    }
  };
  add(
    device('color1', 'hotel', {
      model: 'Kyocera TASKalfa 2554ci',
      color: true,
      location: { address: 'Av. Tulum 200, Cancún', area: 'Recepción' },
      contract: contract({
        monthlyFeeMxn: 1499,
        includedPagesBw: 1000,
        includedPagesColor: 200,
        extraPagePriceBw: 0.35,
        extraPagePriceColor: 1.2,
      }),
    }),
    { bw: 11_500, color: 2_350, previous: { bw: 10_000, color: 2_000 }, source: 'cliente' },
  );
  add(
    device('bn1', 'hotel', {
      model: 'Kyocera ECOSYS M3655idn',
      contract: contract({ monthlyFeeMxn: 899, includedPagesBw: 2000, extraPagePriceBw: 0.25 }),
    }),
    { bw: 6_200, color: 0, previous: { bw: 5_000, color: 0 }, source: 'empresa' },
  );
  add(
    device('bn2', 'despacho', {
      model: 'Brother HL-L6200',
      startCounters: { bw: 18_000, color: 0 },
      lastReading: { bw: 20_000, color: 0 },
      lastReadingMonth: '2026-09',
      contract: contract({ monthlyFeeMxn: 650.5, includedPagesBw: 500, extraPagePriceBw: 0.1234 }),
    }),
    withDespachoReading
      ? { bw: 21_237, color: 0, previous: { bw: 20_000, color: 0 }, source: 'cliente' }
      : null,
  );
  add(
    device('ended', 'hotel', { contract: contract({}), contractEnd: { date: '2026-08-31' } }),
    null,
  );
  add(device('nuevo', 'despacho', { contract: contract({ startDate: '2026-11-03' }) }), null);
}

/** Two earlier readings of bn2 (August, September), 1,300 and 1,100 pages. */
function seedHistory(s: ReturnType<typeof setup>) {
  s.readings.set('bn2/2026-08', {
    bw: 18_900,
    color: 0,
    previous: { bw: 17_600, color: 0 },
    source: 'cliente',
  });
  s.readings.set('bn2/2026-09', {
    bw: 20_000,
    color: 0,
    previous: { bw: 18_900, color: 0 },
    source: 'cliente',
  });
}

// ---------------------------------------------------------------------------------------------

describe('who may call the close', () => {
  it('refuses a visitor and a non-admin for each callable, with the contract’s messages', async () => {
    const s = setup();
    const calls = [
      (uid: string | null) => closeMonth({ month: MONTH }, uid, s.deps),
      (uid: string | null) => reopenMonth({ month: MONTH, reason: 'Error' }, uid, s.deps),
      (uid: string | null) =>
        recordMonthReading({ equipmentId: 'bn2', month: MONTH, mode: 'estimar' }, uid, s.deps),
    ];
    for (const call of calls) {
      await expect(call(null)).rejects.toMatchObject({
        code: 'unauthenticated',
        message: 'Inicia sesión como administrador.',
      });
      await expect(call('carla')).rejects.toMatchObject({
        code: 'permission-denied',
        message: 'Solo un administrador puede cerrar el mes.',
      });
    }
    expect(s.writes).toEqual([]);
  });

  it('refuses bad input as invalid-argument', async () => {
    const s = setup();
    await expect(closeMonth({ month: '2026-13' }, ADMIN, s.deps)).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Indica el mes (AAAA-MM).',
    });
    await expect(
      recordMonthReading({ equipmentId: 'bn2', month: MONTH, mode: 'adivinar' }, ADMIN, s.deps),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Indica el equipo, el mes y si registras o estimas la lectura.',
    });
    await expect(
      recordMonthReading(
        { equipmentId: 'bn2', month: MONTH, mode: 'registrar', bw: 1.5 },
        ADMIN,
        s.deps,
      ),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Escribe contadores enteros, de 0 a 999,999,999.',
    });
    for (const reason of ['  a ', 'x'.repeat(501), undefined])
      await expect(reopenMonth({ month: MONTH, reason }, ADMIN, s.deps)).rejects.toMatchObject({
        code: 'invalid-argument',
        message: 'Escribe el motivo de la reapertura (de 3 a 500 caracteres).',
      });
  });
});

describe('recordMonthReading', () => {
  it('estimates from the average of the last 3 months: source estimada, device stamped', async () => {
    const s = setup();
    seedMonth(s, { withDespachoReading: false });
    seedHistory(s);
    // July: 900 pages. Last 3 (Sep 1,100, Aug 1,300, Jul 900): average 1,100.
    s.readings.set('bn2/2026-07', {
      bw: 17_600,
      color: 0,
      previous: { bw: 16_700, color: 0 },
      source: 'cliente',
    });
    s.readings.set('bn2/2026-06', {
      bw: 16_700,
      color: 0,
      previous: { bw: 1, color: 0 },
      source: 'cliente',
    });
    const answer = await recordMonthReading(
      { equipmentId: 'bn2', month: MONTH, mode: 'estimar' },
      ADMIN,
      s.deps,
    );
    expect(answer).toEqual({
      month: MONTH,
      bw: 21_100,
      color: 0,
      source: 'estimada',
      message: 'Lectura estimada guardada.',
    });
    expect(s.readings.get(`bn2/${MONTH}`)).toEqual({
      month: MONTH,
      bw: 21_100,
      color: 0,
      previous: { bw: 20_000, color: 0 },
      source: 'estimada',
      by: ADMIN,
    });
    expect(s.devices.get('bn2')).toMatchObject({
      lastReading: { bw: 21_100, color: 0 },
      lastReadingMonth: MONTH,
    });
  });

  it('records a typed reading (source empresa); a B/N device keeps its colour counter', async () => {
    const s = setup();
    seedMonth(s, { withDespachoReading: false });
    const answer = await recordMonthReading(
      { equipmentId: 'bn2', month: MONTH, mode: 'registrar', bw: 21_237, color: 55 },
      ADMIN,
      s.deps,
    );
    expect(answer).toEqual({
      month: MONTH,
      bw: 21_237,
      color: 0,
      source: 'empresa',
      message: 'Lectura registrada.',
    });
    expect(s.readings.get(`bn2/${MONTH}`)).toMatchObject({ source: 'empresa', by: ADMIN });
  });

  it('refuses each case with its Spanish message', async () => {
    const s = setup();
    seedMonth(s, { withDespachoReading: false });
    const record = (input: Data) =>
      recordMonthReading(
        { equipmentId: 'bn2', month: MONTH, mode: 'estimar', ...input },
        ADMIN,
        s.deps,
      );
    await expect(record({ month: '2026-11' })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Solo se registran aquí lecturas de un mes que ya terminó.',
    });
    await expect(record({ equipmentId: 'nadie' })).rejects.toMatchObject({
      code: 'not-found',
      message: 'Ese equipo no existe.',
    });
    await expect(record({ mode: 'registrar', bw: 19_999 })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'La lectura no puede ser menor que la anterior (20,000).',
    });
    await expect(record({ equipmentId: 'color1' })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Ese equipo ya tiene lectura de ese mes.',
    });
    // A later month stamped on the device without a reading of its own to go before.
    await expect(record({ month: '2026-08' })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'El equipo ya tiene una lectura posterior; corrígela con «Corregir lectura».',
    });
    // An ended contract's device is stamped '9999-12'.
    s.devices.get('ended')!.lastReadingMonth = '9999-12';
    await expect(record({ equipmentId: 'ended' })).rejects.toMatchObject({
      message: 'El equipo ya tiene una lectura posterior; corrígela con «Corregir lectura».',
    });
    s.closes.set(MONTH, {
      status: 'cerrado',
      version: 1,
      closedBy: ADMIN,
      statements: 0,
      totalMxn: 0,
      reopenings: [],
    });
    await expect(record({})).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'El mes está cerrado. Reábrelo para cambiar sus lecturas.',
    });
    expect(s.readings.has(`bn2/${MONTH}`)).toBe(false);
  });
});

describe('recordMonthReading between its neighbours (a skipped month)', () => {
  /**
   * bn2 was read in August (18,900) and its client skipped September: October's reading
   * (21,237) counts from August's counters. Then September is recorded or estimated.
   */
  function skipped() {
    const s = setup();
    seedMonth(s);
    s.readings.set('bn2/2026-08', {
      bw: 18_900,
      color: 0,
      previous: { bw: 17_600, color: 0 },
      source: 'cliente',
    });
    s.readings.set(`bn2/${MONTH}`, {
      bw: 21_237,
      color: 0,
      previous: { bw: 18_900, color: 0 },
      source: 'cliente',
    });
    s.devices.get('bn2')!.lastReading = { bw: 21_237, color: 0 };
    s.devices.get('bn2')!.lastReadingMonth = MONTH;
    const record = (input: Data) =>
      recordMonthReading({ equipmentId: 'bn2', month: '2026-09', ...input }, ADMIN, s.deps);
    return { s, record };
  }

  it('records the skipped month between them; the next reading counts from it', async () => {
    const { s, record } = skipped();
    expect(await record({ mode: 'registrar', bw: 20_000 })).toMatchObject({
      month: '2026-09',
      bw: 20_000,
      message: 'Lectura registrada.',
    });
    expect(s.readings.get('bn2/2026-09')).toEqual({
      month: '2026-09',
      bw: 20_000,
      color: 0,
      previous: { bw: 18_900, color: 0 },
      source: 'empresa',
      by: ADMIN,
    });
    // October's pages are now October's alone (1,237), September's 1,100: none lost or doubled.
    expect(s.readings.get(`bn2/${MONTH}`)).toMatchObject({
      bw: 21_237,
      previous: { bw: 20_000, color: 0 },
    });
    // The device's floor stays its latest reading.
    expect(s.devices.get('bn2')).toMatchObject({
      lastReading: { bw: 21_237, color: 0 },
      lastReadingMonth: MONTH,
    });
    // And September closes (the Hotel's devices read then too), bn2 with its 1,100 pages.
    for (const id of ['color1', 'bn1'])
      s.readings.set(`${id}/2026-09`, { ...s.readings.get(`${id}/${MONTH}`)!, source: 'cliente' });
    await closeMonth({ month: '2026-09' }, ADMIN, s.deps);
    expect(s.closes.get('2026-09')?.status).toBe('cerrado');
    expect(s.statements.get('despacho_2026-09')?.devices).toMatchObject([
      { equipmentId: 'bn2', pagesBw: 1_100, previous: { bw: 18_900, color: 0 } },
    ]);
  });

  it('estimates the skipped month, never past the next reading', async () => {
    const { s, record } = skipped();
    // August printed 1,300 pages; the estimate (18,900 + 1,300 = 20,200) fits below 21,237.
    expect(await record({ mode: 'estimar' })).toMatchObject({ bw: 20_200, source: 'estimada' });
    expect(s.readings.get(`bn2/${MONTH}`)?.previous).toEqual({ bw: 20_200, color: 0 });

    const tight = skipped();
    tight.s.readings.set(`bn2/${MONTH}`, {
      bw: 19_000,
      color: 0,
      previous: { bw: 18_900, color: 0 },
      source: 'cliente',
    });
    expect(await tight.record({ mode: 'estimar' })).toMatchObject({ bw: 19_000 });
    expect(tight.s.readings.get(`bn2/${MONTH}`)?.previous).toEqual({ bw: 19_000, color: 0 });
  });

  it("refuses counters outside the neighbours' and a next month already closed", async () => {
    const { s, record } = skipped();
    await expect(record({ mode: 'registrar', bw: 18_899 })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'La lectura no puede ser menor que la anterior (18,900).',
    });
    await expect(record({ mode: 'registrar', bw: 21_238 })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'La lectura no puede ser mayor que la del mes siguiente (21,237).',
    });
    s.closes.set(MONTH, {
      status: 'cerrado',
      version: 1,
      closedBy: ADMIN,
      statements: 1,
      totalMxn: 0,
      reopenings: [],
    });
    await expect(record({ mode: 'registrar', bw: 20_000 })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'El mes siguiente está cerrado; reábrelo antes de registrar esta lectura.',
    });
    expect(s.readings.has('bn2/2026-09')).toBe(false);
    expect(s.readings.get(`bn2/${MONTH}`)?.previous).toEqual({ bw: 18_900, color: 0 });
  });
});

describe('closeMonth', () => {
  it('refuses a month not over, and while a device has no reading', async () => {
    const s = setup();
    seedMonth(s, { withDespachoReading: false });
    await expect(closeMonth({ month: '2026-11' }, ADMIN, s.deps)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Solo se puede cerrar un mes que ya terminó.',
    });
    // The ended device and the one starting in November have no reading either: not counted.
    await expect(closeMonth({ month: MONTH }, ADMIN, s.deps)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Faltan lecturas de 1 equipo.',
    });
    s.readings.delete(`bn1/${MONTH}`);
    await expect(closeMonth({ month: MONTH }, ADMIN, s.deps)).rejects.toMatchObject({
      message: 'Faltan lecturas de 2 equipos.',
    });
    expect(s.writes).toEqual([]);
  });

  it('writes one statement per company, to the cent as worked out by hand', async () => {
    const s = setup();
    seedMonth(s);
    const answer = await closeMonth({ month: MONTH }, ADMIN, s.deps);
    // Hotel 2,753.00 + Despacho 741.45
    expect(answer).toEqual({
      month: MONTH,
      version: 1,
      statements: 2,
      totalMxn: 3494.45,
      message: 'Mes cerrado: 2 estados de cuenta.',
    });

    const hotel = s.statements.get('hotel_2026-10');
    expect(hotel).toMatchObject({
      clientId: 'hotel',
      month: MONTH,
      version: 1,
      company: 'Hotel Caribe',
      rfc: 'HCA010101AB1',
      closedBy: ADMIN,
    });
    expect(hotel?.devices).toEqual([
      {
        equipmentId: 'bn1',
        model: 'Kyocera ECOSYS M3655idn',
        serial: 'BN1',
        location: 'Av. Tulum 200, Cancún',
        reading: { bw: 6_200, color: 0 },
        previous: { bw: 5_000, color: 0 },
        source: 'empresa',
        pagesBw: 1_200,
        pagesColor: 0,
      },
      {
        equipmentId: 'color1',
        model: 'Kyocera TASKalfa 2554ci',
        serial: 'COLOR1',
        location: 'Av. Tulum 200, Cancún · Recepción',
        reading: { bw: 11_500, color: 2_350 },
        previous: { bw: 10_000, color: 2_000 },
        source: 'cliente',
        pagesBw: 1_500,
        pagesColor: 350,
      },
    ]);
    const rows = (statement: Data | undefined) =>
      (statement?.lines as Data[]).map((l) => [
        l.equipmentId,
        l.concept,
        l.description,
        l.claveProdServ,
        l.claveUnidad,
        l.quantity,
        l.unitPriceMxn,
        l.unitPriceNetMxn,
        l.subtotalMxn,
        l.ivaMxn,
        l.totalMxn,
      ]);
    // bn1: 1,200 pages of 2,000 included: the fee alone. 899.00 / 1.16 = 775.00 exactly.
    // color1: fee 1,499.00 -> 1,292.24 + 206.76; 500 B/N pages over 1,000 at 0.35 = 175.00 ->
    // 150.86 + 24.14; 150 colour pages over 200 at 1.20 = 180.00 -> 155.17 + 24.83.
    expect(rows(hotel)).toEqual([
      ['bn1', 'renta', 'Renta mensual', '80161801', 'E48', 1, 899, 775, 775, 124, 899],
      [
        'color1',
        'renta',
        'Renta mensual',
        '80161801',
        'E48',
        1,
        1499,
        1292.2414,
        1292.24,
        206.76,
        1499,
      ],
      [
        'color1',
        'paginas-bn',
        'Páginas B/N excedentes',
        '80161801',
        'H87',
        500,
        0.35,
        0.3017,
        150.86,
        24.14,
        175,
      ],
      [
        'color1',
        'paginas-color',
        'Páginas a color excedentes',
        '80161801',
        'H87',
        150,
        1.2,
        1.0345,
        155.17,
        24.83,
        180,
      ],
    ]);
    // 775.00 + 1,292.24 + 150.86 + 155.17 = 2,373.27; IVA 124.00 + 206.76 + 24.14 + 24.83 = 379.73.
    expect(hotel).toMatchObject({ subtotalMxn: 2373.27, ivaMxn: 379.73, totalMxn: 2753 });

    // bn2: 1,237 pages, 737 over 500 at 0.1234 = 90.9458 -> 90.95 -> 78.41 + 12.54;
    // fee 650.50 -> 560.78 + 89.72.
    const despacho = s.statements.get('despacho_2026-10');
    expect(despacho).toMatchObject({ company: 'Despacho Norte', rfc: '', version: 1 });
    expect(rows(despacho)).toEqual([
      [
        'bn2',
        'renta',
        'Renta mensual',
        '80161801',
        'E48',
        1,
        650.5,
        560.7759,
        560.78,
        89.72,
        650.5,
      ],
      [
        'bn2',
        'paginas-bn',
        'Páginas B/N excedentes',
        '80161801',
        'H87',
        737,
        0.1234,
        0.1064,
        78.41,
        12.54,
        90.95,
      ],
    ]);
    expect(despacho).toMatchObject({ subtotalMxn: 639.19, ivaMxn: 102.26, totalMxn: 741.45 });

    expect(s.closes.get(MONTH)).toEqual({
      status: 'cerrado',
      version: 1,
      closedBy: ADMIN,
      statements: 2,
      totalMxn: 3494.45,
      reopenings: [],
    });
    expect(s.writes[0]?.copies).toEqual([]);
    await expect(closeMonth({ month: MONTH }, ADMIN, s.deps)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'El mes ya está cerrado.',
    });
  });

  it('bills an estimate corrected to a real counter as the company’s reading, not "Estimada"', async () => {
    const s = setup();
    seedMonth(s);
    s.readings.set(`bn1/${MONTH}`, {
      bw: 6_200,
      color: 0,
      previous: { bw: 5_000, color: 0 },
      source: 'estimada',
      corrections: [{ bw: 6_000, color: 0, by: ADMIN, at: '2026-11-02', reason: 'Real.' }],
    });
    s.readings.set(`bn2/${MONTH}`, {
      bw: 21_237,
      color: 0,
      previous: { bw: 20_000, color: 0 },
      source: 'estimada',
    });
    await closeMonth({ month: MONTH }, ADMIN, s.deps);
    const source = (id: string) =>
      (s.statements.get(id)?.devices as Data[]).map((d) => [d.equipmentId, d.source]);
    expect(source('hotel_2026-10')).toEqual([
      ['bn1', 'empresa'],
      ['color1', 'cliente'],
    ]);
    // An estimate never corrected stays "Estimada".
    expect(source('despacho_2026-10')).toEqual([['bn2', 'estimada']]);
  });

  it('uses the configured SAT keys, and falls back to the defaults on a bad one', async () => {
    const logger = recordingLogger();
    const keys = loadInvoiceKeys(
      { SAT_RENT_PROD_SERV: '80131500', SAT_RENT_UNIT: 'e48x', SAT_PAGES_UNIT: 'ZZ' },
      logger,
    );
    expect(keys).toEqual({
      rentProdServ: '80131500',
      rentUnit: 'E48',
      pagesProdServ: '80161801',
      pagesUnit: 'ZZ',
    });
    expect(logger.entries).toMatchObject([
      { level: 'warn', data: { variable: 'SAT_RENT_UNIT', fallback: 'E48' } },
    ]);
    const s = setup();
    seedMonth(s);
    await closeMonth({ month: MONTH }, ADMIN, { ...s.deps, invoiceKeys: keys });
    expect(s.statements.get('despacho_2026-10')?.lines).toMatchObject([
      { claveProdServ: '80131500', claveUnidad: 'E48' },
      { claveProdServ: '80161801', claveUnidad: 'ZZ' },
    ]);
  });

  it('reopens with a reason; the reclose writes version 2 and keeps version 1', async () => {
    const s = setup();
    seedMonth(s);
    await closeMonth({ month: MONTH }, ADMIN, s.deps);
    const first = s.statements.get('despacho_2026-10');
    await expect(
      reopenMonth({ month: '2026-09', reason: 'Lectura mal capturada' }, ADMIN, s.deps),
    ).rejects.toMatchObject({ code: 'failed-precondition', message: 'El mes no está cerrado.' });

    expect(
      await reopenMonth({ month: MONTH, reason: '  Lectura mal capturada  ' }, ADMIN, s.deps),
    ).toEqual({ message: 'Mes reabierto.' });
    expect(s.closes.get(MONTH)).toMatchObject({
      status: 'reabierto',
      version: 1,
      reopenings: [{ at: NOW, by: ADMIN, reason: 'Lectura mal capturada' }],
    });
    // Statements stay as written until the reclose.
    expect(s.statements.get('despacho_2026-10')).toBe(first);
    await expect(
      reopenMonth({ month: MONTH, reason: 'Otra vez' }, ADMIN, s.deps),
    ).rejects.toMatchObject({ message: 'El mes no está cerrado.' });

    // The reading is corrected while reopened: 1,037 pages -> 537 extra at 0.1234 = 66.27.
    s.readings.set(`bn2/${MONTH}`, {
      bw: 21_037,
      color: 0,
      previous: { bw: 20_000, color: 0 },
      source: 'cliente',
    });
    const again = await closeMonth({ month: MONTH }, ADMIN, s.deps);
    expect(again).toMatchObject({ version: 2, statements: 2, totalMxn: 3469.77 });
    expect(s.versions.get('despacho_2026-10/1')).toBe(first);
    expect(s.versions.get('hotel_2026-10/1')).toMatchObject({ version: 1, totalMxn: 2753 });
    expect(s.statements.get('despacho_2026-10')).toMatchObject({ version: 2, totalMxn: 716.77 });
    expect(s.closes.get(MONTH)).toMatchObject({
      status: 'cerrado',
      version: 2,
      reopenings: [{ reason: 'Lectura mal capturada' }],
    });
  });

  it('a company with no device this time keeps its statement as it was', async () => {
    const s = setup();
    seedMonth(s);
    await closeMonth({ month: MONTH }, ADMIN, s.deps);
    const despacho = s.statements.get('despacho_2026-10');
    await reopenMonth({ month: MONTH, reason: 'Equipo dado de baja' }, ADMIN, s.deps);
    s.devices.get('bn2')!.contractEnd = { date: '2026-10-31' };
    expect(await closeMonth({ month: MONTH }, ADMIN, s.deps)).toMatchObject({
      version: 2,
      statements: 1,
      totalMxn: 2753,
      message: 'Mes cerrado: 1 estado de cuenta.',
    });
    expect(s.statements.get('despacho_2026-10')).toBe(despacho);
    expect(s.versions.has('despacho_2026-10/1')).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------

describe('the statement e-mail', () => {
  const SITE = 'https://www.tusocioideal.mx';
  function mailSetup(currentVersion = 1) {
    const store = fakeServiceStore();
    const mailer = spyMailer();
    const logger = recordingLogger();
    store.clients.set('hotel', { email: 'ana@hotel.mx', name: 'Ana', company: 'Hotel Caribe' });
    const members: [string, string, string][] = [
      ['ana', 'administrador', 'Ana@Hotel.mx'],
      ['fer', 'facturacion', 'fer@hotel.mx'],
      ['uli', 'usuario', 'uli@hotel.mx'],
      ['sin', 'facturacion', 'no-es-correo'],
    ];
    for (const [uid, role, email] of members)
      store.members.set(uid, { clientId: 'hotel', role, email, name: uid });
    store.members.set('otro', {
      clientId: 'otra',
      role: 'administrador',
      email: 'x@otra.mx',
      name: 'x',
    });
    const deps: StatementMailDeps = {
      store,
      mailer,
      serviceEmails: ['servicio@tusocio.mx'],
      siteUrl: SITE,
      clock: () => NOW,
      logger,
      statementVersion: async () => currentVersion,
    };
    return { store, mailer, deps };
  }
  const statement = (version: number): Data => ({
    clientId: 'hotel',
    month: MONTH,
    version,
    company: 'Hotel Caribe',
    totalMxn: 2753,
  });
  const event = (before: Data | undefined, after: Data | undefined) => ({
    statementId: 'hotel_2026-10',
    before,
    after,
    time: NOW.toISOString(),
  });

  it('goes to the administrators and billing members, once per version', async () => {
    const { mailer, deps, store } = mailSetup();
    expect(await notifyStatement(event(undefined, statement(1)), deps)).toBe('sent');
    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail).toMatchObject({
      kind: 'statement',
      to: ['ana@hotel.mx', 'fer@hotel.mx'],
      replyTo: 'servicio@tusocio.mx',
      subject: 'Estado de cuenta de octubre de 2026',
    });
    expect(mail?.text).toContain(
      'Ya está listo el estado de cuenta de octubre de 2026 de Hotel Caribe.',
    );
    expect(mail?.text).toContain('Total: $2,753.00 MXN (IVA incluido)');
    expect(mail?.text).toContain(`Estado de cuenta: ${SITE}/main-user/estados-de-cuenta/2026-10`);
    expect(mail?.html).toContain(`href="${SITE}/main-user/estados-de-cuenta/2026-10"`);
    expect(store.markers.get('serviceMails/statement-hotel_2026-10-v1')?.sentAt).toBeDefined();

    // The same version again (a retried delivery, a rewrite by a retried close): nothing.
    expect(await notifyStatement(event(undefined, statement(1)), deps)).toBe('already-sent');
    expect(await notifyStatement(event(statement(1), statement(1)), deps)).toBe('unchanged');
    expect(mailer.sent).toHaveLength(1);
  });

  it('a reclose sends the corrected version; an outdated delivery sends nothing', async () => {
    const { mailer, deps } = mailSetup(2);
    expect(await notifyStatement(event(undefined, statement(1)), deps)).toBe('superseded');
    expect(await notifyStatement(event(statement(1), statement(2)), deps)).toBe('sent');
    expect(mailer.sent.map((m) => m.subject)).toEqual([
      'Estado de cuenta corregido de octubre de 2026',
    ]);
    expect(mailer.sent[0]?.text).toContain('Esta versión (2) reemplaza');
  });

  it('sends nothing to a deleted account or a company without administrador or facturación', async () => {
    const { mailer, deps, store } = mailSetup();
    store.clients.set('hotel', { email: '', name: '', company: 'Hotel Caribe', deleted: true });
    expect(await notifyStatement(event(undefined, statement(1)), deps)).toBe('no-email');
    store.clients.set('hotel', { email: '', name: '', company: 'Hotel Caribe' });
    store.members.delete('ana');
    store.members.delete('fer');
    expect(await notifyStatement(event(undefined, statement(1)), deps)).toBe('no-email');
    expect(mailer.sent).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('correctReading on a closed month', () => {
  it('is refused until the month is reopened', async () => {
    const snapshot = (monthClosed: boolean): CorrectionSnapshot => ({
      equipment: { lastReadingMonth: MONTH },
      reading: { bw: 9_999_999, color: 0, previous: { bw: 9_000, color: 0 }, corrections: [] },
      next: null,
      monthClosed,
    });
    let closed = true;
    const deps: CorrectionDeps = {
      store: { correct: async (_id, _month, plan) => plan(snapshot(closed)) },
      adminEmail: async () => 'boss@tusocio.mx',
      now: () => NOW,
    };
    const input = {
      equipmentId: 'bn2',
      month: MONTH,
      bw: 9_999,
      color: 0,
      reason: 'Tres nueves de más',
    };
    await expect(correctReading(input, ADMIN, deps)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'El mes está cerrado. Reábrelo para cambiar sus lecturas.',
    });
    closed = false;
    expect(await correctReading(input, ADMIN, deps)).toMatchObject({ corrected: true });
  });
});

// ---------------------------------------------------------------------------------------------

describe('toner', () => {
  function tonerSetup(devices: Record<string, Data>) {
    const docs = new Map(Object.entries(devices));
    const calls: string[] = [];
    const deps: TonerDeps = {
      store: {
        async updateDevice(id, decide) {
          calls.push(id);
          const patch = decide(docs.get(id) ?? null);
          if (patch) {
            const doc = { ...(docs.get(id) ?? {}) };
            for (const [key, value] of Object.entries(patch)) {
              const [field, sub] = key.split('.');
              if (sub) doc[field!] = { ...(doc[field!] as Data), [sub]: value };
              else doc[key] = value;
            }
            docs.set(id, doc);
          }
          return patch;
        },
      },
      clock: () => NOW,
      logger: recordingLogger(),
    };
    return { docs, calls, deps };
  }
  const ticket = (extra: Data): Data => ({
    kind: 'toner',
    status: 'Resuelto',
    equipmentId: 'color1',
    tonerColors: ['Negro', 'Cian'],
    resolvedAt: new Date('2026-10-05T17:00:00.000Z'),
    ...extra,
  });

  it('stamps the delivery of each colour of a resolved toner ticket', async () => {
    const { docs, deps } = tonerSetup({
      color1: {
        color: true,
        startCounters: { bw: 0, color: 0 },
        lastReading: {
          month: '2026-09',
          bw: 1_000,
          color: 500,
          at: new Date('2026-10-01T17:00:00.000Z'),
        },
        lastToner: { Magenta: { at: 'antes' } },
      },
      bn1: {
        color: false,
        startCounters: { bw: 300, color: 0 },
        lastReading: null,
        contract: { startDate: '2026-01-15' },
      },
    });
    // Not a resolution (already resolved, a fault, still open): nothing.
    for (const [before, after] of [
      [{ status: 'Resuelto' }, ticket({})],
      [{ status: 'Abierto' }, ticket({ kind: 'falla' })],
      [{ status: 'Abierto' }, ticket({ status: 'En proceso' })],
    ] as const)
      expect(await stampTonerDelivery({ ticketId: 't', before, after }, deps)).toBe('not-toner');

    expect(
      await stampTonerDelivery(
        { ticketId: 't1', before: { status: 'En proceso' }, after: ticket({}) },
        deps,
      ),
    ).toBe('stamped');
    const delivery = {
      at: '2026-10-05T17:00:00.000Z',
      bw: 1_000,
      color: 500,
      countersAt: '2026-10-01T17:00:00.000Z',
    };
    expect(docs.get('color1')?.lastToner).toEqual({
      Magenta: { at: 'antes' },
      Negro: delivery,
      Cian: delivery,
    });

    // A B/N device: Negro only; before any reading, its start counters on the contract's first day.
    await stampTonerDelivery(
      {
        ticketId: 't2',
        before: { status: 'Abierto' },
        after: ticket({ equipmentId: 'bn1', resolvedAt: null }),
      },
      deps,
    );
    expect(docs.get('bn1')?.lastToner).toEqual({
      Negro: { at: NOW.toISOString(), bw: 300, color: 0, countersAt: '2026-01-15T05:00:00.000Z' },
    });
  });

  it('recomputes tonerEndsOn and writes it only when it differs', async () => {
    // Delivered 5 Oct 17:00 UTC with counters 1,000 + 500 read on 1 Oct; 31 Oct: 3,000 + 1,100.
    // Black: 2,600 pages in 30 days = 86.67 a day; 10,000 pages last 115.38 days from the
    // delivery: 29 Jan 2027 02:14 UTC = 28 Jan in Cancún. Cyan: 600 colour pages in 30 days = 20
    // a day; 3,000 pages last 150 days: 4 March 2027. The soonest: black.
    const delivered = {
      at: '2026-10-05T17:00:00.000Z',
      bw: 1_000,
      color: 500,
      countersAt: '2026-10-01T17:00:00.000Z',
    };
    const device: Data = {
      color: true,
      tonerYield: { Negro: 10_000, Cian: 3_000 },
      lastToner: { Negro: delivered, Cian: delivered },
      lastReading: {
        month: '2026-10',
        bw: 3_000,
        color: 1_100,
        at: new Date('2026-10-31T17:00:00.000Z'),
      },
      contractEnd: null,
    };
    const { docs, calls, deps } = tonerSetup({ color1: device });
    expect(await forecastDeviceToner('color1', device, deps)).toBe('updated');
    expect(docs.get('color1')?.tonerEndsOn).toBe('2027-01-28');
    // Its own write comes back: the same day, nothing written, nothing read.
    expect(await forecastDeviceToner('color1', docs.get('color1'), deps)).toBe('unchanged');
    expect(calls).toEqual(['color1']);
    // A device without yields has none, and stores none (absent reads as null).
    expect(await forecastDeviceToner('x', { color: false, lastReading: null }, deps)).toBe(
      'unchanged',
    );
    // The rental ended: cleared.
    const ended = { ...docs.get('color1'), contractEnd: { date: '2026-11-01' } };
    docs.set('color1', ended);
    expect(await forecastDeviceToner('color1', ended, deps)).toBe('updated');
    expect(docs.get('color1')?.tonerEndsOn).toBeNull();
  });
});
