/**
 * The toner marker's backfill (maintenance/toner-requests.ts): open toner tickets opened before
 * equipment/{id}/tonerRequests/open claim their free colours there, over the fake Firestore with
 * the marker's own Firestore store (service/toner-release.ts).
 */
import { describe, expect, it } from 'vitest';

import {
  backfillTonerRequests,
  openTonerTicket,
  tonerRequestReportLines,
} from '../src/maintenance/toner-requests.js';
import { createFirestoreTonerMarkerStore } from '../src/service/toner-release.js';
import { FakeTimestamp, fakeFirestore } from './fake-firestore.js';

const stored = (over: Record<string, unknown>) => ({
  kind: 'toner',
  equipmentId: 'E1',
  tonerColors: ['Negro'],
  status: 'Abierto',
  open: true,
  createdAt: FakeTimestamp.fromDate(new Date('2026-11-02T15:00:00Z')),
  ...over,
});

function setup(markers: Record<string, unknown> = {}) {
  const fake = fakeFirestore();
  for (const [equipmentId, doc] of Object.entries(markers))
    fake.docs.set(`equipment/${equipmentId}/tonerRequests/open`, doc as Record<string, unknown>);
  const store = createFirestoreTonerMarkerStore(async () => fake.kit);
  const marker = (equipmentId: string) =>
    fake.docs.get(`equipment/${equipmentId}/tonerRequests/open`);
  return { fake, store, marker };
}

describe('openTonerTicket', () => {
  it('reads an open toner ticket; a resolved one, a fault or one without colours is none', () => {
    expect(openTonerTicket('t1', stored({ tonerColors: ['Cian', 'Negro', 'Rosa'] }))).toEqual({
      id: 't1',
      equipmentId: 'E1',
      colors: ['Negro', 'Cian'],
      createdAt: Date.parse('2026-11-02T15:00:00Z'),
    });
    expect(openTonerTicket('t2', stored({ status: 'Resuelto', open: false }))).toBeNull();
    expect(openTonerTicket('t3', stored({ kind: 'falla' }))).toBeNull();
    expect(openTonerTicket('t4', stored({ tonerColors: [] }))).toBeNull();
    expect(openTonerTicket('t5', stored({ equipmentId: '' }))).toBeNull();
  });
});

describe('backfillTonerRequests', () => {
  const older = (id: string, over: Record<string, unknown>) => {
    const t = openTonerTicket(id, stored(over));
    if (!t) throw new Error(id);
    return t;
  };

  it("writes each open ticket's free colours; a colour already held stays with its ticket", async () => {
    const { store, marker } = setup({ E2: { colors: { Negro: 'nuevo' }, lastTicketId: 'nuevo' } });
    const tickets = [
      older('t1', { tonerColors: ['Negro', 'Cian'] }),
      older('t2', { equipmentId: 'E2', tonerColors: ['Negro', 'Magenta'] }),
    ];
    const count = await backfillTonerRequests(tickets, store);
    expect(marker('E1')).toEqual({ colors: { Negro: 't1', Cian: 't1' }, lastTicketId: 't1' });
    expect(marker('E2')).toEqual({ colors: { Negro: 'nuevo', Magenta: 't2' }, lastTicketId: 't2' });
    expect(count).toMatchObject({ tickets: 2, claimed: 3, devices: 2 });
    expect(count.kept).toEqual([{ ticketId: 't2', color: 'Negro', heldBy: 'nuevo' }]);
    expect(tonerRequestReportLines(count, false)).toEqual([
      'tonerRequests: 2 tickets de tóner abiertos leídos, 3 colores en 2 equipos escritos',
      '  el ticket t2 pide Negro, que ya tiene el ticket nuevo (se queda así)',
    ]);

    // Idempotent: a second run writes nothing and changes nothing.
    const again = await backfillTonerRequests(tickets, store);
    expect(again).toMatchObject({ claimed: 0, devices: 0 });
    expect(marker('E1')).toEqual({ colors: { Negro: 't1', Cian: 't1' }, lastTicketId: 't1' });
    expect(marker('E2')).toEqual({ colors: { Negro: 'nuevo', Magenta: 't2' }, lastTicketId: 't2' });
  });

  it('two open tickets asking for one colour: the one opened first keeps it', async () => {
    const { store, marker } = setup();
    const count = await backfillTonerRequests(
      [
        older('tarde', { createdAt: FakeTimestamp.fromDate(new Date('2026-11-05T15:00:00Z')) }),
        older('antes', { tonerColors: ['Negro', 'Amarillo'] }),
      ],
      store,
    );
    expect(marker('E1')).toEqual({
      colors: { Negro: 'antes', Amarillo: 'antes' },
      lastTicketId: 'antes',
    });
    expect(count.kept).toEqual([{ ticketId: 'tarde', color: 'Negro', heldBy: 'antes' }]);
  });

  it('with dryRun counts what it would write and writes nothing', async () => {
    const { fake, store } = setup();
    const count = await backfillTonerRequests([older('t1', {})], store, { dryRun: true });
    expect(count).toMatchObject({ claimed: 1, devices: 1 });
    expect(fake.docs.size).toBe(0);
    expect(tonerRequestReportLines(count, true)[0]).toBe(
      'tonerRequests: 1 tickets de tóner abiertos leídos, 1 colores en 1 equipos por escribir (sin escribir: --dry-run)',
    );
  });
});
