/**
 * firestore.rules, per collection, as the owner, another user, an admin and a visitor. The
 * documents written are the ones the app itself builds (newUserDoc, the points reducers,
 * parseQuoteForm, ...), so the rules are checked against what the client really sends.
 *
 * Run with `npm run test:rules` (Firestore and Storage emulators; Java 21+).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { newUserDoc } from '../../src/data/user-doc';
import { awardAchievement, markResourceRead } from '../../src/domain/points';
import { parseProfileForm, parseQuoteForm } from '../../src/domain/validation';
import { RESOURCES } from '../../src/content/resources';
import { recommend } from '../../src/domain/recommendation';
import { FUNCTIONALITIES, type NeedsFormData } from '../../src/domain/entities';
import type { ContactSubmission, NeedsAssessmentDoc, UserDoc } from '../../src/domain/entities';
import { createFirestoreRulesEnv, passwordToken } from './rules-env';

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

const aliceDoc = () => userDoc('Alicia Núñez', 'alicia@example.com');
const bobDoc = () => userDoc('Roberto Peña', 'roberto@example.com');
const adminDoc = (): UserDoc => ({
  ...userDoc('Administración', 'admin@example.com'),
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
  const submission: ContactSubmission = {
    ...parsed.value,
    recaptcha: true,
    submittedAt: new Date().toISOString(),
  };
  return { ...asData(submission), ...overrides };
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

let env: RulesTestEnvironment;

const dbAs = (uid: string) =>
  env.authenticatedContext(uid, passwordToken(`${uid}@example.com`)).firestore();
const visitorDb = () => env.unauthenticatedContext().firestore();

async function seed(path: string, data: Data): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await context.firestore().doc(path).set(data);
  });
}

async function stored(path: string): Promise<Data | undefined> {
  let data: Data | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await context.firestore().doc(path).get()).data();
  });
  return data;
}

beforeAll(async () => {
  env = await createFirestoreRulesEnv();
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await seed(`users/${ALICE}`, asData(aliceDoc()));
  await seed(`users/${BOB}`, asData(bobDoc()));
  await seed(`users/${ADMIN}`, asData(adminDoc()));
});

describe('users/{uid}: create', () => {
  it('lets the owner create the default document of a new account (newUserDoc)', async () => {
    await assertSucceeds(
      dbAs('carla')
        .doc('users/carla')
        .set(asData(userDoc('Carla', 'carla@example.com'))),
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
    await assertSucceeds(dbAs('dana').doc('users/dana').set(asData(doc)));
  });

  it('refuses a new document that gives itself the admin role', async () => {
    const doc = { ...asData(userDoc('Carla', 'carla@example.com')), role: 'admin' };
    await assertFails(dbAs('carla').doc('users/carla').set(doc));
  });

  it('refuses a new document that does not start at score 0 with no achievements', async () => {
    const base = asData(userDoc('Carla', 'carla@example.com'));
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

  it("refuses creating another user's document, signed in or not", async () => {
    const doc = asData(userDoc('Carla', 'carla@example.com'));
    await assertFails(dbAs(ALICE).doc('users/carla').set(doc));
    await assertFails(visitorDb().doc('users/carla').set(doc));
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
    await assertSucceeds(ref().set({ profileCompleted: true, updatedAt: LATER }, { merge: true }));
  });

  it('refuses a guest writing role admin on itself, or changing userType or createdAt', async () => {
    await assertFails(ref().set({ role: 'admin' }, { merge: true }));
    await assertFails(ref().update({ role: 'admin', updatedAt: LATER }));
    await assertFails(ref().set({ userType: 'admin' }, { merge: true }));
    await assertFails(ref().set({ createdAt: LATER }, { merge: true }));
    await assertFails(ref().set({ favouriteColour: 'morado' }, { merge: true }));
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
    await env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc(`users/${ALICE}`).delete();
    });
    await assertFails(ref.set({ ...asData(aliceDoc()), role: 'admin' }));
    await assertSucceeds(ref.set(asData(aliceDoc())));
  });

  it('refuses deleting any user document as admin or visitor', async () => {
    await assertFails(dbAs(ADMIN).doc(`users/${BOB}`).delete());
    await assertFails(visitorDb().doc(`users/${BOB}`).delete());
  });
});

describe('contactSubmissions', () => {
  it('lets a visitor create a valid quote request (the quote form output)', async () => {
    await assertSucceeds(visitorDb().collection('contactSubmissions').add(quoteSubmission()));
  });

  it('lets a signed-in user create one too, with or without a message', async () => {
    await assertSucceeds(dbAs(ALICE).collection('contactSubmissions').add(quoteSubmission()));
    const { message: _message, ...withoutMessage } = quoteSubmission();
    await assertSucceeds(visitorDb().collection('contactSubmissions').add(withoutMessage));
    await assertSucceeds(
      visitorDb()
        .collection('contactSubmissions')
        .add(quoteSubmission({ message: '' })),
    );
  });

  it('accepts texts at their limits, accents included (name 120, company 150, message 2000)', async () => {
    await assertSucceeds(
      visitorDb()
        .collection('contactSubmissions')
        .add(
          quoteSubmission({
            fullName: 'Ñ'.repeat(120),
            company: 'é'.repeat(150),
            message: 'á'.repeat(2000),
            corporateEmail: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.mx`,
          }),
        ),
    );
  });

  it('refuses texts over their limits', async () => {
    const col = visitorDb().collection('contactSubmissions');
    await assertFails(col.add(quoteSubmission({ fullName: 'Ñ'.repeat(121) })));
    await assertFails(col.add(quoteSubmission({ company: 'é'.repeat(151) })));
    await assertFails(col.add(quoteSubmission({ message: 'á'.repeat(2001) })));
    await assertFails(col.add(quoteSubmission({ fullName: '' })));
  });

  it('refuses an extra field', async () => {
    const col = visitorDb().collection('contactSubmissions');
    await assertFails(col.add(quoteSubmission({ role: 'admin' })));
    await assertFails(col.add(quoteSubmission({ status: 'atendida' })));
  });

  it('refuses a value outside its list', async () => {
    const col = visitorDb().collection('contactSubmissions');
    await assertFails(col.add(quoteSubmission({ clientType: 'Gobierno' })));
    await assertFails(col.add(quoteSubmission({ serviceType: 'Regalo' })));
    await assertFails(col.add(quoteSubmission({ equipmentQuantity: '1000' })));
    await assertFails(col.add(quoteSubmission({ state: 'Texas' })));
    await assertFails(col.add(quoteSubmission({ state: 'Quintana roo' })));
  });

  it('refuses a missing field, a bad phone or e-mail, recaptcha not true, a bad submittedAt', async () => {
    const col = visitorDb().collection('contactSubmissions');
    const { company: _company, ...withoutCompany } = quoteSubmission();
    await assertFails(col.add(withoutCompany));
    await assertFails(col.add(quoteSubmission({ phone: '984-123-4567' })));
    await assertFails(col.add(quoteSubmission({ phone: '12345' })));
    await assertFails(col.add(quoteSubmission({ corporateEmail: 'sin-arroba' })));
    await assertFails(col.add(quoteSubmission({ recaptcha: false })));
    await assertFails(col.add(quoteSubmission({ recaptcha: 'true' })));
    const { recaptcha: _recaptcha, ...withoutRecaptcha } = quoteSubmission();
    await assertFails(col.add(withoutRecaptcha));
    await assertFails(col.add(quoteSubmission({ submittedAt: 1767225600000 })));
    await assertFails(col.add(quoteSubmission({ submittedAt: 'ayer' })));
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
    await assertSucceeds(db.collection('contactSubmissions').orderBy('submittedAt', 'desc').get());
    await assertSucceeds(db.doc('contactSubmissions/s1').get());
  });

  it('refuses updates and deletes to everyone, admins included', async () => {
    await seed('contactSubmissions/s1', quoteSubmission());
    await assertFails(dbAs(ADMIN).doc('contactSubmissions/s1').update({ message: 'editado' }));
    await assertFails(dbAs(ADMIN).doc('contactSubmissions/s1').delete());
    await assertFails(visitorDb().doc('contactSubmissions/s1').set(quoteSubmission()));
    await assertFails(visitorDb().doc('contactSubmissions/s1').delete());
  });

  it('refuses an admin whose role was removed, on the very next request', async () => {
    await seed('contactSubmissions/s1', quoteSubmission());
    const db = dbAs(ADMIN);
    await assertSucceeds(db.collection('contactSubmissions').get());
    await seed(`users/${ADMIN}`, asData(userDoc('Administración', 'admin@example.com')));
    await assertFails(db.collection('contactSubmissions').get());
    await assertFails(db.collection('users').get());
    await assertFails(db.doc(`users/${ALICE}`).get());
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

  it('is owner only: other users, admins and visitors neither read nor write it', async () => {
    await seed(`customers/${ALICE}`, customer(ALICE));
    await assertFails(dbAs(BOB).doc(`customers/${ALICE}`).get());
    await assertFails(dbAs(BOB).doc(`customers/${ALICE}`).set(customer(ALICE)));
    await assertFails(dbAs(ADMIN).doc(`customers/${ALICE}`).get());
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

  it('is owner only', async () => {
    await seed(`needsAssessments/${ALICE}`, assessment(ALICE));
    await assertFails(dbAs(BOB).doc(`needsAssessments/${ALICE}`).get());
    await assertFails(dbAs(BOB).doc(`needsAssessments/${ALICE}`).set(assessment(ALICE)));
    await assertFails(dbAs(ADMIN).doc(`needsAssessments/${ALICE}`).get());
    await assertFails(visitorDb().doc(`needsAssessments/${ALICE}`).get());
    await assertFails(dbAs(ALICE).doc(`needsAssessments/${ALICE}`).delete());
  });
});

describe('everything else', () => {
  it('is denied by default, even to admins', async () => {
    await assertFails(dbAs(ADMIN).doc('settings/site').set({ maintenance: true }));
    await assertFails(dbAs(ADMIN).doc('settings/site').get());
    await assertFails(visitorDb().doc('users/alice/private/notes').set({ a: 1 }));
  });
});
