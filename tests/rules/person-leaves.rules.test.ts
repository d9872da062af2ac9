/**
 * firestore.rules for a person who left (functions/src/privacy): a rental client whose account
 * was deleted keeps clients/{uid} without e-mail or name (`deleted: true`), which nobody can give
 * their e-mail or name back; an anonymised lead takes no new internal note nor a new latest note
 * or loss text. As the client themself, another client, a guest (signed in, not a client), an
 * admin and a visitor; each refusal sits beside an accepted write, so each test fails when its
 * rule is missing as well as when it lets too much through.
 *
 * Run with `npm run test:rules` (Firestore emulator; Java 21+).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
// The rules tests are Firestore clients by design.
import { serverTimestamp, Timestamp } from 'firebase/firestore';
import { ADMIN, clientDoc, email, equipmentDoc, OTTO, user } from './portal-fixtures';
import { setUpFirestoreRules } from './rules-env';
import { commitDevice } from './service-limit-writes';

type Data = Record<string, unknown>;

/** The client who deleted their account. */
const GONE = 'carla';
/** A signed-in user who is not a client. */
const GUEST = 'gina';
const T0 = Timestamp.fromDate(new Date('2026-01-05T15:00:00.000Z'));

const { dbAs, visitorDb, seed, stored } = setUpFirestoreRules();

/** clients/{uid} as "Eliminar mi cuenta" leaves it (client-records.ts forgetClient). */
const anonymisedClient: Data = {
  company: 'Hotel Caribe',
  leadId: null,
  linkedAt: T0,
  linkedBy: ADMIN,
  deleted: true,
  deletedAt: T0,
};

beforeEach(async () => {
  await seed(`users/${ADMIN}`, user(ADMIN, { role: 'admin' }));
  await seed(`users/${OTTO}`, user(OTTO, { emailVerified: true }));
  await seed(`users/${GUEST}`, user(GUEST));
  await seed(`clients/${GONE}`, anonymisedClient);
  await seed(
    `clients/${OTTO}`,
    clientDoc(OTTO, { name: 'Otto', company: 'Notaría 5', linkedAt: T0 }),
  );
});

describe('clients/{uid} of a person who deleted their account', () => {
  it('is read by admins (the desk says "Cuenta eliminada") and by nobody else', async () => {
    await assertSucceeds(dbAs(ADMIN).doc(`clients/${GONE}`).get());
    await assertSucceeds(dbAs(ADMIN).collection('clients').get());
    // Its id is the founder's uid (a migrated company), but only a membership opens a company.
    await assertFails(dbAs(GONE).doc(`clients/${GONE}`).get());
    await assertFails(dbAs(OTTO).doc(`clients/${GONE}`).get());
    await assertFails(dbAs(GUEST).doc(`clients/${GONE}`).get());
    await assertFails(visitorDb().doc(`clients/${GONE}`).get());
  });

  it('never gets an e-mail or a name back, from an admin or anyone; a live client still can be corrected', async () => {
    const relink = {
      email: email(GONE),
      name: 'Carla',
      company: 'Hotel Caribe',
      leadId: null,
      linkedAt: T0,
      linkedBy: ADMIN,
    };
    await assertFails(dbAs(ADMIN).doc(`clients/${GONE}`).set(relink));
    await assertFails(
      dbAs(ADMIN)
        .doc(`clients/${GONE}`)
        .set({ email: email(GONE), name: 'Carla' }, { merge: true }),
    );
    await assertFails(
      dbAs(ADMIN)
        .doc(`clients/${GONE}`)
        .set({ ...anonymisedClient, deleted: false }),
    );
    await assertFails(dbAs(GONE).doc(`clients/${GONE}`).set(relink));
    await assertFails(dbAs(OTTO).doc(`clients/${GONE}`).set(relink));
    await assertFails(dbAs(GUEST).doc(`clients/${GONE}`).set(relink));
    await assertFails(visitorDb().doc(`clients/${GONE}`).set(relink));
    await assertFails(dbAs(ADMIN).doc(`clients/${GONE}`).delete());
    expect(await stored(`clients/${GONE}`)).toEqual(anonymisedClient);

    // The same correction on a client who is still there is accepted.
    await assertSucceeds(
      dbAs(ADMIN)
        .doc(`clients/${OTTO}`)
        .set({ ...relink, email: email(OTTO), name: 'Otto Ruiz' }),
    );
    expect((await stored(`clients/${OTTO}`))?.name).toBe('Otto Ruiz');
  });
});

describe('equipment for a person who deleted their account', () => {
  /** equipment/{id} as registerEquipment writes it. */
  const device = (clientId: string, serial: string): Data => equipmentDoc(clientId, { serial });

  it('refuses a new device for them, from an admin or anyone; a live client still gets one', async () => {
    await assertFails(commitDevice(dbAs(ADMIN), 'nuevo-borrado', device(GONE, 'SER-GONE-1')));
    for (const uid of [GONE, OTTO, GUEST])
      await assertFails(commitDevice(dbAs(uid), 'nuevo-borrado', device(GONE, 'SER-GONE-1')));
    await assertFails(commitDevice(visitorDb(), 'nuevo-borrado', device(GONE, 'SER-GONE-1')));
    expect(await stored('equipment/nuevo-borrado')).toBeUndefined();
    await assertSucceeds(commitDevice(dbAs(ADMIN), 'nuevo-otto', device(OTTO, 'SER-OTTO-1')));
  });
});

describe('an anonymised lead takes no new note', () => {
  const LIVE = 'lead-vivo';
  const ANON = 'lead-anonimo';
  const lead = (extra: Data = {}): Data => ({
    fullName: 'Ana Pérez',
    corporateEmail: 'ana@empresa.mx',
    phone: '+529981234567',
    company: 'Empresa',
    message: 'Cotización',
    status: 'Perdido',
    lostReason: 'Precio',
    lostDetail: '',
    createdAt: T0,
    ...extra,
  });
  const note = (uid: string): Data => ({
    text: 'Llamé otra vez.',
    authorUid: uid,
    authorEmail: email(uid),
    createdAt: serverTimestamp(),
  });
  const latest = {
    latestNote: { text: 'Llamé', authorEmail: email(ADMIN), createdAt: serverTimestamp() },
  };

  beforeEach(async () => {
    await seed(`contactSubmissions/${LIVE}`, lead());
    await seed(
      `contactSubmissions/${ANON}`,
      lead({
        fullName: 'Datos anonimizados',
        corporateEmail: '',
        phone: '',
        message: '',
        anonymized: { at: T0, by: ADMIN, cause: 'admin', reason: 'ARCO' },
      }),
    );
  });

  it('refuses an admin’s note on an anonymised lead and accepts it on a live one', async () => {
    await assertSucceeds(
      dbAs(ADMIN).collection(`contactSubmissions/${LIVE}/notes`).add(note(ADMIN)),
    );
    await assertFails(dbAs(ADMIN).collection(`contactSubmissions/${ANON}/notes`).add(note(ADMIN)));
    for (const uid of [GONE, OTTO, GUEST])
      await assertFails(dbAs(uid).collection(`contactSubmissions/${ANON}/notes`).add(note(uid)));
    await assertFails(
      visitorDb().collection(`contactSubmissions/${ANON}/notes`).add(note('nadie')),
    );
  });

  it('refuses a latest note or a loss text on an anonymised lead, not on a live one', async () => {
    await assertSucceeds(
      dbAs(ADMIN).doc(`contactSubmissions/${LIVE}`).set(latest, { merge: true }),
    );
    await assertFails(dbAs(ADMIN).doc(`contactSubmissions/${ANON}`).set(latest, { merge: true }));
    await assertFails(
      dbAs(ADMIN)
        .doc(`contactSubmissions/${ANON}`)
        .set({ lostDetail: 'Ana prefirió a otro' }, { merge: true }),
    );
    for (const uid of [GONE, OTTO, GUEST])
      await assertFails(dbAs(uid).doc(`contactSubmissions/${ANON}`).set(latest, { merge: true }));
    await assertFails(visitorDb().doc(`contactSubmissions/${ANON}`).set(latest, { merge: true }));
    expect((await stored(`contactSubmissions/${ANON}`))?.latestNote).toBeUndefined();
  });
});
