/**
 * firestore.rules for the limits on a client's replies ("Responder"; docs/product.md, "Límites del
 * servicio"): 30 per person per day of Cancún, counted by replyQuotas/{uid} in the reply's own
 * write; the reply signed with exactly the member's name (members/{uid}.name); and a client's
 * ticket carrying the membership's address, not the sign-in token's. The company `carla` (CARLA
 * its administrator, the owner; UMA a "Usuario", another member) rents DEVICE; OTTO administers
 * another company; ADMIN is a desk admin; and a visitor.
 *
 * Run with `npm run test:rules` (Firestore emulator; Java 21+).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
// The rules tests are Firestore clients by design; SERVER_TIME is serverTimestamp().
import { serverTimestamp } from 'firebase/firestore';
import { cancunDayId } from '../../src/domain/service-limits';
import {
  ADMIN,
  CARLA,
  memberDoc,
  OTTO,
  seedPortal,
  T0,
  tonerTicket,
  user,
} from './portal-fixtures';
import { passwordToken, setUpFirestoreRules } from './rules-env';
import { commitReply, commitTicket, today } from './service-limit-writes';

type Data = Record<string, unknown>;

const UMA = 'uma';
const CARLA_TICKET = 'tCarla';
const UMA_TICKET = 'tUma';
const YESTERDAY = cancunDayId(new Date(Date.now() - 24 * 60 * 60 * 1000));

const { dbAs, visitorDb, seed, stored } = setUpFirestoreRules();

const clientReply = (uid: string, extra: Data = {}): Data => ({
  text: 'Sigue atorándose.',
  authorUid: uid,
  authorName: uid,
  at: serverTimestamp(),
  fromClient: true,
  notified: false,
  ...extra,
});

const quota = (count: number, ticketId: string, replyId: string, day = today()): Data => ({
  day,
  count,
  lastTicketId: ticketId,
  lastReplyId: replyId,
});

beforeEach(async () => {
  await seedPortal(seed);
  await seed(`users/${UMA}`, user(UMA, { emailVerified: true }));
  await seed(`members/${UMA}`, memberDoc(UMA, CARLA, 'usuario', { addedAt: T0 }));
  await seed(`tickets/${CARLA_TICKET}`, { ...tonerTicket(CARLA), createdAt: T0 });
  await seed(`tickets/${UMA_TICKET}`, {
    ...tonerTicket(UMA, { clientId: CARLA }),
    createdAt: T0,
  });
});

describe('replyQuotas/{uid}: 30 client replies per person per day of Cancún', () => {
  it('accepts the owner’s 30 replies of the day, counted one by one, and refuses the 31st', async () => {
    const carla = dbAs(CARLA);
    for (let n = 1; n <= 30; n += 1) {
      const id = `r${n}`;
      // Counting wrong is refused as well as leaving the quota out.
      await assertFails(commitReply(carla, CARLA_TICKET, id, clientReply(CARLA), null));
      await assertFails(
        commitReply(carla, CARLA_TICKET, id, clientReply(CARLA), quota(n + 1, CARLA_TICKET, id)),
      );
      await assertSucceeds(
        commitReply(carla, CARLA_TICKET, id, clientReply(CARLA), quota(n, CARLA_TICKET, id)),
      );
    }
    expect(await stored(`replyQuotas/${CARLA}`)).toEqual(quota(30, CARLA_TICKET, 'r30'));
    for (const next of [
      quota(31, CARLA_TICKET, 'r31'),
      quota(1, CARLA_TICKET, 'r31'),
      quota(1, CARLA_TICKET, 'r31', YESTERDAY),
      null,
    ])
      await assertFails(commitReply(carla, CARLA_TICKET, 'r31', clientReply(CARLA), next));
    expect(await stored(`tickets/${CARLA_TICKET}/replies/r31`)).toBeUndefined();
  });

  it('starts again at 1 on a new day', async () => {
    await seed(`replyQuotas/${CARLA}`, quota(30, CARLA_TICKET, 'viejo', YESTERDAY));
    const carla = dbAs(CARLA);
    await assertFails(
      commitReply(carla, CARLA_TICKET, 'hoy1', clientReply(CARLA), quota(31, CARLA_TICKET, 'hoy1')),
    );
    await assertSucceeds(
      commitReply(carla, CARLA_TICKET, 'hoy1', clientReply(CARLA), quota(1, CARLA_TICKET, 'hoy1')),
    );
    expect((await stored(`replyQuotas/${CARLA}`))?.count).toBe(1);
  });

  it('refuses a quota forged without its reply, for another ticket or with extra fields', async () => {
    await seed(`tickets/${CARLA_TICKET}/replies/viejo`, { ...clientReply(CARLA), at: T0 });
    const carla = dbAs(CARLA);
    // The quota alone: new, naming a stored reply, or one that does not exist.
    await assertFails(carla.doc(`replyQuotas/${CARLA}`).set(quota(1, CARLA_TICKET, 'viejo')));
    await assertFails(carla.doc(`replyQuotas/${CARLA}`).set(quota(1, CARLA_TICKET, 'nada')));
    // Counting the reply under another ticket or reply id.
    await assertFails(
      commitReply(carla, CARLA_TICKET, 'r1', clientReply(CARLA), quota(1, UMA_TICKET, 'r1')),
    );
    await assertFails(
      commitReply(carla, CARLA_TICKET, 'r1', clientReply(CARLA), quota(1, CARLA_TICKET, 'r2')),
    );
    await assertFails(
      commitReply(carla, CARLA_TICKET, 'r1', clientReply(CARLA), {
        ...quota(1, CARLA_TICKET, 'r1'),
        extra: true,
      }),
    );
    await assertSucceeds(commitReply(carla, CARLA_TICKET, 'r1', clientReply(CARLA)));
    await assertFails(carla.doc(`replyQuotas/${CARLA}`).update({ count: 0 }));
    await assertFails(carla.doc(`replyQuotas/${CARLA}`).set(quota(1, CARLA_TICKET, 'viejo')));
    await assertFails(carla.doc(`replyQuotas/${CARLA}`).delete());
    expect(await stored(`replyQuotas/${CARLA}`)).toEqual(quota(1, CARLA_TICKET, 'r1'));
  });

  it('gives another member their own count, and no one else’s', async () => {
    await seed(`replyQuotas/${CARLA}`, quota(30, CARLA_TICKET, 'viejo'));
    const uma = dbAs(UMA);
    await assertSucceeds(commitReply(uma, UMA_TICKET, 'u1', clientReply(UMA)));
    await assertFails(
      commitReply(uma, UMA_TICKET, 'u2', clientReply(UMA), quota(31, UMA_TICKET, 'u2'), CARLA),
    );
    await assertFails(uma.doc(`replyQuotas/${CARLA}`).get());
    // The owner, past the limit, is refused even on another member's ticket.
    await assertFails(
      commitReply(dbAs(CARLA), UMA_TICKET, 'c1', clientReply(CARLA), quota(31, UMA_TICKET, 'c1')),
    );
    expect(await stored(`replyQuotas/${UMA}`)).toEqual(quota(1, UMA_TICKET, 'u1'));
    expect(await stored(`replyQuotas/${CARLA}`)).toEqual(quota(30, CARLA_TICKET, 'viejo'));
  });

  it('refuses another company and a visitor; admins read the counts and reply uncounted', async () => {
    await seed(`replyQuotas/${CARLA}`, quota(3, CARLA_TICKET, 'viejo'));
    await assertFails(commitReply(dbAs(OTTO), CARLA_TICKET, 'o1', clientReply(OTTO)));
    await assertFails(dbAs(OTTO).doc(`replyQuotas/${CARLA}`).get());
    await assertFails(
      dbAs(OTTO)
        .doc(`replyQuotas/${OTTO}`)
        .set(quota(1, CARLA_TICKET, 'o1')),
    );
    await assertFails(visitorDb().doc(`replyQuotas/${CARLA}`).get());
    await assertFails(
      commitReply(
        visitorDb(),
        CARLA_TICKET,
        'v1',
        clientReply(CARLA),
        quota(4, CARLA_TICKET, 'v1'),
        CARLA,
      ),
    );
    await assertSucceeds(dbAs(ADMIN).doc(`replyQuotas/${CARLA}`).get());
    await assertSucceeds(dbAs(ADMIN).collection('replyQuotas').get());
    await assertFails(
      dbAs(ADMIN)
        .doc(`replyQuotas/${CARLA}`)
        .set(quota(4, CARLA_TICKET, 'viejo')),
    );
    // The desk's reply is not a client's: no quota, and it counts in nobody's.
    const desk = {
      text: 'Mañana pasamos.',
      authorUid: ADMIN,
      authorName: 'Soporte',
      at: serverTimestamp(),
      fromClient: false,
      notified: false,
    };
    await assertSucceeds(commitReply(dbAs(ADMIN), CARLA_TICKET, 'd1', desk, null));
    await assertFails(
      commitReply(dbAs(ADMIN), CARLA_TICKET, 'd2', desk, quota(1, CARLA_TICKET, 'd2'), ADMIN),
    );
    expect(await stored(`replyQuotas/${CARLA}`)).toEqual(quota(3, CARLA_TICKET, 'viejo'));
    await assertSucceeds(dbAs(CARLA).doc(`replyQuotas/${CARLA}`).get());
  });
});

describe('a client reply’s author name is the membership’s', () => {
  it('accepts exactly the member’s name, however long, and nothing else', async () => {
    const long = `Carla ${'de la Laguna '.repeat(15)}`.trim();
    await seed(
      `members/${CARLA}`,
      memberDoc(CARLA, CARLA, 'administrador', { addedAt: T0, name: `  ${long} ` }),
    );
    const carla = dbAs(CARLA);
    for (const [n, name] of [
      long.slice(0, 120),
      'Soporte Tu Socio',
      `${long} (gerente)`,
      'x'.repeat(500),
      '',
    ].entries())
      await assertFails(
        commitReply(carla, CARLA_TICKET, `r${n}`, clientReply(CARLA, { authorName: name })),
      );
    await assertSucceeds(
      commitReply(carla, CARLA_TICKET, 'ok', clientReply(CARLA, { authorName: long })),
    );
    expect((await stored(`tickets/${CARLA_TICKET}/replies/ok`))?.authorName).toBe(long);
  });
});

describe('a client’s ticket carries the membership’s address', () => {
  it('refuses the sign-in token’s address when it is not the member’s, and takes the member’s', async () => {
    // Carla signed in with an address she changed to and never verified.
    const carla = dbAs(CARLA, passwordToken('nueva@example.com'));
    await assertFails(
      commitTicket(carla, 't1', tonerTicket(CARLA, { clientEmail: 'nueva@example.com' })),
    );
    await assertSucceeds(commitTicket(carla, 't1', tonerTicket(CARLA)));
    expect((await stored('tickets/t1'))?.clientEmail).toBe(`${CARLA}@example.com`);
    // Another member, another company, admins (the desk's "Nuevo ticket" is a different write)
    // and visitors do not open one with Carla's address.
    await assertFails(
      commitTicket(
        dbAs(UMA),
        't2',
        tonerTicket(UMA, { clientId: CARLA, clientEmail: `${CARLA}@example.com` }),
      ),
    );
    await assertFails(commitTicket(dbAs(OTTO), 't3', tonerTicket(OTTO, { clientId: CARLA })));
    await assertFails(commitTicket(dbAs(ADMIN), 't4', tonerTicket(CARLA), null));
    await assertFails(commitTicket(visitorDb(), 't5', tonerTicket(CARLA), null));
  });
});
