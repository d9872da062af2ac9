/**
 * firestore.rules for "one toner request per colour, whoever asks" (src/domain/toner-requests.ts):
 * equipment/{id}/tonerRequests/open holds the device's open toner requests, colour -> ticket id.
 * The company `carla` (CARLA its administrator, the owner; UMA a "Usuario", another member) rents
 * DEVICE; OTTO administers another company; ADMIN is a desk admin; and a visitor.
 *
 * Run with `npm run test:rules` (Firestore emulator; Java 21+).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
// The rules tests are Firestore clients by design; SERVER_TIME is serverTimestamp().
import { serverTimestamp } from 'firebase/firestore';
import {
  ADMIN,
  CARLA,
  DEVICE,
  faultTicket,
  GUEST,
  memberDoc,
  NEW_TICKET_CLOCK,
  OTTO,
  seedPortal,
  T0,
  tonerTicket,
  user,
} from './portal-fixtures';
import { setUpFirestoreRules } from './rules-env';
import { commitTicket } from './service-limit-writes';

type Data = Record<string, unknown>;

const UMA = 'uma';
const MARKER = `equipment/${DEVICE}/tonerRequests/open`;

const { dbAs, visitorDb, seed, stored } = setUpFirestoreRules();

/** A ticket of the company `carla` opened by `uid` (CARLA or UMA). */
const toner = (uid: string, colors: string[], extra: Data = {}): Data =>
  tonerTicket(uid, { clientId: CARLA, tonerColors: colors, ...extra });

/** The marker with `colors` (colour -> ticket id) after writing `lastTicketId`. */
const marker = (colors: Record<string, string>, lastTicketId: string): Data => ({
  colors,
  lastTicketId,
});

/** CARLA's open request for Negro (the collector's or her own), stored. */
async function negroOpen(): Promise<void> {
  await seed('tickets/tNegro', { ...toner(CARLA, ['Negro']), createdAt: T0 });
  await seed(MARKER, marker({ Negro: 'tNegro' }, 'tNegro'));
}

beforeEach(async () => {
  await seedPortal(seed);
  await seed(`users/${UMA}`, user(UMA, { emailVerified: true }));
  await seed(`members/${UMA}`, memberDoc(UMA, CARLA, 'usuario', { addedAt: T0 }));
});

describe('equipment/{id}/tonerRequests/open: who reads it', () => {
  it('every member who sees the device and admins read it; another company and a visitor do not', async () => {
    await negroOpen();
    await assertSucceeds(dbAs(CARLA).doc(MARKER).get());
    await assertSucceeds(dbAs(UMA).doc(MARKER).get());
    await assertSucceeds(dbAs(ADMIN).doc(MARKER).get());
    await assertFails(dbAs(OTTO).doc(MARKER).get());
    await assertFails(dbAs(GUEST).doc(MARKER).get());
    await assertFails(visitorDb().doc(MARKER).get());
  });
});

describe('a toner ticket and its marker commit together', () => {
  it("the owner's toner ticket claims its colours; without the marker it is refused", async () => {
    const carla = dbAs(CARLA);
    await assertFails(
      commitTicket(carla, 't1', toner(CARLA, ['Negro', 'Cian']), undefined, CARLA, null),
    );
    // The marker must name exactly the ticket's colours, each mapped to it.
    await assertFails(
      commitTicket(
        carla,
        't1',
        toner(CARLA, ['Negro', 'Cian']),
        undefined,
        CARLA,
        marker({ Negro: 't1' }, 't1'),
      ),
    );
    await assertFails(
      commitTicket(
        carla,
        't1',
        toner(CARLA, ['Negro', 'Cian']),
        undefined,
        CARLA,
        marker({ Negro: 't1', Cian: 'otro' }, 't1'),
      ),
    );
    await assertSucceeds(commitTicket(carla, 't1', toner(CARLA, ['Negro', 'Cian'])));
    expect(await stored(MARKER)).toEqual(marker({ Negro: 't1', Cian: 't1' }, 't1'));
  });

  it('another member of the company cannot ask again for a colour already open, only for another', async () => {
    await negroOpen();
    const uma = dbAs(UMA);
    // Overwriting the open colour, dropping it, or leaving the marker out: refused.
    await assertFails(
      commitTicket(uma, 'u1', toner(UMA, ['Negro']), undefined, UMA, marker({ Negro: 'u1' }, 'u1')),
    );
    await assertFails(
      commitTicket(uma, 'u1', toner(UMA, ['Negro']), undefined, UMA, marker({}, 'u1')),
    );
    await assertFails(commitTicket(uma, 'u1', toner(UMA, ['Negro']), undefined, UMA, null));
    await assertFails(
      commitTicket(
        uma,
        'u1',
        toner(UMA, ['Negro', 'Cian']),
        undefined,
        UMA,
        marker({ Negro: 'tNegro', Cian: 'u1' }, 'u1'),
      ),
    );
    expect(await stored('tickets/u1')).toBeUndefined();
    // Magenta is free: claimed next to the open Negro.
    await assertSucceeds(
      commitTicket(
        uma,
        'u1',
        toner(UMA, ['Magenta']),
        undefined,
        UMA,
        marker({ Negro: 'tNegro', Magenta: 'u1' }, 'u1'),
      ),
    );
    expect(await stored(MARKER)).toEqual(marker({ Negro: 'tNegro', Magenta: 'u1' }, 'u1'));
  });

  it('a fault report needs no marker, and the marker never goes with one', async () => {
    const carla = dbAs(CARLA);
    await assertFails(
      commitTicket(
        carla,
        'f1',
        faultTicket(CARLA),
        undefined,
        CARLA,
        marker({ Negro: 'f1' }, 'f1'),
      ),
    );
    await assertSucceeds(commitTicket(carla, 'f1', faultTicket(CARLA)));
    expect(await stored(MARKER)).toBeUndefined();
  });

  it('nobody writes the marker alone: not the owner, another company, a guest or a visitor', async () => {
    await negroOpen();
    const free = marker({}, 'tNegro');
    await assertFails(dbAs(CARLA).doc(MARKER).set(free));
    await assertFails(
      dbAs(CARLA)
        .doc(MARKER)
        .set(marker({ Negro: 'tNegro', Cian: 'tNegro' }, 'tNegro')),
    );
    await assertFails(dbAs(CARLA).doc(MARKER).delete());
    await assertFails(dbAs(ADMIN).doc(MARKER).set(free));
    for (const db of [dbAs(OTTO), dbAs(GUEST), visitorDb()])
      await assertFails(db.doc(MARKER).set(marker({ Cian: 'x1' }, 'x1')));
    // Another company's member with a ticket of their own: not this device's marker.
    await assertFails(
      commitTicket(
        dbAs(OTTO),
        'o1',
        tonerTicket(OTTO, { tonerColors: ['Cian'] }),
        undefined,
        OTTO,
        marker({ Negro: 'tNegro', Cian: 'o1' }, 'o1'),
      ),
    );
    expect(await stored(MARKER)).toEqual(marker({ Negro: 'tNegro' }, 'tNegro'));
  });
});

describe('the desk\'s "Nuevo ticket" of toner', () => {
  const deskToner = (colors: string[]): Data => ({
    ...toner(CARLA, colors),
    ...NEW_TICKET_CLOCK,
    openedBy: 'empresa',
    createdAt: serverTimestamp(),
  });

  it('claims its colours like the client, and is refused for a colour already open', async () => {
    await negroOpen();
    const admin = dbAs(ADMIN);
    await assertFails(
      commitTicket(admin, 'd1', deskToner(['Negro']), null, ADMIN, marker({ Negro: 'd1' }, 'd1')),
    );
    await assertSucceeds(
      commitTicket(
        admin,
        'd1',
        deskToner(['Amarillo']),
        null,
        ADMIN,
        marker({ Negro: 'tNegro', Amarillo: 'd1' }, 'd1'),
      ),
    );
    expect(await stored(MARKER)).toEqual(marker({ Negro: 'tNegro', Amarillo: 'd1' }, 'd1'));
  });
});
