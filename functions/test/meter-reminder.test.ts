/**
 * The month's meter-reading reminder (service/meter-reminder.ts): nothing before day 25 in
 * Cancún; from it, one e-mail per company listing its devices still missing the month's reading
 * (each company here has one member, its administrator: who else receives it is in
 * meter-reminder-members.test.ts), nothing to a company that sent them all, once per company and
 * month however often the job runs, a failed send retried by the next run; read back as the local
 * outbox's lines.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import type { OutboxMail } from '../src/mail/outbox-mailer.js';
import { createOutboxMailer } from '../src/mail/outbox-mailer.js';
import { ProviderError } from '../src/provider-error.js';
import { monthLabel } from '../src/service/emails.js';
import {
  MeterRemindersIncompleteError,
  requireAllReminders,
  sendMeterReminders,
  type MeterReminderDeps,
} from '../src/service/meter-reminder.js';
import { fakeServiceStore, type FakeDevice } from './fake-service-store.js';
import { recordingLogger, spyMailer, withTempDir } from './helpers.js';

const SITE = 'https://www.tusocioideal.mx';
/** Cancún wall-clock time (UTC−5) in November 2026. */
const cancun = (day: number, hour = 9, minute = 0) =>
  new Date(Date.UTC(2026, 10, day, hour + 5, minute));

const device = (clientId: string, extra: Partial<FakeDevice> = {}): FakeDevice => ({
  clientId,
  model: 'Kyocera ECOSYS M5526cdw',
  serial: 'VCF0000000',
  location: { address: 'Av. Tulum 200, Cancún', area: '' },
  lastReadingMonth: '2026-10',
  ...extra,
});

async function outbox(path: string): Promise<OutboxMail[]> {
  const text = await readFile(path, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMail);
}

/** A company clients/{id} whose only member, members/{id}, is its administrator. */
function company(
  store: ReturnType<typeof fakeServiceStore>,
  id: string,
  record: { email: string; name: string; company: string },
) {
  store.clients.set(id, record);
  store.members.set(id, {
    clientId: id,
    role: 'administrador',
    email: record.email,
    name: record.name,
  });
}

function setup(dir: string, pageSize = 2) {
  const path = join(dir, 'mail-outbox.jsonl');
  const logger = recordingLogger();
  const store = fakeServiceStore();
  company(store, 'carla', {
    email: 'Carla@HotelCaribe.mx',
    name: 'Carla Pérez',
    company: 'Hotel Caribe',
  });
  company(store, 'otto', { email: 'otto@notaria5.mx', name: '', company: 'Notaría 5' });
  company(store, 'ines', { email: 'ines@colegio.mx', name: 'Inés', company: 'Colegio Maya' });
  // Carla: two devices missing November (one never read), one sent. Otto: one missing.
  // Inés: every device read this month.
  store.equipment.set(
    'c1',
    device('carla', { serial: 'VCF1', location: { address: 'x', area: 'Recepción' } }),
  );
  store.equipment.set(
    'c2',
    device('carla', { model: 'HP LaserJet M406', serial: 'CNB2', lastReadingMonth: '' }),
  );
  store.equipment.set('c3', device('carla', { serial: 'VCF3', lastReadingMonth: '2026-11' }));
  store.equipment.set(
    'o1',
    device('otto', { serial: 'OTT1', location: { address: 'y', area: 'Caja' } }),
  );
  store.equipment.set('i1', device('ines', { serial: 'INE1', lastReadingMonth: '2026-11' }));
  store.equipment.set('i2', device('ines', { serial: 'INE2', lastReadingMonth: '2026-11' }));
  const deps: MeterReminderDeps = {
    store,
    mailer: createOutboxMailer(path, logger, () => cancun(25)),
    siteUrl: SITE,
    replyTo: 'servicio@tusocioideal.mx',
    clock: () => cancun(25),
    logger,
    pageSize,
  };
  return { path, logger, store, deps, company: company.bind(null, store) };
}

describe('sendMeterReminders', () => {
  it('on day 24 (Cancún) reads and sends nothing, even late at night (already the 25th in UTC)', async () => {
    await withTempDir(async (dir) => {
      const { path, store, deps } = setup(dir);
      const report = await sendMeterReminders(deps, cancun(24, 23, 30));
      expect(report).toMatchObject({ month: '2026-11', day: 24, due: false, sent: 0 });
      expect(store.pages).toBe(0);
      expect(await outbox(path)).toEqual([]);
    });
  });

  it('on 1 to 5 December nags for no month: November had its reminder, December is not due', async () => {
    await withTempDir(async (dir) => {
      const { path, store, deps } = setup(dir);
      for (const day of [1, 5]) {
        const report = await sendMeterReminders(deps, new Date(Date.UTC(2026, 11, day, 14)));
        expect(report).toMatchObject({ month: '2026-12', day, due: false, sent: 0 });
      }
      expect(store.pages).toBe(0);
      expect(await outbox(path)).toEqual([]);
    });
  });

  it('on day 25 sends one e-mail per company listing the devices missing the month, none to a company with all', async () => {
    await withTempDir(async (dir) => {
      const { path, store, deps } = setup(dir);
      const report = await sendMeterReminders(deps, cancun(25, 0, 5));

      expect(report).toEqual({
        month: '2026-11',
        day: 25,
        due: true,
        devices: 3,
        clients: 2,
        sent: 2,
        already: 0,
        busy: 0,
        skipped: 0,
        failed: 0,
      });
      // Pages of 2: three devices missing, read in two pages.
      expect(store.pages).toBe(2);
      const mails = await outbox(path);
      expect(mails.map((m) => [m.kind, m.to, m.replyTo, m.subject])).toEqual([
        [
          'meter-reminder',
          ['carla@hotelcaribe.mx'],
          'servicio@tusocioideal.mx',
          'Lectura de contadores pendiente: noviembre de 2026 (2 equipos)',
        ],
        [
          'meter-reminder',
          ['otto@notaria5.mx'],
          'servicio@tusocioideal.mx',
          'Lectura de contadores pendiente: noviembre de 2026 (1 equipo)',
        ],
      ]);
      expect(mails[0]?.text).toBe(
        [
          'Hola, Carla Pérez:',
          '',
          'Aún no recibimos la lectura de contadores de noviembre de 2026 de estos equipos:',
          '',
          '1. HP LaserJet M406, serie CNB2',
          '2. Kyocera ECOSYS M5526cdw, serie VCF1 — Recepción',
          '',
          'Con la lectura calculamos tu factura del mes. Captúrala en "Mis equipos" con los ' +
            'contadores de B/N y color que muestra cada equipo; solo toma un minuto.',
          `Mis equipos: ${SITE}/main-user/mis-equipos`,
          '',
          'Si ya la enviaste hoy, no hace falta hacer nada más. Gracias por tu confianza.',
          '',
        ].join('\n'),
      );
      expect(mails[1]?.text).toContain(
        'Hola:\n\nAún no recibimos la lectura de contadores de noviembre de 2026 de este equipo:\n\n' +
          '1. Kyocera ECOSYS M5526cdw, serie OTT1 — Caja\n',
      );
      expect(mails.some((m) => m.to.includes('ines@colegio.mx'))).toBe(false);
      expect(store.markers.get('meterReminders/carla_2026-11')?.fields).toEqual({
        clientId: 'carla',
        month: '2026-11',
        recipients: ['carla'],
        equipmentIds: ['c2', 'c1'],
      });
      expect(store.markers.has('meterReminders/ines_2026-11')).toBe(false);
    });
  });

  it('sends once per company and month: later runs that month (and concurrent ones) send nothing more', async () => {
    await withTempDir(async (dir) => {
      const { path, store, deps, company } = setup(dir);
      await sendMeterReminders(deps, cancun(25));
      const again = await Promise.all([
        sendMeterReminders(deps, cancun(25, 9, 15)),
        sendMeterReminders(deps, cancun(28)),
      ]);
      expect(again.map((r) => [r.sent, r.already, r.failed])).toEqual([
        [0, 2, 0],
        [0, 2, 0],
      ]);
      expect(await outbox(path)).toHaveLength(2);

      // A device registered later in the month does not remind Carla again; a new company is.
      company('nora', { email: 'nora@spa.mx', name: 'Nora', company: 'Spa' });
      store.equipment.set('n1', device('nora', { serial: 'NOR1', lastReadingMonth: '' }));
      store.equipment.set('c4', device('carla', { serial: 'VCF4', lastReadingMonth: '' }));
      const late = await sendMeterReminders(deps, cancun(29));
      expect(late).toMatchObject({ clients: 3, sent: 1, already: 2 });
      expect((await outbox(path)).map((m) => m.to[0])).toEqual([
        'carla@hotelcaribe.mx',
        'otto@notaria5.mx',
        'nora@spa.mx',
      ]);

      // December: a new month, a new reminder (from the 25th).
      expect((await sendMeterReminders(deps, new Date(Date.UTC(2026, 11, 24, 14)))).due).toBe(
        false,
      );
      const december = await sendMeterReminders(deps, new Date(Date.UTC(2026, 11, 25, 14)));
      expect(december).toMatchObject({ month: '2026-12', sent: 4 });
      expect((await outbox(path)).at(-1)?.subject).toContain('diciembre de 2026');
    });
  });

  it('skips a company whose administrator has no valid e-mail, and retries a failed send on the next run', async () => {
    await withTempDir(async (dir) => {
      const { path, store, logger, deps, company } = setup(dir);
      company('otto', { email: 'sin-correo', name: '', company: '' });
      const failing = spyMailer();
      failing.failWith = new ProviderError('http', 'Brevo no responde', { status: 503 });

      const first = await sendMeterReminders({ ...deps, mailer: failing }, cancun(25));
      expect(first).toMatchObject({ sent: 0, failed: 1, skipped: 1 });
      expect(() => requireAllReminders(first)).toThrow(MeterRemindersIncompleteError);
      expect(store.markers.size).toBe(0);
      expect(JSON.stringify(logger.entries)).not.toContain('carla@hotelcaribe.mx');

      const second = await sendMeterReminders(deps, cancun(25, 9, 15));
      expect(second).toMatchObject({ sent: 1, failed: 0, skipped: 1 });
      expect(requireAllReminders(second)).toBe(second);
      expect((await outbox(path)).map((m) => m.to)).toEqual([['carla@hotelcaribe.mx']]);
    });
  });

  it('uses the clock when no time is given, and names months in Spanish', async () => {
    await withTempDir(async (dir) => {
      const { path, deps } = setup(dir);
      expect(await sendMeterReminders({ ...deps, clock: () => cancun(24) })).toMatchObject({
        due: false,
      });
      expect(await sendMeterReminders(deps)).toMatchObject({ due: true, sent: 2 });
      expect(await outbox(path)).toHaveLength(2);
    });
    expect(monthLabel('2027-01')).toBe('enero de 2027');
  });
});
