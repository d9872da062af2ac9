/** notifyLead: one e-mail per quote request, whatever the platform's retries and duplicates do. */
import { describe, expect, it } from 'vitest';

import {
  LeadNotificationBusyError,
  notifyLead,
  type LeadEvent,
  type NotifyLeadDeps,
} from '../src/leads/notify.js';
import { ProviderError } from '../src/provider-error.js';
import { fakeLeadStore } from './fake-lead-store.js';
import { recordingLogger, spyMailer } from './helpers.js';
import { SUBMISSION } from './lead-fixture.js';

const NOW = new Date('2026-03-01T12:00:05.000Z');
const EVENT: LeadEvent = { id: 'lead-1', data: SUBMISSION, time: '2026-03-01T12:00:00.000Z' };

function setup(overrides: Partial<NotifyLeadDeps> = {}) {
  let now = NOW.getTime();
  const store = fakeLeadStore(['lead-1']);
  const mailer = spyMailer();
  const logger = recordingLogger();
  const deps: NotifyLeadDeps = {
    store,
    mailer,
    salesEmails: ['ventas@example.com', 'direccion@example.com'],
    siteUrl: 'https://www.tusocioideal.mx',
    clock: () => new Date(now),
    logger,
    ...overrides,
  };
  return { store, mailer, logger, deps, advance: (ms: number) => (now += ms) };
}

describe('notifyLead', () => {
  it('sends one e-mail to every sales address, with Reply-To the lead, and marks the submission', async () => {
    const { store, mailer, deps } = setup();
    expect(await notifyLead(EVENT, deps)).toBe('sent');
    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail).toMatchObject({
      kind: 'lead-notification',
      to: ['ventas@example.com', 'direccion@example.com'],
      replyTo: 'ana.perez@colegio-caribe.edu.mx',
      subject: 'Nueva solicitud de cotización: Colegio del Caribe (Venta, +50)',
    });
    expect(mail?.text).toContain('https://www.tusocioideal.mx/admin-dashboard/solicitudes/lead-1');
    expect(mail?.text).toContain('https://wa.me/529987654321');
    expect(mail?.html).toContain('tel:+529987654321');
    expect(store.docs.get('lead-1')?.notifiedAt).toBeInstanceOf(Date);
    expect(store.docs.get('lead-1')?.notifyClaimedAt).toBeUndefined();
  });

  it('sends nothing on a second delivery of the same event', async () => {
    const { mailer, deps, advance } = setup();
    await notifyLead(EVENT, deps);
    advance(10 * 60_000);
    expect(await notifyLead(EVENT, deps)).toBe('already-notified');
    expect(mailer.sent).toHaveLength(1);
  });

  it('sends nothing for a concurrent duplicate within the lease (it is retried, then finds it done)', async () => {
    const { mailer, deps } = setup();
    let finish: () => void = () => {};
    const slow = {
      ...mailer,
      async send(message: Parameters<typeof mailer.send>[0]) {
        await new Promise<void>((resolve) => (finish = resolve));
        await mailer.send(message);
      },
    };
    const first = notifyLead(EVENT, { ...deps, mailer: slow });
    const second = notifyLead(EVENT, { ...deps, mailer: slow });
    await expect(second).rejects.toBeInstanceOf(LeadNotificationBusyError);
    finish();
    expect(await first).toBe('sent');
    expect(mailer.sent).toHaveLength(1);
    // The platform's retry of the duplicate.
    expect(await notifyLead(EVENT, deps)).toBe('already-notified');
    expect(mailer.sent).toHaveLength(1);
  });

  it('rethrows a provider failure, logs it without the lead address, leaves no notifiedAt; a retry sends once', async () => {
    const { store, mailer, logger, deps, advance } = setup();
    mailer.failWith = new ProviderError('http', 'Brevo respondió 500 al enviar el correo.', {
      status: 500,
      code: 'internal_error',
    });
    await expect(notifyLead(EVENT, deps)).rejects.toBeInstanceOf(ProviderError);
    expect(mailer.sent).toHaveLength(0);
    expect(store.docs.get('lead-1')).toEqual({}); // no notifiedAt, lease cleared
    const entry = logger.entries.find((e) => e.level === 'error');
    expect(entry?.data).toMatchObject({
      submissionId: 'lead-1',
      reason: 'http',
      status: 500,
      code: 'internal_error',
      lead: 'a***@colegio-caribe.edu.mx',
    });
    expect(JSON.stringify(logger.entries).toLowerCase()).not.toContain('ana.perez@');

    mailer.failWith = null;
    advance(10_000); // the platform's retry, well inside the 2-minute lease
    expect(await notifyLead(EVENT, deps)).toBe('sent');
    expect(await notifyLead(EVENT, deps)).toBe('already-notified');
    expect(mailer.sent).toHaveLength(1);
  });

  it('lets a retry send once the lease of a delivery that died has expired', async () => {
    const { store, mailer, deps, advance } = setup();
    store.docs.set('lead-1', { notifyClaimedAt: new Date(NOW.getTime() - 1000) });
    await expect(notifyLead(EVENT, deps)).rejects.toBeInstanceOf(LeadNotificationBusyError);
    advance(2 * 60_000);
    expect(await notifyLead(EVENT, deps)).toBe('sent');
    expect(mailer.sent).toHaveLength(1);
  });

  it('drops (and logs) an event older than 24 h instead of retrying forever', async () => {
    const { mailer, logger, deps, advance } = setup();
    advance(24 * 60 * 60_000);
    expect(await notifyLead(EVENT, deps)).toBe('too-old');
    expect(mailer.sent).toHaveLength(0);
    expect(logger.entries.find((e) => e.level === 'error')?.data).toMatchObject({
      submissionId: 'lead-1',
    });
  });

  it('sends nothing for a submission that no longer exists or an event without data', async () => {
    const { store, mailer, deps } = setup();
    store.docs.clear();
    expect(await notifyLead(EVENT, deps)).toBe('missing');
    expect(await notifyLead({ ...EVENT, data: undefined }, deps)).toBe('no-data');
    expect(mailer.sent).toHaveLength(0);
  });
});
