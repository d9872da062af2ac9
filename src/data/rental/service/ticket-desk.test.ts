import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../ports';
import { setStoresForTesting } from '../../store';
import { installBrowserStoresForTesting } from '../../test-utils/browser-stores';
import { getEquipment } from '../equipment/equipment';
import {
  ContractEndRefusedError,
  endContract,
  listOverdueTickets,
  listTechnicians,
  listTodayVisits,
  monthRange,
} from './ticket-desk';

/** Wednesday 20 May 2026, noon in Cancún. */
const NOW = new Date('2026-05-20T17:00:00.000Z');

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting());
});

afterEach(() => {
  setStoresForTesting(null);
});

const device = (overrides: Record<string, unknown> = {}) => ({
  clientId: 'hotel',
  model: 'Kyocera M2040dn',
  serial: 'BN-1',
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
  lastReading: { month: '2026-04', bw: 900, color: 0, at: '2026-04-28T15:00:00.000Z' },
  lastReadingMonth: '2026-04',
  ...overrides,
});

describe('endContract', () => {
  it('stores the end and the ended month in one write', async () => {
    await documents.set('equipment', 'eq1', device());
    const stored = await endContract('eq1', { date: '2026-05-20', bw: 950, color: 0 }, 'boss', NOW);
    expect(stored.contractEnd).toMatchObject({ date: '2026-05-20', bw: 950, color: 0, by: 'boss' });
    expect(stored.lastReadingMonth).toBe('9999-12');
  });

  it('refuses counters below the last reading, a future date and a second end', async () => {
    await documents.set('equipment', 'eq1', device());
    await expect(
      endContract('eq1', { date: '2026-05-20', bw: 899, color: 0 }, 'boss', NOW),
    ).rejects.toMatchObject({ reason: 'below-floor', floor: { bw: 900, color: 0 } });
    await expect(
      endContract('eq1', { date: '2026-05-21', bw: 950, color: 0 }, 'boss', NOW),
    ).rejects.toBeInstanceOf(ContractEndRefusedError);
    expect((await getEquipment('eq1'))?.contractEnd).toBeNull();
    await endContract('eq1', { date: '2026-05-19', bw: 950, color: 0 }, 'boss', NOW);
    await expect(
      endContract('eq1', { date: '2026-05-20', bw: 990, color: 0 }, 'boss', NOW),
    ).rejects.toMatchObject({ reason: 'already-ended' });
    expect((await getEquipment('eq1'))?.contractEnd?.bw).toBe(950);
  });

  it('says not-found for an unknown device', async () => {
    await expect(
      endContract('nada', { date: '2026-05-20', bw: 1, color: 0 }, 'boss', NOW),
    ).rejects.toMatchObject({ kind: 'not-found' });
  });
});

const ticket = (overrides: Record<string, unknown> = {}) => ({
  equipmentId: 'eq1',
  clientId: 'hotel',
  authorUid: 'ana',
  clientEmail: 'ana@hotel.mx',
  equipment: { model: 'M', serial: 'S' },
  kind: 'toner',
  tonerColors: ['Negro'],
  description: '',
  status: 'Abierto',
  open: true,
  createdAt: '2026-05-20T15:00:00.000Z',
  statusChangedAt: null,
  statusChangedBy: null,
  lastReplyAt: null,
  dueAt: null,
  technicianUid: null,
  visit: null,
  ...overrides,
});

describe('the desk’s ticket queries', () => {
  it('"Fuera de tiempo": dueAt before now, the most overdue first', async () => {
    await documents.set('tickets', 'b', ticket({ dueAt: '2026-05-19T18:00:00.000Z' }));
    await documents.set('tickets', 'a', ticket({ dueAt: '2026-05-18T18:00:00.000Z' }));
    await documents.set('tickets', 'later', ticket({ dueAt: '2026-05-20T19:00:00.000Z' }));
    await documents.set('tickets', 'paused', ticket());
    const page = await listOverdueTickets(NOW);
    expect(page.items.map((t) => t.id)).toEqual(['a', 'b']);
    expect(page.next).toBeNull();
  });

  it('"Visitas de hoy": the technician’s visits of the day, by start (a map field filtered)', async () => {
    const visit = (date: string, start: string) => ({
      date,
      start,
      end: '23:00',
      address: 'Calle 1',
      phone: '+529981234567',
      scheduledAt: '2026-05-19T15:00:00.000Z',
      scheduledBy: 'boss',
    });
    await documents.set(
      'tickets',
      'late',
      ticket({ technicianUid: 'luis', visit: visit('2026-05-20', '15:00') }),
    );
    await documents.set(
      'tickets',
      'early',
      ticket({ technicianUid: 'luis', visit: visit('2026-05-20', '09:00') }),
    );
    await documents.set(
      'tickets',
      'tomorrow',
      ticket({ technicianUid: 'luis', visit: visit('2026-05-21', '09:00') }),
    );
    await documents.set(
      'tickets',
      'other',
      ticket({ technicianUid: 'ana', visit: visit('2026-05-20', '09:00') }),
    );
    await documents.set('tickets', 'none', ticket({ technicianUid: 'luis' }));
    const visits = await listTodayVisits('luis', '2026-05-20');
    expect(visits.map((t) => t.id)).toEqual(['early', 'late']);
  });

  it('lists only admins marked as technicians, by name', async () => {
    await documents.set('users', 'u1', {
      role: 'admin',
      technician: true,
      name: 'Zoila',
      email: 'z@x.mx',
    });
    await documents.set('users', 'u2', {
      role: 'admin',
      technician: true,
      name: '',
      email: 'beto@x.mx',
    });
    await documents.set('users', 'u3', { technician: true, name: 'Sin rol', email: 's@x.mx' });
    await documents.set('users', 'u4', { role: 'admin', name: 'No técnico', email: 'n@x.mx' });
    expect(await listTechnicians()).toEqual([
      { uid: 'u2', name: 'beto@x.mx', email: 'beto@x.mx' },
      { uid: 'u1', name: 'Zoila', email: 'z@x.mx' },
    ]);
  });

  it('a month runs from its first midnight in Cancún to the next month’s', () => {
    expect(monthRange('2026-12')).toEqual({
      start: new Date('2026-12-01T05:00:00.000Z'),
      end: new Date('2027-01-01T05:00:00.000Z'),
    });
  });
});
