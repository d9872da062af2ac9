import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EquipmentInit } from '@/domain/schemas/equipment-form';
import { submitReading } from '../client-portal';
import { linkClient } from '../test-utils/company-fixtures';
import { registerEquipment } from '../equipment/equipment';
import type { DocumentStore } from '../../ports';
import {
  listAllUsage,
  listMissingReadings,
  listUsage,
  missingReadingsOptions,
  SERVICE_PAGE_SIZE,
  usageEquipmentOptions,
} from './service-desk';
import { setStoresForTesting } from '../../store';
import { installBrowserStoresForTesting } from '../../test-utils/browser-stores';

const device: EquipmentInit = {
  model: 'Kyocera ECOSYS M2040dn',
  serial: 'BW-1',
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

const APRIL = new Date('2026-04-20T15:00:00.000Z');
const MAY = new Date('2026-05-20T15:00:00.000Z');

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting());
});

afterEach(() => {
  setStoresForTesting(null);
});

describe('the queries', () => {
  it('missing readings: last reading month below this month, oldest first, one page', () => {
    expect(missingReadingsOptions('2026-05')).toEqual({
      where: [{ field: 'lastReadingMonth', op: '<', value: '2026-05' }],
      orderBy: { field: 'lastReadingMonth', direction: 'asc' },
      limit: SERVICE_PAGE_SIZE,
    });
    expect(missingReadingsOptions('2026-05', { id: 'e', value: '' }).startAfter).toEqual({
      id: 'e',
      value: '',
    });
  });

  it('usage: every device by client, one page', () => {
    expect(usageEquipmentOptions()).toEqual({
      orderBy: { field: 'clientId', direction: 'asc' },
      limit: SERVICE_PAGE_SIZE,
    });
  });
});

describe('listMissingReadings', () => {
  it('lists only the devices without this month’s reading, never-read first, with their client', async () => {
    await linkClient('carla', { email: 'carla@hotel.mx', name: 'Carla', company: 'Hotel' }, 'boss');
    const never = await registerEquipment('carla', { ...device, serial: 'NEVER' }, 'boss');
    const april = await registerEquipment('carla', { ...device, serial: 'APRIL' }, 'boss');
    const may = await registerEquipment('otto', { ...device, serial: 'MAY' }, 'boss');
    await submitReading(april, { bw: 10_500, color: 0 }, 'carla', APRIL);
    await submitReading(may, { bw: 10_500, color: 0 }, 'otto', APRIL);
    await submitReading(may, { bw: 11_000, color: 0 }, 'otto', MAY);

    const page = await listMissingReadings('2026-05');
    expect(page.items.map((row) => row.equipment.id)).toEqual([never, april]);
    expect(page.items[0]?.client).toMatchObject({ uid: 'carla', email: 'carla@hotel.mx' });
    expect(page.items[1]?.equipment.lastReadingMonth).toBe('2026-04');
    expect(page.next).toBeNull();
  });

  it('pages by 50 and says where the next page starts', async () => {
    for (let i = 0; i < SERVICE_PAGE_SIZE + 2; i += 1)
      await documents.set('equipment', `e${String(i).padStart(3, '0')}`, {
        clientId: 'carla',
        model: 'M',
        serial: String(i),
        color: false,
        location: { address: 'x', area: '' },
        contract: device.contract,
        startCounters: { bw: 0, color: 0 },
        lastReading: null,
        lastReadingMonth: '',
      });
    const first = await listMissingReadings('2026-05');
    expect(first.items).toHaveLength(SERVICE_PAGE_SIZE);
    expect(first.items[0]?.client).toBeNull();
    const second = await listMissingReadings('2026-05', first.next);
    expect(second.items.map((row) => row.equipment.id)).toEqual(['e050', 'e051']);
    expect(second.next).toBeNull();
  });
});

describe('the usage report', () => {
  it('pages B/N and colour of the month, the extra pages and the estimate with IVA', async () => {
    await linkClient('carla', { email: 'carla@hotel.mx', name: 'Carla', company: 'Hotel' }, 'boss');
    const bw = await registerEquipment('carla', device, 'boss');
    const colour = await registerEquipment(
      'carla',
      {
        ...device,
        serial: 'COLOR-1',
        color: true,
        contract: {
          ...device.contract,
          includedPagesColor: 200,
          extraPagePriceColor: 1.5,
        },
        startCounters: { bw: 0, color: 0 },
      },
      'boss',
    );
    const silent = await registerEquipment('otto', { ...device, serial: 'SILENT' }, 'boss');
    await submitReading(bw, { bw: 11_250, color: 0 }, 'carla', MAY);
    await submitReading(colour, { bw: 900, color: 300 }, 'carla', MAY);

    const page = await listUsage('2026-05');
    const byId = new Map(page.items.map((row) => [row.equipment.id, row]));
    expect(page.items).toHaveLength(3);
    // 1,250 B/N pages: 250 beyond the 1,000 included, at $0.35 → $87.50; fee $1,160.
    expect(byId.get(bw)?.estimate).toEqual({
      pagesBw: 1250,
      pagesColor: 0,
      extraPagesBw: 250,
      extraPagesColor: 0,
      feeMxn: 1160,
      extraBwMxn: 87.5,
      extraColorMxn: 0,
      subtotalMxn: 1075.43,
      ivaMxn: 172.07,
      totalMxn: 1247.5,
    });
    expect(byId.get(bw)?.client?.email).toBe('carla@hotel.mx');
    // 100 colour pages beyond 200 at $1.50 → $150; B/N within the included.
    expect(byId.get(colour)?.estimate).toMatchObject({
      pagesBw: 900,
      pagesColor: 300,
      extraPagesBw: 0,
      extraPagesColor: 100,
      extraColorMxn: 150,
      totalMxn: 1310,
    });
    expect(byId.get(silent)).toMatchObject({ reading: null, estimate: null, client: null });
    // Another month: nobody has a reading.
    expect((await listUsage('2026-04')).items.every((row) => row.reading === null)).toBe(true);
  });

  it('reads the whole report for the CSV up to its cap', async () => {
    for (let i = 0; i < 5; i += 1)
      await registerEquipment(`c${String(i)}`, { ...device, serial: `S${String(i)}` }, 'boss');
    const all = await listAllUsage('2026-05');
    expect(all.rows.map((row) => row.equipment.clientId)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4']);
    expect(all.truncated).toBe(false);
    const capped = await listAllUsage('2026-05', 3);
    expect(capped.rows).toHaveLength(3);
    expect(capped.truncated).toBe(true);
    expect((await listAllUsage('2026-05', 5)).truncated).toBe(false);
  });
});
