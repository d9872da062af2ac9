/**
 * firestore.rules, users/{uid}: the sales flag (`sales`, `salesChangedAt`, `salesChangedBy`).
 * Another admin marks an admin as sales or takes them off it (src/data/users.ts setSales); nobody
 * sets it on their own document; removing the admin role also takes the user off sales, in the
 * same write (setUserRole). Every refusal is checked beside the write that is accepted, so each
 * test fails when the rule it is about is missing as well as when it lets too much through.
 *
 * Run with `npm run test:rules` (Firestore emulator; Java 21+).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
// The rules tests are Firestore clients by design; they need the SDK's own values for what the app
// writes through the data seam (SERVER_TIME is serverTimestamp()).
import { serverTimestamp, Timestamp } from 'firebase/firestore';
import { newUserDoc } from '../../src/data/user-doc';
import { PRIVACY_NOTICE_VERSION } from '../../src/domain/privacy';
import type { UserDoc } from '../../src/domain/schemas/user';
import { userSearchKeys } from '../../src/domain/search-keys';
import { setUpFirestoreRules } from './rules-env';

type Data = Record<string, unknown>;

const NOW = '2026-03-02T15:04:05.678Z';
const LATER = '2026-03-03T10:00:00.000Z';

/** An admin who changes others' flags. */
const BOSS = 'boss';
/** An admin, not sales. */
const ANA = 'ana';
/** A sales admin. */
const SARA = 'sara';
/** A guest (no role). */
const BOB = 'bob';

function userDoc(name: string, uid: string, extra: Data = {}): Data {
  const doc: UserDoc = newUserDoc(
    { name, email: `${uid}@example.com`, photoURL: null, authProvider: 'password' },
    NOW,
  );
  return { ...(JSON.parse(JSON.stringify(doc)) as Data), ...userSearchKeys(doc), ...extra };
}

const { dbAs, visitorDb, seed, stored } = setUpFirestoreRules();

/** What setSales writes (a merge): the flag, the database's time and the admin's uid. */
const salesWrite = (sales: unknown, by: string): Data => ({
  sales,
  salesChangedAt: serverTimestamp(),
  salesChangedBy: by,
});

/** What setUserRole writes to remove the role: null, stamped. */
const roleRemoval = (by: string): Data => ({
  role: null,
  roleChangedAt: serverTimestamp(),
  roleChangedBy: by,
});

/** As `uid` (default the admin BOSS), merges `data` into users/{target}. */
const merge = (target: string, data: Data, uid = BOSS) =>
  dbAs(uid).doc(`users/${target}`).set(data, { merge: true });

beforeEach(async () => {
  await seed(`users/${BOSS}`, userDoc('Jefa', BOSS, { role: 'admin' }));
  await seed(`users/${ANA}`, userDoc('Ana', ANA, { role: 'admin' }));
  await seed(
    `users/${SARA}`,
    userDoc('Sara', SARA, {
      role: 'admin',
      sales: true,
      salesChangedAt: Timestamp.fromDate(new Date(NOW)),
      salesChangedBy: BOSS,
    }),
  );
  await seed(`users/${BOB}`, userDoc('Roberto', BOB));
});

describe('users/{uid}: the sales flag, set by another admin', () => {
  it('lets an admin mark another admin as sales and take them off it, stamped with who and when', async () => {
    await assertSucceeds(merge(ANA, salesWrite(true, BOSS)));
    const marked = await stored(`users/${ANA}`);
    expect(marked).toMatchObject({ role: 'admin', sales: true, salesChangedBy: BOSS });
    expect(marked?.salesChangedAt).toBeInstanceOf(Timestamp);
    await assertSucceeds(merge(ANA, salesWrite(false, BOSS)));
    expect((await stored(`users/${ANA}`))?.sales).toBe(false);
    // Another admin may take a sales admin off sales too.
    await assertSucceeds(merge(SARA, salesWrite(false, ANA), ANA));
  });

  it('refuses marking a user without the admin role (a guest) as sales', async () => {
    await assertFails(merge(BOB, salesWrite(true, BOSS)));
    // Not even beside a grant of the role in the same write.
    await assertFails(
      merge(BOB, {
        role: 'admin',
        roleChangedAt: serverTimestamp(),
        roleChangedBy: BOSS,
        ...salesWrite(true, BOSS),
      }),
    );
    expect(await stored(`users/${BOB}`)).not.toHaveProperty('sales');
    // The same write on an admin is accepted.
    await assertSucceeds(merge(ANA, salesWrite(true, BOSS)));
  });

  it("refuses the flag on one's own document: an admin's stamped write, the owner's own writes", async () => {
    await assertFails(merge(BOSS, salesWrite(true, BOSS), BOSS));
    await assertFails(merge(SARA, salesWrite(false, SARA), SARA));
    expect((await stored(`users/${SARA}`))?.sales).toBe(true);

    // The owner's path (userUpdatableKeys): a merge, a profile change, updateUser's rewrite.
    const owner = dbAs(BOB).doc(`users/${BOB}`);
    await assertFails(owner.set({ sales: true }, { merge: true }));
    await assertFails(owner.set({ sales: false, updatedAt: LATER }, { merge: true }));
    await assertFails(owner.set(salesWrite(true, BOB), { merge: true }));
    // updateUser's whole-document rewrite with the flag added.
    const before = (await stored(`users/${BOB}`)) as Data;
    await assertFails(owner.set({ ...before, sales: true, updatedAt: LATER }));
    // The same rewrite without it is accepted.
    await assertSucceeds(owner.set({ ...before, updatedAt: LATER }));

    // A new account's document (createUserDocument) with the flag is refused; without it, accepted.
    const carla = dbAs('carla').doc('users/carla');
    const fresh = {
      ...userDoc('Carla', 'carla'),
      createdAt: serverTimestamp(),
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      privacyConsentAt: serverTimestamp(),
    };
    await assertFails(carla.set({ ...fresh, sales: false }));
    await assertFails(carla.set({ ...fresh, ...salesWrite(true, 'carla') }));
    await assertSucceeds(carla.set(fresh));

    // Another admin may mark an admin or take a sales admin off.
    await assertSucceeds(merge(BOSS, salesWrite(true, ANA), ANA));
    await assertSucceeds(merge(SARA, salesWrite(false, BOSS)));
  });

  it('refuses a guest and a visitor changing anyone’s flag', async () => {
    await assertFails(merge(ANA, salesWrite(true, BOB), BOB));
    await assertFails(merge(SARA, salesWrite(false, BOB), BOB));
    await assertFails(visitorDb().doc(`users/${ANA}`).set(salesWrite(true, BOB), { merge: true }));
    expect(await stored(`users/${ANA}`)).not.toHaveProperty('sales');
    await assertSucceeds(merge(ANA, salesWrite(true, BOSS)));
  });

  it('refuses a wrong or missing stamp, a flag that is not a bool and any other field', async () => {
    const clientTime = Timestamp.fromDate(new Date(LATER));
    await assertFails(merge(ANA, salesWrite(true, ANA)));
    await assertFails(merge(ANA, salesWrite(true, SARA)));
    await assertFails(merge(ANA, { ...salesWrite(true, BOSS), salesChangedAt: clientTime }));
    await assertFails(merge(ANA, { ...salesWrite(true, BOSS), salesChangedAt: LATER }));
    await assertFails(merge(ANA, { sales: true }));
    await assertFails(merge(ANA, { sales: true, salesChangedBy: BOSS }));
    await assertFails(merge(ANA, { sales: true, salesChangedAt: serverTimestamp() }));
    await assertFails(merge(ANA, salesWrite('true', BOSS)));
    await assertFails(merge(ANA, salesWrite(1, BOSS)));
    await assertFails(merge(ANA, salesWrite(null, BOSS)));
    await assertFails(merge(ANA, { ...salesWrite(true, BOSS), score: 999 }));
    await assertFails(merge(ANA, { ...salesWrite(true, BOSS), emailVerified: true }));
    expect(await stored(`users/${ANA}`)).not.toHaveProperty('sales');
    await assertSucceeds(merge(ANA, salesWrite(true, BOSS)));
  });
});

describe('users/{uid}: removing the admin role takes the user off sales', () => {
  it('accepts the removal with sales false in the same write, stamped; refuses leaving the flag on', async () => {
    // The role alone, which would leave a user without the role marked as sales.
    await assertFails(merge(SARA, roleRemoval(BOSS)));
    // With the flag still true, or false but not stamped as the admin's, now.
    await assertFails(merge(SARA, { ...roleRemoval(BOSS), ...salesWrite(true, BOSS) }));
    await assertFails(merge(SARA, { ...roleRemoval(BOSS), sales: false }));
    await assertFails(merge(SARA, { ...roleRemoval(BOSS), ...salesWrite(false, ANA) }));
    await assertFails(
      merge(SARA, {
        ...roleRemoval(BOSS),
        ...salesWrite(false, BOSS),
        salesChangedAt: Timestamp.fromDate(new Date(LATER)),
      }),
    );
    // Nor beside a grant: role and flag change together only to take the flag off.
    await assertFails(
      merge(ANA, {
        role: 'admin',
        roleChangedAt: serverTimestamp(),
        roleChangedBy: BOSS,
        ...salesWrite(false, BOSS),
      }),
    );
    // Never on one's own document.
    await assertFails(merge(SARA, { ...roleRemoval(SARA), ...salesWrite(false, SARA) }, SARA));
    expect(await stored(`users/${SARA}`)).toMatchObject({ role: 'admin', sales: true });

    // As setUserRole writes it: the whole document, read and written back in a transaction.
    const before = (await stored(`users/${SARA}`)) as Data;
    await assertSucceeds(
      dbAs(BOSS)
        .doc(`users/${SARA}`)
        .set({ ...before, ...roleRemoval(BOSS), ...salesWrite(false, BOSS) }),
    );
    expect(await stored(`users/${SARA}`)).toMatchObject({
      role: null,
      roleChangedBy: BOSS,
      sales: false,
      salesChangedBy: BOSS,
    });
    // A user without the role cannot be marked again until an admin grants it back.
    await assertFails(merge(SARA, salesWrite(true, BOSS)));

    // An admin who is not sales loses the role as before, the flag untouched.
    await assertSucceeds(merge(ANA, roleRemoval(BOSS)));
    expect(await stored(`users/${ANA}`)).not.toHaveProperty('sales');
  });
});
