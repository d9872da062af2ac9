/**
 * The service-level e-mails and flags (docs/product.md, "Tiempos de servicio"), read back as the
 * local outbox's lines over the in-memory store:
 * - a client's reply (service/client-reply.ts): `client-reply` to the service addresses and the
 *   assigned technician, Reply-To the member; it reopens a ticket "Esperando al cliente" (and no
 *   other), once however often it is delivered; past the hourly ceiling, into the digest;
 * - the company's reply stays `ticket-reply` to the author;
 * - `notified` on tickets and replies once their e-mail went out (or into the digest);
 * - "Programar visita" (service/visit-mail.ts): `visit-scheduled` once per scheduling, never to a
 *   removed member or a deleted account;
 * - the retry sweep (service/retry.ts) sends a failed one exactly once.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { tonerTickets } from '../src/agent/report.js';
import { createMemorySharedLimiter } from '../src/limits/shared-limiter.js';
import type { OutboxMail } from '../src/mail/outbox-mailer.js';
import { createOutboxMailer } from '../src/mail/outbox-mailer.js';
import { ProviderError } from '../src/provider-error.js';
import { sendServiceDigest } from '../src/service/digest.js';
import { retryServiceMails } from '../src/service/retry.js';
import {
  notifyServiceTicket,
  notifyTicketReply,
  type TicketMailDeps,
} from '../src/service/ticket-mail.js';
import { notifyVisitScheduled } from '../src/service/visit-mail.js';
import { fakeDigestStore, fakeServiceStore } from './fake-service-store.js';
import { recordingLogger, spyMailer, withTempDir } from './helpers.js';

const SITE = 'https://www.tusocioideal.mx';
const SERVICE = ['servicio@tusocioideal.mx', 'tecnicos@tusocioideal.mx'];
/** Cancún wall-clock time (UTC−5 all year). */
const cancun = (iso: string) => new Date(`${iso}-05:00`);
/** Monday 30 November 2026, 10:00:30 in Cancún. */
const NOW = cancun('2026-11-30T10:00:30');

const ticket = (extra: Record<string, unknown> = {}) => ({
  equipmentId: 'equipo1',
  clientId: 'hotel',
  authorUid: 'carla',
  clientEmail: 'carla@hotelcaribe.mx',
  equipment: { model: 'Kyocera ECOSYS M5526cdw', serial: 'VCF1234567' },
  kind: 'falla',
  category: 'Atasco de papel',
  description: 'Se atora el papel en la bandeja 2.',
  status: 'En proceso',
  open: true,
  // Friday 27 November, 18:30; answered Saturday 10:00.
  createdAt: cancun('2026-11-27T18:30:00'),
  statusChangedAt: cancun('2026-11-28T10:00:00'),
  statusChangedBy: 'boss',
  lastReplyAt: null,
  responseHours: 4,
  resolutionHours: 16,
  respondedAt: cancun('2026-11-28T10:00:00'),
  pausedAt: null,
  resolvedAt: null,
  pausedMinutes: 0,
  dueAt: cancun('2026-12-01T09:30:00'),
  technicianUid: 'tec1',
  technicianName: 'Luis Gómez',
  visit: null,
  openedBy: 'cliente',
  notified: true,
  ...extra,
});

/** Waiting for the client since Saturday 11:00. */
const waitingForClient = (extra: Record<string, unknown> = {}) =>
  ticket({
    status: 'Esperando al cliente',
    pausedAt: cancun('2026-11-28T11:00:00'),
    dueAt: null,
    ...extra,
  });

const clientReply = (extra: Record<string, unknown> = {}) => ({
  text: 'Ya cambiamos el papel y sigue atorándose.\nEl equipo está en recepción.',
  authorUid: 'pepe',
  authorName: 'Pepe Ruiz',
  at: cancun('2026-11-30T10:00:00'),
  fromClient: true,
  notified: false,
  ...extra,
});

async function outbox(path: string): Promise<OutboxMail[]> {
  const text = await readFile(path, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMail);
}

function setup(dir: string) {
  const path = join(dir, 'mail-outbox.jsonl');
  const logger = recordingLogger();
  const store = fakeServiceStore();
  store.clients.set('hotel', {
    email: 'carla@hotelcaribe.mx',
    name: 'Carla Pérez',
    company: 'Hotel Caribe',
  });
  store.members.set('carla', {
    clientId: 'hotel',
    role: 'administrador',
    email: 'carla@hotelcaribe.mx',
    name: 'Carla Pérez',
  });
  store.members.set('pepe', {
    clientId: 'hotel',
    role: 'usuario',
    email: 'Pepe@HotelCaribe.mx',
    name: 'Pepe Ruiz',
  });
  store.users.set('tec1', { email: 'Luis.Gomez@TuSocioIdeal.mx', role: 'admin', technician: true });
  store.equipment.set('equipo1', {
    clientId: 'hotel',
    model: 'Kyocera ECOSYS M5526cdw',
    serial: 'VCF1234567',
    location: { address: 'Av. Tulum 200, Cancún', area: 'Recepción' },
    lastReadingMonth: '2026-10',
  });
  const deps: TicketMailDeps = {
    store,
    mailer: createOutboxMailer(path, logger, () => NOW),
    serviceEmails: SERVICE,
    siteUrl: SITE,
    clock: () => NOW,
    logger,
  };
  const replyEvent = (replyId: string) => ({
    ticketId: 'T1',
    replyId,
    data: store.replies.get(`T1/${replyId}`),
    time: NOW.toISOString(),
  });
  return { path, logger, store, deps, replyEvent };
}

describe('a client’s reply: e-mailed to service and the technician', () => {
  it('writes one client-reply line to the service addresses and the technician, Reply-To the member', async () => {
    await withTempDir(async (dir) => {
      const { path, store, deps, replyEvent } = setup(dir);
      store.tickets.set('T1', ticket());
      store.replies.set('T1/R1', clientReply());
      expect(await notifyTicketReply(replyEvent('R1'), deps)).toBe('sent');

      expect(await outbox(path)).toEqual([
        {
          kind: 'client-reply',
          to: [...SERVICE, 'luis.gomez@tusocioideal.mx'],
          replyTo: 'pepe@hotelcaribe.mx',
          subject:
            'Respuesta del cliente: Falla (Atasco de papel): Kyocera ECOSYS M5526cdw, serie VCF1234567',
          text: [
            'Un cliente respondió en un ticket del portal de clientes.',
            '',
            'Tipo: Falla (Atasco de papel)',
            'Equipo: Kyocera ECOSYS M5526cdw, serie VCF1234567',
            'Cliente: Pepe Ruiz (Hotel Caribe) <pepe@hotelcaribe.mx>',
            'Estado: En proceso',
            'Técnico: Luis Gómez',
            '',
            'Respuesta:',
            'Ya cambiamos el papel y sigue atorándose.',
            'El equipo está en recepción.',
            '',
            `Ver y responder en el panel: ${SITE}/admin-dashboard/servicio/T1`,
            '',
            'Responde desde el panel para que el cliente vea la respuesta en "Mis tickets"; ' +
              'si respondes a este correo, le escribes directamente al cliente.',
            '',
          ].join('\n'),
          at: NOW.toISOString(),
        },
      ]);
      expect(store.markers.get('serviceMails/reply-T1-R1')).toMatchObject({
        sentAt: expect.any(Date),
        fields: { kind: 'client-reply', ticketId: 'T1', replyId: 'R1' },
      });
      expect(store.replies.get('T1/R1')).toMatchObject({ notified: true, notifiedVia: 'email' });
      // The status does not move; the last reply's time does.
      expect(store.tickets.get('T1')).toMatchObject({
        status: 'En proceso',
        lastReplyAt: cancun('2026-11-30T10:00:00'),
        dueAt: cancun('2026-12-01T09:30:00'),
      });
    });
  });

  it('without a technician (or one no longer an admin) it goes to the service addresses only', async () => {
    await withTempDir(async (dir) => {
      const { path, store, deps, replyEvent } = setup(dir);
      store.tickets.set('T1', ticket({ technicianUid: null, technicianName: '' }));
      store.replies.set('T1/R1', clientReply({ photoPath: 'ticket_photos/hotel/equipo1/T1-R1' }));
      await notifyTicketReply(replyEvent('R1'), deps);
      store.tickets.set('T1', ticket());
      store.users.set('tec1', { email: 'luis@tusocioideal.mx', role: 'guest', technician: false });
      store.replies.set('T1/R2', clientReply());
      await notifyTicketReply(replyEvent('R2'), deps);

      const mails = await outbox(path);
      expect(mails.map((m) => m.to)).toEqual([SERVICE, SERVICE]);
      expect(mails[0]?.text).not.toContain('Técnico:');
      expect(mails[0]?.text).toContain(
        'Foto: el cliente adjuntó una foto a su respuesta; está en el panel.\n',
      );
      expect(JSON.stringify(mails)).not.toContain('ticket_photos');
    });
  });

  it('a removed member’s reply still reaches service, without their Reply-To', async () => {
    await withTempDir(async (dir) => {
      const { path, store, deps, replyEvent } = setup(dir);
      store.tickets.set('T1', ticket());
      store.replies.set('T1/R1', clientReply());
      store.members.delete('pepe');
      await notifyTicketReply(replyEvent('R1'), deps);
      const [mail] = await outbox(path);
      expect(mail).toMatchObject({ kind: 'client-reply', replyTo: null });
      expect(mail?.text).toContain('Cliente: Pepe Ruiz (Hotel Caribe)\n');
    });
  });
});

describe('a client’s reply moves the ticket’s clock', () => {
  it('reopens a ticket "Esperando al cliente": En proceso, clock resumed, new dueAt, once', async () => {
    await withTempDir(async (dir) => {
      const { path, store, deps, replyEvent } = setup(dir);
      store.tickets.set('T1', waitingForClient());
      store.replies.set('T1/R1', clientReply());
      expect(await notifyTicketReply(replyEvent('R1'), deps)).toBe('sent');

      // Paused Saturday 11:00 → Monday 10:00: 3 h Saturday + 1 h Monday = 240 business minutes,
      // so the 16 hours end 4 hours later: Tuesday 1 December 13:30.
      expect(store.tickets.get('T1')).toMatchObject({
        status: 'En proceso',
        open: true,
        pausedAt: null,
        pausedMinutes: 240,
        respondedAt: cancun('2026-11-28T10:00:00'),
        resolvedAt: null,
        dueAt: cancun('2026-12-01T13:30:00'),
        lastReplyAt: cancun('2026-11-30T10:00:00'),
      });
      const [mail] = await outbox(path);
      expect(mail?.text).toContain(
        'Estado: En proceso (la respuesta lo reabrió; estaba en Esperando al cliente)\n',
      );

      // Redelivered: no second e-mail, and the clock does not move again.
      store.tickets.set('T1', { ...store.tickets.get('T1'), status: 'Esperando al cliente' });
      expect(await notifyTicketReply(replyEvent('R1'), deps)).toBe('already-sent');
      expect(store.tickets.get('T1')).toMatchObject({
        status: 'Esperando al cliente',
        pausedMinutes: 240,
      });
      expect(await outbox(path)).toHaveLength(1);
    });
  });

  it.each([
    ['Esperando refacción', { pausedAt: cancun('2026-11-28T11:00:00'), dueAt: null }],
    ['En proceso', {}],
    ['Abierto', { respondedAt: null, statusChangedAt: null, dueAt: cancun('2026-11-28T12:30:00') }],
  ])('does not reopen or resume a ticket "%s"', async (status, extra) => {
    await withTempDir(async (dir) => {
      const { path, store, deps, replyEvent } = setup(dir);
      const before = ticket({ status, ...extra });
      store.tickets.set('T1', before);
      store.replies.set('T1/R1', clientReply());
      await notifyTicketReply(replyEvent('R1'), deps);
      expect(store.tickets.get('T1')).toEqual({
        ...before,
        lastReplyAt: cancun('2026-11-30T10:00:00'),
      });
      const [mail] = await outbox(path);
      expect(mail?.text).toContain(`Estado: ${status}\n`);
    });
  });

  it('past the hourly ceiling: no own e-mail, listed in the digest, notified via the digest', async () => {
    await withTempDir(async (dir) => {
      const { store, deps, replyEvent } = setup(dir);
      const mailer = spyMailer();
      const digestStore = fakeDigestStore(store);
      const limiter = createMemorySharedLimiter('service-emails', { max: 1, windowMs: 3_600_000 });
      const capped = { ...deps, mailer, ceiling: { limiter, store: digestStore } };
      store.tickets.set('T1', waitingForClient());
      store.replies.set('T1/R1', clientReply());
      store.replies.set('T1/R2', clientReply({ text: 'Otra cosa.' }));
      expect(await notifyTicketReply(replyEvent('R1'), capped)).toBe('sent');
      expect(await notifyTicketReply(replyEvent('R2'), capped)).toBe('over-ceiling');
      expect(mailer.sent.map((m) => m.kind)).toEqual(['client-reply']);
      expect(store.replies.get('T1/R2')).toMatchObject({ notified: true, notifiedVia: 'digest' });

      const report = await sendServiceDigest({
        ...capped,
        digestStore,
        emailsPerHour: 1,
        clock: () => cancun('2026-11-30T10:20:00'),
      });
      expect(report).toEqual({ digested: 1, waiting: 0 });
      const digest = mailer.sent.find((m) => m.kind === 'service-digest');
      expect(digest?.to).toEqual(SERVICE);
      expect(digest?.text).toContain(
        '1. Respuesta del cliente en Falla (Atasco de papel): Kyocera ECOSYS M5526cdw, serie VCF1234567',
      );
      expect(digest?.text).toContain('   Respuesta: Otra cosa.\n');
      expect(digest?.text).not.toContain('Descripción:');
    });
  });
});

describe('the company’s reply and the new ticket: notified once sent', () => {
  it('a desk reply is still a ticket-reply to the author, and the reply becomes notified', async () => {
    await withTempDir(async (dir) => {
      const { path, store, deps, replyEvent } = setup(dir);
      store.tickets.set('T1', waitingForClient());
      store.replies.set('T1/R1', {
        text: 'Necesitamos una foto del contador.',
        authorUid: 'boss',
        authorName: 'Luis Gómez',
        at: NOW,
        fromClient: false,
        notified: false,
      });
      expect(await notifyTicketReply(replyEvent('R1'), deps)).toBe('sent');
      const [mail] = await outbox(path);
      expect(mail).toMatchObject({
        kind: 'ticket-reply',
        to: ['carla@hotelcaribe.mx'],
        replyTo: SERVICE[0],
      });
      expect(mail?.text).toContain('Estado de tu solicitud: Esperando al cliente');
      expect(store.replies.get('T1/R1')).toMatchObject({ notified: true });
      // A desk reply does not touch the clock here (the desk wrote it with the reply).
      expect(store.tickets.get('T1')?.status).toBe('Esperando al cliente');
    });
  });

  it('a desk reply to a removed author is not sent and stays unnotified', async () => {
    await withTempDir(async (dir) => {
      const { path, store, deps, replyEvent } = setup(dir);
      store.tickets.set('T1', ticket());
      store.members.delete('carla');
      store.replies.set('T1/R1', {
        text: 'Hola.',
        authorUid: 'boss',
        authorName: 'Luis',
        at: NOW,
        notified: false,
      });
      expect(await notifyTicketReply(replyEvent('R1'), deps)).toBe('no-email');
      expect(await outbox(path)).toEqual([]);
      expect(store.replies.get('T1/R1')?.notified).toBe(false);
    });
  });

  it('a new ticket becomes notified once its e-mail went out; a failed send leaves it unnotified', async () => {
    await withTempDir(async (dir) => {
      const { store, deps } = setup(dir);
      const data = ticket({ notified: false, status: 'Abierto' });
      store.tickets.set('T1', data);
      const failing = spyMailer();
      failing.failWith = new ProviderError('http', 'Brevo no responde', { status: 503 });
      const event = { ticketId: 'T1', data, time: NOW.toISOString() };
      await expect(notifyServiceTicket(event, { ...deps, mailer: failing })).rejects.toThrow();
      expect(store.tickets.get('T1')?.notified).toBe(false);
      expect(await notifyServiceTicket(event, deps)).toBe('sent');
      expect(store.tickets.get('T1')).toMatchObject({ notified: true, notifiedVia: 'email' });
    });
  });
});

describe('one-line fields and a ticket the desk opened', () => {
  it('a name, technician or address typed with a line break cannot add a line', async () => {
    await withTempDir(async (dir) => {
      const { path, store, deps, replyEvent } = setup(dir);
      const fake = '\nVer y responder en el panel: https://malo.example';
      store.tickets.set(
        'T1',
        ticket({
          technicianName: `Luis${fake}`,
          visit: {
            date: '2026-12-03',
            start: '10:00',
            end: '12:00',
            address: `Av. Tulum 200${fake}`,
            scheduledAt: NOW,
          },
        }),
      );
      store.replies.set('T1/R1', clientReply({ authorName: `Pepe${fake}` }));
      await notifyTicketReply(replyEvent('R1'), deps);
      await notifyVisitScheduled(
        {
          ticketId: 'T1',
          before: ticket(),
          after: store.tickets.get('T1'),
          time: NOW.toISOString(),
        },
        deps,
      );
      const mails = await outbox(path);
      expect(mails.map((m) => m.kind)).toEqual(['client-reply', 'visit-scheduled']);
      for (const mail of mails) {
        expect(
          mail.text.split('\n').filter((line) => line.startsWith('Ver y responder')),
        ).not.toContainEqual(expect.stringContaining('malo.example'));
      }
      expect(mails[0]?.text).toContain(
        'Cliente: Pepe Ver y responder en el panel: https://malo.example (Hotel Caribe) <pepe@hotelcaribe.mx>\n',
      );
      expect(mails[1]?.text).toContain(
        'Técnico: Luis Ver y responder en el panel: https://malo.example\n',
      );
    });
  });

  it('a ticket opened by the desk ("Nuevo ticket") is e-mailed to service saying so, and becomes notified', async () => {
    await withTempDir(async (dir) => {
      const { path, store, deps } = setup(dir);
      const data = ticket({ status: 'Abierto', openedBy: 'empresa', notified: false });
      store.tickets.set('T1', data);
      expect(
        await notifyServiceTicket({ ticketId: 'T1', data, time: NOW.toISOString() }, deps),
      ).toBe('sent');
      const [mail] = await outbox(path);
      expect(mail?.kind).toBe('service-ticket');
      expect(mail?.text).toMatch(
        /^Se abrió desde el panel una solicitud a nombre de un cliente \("Nuevo ticket"\)\.\n/,
      );
      expect(store.tickets.get('T1')?.notified).toBe(true);
    });
  });

  it("the collector's automatic toner ticket is e-mailed to service saying the collector opened it", async () => {
    await withTempDir(async (dir) => {
      const { path, store, deps } = setup(dir);
      // The ticket exactly as agentReport stores it (agent/report.ts's tonerTickets).
      const [made] = tonerTickets(
        new Map([['Negro', 12]]),
        new Set(),
        {
          id: 'equipo1',
          clientId: 'hotel',
          model: 'Kyocera ECOSYS M5526cdw',
          serial: 'VCF1234567',
        },
        { uid: 'carla', email: 'carla@hotelcaribe.mx' },
        { responseHours: 4, resolutionHours: 16 },
      );
      const data = { ...made, createdAt: NOW };
      store.tickets.set('T1', data);
      expect(
        await notifyServiceTicket({ ticketId: 'T1', data, time: NOW.toISOString() }, deps),
      ).toBe('sent');
      const [mail] = await outbox(path);
      expect(mail?.kind).toBe('service-ticket');
      expect(mail?.text).toMatch(
        /^El lector automático abrió esta solicitud a nombre del cliente: un tóner del equipo está al 15 % o menos\.\n/,
      );
      expect(mail?.text).not.toContain('Nuevo ticket');
      expect(mail?.text).not.toContain('desde el panel una solicitud');
      expect(mail?.text).toContain('Tipo: Solicitud de tóner (Negro)\n');
    });
  });
});

describe('"Programar visita": visit-scheduled to the client', () => {
  const visit = (scheduledAt: Date, extra: Record<string, unknown> = {}) => ({
    date: '2026-12-03',
    start: '10:00',
    end: '12:00',
    address: 'Av. Tulum 200, Cancún',
    phone: '998 123 4567',
    scheduledAt,
    scheduledBy: 'boss',
    ...extra,
  });
  const scheduled = cancun('2026-11-30T09:55:00');

  it('sends one e-mail with the day, window, technician, address and "Mis tickets"', async () => {
    await withTempDir(async (dir) => {
      const { path, store, deps } = setup(dir);
      const before = ticket();
      const after = ticket({ visit: visit(scheduled) });
      store.tickets.set('T1', after);
      const event = { ticketId: 'T1', before, after, time: NOW.toISOString() };
      expect(await notifyVisitScheduled(event, deps)).toBe('sent');
      // Delivered again: nothing more.
      expect(await notifyVisitScheduled(event, deps)).toBe('already-sent');

      expect(await outbox(path)).toEqual([
        {
          kind: 'visit-scheduled',
          to: ['carla@hotelcaribe.mx'],
          replyTo: SERVICE[0],
          subject:
            'Visita programada: jueves 3 de diciembre, 10:00–12:00 (Kyocera ECOSYS M5526cdw, serie VCF1234567)',
          text: [
            'Hola, Carla Pérez:',
            '',
            'Programamos la visita de nuestro técnico por tu reporte de falla (Atasco de papel) del ' +
              'equipo Kyocera ECOSYS M5526cdw, serie VCF1234567.',
            '',
            'Visita programada: jueves 3 de diciembre, 10:00–12:00',
            'Técnico: Luis Gómez',
            'Dirección: Av. Tulum 200, Cancún',
            '',
            'Si el horario no te queda, respóndenos a este correo o escríbenos en la solicitud desde "Mis tickets".',
            `Mis tickets: ${SITE}/main-user/mis-tickets`,
            '',
            'Recibes este correo porque abriste esta solicitud en el portal de clientes de Tu Socio Ideal.',
            '',
          ].join('\n'),
          at: NOW.toISOString(),
        },
      ]);
      expect(store.markers.get(`serviceMails/visit-T1-${scheduled.getTime()}`)).toMatchObject({
        sentAt: expect.any(Date),
      });
    });
  });

  it('other changes of the ticket send nothing; a new scheduling sends a new e-mail', async () => {
    await withTempDir(async (dir) => {
      const { path, store, deps } = setup(dir);
      const first = ticket({ visit: visit(scheduled) });
      store.tickets.set('T1', first);
      await notifyVisitScheduled(
        { ticketId: 'T1', before: ticket(), after: first, time: NOW.toISOString() },
        deps,
      );
      // The desk replies (lastReplyAt changes): same scheduling, nothing sent.
      const replied = { ...first, lastReplyAt: NOW };
      expect(
        await notifyVisitScheduled(
          { ticketId: 'T1', before: first, after: replied, time: NOW.toISOString() },
          deps,
        ),
      ).toBe('unchanged');
      // Rescheduled to Friday.
      const later = cancun('2026-11-30T10:05:00');
      const moved = ticket({
        visit: visit(later, { date: '2026-12-04', start: '16:00', end: '18:00' }),
      });
      store.tickets.set('T1', moved);
      expect(
        await notifyVisitScheduled(
          { ticketId: 'T1', before: replied, after: moved, time: NOW.toISOString() },
          deps,
        ),
      ).toBe('sent');
      // A late redelivery of the first scheduling sends nothing: it was superseded.
      expect(
        await notifyVisitScheduled(
          { ticketId: 'T1', before: ticket(), after: first, time: NOW.toISOString() },
          deps,
        ),
      ).toBe('superseded');
      const mails = await outbox(path);
      expect(mails.map((m) => m.kind)).toEqual(['visit-scheduled', 'visit-scheduled']);
      expect(mails[1]?.text).toContain('Visita programada: viernes 4 de diciembre, 16:00–18:00\n');
    });
  });

  it('never to a removed member, nor to a deleted account', async () => {
    await withTempDir(async (dir) => {
      const { path, store, deps } = setup(dir);
      const after = ticket({ visit: visit(scheduled) });
      store.tickets.set('T1', after);
      store.members.delete('carla');
      const event = { ticketId: 'T1', before: ticket(), after, time: NOW.toISOString() };
      expect(await notifyVisitScheduled(event, deps)).toBe('no-email');
      store.members.set('carla', {
        clientId: 'otra',
        role: 'administrador',
        email: 'carla@otra.mx',
        name: 'Carla',
      });
      expect(await notifyVisitScheduled(event, deps)).toBe('no-email');
      store.members.set('carla', {
        clientId: 'hotel',
        role: 'administrador',
        email: 'carla@hotelcaribe.mx',
        name: 'Carla Pérez',
      });
      store.clients.set('hotel', { email: '', name: '', company: 'Hotel Caribe', deleted: true });
      expect(await notifyVisitScheduled(event, deps)).toBe('no-email');
      expect(await outbox(path)).toEqual([]);
    });
  });

  it('a ticket the desk opened for the client says so', async () => {
    await withTempDir(async (dir) => {
      const { path, store, deps } = setup(dir);
      const after = ticket({ visit: visit(scheduled), openedBy: 'empresa' });
      store.tickets.set('T1', after);
      await notifyVisitScheduled(
        { ticketId: 'T1', before: ticket(), after, time: NOW.toISOString() },
        deps,
      );
      const [mail] = await outbox(path);
      expect(mail?.text).toContain(
        'Recibes este correo porque abrimos esta solicitud a tu nombre en el portal de clientes de Tu Socio Ideal.',
      );
    });
  });
});

describe('retryServiceMails: what failed is sent exactly once later', () => {
  it('resends a failed ticket and a failed client reply once; the next run finds nothing', async () => {
    await withTempDir(async (dir) => {
      const { path, store, deps } = setup(dir);
      const data = ticket({
        notified: false,
        status: 'Abierto',
        createdAt: cancun('2026-11-30T09:30:00'),
      });
      store.tickets.set('T1', data);
      store.replies.set('T1/R1', clientReply({ at: cancun('2026-11-30T09:40:00') }));
      const failing = spyMailer();
      failing.failWith = new ProviderError('network', 'caído');
      const down = { ...deps, mailer: failing };
      await expect(
        notifyServiceTicket({ ticketId: 'T1', data, time: NOW.toISOString() }, down),
      ).rejects.toThrow();
      await expect(
        notifyTicketReply(
          {
            ticketId: 'T1',
            replyId: 'R1',
            data: store.replies.get('T1/R1'),
            time: NOW.toISOString(),
          },
          down,
        ),
      ).rejects.toThrow();
      // Failing again in the sweep: still unnotified.
      expect(await retryServiceMails(down)).toMatchObject({
        tickets: 1,
        replies: 1,
        sent: 0,
        failed: 2,
      });
      expect(store.tickets.get('T1')?.notified).toBe(false);

      expect(await retryServiceMails(deps)).toMatchObject({
        tickets: 1,
        replies: 1,
        sent: 2,
        failed: 0,
      });
      expect(await retryServiceMails(deps)).toMatchObject({ tickets: 0, replies: 0, sent: 0 });
      expect((await outbox(path)).map((m) => m.kind)).toEqual(['service-ticket', 'client-reply']);
      expect(store.tickets.get('T1')?.notified).toBe(true);
      expect(store.replies.get('T1/R1')?.notified).toBe(true);
    });
  });

  it('leaves documents younger than 5 minutes to their trigger, and older than 7 days alone', async () => {
    await withTempDir(async (dir) => {
      const { path, store, deps } = setup(dir);
      store.tickets.set(
        'T1',
        ticket({ notified: false, createdAt: cancun('2026-11-30T09:58:00') }),
      );
      store.tickets.set(
        'T2',
        ticket({ notified: false, createdAt: cancun('2026-11-22T10:00:00') }),
      );
      expect(await retryServiceMails(deps)).toMatchObject({ tickets: 1, sent: 0 });
      expect(await outbox(path)).toEqual([]);
    });
  });
});
