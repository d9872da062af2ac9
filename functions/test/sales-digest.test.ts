/**
 * The sales admins' morning e-mail (leads/sales-digest.ts): who gets it, which leads it lists,
 * exactly once per admin and local day (repeated, concurrent and failed runs), nothing when
 * nothing is due; its text and HTML; and the Firestore store's day document (claim, lease,
 * sent, release) over the in-memory stand-in of firebase-admin.
 */
import { describe, expect, it } from 'vitest';

import { createFirestoreSalesDigestStore } from '../src/leads/firestore-sales-digest.js';
import {
  requireAllDigests,
  SalesDigestIncompleteError,
  sendSalesDigests,
  type SalesDigestDeps,
} from '../src/leads/sales-digest.js';
import { buildSalesDigestEmail, formatDigestDay } from '../src/leads/sales-digest-email.js';
import { ProviderError } from '../src/provider-error.js';
import { type FakeTimestamp, fakeFirestore } from './fake-firestore.js';
import { fakeSalesDigestStore } from './fake-sales-digest-store.js';
import { recordingLogger, spyMailer } from './helpers.js';

const SITE = 'https://www.tusocioideal.mx';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Cancún wall-clock time (UTC−5) on 26 November 2026 (a Thursday) plus `days`. */
const cancun = (hour: number, minute = 0, days = 0) =>
  new Date(Date.UTC(2026, 10, 26 + days, hour + 5, minute));
/** The scheduled time: Thursday 26 November 2026, 8:00 in Cancún. */
const MORNING = cancun(8);

const link = (id: string) => `${SITE}/admin-dashboard/solicitudes/${id}`;

function lead(
  uid: string,
  company: string,
  fields: Record<string, unknown>,
): Record<string, unknown> {
  return {
    fullName: `Contacto de ${company}`,
    company,
    corporateEmail: 'contacto@empresa.mx',
    owner: { uid, email: `${uid}@tusocio.mx` },
    status: 'Contactado',
    firstResponseAt: cancun(10, 0, -30),
    firstResponseDueAt: cancun(11, 0, -30),
    nextActionAt: null,
    ...fields,
  };
}

function setup() {
  let now = MORNING.getTime();
  const store = fakeSalesDigestStore();
  const mailer = spyMailer();
  const logger = recordingLogger();
  const deps: SalesDigestDeps = {
    store,
    mailer,
    siteUrl: SITE,
    clock: () => new Date(now),
    logger,
  };
  store.users.set('ana', { role: 'admin', sales: true, email: 'Ana@TuSocio.mx', name: 'Ana Ruiz' });
  store.users.set('beto', { role: 'admin', sales: true, email: 'beto@tusocio.mx', name: 'Beto' });
  return { store, mailer, logger, deps, advance: (ms: number) => (now += ms) };
}

/** Ana's leads: three to list, and every kind of lead that must not be. */
function anasLeads(store: ReturnType<typeof fakeSalesDigestStore>) {
  const leads: Record<string, Record<string, unknown>> = {
    today: lead('ana', 'Hotel Laguna', { status: 'Cotizado', nextActionAt: cancun(10) }),
    lateToday: lead('ana', 'Clínica Sur', { nextActionAt: cancun(23, 30) }),
    overdue: lead('ana', 'Colegio Maya', { nextActionAt: cancun(16, 0, -3) }),
    unanswered: lead('ana', 'Notaría 5', {
      status: 'Nuevo',
      firstResponseAt: null,
      firstResponseDueAt: cancun(11, 0, -1),
    }),
    tomorrow: lead('ana', 'Mañana SA', { nextActionAt: cancun(0, 30, 1) }),
    won: lead('ana', 'Ganada SA', { status: 'Ganado', nextActionAt: cancun(9, 0, -1) }),
    lost: lead('ana', 'Perdida SA', { status: 'Perdido', nextActionAt: cancun(9, 0, -1) }),
    merged: lead('ana', 'Fusionada SA', { nextActionAt: cancun(9, 0, -1), mergedInto: 'overdue' }),
    notYetDue: lead('ana', 'A Tiempo SA', {
      status: 'Nuevo',
      firstResponseAt: null,
      firstResponseDueAt: cancun(10),
    }),
    answered: lead('ana', 'Atendida SA', { status: 'Nuevo' }),
  };
  for (const [id, data] of Object.entries(leads)) store.leads.set(id, data);
}

describe('sendSalesDigests: one morning e-mail per sales admin', () => {
  it('lists each sales admin their own leads due today or overdue and late first answers', async () => {
    const { store, mailer, deps } = setup();
    anasLeads(store);
    store.leads.set(
      'betos',
      lead('beto', 'Ferretería Beto', { status: 'Nuevo', nextActionAt: cancun(7) }),
    );
    // Not sales, not an admin, or nothing due: no e-mail.
    store.users.set('caro', { role: 'admin', sales: true, email: 'caro@tusocio.mx' });
    store.users.set('dani', { role: 'admin', sales: false, email: 'dani@tusocio.mx' });
    store.users.set('eva', { sales: true, email: 'eva@tusocio.mx' });
    store.leads.set('danis', lead('dani', 'De Dani', { nextActionAt: cancun(9) }));
    store.leads.set('evas', lead('eva', 'De Eva', { nextActionAt: cancun(9) }));

    const report = await sendSalesDigests(deps);

    expect(report).toEqual({
      date: '2026-11-26',
      admins: 3,
      sent: 2,
      already: 0,
      empty: 1,
      busy: 0,
      skipped: 0,
      failed: 0,
    });
    expect(mailer.sent.map((m) => [m.kind, m.to, m.subject])).toEqual([
      ['sales-digest', ['ana@tusocio.mx'], 'Tus solicitudes para hoy (4)'],
      ['sales-digest', ['beto@tusocio.mx'], 'Tus solicitudes para hoy (1)'],
    ]);
    const [ana, beto] = mailer.sent;
    expect(ana?.text).toBe(
      [
        'Buenos días, Ana Ruiz:',
        '',
        'Estas son tus solicitudes que necesitan atención hoy, jueves 26 de noviembre.',
        '',
        'Sin primera respuesta (el plazo ya venció):',
        '1. Notaría 5 — Contacto de Notaría 5',
        '   Etapa: Nuevo · Primera respuesta vencida desde: miércoles 25 de noviembre, 11:00 a.m.',
        `   Ver: ${link('unanswered')}`,
        '',
        'Seguimientos para hoy o vencidos:',
        '1. Colegio Maya — Contacto de Colegio Maya',
        '   Etapa: Contactado · Próxima acción: lunes 23 de noviembre (vencida)',
        `   Ver: ${link('overdue')}`,
        '2. Hotel Laguna — Contacto de Hotel Laguna',
        '   Etapa: Cotizado · Próxima acción: hoy, jueves 26 de noviembre',
        `   Ver: ${link('today')}`,
        '3. Clínica Sur — Contacto de Clínica Sur',
        '   Etapa: Contactado · Próxima acción: hoy, jueves 26 de noviembre',
        `   Ver: ${link('lateToday')}`,
        '',
        'Recibes este correo de lunes a viernes por la mañana cuando tienes solicitudes a tu ' +
          'cargo que vencen hoy o ya vencieron.',
        '',
      ].join('\n'),
    );
    for (const company of ['Mañana SA', 'Ganada SA', 'Perdida SA', 'Fusionada SA', 'A Tiempo SA'])
      expect(ana?.text).not.toContain(company);
    expect(ana?.html).toContain(`<a href="${link('today')}">Ver en el panel</a>`);
    expect(beto?.text).toContain('1. Ferretería Beto — Contacto de Ferretería Beto');
    expect(beto?.text).not.toContain('Hotel Laguna');
    expect(store.digests.get('ana_2026-11-26')).toMatchObject({
      uid: 'ana',
      date: '2026-11-26',
      leadIds: ['unanswered', 'overdue', 'today', 'lateToday'],
    });
    expect(store.digests.get('ana_2026-11-26')?.claimedAt).toBeUndefined();
    expect(store.digests.has('caro_2026-11-26')).toBe(false);
  });

  it('a lead both unanswered and with a follow-up today is listed once, with its next action', async () => {
    const { store, mailer, deps } = setup();
    store.leads.set(
      'both',
      lead('ana', 'Doble SA', {
        status: 'Nuevo',
        firstResponseAt: null,
        firstResponseDueAt: cancun(12, 0, -1),
        nextActionAt: cancun(9),
      }),
    );
    await sendSalesDigests(deps);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]?.subject).toBe('Tus solicitudes para hoy (1)');
    expect(mailer.sent[0]?.text).toContain(
      '   Etapa: Nuevo · Primera respuesta vencida desde: miércoles 25 de noviembre, 12:00 p.m. · ' +
        'Próxima acción: hoy, jueves 26 de noviembre',
    );
    expect(mailer.sent[0]?.text).not.toContain('Seguimientos para hoy');
  });

  it('sends nothing, and records nothing, when no admin has anything due', async () => {
    const { store, mailer, deps } = setup();
    store.leads.set('later', lead('ana', 'Después SA', { nextActionAt: cancun(9, 0, 2) }));
    store.leads.set(
      'closed',
      lead('ana', 'Cerrada SA', { status: 'Ganado', nextActionAt: cancun(9) }),
    );
    const report = await sendSalesDigests(deps);
    expect(report).toMatchObject({ admins: 2, sent: 0, empty: 2, failed: 0 });
    expect(mailer.sent).toHaveLength(0);
    expect(store.digests.size).toBe(0);
  });

  it('skips an admin without a valid address, and still mails the others', async () => {
    const { store, mailer, deps, logger } = setup();
    store.users.set('ana', { role: 'admin', sales: true, email: 'sin-arroba' });
    anasLeads(store);
    store.leads.set('betos', lead('beto', 'Ferretería Beto', { nextActionAt: cancun(9) }));
    expect(await sendSalesDigests(deps)).toMatchObject({ sent: 1, skipped: 1 });
    expect(mailer.sent.map((m) => m.to)).toEqual([['beto@tusocio.mx']]);
    expect(logger.entries.some((e) => e.level === 'warn' && e.data?.uid === 'ana')).toBe(true);
  });
});

describe('sendSalesDigests: exactly once per admin and local day', () => {
  it('a second run the same day (schedule fired twice, local timer) sends nothing more', async () => {
    const { store, mailer, deps, advance } = setup();
    anasLeads(store);
    await sendSalesDigests(deps);
    advance(15 * 60_000);
    expect(await sendSalesDigests(deps)).toMatchObject({ sent: 0, already: 1, empty: 1 });
    // Still the same local day at 23:59 in Cancún (04:59 UTC the next day).
    advance(cancun(23, 59).getTime() - MORNING.getTime() - 15 * 60_000);
    expect(await sendSalesDigests(deps)).toMatchObject({ sent: 0, already: 1 });
    expect(mailer.sent).toHaveLength(1);

    // The next morning: a new day, a new e-mail (the leads are still due).
    advance(8 * HOUR + 60_000);
    expect(await sendSalesDigests(deps)).toMatchObject({ date: '2026-11-27', sent: 1 });
    expect(mailer.sent).toHaveLength(2);
    expect(mailer.sent[1]?.text).toContain('Próxima acción: jueves 26 de noviembre (vencida)');
  });

  it('two runs at the same time send one e-mail per admin', async () => {
    const { store, mailer, deps } = setup();
    anasLeads(store);
    store.leads.set('betos', lead('beto', 'Ferretería Beto', { nextActionAt: cancun(9) }));
    const reports = await Promise.all([sendSalesDigests(deps), sendSalesDigests(deps)]);
    expect(mailer.sent.map((m) => m.to[0]).sort()).toEqual(['ana@tusocio.mx', 'beto@tusocio.mx']);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(2);
    expect(reports.reduce((sum, r) => sum + r.busy + r.already, 0)).toBe(2);
  });

  it('a failed send releases the day, reports it (the schedule retries) and the retry sends once', async () => {
    const { store, mailer, deps, advance, logger } = setup();
    anasLeads(store);
    mailer.failWith = new ProviderError('network', 'sin red');
    const failed = await sendSalesDigests(deps);
    expect(failed).toMatchObject({ sent: 0, failed: 1 });
    expect(() => requireAllDigests(failed)).toThrow(SalesDigestIncompleteError);
    expect(store.digests.has('ana_2026-11-26')).toBe(false);
    expect(logger.entries.find((e) => e.level === 'error')?.data).toMatchObject({
      digest: 'ana_2026-11-26',
      reason: 'network',
    });

    mailer.failWith = null;
    advance(5 * 60_000);
    const retried = requireAllDigests(await sendSalesDigests(deps));
    expect(retried).toMatchObject({ sent: 1, failed: 0 });
    await sendSalesDigests(deps);
    expect(mailer.sent).toHaveLength(1);
  });

  it('a live lease of another run is left alone (busy); once it expires the digest goes out', async () => {
    const { store, mailer, deps, advance } = setup();
    anasLeads(store);
    // Another run claimed Ana's day and died before sending.
    await store.claim({ uid: 'ana', date: '2026-11-26' }, MORNING, 120_000);
    const busy = await sendSalesDigests(deps);
    expect(busy).toMatchObject({ sent: 0, busy: 1 });
    expect(() => requireAllDigests(busy)).toThrow('se reintentará');
    expect(mailer.sent).toHaveLength(0);
    advance(2 * 60_000);
    expect(await sendSalesDigests(deps)).toMatchObject({ sent: 1, busy: 0 });
    expect(mailer.sent).toHaveLength(1);
  });
});

describe('buildSalesDigestEmail', () => {
  const base = {
    id: 'x1',
    company: 'Papelería <Sol> & Luna',
    fullName: 'Luis "Lu" Ek',
    stage: 'Cotizado',
    nextActionAt: new Date('2025-12-30T15:00:00Z'),
    firstResponseDueAt: null,
  };

  it('escapes every value in the HTML and names the year of a date from another year', () => {
    const email = buildSalesDigestEmail(
      { lateAnswers: [], followUps: [base], truncated: false },
      { now: MORNING, siteUrl: SITE, name: '' },
    );
    expect(email.subject).toBe('Tus solicitudes para hoy (1)');
    expect(email.text).toContain('Buenos días:\n');
    expect(email.text).toContain('1. Papelería <Sol> & Luna — Luis "Lu" Ek');
    expect(email.text).toContain('Próxima acción: martes 30 de diciembre de 2025 (vencida)');
    expect(email.html).toContain('Papelería &lt;Sol&gt; &amp; Luna — Luis &quot;Lu&quot; Ek');
    expect(email.html).not.toContain('<Sol>');
    expect(email.html.startsWith('<!doctype html><html lang="es-MX">')).toBe(true);
  });

  it('points to the desk when a list was cut at the read limit', () => {
    const email = buildSalesDigestEmail(
      { lateAnswers: [], followUps: [base], truncated: true },
      { now: MORNING, siteUrl: SITE, name: 'Ana' },
    );
    expect(email.text).toContain(
      `Hay más solicitudes pendientes de las que caben en este correo; revísalas en el panel: ${SITE}/admin-dashboard?section=solicitudes`,
    );
  });

  it('formats days in Cancún time: 23:30 local is still the same day', () => {
    expect(formatDigestDay(cancun(23, 30), MORNING)).toBe('jueves 26 de noviembre');
    expect(formatDigestDay(cancun(0, 30, 1), MORNING)).toBe('viernes 27 de noviembre');
  });
});

describe('Firestore sales digest store (salesDigests/{uid}_{YYYY-MM-DD})', () => {
  const day = { uid: 'ana', date: '2026-11-26' };
  const path = 'salesDigests/ana_2026-11-26';
  const LEASE = 120_000;

  it('claims the day with a lease, refuses a live one, marks it sent and never claims it again', async () => {
    const fs = fakeFirestore(() => MORNING);
    const store = createFirestoreSalesDigestStore(async () => fs.kit);
    expect(await store.claim(day, MORNING, LEASE)).toEqual({ kind: 'claimed', claimedAt: MORNING });
    expect(fs.docs.get(path)).toMatchObject({ uid: 'ana', date: '2026-11-26' });
    expect((fs.docs.get(path)?.claimedAt as FakeTimestamp).toMillis()).toBe(MORNING.getTime());
    expect(await store.claim(day, new Date(MORNING.getTime() + 1000), LEASE)).toEqual({
      kind: 'in-progress',
    });
    await store.markSent(day, ['a', 'b']);
    const doc = fs.docs.get(path) ?? {};
    expect(doc.claimedAt).toBeUndefined();
    expect(doc.leadIds).toEqual(['a', 'b']);
    expect((doc.sentAt as FakeTimestamp).toMillis()).toBe(MORNING.getTime());
    expect(await store.claim(day, new Date(MORNING.getTime() + DAY), LEASE)).toEqual({
      kind: 'already-sent',
    });
    await store.release(day, MORNING); // a sent day is never released
    expect(fs.docs.has(path)).toBe(true);
  });

  it('releases only its own lease; an expired lease can be claimed again', async () => {
    const fs = fakeFirestore(() => MORNING);
    const store = createFirestoreSalesDigestStore(async () => fs.kit);
    await store.claim(day, MORNING, LEASE);
    const later = new Date(MORNING.getTime() + LEASE);
    expect(await store.claim(day, later, LEASE)).toEqual({ kind: 'claimed', claimedAt: later });
    await store.release(day, MORNING); // the old holder: not its lease any more
    expect((fs.docs.get(path)?.claimedAt as FakeTimestamp).toMillis()).toBe(later.getTime());
    await store.release(day, later);
    expect(fs.docs.has(path)).toBe(false);
  });
});
