/**
 * Who in a company receives its e-mails (service/meter-reminder.ts, service/ticket-mail.ts): the
 * month's meter reminder goes to the administrator and the "Usuario" members, not to
 * "Facturación" and never to a removed member (the membership is read at send time); a reply on
 * a ticket goes to the member who opened it, and to nobody once they were removed or moved to
 * another company.
 */
import { describe, expect, it } from 'vitest';

import { reminderRecipients, sendMeterReminders } from '../src/service/meter-reminder.js';
import { notifyTicketReply, type TicketMailDeps } from '../src/service/ticket-mail.js';
import { fakeServiceStore } from './fake-service-store.js';
import { recordingLogger, spyMailer } from './helpers.js';

const SITE = 'https://www.tusocioideal.mx';
/** 9:00 of 25 November 2026 in Cancún (UTC−5). */
const DAY_25 = new Date(Date.UTC(2026, 10, 25, 14, 0));

function world() {
  const store = fakeServiceStore();
  store.clients.set('hotel', {
    email: 'contacto@hotelcaribe.mx',
    name: 'Carla Pérez',
    company: 'Hotel Caribe',
  });
  const member = (uid: string, role: string, email: string, name: string) =>
    store.members.set(uid, { clientId: 'hotel', role, email, name });
  member('carla', 'administrador', 'carla@hotelcaribe.mx', 'Carla Pérez');
  member('rosa', 'usuario', 'Rosa@HotelCaribe.mx', 'Rosa Díaz');
  member('fausto', 'facturacion', 'fausto@hotelcaribe.mx', 'Fausto Ruiz');
  // A member of another company: never on the hotel's e-mails.
  store.members.set('otro', {
    clientId: 'colegio',
    role: 'administrador',
    email: 'otro@colegio.mx',
    name: 'Otro',
  });
  store.equipment.set('h1', {
    clientId: 'hotel',
    model: 'Kyocera ECOSYS M5526cdw',
    serial: 'VCF1',
    location: { address: 'Av. Tulum 200', area: 'Recepción' },
    lastReadingMonth: '2026-10',
  });
  return { store, mailer: spyMailer(), logger: recordingLogger() };
}

const reminderDeps = ({ store, mailer, logger }: ReturnType<typeof world>) => ({
  store,
  mailer,
  siteUrl: SITE,
  clock: () => DAY_25,
  logger,
});

describe('the meter reminder of a company', () => {
  it('goes to the administrator and the user in one e-mail, not to billing nor another company', async () => {
    const w = world();
    const report = await sendMeterReminders(reminderDeps(w));
    expect(report).toMatchObject({ clients: 1, sent: 1, skipped: 0 });
    expect(w.mailer.sent).toHaveLength(1);
    expect(w.mailer.sent[0]?.to).toEqual(['carla@hotelcaribe.mx', 'rosa@hotelcaribe.mx']);
    // Several recipients: a plain greeting, no one person's name.
    expect(w.mailer.sent[0]?.text.startsWith('Hola:\n')).toBe(true);
    expect(w.store.markers.get('meterReminders/hotel_2026-11')?.fields).toMatchObject({
      clientId: 'hotel',
      recipients: ['carla', 'rosa'],
    });
  });

  it('reads the members at send time: a removed user gets nothing', async () => {
    const w = world();
    w.store.members.delete('rosa');
    await sendMeterReminders(reminderDeps(w));
    expect(w.mailer.sent.map((m) => m.to)).toEqual([['carla@hotelcaribe.mx']]);
    expect(w.mailer.sent[0]?.text.startsWith('Hola, Carla Pérez:\n')).toBe(true);
  });

  it('is skipped when only billing is left', async () => {
    const w = world();
    w.store.members.delete('carla');
    w.store.members.delete('rosa');
    const report = await sendMeterReminders(reminderDeps(w));
    expect(report).toMatchObject({ sent: 0, skipped: 1 });
    expect(w.mailer.sent).toEqual([]);
    expect(w.store.markers.size).toBe(0);
  });

  it('lists each address once, administrators first, and ignores unknown roles', () => {
    expect(
      reminderRecipients([
        { uid: 'u', clientId: 'x', role: 'usuario', email: 'a@x.mx', name: '' },
        { uid: 'd', clientId: 'x', role: 'usuario', email: 'A@x.mx', name: '' },
        { uid: 'b', clientId: 'x', role: 'administrador', email: 'z@x.mx', name: '' },
        { uid: 'j', clientId: 'x', role: 'jefe', email: 'j@x.mx', name: '' },
        { uid: 'n', clientId: 'x', role: 'usuario', email: 'sin-correo', name: '' },
      ]).map((m) => m.email),
    ).toEqual(['z@x.mx', 'a@x.mx']);
  });
});

describe('a reply on a ticket', () => {
  const ticket = (authorUid: string, clientEmail: string) => ({
    equipmentId: 'h1',
    clientId: 'hotel',
    authorUid,
    clientEmail,
    equipment: { model: 'Kyocera ECOSYS M5526cdw', serial: 'VCF1' },
    kind: 'toner',
    tonerColors: ['Negro'],
    status: 'En proceso',
  });
  const reply = (w: ReturnType<typeof world>, replyId = 'R1') => {
    const deps: TicketMailDeps = {
      store: w.store,
      mailer: w.mailer,
      serviceEmails: ['servicio@tusocioideal.mx'],
      siteUrl: SITE,
      clock: () => DAY_25,
      logger: w.logger,
    };
    return notifyTicketReply(
      {
        ticketId: 'T1',
        replyId,
        data: { text: 'Mañana pasa el técnico.', authorUid: 'staff', authorName: 'Luis' },
        time: DAY_25.toISOString(),
      },
      deps,
    );
  };

  it('goes to the member who opened it, greeted by their name, not to the administrator', async () => {
    const w = world();
    w.store.tickets.set('T1', ticket('rosa', 'rosa@hotelcaribe.mx'));
    expect(await reply(w)).toBe('sent');
    expect(w.mailer.sent.map((m) => m.to)).toEqual([['rosa@hotelcaribe.mx']]);
    expect(w.mailer.sent[0]?.text).toContain('Hola, Rosa Díaz:');
  });

  it('goes to nobody once the author was removed, or belongs to another company now', async () => {
    const w = world();
    w.store.tickets.set('T1', ticket('rosa', 'rosa@hotelcaribe.mx'));
    w.store.members.delete('rosa');
    expect(await reply(w, 'R1')).toBe('no-email');
    w.store.members.set('rosa', {
      clientId: 'colegio',
      role: 'usuario',
      email: 'rosa@colegio.mx',
      name: 'Rosa Díaz',
    });
    expect(await reply(w, 'R2')).toBe('no-email');
    expect(w.mailer.sent).toEqual([]);
    expect(w.store.markers.size).toBe(0);
  });
});
