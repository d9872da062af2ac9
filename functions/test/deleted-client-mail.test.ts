/**
 * A client whose account was deleted (privacy/client-records.ts: clients/{clientId} says
 * `deleted: true`, the tickets lost `clientEmail`) gets no e-mail: neither the month's meter
 * reminder nor a reply on a ticket, even one whose e-mail was not cleared yet, and even were a
 * membership left behind.
 */
import { describe, expect, it } from 'vitest';

import { sendMeterReminders } from '../src/service/meter-reminder.js';
import { notifyTicketReply } from '../src/service/ticket-mail.js';
import { fakeServiceStore } from './fake-service-store.js';
import { recordingLogger, spyMailer } from './helpers.js';

const SITE = 'https://www.tusocioideal.mx';
/** 9:00 of 25 November 2026 in Cancún (UTC−5). */
const DAY_25 = new Date(Date.UTC(2026, 10, 25, 14, 0));

function world() {
  const store = fakeServiceStore();
  store.clients.set('borrada', { email: '', name: '', company: 'Hotel Caribe', deleted: true });
  store.clients.set('activa', { email: 'ines@colegio.mx', name: 'Inés', company: 'Colegio Maya' });
  const admin = (clientId: string, email: string, name: string) =>
    store.members.set(clientId, { clientId, role: 'administrador', email, name });
  admin('borrada', 'carla@hotelcaribe.mx', 'Carla');
  admin('activa', 'ines@colegio.mx', 'Inés');
  const device = (clientId: string, serial: string) => ({
    clientId,
    model: 'Kyocera ECOSYS M5526cdw',
    serial,
    location: { address: 'Av. Tulum 200', area: '' },
    lastReadingMonth: '2026-10',
  });
  store.equipment.set('b1', device('borrada', 'VCF1'));
  store.equipment.set('a1', device('activa', 'INE1'));
  const mailer = spyMailer();
  const logger = recordingLogger();
  return { store, mailer, logger };
}

describe('a client who deleted their account', () => {
  it('gets no meter reminder; the other client still does', async () => {
    const { store, mailer, logger } = world();
    const report = await sendMeterReminders({
      store,
      mailer,
      siteUrl: SITE,
      clock: () => DAY_25,
      logger,
    });
    expect(mailer.sent.map((m) => m.to)).toEqual([['ines@colegio.mx']]);
    expect(report).toMatchObject({ devices: 2, clients: 2, sent: 1, skipped: 1, failed: 0 });
    expect(store.markers.has('meterReminders/borrada_2026-11')).toBe(false);
  });

  it('gets no reply e-mail, with or without the e-mail left on the ticket', async () => {
    for (const clientEmail of [undefined, 'carla@hotelcaribe.mx']) {
      const { store, mailer, logger } = world();
      store.tickets.set('T1', {
        equipmentId: 'b1',
        clientId: 'borrada',
        authorUid: 'borrada',
        ...(clientEmail ? { clientEmail } : {}),
        equipment: { model: 'Kyocera ECOSYS M5526cdw', serial: 'VCF1' },
        kind: 'toner',
        status: 'En proceso',
      });
      const outcome = await notifyTicketReply(
        {
          ticketId: 'T1',
          replyId: 'R1',
          data: { text: 'Mañana pasa el técnico.', authorUid: 'boss', authorName: 'Luis' },
          time: DAY_25.toISOString(),
        },
        {
          store,
          mailer,
          serviceEmails: ['servicio@tusocioideal.mx'],
          siteUrl: SITE,
          clock: () => DAY_25,
          logger,
        },
      );
      expect(outcome).toBe('no-email');
      expect(mailer.sent).toEqual([]);
      expect(store.markers.size).toBe(0);
    }
  });
});
