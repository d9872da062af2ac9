/**
 * firestore.rules for company accounts (docs/decisions/0041-company-accounts.md): a rental client
 * is a company, clients/{clientId}, and each person in it holds one membership, members/{uid},
 * with one role. The company `carla` (its founder CARLA its "Administrador de la cuenta") has
 * UMA as "Usuario" and FELI as "Facturación"; OTTO administers another company; GUEST is a
 * verified user with no company; ADMIN is a desk admin; and a visitor. Each refusal sits beside
 * an accepted read or write, so each test fails when its rule is missing as well as when it lets
 * too much through.
 *
 * Run with `npm run test:rules` (Firestore emulator; Java 21+).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
// The rules tests are Firestore clients by design.
import { deleteField, serverTimestamp } from 'firebase/firestore';
import {
  ADMIN,
  CARLA,
  clientDoc,
  DEVICE,
  GUEST,
  memberDoc,
  OTTO,
  OTTO_DEVICE,
  seedPortal,
  T0,
  THIS_MONTH,
  tonerTicket,
  user,
} from './portal-fixtures';
import { commitReading } from './reading-batch';
import { setUpFirestoreRules } from './rules-env';
import { commitTicket } from './service-limit-writes';

type Data = Record<string, unknown>;

/** "Usuario" of the company `carla`. */
const UMA = 'uma';
/** "Facturación" of the company `carla`. */
const FELI = 'feli';
const COMPANY = CARLA;
/** CARLA's ticket and UMA's, both of the company's DEVICE. */
const CARLA_TICKET = 'tCarla';
const UMA_TICKET = 'tUma';
const INVITE = 'inv1';

const { env, dbAs, visitorDb, seed, stored } = setUpFirestoreRules();

type Db = ReturnType<typeof visitorDb>;

/** The company's tickets as its administrator's page asks for them. */
const companyTickets = (db: Db) =>
  db.collection('tickets').where('clientId', '==', COMPANY).orderBy('createdAt', 'desc').get();

/** A user's own tickets of the company, as their page asks for them. */
const ownTickets = (db: Db, uid: string) =>
  db
    .collection('tickets')
    .where('clientId', '==', COMPANY)
    .where('authorUid', '==', uid)
    .orderBy('createdAt', 'desc')
    .get();

const companyDevices = (db: Db, clientId = COMPANY) =>
  db.collection('equipment').where('clientId', '==', clientId).get();

const companyMembers = (db: Db, clientId = COMPANY) =>
  db.collection('members').where('clientId', '==', clientId).get();

const companyInvites = (db: Db, clientId = COMPANY) =>
  db.collection('memberInvites').where('clientId', '==', clientId).get();

/** This month's reading of DEVICE (its floor: the start counters 1,000 / 200), with its stamp. */
const sendReading = (db: Db, by: string) =>
  commitReading(db, {
    device: DEVICE,
    month: THIS_MONTH,
    reading: {
      month: THIS_MONTH,
      bw: 1500,
      color: 260,
      previous: { bw: 1000, color: 200 },
      by,
      at: serverTimestamp(),
    },
  });

/** A toner ticket of the company's DEVICE opened by `uid`. */
const companyTicket = (uid: string, extra: Data = {}): Data =>
  tonerTicket(uid, { clientId: COMPANY, ...extra });

/** Removes a membership (deletes the document, with the rules off). */
const removeMember = (uid: string) =>
  env().withSecurityRulesDisabled(async (context) => {
    await context.firestore().doc(`members/${uid}`).delete();
  });

beforeEach(async () => {
  await seedPortal(seed);
  for (const uid of [UMA, FELI]) await seed(`users/${uid}`, user(uid, { emailVerified: true }));
  await seed(`members/${UMA}`, memberDoc(UMA, COMPANY, 'usuario', { addedAt: T0 }));
  await seed(`members/${FELI}`, memberDoc(FELI, COMPANY, 'facturacion', { addedAt: T0 }));
  await seed(`tickets/${CARLA_TICKET}`, { ...tonerTicket(CARLA), createdAt: T0 });
  await seed(`tickets/${UMA_TICKET}`, { ...companyTicket(UMA), createdAt: T0 });
  for (const id of [CARLA_TICKET, UMA_TICKET])
    await seed(`tickets/${id}/replies/r1`, {
      text: 'Mañana llevamos el tóner.',
      authorUid: ADMIN,
      authorName: 'Soporte',
      at: T0,
    });
  await seed(`equipment/${DEVICE}/readings/2026-01`, {
    month: '2026-01',
    bw: 1000,
    color: 200,
    previous: { bw: 1000, color: 200 },
    by: CARLA,
    at: T0,
  });
  await seed(`memberInvites/${INVITE}`, {
    clientId: COMPANY,
    company: 'Hotel Caribe',
    role: 'usuario',
    email: 'nuevo@example.com',
    invitedBy: CARLA,
    invitedByName: 'Carla',
    invitedAt: T0,
    expiresAt: T0,
    acceptedAt: null,
    acceptedBy: null,
    revoked: false,
  });
});

describe('clients/{clientId}: every member reads their company; nobody else', () => {
  it('lets the administrator, a user and billing read it, and admins; refuses the rest', async () => {
    for (const uid of [CARLA, UMA, FELI, ADMIN])
      await assertSucceeds(dbAs(uid).doc(`clients/${COMPANY}`).get());
    for (const db of [dbAs(OTTO), dbAs(GUEST), visitorDb()])
      await assertFails(db.doc(`clients/${COMPANY}`).get());
    // Only admins list companies or change them.
    await assertFails(dbAs(CARLA).collection('clients').get());
    await assertFails(
      dbAs(CARLA).doc(`clients/${COMPANY}`).set({ company: 'Otra' }, { merge: true }),
    );
    await assertSucceeds(
      dbAs(ADMIN).doc(`clients/${COMPANY}`).set({ company: 'Hotel Caribe SA' }, { merge: true }),
    );
  });

  it('refuses a removed member their company at once, its founder included', async () => {
    await assertSucceeds(dbAs(UMA).doc(`clients/${COMPANY}`).get());
    await removeMember(UMA);
    await assertFails(dbAs(UMA).doc(`clients/${COMPANY}`).get());
    // The founder's uid is the company's id, but the membership decides.
    await removeMember(CARLA);
    await assertFails(dbAs(CARLA).doc(`clients/${COMPANY}`).get());
  });
});

describe('equipment and readings: the administrator and users; never billing', () => {
  it('lets the administrator and a user read and list the company’s devices', async () => {
    for (const uid of [CARLA, UMA]) {
      await assertSucceeds(dbAs(uid).doc(`equipment/${DEVICE}`).get());
      const mine = await assertSucceeds(companyDevices(dbAs(uid)));
      expect(mine.docs.map((d) => d.id)).toEqual([DEVICE]);
      await assertFails(dbAs(uid).doc(`equipment/${OTTO_DEVICE}`).get());
      await assertFails(companyDevices(dbAs(uid), OTTO));
      await assertFails(dbAs(uid).collection('equipment').get());
    }
    await assertSucceeds(dbAs(ADMIN).collection('equipment').get());
  });

  it('refuses devices to billing, another company, a guest, a visitor and a removed member', async () => {
    for (const db of [dbAs(FELI), dbAs(OTTO), dbAs(GUEST), visitorDb()]) {
      await assertFails(db.doc(`equipment/${DEVICE}`).get());
      await assertFails(companyDevices(db));
    }
    await assertSucceeds(companyDevices(dbAs(UMA)));
    await removeMember(UMA);
    await assertFails(companyDevices(dbAs(UMA)));
    await assertFails(dbAs(UMA).doc(`equipment/${DEVICE}`).get());
  });

  it('lets the administrator and a user read readings; nobody else', async () => {
    const readings = `equipment/${DEVICE}/readings`;
    for (const uid of [CARLA, UMA, ADMIN])
      await assertSucceeds(dbAs(uid).collection(readings).get());
    for (const db of [dbAs(FELI), dbAs(OTTO), dbAs(GUEST), visitorDb()]) {
      await assertFails(db.collection(readings).get());
      await assertFails(db.doc(`${readings}/2026-01`).get());
    }
  });

  it('lets a user send the month’s reading, signed as theirs; billing and others cannot', async () => {
    for (const db of [dbAs(FELI), dbAs(OTTO), dbAs(GUEST), visitorDb()])
      await assertFails(sendReading(db, FELI));
    await assertFails(sendReading(dbAs(UMA), CARLA));
    await assertSucceeds(sendReading(dbAs(UMA), UMA));
    expect(await stored(`equipment/${DEVICE}/readings/${THIS_MONTH}`)).toMatchObject({
      bw: 1500,
      by: UMA,
    });
  });

  it('refuses a reading to a member removed a moment before', async () => {
    await removeMember(UMA);
    await assertFails(sendReading(dbAs(UMA), UMA));
    await assertSucceeds(sendReading(dbAs(CARLA), CARLA));
  });
});

describe('tickets: the administrator sees all of the company’s, a user their own', () => {
  it('lets the administrator read and list every ticket of the company', async () => {
    for (const id of [CARLA_TICKET, UMA_TICKET]) {
      await assertSucceeds(dbAs(CARLA).doc(`tickets/${id}`).get());
      await assertSucceeds(dbAs(CARLA).collection(`tickets/${id}/replies`).get());
    }
    const all = await assertSucceeds(companyTickets(dbAs(CARLA)));
    expect(all.docs.map((d) => d.id).sort()).toEqual([CARLA_TICKET, UMA_TICKET].sort());
  });

  it('lets a user read and list only the tickets they opened, and their replies', async () => {
    const uma = dbAs(UMA);
    await assertSucceeds(uma.doc(`tickets/${UMA_TICKET}`).get());
    await assertSucceeds(uma.collection(`tickets/${UMA_TICKET}/replies`).get());
    const own = await assertSucceeds(ownTickets(uma, UMA));
    expect(own.docs.map((d) => d.id)).toEqual([UMA_TICKET]);
    await assertFails(uma.doc(`tickets/${CARLA_TICKET}`).get());
    await assertFails(uma.collection(`tickets/${CARLA_TICKET}/replies`).get());
    await assertFails(companyTickets(uma));
    await assertFails(ownTickets(uma, CARLA));
  });

  it('refuses tickets to billing, another company, a guest, a visitor and a removed member', async () => {
    for (const db of [dbAs(FELI), dbAs(OTTO), dbAs(GUEST), visitorDb()]) {
      await assertFails(db.doc(`tickets/${UMA_TICKET}`).get());
      await assertFails(db.collection(`tickets/${UMA_TICKET}/replies`).get());
      await assertFails(companyTickets(db));
    }
    await assertFails(ownTickets(dbAs(FELI), FELI));
    await removeMember(UMA);
    await assertFails(ownTickets(dbAs(UMA), UMA));
    await assertFails(dbAs(UMA).doc(`tickets/${UMA_TICKET}`).get());
  });

  it('lets a user open a ticket as its author, for the company; billing and others cannot', async () => {
    const uma = dbAs(UMA);
    await assertFails(commitTicket(uma, 'n1', companyTicket(UMA, { authorUid: CARLA })));
    await assertFails(commitTicket(uma, 'n1', tonerTicket(UMA))); // clientId: not the company
    await assertFails(
      commitTicket(uma, 'n1', companyTicket(UMA, { clientEmail: 'x@example.com' })),
    );
    await assertSucceeds(commitTicket(uma, 'n1', companyTicket(UMA)));
    expect(await stored('tickets/n1')).toMatchObject({ clientId: COMPANY, authorUid: UMA });
    expect(await stored(`ticketQuotas/${UMA}`)).toMatchObject({ count: 1, lastTicketId: 'n1' });
    await assertFails(commitTicket(dbAs(FELI), 'n2', companyTicket(FELI)));
    await assertFails(commitTicket(dbAs(OTTO), 'n2', companyTicket(OTTO)));
    await assertFails(commitTicket(dbAs(GUEST), 'n2', companyTicket(GUEST)));
    await assertFails(commitTicket(visitorDb(), 'n2', companyTicket(CARLA), null));
    await removeMember(UMA);
    await assertFails(commitTicket(dbAs(UMA), 'n3', companyTicket(UMA)));
    expect(await stored('tickets/n2')).toBeUndefined();
    expect(await stored('tickets/n3')).toBeUndefined();
  });
});

describe('members/{uid}: the person, the company’s administrator and admins', () => {
  it('lets each person read their own membership; a missing one reads as nothing', async () => {
    for (const uid of [CARLA, UMA, FELI]) {
      const own = await assertSucceeds(dbAs(uid).doc(`members/${uid}`).get());
      expect(own.get('clientId')).toBe(COMPANY);
    }
    const none = await assertSucceeds(dbAs(GUEST).doc(`members/${GUEST}`).get());
    expect(none.exists).toBe(false);
    await assertFails(visitorDb().doc(`members/${UMA}`).get());
  });

  it('lets only the administrator (and admins) list the company’s members', async () => {
    const list = await assertSucceeds(companyMembers(dbAs(CARLA)));
    expect(list.docs.map((d) => d.id).sort()).toEqual([CARLA, FELI, UMA].sort());
    await assertSucceeds(dbAs(CARLA).doc(`members/${UMA}`).get());
    await assertSucceeds(companyMembers(dbAs(ADMIN)));
    await assertSucceeds(dbAs(ADMIN).collection('members').get());
    for (const db of [dbAs(UMA), dbAs(FELI), dbAs(OTTO), dbAs(GUEST), visitorDb()]) {
      await assertFails(companyMembers(db));
      await assertFails(db.collection('members').get());
    }
    await assertFails(dbAs(UMA).doc(`members/${CARLA}`).get());
    await assertFails(dbAs(CARLA).doc(`members/${OTTO}`).get());
    await assertFails(companyMembers(dbAs(CARLA), OTTO));
  });

  it('lets the administrator change another member’s role, and nothing else', async () => {
    const carla = dbAs(CARLA);
    await assertFails(carla.doc(`members/${UMA}`).update({ role: 'jefe' }));
    await assertFails(carla.doc(`members/${UMA}`).update({ clientId: OTTO }));
    await assertFails(carla.doc(`members/${UMA}`).update({ email: 'otra@example.com' }));
    await assertFails(carla.doc(`members/${UMA}`).update({ addedBy: deleteField() }));
    await assertSucceeds(carla.doc(`members/${UMA}`).update({ role: 'administrador' }));
    expect((await stored(`members/${UMA}`))?.role).toBe('administrador');
  });

  it('never lets the administrator change or delete their own membership', async () => {
    await assertFails(dbAs(CARLA).doc(`members/${CARLA}`).update({ role: 'usuario' }));
    await assertFails(dbAs(CARLA).doc(`members/${CARLA}`).delete());
    expect((await stored(`members/${CARLA}`))?.role).toBe('administrador');
  });

  it('refuses role changes and removals to users, billing, another company, guests and visitors', async () => {
    for (const db of [dbAs(UMA), dbAs(FELI), dbAs(OTTO), dbAs(GUEST), visitorDb()]) {
      await assertFails(db.doc(`members/${FELI}`).update({ role: 'administrador' }));
      await assertFails(db.doc(`members/${FELI}`).delete());
    }
    await assertFails(dbAs(UMA).doc(`members/${UMA}`).update({ role: 'administrador' }));
    // The administrator of `carla` touches no member of `otto`.
    await assertFails(dbAs(CARLA).doc(`members/${OTTO}`).update({ role: 'usuario' }));
    await assertFails(dbAs(CARLA).doc(`members/${OTTO}`).delete());
    expect((await stored(`members/${FELI}`))?.role).toBe('facturacion');
    expect(await stored(`members/${OTTO}`)).toBeDefined();
  });

  it('lets the administrator remove another member, whose very next read is refused', async () => {
    await assertSucceeds(dbAs(UMA).doc(`equipment/${DEVICE}`).get());
    await assertSucceeds(dbAs(CARLA).doc(`members/${UMA}`).delete());
    expect(await stored(`members/${UMA}`)).toBeUndefined();
    await assertFails(dbAs(UMA).doc(`equipment/${DEVICE}`).get());
    await assertFails(dbAs(UMA).doc(`clients/${COMPANY}`).get());
    await assertFails(dbAs(UMA).doc(`tickets/${UMA_TICKET}`).get());
    // Their own (now missing) membership reads as nothing: the portal says "not linked".
    const own = await assertSucceeds(dbAs(UMA).doc(`members/${UMA}`).get());
    expect(own.exists).toBe(false);
  });

  it('never lets a client add a member: not the administrator, not the person themselves', async () => {
    const joining = memberDoc(GUEST, COMPANY, 'usuario', { addedBy: CARLA });
    await assertFails(dbAs(CARLA).doc(`members/${GUEST}`).set(joining));
    await assertFails(
      dbAs(GUEST)
        .doc(`members/${GUEST}`)
        .set({ ...joining, addedBy: GUEST }),
    );
    await assertFails(visitorDb().doc(`members/${GUEST}`).set(joining));
    // Nor move themselves to another company.
    await assertFails(dbAs(OTTO).doc(`members/${OTTO}`).update({ clientId: COMPANY }));
    expect(await stored(`members/${GUEST}`)).toBeUndefined();
  });

  it('lets an admin add a verified user to any company, change a role and remove a member', async () => {
    const admin = dbAs(ADMIN);
    await seed('users/nora', user('nora'));
    // Not verified, no account, a wrong e-mail, signed by someone else, a made-up role, a
    // company that does not exist: refused.
    await assertFails(admin.doc('members/nora').set(memberDoc('nora', COMPANY, 'usuario')));
    await assertFails(admin.doc('members/nadie').set(memberDoc('nadie', COMPANY, 'usuario')));
    await assertFails(
      admin
        .doc(`members/${GUEST}`)
        .set(memberDoc(GUEST, COMPANY, 'usuario', { email: 'otra@example.com' })),
    );
    await assertFails(
      admin.doc(`members/${GUEST}`).set(memberDoc(GUEST, COMPANY, 'usuario', { addedBy: CARLA })),
    );
    await assertFails(
      admin.doc(`members/${GUEST}`).set(memberDoc(GUEST, COMPANY, 'jefe' as 'usuario')),
    );
    await assertFails(admin.doc(`members/${GUEST}`).set(memberDoc(GUEST, 'no-existe', 'usuario')));
    await assertFails(
      admin.doc(`members/${GUEST}`).set(memberDoc(GUEST, COMPANY, 'usuario', { addedAt: T0 })),
    );
    await assertSucceeds(admin.doc(`members/${GUEST}`).set(memberDoc(GUEST, COMPANY, 'usuario')));
    await assertSucceeds(dbAs(GUEST).doc(`equipment/${DEVICE}`).get());
    // A person belongs to one company: a second membership is a change, and only of the role.
    await assertFails(admin.doc(`members/${GUEST}`).set(memberDoc(GUEST, OTTO, 'usuario')));
    await assertSucceeds(admin.doc(`members/${OTTO}`).update({ role: 'facturacion' }));
    await assertSucceeds(admin.doc(`members/${FELI}`).delete());
    expect(await stored(`members/${FELI}`)).toBeUndefined();
  });

  it('lets an admin create a company with its first member in one write', async () => {
    const admin = dbAs(ADMIN);
    const write = admin.batch();
    write.set(admin.doc('clients/empresaNueva'), clientDoc(GUEST, { rfc: '' }));
    write.set(admin.doc(`members/${GUEST}`), memberDoc(GUEST, 'empresaNueva', 'administrador'));
    await assertSucceeds(write.commit());
    await assertSucceeds(dbAs(GUEST).doc('clients/empresaNueva').get());
    await assertSucceeds(companyMembers(dbAs(GUEST), 'empresaNueva'));
    // The same company and member written by its would-be administrator: refused.
    const otto = dbAs(OTTO);
    const own = otto.batch();
    own.set(otto.doc('clients/empresaOtto'), clientDoc(OTTO, { linkedBy: OTTO }));
    own.set(otto.doc(`members/${GUEST}`), {
      ...memberDoc(GUEST, 'empresaOtto', 'administrador'),
      addedBy: OTTO,
    });
    await assertFails(own.commit());
    expect(await stored('clients/empresaOtto')).toBeUndefined();
  });
});

describe('memberInvites/{id}: written by the functions (cancelled: member-invite-cancel.rules.test.ts)', () => {
  it('lets the company’s administrator and admins read the invitations; nobody else', async () => {
    const list = await assertSucceeds(companyInvites(dbAs(CARLA)));
    expect(list.docs.map((d) => d.id)).toEqual([INVITE]);
    await assertSucceeds(dbAs(CARLA).doc(`memberInvites/${INVITE}`).get());
    await assertSucceeds(dbAs(ADMIN).collection('memberInvites').get());
    for (const db of [dbAs(UMA), dbAs(FELI), dbAs(OTTO), dbAs(GUEST), visitorDb()]) {
      await assertFails(companyInvites(db));
      await assertFails(db.doc(`memberInvites/${INVITE}`).get());
    }
    await assertSucceeds(companyInvites(dbAs(OTTO), OTTO));
    await assertFails(companyInvites(dbAs(CARLA), OTTO));
  });

  it('refuses creating, deleting and a bare change to everyone, the administrator and admins included', async () => {
    for (const db of [dbAs(CARLA), dbAs(ADMIN), dbAs(UMA), dbAs(GUEST), visitorDb()]) {
      await assertFails(
        db.doc('memberInvites/inv2').set({ clientId: COMPANY, email: 'x@example.com' }),
      );
      await assertFails(db.doc(`memberInvites/${INVITE}`).update({ revoked: true }));
      await assertFails(db.doc(`memberInvites/${INVITE}`).delete());
    }
    expect(await stored('memberInvites/inv2')).toBeUndefined();
    expect((await stored(`memberInvites/${INVITE}`))?.revoked).toBe(false);
  });
});
