/**
 * The rental clients' ticket e-mails (service/ticket-mail.ts): a new ticket to the service
 * addresses (`service-ticket`) and a reply to the client (`ticket-reply`), each exactly once
 * (retried and concurrent deliveries, a failed send), read back as the local outbox's lines; the
 * SERVICE_EMAILS configuration; and the Firestore store's marker (claim, lease, sent, release)
 * over the in-memory stand-in of firebase-admin.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { ConfigError } from '../src/env.js';
import { createFirestoreServiceStore } from '../src/service/firestore-store.js';
import type { OutboxMail } from '../src/mail/outbox-mailer.js';
import { createOutboxMailer } from '../src/mail/outbox-mailer.js';
import { ProviderError } from '../src/provider-error.js';
import { loadServiceConfig } from '../src/service/config.js';
import {
  notifyServiceTicket,
  notifyTicketReply,
  ServiceMailBusyError,
  type TicketMailDeps,
} from '../src/service/ticket-mail.js';
import { type FakeTimestamp, fakeFirestore } from './fake-firestore.js';
import { fakeServiceStore } from './fake-service-store.js';
import { recordingLogger, spyMailer, withTempDir } from './helpers.js';

const SITE = 'https://www.tusocioideal.mx';
const NOW = new Date('2026-11-26T15:00:00.000Z');
const SERVICE = ['servicio@tusocioideal.mx', 'tecnicos@tusocioideal.mx'];

const tonerTicket = (extra: Record<string, unknown> = {}) => ({
  equipmentId: 'equipo1',
  clientId: 'carla',
  authorUid: 'carla',
  clientEmail: 'Carla@HotelCaribe.mx',
  equipment: { model: 'Kyocera ECOSYS M5526cdw', serial: 'VCF1234567' },
  kind: 'toner',
  tonerColors: ['Negro', 'Cian'],
  description: '',
  status: 'Abierto',
  open: true,
  createdAt: NOW,
  statusChangedAt: null,
  statusChangedBy: null,
  lastReplyAt: null,
  ...extra,
});

const faultTicket = (extra: Record<string, unknown> = {}) => {
  const { tonerColors: _colors, ...ticket } = tonerTicket({
    kind: 'falla',
    category: 'Atasco de papel',
    description: 'Se atora el papel en la bandeja 2.\nYa revisamos que no haya hojas dentro.',
    ...extra,
  });
  return ticket;
};

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
  store.clients.set('carla', {
    email: 'carla@hotelcaribe.mx',
    name: 'Carla Pérez',
    company: 'Hotel Caribe',
  });
  store.members.set('carla', {
    clientId: 'carla',
    role: 'administrador',
    email: 'carla@hotelcaribe.mx',
    name: 'Carla Pérez',
  });
  store.equipment.set('equipo1', {
    clientId: 'carla',
    model: 'Kyocera ECOSYS M5526cdw',
    serial: 'VCF1234567',
    location: { address: 'Av. Tulum 200, Cancún', area: 'Recepción' },
    lastReadingMonth: '',
  });
  const deps: TicketMailDeps = {
    store,
    mailer: createOutboxMailer(path, logger, () => NOW),
    serviceEmails: SERVICE,
    siteUrl: SITE,
    clock: () => NOW,
    logger,
  };
  return { path, logger, store, deps };
}

const event = (ticketId: string, data: Record<string, unknown> | undefined) => ({
  ticketId,
  data,
  time: NOW.toISOString(),
});

describe('notifyServiceTicket: each new ticket e-mails the service addresses once', () => {
  it('writes one outbox line for a toner request: kind, recipients, Reply-To, subject and text', async () => {
    await withTempDir(async (dir) => {
      const { path, store, deps } = setup(dir);
      expect(await notifyServiceTicket(event('T1', tonerTicket()), deps)).toBe('sent');

      expect(await outbox(path)).toEqual([
        {
          kind: 'service-ticket',
          to: SERVICE,
          replyTo: 'carla@hotelcaribe.mx',
          subject: 'Solicitud de tóner (Negro, Cian): Kyocera ECOSYS M5526cdw, serie VCF1234567',
          text: [
            'Un cliente abrió una solicitud en el portal de clientes.',
            '',
            'Tipo: Solicitud de tóner (Negro, Cian)',
            'Equipo: Kyocera ECOSYS M5526cdw, serie VCF1234567',
            'Ubicación: Av. Tulum 200, Cancún — Recepción',
            'Cliente: Carla Pérez (Hotel Caribe) <carla@hotelcaribe.mx>',
            '',
            'Descripción:',
            '(Sin descripción.)',
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
      expect(store.markers.get('serviceMails/ticket-T1')).toMatchObject({
        sentAt: expect.any(Date),
        fields: { kind: 'service-ticket', ticketId: 'T1' },
      });
    });
  });

  it('names a fault by its category and keeps the description and photo', async () => {
    await withTempDir(async (dir) => {
      const { path, store, deps } = setup(dir);
      store.clients.delete('carla');
      store.members.delete('carla');
      store.equipment.clear();
      await notifyServiceTicket(
        event('T2', faultTicket({ photoUrl: 'https://fotos.example/contador.jpg' })),
        deps,
      );
      const [mail] = await outbox(path);
      expect(mail?.subject).toBe(
        'Falla (Atasco de papel): Kyocera ECOSYS M5526cdw, serie VCF1234567',
      );
      expect(mail?.text).toContain('Tipo: Falla (Atasco de papel)\n');
      // Without the company, the author's membership or the device, it still says who and what.
      expect(mail?.text).toContain('Cliente: carla@hotelcaribe.mx\n');
      expect(mail?.text).not.toContain('Ubicación:');
      expect(mail?.text).toContain(
        'Descripción:\nSe atora el papel en la bandeja 2.\nYa revisamos que no haya hojas dentro.\n',
      );
      // The client's stored link is never printed; the photo opens from the desk's page.
      expect(mail?.text).toContain('Foto: el cliente adjuntó una foto; está en el panel.\n');
      expect(JSON.stringify(mail)).not.toContain('fotos.example');
    });
  });

  it('sends once however often the event is delivered, at the same time or later', async () => {
    await withTempDir(async (dir) => {
      const { path, deps } = setup(dir);
      const data = tonerTicket();
      const first = await Promise.allSettled([
        notifyServiceTicket(event('T3', data), deps),
        notifyServiceTicket(event('T3', data), deps),
      ]);
      // One sends; the other finds the lease and asks the platform to retry.
      expect(first.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const rejected = first.find((r) => r.status === 'rejected');
      expect(rejected?.reason).toBeInstanceOf(ServiceMailBusyError);
      // The retry finds it sent.
      expect(await notifyServiceTicket(event('T3', data), deps)).toBe('already-sent');
      expect(await outbox(path)).toHaveLength(1);
    });
  });

  it('after a failed send, clears the lease and rethrows, so the retry sends it once', async () => {
    await withTempDir(async (dir) => {
      const { path, store, logger, deps } = setup(dir);
      const failing = spyMailer();
      failing.failWith = new ProviderError('http', 'Brevo no responde', { status: 503 });
      await expect(
        notifyServiceTicket(event('T4', tonerTicket()), { ...deps, mailer: failing }),
      ).rejects.toBeInstanceOf(ProviderError);
      expect(store.markers.has('serviceMails/ticket-T4')).toBe(false);
      expect(logger.entries.find((e) => e.level === 'error')).toMatchObject({
        message: 'servicio: no se pudo enviar el correo; se reintentará',
        data: { ticketId: 'T4', reason: 'http', status: 503 },
      });
      expect(JSON.stringify(logger.entries)).not.toContain('carla@hotelcaribe.mx');

      expect(await notifyServiceTicket(event('T4', tonerTicket()), deps)).toBe('sent');
      expect(await notifyServiceTicket(event('T4', tonerTicket()), deps)).toBe('already-sent');
      expect((await outbox(path)).map((m) => m.kind)).toEqual(['service-ticket']);
    });
  });

  it('drops an event older than a day, or one without data, and sends nothing', async () => {
    await withTempDir(async (dir) => {
      const { path, deps } = setup(dir);
      const old = { ...event('T5', tonerTicket()), time: '2026-11-25T14:00:00.000Z' };
      expect(await notifyServiceTicket(old, deps)).toBe('too-old');
      expect(await notifyServiceTicket(event('T6', undefined), deps)).toBe('no-data');
      expect(await outbox(path)).toEqual([]);
    });
  });
});

describe('notifyTicketReply: each reply e-mails the ticket’s client once', () => {
  const reply = {
    text: 'Hola, Carla. Mañana a las 10:00 pasa el técnico con el tóner.\nSaludos.',
    authorUid: 'boss',
    authorName: 'Luis Gómez',
    at: NOW,
  };
  const replyEvent = (replyId: string, data: Record<string, unknown> | undefined = reply) => ({
    ticketId: 'T1',
    replyId,
    data,
    time: NOW.toISOString(),
  });

  it('writes one outbox line to the client with the reply, the author, the status and the link', async () => {
    await withTempDir(async (dir) => {
      const { path, store, deps } = setup(dir);
      store.tickets.set('T1', tonerTicket({ status: 'En proceso' }));
      expect(await notifyTicketReply(replyEvent('R1'), deps)).toBe('sent');

      expect(await outbox(path)).toEqual([
        {
          kind: 'ticket-reply',
          to: ['carla@hotelcaribe.mx'],
          replyTo: 'servicio@tusocioideal.mx',
          subject: 'Respuesta a tu solicitud: Kyocera ECOSYS M5526cdw, serie VCF1234567',
          text: [
            'Hola, Carla Pérez:',
            '',
            'Luis Gómez respondió a tu solicitud de tóner (Negro, Cian) del equipo ' +
              'Kyocera ECOSYS M5526cdw, serie VCF1234567:',
            '',
            '  Hola, Carla. Mañana a las 10:00 pasa el técnico con el tóner.',
            '  Saludos.',
            '',
            'Estado de tu solicitud: En proceso',
            '',
            `Consulta tus solicitudes y sus respuestas en "Mis tickets": ${SITE}/main-user/mis-tickets`,
            '',
            'Recibes este correo porque abriste esta solicitud en el portal de clientes de ' +
              'Tu Socio Ideal.',
            '',
          ].join('\n'),
          at: NOW.toISOString(),
        },
      ]);
      expect(store.markers.get('serviceMails/reply-T1-R1')?.fields).toEqual({
        kind: 'ticket-reply',
        ticketId: 'T1',
        replyId: 'R1',
      });
    });
  });

  it('sends each reply once: a retried event sends nothing more, a second reply its own', async () => {
    await withTempDir(async (dir) => {
      const { path, store, deps } = setup(dir);
      store.tickets.set('T1', faultTicket({ status: 'Resuelto', open: false }));
      expect(await notifyTicketReply(replyEvent('R1'), deps)).toBe('sent');
      expect(await notifyTicketReply(replyEvent('R1'), deps)).toBe('already-sent');
      expect(
        await notifyTicketReply(replyEvent('R2', { ...reply, text: 'Quedó resuelto.' }), deps),
      ).toBe('sent');
      const mails = await outbox(path);
      expect(mails.map((m) => m.kind)).toEqual(['ticket-reply', 'ticket-reply']);
      expect(mails[1]?.text).toContain(
        'Luis Gómez respondió a tu reporte de falla (Atasco de papel) del equipo',
      );
      expect(mails[1]?.text).toContain('  Quedó resuelto.\n\nEstado de tu solicitud: Resuelto\n');
    });
  });

  it('sends nothing when the ticket is gone or its author has no valid e-mail', async () => {
    await withTempDir(async (dir) => {
      const { path, store, deps } = setup(dir);
      expect(await notifyTicketReply(replyEvent('R1'), deps)).toBe('missing');
      store.members.set('carla', {
        clientId: 'carla',
        role: 'administrador',
        email: '',
        name: 'Carla Pérez',
      });
      store.tickets.set('T1', tonerTicket({ clientEmail: 'sin-correo' }));
      expect(await notifyTicketReply(replyEvent('R1'), deps)).toBe('no-email');
      expect(await outbox(path)).toEqual([]);
      expect(store.markers.size).toBe(0);
    });
  });
});

describe('the ticket e-mails’ HTML', () => {
  it('escapes what the client and the desk typed, and keeps subjects on one line', async () => {
    await withTempDir(async (dir) => {
      const { store, deps } = setup(dir);
      const mailer = spyMailer();
      const typed = faultTicket({
        description: '<img src=x onerror=alert(1)> & "comillas"',
        equipment: { model: 'Kyocera\r\nBcc: otro@example.com', serial: 'A<1>' },
      });
      await notifyServiceTicket(event('T9', typed), { ...deps, mailer });
      store.tickets.set('T9', typed);
      await notifyTicketReply(
        {
          ticketId: 'T9',
          replyId: 'R9',
          data: { text: '<script>x()</script>', authorName: 'Luis <admin>' },
          time: NOW.toISOString(),
        },
        { ...deps, mailer },
      );
      const [ticket, reply] = mailer.sent;
      expect(ticket?.subject).toBe(
        'Falla (Atasco de papel): Kyocera Bcc: otro@example.com, serie A<1>',
      );
      expect(ticket?.html).toContain(
        '&lt;img src=x onerror=alert(1)&gt; &amp; &quot;comillas&quot;',
      );
      expect(ticket?.html).not.toContain('<img');
      expect(reply?.html).toContain('&lt;script&gt;x()&lt;/script&gt;');
      expect(reply?.html).toContain('Luis &lt;admin&gt; respondió');
      expect(reply?.html).not.toContain('<script>');
    });
  });
});

describe('loadServiceConfig (SERVICE_EMAILS)', () => {
  it('defaults to the EXAMPLE service address, and reads several, lower-cased', () => {
    expect(loadServiceConfig({}).serviceEmails).toEqual(['servicio@example.com']);
    expect(
      loadServiceConfig({ SERVICE_EMAILS: ' Servicio@TuSocioIdeal.mx, tecnicos@tusocioideal.mx ' })
        .serviceEmails,
    ).toEqual(['servicio@tusocioideal.mx', 'tecnicos@tusocioideal.mx']);
    expect(() => loadServiceConfig({ SERVICE_EMAILS: 'servicio@' })).toThrow(/SERVICE_EMAILS/);
  });

  it('refuses the example address when deployed', () => {
    const deployed = {
      K_SERVICE: 'notifyserviceticket',
      BREVO_API_KEY: 'xkeysib-prueba',
      MAIL_SENDER_EMAIL: 'avisos@tusocioideal.mx',
      SITE_URL: 'https://www.tusocioideal.mx',
    };
    expect(() => loadServiceConfig(deployed)).toThrow(ConfigError);
    expect(() => loadServiceConfig(deployed)).toThrow(/SERVICE_EMAILS/);
    expect(
      loadServiceConfig({ ...deployed, SERVICE_EMAILS: 'servicio@tusocioideal.mx' }).serviceEmails,
    ).toEqual(['servicio@tusocioideal.mx']);
  });
});

describe('the Firestore service store: one marker per e-mail', () => {
  it('claims once, refuses a live lease, records sent and releases only its own lease', async () => {
    let now = NOW;
    const fake = fakeFirestore(() => now);
    const store = createFirestoreServiceStore(async () => fake.kit);
    const path = 'serviceMails/ticket-T1';

    const claim = await store.claim('serviceMails', 'ticket-T1', now, 120_000);
    expect(claim).toEqual({ kind: 'claimed', claimedAt: now });
    expect((fake.docs.get(path)?.claimedAt as FakeTimestamp).toMillis()).toBe(now.getTime());
    expect(await store.claim('serviceMails', 'ticket-T1', now, 120_000)).toEqual({
      kind: 'in-progress',
    });
    // Another lease's release leaves it; its own clears the marker.
    await store.release('serviceMails', 'ticket-T1', new Date(now.getTime() - 1));
    expect(fake.docs.has(path)).toBe(true);
    await store.release('serviceMails', 'ticket-T1', now);
    expect(fake.docs.has(path)).toBe(false);

    now = new Date(NOW.getTime() + 1000);
    await store.claim('serviceMails', 'ticket-T1', now, 120_000);
    await store.markSent('serviceMails', 'ticket-T1', { kind: 'service-ticket', ticketId: 'T1' });
    const doc = fake.docs.get(path);
    expect(doc?.claimedAt).toBeUndefined();
    expect(doc?.kind).toBe('service-ticket');
    expect((doc?.sentAt as FakeTimestamp).toMillis()).toBe(now.getTime());
    // Even with the lease long expired, a sent marker is never claimed again.
    expect(
      await store.claim('serviceMails', 'ticket-T1', new Date(now.getTime() + 86_400_000), 1),
    ).toEqual({ kind: 'already-sent' });
    await store.release('serviceMails', 'ticket-T1', now);
    expect(fake.docs.has(path)).toBe(true);
  });
});
