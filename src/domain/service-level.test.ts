import { describe, expect, it } from 'vitest';
import { applyClockEvent } from './ticket-clock-events';
import {
  addServiceMinutes,
  clockState,
  formatServiceTime,
  formatVisit,
  promiseText,
  serviceMinutesBetween,
  visitText,
  type TicketClock,
} from './service-level';

/** An instant given as Cancún wall time (UTC−5 all year). */
const cancun = (local: string) => new Date(`${local}:00-05:00`);
const hours = (n: number) => n * 60;

describe('the service calendar (Mon–Fri 9–19, Sat 9–14, Cancún, without rest days)', () => {
  it('a fault on Friday at 18:30 with 4 hours to answer is due on Saturday at 12:30', () => {
    const due = addServiceMinutes(cancun('2026-11-27T18:30'), hours(4));
    expect(due).toEqual(cancun('2026-11-28T12:30'));
    expect(formatServiceTime(due)).toBe('sábado 28 de noviembre, 12:30');
  });

  it('Saturday closes at 14:00 and Sunday is closed: Saturday 13:00 + 4 h is Monday 12:00', () => {
    expect(addServiceMinutes(cancun('2026-11-21T13:00'), hours(4))).toEqual(
      cancun('2026-11-23T12:00'),
    );
    expect(addServiceMinutes(cancun('2026-11-22T10:00'), hours(4))).toEqual(
      cancun('2026-11-23T13:00'),
    );
  });

  it('before opening the clock starts at 9:00; after closing, the next opening', () => {
    expect(addServiceMinutes(cancun('2026-11-24T06:00'), hours(1))).toEqual(
      cancun('2026-11-24T10:00'),
    );
    expect(addServiceMinutes(cancun('2026-11-24T21:00'), hours(1))).toEqual(
      cancun('2026-11-25T10:00'),
    );
    expect(addServiceMinutes(cancun('2026-11-24T19:00'), 0)).toEqual(cancun('2026-11-25T09:00'));
  });

  it('16 September (a Wednesday in 2026) is a rest day', () => {
    expect(addServiceMinutes(cancun('2026-09-15T17:00'), hours(4))).toEqual(
      cancun('2026-09-17T11:00'),
    );
    expect(serviceMinutesBetween(cancun('2026-09-16T08:00'), cancun('2026-09-16T20:00'))).toBe(0);
  });

  it('the third Monday of November is a rest day (16 November 2026, 15 November 2027)', () => {
    expect(addServiceMinutes(cancun('2026-11-14T13:00'), hours(4))).toEqual(
      cancun('2026-11-17T12:00'),
    );
    expect(addServiceMinutes(cancun('2027-11-13T13:00'), hours(4))).toEqual(
      cancun('2027-11-16T12:00'),
    );
    // The Monday before is a working day.
    expect(serviceMinutesBetween(cancun('2026-11-09T00:00'), cancun('2026-11-10T00:00'))).toBe(
      hours(10),
    );
  });

  it('25 December is a rest day (a Friday in 2026: Thursday 17:00 + 4 h is Saturday 11:00)', () => {
    expect(addServiceMinutes(cancun('2026-12-24T17:00'), hours(4))).toEqual(
      cancun('2026-12-26T11:00'),
    );
    expect(addServiceMinutes(cancun('2026-12-31T18:00'), hours(2))).toEqual(
      // 1 January is a rest day too, and 2 January 2027 is a Saturday.
      cancun('2027-01-02T10:00'),
    );
  });

  it('the hour changes elsewhere do not move Cancún: same UTC offset in April, October and March', () => {
    // Mexico's old daylight saving (first Sunday of April, last of October) and the US change.
    expect(addServiceMinutes(cancun('2026-04-04T13:00'), hours(4))).toEqual(
      new Date('2026-04-06T17:00:00Z'),
    );
    expect(addServiceMinutes(cancun('2026-10-23T18:00'), hours(4))).toEqual(
      new Date('2026-10-24T17:00:00Z'),
    );
    expect(
      serviceMinutesBetween(new Date('2026-03-07T14:00:00Z'), new Date('2026-03-09T16:00:00Z')),
    ).toBe(hours(5) + hours(2));
  });

  it('counts service minutes between two instants, the inverse of adding them', () => {
    const start = cancun('2026-11-27T18:30');
    expect(serviceMinutesBetween(start, cancun('2026-11-28T12:30'))).toBe(hours(4));
    expect(serviceMinutesBetween(start, addServiceMinutes(start, hours(16)))).toBe(hours(16));
    expect(addServiceMinutes(start, hours(16))).toEqual(cancun('2026-12-01T09:30'));
    expect(serviceMinutesBetween(cancun('2026-11-28T12:30'), start)).toBe(0);
  });
});

const clock = (overrides: Partial<TicketClock> = {}): TicketClock => ({
  createdAt: cancun('2026-11-27T18:30'),
  responseHours: 4,
  resolutionHours: 16,
  respondedAt: null,
  pausedAt: null,
  pausedMinutes: 0,
  resolvedAt: null,
  ...overrides,
});

describe("a ticket's clock", () => {
  it('promises the answer first, then the solution; late says so', () => {
    const fresh = clockState(clock(), cancun('2026-11-27T18:45'));
    expect(fresh.phase).toBe('respuesta');
    expect(fresh.dueAt).toEqual(cancun('2026-11-28T12:30'));
    expect(promiseText(fresh, 'Abierto')).toBe(
      'Te respondemos antes de sábado 28 de noviembre, 12:30.',
    );

    const late = clockState(clock(), cancun('2026-11-28T12:31'));
    expect(late.late).toBe(true);
    expect(late.respondedInTime).toBe(false);
    expect(promiseText(late, 'Abierto')).toBe(
      'Vamos tarde: debíamos responderte antes de sábado 28 de noviembre, 12:30. Ya estamos en ello.',
    );

    const moved = applyClockEvent(
      'Abierto',
      clock(),
      { type: 'status', status: 'En proceso' },
      cancun('2026-11-28T10:00'),
    );
    expect(moved.status).toBe('En proceso');
    expect(moved.clock.respondedAt).toEqual(cancun('2026-11-28T10:00'));
    expect(moved.dueAt).toEqual(cancun('2026-12-01T09:30'));
    const solving = clockState(moved.clock, cancun('2026-11-28T10:00'));
    expect(solving.respondedInTime).toBe(true);
    expect(solving.responseMinutes).toBe(hours(1) + 30);
    expect(promiseText(solving, 'En proceso')).toBe(
      'Resolvemos antes de martes 1 de diciembre, 09:30.',
    );
  });

  it('the first company reply stops the response clock without changing the status', () => {
    const replied = applyClockEvent(
      'Abierto',
      clock(),
      { type: 'company-reply' },
      cancun('2026-11-28T09:30'),
    );
    expect(replied.status).toBe('Abierto');
    expect(replied.clock.respondedAt).toEqual(cancun('2026-11-28T09:30'));
    const again = applyClockEvent(
      'Abierto',
      replied.clock,
      { type: 'company-reply' },
      cancun('2026-11-30T09:30'),
    );
    expect(again.clock.respondedAt).toEqual(cancun('2026-11-28T09:30'));
  });

  it('waiting for a part pauses the solution clock and resuming moves its due time', () => {
    const waiting = applyClockEvent(
      'Abierto',
      clock(),
      { type: 'status', status: 'Esperando refacción' },
      cancun('2026-11-28T10:00'),
    );
    expect(waiting.dueAt).toBeNull();
    const paused = clockState(waiting.clock, cancun('2026-12-03T10:00'));
    expect(paused.phase).toBe('pausa');
    expect(paused.resolutionDue).toBeNull();
    expect(paused.late).toBe(false);
    expect(promiseText(paused, 'Esperando refacción')).toBe(
      'En pausa mientras llega la refacción.',
    );

    // Switching to the other waiting status keeps the same pause.
    const client = applyClockEvent(
      'Esperando refacción',
      waiting.clock,
      { type: 'status', status: 'Esperando al cliente' },
      cancun('2026-11-30T10:00'),
    );
    expect(client.clock.pausedAt).toEqual(cancun('2026-11-28T10:00'));
    expect(promiseText(clockState(client.clock, cancun('2026-11-30T11:00')), client.status)).toBe(
      'En pausa: esperamos tu respuesta.',
    );

    // The client's reply resumes it: Saturday 10:00 to Monday 10:00 is 4 + 1 = 5 service hours.
    const back = applyClockEvent(
      'Esperando al cliente',
      client.clock,
      { type: 'client-reply' },
      cancun('2026-11-30T10:00'),
    );
    expect(back.status).toBe('En proceso');
    expect(back.clock.pausedAt).toBeNull();
    expect(back.clock.pausedMinutes).toBe(hours(5));
    expect(back.dueAt).toEqual(addServiceMinutes(cancun('2026-11-27T18:30'), hours(21)));

    const resolved = applyClockEvent(
      'En proceso',
      back.clock,
      { type: 'status', status: 'Resuelto' },
      cancun('2026-11-30T12:00'),
    );
    expect(resolved.dueAt).toBeNull();
    const done = clockState(resolved.clock, cancun('2026-12-10T12:00'));
    expect(done.phase).toBe('resuelto');
    // 30 min Friday + 5 h Saturday + 3 h Monday, minus the 5 h paused.
    expect(done.resolutionMinutes).toBe(hours(3) + 30);
    expect(done.resolvedInTime).toBe(true);
    expect(promiseText(done, 'Resuelto')).toBeNull();
  });

  it("a client's reply changes nothing unless the ticket waits for them", () => {
    const open = applyClockEvent(
      'En proceso',
      clock({ respondedAt: cancun('2026-11-28T09:00') }),
      {
        type: 'client-reply',
      },
      cancun('2026-11-28T11:00'),
    );
    expect(open.status).toBe('En proceso');
    expect(open.clock.pausedMinutes).toBe(0);
  });

  it('reopening a resolved ticket counts the resolved span as waiting', () => {
    const resolved = clock({
      respondedAt: cancun('2026-11-30T09:00'),
      resolvedAt: cancun('2026-11-30T10:00'),
    });
    const reopened = applyClockEvent(
      'Resuelto',
      resolved,
      { type: 'status', status: 'Abierto' },
      cancun('2026-12-01T10:00'),
    );
    expect(reopened.clock.resolvedAt).toBeNull();
    expect(reopened.clock.pausedMinutes).toBe(hours(10));
    expect(reopened.dueAt).toEqual(addServiceMinutes(cancun('2026-11-27T18:30'), hours(26)));
  });
});

describe('visits', () => {
  it('reads the day and window in Spanish', () => {
    const visit = { date: '2026-12-03', start: '10:00', end: '12:00' };
    expect(formatVisit(visit)).toBe('jueves 3 de diciembre, 10:00–12:00');
    expect(visitText(visit)).toBe('Visita programada: jueves 3 de diciembre, 10:00–12:00');
  });
});
