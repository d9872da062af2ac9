/**
 * A flood of clients' replies does not delay a new ticket's e-mail (docs/product.md, "Límites del
 * servicio"): replies count in their own hourly counter (service/ceiling.ts), so past their
 * ceiling a new ticket still gets its own `service-ticket` e-mail at once; and when tickets too
 * are past theirs, the hour's digest lists the new tickets before any held reply, however many
 * replies wait (service/digest.ts; the Firestore store's order runs in
 * test/emulator/service-ceiling.emulator.test.ts).
 */
import { describe, expect, it } from 'vitest';

import { createMemorySharedLimiter } from '../src/limits/shared-limiter.js';
import { SERVICE_DIGEST_BATCH, sendServiceDigest } from '../src/service/digest.js';
import {
  notifyServiceTicket,
  notifyTicketReply,
  type TicketMailDeps,
} from '../src/service/ticket-mail.js';
import { fakeDigestStore, fakeServiceStore } from './fake-service-store.js';
import { recordingLogger, spyMailer } from './helpers.js';

const SERVICE = ['servicio@tusocioideal.mx'];
/** Monday 30 November 2026, 10:00:30 in Cancún. */
const NOW = new Date('2026-11-30T10:00:30-05:00');

const ticket = (serial: string) => ({
  equipmentId: 'equipo1',
  clientId: 'hotel',
  authorUid: 'carla',
  clientEmail: 'carla@hotelcaribe.mx',
  equipment: { model: 'Kyocera ECOSYS M5526cdw', serial },
  kind: 'falla',
  category: 'Atasco de papel',
  description: `Se atora el papel (${serial}).`,
  status: 'Abierto',
  open: true,
  createdAt: NOW,
  statusChangedAt: null,
  statusChangedBy: null,
  lastReplyAt: null,
  openedBy: 'cliente',
  notified: false,
});

function setup(max: number) {
  const store = fakeServiceStore();
  store.clients.set('hotel', { email: 'carla@hotelcaribe.mx', name: 'Carla', company: 'Hotel' });
  store.members.set('carla', {
    clientId: 'hotel',
    role: 'administrador',
    email: 'carla@hotelcaribe.mx',
    name: 'Carla Pérez',
  });
  store.tickets.set('T1', { ...ticket('VIEJO'), notified: true });
  const mailer = spyMailer();
  const digestStore = fakeDigestStore(store);
  const limiter = createMemorySharedLimiter('service-emails', { max, windowMs: 3_600_000 });
  const deps: TicketMailDeps = {
    store,
    mailer,
    serviceEmails: SERVICE,
    siteUrl: 'https://www.tusocioideal.mx',
    clock: () => NOW,
    logger: recordingLogger(),
    ceiling: { limiter, store: digestStore },
  };
  /** `count` client replies on T1, each delivered to the trigger's handler. */
  async function flood(count: number) {
    const outcomes: string[] = [];
    for (let n = 1; n <= count; n += 1) {
      const data = {
        text: `Respuesta ${n}`,
        authorUid: 'carla',
        authorName: 'Carla Pérez',
        at: NOW,
        fromClient: true,
        notified: false,
      };
      store.replies.set(`T1/R${n}`, data);
      outcomes.push(
        await notifyTicketReply(
          { ticketId: 'T1', replyId: `R${n}`, data, time: NOW.toISOString() },
          deps,
        ),
      );
    }
    return outcomes;
  }
  async function newTicket(id: string, serial: string) {
    const data = ticket(serial);
    store.tickets.set(id, data);
    return notifyServiceTicket({ ticketId: id, data, time: NOW.toISOString() }, deps);
  }
  const digest = () =>
    sendServiceDigest({
      ...deps,
      digestStore,
      emailsPerHour: max,
      clock: () => new Date('2026-11-30T10:20:00-05:00'),
    });
  return { store, mailer, flood, newTicket, digest };
}

describe('a flood of client replies and a new ticket', () => {
  it('past the replies’ ceiling, the new ticket still gets its own service-ticket e-mail', async () => {
    const t = setup(30);
    const outcomes = await t.flood(45);
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(30);
    expect(outcomes.filter((o) => o === 'over-ceiling')).toHaveLength(15);
    expect(await t.newTicket('T2', 'NUEVO')).toBe('sent');
    const ticketMails = t.mailer.sent.filter((m) => m.kind === 'service-ticket');
    expect(ticketMails).toHaveLength(1);
    expect(ticketMails[0]?.subject).toContain('serie NUEVO');
    expect(ticketMails[0]?.replyTo).toBe('carla@hotelcaribe.mx');
    expect(t.store.tickets.get('T2')).toMatchObject({ notified: true });
  });

  it('with tickets past their ceiling too, the hour’s digest lists the new ticket first, not pushed out by replies', async () => {
    const t = setup(1);
    expect(await t.newTicket('T0', 'PRIMERO')).toBe('sent');
    // More replies held than one digest lists, then a new ticket held as well.
    const held = SERVICE_DIGEST_BATCH + 50;
    const outcomes = await t.flood(held + 1);
    expect(outcomes.filter((o) => o === 'over-ceiling')).toHaveLength(held);
    expect(await t.newTicket('T2', 'NUEVO')).toBe('over-ceiling');
    expect(t.mailer.sent.filter((m) => m.kind === 'service-ticket')).toHaveLength(1);

    expect(await t.digest()).toEqual({ digested: SERVICE_DIGEST_BATCH, waiting: 0 });
    const digests = t.mailer.sent.filter((m) => m.kind === 'service-digest');
    expect(digests).toHaveLength(1);
    const text = digests[0]?.text ?? '';
    expect(text).toContain('1. Falla (Atasco de papel): Kyocera ECOSYS M5526cdw, serie NUEVO\n');
    expect(text).toContain('2. Respuesta del cliente en Falla (Atasco de papel)');
    expect(text).toContain('   Respuesta: Respuesta 2\n');
    expect(t.store.markers.get('serviceMails/ticket-T2')?.sentAt).toBeDefined();
  });
});
