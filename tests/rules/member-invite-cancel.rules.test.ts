/**
 * firestore.rules for "Cancelar invitación" (memberInvites/{id}; src/data/rental/company/company.ts
 * cancelInvite): the company's administrator, or a desk admin, cancels a pending invitation by
 * adding only revoked: true, revokedAt (the request's time) and revokedBy (themself). Refused: a
 * "Usuario" or "Facturación" of the company, another company's administrator, a user with no
 * company, a visitor; an accepted or already cancelled invitation; any other change. The company
 * `carla` (CARLA administers it; UMA "Usuario", FELI "Facturación"), OTTO administers `otto`.
 *
 * Run with `npm run test:rules` (Firestore emulator; Java 21+).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
// The rules tests are Firestore clients by design.
import { serverTimestamp, Timestamp } from 'firebase/firestore';
import { ADMIN, CARLA, GUEST, memberDoc, OTTO, seedPortal, T0, user } from './portal-fixtures';
import { setUpFirestoreRules } from './rules-env';

type Data = Record<string, unknown>;

const UMA = 'uma';
const FELI = 'feli';

const { dbAs, visitorDb, seed, stored } = setUpFirestoreRules();

const invite = (clientId: string, invitedBy: string, extra: Data = {}): Data => ({
  clientId,
  company: 'Hotel Caribe',
  role: 'usuario',
  email: 'nuevo@example.com',
  invitedBy,
  invitedByName: 'Carla',
  invitedAt: T0,
  expiresAt: Timestamp.fromDate(new Date(Date.now() + 86_400_000)),
  acceptedAt: null,
  acceptedBy: null,
  revoked: false,
  ...extra,
});

/** What "Cancelar invitación" writes, as `uid`. */
const cancel = (uid: string): Data => ({
  revoked: true,
  revokedAt: serverTimestamp(),
  revokedBy: uid,
});

beforeEach(async () => {
  await seedPortal(seed);
  for (const uid of [UMA, FELI]) await seed(`users/${uid}`, user(uid, { emailVerified: true }));
  await seed(`members/${UMA}`, memberDoc(UMA, CARLA, 'usuario', { addedAt: T0 }));
  await seed(`members/${FELI}`, memberDoc(FELI, CARLA, 'facturacion', { addedAt: T0 }));
  await seed('memberInvites/pending', invite(CARLA, CARLA));
  await seed('memberInvites/byUma', invite(CARLA, UMA));
  await seed('memberInvites/accepted', invite(CARLA, CARLA, { acceptedAt: T0, acceptedBy: 'x' }));
  await seed('memberInvites/cancelled', invite(CARLA, CARLA, { revoked: true }));
  await seed('memberInvites/otto', invite(OTTO, OTTO));
});

describe('memberInvites/{id}: "Cancelar invitación"', () => {
  it('lets the company’s administrator cancel a pending one, and stores who and when', async () => {
    await assertSucceeds(dbAs(CARLA).doc('memberInvites/pending').update(cancel(CARLA)));
    const saved = await stored('memberInvites/pending');
    expect(saved).toMatchObject({ revoked: true, revokedBy: CARLA, email: 'nuevo@example.com' });
    expect(saved?.revokedAt).toBeInstanceOf(Timestamp);
    // Whoever sent it: an invitation by someone else of the company too.
    await assertSucceeds(dbAs(CARLA).doc('memberInvites/byUma').update(cancel(CARLA)));
  });

  it('lets a desk admin cancel any company’s pending invitation', async () => {
    await assertSucceeds(dbAs(ADMIN).doc('memberInvites/otto').update(cancel(ADMIN)));
    expect((await stored('memberInvites/otto'))?.revokedBy).toBe(ADMIN);
  });

  it('refuses another member, another company, a user with no company and a visitor', async () => {
    for (const [uid, db] of [
      [UMA, dbAs(UMA)],
      [FELI, dbAs(FELI)],
      [OTTO, dbAs(OTTO)],
      [GUEST, dbAs(GUEST)],
      ['', visitorDb()],
    ] as const)
      await assertFails(db.doc('memberInvites/pending').update(cancel(uid)));
    expect((await stored('memberInvites/pending'))?.revoked).toBe(false);
    // OTTO cancels his own company's, not CARLA's.
    await assertSucceeds(dbAs(OTTO).doc('memberInvites/otto').update(cancel(OTTO)));
  });

  it('refuses an accepted or cancelled invitation, and any other change', async () => {
    const carla = dbAs(CARLA);
    await assertFails(carla.doc('memberInvites/accepted').update(cancel(CARLA)));
    await assertFails(carla.doc('memberInvites/cancelled').update(cancel(CARLA)));
    const pending = carla.doc('memberInvites/pending');
    await assertFails(pending.update({ ...cancel(CARLA), revokedBy: UMA }));
    await assertFails(pending.update({ ...cancel(CARLA), revokedAt: T0 }));
    await assertFails(pending.update({ revoked: true, revokedBy: CARLA }));
    await assertFails(pending.update({ ...cancel(CARLA), revoked: false }));
    await assertFails(pending.update({ ...cancel(CARLA), role: 'administrador' }));
    await assertFails(pending.update({ ...cancel(CARLA), email: 'otro@example.com' }));
    await assertFails(pending.update({ ...cancel(CARLA), expiresAt: T0 }));
    await assertFails(pending.delete());
    await assertFails(
      carla.doc('memberInvites/nueva').set(invite(CARLA, CARLA, { email: 'x@example.com' })),
    );
    expect(await stored('memberInvites/pending')).toMatchObject({ revoked: false });
    expect(await stored('memberInvites/nueva')).toBeUndefined();
  });
});
