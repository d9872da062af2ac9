import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTicket,
  deskTicketsOptions,
  getClient,
  getTicket,
  listMyEquipment,
  listMyTickets,
  listReadings,
  listTickets,
  ReadingRefusedError,
  submitReading,
} from './client-portal';
import { getEquipment, registerEquipment, updateEquipment } from './equipment/equipment';
import { listReplies, replyToTicket, setTicketStatus } from './service/ticket-replies';
import { DataError } from '../errors';
import type { DocData, DocumentStore } from '../ports';
import { setStoresForTesting } from '../store';
import { installBrowserStoresForTesting } from '../test-utils/browser-stores';
import { COLOR_DEVICE } from './test-utils/client-portal-fixtures';
import { linkClient } from './test-utils/company-fixtures';

const device = COLOR_DEVICE;

const MAY = new Date('2026-05-26T15:00:00.000Z');
const JUNE = new Date('2026-06-26T15:00:00.000Z');

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting());
});

afterEach(() => {
  vi.useRealTimers();
  setStoresForTesting(null);
});

describe('clients and equipment', () => {
  it('links a client once, keeping the first link time, and reads it back', async () => {
    expect(await getClient('carla')).toBeNull();
    await linkClient(
      'carla',
      { email: ' carla@example.com ', name: 'Carla', company: 'Hotel' },
      'boss',
    );
    const first = await getClient('carla');
    expect(first).toMatchObject({
      uid: 'carla',
      email: 'carla@example.com',
      leadId: null,
      linkedBy: 'boss',
    });
    expect(first?.linkedAt).toEqual(expect.any(String));
    await linkClient(
      'carla',
      { email: 'carla@example.com', name: 'Carla R.', company: 'Hotel', leadId: 'L1' },
      'ana',
    );
    expect(await getClient('carla')).toMatchObject({
      name: 'Carla R.',
      leadId: 'L1',
      linkedAt: first?.linkedAt,
    });
  });

  it('registers devices and lists only the client’s own, by model and serial', async () => {
    const b = await registerEquipment('carla', { ...device, model: 'Ricoh', serial: 'B' }, 'boss');
    const a = await registerEquipment('carla', device, 'boss');
    // One device per serial: Otto's has its own (service-limits.test.ts).
    await registerEquipment('otto', { ...device, serial: 'OTTO-1' }, 'boss');
    const mine = await listMyEquipment('carla');
    expect(mine.map((e) => e.id)).toEqual([a, b]);
    expect(mine[0]).toMatchObject({
      clientId: 'carla',
      lastReading: null,
      lastReadingMonth: '',
      contract: device.contract,
    });
    await updateEquipment(a, { location: { address: 'Calle 5', area: '' } }, 'ana');
    expect((await getEquipment(a))?.location).toEqual({ address: 'Calle 5', area: '' });
    expect(await getEquipment('nada')).toBeNull();
  });
});

describe('submitReading: once a month, never below the last reading', () => {
  it('stores the month’s reading with its previous counters and stamps the device, answering both', async () => {
    const id = await registerEquipment('carla', device, 'boss');
    const { reading, equipment } = await submitReading(id, { bw: 1500, color: 260 }, 'carla', MAY);
    expect(reading).toMatchObject({
      id: '2026-05',
      month: '2026-05',
      bw: 1500,
      color: 260,
      previous: { bw: 1000, color: 200 },
      source: 'cliente',
      by: 'carla',
    });
    const stamped = {
      lastReadingMonth: '2026-05',
      lastReading: { month: '2026-05', bw: 1500, color: 260 },
    };
    expect(equipment).toMatchObject({ id, ...stamped });
    expect(await getEquipment(id)).toMatchObject(stamped);
    const june = await submitReading(id, { bw: 1500, color: 300, source: 'empresa' }, 'boss', JUNE);
    expect(june.reading).toMatchObject({ previous: { bw: 1500, color: 260 }, source: 'empresa' });
    expect((await listReadings(id)).map((r) => r.id)).toEqual(['2026-06', '2026-05']);
  });

  it('refuses a counter below the last reading, saying so with the floor, writing nothing', async () => {
    const id = await registerEquipment('carla', device, 'boss');
    await submitReading(id, { bw: 1500, color: 260 }, 'carla', MAY);
    await expect(submitReading(id, { bw: 1499, color: 300 }, 'carla', JUNE)).rejects.toMatchObject({
      kind: 'invalid',
      reason: 'below-floor',
      floor: { bw: 1500, color: 260 },
      equipment: { id, lastReadingMonth: '2026-05' },
    });
    await expect(submitReading(id, { bw: 1600, color: 259 }, 'carla', JUNE)).rejects.toBeInstanceOf(
      ReadingRefusedError,
    );
    expect((await listReadings(id)).map((r) => r.id)).toEqual(['2026-05']);
    expect((await getEquipment(id))?.lastReadingMonth).toBe('2026-05');
  });

  it('refuses a second reading in the same month, saying so, and keeps the first', async () => {
    const id = await registerEquipment('carla', device, 'boss');
    await submitReading(id, { bw: 1500, color: 260 }, 'carla', MAY);
    await expect(submitReading(id, { bw: 1600, color: 260 }, 'carla', MAY)).rejects.toMatchObject({
      kind: 'invalid',
      reason: 'already-this-month',
      equipment: { lastReading: { month: '2026-05', bw: 1500 } },
    });
    expect((await listReadings(id))[0]?.bw).toBe(1500);
  });

  it('writes nothing when either write fails: the reading and its stamp go together', async () => {
    const id = await registerEquipment('carla', device, 'boss');
    const failing: DocumentStore = {
      ...documents,
      updateAll: (refs, compute) =>
        documents.updateAll(refs, (current) => {
          const next = compute(current);
          // The device's stamp is not a plain object: the store refuses the whole write.
          return next && [next[0] ?? null, 'no' as unknown as DocData];
        }),
    };
    setStoresForTesting({ documents: failing });
    await expect(submitReading(id, { bw: 1500, color: 260 }, 'carla', MAY)).rejects.toBeInstanceOf(
      DataError,
    );
    setStoresForTesting({ documents });
    expect(await listReadings(id)).toEqual([]);
    expect((await getEquipment(id))?.lastReadingMonth).toBe('');
  });

  it('stores a reading sent on 1 June as May’s when asked for it, and June’s follows it', async () => {
    const id = await registerEquipment('carla', device, 'boss');
    const first = new Date('2026-06-01T15:00:00.000Z');
    const may = await submitReading(id, { bw: 1500, color: 260, month: '2026-05' }, 'carla', first);
    expect(may.reading).toMatchObject({ id: '2026-05', month: '2026-05', bw: 1500 });
    expect(may.equipment).toMatchObject({
      lastReadingMonth: '2026-05',
      lastReading: { month: '2026-05', bw: 1500 },
    });
    // Once a later month is read, the earlier one takes no reading.
    await submitReading(id, { bw: 1600, color: 270 }, 'carla', JUNE);
    await expect(
      submitReading(id, { bw: 1700, color: 280, month: '2026-05' }, 'carla', JUNE),
    ).rejects.toMatchObject({ reason: 'already-this-month' });
    expect((await listReadings(id)).map((r) => [r.id, r.previous.bw])).toEqual([
      ['2026-06', 1500],
      ['2026-05', 1000],
    ]);
  });

  it('answers not-found for an unknown device', async () => {
    await expect(submitReading('nada', { bw: 1, color: 0 }, 'carla', MAY)).rejects.toMatchObject({
      kind: 'not-found',
    });
  });
});

describe('tickets and replies', () => {
  const carla = { uid: 'carla', email: 'carla@example.com', clientId: 'hotel' };
  const equipment = { id: 'e1', model: 'M5526cdw', serial: 'S1' };

  it('opens toner and fault tickets, Abierto, and lists the client’s newest first', async () => {
    const toner = await createTicket(
      equipment,
      { kind: 'toner', tonerColors: ['Negro'], description: '' },
      carla,
    );
    const fault = await createTicket(
      equipment,
      { kind: 'falla', category: 'Atasco de papel', description: 'Se atora' },
      carla,
    );
    await createTicket(
      equipment,
      { kind: 'toner', tonerColors: ['Cian'], description: '' },
      { uid: 'otto', email: 'o@x.mx', clientId: 'otro' },
    );
    expect(await getTicket(toner)).toMatchObject({
      kind: 'toner',
      tonerColors: ['Negro'],
      status: 'Abierto',
      open: true,
      clientId: 'hotel',
      authorUid: 'carla',
      clientEmail: 'carla@example.com',
      equipment: { model: 'M5526cdw', serial: 'S1' },
      statusChangedAt: null,
      lastReplyAt: null,
    });
    const mine = await listMyTickets({ clientId: 'hotel', authorUid: null });
    expect(mine.items.map((t) => t.id).sort()).toEqual([toner, fault].sort());
    expect(mine.next).toBeNull();
    // A colleague's ticket (Negro is already asked for: toner-requests.test.tsx; Magenta is
    // free): the administrator lists both, a "Usuario" their own.
    const bruno = await createTicket(
      equipment,
      { kind: 'toner', tonerColors: ['Magenta'], description: '' },
      { uid: 'bruno', email: 'bruno@example.com', clientId: 'hotel' },
    );
    const company = await listMyTickets({ clientId: 'hotel', authorUid: null });
    expect(company.items.map((t) => t.id).sort()).toEqual([toner, fault, bruno].sort());
    const own = await listMyTickets({ clientId: 'hotel', authorUid: 'bruno' });
    expect(own.items.map((t) => t.id)).toEqual([bruno]);
  });

  it('lists open tickets for the desk oldest first, and resolved ones apart', async () => {
    await documents.set('tickets', 'old', {
      ...ticketDoc(),
      createdAt: '2026-05-01T10:00:00.000Z',
    });
    await documents.set('tickets', 'new', {
      ...ticketDoc(),
      createdAt: '2026-05-20T10:00:00.000Z',
    });
    await documents.set('tickets', 'done', {
      ...ticketDoc(),
      status: 'Resuelto',
      open: false,
      createdAt: '2026-04-01T10:00:00.000Z',
    });
    expect((await listTickets()).items.map((t) => t.id)).toEqual(['old', 'new']);
    await setTicketStatus('old', 'Resuelto', 'boss');
    expect((await listTickets()).items.map((t) => t.id)).toEqual(['new']);
    expect((await listTickets('resueltos')).items.map((t) => t.id)).toEqual(['old', 'done']);
    expect(await getTicket('old')).toMatchObject({
      status: 'Resuelto',
      open: false,
      statusChangedBy: 'boss',
    });
    await setTicketStatus('old', 'En proceso', 'boss');
    expect((await getTicket('old'))?.open).toBe(true);
    expect(deskTicketsOptions('abiertos')).toMatchObject({
      where: [{ field: 'open', op: '==', value: true }],
      orderBy: { field: 'createdAt', direction: 'asc' },
      limit: 50,
    });
  });

  it('adds replies in order and stamps the ticket; refuses an empty one', async () => {
    await documents.set('tickets', 't1', ticketDoc());
    // A second apart, as replies are: two stamped in the same millisecond would tie on `at`.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-02T10:00:00.000Z') });
    await replyToTicket('t1', ' Va en camino ', { uid: 'boss', name: 'Soporte' });
    vi.setSystemTime(new Date('2026-05-02T10:00:01.000Z'));
    await replyToTicket('t1', 'Entregado', { uid: 'boss', name: 'Soporte' });
    vi.useRealTimers();
    expect((await listReplies('t1')).replies.map((r) => r.text)).toEqual([
      'Va en camino',
      'Entregado',
    ]);
    expect((await getTicket('t1'))?.lastReplyAt).toEqual(expect.any(String));
    await expect(replyToTicket('t1', '  ', { uid: 'boss', name: 'Soporte' })).rejects.toMatchObject(
      {
        kind: 'invalid',
      },
    );
  });
});

function ticketDoc() {
  return {
    equipmentId: 'e1',
    clientId: 'carla',
    authorUid: 'carla',
    clientEmail: 'carla@example.com',
    equipment: { model: 'M5526cdw', serial: 'S1' },
    kind: 'toner',
    tonerColors: ['Negro'],
    description: '',
    status: 'Abierto',
    open: true,
    createdAt: '2026-05-01T10:00:00.000Z',
    statusChangedAt: null,
    statusChangedBy: null,
    lastReplyAt: null,
  };
}
