/**
 * Nothing dropped silently: the hourly ceiling of lead e-mails, the digest past it, the 15-minute
 * sweep that retries what failed, and an admin's "Reenviar aviso".
 */
import { describe, expect, it } from 'vitest';

import { createMemorySharedLimiter } from '../src/limits/shared-limiter.js';
import { notifyLead } from '../src/leads/notify.js';
import { resendLeadNotification, ResendError } from '../src/leads/resend.js';
import { sweepLeadNotifications, type SweepDeps } from '../src/leads/sweep.js';
import { ProviderError } from '../src/provider-error.js';
import { fakeLeadStore } from './fake-lead-store.js';
import { recordingLogger, spyMailer } from './helpers.js';
import { SUBMISSION } from './lead-fixture.js';

const START = new Date('2026-03-02T15:00:00.000Z');
const HOUR = 3_600_000;

function setup(ceiling = 2) {
  let now = START.getTime();
  const store = fakeLeadStore();
  const mailer = spyMailer();
  const deps: SweepDeps & { isAdmin(uid: string): Promise<boolean> } = {
    store,
    mailer,
    salesEmails: ['ventas@example.com'],
    siteUrl: 'https://www.tusocioideal.mx',
    clock: () => new Date(now),
    logger: recordingLogger(),
    ceiling: createMemorySharedLimiter('lead-emails', { max: ceiling, windowMs: HOUR }),
    digestLimiter: createMemorySharedLimiter('lead-digest', { max: 1, windowMs: HOUR }),
    isAdmin: async (uid) => uid === 'admin-1',
  };
  /** A new lead as the quote function stores it. */
  const addLead = (id: string, company = `Empresa ${id}`) => {
    store.docs.set(id, {
      data: { ...SUBMISSION, company, status: 'Nuevo', notified: false },
      createdAt: new Date(now),
      notified: false,
    });
    return { id, data: store.docs.get(id)?.data, time: new Date(now).toISOString() };
  };
  return { store, mailer, deps, addLead, advance: (ms: number) => (now += ms) };
}

describe('hourly ceiling of lead e-mails', () => {
  it('mails the first LEAD_EMAILS_PER_HOUR leads one by one; the rest wait, Sin notificar, for one digest', async () => {
    const { store, mailer, deps, addLead, advance } = setup(2);
    const outcomes = [];
    for (const id of ['a', 'b', 'c', 'd']) outcomes.push(await notifyLead(addLead(id), deps));
    expect(outcomes).toEqual(['sent', 'sent', 'over-ceiling', 'over-ceiling']);
    expect(mailer.sent.map((m) => m.kind)).toEqual(['lead-notification', 'lead-notification']);
    expect(store.docs.get('c')).toMatchObject({ notified: false });
    expect(store.docs.get('c')?.notifyClaimedAt).toBeUndefined();

    advance(15 * 60_000);
    const report = await sweepLeadNotifications(deps);
    expect(report).toEqual({ sent: 0, digested: 2, waiting: 0, failed: 0 });
    const digest = mailer.sent.at(-1);
    expect(digest?.kind).toBe('lead-digest');
    expect(digest?.to).toEqual(['ventas@example.com']);
    expect(digest?.subject).toBe(
      'Resumen de la hora: 2 solicitudes de cotización sin aviso individual',
    );
    expect(digest?.text).toContain('Empresa c');
    expect(digest?.text).toContain('https://www.tusocioideal.mx/admin-dashboard/solicitudes/d');
    expect(store.docs.get('c')).toMatchObject({ notified: true, notifiedVia: 'digest' });

    // More leads in the same hour: they wait for the next hour's digest (one per hour).
    addLead('e');
    advance(15 * 60_000);
    await notifyLead({ id: 'e', data: store.docs.get('e')?.data, time: '' }, deps);
    expect(await sweepLeadNotifications(deps)).toMatchObject({ digested: 0, waiting: 1 });
    expect(mailer.sent.filter((m) => m.kind === 'lead-digest')).toHaveLength(1);
    advance(HOUR);
    expect(await sweepLeadNotifications(deps)).toMatchObject({ sent: 1 });
    expect(store.docs.get('e')).toMatchObject({ notified: true, notifiedVia: 'email' });
  });
});

describe('sweep: retries what the provider failed', () => {
  it('a lead whose e-mail failed stays notified:false and goes out on the next sweep, exactly once', async () => {
    const { store, mailer, deps, addLead, advance } = setup(30);
    mailer.failWith = new ProviderError('network', 'sin red');
    const event = addLead('x');
    await expect(notifyLead(event, deps)).rejects.toThrow('sin red');
    // The trigger's own retries give up after 24 h; the lead is still Sin notificar.
    advance(30 * HOUR);
    expect(await notifyLead(event, deps)).toBe('too-old');
    expect(store.docs.get('x')).toMatchObject({ notified: false });
    expect(await sweepLeadNotifications(deps)).toMatchObject({ sent: 0, failed: 1 });

    mailer.failWith = null;
    advance(15 * 60_000);
    expect(await sweepLeadNotifications(deps)).toMatchObject({ sent: 1, failed: 0 });
    expect(store.docs.get('x')).toMatchObject({ notified: true, notifiedVia: 'email' });
    advance(15 * 60_000);
    expect(await sweepLeadNotifications(deps)).toMatchObject({ sent: 0 });
    expect(mailer.sent.filter((m) => m.kind === 'lead-notification')).toHaveLength(1);
  });

  it('gives up after 7 days: an older lead is left for an admin\u2019s "Reenviar aviso"', async () => {
    const { store, mailer, deps, addLead, advance } = setup(30);
    addLead('old');
    advance(7 * 24 * HOUR + 1);
    expect(await sweepLeadNotifications(deps)).toMatchObject({ sent: 0 });
    expect(mailer.sent).toHaveLength(0);
    expect(store.docs.get('old')).toMatchObject({ notified: false });
  });
});

describe('resendLeadNotification (callable, admins)', () => {
  it('an admin resends an unnotified lead, even past the ceiling; then it is notified', async () => {
    const { store, mailer, deps, addLead } = setup(0 + 1);
    await notifyLead(addLead('first'), deps);
    addLead('late');
    expect(await resendLeadNotification({ id: 'late' }, 'admin-1', deps)).toEqual({
      sent: true,
      message: 'Aviso enviado a ventas.',
    });
    expect(store.docs.get('late')).toMatchObject({ notified: true });
    expect(mailer.sent).toHaveLength(2);
    await expect(resendLeadNotification({ id: 'late' }, 'admin-1', deps)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Esta solicitud ya se notificó a ventas.',
    });
  });

  it('refuses visitors, non-admins, a bad id and a missing lead; a provider failure is unavailable', async () => {
    const { mailer, deps, addLead } = setup();
    addLead('z');
    await expect(resendLeadNotification({ id: 'z' }, null, deps)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    await expect(resendLeadNotification({ id: 'z' }, 'guest-1', deps)).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'Solo un administrador puede reenviar avisos.',
    });
    await expect(resendLeadNotification({ id: '../x' }, 'admin-1', deps)).rejects.toBeInstanceOf(
      ResendError,
    );
    await expect(resendLeadNotification({ id: 'nada' }, 'admin-1', deps)).rejects.toMatchObject({
      code: 'not-found',
    });
    mailer.failWith = new ProviderError('network', 'sin red');
    await expect(resendLeadNotification({ id: 'z' }, 'admin-1', deps)).rejects.toMatchObject({
      code: 'unavailable',
      message: 'No se pudo enviar el aviso. Se reintentará automáticamente.',
    });
    expect(mailer.sent).toHaveLength(0);
  });
});
