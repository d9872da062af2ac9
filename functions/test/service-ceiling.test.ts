/**
 * The hourly ceiling of e-mails to the service address (service/ceiling.ts) and its digest
 * (service/digest.ts): 31 tickets in an hour from distinct clients -> 30 `service-ticket` e-mails
 * and one `service-digest` listing the 31st; at most one digest per clock hour; a failed digest is
 * tried again; SERVICE_EMAILS_PER_HOUR. The Firestore store of the waiting e-mails runs in
 * test/emulator/service-ceiling.emulator.test.ts.
 */
import { describe, expect, it } from 'vitest';

import { ConfigError } from '../src/env.js';
import { createMemorySharedLimiter } from '../src/limits/shared-limiter.js';
import { ProviderError } from '../src/provider-error.js';
import type { PendingServiceMail, ServiceDigestStore } from '../src/service/ceiling.js';
import { DEFAULT_SERVICE_EMAILS_PER_HOUR, loadServiceConfig } from '../src/service/config.js';
import { sendServiceDigest, type ServiceDigestDeps } from '../src/service/digest.js';
import { notifyServiceTicket, type TicketMailDeps } from '../src/service/ticket-mail.js';
import { fakeServiceStore } from './fake-service-store.js';
import { recordingLogger, spyMailer } from './helpers.js';

const SITE = 'https://www.tusocioideal.mx';
const SERVICE = ['servicio@tusocioideal.mx'];
const HOUR_MS = 60 * 60 * 1000;

/** The waiting state kept on the fake store's markers (like firestore/service-digest-store.ts). */
function fakeDigestStore(store: ReturnType<typeof fakeServiceStore>): ServiceDigestStore {
  const pendingAt = new Map<string, number>();
  return {
    async markPending(key, fields) {
      const path = `serviceMails/${key}`;
      const doc = store.markers.get(path) ?? {};
      delete doc.claimedAt;
      doc.fields = { ...fields, digestPending: true };
      store.markers.set(path, doc);
      pendingAt.set(key, pendingAt.size + 1);
    },
    async listPending(limit) {
      const out: PendingServiceMail[] = [];
      for (const [path, doc] of store.markers) {
        if (!doc.fields?.digestPending || doc.sentAt) continue;
        const key = path.slice('serviceMails/'.length);
        out.push({
          key,
          kind: String(doc.fields.kind),
          ticketId: String(doc.fields.ticketId),
          pendingAtMs: 0,
        });
      }
      return out.slice(0, limit);
    },
    async settle(keys, digestKey) {
      for (const key of keys) {
        const doc = store.markers.get(`serviceMails/${key}`);
        if (!doc) continue;
        doc.sentAt = new Date();
        doc.fields = { ...doc.fields, digestPending: false, via: 'digest', digestKey };
      }
    },
  };
}

function setup(start: Date, max = DEFAULT_SERVICE_EMAILS_PER_HOUR) {
  let now = start;
  const logger = recordingLogger();
  const store = fakeServiceStore();
  const digestStore = fakeDigestStore(store);
  const mailer = spyMailer();
  const limiter = createMemorySharedLimiter('service-emails', { max, windowMs: HOUR_MS });
  const common = {
    store,
    mailer,
    serviceEmails: SERVICE,
    siteUrl: SITE,
    clock: () => now,
    logger,
  };
  const ticketDeps: TicketMailDeps = { ...common, ceiling: { limiter, store: digestStore } };
  const digestDeps: ServiceDigestDeps = { ...common, digestStore, emailsPerHour: max };
  const addTicket = (n: number) => {
    const uid = `cliente${n}`;
    store.clients.set(uid, {
      email: `${uid}@empresa${n}.mx`,
      name: `Cliente ${n}`,
      company: `Empresa ${n}`,
    });
    const data = {
      equipmentId: `equipo${n}`,
      clientId: uid,
      authorUid: uid,
      clientEmail: `${uid}@empresa${n}.mx`,
      equipment: { model: 'Kyocera ECOSYS M5526cdw', serial: `SER${n}` },
      kind: 'falla',
      category: 'Atasco de papel',
      description: `Falla número ${n}.`,
      status: 'Abierto',
    };
    store.tickets.set(`T${n}`, data);
    return { ticketId: `T${n}`, data, time: now.toISOString() };
  };
  return {
    store,
    mailer,
    logger,
    ticketDeps,
    digestDeps,
    addTicket,
    setNow: (date: Date) => {
      now = date;
    },
  };
}

describe('service e-mails: at most SERVICE_EMAILS_PER_HOUR, then one hourly digest', () => {
  it('31 tickets in an hour from distinct clients: 30 e-mails and one digest listing the 31st', async () => {
    const t = setup(new Date('2026-11-26T15:05:00.000Z'));
    const outcomes = [];
    for (let n = 1; n <= 31; n += 1) {
      t.setNow(new Date(Date.parse('2026-11-26T15:05:00.000Z') + n * 60_000));
      outcomes.push(await notifyServiceTicket(t.addTicket(n), t.ticketDeps));
    }
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(30);
    expect(outcomes[30]).toBe('over-ceiling');
    expect(t.mailer.sent.map((m) => m.kind)).toEqual(Array(30).fill('service-ticket'));
    expect(t.mailer.sent.some((m) => m.subject.includes('serie SER31'))).toBe(false);
    expect(t.store.markers.get('serviceMails/ticket-T31')).toMatchObject({
      fields: { kind: 'service-ticket', ticketId: 'T31', digestPending: true },
    });
    expect(t.store.markers.get('serviceMails/ticket-T31')?.sentAt).toBeUndefined();

    t.setNow(new Date('2026-11-26T15:45:00.000Z'));
    expect(await sendServiceDigest(t.digestDeps)).toEqual({ digested: 1, waiting: 0 });
    const digests = t.mailer.sent.filter((m) => m.kind === 'service-digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]).toMatchObject({
      to: SERVICE,
      subject: 'Resumen de la hora: 1 solicitud de servicio sin aviso individual',
    });
    const text = digests[0]?.text ?? '';
    expect(text).toContain(
      'En la última hora llegaron más de 30 solicitudes de servicio, el tope de avisos',
    );
    expect(text).toContain('1. Falla (Atasco de papel): Kyocera ECOSYS M5526cdw, serie SER31');
    expect(text).toContain('   Cliente: Cliente 31 (Empresa 31) <cliente31@empresa31.mx>');
    expect(text).toContain('   Descripción: Falla número 31.');
    expect(text).toContain(`   Ver y responder: ${SITE}/admin-dashboard/servicio/T31`);
    expect(text).not.toContain('SER30');

    // Listed once: neither the next run nor a redelivered event sends it again.
    expect(await sendServiceDigest(t.digestDeps)).toEqual({ digested: 0, waiting: 0 });
    expect(
      await notifyServiceTicket(
        { ticketId: 'T31', data: t.store.tickets.get('T31'), time: new Date().toISOString() },
        t.ticketDeps,
      ),
    ).toBe('already-sent');
    expect(t.mailer.sent).toHaveLength(31);
  });

  it('sends at most one digest per clock hour; the rest wait for the next hour', async () => {
    const t = setup(new Date('2026-11-26T15:00:00.000Z'), 1);
    expect(await notifyServiceTicket(t.addTicket(1), t.ticketDeps)).toBe('sent');
    expect(await notifyServiceTicket(t.addTicket(2), t.ticketDeps)).toBe('over-ceiling');
    t.setNow(new Date('2026-11-26T15:15:00.000Z'));
    expect(await sendServiceDigest(t.digestDeps)).toEqual({ digested: 1, waiting: 0 });
    expect(await notifyServiceTicket(t.addTicket(3), t.ticketDeps)).toBe('over-ceiling');
    t.setNow(new Date('2026-11-26T15:30:00.000Z'));
    expect(await sendServiceDigest(t.digestDeps)).toEqual({ digested: 0, waiting: 1 });
    t.setNow(new Date('2026-11-26T16:00:00.000Z'));
    expect(await sendServiceDigest(t.digestDeps)).toEqual({ digested: 1, waiting: 0 });
    const digests = t.mailer.sent.filter((m) => m.kind === 'service-digest');
    expect(digests.map((m) => m.text.includes('serie SER3'))).toEqual([false, true]);
    expect(digests[0]?.text).toContain('serie SER2');
  });

  it('a failed digest keeps them waiting and a later run of the same hour sends it', async () => {
    const t = setup(new Date('2026-11-26T15:00:00.000Z'), 1);
    await notifyServiceTicket(t.addTicket(1), t.ticketDeps);
    await notifyServiceTicket(t.addTicket(2), t.ticketDeps);
    t.mailer.failWith = new ProviderError('network', 'caído');
    await expect(sendServiceDigest(t.digestDeps)).rejects.toThrow();
    t.mailer.failWith = null;
    expect(await sendServiceDigest(t.digestDeps)).toEqual({ digested: 1, waiting: 0 });
    expect(t.mailer.sent.filter((m) => m.kind === 'service-digest')).toHaveLength(1);
  });

  it('reads SERVICE_EMAILS_PER_HOUR (default 30) and refuses a bad value', () => {
    expect(loadServiceConfig({}).emailsPerHour).toBe(30);
    expect(loadServiceConfig({ SERVICE_EMAILS_PER_HOUR: '5' }).emailsPerHour).toBe(5);
    expect(() => loadServiceConfig({ SERVICE_EMAILS_PER_HOUR: 'muchos' })).toThrow(ConfigError);
    expect(() => loadServiceConfig({ SERVICE_EMAILS_PER_HOUR: '0' })).toThrow(
      'SERVICE_EMAILS_PER_HOUR debe ser un número entero entre 1 y 10000.',
    );
  });
});
