/**
 * firestore.rules for service levels: a ticket's promises and clock, its technician and visit,
 * the desk's "Nuevo ticket", client replies ("Responder"), technicians (users/{uid}.technician)
 * and "Terminar contrato". The company `carla` (CARLA its administrator, UMA a "Usuario", FELI
 * "Facturación") rents DEVICE; OTTO administers another company; GUEST is a verified user with no
 * company; ADMIN is a desk admin who is not a technician, TECH one who is; and a visitor. Every
 * refusal sits beside the write that is accepted, so each test fails when the rule it is about is
 * missing as well as when it lets too much through.
 *
 * Run with `npm run test:rules` (Firestore emulator; Java 21+).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
// The rules tests are Firestore clients by design; SERVER_TIME is serverTimestamp().
import { deleteField, serverTimestamp, Timestamp } from 'firebase/firestore';
import { COLOR_DEVICE } from '../../src/data/rental/test-utils/client-portal-fixtures';
import { cancunDayId, serialKey } from '../../src/domain/service-limits';
import {
  ADMIN,
  CARLA,
  DEVICE,
  email,
  equipmentDoc,
  faultTicket,
  GUEST,
  LAST_MONTH,
  memberDoc,
  OTTO,
  seedPortal,
  storedEquipment,
  T0,
  THIS_MONTH,
  tonerTicket,
  user,
} from './portal-fixtures';
import { commitReading } from './reading-batch';
import { setUpFirestoreRules } from './rules-env';
import { commitReply, commitTicket, today } from './service-limit-writes';

type Data = Record<string, unknown>;

/** "Usuario" and "Facturación" of the company `carla`. */
const UMA = 'uma';
const FELI = 'feli';
/** An admin marked as a technician. */
const TECH = 'tecla';
/** CARLA's ticket and UMA's, both on DEVICE, stored at T0. */
const CARLA_TICKET = 'tCarla';
const UMA_TICKET = 'tUma';
const COMPANY = CARLA;

const { dbAs, visitorDb, seed, stored } = setUpFirestoreRules();

type Db = ReturnType<typeof visitorDb>;

/** Every signed-in client role and the visitor, who never write what the desk writes. */
const clientDbs = (): [string, Db][] => [
  ['administrador', dbAs(CARLA)],
  ['usuario', dbAs(UMA)],
  ['facturación', dbAs(FELI)],
  ['otra empresa', dbAs(OTTO)],
  ['invitado', dbAs(GUEST)],
  ['visitante', visitorDb()],
];

/** The company's ticket opened by `uid` (a member of `carla`). */
const companyTicket = (uid: string, extra: Data = {}): Data =>
  tonerTicket(uid, { clientId: COMPANY, ...extra });

const tomorrow = (): string => cancunDayId(new Date(Date.now() + 24 * 60 * 60 * 1000));

/** A visit as "Programar visita" writes it. */
const visit = (extra: Data = {}): Data => ({
  date: today(),
  start: '10:00',
  end: '12:00',
  address: 'Av. Tulum 200, Cancún',
  phone: '+529981234567',
  scheduledAt: serverTimestamp(),
  scheduledBy: ADMIN,
  ...extra,
});

beforeEach(async () => {
  await seedPortal(seed);
  for (const uid of [UMA, FELI]) await seed(`users/${uid}`, user(uid, { emailVerified: true }));
  await seed(`users/${TECH}`, user(TECH, { role: 'admin', technician: true }));
  await seed(`members/${UMA}`, memberDoc(UMA, COMPANY, 'usuario', { addedAt: T0 }));
  await seed(`members/${FELI}`, memberDoc(FELI, COMPANY, 'facturacion', { addedAt: T0 }));
  await seed(`tickets/${CARLA_TICKET}`, { ...tonerTicket(CARLA), createdAt: T0 });
  await seed(`tickets/${UMA_TICKET}`, { ...companyTicket(UMA), createdAt: T0 });
});

describe('tickets: a client opens one only with the clock at rest', () => {
  it('refuses any other initial status, clock, due time, technician, visit, opener or notice', async () => {
    const carla = dbAs(CARLA);
    const wrong: Data[] = [
      { status: 'En proceso' },
      { status: 'Esperando refacción' },
      { responseHours: 8 },
      { resolutionHours: 40 },
      { respondedAt: serverTimestamp() },
      { pausedAt: serverTimestamp() },
      { pausedMinutes: 5 },
      { resolvedAt: serverTimestamp() },
      { dueAt: serverTimestamp() },
      { dueAt: T0 },
      { technicianUid: TECH },
      { technicianName: 'Tecla' },
      { visit: visit() },
      { openedBy: 'empresa' },
      { notified: true },
    ];
    for (const [i, extra] of wrong.entries())
      await assertFails(commitTicket(carla, `bad${i}`, tonerTicket(CARLA, extra)));
    const { notified: _notified, ...withoutNotice } = tonerTicket(CARLA);
    await assertFails(commitTicket(carla, 'bad-missing', withoutNotice));
    await assertSucceeds(commitTicket(carla, 't1', tonerTicket(CARLA)));
    expect(await stored('tickets/t1')).toMatchObject({
      responseHours: 4,
      resolutionHours: 16,
      dueAt: null,
      openedBy: 'cliente',
      notified: false,
    });
  });

  it('copies the device contract’s promises, 4 and 16 business hours when it names none', async () => {
    await seed(
      `equipment/${DEVICE}`,
      storedEquipment(CARLA, {
        contract: { ...COLOR_DEVICE.contract, responseHours: 8, resolutionHours: 24 },
      }),
    );
    const uma = dbAs(UMA);
    await assertFails(commitTicket(uma, 't1', companyTicket(UMA)));
    await assertFails(commitTicket(uma, 't1', companyTicket(UMA, { resolutionHours: 24 })));
    await assertFails(commitTicket(uma, 't1', companyTicket(UMA, { responseHours: 8 })));
    await assertSucceeds(
      commitTicket(uma, 't1', companyTicket(UMA, { responseHours: 8, resolutionHours: 24 })),
    );
    const { responseHours: _r, resolutionHours: _s, ...older } = COLOR_DEVICE.contract;
    await seed(`equipment/${DEVICE}`, storedEquipment(CARLA, { contract: older }));
    // The first request's colours freed (resolved: releaseTonerRequest), so the next may claim
    // them (one toner request per colour: toner-requests.rules.test.ts).
    await seed(`equipment/${DEVICE}/tonerRequests/open`, { colors: {}, lastTicketId: 't1' });
    const second = { day: today(), count: 2, lastTicketId: 't2' };
    await assertFails(
      commitTicket(
        uma,
        't2',
        companyTicket(UMA, { responseHours: 8, resolutionHours: 24 }),
        second,
      ),
    );
    await assertSucceeds(commitTicket(uma, 't2', companyTicket(UMA), second));
  });

  it('refuses a client’s ticket on a device whose contract ended', async () => {
    const end = { date: LAST_MONTH + '-28', bw: 1500, color: 250, at: T0, by: ADMIN };
    await seed(`equipment/${DEVICE}`, storedEquipment(CARLA, { contractEnd: end }));
    await assertFails(commitTicket(dbAs(CARLA), 't1', faultTicket(CARLA)));
    await seed(`equipment/${DEVICE}`, storedEquipment(CARLA));
    await assertSucceeds(commitTicket(dbAs(CARLA), 't1', faultTicket(CARLA)));
  });

  it('refuses a ticket to another company, a billing member, a guest and a visitor', async () => {
    await assertFails(commitTicket(dbAs(OTTO), 't1', tonerTicket(OTTO, { clientId: COMPANY })));
    await assertFails(commitTicket(dbAs(FELI), 't1', companyTicket(FELI)));
    await assertFails(commitTicket(dbAs(GUEST), 't1', tonerTicket(GUEST)));
    await assertFails(commitTicket(visitorDb(), 't1', tonerTicket(CARLA)));
    await assertSucceeds(commitTicket(dbAs(UMA), 't1', companyTicket(UMA)));
  });
});

describe('tickets: clients never write the status, clock, due time, technician, visit or notice', () => {
  const changes: Data[] = [
    { status: 'Resuelto', open: false, statusChangedAt: serverTimestamp(), statusChangedBy: CARLA },
    { respondedAt: serverTimestamp() },
    { pausedAt: serverTimestamp() },
    { pausedMinutes: 0 },
    { resolvedAt: serverTimestamp() },
    { dueAt: null },
    { dueAt: Timestamp.fromDate(new Date('2030-01-01T00:00:00.000Z')) },
    { technicianUid: TECH, technicianName: 'Tecla' },
    { notified: true },
  ];

  it('refuses every role of a company, a guest and a visitor; admins may', async () => {
    await seed(`tickets/${CARLA_TICKET}`, {
      ...tonerTicket(CARLA),
      createdAt: T0,
      technicianUid: TECH,
      technicianName: 'Tecla',
    });
    for (const [, db] of clientDbs()) {
      for (const ticket of [CARLA_TICKET, UMA_TICKET]) {
        for (const change of changes) await assertFails(db.doc(`tickets/${ticket}`).update(change));
        await assertFails(db.doc(`tickets/${ticket}`).update({ visit: visit() }));
      }
    }
    expect(await stored(`tickets/${UMA_TICKET}`)).toMatchObject({ status: 'Abierto', dueAt: null });
    const admin = dbAs(ADMIN);
    await assertSucceeds(admin.doc(`tickets/${UMA_TICKET}`).update({ dueAt: T0 }));
    await assertSucceeds(admin.doc(`tickets/${CARLA_TICKET}`).update({ visit: visit() }));
  });
});

describe('tickets: the desk moves the clock, assigns a technician and schedules a visit', () => {
  const ticket = `tickets/${CARLA_TICKET}`;

  it('accepts a status change with its clock at this write’s time, and a due time', async () => {
    const admin = dbAs(ADMIN);
    await assertSucceeds(
      admin.doc(ticket).update({
        status: 'Esperando refacción',
        open: true,
        statusChangedAt: serverTimestamp(),
        statusChangedBy: ADMIN,
        respondedAt: serverTimestamp(),
        pausedAt: serverTimestamp(),
        dueAt: null,
      }),
    );
    await assertSucceeds(
      admin.doc(ticket).update({
        status: 'En proceso',
        open: true,
        statusChangedAt: serverTimestamp(),
        statusChangedBy: ADMIN,
        pausedAt: null,
        pausedMinutes: 90,
        dueAt: Timestamp.fromDate(new Date('2026-03-04T20:00:00.000Z')),
      }),
    );
    await assertSucceeds(
      admin.doc(ticket).update({
        status: 'Resuelto',
        open: false,
        statusChangedAt: serverTimestamp(),
        statusChangedBy: ADMIN,
        resolvedAt: serverTimestamp(),
        dueAt: null,
      }),
    );
    const after = await stored(ticket);
    expect(after).toMatchObject({ status: 'Resuelto', pausedAt: null, pausedMinutes: 90 });
    expect(after?.resolvedAt).toBeInstanceOf(Timestamp);
    expect(after?.respondedAt).toBeInstanceOf(Timestamp);
  });

  it('refuses instants that are not this write’s, a bad pause or due time, and the keys it never writes', async () => {
    const admin = dbAs(ADMIN);
    const wrong: Data[] = [
      { respondedAt: T0 },
      { pausedAt: T0 },
      { resolvedAt: T0 },
      { pausedMinutes: -1 },
      { pausedMinutes: 1.5 },
      { dueAt: '2026-03-04T20:00:00.000Z' },
      { notified: true },
      { openedBy: 'empresa' },
      { authorUid: UMA },
      { responseHours: 8 },
      { resolutionHours: 8 },
      { status: 'Cerrado' },
    ];
    for (const change of wrong) await assertFails(admin.doc(ticket).update(change));
    await assertSucceeds(
      admin.doc(ticket).update({
        respondedAt: serverTimestamp(),
        pausedMinutes: 0,
        dueAt: Timestamp.fromDate(new Date('2026-03-04T20:00:00.000Z')),
      }),
    );
  });

  it('assigns only an admin marked as a technician, with a name', async () => {
    const admin = dbAs(ADMIN);
    await seed(`users/fake`, user('fake', { technician: true }));
    await assertFails(admin.doc(ticket).update({ technicianUid: ADMIN, technicianName: ADMIN }));
    await assertFails(admin.doc(ticket).update({ technicianUid: 'fake', technicianName: 'fake' }));
    await assertFails(admin.doc(ticket).update({ technicianUid: 'nobody', technicianName: 'x' }));
    await assertFails(admin.doc(ticket).update({ technicianUid: TECH, technicianName: '' }));
    await assertFails(admin.doc(ticket).update({ technicianUid: null, technicianName: 'Tecla' }));
    await assertSucceeds(
      admin.doc(ticket).update({ technicianUid: TECH, technicianName: 'Tecla' }),
    );
    expect(await stored(ticket)).toMatchObject({ technicianUid: TECH, technicianName: 'Tecla' });
  });

  it('schedules a visit only with a technician, stamped, with a valid window', async () => {
    const admin = dbAs(ADMIN);
    await assertFails(admin.doc(ticket).update({ visit: visit() }));
    await assertSucceeds(
      admin.doc(ticket).update({ technicianUid: TECH, technicianName: 'Tecla' }),
    );
    const wrong: Data[] = [
      visit({ scheduledAt: T0 }),
      visit({ scheduledBy: TECH }),
      visit({ start: '12:00', end: '12:00' }),
      visit({ start: '10.00' }),
      visit({ end: '24:00' }),
      visit({ date: '2026-13-01' }),
      visit({ address: '' }),
      visit({ address: 'x'.repeat(301) }),
      visit({ phone: '1'.repeat(41) }),
      visit({ notes: 'Traer tóner' }),
    ];
    for (const bad of wrong) await assertFails(admin.doc(ticket).update({ visit: bad }));
    const { phone: _phone, ...withoutPhone } = visit();
    await assertFails(admin.doc(ticket).update({ visit: withoutPhone }));
    await assertSucceeds(admin.doc(ticket).update({ visit: visit() }));
    // The technician goes only with the visit.
    await assertFails(admin.doc(ticket).update({ technicianUid: null, technicianName: '' }));
    await assertSucceeds(
      admin.doc(ticket).update({ technicianUid: null, technicianName: '', visit: null }),
    );
    expect(await stored(ticket)).toMatchObject({ technicianUid: null, visit: null });
  });
});

describe('tickets: the desk’s "Nuevo ticket" for a member of the company', () => {
  const deskTicket = (uid: string, extra: Data = {}): Data =>
    companyTicket(uid, { openedBy: 'empresa', ...extra });

  it('accepts an author who is a member who sees tickets, with their e-mail, and no quota', async () => {
    const admin = dbAs(ADMIN);
    await assertFails(
      commitTicket(admin, 'n1', deskTicket(OTTO, { clientEmail: email(OTTO) }), null),
    );
    await assertFails(commitTicket(admin, 'n1', deskTicket(GUEST), null));
    await assertFails(commitTicket(admin, 'n1', deskTicket(FELI), null));
    await assertFails(
      commitTicket(admin, 'n1', deskTicket(UMA, { clientEmail: email(CARLA) }), null),
    );
    await assertFails(commitTicket(admin, 'n1', deskTicket(UMA, { openedBy: 'cliente' }), null));
    await assertFails(
      commitTicket(admin, 'n1', deskTicket(UMA, { dueAt: serverTimestamp() }), null),
    );
    await assertFails(commitTicket(admin, 'n1', deskTicket(UMA, { notified: true }), null));
    await assertFails(commitTicket(admin, 'n1', deskTicket(UMA, { statusChangedBy: ADMIN }), null));
    await assertSucceeds(commitTicket(admin, 'n1', deskTicket(UMA), null));
    // The first request's colours freed (resolved: releaseTonerRequest), so the next may claim
    // them (one toner request per colour: toner-requests.rules.test.ts).
    await seed(`equipment/${DEVICE}/tonerRequests/open`, { colors: {}, lastTicketId: 'n1' });
    await assertSucceeds(commitTicket(admin, 'n2', deskTicket(CARLA), null));
    expect(await stored('tickets/n1')).toMatchObject({
      authorUid: UMA,
      clientEmail: email(UMA),
      openedBy: 'empresa',
      notified: false,
    });
    expect(await stored(`ticketQuotas/${UMA}`)).toBeUndefined();
  });

  it('refuses "empresa" tickets from anyone but an admin', async () => {
    for (const [, db] of clientDbs())
      await assertFails(commitTicket(db, 'n1', deskTicket(UMA), null));
    await assertFails(commitTicket(dbAs(UMA), 'n1', deskTicket(UMA)));
    await assertSucceeds(commitTicket(dbAs(UMA), 'n1', companyTicket(UMA)));
  });
});

describe('tickets/{id}/replies: the client’s "Responder" and the desk’s replies', () => {
  const clientReply = (uid: string, extra: Data = {}): Data => ({
    text: 'Ya lo revisamos: sigue atorándose.',
    authorUid: uid,
    authorName: uid,
    at: serverTimestamp(),
    fromClient: true,
    notified: false,
    ...extra,
  });
  const deskReply = (extra: Data = {}): Data => ({
    text: 'Mañana a las 10 pasamos.',
    authorUid: ADMIN,
    authorName: 'Soporte Tu Socio',
    at: serverTimestamp(),
    fromClient: false,
    notified: false,
    ...extra,
  });
  const reply = (ticket: string, id: string) => `tickets/${ticket}/replies/${id}`;
  /** The author's replyQuotas/{uid} counting their `count`th reply of today. */
  const replyQuota = (count: number, ticketId: string, replyId: string): Data => ({
    day: today(),
    count,
    lastTicketId: ticketId,
    lastReplyId: replyId,
  });

  it('lets whoever sees the ticket reply as a client, signed with their member name', async () => {
    await assertSucceeds(commitReply(dbAs(CARLA), UMA_TICKET, 'r1', clientReply(CARLA)));
    await assertSucceeds(commitReply(dbAs(UMA), UMA_TICKET, 'r2', clientReply(UMA)));
    // A user sees only the tickets they opened.
    await assertFails(
      commitReply(
        dbAs(UMA),
        CARLA_TICKET,
        'r3',
        clientReply(UMA),
        replyQuota(2, CARLA_TICKET, 'r3'),
      ),
    );
    for (const [uid, db] of [
      [OTTO, dbAs(OTTO)],
      [FELI, dbAs(FELI)],
      [GUEST, dbAs(GUEST)],
      [CARLA, visitorDb()],
    ] as const)
      await assertFails(commitReply(db, CARLA_TICKET, 'r4', clientReply(uid)));
    expect(await stored(reply(CARLA_TICKET, 'r4'))).toBeUndefined();
    expect(await stored(reply(UMA_TICKET, 'r2'))).toMatchObject({
      fromClient: true,
      notified: false,
    });
  });

  it('refuses a client reply on a resolved ticket, or shaped as anything else', async () => {
    const carla = dbAs(CARLA);
    const wrong: Data[] = [
      { fromClient: false },
      { notified: true },
      { authorName: 'Otra persona' },
      { authorUid: UMA },
      { at: T0 },
      { text: '' },
      { text: 'x'.repeat(2001) },
      { photoPath: `ticket_photos/${CARLA}/${DEVICE}/${CARLA_TICKET}` },
      { photoPath: `ticket_photos/${CARLA}/${DEVICE}/${CARLA_TICKET}-r2` },
      { photoPath: 'https://example.com/foto.jpg' },
      { status: 'En proceso' },
    ];
    for (const extra of wrong)
      await assertFails(commitReply(carla, CARLA_TICKET, 'r1', clientReply(CARLA, extra)));
    await assertSucceeds(
      commitReply(
        carla,
        CARLA_TICKET,
        'r1',
        clientReply(CARLA, { photoPath: `ticket_photos/${CARLA}/${DEVICE}/${CARLA_TICKET}-r1` }),
      ),
    );
    await seed(`tickets/${UMA_TICKET}`, {
      ...companyTicket(UMA),
      createdAt: T0,
      status: 'Resuelto',
      open: false,
    });
    await assertFails(commitReply(dbAs(UMA), UMA_TICKET, 'r1', clientReply(UMA)));
    await assertFails(
      commitReply(
        dbAs(CARLA),
        UMA_TICKET,
        'r1',
        clientReply(CARLA),
        replyQuota(2, UMA_TICKET, 'r1'),
      ),
    );
    // The desk still answers a resolved ticket.
    await assertSucceeds(dbAs(ADMIN).doc(reply(UMA_TICKET, 'r1')).set(deskReply()));
  });

  it('takes the desk’s reply as fromClient false and not yet notified', async () => {
    const admin = dbAs(ADMIN);
    const at = reply(CARLA_TICKET, 'r1');
    await assertFails(admin.doc(at).set(deskReply({ fromClient: true })));
    await assertFails(admin.doc(at).set(deskReply({ notified: true })));
    const { fromClient: _f, ...withoutFlag } = deskReply();
    await assertFails(admin.doc(at).set(withoutFlag));
    await assertFails(
      admin.doc(at).set(deskReply({ photoPath: `ticket_photos/${CARLA}/${DEVICE}/x` })),
    );
    await assertSucceeds(admin.doc(at).set(deskReply()));
    await assertFails(admin.doc(at).update({ notified: true }));
    await assertFails(dbAs(CARLA).doc(at).update({ notified: true }));
  });
});

describe('users/{uid}.technician: admins mark admins', () => {
  const ANA = 'ana';

  beforeEach(async () => {
    await seed(`users/${ANA}`, user(ANA, { role: 'admin' }));
  });

  it('lets an admin mark an admin (themselves too) and take the mark off', async () => {
    const admin = dbAs(ADMIN);
    await assertFails(admin.doc(`users/${GUEST}`).update({ technician: true }));
    await assertFails(admin.doc(`users/${ANA}`).update({ technician: 'sí' }));
    await assertFails(admin.doc(`users/${ANA}`).update({ technician: true, sales: true }));
    await assertSucceeds(admin.doc(`users/${ANA}`).update({ technician: true }));
    await assertSucceeds(admin.doc(`users/${ADMIN}`).update({ technician: true }));
    await assertSucceeds(admin.doc(`users/${TECH}`).update({ technician: false }));
    await assertSucceeds(admin.doc(`users/${ANA}`).update({ technician: deleteField() }));
    expect((await stored(`users/${ADMIN}`))?.technician).toBe(true);
    expect((await stored(`users/${ANA}`))?.technician).toBeUndefined();
  });

  it('never lets a non-admin write it, on their own document or another’s', async () => {
    for (const [, db] of clientDbs()) {
      await assertFails(db.doc(`users/${ANA}`).update({ technician: true }));
      await assertFails(db.doc(`users/${TECH}`).update({ technician: false }));
    }
    for (const uid of [CARLA, UMA, GUEST])
      await assertFails(dbAs(uid).doc(`users/${uid}`).update({ technician: true }));
    await assertSucceeds(dbAs(GUEST).doc(`users/${GUEST}`).update({ name: 'Gabo' }));
  });

  it('removes the mark with the role', async () => {
    const removal = { role: null, roleChangedAt: serverTimestamp(), roleChangedBy: ADMIN };
    await assertFails(dbAs(ADMIN).doc(`users/${TECH}`).update(removal));
    await assertSucceeds(
      dbAs(ADMIN)
        .doc(`users/${TECH}`)
        .update({ ...removal, technician: false }),
    );
    expect(await stored(`users/${TECH}`)).toMatchObject({ role: null, technician: false });
  });
});

describe('equipment: promises in the contract and "Terminar contrato"', () => {
  const device = `equipment/${DEVICE}`;
  const end = (extra: Data = {}): Data => ({
    contractEnd: {
      date: today(),
      bw: 1500,
      color: 250,
      at: serverTimestamp(),
      by: ADMIN,
      ...extra,
    },
    lastReadingMonth: '9999-12',
  });

  it('lets an admin set the contract’s hours, whole numbers from 1 to 200', async () => {
    const admin = dbAs(ADMIN);
    const contract = (hours: Data): Data => ({
      contract: { ...COLOR_DEVICE.contract, ...hours },
      updatedAt: serverTimestamp(),
      updatedBy: ADMIN,
    });
    for (const bad of [0, 201, 4.5, '8'])
      await assertFails(admin.doc(device).update(contract({ responseHours: bad })));
    await assertFails(admin.doc(device).update(contract({ resolutionHours: 0 })));
    await assertFails(dbAs(CARLA).doc(device).update({ 'contract.responseHours': 1 }));
    await assertSucceeds(
      admin.doc(device).update(contract({ responseHours: 2, resolutionHours: 200 })),
    );
    expect((await stored(device))?.contract).toMatchObject({
      responseHours: 2,
      resolutionHours: 200,
    });
  });

  it('lets an admin end the contract once, today or before, at or above the last counters', async () => {
    const admin = dbAs(ADMIN);
    const wrong: Data[] = [
      end({ date: tomorrow() }),
      end({ date: '2026-02-30x' }),
      end({ bw: 999 }),
      end({ color: 199 }),
      end({ bw: 1.5 }),
      end({ at: T0 }),
      end({ by: TECH }),
      end({ reason: 'fin' }),
      { ...end(), lastReadingMonth: THIS_MONTH },
      { contractEnd: end().contractEnd as Data },
      { ...end(), model: 'Otro' },
    ];
    for (const change of wrong) await assertFails(admin.doc(device).update(change));
    for (const [, db] of clientDbs()) await assertFails(db.doc(device).update(end({ by: CARLA })));
    await assertSucceeds(
      admin.doc(device).update(end({ bw: 1000, color: 200, date: LAST_MONTH + '-01' })),
    );
    // Once: a second end is refused, and so is the admin's edit that drops or moves it.
    await assertFails(admin.doc(device).update(end()));
    const stamped = await stored(device);
    expect(stamped?.lastReadingMonth).toBe('9999-12');
    expect(stamped?.contractEnd).toMatchObject({ bw: 1000, color: 200, by: ADMIN });
    await assertFails(
      admin.doc(device).update({
        contractEnd: { ...(stamped?.contractEnd as Data), bw: 5000 },
        updatedAt: serverTimestamp(),
        updatedBy: ADMIN,
      }),
    );
    await assertFails(
      admin.doc(device).update({
        contractEnd: deleteField(),
        updatedAt: serverTimestamp(),
        updatedBy: ADMIN,
      }),
    );
    await assertSucceeds(
      admin.doc(device).update({ model: 'Otro', updatedAt: serverTimestamp(), updatedBy: ADMIN }),
    );
  });

  it('measures the final counters against the last reading', async () => {
    await seed(device, {
      ...storedEquipment(CARLA),
      lastReading: { month: LAST_MONTH, bw: 1400, color: 250, at: T0 },
      lastReadingMonth: LAST_MONTH,
    });
    await assertFails(
      dbAs(ADMIN)
        .doc(device)
        .update(end({ bw: 1399 })),
    );
    await assertSucceeds(
      dbAs(ADMIN)
        .doc(device)
        .update(end({ bw: 1400, color: 250 })),
    );
  });

  it('refuses a new device registered as ended', async () => {
    const admin = dbAs(ADMIN);
    const fresh = equipmentDoc(CARLA, {
      serial: 'NEW-1',
      contractEnd: { date: today(), bw: 0, color: 0, at: serverTimestamp(), by: ADMIN },
    });
    const batch = (data: Data) => {
      const write = admin.batch();
      write.set(admin.doc('equipment/nuevo'), data);
      write.set(admin.doc(`equipmentSerials/${serialKey('NEW-1')}`), { equipmentId: 'nuevo' });
      return write.commit();
    };
    await assertFails(batch(fresh));
    await assertFails(batch({ ...fresh, lastReadingMonth: '9999-12' }));
    const { contractEnd: _end, ...registered } = fresh;
    await assertSucceeds(batch(registered));
  });

  it('refuses readings on a device whose contract ended', async () => {
    const reading = (by: string) => ({
      month: THIS_MONTH,
      bw: 1500,
      color: 260,
      previous: { bw: 1000, color: 200 },
      by,
      at: serverTimestamp(),
    });
    const ended = { date: today(), bw: 1000, color: 200, at: T0, by: ADMIN };
    await seed(device, storedEquipment(CARLA, { contractEnd: ended }));
    for (const uid of [CARLA, UMA, ADMIN])
      await assertFails(
        commitReading(dbAs(uid), { device: DEVICE, month: THIS_MONTH, reading: reading(uid) }),
      );
    await seed(device, storedEquipment(CARLA));
    await assertSucceeds(
      commitReading(dbAs(UMA), { device: DEVICE, month: THIS_MONTH, reading: reading(UMA) }),
    );
  });
});
