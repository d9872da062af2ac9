/**
 * "Terminar contrato": a device whose rental ended has `lastReadingMonth` ENDED_READING_MONTH
 * ('9999-12', later than every month), so the month's meter reminder (service/meter-reminder.ts)
 * never lists it: the query `lastReadingMonth < month` skips it, and so does the handler's own
 * check of each row (proved with a store that returns every device).
 */
import { describe, expect, it } from 'vitest';

import { sendMeterReminders, type MeterReminderDeps } from '../src/service/meter-reminder.js';
import { ENDED_READING_MONTH } from '../../src/domain/service-level.js';
import { fakeServiceStore, type FakeDevice } from './fake-service-store.js';
import { recordingLogger, spyMailer } from './helpers.js';

/** 25 November 2026, 9:00 in Cancún. */
const DAY_25 = new Date('2026-11-25T14:00:00.000Z');

const device = (clientId: string, serial: string, lastReadingMonth: string): FakeDevice => ({
  clientId,
  model: 'Kyocera ECOSYS M5526cdw',
  serial,
  location: { address: 'Av. Tulum 200, Cancún', area: '' },
  lastReadingMonth,
});

function setup() {
  const store = fakeServiceStore();
  for (const [id, email] of [
    ['hotel', 'carla@hotelcaribe.mx'],
    ['notaria', 'otto@notaria5.mx'],
  ] as const) {
    store.clients.set(id, { email, name: '', company: id });
    store.members.set(id, { clientId: id, role: 'administrador', email, name: '' });
  }
  // Hotel: one device still rented and missing November, one whose contract ended.
  store.equipment.set('h1', device('hotel', 'ACTIVO1', '2026-10'));
  store.equipment.set('h2', device('hotel', 'TERMINADO1', ENDED_READING_MONTH));
  // Notaría: its only device's contract ended.
  store.equipment.set('n1', device('notaria', 'TERMINADO2', ENDED_READING_MONTH));
  const mailer = spyMailer();
  const deps: MeterReminderDeps = {
    store,
    mailer,
    siteUrl: 'https://www.tusocioideal.mx',
    clock: () => DAY_25,
    logger: recordingLogger(),
  };
  return { store, mailer, deps };
}

describe('meter reminders skip a device whose contract ended', () => {
  it('lists only the rented device; a company with only ended devices gets nothing', async () => {
    const { mailer, deps } = setup();
    const report = await sendMeterReminders(deps, DAY_25);
    expect(report).toMatchObject({ devices: 1, clients: 1, sent: 1 });
    expect(mailer.sent.map((m) => m.to)).toEqual([['carla@hotelcaribe.mx']]);
    expect(mailer.sent[0]?.text).toContain('serie ACTIVO1');
    expect(mailer.sent[0]?.text).not.toContain('TERMINADO');
  });

  it('skips it even if the query returned it', async () => {
    const { store, mailer, deps } = setup();
    const leaky = {
      ...store,
      listDevicesMissingReading: async () =>
        [...store.equipment.entries()].map(([id, d]) => ({
          id,
          clientId: d.clientId,
          model: d.model,
          serial: d.serial,
          area: d.location.area,
          lastReadingMonth: d.lastReadingMonth,
        })),
    };
    const report = await sendMeterReminders({ ...deps, store: leaky }, DAY_25);
    expect(report).toMatchObject({ devices: 1, clients: 1, sent: 1 });
    expect(mailer.sent.map((m) => m.to)).toEqual([['carla@hotelcaribe.mx']]);
    expect(JSON.stringify(mailer.sent)).not.toContain('TERMINADO');
  });
});
