import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EquipmentSchema } from './equipment';
import { parseEndContractForm } from './equipment-form';
import { replyPhotoPath, ticketClockOf, TicketReplySchema, TicketSchema } from './ticket';
import { parseClientReply, parseVisitForm } from './ticket-form';
import { isTechnician, TechnicianFlagSchema } from './user';

const oldTicket = {
  equipmentId: 'e1',
  clientId: 'c1',
  authorUid: 'u1',
  equipment: { model: 'M2040dn', serial: 'S1' },
  kind: 'falla',
  category: 'Otro',
  description: 'No imprime',
  createdAt: '2026-05-26T15:00:00.000Z',
};

const newTicket = {
  ...oldTicket,
  status: 'Esperando refacción',
  open: true,
  statusChangedAt: '2026-05-26T16:00:00.000Z',
  statusChangedBy: 'admin1',
  lastReplyAt: null,
  responseHours: 8,
  resolutionHours: 24,
  respondedAt: '2026-05-26T16:00:00.000Z',
  pausedAt: '2026-05-26T16:00:00.000Z',
  pausedMinutes: 30,
  resolvedAt: null,
  dueAt: null,
  technicianUid: 'tech1',
  technicianName: 'Luis Pérez',
  visit: {
    date: '2026-05-28',
    start: '10:00',
    end: '12:00',
    address: 'Av. Tulum 200',
    phone: '+529981234567',
    scheduledAt: '2026-05-26T16:05:00.000Z',
    scheduledBy: 'admin1',
  },
  openedBy: 'empresa',
  notified: false,
};

describe('tickets: the service-level keys', () => {
  it('reads a new ticket as stored, and its clock as Dates', () => {
    const ticket = v.parse(TicketSchema, newTicket);
    expect(ticket).toMatchObject({
      status: 'Esperando refacción',
      responseHours: 8,
      resolutionHours: 24,
      respondedAt: '2026-05-26T16:00:00.000Z',
      pausedMinutes: 30,
      technicianUid: 'tech1',
      technicianName: 'Luis Pérez',
      openedBy: 'empresa',
      notified: false,
    });
    expect(ticket.visit).toEqual(newTicket.visit);
    expect(ticketClockOf(ticket)).toEqual({
      createdAt: new Date('2026-05-26T15:00:00.000Z'),
      responseHours: 8,
      resolutionHours: 24,
      respondedAt: new Date('2026-05-26T16:00:00.000Z'),
      pausedAt: new Date('2026-05-26T16:00:00.000Z'),
      pausedMinutes: 30,
      resolvedAt: null,
    });
  });

  it('reads a ticket from before the clock as answered at its first status change or reply', () => {
    const changed = v.parse(TicketSchema, {
      ...oldTicket,
      status: 'En proceso',
      statusChangedAt: '2026-05-26T17:00:00.000Z',
      lastReplyAt: '2026-05-26T16:30:00.000Z',
    });
    expect(changed.respondedAt).toBe('2026-05-26T17:00:00.000Z');
    expect(changed.resolvedAt).toBeNull();
    expect(changed.notified).toBe(true);
    const replied = v.parse(TicketSchema, {
      ...oldTicket,
      lastReplyAt: '2026-05-26T16:30:00.000Z',
    });
    expect(replied.respondedAt).toBe('2026-05-26T16:30:00.000Z');
    const resolved = v.parse(TicketSchema, {
      ...oldTicket,
      status: 'Resuelto',
      open: false,
      statusChangedAt: '2026-05-27T17:00:00.000Z',
    });
    expect(resolved.resolvedAt).toBe('2026-05-27T17:00:00.000Z');
    expect(ticketClockOf(v.parse(TicketSchema, oldTicket)).respondedAt).toBeNull();
  });

  it('keeps a stored null (a new ticket not yet answered) and repairs malformed values', () => {
    const ticket = v.parse(TicketSchema, {
      ...newTicket,
      respondedAt: null,
      statusChangedAt: '2026-05-26T17:00:00.000Z',
      responseHours: 0,
      resolutionHours: 2.5,
      pausedMinutes: -3,
      openedBy: 'robot',
      visit: { date: '2026-05-28' },
    });
    expect(ticket).toMatchObject({
      respondedAt: null,
      responseHours: 4,
      resolutionHours: 16,
      pausedMinutes: 0,
      openedBy: 'cliente',
      visit: null,
    });
  });
});

describe("replies: the desk's and the client's", () => {
  const reply = {
    text: 'Hola',
    authorUid: 'u1',
    authorName: 'Ana',
    at: '2026-05-26T15:00:00.000Z',
  };

  it("reads an old reply as the desk's, notified", () => {
    expect(v.parse(TicketReplySchema, reply)).toEqual({
      ...reply,
      fromClient: false,
      notified: true,
    });
  });

  it("keeps a client reply's own photo and drops a foreign one", () => {
    const path = replyPhotoPath({ clientId: 'c1', equipmentId: 'e1' }, 't1', 'r1');
    expect(path).toBe('ticket_photos/c1/e1/t1-r1');
    const own = { ...reply, fromClient: true, notified: false, photoPath: path };
    expect(v.parse(TicketReplySchema, own)).toEqual(own);
    const foreign = v.parse(TicketReplySchema, { ...own, photoPath: 'https://example.com/x.jpg' });
    expect(foreign.photoPath).toBeUndefined();
    const escaping = v.parse(TicketReplySchema, { ...own, photoPath: 'ticket_photos/c1/../t1-r1' });
    expect(escaping.photoPath).toBeUndefined();
  });

  it('asks the client for a reply text of at most 2,000 characters', () => {
    expect(parseClientReply({ text: '  Ya quedó, gracias ' })).toEqual({
      ok: true,
      value: { text: 'Ya quedó, gracias' },
    });
    expect(parseClientReply({ text: '  ' })).toEqual({
      ok: false,
      errors: { text: 'Este campo es obligatorio.' },
    });
    expect(parseClientReply({ text: 'x'.repeat(2001) })).toEqual({
      ok: false,
      errors: { text: 'Máximo 2,000 caracteres.' },
    });
  });
});

describe('"Programar visita"', () => {
  // Friday 27 November 2026, 23:30 in Cancún (Saturday 04:30 UTC).
  const now = new Date('2026-11-28T04:30:00.000Z');
  const visit = {
    date: '2026-11-27',
    start: '10:00',
    end: '12:00',
    address: ' Av. Tulum 200, Cancún ',
    phone: '998 123 4567',
  };

  it("accepts today in Cancún (not UTC's day) and stores the phone in E.164", () => {
    expect(parseVisitForm(visit, now)).toEqual({
      ok: true,
      value: { ...visit, address: 'Av. Tulum 200, Cancún', phone: '+529981234567' },
    });
  });

  it('refuses a past day, an end not after the start, and empty fields', () => {
    expect(parseVisitForm({ ...visit, date: '2026-11-26' }, now)).toEqual({
      ok: false,
      errors: { date: 'La fecha de la visita ya pasó.' },
    });
    expect(parseVisitForm({ ...visit, start: '12:00', end: '12:00' }, now)).toEqual({
      ok: false,
      errors: { end: 'La hora de fin debe ser posterior a la de inicio.' },
    });
    expect(
      parseVisitForm({ date: '', start: '', end: '25:00', address: '', phone: '12' }, now),
    ).toEqual({
      ok: false,
      errors: {
        date: 'Este campo es obligatorio.',
        start: 'Este campo es obligatorio.',
        end: 'Escribe una hora válida (HH:MM).',
        address: 'Este campo es obligatorio.',
        phone: expect.stringMatching(/teléfono/i),
      },
    });
    expect(parseVisitForm({ ...visit, date: '2026-02-30', address: 'x'.repeat(301) }, now)).toEqual(
      {
        ok: false,
        errors: { date: 'Escribe una fecha válida.', address: 'Máximo 300 caracteres.' },
      },
    );
  });
});

describe('devices: promises and "Terminar contrato"', () => {
  const device = {
    clientId: 'c1',
    model: 'M2040dn',
    serial: 'S1',
    color: false,
    location: { address: 'Cancún' },
    contract: {
      startDate: '2026-03-01',
      monthlyFeeMxn: 900,
      includedPagesBw: 1000,
      includedPagesColor: 0,
      extraPagePriceBw: 0.3,
      extraPagePriceColor: 0,
      responseHours: 2,
      resolutionHours: 8,
    },
    startCounters: { bw: 100, color: 0 },
    contractEnd: {
      date: '2026-11-20',
      bw: 900,
      color: 0,
      at: '2026-11-20T18:00:00.000Z',
      by: 'a1',
    },
  };

  it("reads the contract's hours and its end", () => {
    const stored = v.parse(EquipmentSchema, device);
    expect(stored.contract).toMatchObject({ responseHours: 2, resolutionHours: 8 });
    expect(stored.contractEnd).toEqual(device.contractEnd);
    const repaired = v.parse(EquipmentSchema, {
      ...device,
      contract: { ...device.contract, responseHours: 201, resolutionHours: '8' },
      contractEnd: { date: '2026-11-20' },
    });
    expect(repaired.contract).toMatchObject({ responseHours: 4, resolutionHours: 16 });
    expect(repaired.contractEnd).toBeNull();
  });

  it("takes a past or today's date and final counters not below the floor", () => {
    const floor = { bw: 12_345, color: 300 };
    expect(
      parseEndContractForm({ date: '2026-11-28', bw: '12,400', color: '300' }, floor, '2026-11-28'),
    ).toEqual({ ok: true, value: { date: '2026-11-28', bw: 12_400, color: 300 } });
    expect(
      parseEndContractForm({ date: '2026-11-29', bw: '12344', color: '299' }, floor, '2026-11-28'),
    ).toEqual({
      ok: false,
      errors: {
        date: 'La fecha no puede ser futura.',
        bw: 'La lectura no puede ser menor que la anterior (12,345).',
        color: 'La lectura no puede ser menor que la anterior (300).',
      },
    });
    expect(
      parseEndContractForm({ date: '2026-02-30', bw: '12345', color: '300' }, floor, '2026-11-28'),
    ).toEqual({ ok: false, errors: { date: 'Escribe una fecha válida.' } });
    expect(parseEndContractForm({ date: '', bw: '', color: 'x' }, floor, '2026-11-28')).toEqual({
      ok: false,
      errors: {
        date: 'Este campo es obligatorio.',
        bw: 'Este campo es obligatorio.',
        color: 'Escribe un número entero, sin decimales.',
      },
    });
  });
});

describe('users: technicians', () => {
  it('counts the flag only on an admin', () => {
    expect(v.parse(TechnicianFlagSchema, {}).technician).toBe(false);
    expect(v.parse(TechnicianFlagSchema, { technician: 'yes' }).technician).toBe(false);
    expect(isTechnician({ role: 'admin', technician: true })).toBe(true);
    expect(isTechnician({ technician: true })).toBe(false);
    expect(isTechnician({ role: 'admin' })).toBe(false);
    expect(isTechnician(null)).toBe(false);
  });
});
