/**
 * firestore.rules, per collection, as the owner, another user, an admin and a visitor. The
 * documents written are the ones the app itself builds (newUserDoc, the points reducers,
 * parseQuoteForm, ...), so the rules are checked against what the client really sends.
 *
 * Run with `npm run test:rules` (Firestore and Storage emulators; Java 21+).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
// The rules tests are Firestore clients by design (rules-unit-testing hands out SDK instances);
// they need the SDK's own values for what the app writes through the data seam.
import { serverTimestamp, Timestamp } from 'firebase/firestore';
import { newUserDoc } from '../../src/data/user-doc';
import { PRIVACY_NOTICE_VERSION } from '../../src/domain/privacy';
import { arcoDueAt } from '../../src/domain/arco';
import { arcoDocument } from '../../functions/src/arco/store';
import { userSearchKeys } from '../../src/domain/search-keys';
import { awardAchievement, markResourceRead } from '../../src/domain/points';
import { parseProfileForm, parseQuoteForm } from '../../src/domain/validation';
import { RESOURCES } from '../../src/content/resources';
import { recommend } from '../../src/domain/recommendation';
import { FUNCTIONALITIES } from '../../src/domain/entities';
import type { NeedsFormData } from '../../src/domain/schemas/needs-assessment';
import type { QuoteRequest } from '../../src/domain/schemas/lead';
import type { NeedsAssessmentDoc } from '../../src/domain/schemas/needs-assessment';
import type { UserDoc } from '../../src/domain/schemas/user';
import { EMAIL_CASES } from '../../src/domain/schemas/email-cases';
import { googleToken, passwordToken, setUpFirestoreRules } from './rules-env';

type Data = Record<string, unknown>;
const asData = (value: object): Data => JSON.parse(JSON.stringify(value)) as Data;

const NOW = '2026-03-02T15:04:05.678Z';
const LATER = '2026-03-03T10:00:00.000Z';

const ALICE = 'alice';
const BOB = 'bob';
const ADMIN = 'boss';

function userDoc(name: string, email: string): UserDoc {
  return newUserDoc({ name, email, photoURL: null, authProvider: 'password' }, NOW);
}

/**
 * A new account's document as createUserDocument writes it: createdAt is the server's time, and
 * so is privacyConsentAt, beside the privacy notice's version the sign-up showed.
 */
const created = (doc: UserDoc): Data => ({
  ...asData(doc),
  createdAt: serverTimestamp(),
  privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
  privacyConsentAt: serverTimestamp(),
});

// Each account's e-mail is the one in its sign-in token (dbAs: `${uid}@example.com`).
const aliceDoc = () => userDoc('Alicia Núñez', `${ALICE}@example.com`);
const bobDoc = () => userDoc('Roberto Peña', `${BOB}@example.com`);
const adminDoc = (): UserDoc => ({
  ...userDoc('Administración', `${ADMIN}@example.com`),
  role: 'admin',
});

function quoteSubmission(overrides: Data = {}): Data {
  const parsed = parseQuoteForm({
    fullName: 'José María Pérez Núñez',
    clientType: 'Persona física con actividad empresarial',
    corporateEmail: 'compras@papeleria-azucar.com.mx',
    phone: '+52 (984) 123-4567',
    serviceType: 'Renta',
    equipmentQuantity: '11-50',
    company: 'Papelería Azúcar, S.A. de C.V.',
    state: 'Michoacán',
    message: '¿Pueden cotizar 12 multifuncionales a color?',
  });
  if (!parsed.ok) throw new Error('fixture: the quote form refused its own example');
  const submission: QuoteRequest = {
    ...parsed.value,
    recaptcha: true,
    submittedAt: new Date().toISOString(),
  };
  // As the quote function stores it (functions/src/quote/store.ts): createdAt from the
  // database's clock, the lead in stage Nuevo.
  return { ...asData(submission), createdAt: serverTimestamp(), status: 'Nuevo', ...overrides };
}

function customer(uid: string, overrides: Data = {}): Data {
  const parsed = parseProfileForm({
    fullName: 'Alicia Núñez',
    phone: '998 765 4321',
    company: 'Hotel Xcaret Demo',
    clientType: 'Prospect',
    state: 'Quintana Roo',
  });
  if (!parsed.ok) throw new Error('fixture: the profile form refused its own example');
  return {
    userId: uid,
    email: 'alicia@example.com',
    ...parsed.value,
    updatedAt: NOW,
    ...overrides,
  };
}

function assessment(uid: string, overrides: Partial<NeedsAssessmentDoc> = {}): Data {
  const doc: NeedsAssessmentDoc = {
    userId: uid,
    email: 'alicia@example.com',
    formData: {
      needsType: ['bn'],
      volumeBN: 'medium',
      volumeColor: '',
      functionalities: ['scan', 'duplex', 'wifi'],
      numUsers: '6-20',
      numPrintersDesired: '2-5',
      businessType: 'health',
    },
    recommendation: {
      title: 'Impresora monocromática',
      description: 'Una impresora láser en blanco y negro de volumen medio.',
      details: ['Escaneo a correo', 'Dúplex automático', 'Nota de seguridad para datos de salud'],
      cta: 'Habla con un asesor',
    },
    completedAt: NOW,
    ...overrides,
  };
  return asData(doc);
}

const { env, dbAs, visitorDb, seed, stored } = setUpFirestoreRules();

async function storedSubmission(id: string): Promise<Data | undefined> {
  return stored(`contactSubmissions/${id}`);
}

beforeEach(async () => {
  await seed(`users/${ALICE}`, asData(aliceDoc()));
  await seed(`users/${BOB}`, asData(bobDoc()));
  await seed(`users/${ADMIN}`, asData(adminDoc()));
});

describe('users/{uid}: create', () => {
  it('lets the owner create the default document of a new account (newUserDoc)', async () => {
    await assertSucceeds(
      dbAs('carla')
        .doc('users/carla')
        .set(created(userDoc('Carla', 'carla@example.com'))),
    );
  });

  it('lets a Google account create its document with a photo', async () => {
    const doc = newUserDoc(
      {
        name: 'Dana Ruiz',
        email: 'dana@gmail.com',
        photoURL: 'https://lh3.googleusercontent.com/a/photo=s96-c',
        authProvider: 'google',
      },
      NOW,
    );
    await assertSucceeds(
      dbAs('dana', googleToken('dana@gmail.com')).doc('users/dana').set(created(doc)),
    );
  });

  it('refuses a new document whose e-mail is not the one in the sign-in token', async () => {
    const db = dbAs('carla');
    await assertFails(db.doc('users/carla').set(created(userDoc('Carla', 'otra@example.com'))));
    await assertFails(db.doc('users/carla').set(created(userDoc('Carla', ''))));
    await assertFails(db.doc('users/carla').set(created(userDoc('Carla', 'CARLA@example.com'))));
    // A token without an e-mail cannot create a document with one.
    await assertFails(
      env()
        .authenticatedContext('carla', { firebase: { sign_in_provider: 'password' } })
        .firestore()
        .doc('users/carla')
        .set(created(userDoc('Carla', 'carla@example.com'))),
    );
  });

  it('refuses an authProvider other than the provider the user signed in with', async () => {
    const asGoogle = (email: string) =>
      created(newUserDoc({ name: 'Carla', email, photoURL: null, authProvider: 'google' }, NOW));
    // Signed in with e-mail and password, claims Google.
    await assertFails(dbAs('carla').doc('users/carla').set(asGoogle('carla@example.com')));
    // Signed in with Google, claims e-mail and password.
    await assertFails(
      dbAs('dana', googleToken('dana@gmail.com'))
        .doc('users/dana')
        .set(created(userDoc('Dana', 'dana@gmail.com'))),
    );
    // Any other provider (anonymous, custom token, phone) matches neither value.
    for (const provider of ['anonymous', 'custom', 'phone'] as const) {
      const db = dbAs('erik', {
        email: 'erik@example.com',
        firebase: { sign_in_provider: provider },
      });
      await assertFails(db.doc('users/erik').set(created(userDoc('Erik', 'erik@example.com'))));
      await assertFails(db.doc('users/erik').set(asGoogle('erik@example.com')));
    }
  });

  it('refuses a new document that gives itself the admin role', async () => {
    const doc = { ...created(userDoc('Carla', 'carla@example.com')), role: 'admin' };
    await assertFails(dbAs('carla').doc('users/carla').set(doc));
  });

  it('refuses a new document that does not start at score 0 with no achievements', async () => {
    const base = created(userDoc('Carla', 'carla@example.com'));
    const db = dbAs('carla');
    await assertFails(db.doc('users/carla').set({ ...base, score: 1000 }));
    await assertFails(db.doc('users/carla').set({ ...base, userType: 'admin' }));
    await assertFails(
      db.doc('users/carla').set({
        ...base,
        achievements: { ...(base.achievements as Data), calculatorUsed: true },
      }),
    );
    await assertFails(db.doc('users/carla').set({ ...base, extra: 'campo' }));
    const { score: _score, ...withoutScore } = base;
    await assertFails(db.doc('users/carla').set(withoutScore));
  });

  it('accepts the search keys the app writes, and refuses keys that do not match the document', async () => {
    const base = created(userDoc('Carla Núñez', 'carla@example.com'));
    const db = dbAs('carla');
    await assertFails(
      db.doc('users/carla').set({ ...base, emailKey: 'otra@example.com', nameKey: 'carla nunez' }),
    );
    await assertFails(
      db.doc('users/carla').set({ ...base, emailKey: 'carla@example.com', nameKey: 'Carla Núñez' }),
    );
    await assertFails(
      db
        .doc('users/carla')
        .set({ ...base, emailKey: 'carla@example.com', nameKey: 'x'.repeat(257) }),
    );
    await assertSucceeds(
      db
        .doc('users/carla')
        .set({ ...base, ...userSearchKeys({ name: 'Carla Núñez', email: 'carla@example.com' }) }),
    );
  });

  it("stores the server's time as createdAt, and refuses any date the client picks (year 9999, its clock)", async () => {
    const db = dbAs('carla');
    const doc = created(userDoc('Carla', 'carla@example.com'));
    const far = '9999-01-01T00:00:00.000Z';
    await assertFails(db.doc('users/carla').set({ ...doc, createdAt: far }));
    await assertFails(db.doc('users/carla').set({ ...doc, createdAt: new Date().toISOString() }));
    await assertFails(
      db.doc('users/carla').set({ ...doc, createdAt: Timestamp.fromDate(new Date(far)) }),
    );
    await assertFails(db.doc('users/carla').set({ ...doc, createdAt: Timestamp.now() }));
    const { createdAt: _createdAt, ...withoutCreatedAt } = doc;
    await assertFails(db.doc('users/carla').set(withoutCreatedAt));
    await assertSucceeds(db.doc('users/carla').set(doc));
    expect((await stored('users/carla'))?.createdAt).toBeInstanceOf(Timestamp);
  });

  it("refuses creating another user's document, signed in or not", async () => {
    const doc = created(userDoc('Carla', 'carla@example.com'));
    await assertFails(dbAs(ALICE).doc('users/carla').set(doc));
    await assertFails(visitorDb().doc('users/carla').set(doc));
  });
});

describe('users/{uid}: consent on record', () => {
  const carla = () => dbAs('carla').doc('users/carla');
  const base = () => created(userDoc('Carla', 'carla@example.com'));

  it('a new account stores the notice it was shown and the server\u2019s time of its sign-up', async () => {
    await assertSucceeds(carla().set(base()));
    const saved = (await stored('users/carla')) as Data;
    expect(saved.privacyNoticeVersion).toBe('2026-11-27');
    expect(saved.privacyConsentAt).toBeInstanceOf(Timestamp);
    expect(saved.privacyConsentAt).toEqual(saved.createdAt);
    // A Google account records it the same way.
    const dana = newUserDoc(
      { name: 'Dana', email: 'dana@gmail.com', photoURL: null, authProvider: 'google' },
      NOW,
    );
    await assertSucceeds(
      dbAs('dana', googleToken('dana@gmail.com')).doc('users/dana').set(created(dana)),
    );
  });

  it('refuses a new account without it, with a version the site never showed, or a time the client picks', async () => {
    const { privacyNoticeVersion: _v, ...withoutVersion } = base();
    const { privacyConsentAt: _t, ...withoutTime } = base();
    await assertFails(carla().set(withoutVersion));
    await assertFails(carla().set(withoutTime));
    for (const version of ['2020-01-01', '', 20261125, null]) {
      await assertFails(carla().set({ ...base(), privacyNoticeVersion: version }));
    }
    await assertFails(carla().set({ ...base(), privacyConsentAt: Timestamp.now() }));
    await assertFails(carla().set({ ...base(), privacyConsentAt: new Date().toISOString() }));
    await assertFails(
      carla().set({ ...base(), privacyConsentAt: Timestamp.fromDate(new Date('2020-01-01')) }),
    );
    expect(await stored('users/carla')).toBeUndefined();
  });

  it('never lets the owner, an admin, another user or a visitor change or remove it; other updates go on', async () => {
    await assertSucceeds(carla().set(base()));
    const before = (await stored('users/carla')) as Data;
    await assertFails(carla().set({ privacyNoticeVersion: '2020-01-01' }, { merge: true }));
    await assertFails(carla().set({ privacyConsentAt: serverTimestamp() }, { merge: true }));
    await assertFails(carla().update({ privacyConsentAt: serverTimestamp(), updatedAt: LATER }));
    const { privacyNoticeVersion: _v, privacyConsentAt: _t, ...withoutConsent } = before;
    await assertFails(carla().set({ ...withoutConsent, updatedAt: LATER }));
    // updateUser's whole-document rewrite keeps the stored values: accepted.
    await assertSucceeds(carla().set({ ...before, updatedAt: LATER }));
    for (const db of [dbAs(ADMIN), dbAs(BOB), visitorDb()]) {
      await assertFails(
        db.doc('users/carla').set({ privacyConsentAt: serverTimestamp() }, { merge: true }),
      );
    }
    const after = (await stored('users/carla')) as Data;
    expect(after.privacyNoticeVersion).toBe(before.privacyNoticeVersion);
    expect(after.privacyConsentAt).toEqual(before.privacyConsentAt);
  });

  it('an account created before it keeps working and cannot add one afterwards', async () => {
    // alice is seeded without the fields, as accounts from before the consent on record are.
    const alice = dbAs(ALICE).doc(`users/${ALICE}`);
    await assertSucceeds(alice.get());
    await assertSucceeds(alice.set({ updatedAt: LATER }, { merge: true }));
    await assertFails(
      alice.set(
        { privacyNoticeVersion: PRIVACY_NOTICE_VERSION, privacyConsentAt: serverTimestamp() },
        { merge: true },
      ),
    );
  });
});

describe('users/{uid}: read', () => {
  it('lets the owner read their own document', async () => {
    await assertSucceeds(dbAs(ALICE).doc(`users/${ALICE}`).get());
  });

  it("refuses reading another user's document, and any read by a visitor", async () => {
    await assertFails(dbAs(ALICE).doc(`users/${BOB}`).get());
    await assertFails(dbAs(ALICE).doc(`users/${ADMIN}`).get());
    await assertFails(visitorDb().doc(`users/${ALICE}`).get());
  });

  it('refuses listing the users to guests and visitors', async () => {
    await assertFails(dbAs(ALICE).collection('users').get());
    await assertFails(visitorDb().collection('users').orderBy('createdAt', 'desc').get());
  });

  it('lets an admin read and list every user document', async () => {
    const db = dbAs(ADMIN);
    await assertSucceeds(db.doc(`users/${ALICE}`).get());
    await assertSucceeds(db.collection('users').orderBy('createdAt', 'desc').get());
  });
});

describe('users/{uid}: update', () => {
  const ref = () => dbAs(ALICE).doc(`users/${ALICE}`);

  it('lets the owner merge the profile fields the app writes', async () => {
    await assertSucceeds(
      ref().set(
        { name: 'Alicia Núñez Ortega', photoURL: 'https://example.com/a.png', updatedAt: LATER },
        { merge: true },
      ),
    );
    await assertSucceeds(ref().set({ lastLogin: LATER, authProvider: 'google' }, { merge: true }));
    await seed(`customers/${ALICE}`, customer(ALICE));
    await assertSucceeds(ref().set({ profileCompleted: true, updatedAt: LATER }, { merge: true }));
  });

  it('refuses a guest writing role admin on itself, or changing userType or createdAt', async () => {
    await assertFails(ref().set({ role: 'admin' }, { merge: true }));
    await assertFails(ref().update({ role: 'admin', updatedAt: LATER }));
    await assertFails(ref().set({ userType: 'admin' }, { merge: true }));
    await assertFails(ref().set({ createdAt: LATER }, { merge: true }));
    await assertFails(ref().set({ favouriteColour: 'morado' }, { merge: true }));
  });

  it('never lets createdAt change, not even to the server time; a rewrite keeping the stored one is accepted', async () => {
    const carla = dbAs('carla').doc('users/carla');
    await assertSucceeds(carla.set(created(userDoc('Carla', 'carla@example.com'))));
    const before = (await stored('users/carla')) as Data;
    expect(before.createdAt).toBeInstanceOf(Timestamp);
    const far = '9999-01-01T00:00:00.000Z';
    await assertFails(carla.set({ createdAt: far }, { merge: true }));
    await assertFails(carla.update({ createdAt: far, updatedAt: LATER }));
    await assertFails(carla.set({ createdAt: serverTimestamp() }, { merge: true }));
    await assertFails(carla.set({ createdAt: Timestamp.fromDate(new Date(far)) }, { merge: true }));
    // The same instant written back as an ISO string is a change too.
    const asIso = (before.createdAt as Timestamp).toDate().toISOString();
    await assertFails(carla.set({ ...before, createdAt: asIso, updatedAt: LATER }));
    // A whole-document rewrite (updateUser's transaction) that keeps the stored value is fine.
    await assertSucceeds(carla.set({ ...before, updatedAt: LATER }));
    // Nor may an admin change it, alone or with a role change.
    await assertFails(dbAs(ADMIN).doc('users/carla').set({ createdAt: far }, { merge: true }));
    await assertFails(
      dbAs(ADMIN)
        .doc('users/carla')
        .set(
          { role: 'admin', roleChangedAt: serverTimestamp(), roleChangedBy: ADMIN, createdAt: far },
          { merge: true },
        ),
    );
    expect((await stored('users/carla'))?.createdAt).toEqual(before.createdAt);
  });

  it('lets the owner add or refresh the search keys, only matching the stored e-mail and in lower case', async () => {
    await assertSucceeds(
      ref().set({ name: 'Alicia N.', nameKey: 'alicia n.', updatedAt: LATER }, { merge: true }),
    );
    await assertSucceeds(ref().set({ emailKey: `${ALICE}@example.com` }, { merge: true }));
    await assertFails(ref().set({ nameKey: 'Alicia' }, { merge: true }));
    await assertFails(ref().set({ emailKey: 'otra@example.com' }, { merge: true }));
    // The admin cannot write a user's keys either (only the role change is theirs).
    await assertFails(dbAs(ADMIN).doc(`users/${ALICE}`).set({ nameKey: 'otro' }, { merge: true }));
    await assertFails(visitorDb().doc(`users/${ALICE}`).set({ nameKey: 'otro' }, { merge: true }));
    await assertFails(dbAs(BOB).doc(`users/${ALICE}`).set({ nameKey: 'otro' }, { merge: true }));
  });

  it('refuses an e-mail other than the one in the sign-in token', async () => {
    await assertFails(ref().set({ email: 'otra@example.com' }, { merge: true }));
    await assertSucceeds(ref().set({ email: `${ALICE}@example.com` }, { merge: true }));
  });

  it('refuses a guest raising its score by 1000, or by any amount without an achievement', async () => {
    await assertFails(ref().set({ score: 1000 }, { merge: true }));
    await assertFails(ref().set({ score: 20 }, { merge: true }));
    await assertFails(ref().set({ score: 5, updatedAt: LATER }, { merge: true }));
  });

  it('accepts +20 when one achievement flag turns true (the app transaction)', async () => {
    const { user } = awardAchievement(aliceDoc(), 'calculatorUsed', LATER);
    await assertSucceeds(ref().set(asData(user)));
    const after = await stored(`users/${ALICE}`);
    expect(after?.score).toBe(20);
  });

  it('accepts the profile achievement (+20, profileCompleted set at both levels)', async () => {
    await seed(`customers/${ALICE}`, customer(ALICE));
    const { user } = awardAchievement(aliceDoc(), 'profileCompleted', LATER);
    await assertSucceeds(ref().set(asData(user)));
  });

  it('refuses two flags for the price of one, or +20 with a flag already set', async () => {
    const first = awardAchievement(aliceDoc(), 'calculatorUsed', LATER).user;
    const both = awardAchievement(first, 'needsAssessmentCompleted', LATER).user;
    await assertFails(ref().set({ ...asData(both), score: 20 }));
    await seed(`users/${ALICE}`, asData(first));
    await assertFails(ref().set({ ...asData(first), score: 40 }));
  });

  it('accepts +5 for one new known resource, with resourcesRead = number of ids', async () => {
    const resourceId = RESOURCES[0]!.id;
    const { user } = markResourceRead(aliceDoc(), resourceId, LATER);
    await assertSucceeds(ref().set(asData(user)));
    const second = markResourceRead(user, RESOURCES[1]!.id, LATER).user;
    await assertSucceeds(ref().set(asData(second)));
    const after = await stored(`users/${ALICE}`);
    expect(after?.score).toBe(10);
    expect(after?.resourcesRead).toBe(2);
  });

  it('refuses an unknown resource id', async () => {
    const { user } = markResourceRead(aliceDoc(), 'recurso-inventado', LATER);
    await assertFails(ref().set(asData(user)));
  });

  it('refuses a duplicate resource id, or two new ids at once', async () => {
    const id = RESOURCES[0]!.id;
    const once = markResourceRead(aliceDoc(), id, LATER).user;
    await seed(`users/${ALICE}`, asData(once));
    const duplicate = {
      ...asData(once),
      score: once.score + 5,
      resourcesRead: 2,
      achievements: { ...once.achievements, resourcesReadIds: [id, id] },
    };
    await assertFails(ref().set(duplicate));
    const twoAtOnce = {
      ...asData(once),
      score: once.score + 10,
      resourcesRead: 3,
      achievements: {
        ...once.achievements,
        resourcesReadIds: [id, RESOURCES[1]!.id, RESOURCES[2]!.id],
      },
    };
    await assertFails(ref().set(twoAtOnce));
  });

  it('refuses resourcesRead that does not match the ids read', async () => {
    const { user } = markResourceRead(aliceDoc(), RESOURCES[0]!.id, LATER);
    await assertFails(ref().set({ ...asData(user), resourcesRead: 7 }));
  });

  it('refuses a flag turning back to false and a score that falls', async () => {
    const earned = awardAchievement(aliceDoc(), 'calculatorUsed', LATER).user;
    await seed(`users/${ALICE}`, asData(earned));
    await assertFails(
      ref().set({
        ...asData(earned),
        achievements: { ...earned.achievements, calculatorUsed: false },
      }),
    );
    await assertFails(
      ref().set({
        ...asData(earned),
        score: 0,
        achievements: { ...earned.achievements, calculatorUsed: false },
      }),
    );
    await assertFails(ref().set({ score: 10 }, { merge: true }));
  });

  it('refuses removing a resource id already read', async () => {
    const once = markResourceRead(aliceDoc(), RESOURCES[0]!.id, LATER).user;
    await seed(`users/${ALICE}`, asData(once));
    await assertFails(
      ref().set({
        ...asData(once),
        resourcesRead: 0,
        achievements: { ...once.achievements, resourcesReadIds: [] },
      }),
    );
  });

  it("refuses writing another user's document, even for an admin", async () => {
    const { user } = awardAchievement(bobDoc(), 'calculatorUsed', LATER);
    await assertFails(dbAs(ALICE).doc(`users/${BOB}`).set(asData(user)));
    await assertFails(dbAs(ADMIN).doc(`users/${BOB}`).set(asData(user)));
    await assertFails(dbAs(ADMIN).doc(`users/${BOB}`).set({ role: 'admin' }, { merge: true }));
    await assertFails(visitorDb().doc(`users/${BOB}`).set({ name: 'x' }, { merge: true }));
  });
});

describe('users/{uid}: delete', () => {
  it("refuses deleting one's user document, so it cannot be re-created with role admin", async () => {
    const ref = dbAs(ALICE).doc(`users/${ALICE}`);
    await assertFails(ref.delete());
    // Still there: writing it again with a role is an update, refused.
    await assertFails(ref.set({ ...asData(aliceDoc()), role: 'admin' }));
    // Even if the document were gone (deleted by an administrator), re-creating it with a role is refused.
    await env().withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc(`users/${ALICE}`).delete();
    });
    await assertFails(ref.set({ ...created(aliceDoc()), role: 'admin' }));
    await assertSucceeds(ref.set(created(aliceDoc())));
  });

  it('refuses deleting any user document as admin or visitor', async () => {
    await assertFails(dbAs(ADMIN).doc(`users/${BOB}`).delete());
    await assertFails(visitorDb().doc(`users/${BOB}`).delete());
  });
});

describe('users/{uid}: an achievement needs its evidence document', () => {
  const ref = () => dbAs(ALICE).doc(`users/${ALICE}`);

  it('refuses needsAssessmentCompleted without needsAssessments/{uid}, accepts it with', async () => {
    const { user } = awardAchievement(aliceDoc(), 'needsAssessmentCompleted', LATER);
    await assertFails(ref().set(asData(user)));
    // Someone else's assessment is no evidence.
    await seed(`needsAssessments/${BOB}`, assessment(BOB));
    await assertFails(ref().set(asData(user)));
    await seed(`needsAssessments/${ALICE}`, assessment(ALICE));
    await assertSucceeds(ref().set(asData(user)));
  });

  it('refuses achievements.profileCompleted without customers/{uid}, accepts it with', async () => {
    const { user } = awardAchievement(aliceDoc(), 'profileCompleted', LATER);
    await assertFails(ref().set(asData(user)));
    // Only the flag in achievements (top-level left false): still needs the record.
    const flagOnly = { ...asData(user), profileCompleted: false };
    await assertFails(ref().set(flagOnly));
    await seed(`customers/${BOB}`, customer(BOB));
    await assertFails(ref().set(asData(user)));
    await seed(`customers/${ALICE}`, customer(ALICE));
    await assertSucceeds(ref().set(asData(user)));
  });

  it('refuses the top-level profileCompleted true without customers/{uid}, accepts it with', async () => {
    await assertFails(ref().set({ profileCompleted: true, updatedAt: LATER }, { merge: true }));
    await assertFails(ref().update({ profileCompleted: true }));
    await seed(`customers/${ALICE}`, customer(ALICE));
    await assertSucceeds(ref().set({ profileCompleted: true, updatedAt: LATER }, { merge: true }));
  });

  it('needs no evidence for the calculator, nor to keep a flag already earned', async () => {
    const { user } = awardAchievement(aliceDoc(), 'calculatorUsed', LATER);
    await assertSucceeds(ref().set(asData(user)));
    // A document that already has the profile flags (earned before these rules) can still
    // change other fields without the customer record.
    const earned = awardAchievement(aliceDoc(), 'profileCompleted', NOW).user;
    await seed(`users/${ALICE}`, asData(earned));
    await assertSucceeds(ref().set({ name: 'Alicia N.', updatedAt: LATER }, { merge: true }));
  });
});

describe('contactSubmissions', () => {
  it("refuses every create from a client, even the quote form's exact output: only the quote function writes them", async () => {
    const id = 'contactSubmissions/Xq3vTz8LmN2pR5sW7yB1';
    await assertFails(visitorDb().collection('contactSubmissions').add(quoteSubmission()));
    await assertFails(visitorDb().doc(id).set(quoteSubmission()));
    await assertFails(dbAs(ALICE).doc(id).set(quoteSubmission()));
    await assertFails(dbAs(ADMIN).doc(id).set(quoteSubmission()));
    const { message: _message, ...withoutMessage } = quoteSubmission();
    await assertFails(visitorDb().collection('contactSubmissions').add(withoutMessage));
    await assertFails(
      visitorDb()
        .collection('contactSubmissions')
        .add(quoteSubmission({ notified: true })),
    );
    expect(await storedSubmission('Xq3vTz8LmN2pR5sW7yB1')).toBeUndefined();
  });

  it('refuses reading submissions to visitors and guests', async () => {
    await seed('contactSubmissions/s1', quoteSubmission());
    await assertFails(visitorDb().collection('contactSubmissions').get());
    await assertFails(visitorDb().doc('contactSubmissions/s1').get());
    await assertFails(dbAs(ALICE).collection('contactSubmissions').get());
    await assertFails(dbAs(ALICE).doc('contactSubmissions/s1').get());
  });

  it('lets an admin list them newest first and read one', async () => {
    await seed('contactSubmissions/s1', quoteSubmission());
    const db = dbAs(ADMIN);
    await assertSucceeds(db.collection('contactSubmissions').orderBy('createdAt', 'desc').get());
    await assertSucceeds(db.doc('contactSubmissions/s1').get());
  });

  it('lets an admin read submissions carrying fields written later (admin or server)', async () => {
    await seed(
      'contactSubmissions/s2',
      quoteSubmission({
        status: 'atendida',
        notes: 'Llamar el lunes',
        notifiedAt: serverTimestamp(),
        notifyClaimedAt: serverTimestamp(),
      }),
    );
    const db = dbAs(ADMIN);
    await assertSucceeds(db.collection('contactSubmissions').orderBy('createdAt', 'desc').get());
    await assertSucceeds(db.doc('contactSubmissions/s2').get());
  });

  it('refuses updates and deletes to everyone, admins included', async () => {
    await seed('contactSubmissions/s1', quoteSubmission());
    await assertFails(dbAs(ADMIN).doc('contactSubmissions/s1').update({ message: 'editado' }));
    // Where the lead came from is written once, by the quote function.
    await assertFails(
      dbAs(ADMIN)
        .doc('contactSubmissions/s1')
        .update({ 'attribution.first.source': 'otro', 'attribution.last.campaign': 'x' }),
    );
    await assertFails(dbAs(ADMIN).doc('contactSubmissions/s1').update({ attribution: null }));
    await assertFails(dbAs(ADMIN).doc('contactSubmissions/s1').delete());
    await assertFails(visitorDb().doc('contactSubmissions/s1').set(quoteSubmission()));
    await assertFails(visitorDb().doc('contactSubmissions/s1').delete());
  });

  it('refuses an admin whose role was removed, on the very next request', async () => {
    await seed('contactSubmissions/s1', quoteSubmission());
    const db = dbAs(ADMIN);
    await assertSucceeds(db.collection('contactSubmissions').get());
    await seed(`users/${ADMIN}`, asData(userDoc('Administración', `${ADMIN}@example.com`)));
    await assertFails(db.collection('contactSubmissions').get());
    await assertFails(db.collection('users').get());
    await assertFails(db.doc(`users/${ALICE}`).get());
  });
});

describe('contactSubmissions: the lead desk (admins only)', () => {
  const ID = 'lead-1';
  const seedLead = () =>
    seed(`contactSubmissions/${ID}`, { ...quoteSubmission(), createdAt: new Date() });
  const statusChange = (uid: string, status = 'Contactado') => ({
    status,
    statusChangedAt: serverTimestamp(),
    statusChangedBy: uid,
  });
  const note = (uid: string, overrides: Data = {}) => ({
    text: 'Llamé a las 10:00; pide cotización de 12 equipos.',
    authorUid: uid,
    authorEmail: `${uid}@example.com`,
    createdAt: serverTimestamp(),
    ...overrides,
  });

  beforeEach(seedLead);

  it('lets an admin move a lead to another stage, stamped with its uid and the server time', async () => {
    await assertSucceeds(
      dbAs(ADMIN).doc(`contactSubmissions/${ID}`).set(statusChange(ADMIN), { merge: true }),
    );
    expect((await storedSubmission(ID))?.status).toBe('Contactado');
  });

  it('refuses a stage change by a guest or a visitor, an unknown stage, or a wrong who/when', async () => {
    await assertFails(
      dbAs(ALICE).doc(`contactSubmissions/${ID}`).set(statusChange(ALICE), { merge: true }),
    );
    await assertFails(
      visitorDb().doc(`contactSubmissions/${ID}`).set(statusChange('nadie'), { merge: true }),
    );
    const admin = dbAs(ADMIN).doc(`contactSubmissions/${ID}`);
    await assertFails(admin.set(statusChange(ADMIN, 'Archivado'), { merge: true }));
    await assertFails(admin.set(statusChange(ALICE), { merge: true }));
    await assertFails(
      admin.set({ ...statusChange(ADMIN), statusChangedAt: Timestamp.now() }, { merge: true }),
    );
    expect((await storedSubmission(ID))?.status).toBe('Nuevo');
  });

  it('lets an admin win a lead only with its monthly value and equipment, and lose it only with a reason', async () => {
    const admin = dbAs(ADMIN).doc(`contactSubmissions/${ID}`);
    const won = { wonMonthlyMxn: 4500, wonEquipment: '2 multifuncionales Kyocera' };
    // Ganado without its value, with a value of zero, text or too high, or without equipment.
    await assertFails(admin.set(statusChange(ADMIN, 'Ganado'), { merge: true }));
    for (const bad of [
      { ...won, wonMonthlyMxn: 0 },
      { ...won, wonMonthlyMxn: '4500' },
      { ...won, wonMonthlyMxn: 10_000_001 },
      { ...won, wonEquipment: '' },
      { wonMonthlyMxn: 4500 },
    ])
      await assertFails(admin.set({ ...statusChange(ADMIN, 'Ganado'), ...bad }, { merge: true }));
    // Outcome fields without the move to their stage.
    await assertFails(admin.set(won, { merge: true }));
    await assertFails(admin.set({ ...statusChange(ADMIN, 'Cotizado'), ...won }, { merge: true }));
    await assertSucceeds(admin.set({ ...statusChange(ADMIN, 'Ganado'), ...won }, { merge: true }));
    expect(await storedSubmission(ID)).toMatchObject({ status: 'Ganado', ...won });
    // Once won, the value is not edited on its own.
    await assertFails(admin.set({ wonMonthlyMxn: 1 }, { merge: true }));

    // Perdido: one of the fixed reasons; "Otro" needs a detail.
    await assertFails(admin.set(statusChange(ADMIN, 'Perdido'), { merge: true }));
    await assertFails(
      admin.set({ ...statusChange(ADMIN, 'Perdido'), lostReason: 'Caro' }, { merge: true }),
    );
    await assertFails(
      admin.set({ ...statusChange(ADMIN, 'Perdido'), lostReason: 'Otro' }, { merge: true }),
    );
    await assertFails(
      admin.set(
        { ...statusChange(ADMIN, 'Perdido'), lostReason: 'Otro', lostDetail: 'x'.repeat(501) },
        { merge: true },
      ),
    );
    await assertSucceeds(
      admin.set(
        { ...statusChange(ADMIN, 'Perdido'), lostReason: 'Otro', lostDetail: 'Cerró el negocio' },
        { merge: true },
      ),
    );
    // Not edited afterwards either, not even with a new stamp of the same stage.
    await assertFails(
      admin.set(
        { ...statusChange(ADMIN, 'Perdido'), lostReason: 'Eligió otro proveedor' },
        { merge: true },
      ),
    );
    expect(await storedSubmission(ID)).toMatchObject({
      lostReason: 'Otro',
      lostDetail: 'Cerró el negocio',
    });
  });

  it("refuses an admin changing the visitor's fields", async () => {
    await assertFails(
      dbAs(ADMIN).doc(`contactSubmissions/${ID}`).set({ company: 'Otra' }, { merge: true }),
    );
  });

  it('refuses anyone but the functions marking a lead as notified (Sin notificar stays true)', async () => {
    await seed(`contactSubmissions/${ID}`, {
      ...quoteSubmission(),
      createdAt: new Date(),
      notified: false,
    });
    const lead = (db: ReturnType<typeof visitorDb>) => db.doc(`contactSubmissions/${ID}`);
    await assertFails(lead(dbAs(ADMIN)).set({ notified: true }, { merge: true }));
    await assertFails(
      lead(dbAs(ADMIN)).set(
        { notifiedAt: serverTimestamp(), notifiedVia: 'email' },
        { merge: true },
      ),
    );
    await assertFails(lead(dbAs(ALICE)).set({ notified: true }, { merge: true }));
    await assertFails(lead(visitorDb()).set({ notified: true }, { merge: true }));
    expect((await storedSubmission(ID))?.notified).toBe(false);
  });

  it('lets an admin add a note and keep it as the latest; guests and visitors cannot read or write notes', async () => {
    const notes = `contactSubmissions/${ID}/notes`;
    await assertSucceeds(dbAs(ADMIN).collection(notes).add(note(ADMIN)));
    await assertSucceeds(
      dbAs(ADMIN)
        .doc(`contactSubmissions/${ID}`)
        .set(
          {
            latestNote: {
              text: 'Llamé a las 10:00',
              authorEmail: `${ADMIN}@example.com`,
              createdAt: serverTimestamp(),
            },
          },
          { merge: true },
        ),
    );
    await assertSucceeds(dbAs(ADMIN).collection(notes).orderBy('createdAt', 'desc').get());
    await assertFails(dbAs(ALICE).collection(notes).add(note(ALICE)));
    await assertFails(visitorDb().collection(notes).add(note('nadie')));
    await assertFails(dbAs(ALICE).collection(notes).get());
    await assertFails(visitorDb().collection(notes).get());
  });

  it('refuses a note that is empty, over 1,000 characters, signed as someone else or back-dated', async () => {
    const notes = dbAs(ADMIN).collection(`contactSubmissions/${ID}/notes`);
    await assertSucceeds(notes.add(note(ADMIN, { text: 'x'.repeat(1000) })));
    await assertFails(notes.add(note(ADMIN, { text: '' })));
    await assertFails(notes.add(note(ADMIN, { text: 'x'.repeat(1001) })));
    await assertFails(notes.add(note(ADMIN, { authorUid: ALICE })));
    await assertFails(notes.add(note(ADMIN, { authorEmail: 'otro@example.com' })));
    await assertFails(notes.add(note(ADMIN, { createdAt: Timestamp.now() })));
  });

  it('logs an activity with a known kind and a date up to a year back, never in the future', async () => {
    const notes = dbAs(ADMIN).collection(`contactSubmissions/${ID}/notes`);
    const ago = (ms: number) => Timestamp.fromMillis(Date.now() - ms);
    const day = 86_400_000;
    await assertSucceeds(notes.add(note(ADMIN, { kind: 'Llamada', at: ago(2 * day) })));
    await assertSucceeds(notes.add(note(ADMIN, { kind: 'WhatsApp', at: serverTimestamp() })));
    await assertFails(notes.add(note(ADMIN, { kind: 'Fax', at: ago(0) })));
    await assertFails(notes.add(note(ADMIN, { kind: 'Visita', at: ago(-day) })));
    await assertFails(notes.add(note(ADMIN, { kind: 'Visita', at: ago(400 * day) })));
    await assertFails(notes.add(note(ADMIN, { kind: 'Visita', at: '2026-11-01T10:00:00.000Z' })));

    // The lead's copy of its latest activity follows the same rules.
    const lead = dbAs(ADMIN).doc(`contactSubmissions/${ID}`);
    const latest = (overrides: Data) => ({
      latestNote: {
        text: 'Llamé',
        authorEmail: `${ADMIN}@example.com`,
        createdAt: serverTimestamp(),
        ...overrides,
      },
    });
    await assertSucceeds(lead.set(latest({ kind: 'Llamada', at: ago(day) }), { merge: true }));
    await assertFails(lead.set(latest({ kind: 'Fax', at: ago(day) }), { merge: true }));
    await assertFails(lead.set(latest({ kind: 'Nota', at: ago(-day) }), { merge: true }));
  });

  it('never lets anyone change or delete a note', async () => {
    await seed(`contactSubmissions/${ID}/notes/n1`, { ...note(ADMIN), createdAt: new Date() });
    const ref = dbAs(ADMIN).doc(`contactSubmissions/${ID}/notes/n1`);
    await assertFails(ref.set({ text: 'otra cosa' }, { merge: true }));
    await assertFails(ref.delete());
  });
});

describe('users/{uid}: the admin role, granted by admins', () => {
  const grant = (by: string, role: string | null = 'admin') => ({
    role,
    roleChangedAt: serverTimestamp(),
    roleChangedBy: by,
  });

  it("lets an admin grant and remove another user's admin role, stamped with who and when", async () => {
    await assertSucceeds(dbAs(ADMIN).doc(`users/${ALICE}`).set(grant(ADMIN), { merge: true }));
    expect((await stored(`users/${ALICE}`))?.role).toBe('admin');
    await assertSucceeds(
      dbAs(ADMIN).doc(`users/${ALICE}`).set(grant(ADMIN, null), { merge: true }),
    );
    expect((await stored(`users/${ALICE}`))?.role).toBeNull();
  });

  it('refuses a guest granting a role, an admin changing its own role, or any other field', async () => {
    await assertFails(dbAs(BOB).doc(`users/${ALICE}`).set(grant(BOB), { merge: true }));
    await assertFails(dbAs(ALICE).doc(`users/${ALICE}`).set(grant(ALICE), { merge: true }));
    await assertFails(dbAs(ADMIN).doc(`users/${ADMIN}`).set(grant(ADMIN, null), { merge: true }));
    await assertFails(
      dbAs(ADMIN).doc(`users/${ALICE}`).set(grant(ADMIN, 'superadmin'), { merge: true }),
    );
    await assertFails(dbAs(ADMIN).doc(`users/${ALICE}`).set(grant(BOB), { merge: true }));
    await assertFails(
      dbAs(ADMIN)
        .doc(`users/${ALICE}`)
        .set({ ...grant(ADMIN), score: 999 }, { merge: true }),
    );
  });
});

describe('users/{uid}: the verified e-mail, written only by the function confirmEmailVerified', () => {
  const verified = () => ({
    emailVerified: true,
    emailVerifiedAt: Timestamp.fromDate(new Date('2026-03-02T16:00:00.000Z')),
  });
  // A token that even says email_verified (a Google account): it still cannot write the flag.
  const verifiedToken = (email: string) => ({ ...passwordToken(email), email_verified: true });

  it('refuses a new account that claims it, with or without a time; the same document without it is accepted', async () => {
    const carla = () => dbAs('carla', verifiedToken('carla@example.com')).doc('users/carla');
    const base = () => created(userDoc('Carla', 'carla@example.com'));
    await assertFails(carla().set({ ...base(), emailVerified: true }));
    await assertFails(carla().set({ ...base(), emailVerified: false }));
    await assertFails(
      carla().set({ ...base(), emailVerified: true, emailVerifiedAt: serverTimestamp() }),
    );
    await assertFails(carla().set({ ...base(), emailVerifiedAt: serverTimestamp() }));
    expect(await stored('users/carla')).toBeUndefined();
    await assertSucceeds(carla().set(base()));
  });

  it('refuses the owner, another user, an admin and a visitor adding it to an existing document', async () => {
    const owner = dbAs(ALICE, verifiedToken(`${ALICE}@example.com`)).doc(`users/${ALICE}`);
    await assertFails(owner.set({ emailVerified: true }, { merge: true }));
    await assertFails(owner.set({ emailVerifiedAt: serverTimestamp() }, { merge: true }));
    await assertFails(owner.update({ ...verified(), updatedAt: LATER }));
    // updateUser's whole-document rewrite with the flag added.
    const before = (await stored(`users/${ALICE}`)) as Data;
    await assertFails(owner.set({ ...before, emailVerified: true, updatedAt: LATER }));
    for (const db of [dbAs(BOB), dbAs(ADMIN), visitorDb()]) {
      await assertFails(db.doc(`users/${ALICE}`).set(verified(), { merge: true }));
    }
    // Not even beside an admin's role change, which is otherwise accepted.
    const grant = { role: 'admin', roleChangedAt: serverTimestamp(), roleChangedBy: ADMIN };
    await assertFails(
      dbAs(ADMIN)
        .doc(`users/${ALICE}`)
        .set({ ...grant, emailVerified: true }, { merge: true }),
    );
    expect(await stored(`users/${ALICE}`)).not.toHaveProperty('emailVerified');
    await assertSucceeds(dbAs(ADMIN).doc(`users/${ALICE}`).set(grant, { merge: true }));
  });

  it('never lets anyone remove or change it once the function wrote it; other updates go on', async () => {
    await seed(`users/${ALICE}`, { ...asData(aliceDoc()), ...verified() });
    const owner = dbAs(ALICE).doc(`users/${ALICE}`);
    const before = (await stored(`users/${ALICE}`)) as Data;
    await assertFails(owner.set({ emailVerified: false }, { merge: true }));
    await assertFails(owner.set({ emailVerifiedAt: serverTimestamp() }, { merge: true }));
    const { emailVerified: _flag, emailVerifiedAt: _at, ...withoutIt } = before;
    await assertFails(owner.set({ ...withoutIt, updatedAt: LATER }));
    for (const db of [dbAs(BOB), dbAs(ADMIN), visitorDb()]) {
      await assertFails(db.doc(`users/${ALICE}`).set({ emailVerified: false }, { merge: true }));
    }
    // The app's own writes keep the stored values: accepted.
    await assertSucceeds(owner.set({ name: 'Alicia N.', updatedAt: LATER }, { merge: true }));
    await assertSucceeds(owner.set({ ...before, name: 'Alicia', updatedAt: LATER }));
    await assertSucceeds(
      dbAs(ADMIN)
        .doc(`users/${ALICE}`)
        .set(
          { role: 'admin', roleChangedAt: serverTimestamp(), roleChangedBy: ADMIN },
          { merge: true },
        ),
    );
    const after = (await stored(`users/${ALICE}`)) as Data;
    expect(after.emailVerified).toBe(true);
    expect(after.emailVerifiedAt).toEqual(before.emailVerifiedAt);
  });

  it('keeps the verified address: the owner cannot move a verified document to another e-mail', async () => {
    const moved = { email: 'nueva@example.com', emailKey: 'nueva@example.com', updatedAt: LATER };
    // Unverified, the e-mail follows the sign-in token.
    await assertSucceeds(
      dbAs(BOB, passwordToken('nueva@example.com')).doc(`users/${BOB}`).set(moved, { merge: true }),
    );
    await seed(`users/${ALICE}`, { ...asData(aliceDoc()), ...verified() });
    await assertFails(
      dbAs(ALICE, passwordToken('nueva@example.com'))
        .doc(`users/${ALICE}`)
        .set(moved, { merge: true }),
    );
    expect((await stored(`users/${ALICE}`))?.email).toBe(`${ALICE}@example.com`);
  });
});

describe('customers/{uid}', () => {
  it('lets the owner write (merge) and read their customer record', async () => {
    const db = dbAs(ALICE);
    await assertSucceeds(db.doc(`customers/${ALICE}`).set(customer(ALICE), { merge: true }));
    await assertSucceeds(
      db
        .doc(`customers/${ALICE}`)
        .set(customer(ALICE, { company: 'Otra empresa', updatedAt: LATER }), {
          merge: true,
        }),
    );
    await assertSucceeds(db.doc(`customers/${ALICE}`).get());
  });

  it('refuses values outside the lists, a wrong userId, an extra field or a bad phone', async () => {
    const ref = dbAs(ALICE).doc(`customers/${ALICE}`);
    await assertFails(ref.set(customer(ALICE, { clientType: 'Empresa' })));
    await assertFails(ref.set(customer(ALICE, { state: 'Florida' })));
    await assertFails(ref.set(customer(ALICE, { userId: BOB })));
    await assertFails(ref.set(customer(ALICE, { role: 'admin' })));
    await assertFails(ref.set(customer(ALICE, { phone: '55 1234' })));
    await assertFails(ref.set(customer(ALICE, { fullName: 'x'.repeat(121) })));
  });

  it("is the owner's: admins read it (a lead's context), other users and visitors neither read nor write it", async () => {
    await seed(`customers/${ALICE}`, customer(ALICE));
    await assertFails(dbAs(BOB).doc(`customers/${ALICE}`).get());
    await assertFails(dbAs(BOB).doc(`customers/${ALICE}`).set(customer(ALICE)));
    await assertSucceeds(dbAs(ADMIN).doc(`customers/${ALICE}`).get());
    await assertFails(dbAs(ADMIN).doc(`customers/${ALICE}`).set(customer(ALICE)));
    await assertFails(dbAs(ADMIN).collection('customers').get());
    await assertFails(visitorDb().doc(`customers/${ALICE}`).get());
    await assertFails(visitorDb().doc(`customers/${ALICE}`).set(customer(ALICE)));
    await assertFails(dbAs(ALICE).doc(`customers/${ALICE}`).delete());
    await assertFails(dbAs(ALICE).collection('customers').get());
  });
});

describe('needsAssessments/{uid}', () => {
  it('lets the owner save (merge) and read their needs test', async () => {
    const db = dbAs(ALICE);
    await assertSucceeds(
      db.doc(`needsAssessments/${ALICE}`).set(assessment(ALICE), { merge: true }),
    );
    await assertSucceeds(
      db.doc(`needsAssessments/${ALICE}`).set(
        assessment(ALICE, {
          formData: {
            needsType: ['both'],
            volumeBN: 'high',
            volumeColor: 'low',
            functionalities: ['copy', 'tabloid', 'user_restriction'],
            numUsers: '50+',
            numPrintersDesired: '10+',
            businessType: 'education',
          },
        }),
        { merge: true },
      ),
    );
    await assertSucceeds(db.doc(`needsAssessments/${ALICE}`).get());
  });

  it('accepts the largest answers and recommendation the test can produce (recommend())', async () => {
    const formData: NeedsFormData = {
      needsType: ['both'],
      volumeBN: 'high',
      volumeColor: 'high',
      functionalities: [...FUNCTIONALITIES],
      numUsers: '50+',
      numPrintersDesired: '10+',
      businessType: 'health',
    };
    const doc = assessment(ALICE, { formData, recommendation: recommend(formData) });
    await assertSucceeds(dbAs(ALICE).doc(`needsAssessments/${ALICE}`).set(doc, { merge: true }));
  });

  it('refuses option values outside the test, a wrong userId or an extra field', async () => {
    const ref = dbAs(ALICE).doc(`needsAssessments/${ALICE}`);
    const form = (assessment(ALICE).formData ?? {}) as Data;
    await assertFails(ref.set({ ...assessment(ALICE), formData: { ...form, needsType: ['3d'] } }));
    await assertFails(ref.set({ ...assessment(ALICE), formData: { ...form, volumeBN: 'enorme' } }));
    await assertFails(
      ref.set({ ...assessment(ALICE), formData: { ...form, businessType: 'casino' } }),
    );
    await assertFails(ref.set({ ...assessment(ALICE), userId: BOB }));
    await assertFails(ref.set({ ...assessment(ALICE), score: 100 }));
  });

  it('accepts no details (the no-result recommendation) and 50 details of 500 characters', async () => {
    const ref = dbAs(ALICE).doc(`needsAssessments/${ALICE}`);
    const rec = assessment(ALICE).recommendation as Data;
    await assertSucceeds(
      ref.set({ ...assessment(ALICE), recommendation: { ...rec, details: [] } }),
    );
    const longest = Array.from({ length: 50 }, (_, i) => `${i}`.padEnd(500, 'ñ'));
    await assertSucceeds(
      ref.set({ ...assessment(ALICE), recommendation: { ...rec, details: longest } }),
    );
    const unusual = ['', 'Línea\ncon salto', '(x)|[y].*\\', '42', '😀'.repeat(250), ''];
    await assertSucceeds(
      ref.set({ ...assessment(ALICE), recommendation: { ...rec, details: unusual } }),
    );
  });

  it('refuses details that are not strings of at most 500 characters, or more than 50', async () => {
    const ref = dbAs(ALICE).doc(`needsAssessments/${ALICE}`);
    const rec = assessment(ALICE).recommendation as Data;
    const base = rec.details as string[];
    const withDetails = (details: unknown[]) => ({
      ...assessment(ALICE),
      recommendation: { ...rec, details },
    });
    await assertFails(ref.set(withDetails([...base, 42])));
    await assertFails(ref.set(withDetails([{ texto: 'Escaneo' }, ...base])));
    await assertFails(ref.set(withDetails([...base, true])));
    await assertFails(ref.set(withDetails([...base, 3.5])));
    await assertFails(ref.set(withDetails([...base, null])));
    await assertFails(ref.set(withDetails([...base, 'x'.repeat(501)])));
    await assertFails(ref.set(withDetails(['😀'.repeat(501)])));
    // A 601-character item cannot pass as two by hiding the join separator (U+001F) inside.
    await assertFails(ref.set(withDetails([`${'x'.repeat(300)}\u001f${'y'.repeat(300)}`])));
    // The last of the 50 positions is checked too.
    const fifty = Array.from({ length: 50 }, () => 'Detalle');
    await assertFails(ref.set(withDetails([...fifty.slice(0, 49), 'x'.repeat(501)])));
    await assertFails(ref.set(withDetails([...fifty.slice(0, 49), 7])));
    await assertFails(ref.set(withDetails([...fifty, 'Detalle'])));
    await assertFails(ref.set(withDetails(Array.from({ length: 51 }, () => ''))));
  });

  it('refuses a completedAt that is not an ISO timestamp string', async () => {
    const ref = dbAs(ALICE).doc(`needsAssessments/${ALICE}`);
    await assertFails(ref.set({ ...assessment(ALICE), completedAt: 'ayer' }));
    await assertFails(ref.set({ ...assessment(ALICE), completedAt: '2026-03-02' }));
    await assertFails(ref.set({ ...assessment(ALICE), completedAt: 1767225600000 }));
    await assertFails(ref.set({ ...assessment(ALICE), completedAt: Timestamp.now() }));
    await assertFails(ref.set({ ...assessment(ALICE), completedAt: serverTimestamp() }));
  });

  it("is the owner's: admins read it (a lead's context), nobody else reads or writes it", async () => {
    await seed(`needsAssessments/${ALICE}`, assessment(ALICE));
    await assertFails(dbAs(BOB).doc(`needsAssessments/${ALICE}`).get());
    await assertFails(dbAs(BOB).doc(`needsAssessments/${ALICE}`).set(assessment(ALICE)));
    await assertSucceeds(dbAs(ADMIN).doc(`needsAssessments/${ALICE}`).get());
    await assertFails(dbAs(ADMIN).doc(`needsAssessments/${ALICE}`).set(assessment(ALICE)));
    await assertFails(visitorDb().doc(`needsAssessments/${ALICE}`).get());
    await assertFails(dbAs(ALICE).doc(`needsAssessments/${ALICE}`).delete());
  });
});

describe("account data: only the deleteMyAccount function deletes it (Mi Perfil's Tus datos)", () => {
  const paths = (uid: string) => [`users/${uid}`, `customers/${uid}`, `needsAssessments/${uid}`];

  beforeEach(async () => {
    await seed(`customers/${ALICE}`, customer(ALICE));
    await seed(`needsAssessments/${ALICE}`, assessment(ALICE));
  });

  it('refuses the owner deleting their own user, customer and needs-test documents', async () => {
    for (const path of paths(ALICE)) await assertFails(dbAs(ALICE).doc(path).delete());
  });

  it("refuses another user, an admin and a visitor deleting someone's documents", async () => {
    for (const path of paths(ALICE)) {
      await assertFails(dbAs(BOB).doc(path).delete());
      await assertFails(dbAs(ADMIN).doc(path).delete());
      await assertFails(visitorDb().doc(path).delete());
    }
    for (const path of paths(ALICE)) expect(await stored(path), path).toBeDefined();
  });

  it("refuses deleting a lead sent with the owner's e-mail, to the owner and to admins", async () => {
    await seed(
      'contactSubmissions/propia',
      quoteSubmission({ corporateEmail: `${ALICE}@example.com` }),
    );
    await assertFails(dbAs(ALICE).doc('contactSubmissions/propia').delete());
    await assertFails(dbAs(ADMIN).doc('contactSubmissions/propia').delete());
    expect(await storedSubmission('propia')).toBeDefined();
  });
});

/** An ARCO request as the arco function stores it (functions/src/arco/store.ts arcoDocument). */
function arcoRequest(overrides: Data = {}): Data {
  const receivedAt = new Date('2026-03-02T15:00:00.000Z');
  return {
    ...arcoDocument(
      {
        fields: {
          fullName: 'Ana Pérez Canul',
          email: 'ana@correo.mx',
          right: 'Cancelación',
          details: 'Quiero que borren mis datos de su lista.',
        },
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        receivedAt,
        dueAt: arcoDueAt(receivedAt),
      },
      (date) => Timestamp.fromDate(date),
    ),
    ...overrides,
  };
}

/** What the desk's Privacidad section writes (src/data/arco-requests.ts updateArcoRequest). */
const arcoAnswer = (uid: string, overrides: Data = {}): Data => ({
  status: 'Respondida',
  responseNote: 'Datos eliminados; se le avisó por correo.',
  updatedAt: serverTimestamp(),
  updatedBy: uid,
  ...overrides,
});

describe('arcoRequests: only the arco function creates them; only admins read and answer them', () => {
  const ID = 'Xq3vTz8LmN2pR5sW7yB1';
  const PATH = `arcoRequests/${ID}`;

  it('refuses every create from a client, even the function’s exact document', async () => {
    await assertFails(visitorDb().collection('arcoRequests').add(arcoRequest()));
    await assertFails(visitorDb().doc(PATH).set(arcoRequest()));
    await assertFails(dbAs(ALICE).doc(PATH).set(arcoRequest()));
    await assertFails(dbAs(ADMIN).doc(PATH).set(arcoRequest()));
    expect(await stored(PATH)).toBeUndefined();
  });

  it('lets only admins read them (the desk’s queries), never the person, another user or a visitor', async () => {
    await seed(PATH, arcoRequest({ email: `${ALICE}@example.com` }));
    const admin = dbAs(ADMIN);
    await assertSucceeds(admin.doc(PATH).get());
    await assertSucceeds(
      admin.collection('arcoRequests').where('status', '==', 'Recibida').orderBy('dueAt').get(),
    );
    await assertSucceeds(admin.collection('arcoRequests').orderBy('receivedAt', 'desc').get());
    // Alice sent it with her own address: still not hers to read.
    await assertFails(dbAs(ALICE).doc(PATH).get());
    await assertFails(dbAs(BOB).doc(PATH).get());
    await assertFails(dbAs(BOB).collection('arcoRequests').get());
    await assertFails(visitorDb().doc(PATH).get());
    await assertFails(visitorDb().collection('arcoRequests').get());
  });

  it('lets an admin change the status and the response note, stamped with their uid and the server time', async () => {
    await seed(PATH, arcoRequest());
    await assertSucceeds(dbAs(ADMIN).doc(PATH).set(arcoAnswer(ADMIN), { merge: true }));
    expect(await stored(PATH)).toMatchObject({
      status: 'Respondida',
      responseNote: 'Datos eliminados; se le avisó por correo.',
      updatedBy: ADMIN,
      fullName: 'Ana Pérez Canul',
    });
    await assertSucceeds(
      dbAs(ADMIN)
        .doc(PATH)
        .set(arcoAnswer(ADMIN, { status: 'En proceso', responseNote: '' }), { merge: true }),
    );
  });

  it('refuses an admin’s change of anything else, a status outside the list, a long note or a borrowed stamp', async () => {
    await seed(PATH, arcoRequest());
    const admin = dbAs(ADMIN).doc(PATH);
    for (const change of [
      arcoAnswer(ADMIN, { status: 'Archivada' }),
      arcoAnswer(ADMIN, { responseNote: 'x'.repeat(2001) }),
      arcoAnswer(ADMIN, { responseNote: 42 }),
      arcoAnswer(ADMIN, { updatedBy: BOB }),
      arcoAnswer(ADMIN, { updatedAt: Timestamp.fromDate(new Date('2030-01-01T00:00:00Z')) }),
      arcoAnswer(ADMIN, { dueAt: Timestamp.fromDate(new Date('2030-01-01T00:00:00Z')) }),
      arcoAnswer(ADMIN, { receivedAt: serverTimestamp() }),
      arcoAnswer(ADMIN, { email: 'otra@correo.mx' }),
      arcoAnswer(ADMIN, { details: 'Otra cosa.' }),
      arcoAnswer(ADMIN, { privacyNoticeVersion: '1999-01-01' }),
      arcoAnswer(ADMIN, { notified: true }),
      arcoAnswer(ADMIN, { extra: 'campo' }),
    ])
      await assertFails(admin.set(change, { merge: true }));
    await assertFails(admin.delete());
    expect(await stored(PATH)).toMatchObject({ status: 'Recibida', responseNote: '' });
  });

  it('refuses every change to guests and visitors', async () => {
    await seed(PATH, arcoRequest({ email: `${ALICE}@example.com` }));
    await assertFails(dbAs(ALICE).doc(PATH).set(arcoAnswer(ALICE), { merge: true }));
    await assertFails(dbAs(BOB).doc(PATH).set(arcoAnswer(BOB), { merge: true }));
    await assertFails(visitorDb().doc(PATH).update({ status: 'Respondida' }));
    await assertFails(dbAs(ALICE).doc(PATH).delete());
    await assertFails(visitorDb().doc(PATH).delete());
    expect(await stored(PATH)).toMatchObject({ status: 'Recibida' });
  });
});

describe('privacyLog: admins read it, only the functions write it', () => {
  const PATH = 'privacyLog/entrada-1';
  const entry = (): Data => ({
    action: 'anonymize-lead',
    leadId: 'lead-1',
    at: serverTimestamp(),
    by: ADMIN,
    cause: 'admin',
    reason: 'Lo pidió por teléfono.',
  });

  it('lets admins read the log, nobody else', async () => {
    await seed(PATH, entry());
    await assertSucceeds(dbAs(ADMIN).doc(PATH).get());
    await assertSucceeds(dbAs(ADMIN).collection('privacyLog').get());
    await assertFails(dbAs(ALICE).doc(PATH).get());
    await assertFails(dbAs(ALICE).collection('privacyLog').get());
    await assertFails(visitorDb().doc(PATH).get());
  });

  it('refuses every write from a client, admins included', async () => {
    await assertFails(dbAs(ADMIN).collection('privacyLog').add(entry()));
    await assertFails(dbAs(ALICE).doc('privacyLog/otra').set(entry()));
    await assertFails(visitorDb().doc('privacyLog/otra').set(entry()));
    await seed(PATH, entry());
    await assertFails(dbAs(ADMIN).doc(PATH).update({ reason: 'Otro motivo.' }));
    await assertFails(dbAs(ADMIN).doc(PATH).delete());
    expect(await stored(PATH)).toMatchObject({ reason: 'Lo pidió por teléfono.' });
  });
});

describe('contactSubmissions: owner, first response and next action (admins only)', () => {
  const ID = 'lead-speed';
  const OTHER_ADMIN = 'ventas2';
  const lead = () => dbAs(ADMIN).doc(`contactSubmissions/${ID}`);
  const handTo = (uid: string, email = `${uid}@example.com`, by = ADMIN) => ({
    owner: { uid, email },
    ownerUid: uid,
    ownerChangedAt: serverTimestamp(),
    ownerChangedBy: by,
  });

  beforeEach(async () => {
    await seed(`contactSubmissions/${ID}`, {
      ...quoteSubmission(),
      createdAt: new Date(),
      // As the lead trigger leaves it (functions/src/leads/intake.ts).
      owner: { uid: ADMIN, email: `${ADMIN}@example.com` },
      ownerUid: ADMIN,
      awaitingResponse: true,
      firstResponseDueAt: new Date(Date.now() + 7_200_000),
      firstResponseAt: null,
      duplicateLeadIds: [],
      duplicateUserIds: [],
      intakeAt: new Date(),
    });
    await seed(`users/${OTHER_ADMIN}`, {
      ...asData(userDoc('Ventas Dos', `${OTHER_ADMIN}@example.com`)),
      role: 'admin',
    });
  });

  it('lets an admin hand a lead to another admin, stamped; not to a guest, a stranger or a wrong e-mail', async () => {
    await assertFails(lead().set(handTo(ALICE), { merge: true }));
    await assertFails(lead().set(handTo('nadie'), { merge: true }));
    await assertFails(lead().set(handTo(OTHER_ADMIN, 'otro@example.com'), { merge: true }));
    await assertFails(lead().set(handTo(OTHER_ADMIN, undefined, ALICE), { merge: true }));
    await assertFails(lead().set({ ...handTo(OTHER_ADMIN), ownerUid: ADMIN }, { merge: true }));
    await assertFails(
      lead().set({ ...handTo(OTHER_ADMIN), ownerChangedAt: Timestamp.now() }, { merge: true }),
    );
    await assertSucceeds(lead().set(handTo(OTHER_ADMIN), { merge: true }));
    expect((await storedSubmission(ID))?.owner).toEqual({
      uid: OTHER_ADMIN,
      email: `${OTHER_ADMIN}@example.com`,
    });
  });

  it('refuses the owner, the clock and the follow-up to a guest and a visitor', async () => {
    for (const db of [dbAs(ALICE), visitorDb()]) {
      const ref = db.doc(`contactSubmissions/${ID}`);
      await assertFails(ref.set(handTo(OTHER_ADMIN), { merge: true }));
      await assertFails(ref.set({ firstResponseAt: serverTimestamp() }, { merge: true }));
      await assertFails(ref.set({ nextActionAt: Timestamp.now() }, { merge: true }));
    }
  });

  it('stops the clock once, at the server time, and never moves it', async () => {
    const answered = { firstResponseAt: serverTimestamp(), awaitingResponse: false };
    await assertFails(
      lead().set({ ...answered, firstResponseAt: Timestamp.now() }, { merge: true }),
    );
    // The filter's copy goes with the clock, never alone.
    await assertFails(lead().set({ firstResponseAt: serverTimestamp() }, { merge: true }));
    await assertFails(lead().set({ awaitingResponse: false }, { merge: true }));
    await assertSucceeds(lead().set(answered, { merge: true }));
    expect((await storedSubmission(ID))?.awaitingResponse).toBe(false);
    await assertFails(lead().set(answered, { merge: true }));
    await assertFails(lead().set({ firstResponseAt: null }, { merge: true }));
    await assertFails(lead().set({ awaitingResponse: true }, { merge: true }));
  });

  it('sets and clears the next action, at most a year ahead', async () => {
    const inDays = (days: number) => Timestamp.fromMillis(Date.now() + days * 86_400_000);
    await assertSucceeds(lead().set({ nextActionAt: inDays(2) }, { merge: true }));
    await assertSucceeds(lead().set({ nextActionAt: inDays(-1) }, { merge: true }));
    await assertSucceeds(lead().set({ nextActionAt: null }, { merge: true }));
    await assertFails(lead().set({ nextActionAt: inDays(400) }, { merge: true }));
    await assertFails(lead().set({ nextActionAt: '2026-12-01' }, { merge: true }));
  });

  it("leaves the functions' fields to the functions: due time, duplicates, merge, intake", async () => {
    for (const data of [
      { firstResponseDueAt: Timestamp.now() },
      { duplicateLeadIds: ['otro'] },
      { duplicateUserIds: ['alguien'] },
      { mergedInto: 'otro' },
      { intakeAt: serverTimestamp() },
    ])
      await assertFails(lead().set(data, { merge: true }));
  });
});

describe('contactSubmissions: only the functions anonymise a lead', () => {
  const PATH = 'contactSubmissions/lead-anon';
  const anonymized = (): Data => ({
    at: serverTimestamp(),
    by: ADMIN,
    cause: 'admin',
    reason: 'Lo pidió.',
  });

  it('refuses an admin writing `anonymized` or replacing the person’s data', async () => {
    await seed(PATH, quoteSubmission());
    const admin = dbAs(ADMIN).doc(PATH);
    await assertFails(admin.update({ anonymized: anonymized() }));
    await assertFails(
      admin.update({
        fullName: 'Datos anonimizados',
        corporateEmail: '',
        phone: '',
        message: '',
        anonymized: anonymized(),
      }),
    );
    for (const field of ['fullName', 'corporateEmail', 'phone', 'message'])
      await assertFails(admin.update({ [field]: '' }));
    await assertFails(dbAs(ALICE).doc(PATH).update({ anonymized: anonymized() }));
    await assertFails(visitorDb().doc(PATH).update({ anonymized: anonymized() }));
    expect(await storedSubmission('lead-anon')).toMatchObject({
      fullName: 'José María Pérez Núñez',
    });
  });

  it('lets an admin read an anonymised lead and still move its stage', async () => {
    await seed(
      PATH,
      quoteSubmission({
        fullName: 'Datos anonimizados',
        corporateEmail: '',
        phone: '',
        message: '',
        anonymized: { ...anonymized(), at: Timestamp.fromDate(new Date(NOW)) },
      }),
    );
    await assertSucceeds(dbAs(ADMIN).doc(PATH).get());
    await assertSucceeds(
      dbAs(ADMIN).doc(PATH).update({
        status: 'Perdido',
        statusChangedAt: serverTimestamp(),
        statusChangedBy: ADMIN,
        lostReason: 'Sin respuesta',
      }),
    );
    await assertFails(dbAs(ADMIN).doc(PATH).update({ anonymized: null }));
  });
});

describe('everything else', () => {
  it('is denied by default, even to admins', async () => {
    await assertFails(dbAs(ADMIN).doc('settings/site').set({ maintenance: true }));
    await assertFails(dbAs(ADMIN).doc('settings/site').get());
    await assertFails(visitorDb().doc('users/alice/private/notes').set({ a: 1 }));
  });
});

describe('e-mail addresses: the same rule as the forms (EMAIL_CASES)', () => {
  // A refused address must not pass; a wrong refusal of a good one must not either.
  async function expectRule(ok: boolean, email: string, write: Promise<unknown>): Promise<void> {
    try {
      await (ok ? assertSucceeds(write) : assertFails(write));
    } catch (error) {
      throw new Error(`${ok ? 'refused' : 'accepted'} ${JSON.stringify(email)}: ${String(error)}`);
    }
  }

  it('users/{uid}: a new account stores its sign-in e-mail only when it is a valid address', async () => {
    expect(EMAIL_CASES.refused).toContain('a@b.c?cc=x%40evil.mx&body=hola');
    const cases = [
      ...EMAIL_CASES.accepted.map((email) => [true, email] as const),
      ...EMAIL_CASES.refused.map((email) => [false, email] as const),
    ];
    for (const [index, [ok, email]] of cases.entries()) {
      const uid = `nuevo${index}`;
      const write = dbAs(uid, passwordToken(email))
        .doc(`users/${uid}`)
        .set(created(userDoc('Carla', email)));
      await expectRule(ok, email, write);
    }
  });

  it('users/{uid}: the e-mail may change only to a valid address of the token', async () => {
    const hostile = 'a@b.c?cc=x%40evil.mx&body=hola';
    await expectRule(
      false,
      hostile,
      dbAs(ALICE, passwordToken(hostile))
        .doc(`users/${ALICE}`)
        .set({ email: hostile }, { merge: true }),
    );
    await expectRule(
      true,
      'alicia.nueva@example.com',
      dbAs(ALICE, passwordToken('alicia.nueva@example.com'))
        .doc(`users/${ALICE}`)
        .set({ email: 'alicia.nueva@example.com' }, { merge: true }),
    );
  });

  it('customers/{uid} and needsAssessments/{uid}: a valid address or none, nothing else', async () => {
    const db = dbAs(ALICE);
    // An account without an e-mail (the app writes '').
    await expectRule(true, '', db.doc(`customers/${ALICE}`).set(customer(ALICE, { email: '' })));
    await expectRule(
      true,
      '',
      db.doc(`needsAssessments/${ALICE}`).set(assessment(ALICE, { email: '' })),
    );
    const cases = [
      ...EMAIL_CASES.accepted.map((email) => [true, email] as const),
      ...EMAIL_CASES.refused
        .filter((email) => email !== '')
        .map((email) => [false, email] as const),
    ];
    for (const [ok, email] of cases) {
      await expectRule(ok, email, db.doc(`customers/${ALICE}`).set(customer(ALICE, { email })));
      await expectRule(
        ok,
        email,
        db.doc(`needsAssessments/${ALICE}`).set(assessment(ALICE, { email })),
      );
    }
  });
});
