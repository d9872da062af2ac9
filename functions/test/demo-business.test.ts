/**
 * The demo business's plan (functions/src/demo): dated from today in Cancún, only in a `demo-`
 * project, its tickets in every status with the clock the desk would leave (one late, one paused
 * for a part with a visit today, the resolved toner request with replies both ways).
 */
import { describe, expect, it } from 'vitest';

import { demoAccountRows, demoCalendar, DEMO_DEVICES } from '../src/demo/plan.js';
import { demoProject } from '../src/demo/seed.js';
import { demoTickets, tonerTicket } from '../src/demo/tickets.js';
import { planTicket } from '../src/demo/writes.js';
import { DEMO_ACCOUNTS } from '../../src/domain/entities.js';

const ADMIN = DEMO_ACCOUNTS.admin;

describe('demoCalendar', () => {
  it('closes the 12 months before this one, in Cancún time', () => {
    // 1 December 2026 at 03:00 UTC is still 30 November in Cancún (UTC−5).
    const cal = demoCalendar(new Date('2026-12-01T03:00:00Z'));
    expect(cal.today).toBe('2026-11-30');
    expect(cal.month).toBe('2026-11');
    expect(cal.closed).toHaveLength(12);
    expect(cal.closed[0]).toBe('2025-11');
    expect(cal.closed.at(-1)).toBe('2026-10');
    expect(cal.startDate).toBe('2025-11-01');
    expect(cal.daysAgo(2, '10:00').toISOString()).toBe('2026-11-28T15:00:00.000Z');
  });
});

describe('demoProject', () => {
  it('refuses any project that is not a demo- one, and a database that is not the emulator', () => {
    const emulator = { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' };
    expect(demoProject({ ...emulator, GCLOUD_PROJECT: 'demo-tusocio' })).toBe('demo-tusocio');
    expect(() => demoProject({ ...emulator, GCLOUD_PROJECT: 'tusocio-prod' })).toThrow(
      'solo se siembra en un proyecto "demo-…"',
    );
    expect(() => demoProject({ ...emulator })).toThrow('(sin proyecto)');
    expect(() => demoProject({ GCLOUD_PROJECT: 'demo-tusocio' })).toThrow(
      'solo se siembra en el emulador de Firestore',
    );
  });
});

describe('the demo tickets', () => {
  const now = new Date('2026-12-07T16:00:00Z');
  const cal = demoCalendar(now);
  const planned = [tonerTicket(cal.closed.at(-1) ?? ''), ...demoTickets(cal)].map((t) => ({
    id: t.id,
    ...planTicket(t, ADMIN),
  }));
  const byId = (id: string) => planned.find((t) => t.id === id);

  it('cover every status but the one the collector opens', () => {
    expect(new Set(planned.map((t) => t.data.status))).toEqual(
      new Set(['Resuelto', 'Abierto', 'Esperando refacción', 'Esperando al cliente', 'En proceso']),
    );
  });

  it('one unanswered fault is past its response time ("Fuera de tiempo")', () => {
    const late = byId('demo-falla-tarde')?.data;
    expect(late?.status).toBe('Abierto');
    expect((late?.dueAt as Date).getTime()).toBeLessThan(now.getTime());
    expect(late?.respondedAt).toBeNull();
  });

  it('the fault waiting for a part is paused, with the technician and a visit today', () => {
    const parts = byId('demo-falla-refaccion')?.data;
    expect(parts?.status).toBe('Esperando refacción');
    expect(parts?.dueAt).toBeNull();
    expect(parts?.pausedAt).toBeInstanceOf(Date);
    expect(parts?.technicianUid).toBe(ADMIN.uid);
    expect(parts?.visit).toMatchObject({ date: '2026-12-07', start: '16:00', end: '18:00' });
  });

  it('the resolved toner request has replies from both sides and its solution stamped', () => {
    const toner = byId('demo-toner-resuelto');
    expect(toner?.data).toMatchObject({ status: 'Resuelto', open: false, kind: 'toner' });
    expect(toner?.data.resolvedAt).toBeInstanceOf(Date);
    expect(toner?.replies.map((r) => r.data.fromClient)).toEqual([false, true, false]);
  });

  it("an open toner request claims its colours on the device's marker; a resolved one none", () => {
    // Resolved: its colours are free again (releaseTonerRequest), so the seed writes no claim.
    expect(byId('demo-toner-resuelto')?.tonerMarker).toBeNull();
    for (const t of planned.filter((p) => p.data.kind === 'falla'))
      expect(t.tonerMarker).toBeNull();
    // The same request still open (before its steps), as createTicket writes it with the ticket.
    const asked = tonerTicket(cal.closed.at(-1) ?? '');
    const open = planTicket({ ...asked, steps: [] }, ADMIN);
    expect(open.data).toMatchObject({ status: 'Abierto', open: true, tonerColors: ['Negro'] });
    expect(open.tonerMarker).toEqual({
      colors: { Negro: 'demo-toner-resuelto' },
      lastTicketId: 'demo-toner-resuelto',
    });
    const twoColours = planTicket(
      { ...asked, kind: { kind: 'toner', tonerColors: ['Magenta', 'Negro'] }, steps: [] },
      ADMIN,
    );
    expect(twoColours.tonerMarker?.colors).toEqual({
      Negro: 'demo-toner-resuelto',
      Magenta: 'demo-toner-resuelto',
    });
  });
});

describe('the demo devices and accounts', () => {
  it('rent B/N and colour devices with different contracts and service times', () => {
    expect(new Set(DEMO_DEVICES.map((d) => d.color))).toEqual(new Set([true, false]));
    expect(new Set(DEMO_DEVICES.map((d) => d.contract.responseHours)).size).toBe(
      DEMO_DEVICES.length,
    );
  });

  it('print every member with password, role and company for the start box', () => {
    const rows = demoAccountRows().map((row) => row.join(' '));
    expect(rows).toEqual([
      'Negocio demo: cliente@demo.test / Demo-Cliente-2026 (Administrador de la cuenta, hotel)',
      ' usuario@demo.test / Demo-Usuario-2026 (Usuario, hotel)',
      ' facturacion@demo.test / Demo-Facturacion-2026 (Facturación, hotel)',
      ' clinica@demo.test / Demo-Clinica-2026 (Administrador de la cuenta, clínica)',
    ]);
  });
});
