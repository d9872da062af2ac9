/**
 * A ticket's clock kept by the functions (service/ticket-clock.ts): `startTicketClock` gives a new
 * ticket its response due time once (a fault opened Friday 18:30 Cancún is due Saturday 12:30 with
 * 4 business hours), and the backfill gives older tickets their clock keys
 * (maintenance/ticket-clocks.ts). Over the in-memory store (test/fake-service-store.ts).
 */
import { describe, expect, it } from 'vitest';

import { ticketClockPatch } from '../src/maintenance/ticket-clocks.js';
import { startClockPatch, startTicketClock } from '../src/service/ticket-clock.js';
import { fakeServiceStore } from './fake-service-store.js';
import { recordingLogger } from './helpers.js';

/** Cancún wall-clock time (UTC−5 all year). */
const cancun = (iso: string) => new Date(`${iso}-05:00`);

const newTicket = (extra: Record<string, unknown> = {}) => ({
  equipmentId: 'equipo1',
  clientId: 'carla',
  authorUid: 'carla',
  clientEmail: 'carla@hotelcaribe.mx',
  equipment: { model: 'Kyocera ECOSYS M5526cdw', serial: 'VCF1234567' },
  kind: 'falla',
  category: 'Atasco de papel',
  description: 'Se atora el papel.',
  status: 'Abierto',
  open: true,
  // Friday 27 November 2026, 18:30 in Cancún.
  createdAt: cancun('2026-11-27T18:30:00'),
  statusChangedAt: null,
  statusChangedBy: null,
  lastReplyAt: null,
  responseHours: 4,
  resolutionHours: 16,
  respondedAt: null,
  pausedAt: null,
  resolvedAt: null,
  pausedMinutes: 0,
  dueAt: null,
  technicianUid: null,
  technicianName: '',
  visit: null,
  openedBy: 'cliente',
  notified: false,
  ...extra,
});

function setup() {
  const store = fakeServiceStore();
  const logger = recordingLogger();
  const deps = { store, logger, clock: () => cancun('2026-11-27T18:30:05') };
  return { store, logger, deps };
}

describe('startTicketClock', () => {
  it('a fault opened Friday 18:30 Cancún with 4 business hours is due Saturday 12:30', async () => {
    const { store, deps } = setup();
    store.tickets.set('T1', newTicket());
    expect(await startTicketClock('T1', deps)).toBe('started');
    expect(store.tickets.get('T1')?.dueAt).toEqual(cancun('2026-11-28T12:30:00'));
    // Nothing else of the ticket moved: still Abierto, not answered, not notified.
    expect(store.tickets.get('T1')).toMatchObject({
      status: 'Abierto',
      respondedAt: null,
      pausedAt: null,
      resolvedAt: null,
      pausedMinutes: 0,
      notified: false,
    });
  });

  it('is idempotent: a second delivery writes nothing', async () => {
    const { store, deps } = setup();
    store.tickets.set('T1', newTicket());
    await startTicketClock('T1', deps);
    const after = { ...store.tickets.get('T1') };
    const later = { ...deps, clock: () => cancun('2026-11-30T10:00:00') };
    expect(await startTicketClock('T1', later)).toBe('already-started');
    expect(store.tickets.get('T1')).toEqual(after);
  });

  it('leaves a ticket the desk already answered or paused alone', async () => {
    const { store, deps } = setup();
    store.tickets.set('T2', newTicket({ respondedAt: cancun('2026-11-27T18:40:00') }));
    store.tickets.set(
      'T3',
      newTicket({ status: 'Esperando refacción', pausedAt: cancun('2026-11-27T18:40:00') }),
    );
    expect(await startTicketClock('T2', deps)).toBe('already-started');
    expect(await startTicketClock('T3', deps)).toBe('already-started');
    expect(store.tickets.get('T2')?.dueAt).toBeNull();
    expect(store.tickets.get('T3')?.dueAt).toBeNull();
  });

  it('uses the contract’s hours stored on the ticket (8 h from Friday 18:30: Monday 12:30)', async () => {
    const { store, deps } = setup();
    store.tickets.set('T4', newTicket({ responseHours: 8 }));
    await startTicketClock('T4', deps);
    // 30 min Friday, 5 h Saturday, 2.5 h Monday.
    expect(store.tickets.get('T4')?.dueAt).toEqual(cancun('2026-11-30T11:30:00'));
  });

  it('a ticket stored without the clock keys gets the defaults (4 and 16 hours)', async () => {
    const patch = startClockPatch(
      { createdAt: cancun('2026-11-27T18:30:00'), status: 'Abierto' },
      cancun('2026-11-27T18:30:05'),
    );
    expect(patch).toEqual({
      responseHours: 4,
      resolutionHours: 16,
      respondedAt: null,
      pausedAt: null,
      pausedMinutes: 0,
      resolvedAt: null,
      dueAt: cancun('2026-11-28T12:30:00'),
    });
  });

  it('a ticket that is gone: nothing written, logged', async () => {
    const { logger, deps } = setup();
    expect(await startTicketClock('nada', deps)).toBe('missing');
    expect(logger.entries.map((e) => e.message)).toContain(
      'servicio: el ticket ya no existe; no se inicia su reloj',
    );
  });
});

describe('backfill of older tickets (maintenance/ticket-clocks.ts)', () => {
  const now = cancun('2026-12-01T10:00:00');
  const old = (extra: Record<string, unknown>) => {
    const {
      responseHours: _r,
      resolutionHours: _s,
      respondedAt: _a,
      pausedAt: _p,
      resolvedAt: _v,
      pausedMinutes: _m,
      dueAt: _d,
      technicianUid: _t,
      technicianName: _n,
      visit: _i,
      openedBy: _o,
      notified: _f,
      ...before
    } = newTicket(extra);
    return before;
  };

  it('an open ticket never answered: due 4 business hours after it was opened (late now)', () => {
    expect(ticketClockPatch(old({}), now)).toEqual({
      responseHours: 4,
      resolutionHours: 16,
      respondedAt: null,
      pausedAt: null,
      pausedMinutes: 0,
      resolvedAt: null,
      notified: true,
      openedBy: 'cliente',
      technicianUid: null,
      technicianName: '',
      visit: null,
      dueAt: cancun('2026-11-28T12:30:00'),
    });
  });

  it('an answered one: responded when its status changed; due its resolution time', () => {
    const changed = cancun('2026-11-28T10:00:00');
    const patch = ticketClockPatch(
      old({ status: 'En proceso', statusChangedAt: changed, statusChangedBy: 'admin' }),
      now,
    );
    expect(patch?.respondedAt).toEqual(changed);
    expect(patch?.resolvedAt).toBeNull();
    // 16 business hours from Friday 18:30: 0.5 Fri + 5 Sat + 10 Mon + 0.5 Tue.
    expect(patch?.dueAt).toEqual(cancun('2026-12-01T09:30:00'));
  });

  it('a resolved one: resolved when its status last changed, nothing due', () => {
    const changed = cancun('2026-11-28T10:00:00');
    const patch = ticketClockPatch(
      old({ status: 'Resuelto', open: false, statusChangedAt: changed }),
      now,
    );
    expect(patch).toMatchObject({ respondedAt: changed, resolvedAt: changed, dueAt: null });
  });

  it('a ticket that has its clock is left as it is (a second run writes nothing)', () => {
    expect(ticketClockPatch(newTicket(), now)).toBeNull();
  });
});
