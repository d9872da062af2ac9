/**
 * A rental client in "Tus datos" (privacy/client-records.ts and account.ts) on fakes: deleting the
 * account keeps the company's records without the person's e-mail, name or photos and deletes the
 * e-mail markers; the export carries the portal's data and no staff data.
 */
import { describe, expect, it } from 'vitest';

import {
  ACCOUNT_MESSAGES,
  AccountError,
  deleteMyAccount,
  exportMyData,
  type AccountDeps,
} from '../src/privacy/account.js';
import { exportClientRecords, withoutStaffData } from '../src/privacy/client-export.js';
import { clientPhotoPrefixes, forgetClient } from '../src/privacy/client-records.js';
import { FakeTimestamp } from './fake-firestore.js';
import { fakePortalStore } from './fake-portal-store.js';
import { recordingLogger } from './helpers.js';

const UID = 'cli-uid';
const EMAIL = 'compras@hotel.mx';
const NOW = new Date('2026-06-01T12:00:00.000Z');

function portalDocs(): Record<string, Record<string, unknown>> {
  return {
    [`clients/${UID}`]: {
      email: EMAIL,
      name: 'Carla Ruiz',
      company: 'Hotel Ámbar',
      leadId: 'lead-1',
      linkedAt: FakeTimestamp.fromDate(new Date('2026-01-05T15:00:00.000Z')),
      linkedBy: 'admin-uid',
    },
    'clients/otro': { email: 'otro@x.mx', name: 'Otro', company: 'Otra', leadId: null },
    [`members/${UID}`]: {
      clientId: UID,
      role: 'administrador',
      email: EMAIL,
      name: 'Carla Ruiz',
      addedAt: FakeTimestamp.fromDate(new Date('2026-01-05T15:00:00.000Z')),
      addedBy: 'admin-uid',
    },
    'members/otro': { clientId: 'otro', role: 'administrador', email: 'otro@x.mx', name: 'Otro' },
    'equipment/e1': {
      clientId: UID,
      model: 'Kyocera M3655',
      serial: 'SER-1',
      createdBy: 'admin-uid',
      updatedBy: 'admin-uid',
    },
    'equipment/e1/readings/2026-05': {
      month: '2026-05',
      bw: 1200,
      color: 0,
      by: UID,
      photoPath: `meter_photos/${UID}/e1/2026-05`,
      correction: { by: 'admin-uid', reason: 'Dígito de más', original: { bw: 12000, color: 0 } },
    },
    'equipment/e1/readings/2026-04': { month: '2026-04', bw: 1000, color: 0, by: UID },
    'equipment/e9': { clientId: 'otro', model: 'HP', serial: 'SER-9' },
    'equipment/e9/readings/2026-05': {
      month: '2026-05',
      bw: 1,
      color: 0,
      photoPath: 'meter_photos/otro/e9/2026-05',
    },
    'tickets/t1': {
      clientId: UID,
      authorUid: UID,
      clientEmail: EMAIL,
      equipmentId: 'e1',
      kind: 'falla',
      description: 'Atasco en la bandeja 2',
      photoPath: `ticket_photos/${UID}/e1/t1`,
      status: 'En proceso',
      statusChangedBy: 'admin-uid',
    },
    'tickets/t1/replies/r1': {
      text: 'Vamos mañana.',
      authorUid: 'admin-uid',
      authorName: 'Luis (técnico)',
    },
    'tickets/t1/replies/r2': {
      text: 'Gracias, adjunto foto.',
      authorUid: UID,
      authorName: 'Carla Ruiz',
      fromClient: true,
      photoPath: `ticket_photos/${UID}/e1/t1-r2`,
    },
    'tickets/t2': {
      clientId: UID,
      authorUid: UID,
      clientEmail: EMAIL,
      equipmentId: 'e1',
      kind: 'toner',
    },
    'tickets/t9': {
      clientId: 'otro',
      authorUid: 'otro',
      clientEmail: 'otro@x.mx',
      equipmentId: 'e9',
      kind: 'toner',
    },
    'serviceMails/ticket-t1': { kind: 'service-ticket', ticketId: 't1' },
    'serviceMails/reply-t1-r1': { kind: 'ticket-reply', ticketId: 't1', replyId: 'r1' },
    'serviceMails/ticket-t9': { kind: 'service-ticket', ticketId: 't9' },
    [`meterReminders/${UID}_2026-05`]: { clientId: UID, month: '2026-05' },
    [`meterReminders/${UID}_2026-06`]: { claimedAt: NOW },
    'meterReminders/otro_2026-05': { clientId: 'otro', month: '2026-05' },
    [`ticketQuotas/${UID}`]: { day: '2026-06-01', count: 2 },
  };
}

const FILES = [
  `meter_photos/${UID}/e1/2026-05`,
  `ticket_photos/${UID}/e1/t1`,
  `ticket_photos/${UID}/e1/t1-r2`,
  'meter_photos/otro/e9/2026-05',
];

describe('forgetClient', () => {
  it('keeps the rental records without e-mail, name or photos, and deletes the markers', async () => {
    const portal = fakePortalStore(portalDocs(), { files: FILES, now: NOW });
    const report = await forgetClient(UID, portal.store, recordingLogger());

    expect(portal.docs.get(`clients/${UID}`)).toEqual({
      company: 'Hotel Ámbar',
      leadId: 'lead-1',
      linkedAt: FakeTimestamp.fromDate(new Date('2026-01-05T15:00:00.000Z')),
      linkedBy: 'admin-uid',
      deleted: true,
      deletedAt: NOW,
    });
    expect(portal.docs.get('tickets/t1')).toEqual({
      clientId: UID,
      authorUid: UID,
      equipmentId: 'e1',
      kind: 'falla',
      description: 'Atasco en la bandeja 2',
      status: 'En proceso',
      statusChangedBy: 'admin-uid',
    });
    expect(portal.docs.get('tickets/t2')).not.toHaveProperty('clientEmail');
    expect(portal.docs.get('equipment/e1/readings/2026-05')).not.toHaveProperty('photoPath');
    expect(portal.docs.get('equipment/e1/readings/2026-05')?.bw).toBe(1200);
    expect(portal.docs.get('equipment/e1')).toBeDefined();
    // Their reply keeps its text, without their name or photo; the staff's reply is untouched.
    expect(portal.docs.get('tickets/t1/replies/r2')).toEqual({
      text: 'Gracias, adjunto foto.',
      authorUid: UID,
      fromClient: true,
    });
    expect(portal.docs.get('tickets/t1/replies/r1')).toEqual(portalDocs()['tickets/t1/replies/r1']);
    // Nothing of theirs holds their e-mail, name or a photo any more.
    for (const [path, data] of portal.docs) {
      if (/otro|t9|e9/.test(path)) continue;
      expect(JSON.stringify(data), path).not.toContain(EMAIL);
      expect(JSON.stringify(data), path).not.toContain('Carla');
      expect(JSON.stringify(data), path).not.toContain('_photos/');
    }
    for (const gone of [
      `members/${UID}`,
      'serviceMails/ticket-t1',
      'serviceMails/reply-t1-r1',
      `meterReminders/${UID}_2026-05`,
      `meterReminders/${UID}_2026-06`,
      `ticketQuotas/${UID}`,
    ])
      expect(portal.docs.has(gone), gone).toBe(false);
    expect(portal.deletedPrefixes).toEqual(clientPhotoPrefixes(UID));
    expect([...portal.files]).toEqual(['meter_photos/otro/e9/2026-05']);
    // Another client is untouched.
    expect(portal.docs.get('tickets/t9')?.clientEmail).toBe('otro@x.mx');
    expect(portal.docs.get('clients/otro')?.email).toBe('otro@x.mx');
    expect(portal.docs.has('serviceMails/ticket-t9')).toBe(true);
    expect(portal.docs.has('meterReminders/otro_2026-05')).toBe(true);
    expect(portal.docs.has('members/otro')).toBe(true);
    expect(report).toMatchObject({
      client: true,
      membership: true,
      company: 'anonymized',
      tickets: 2,
      replies: 1,
      readings: 1,
      photos: 'deleted',
    });

    // A second run finds nothing of theirs (the membership went last) and changes nothing.
    const before = JSON.stringify([...portal.docs]);
    const again = await forgetClient(UID, portal.store, recordingLogger());
    expect(again).toMatchObject({ client: false, tickets: 0, readings: 0 });
    expect(JSON.stringify([...portal.docs])).toBe(before);
    expect(portal.docs.get(`clients/${UID}`)?.deletedAt).toBe(NOW);
  });

  it('a run that fails half-way keeps the membership, so its retry finishes the company', async () => {
    const failing = fakePortalStore(portalDocs(), { files: FILES, storage: 'fails', now: NOW });
    await expect(forgetClient(UID, failing.store, recordingLogger())).rejects.toThrow();
    expect(failing.docs.has(`members/${UID}`)).toBe(true);
    expect(failing.docs.get(`clients/${UID}`)).toMatchObject({ deleted: true });
    const retry = fakePortalStore(Object.fromEntries(failing.docs), { files: FILES, now: NOW });
    const report = await forgetClient(UID, retry.store, recordingLogger());
    expect(report).toMatchObject({ client: true, membership: true, company: 'anonymized' });
    expect(retry.docs.has(`members/${UID}`)).toBe(false);
    expect([...retry.files]).toEqual(['meter_photos/otro/e9/2026-05']);
  });

  it('does nothing to someone who never was a client', async () => {
    const portal = fakePortalStore(portalDocs());
    expect(await forgetClient('nadie', portal.store, recordingLogger())).toEqual({
      client: false,
      membership: false,
      company: 'none',
      tickets: 0,
      replies: 0,
      readings: 0,
      markers: 0,
      photos: 'none',
    });
    expect(portal.docs.size).toBe(Object.keys(portalDocs()).length);
    expect(portal.deletedPrefixes).toEqual([]);
  });

  it('goes on without Storage (the local emulators) and says the photos were skipped', async () => {
    const portal = fakePortalStore(portalDocs(), { storage: 'skipped' });
    const report = await forgetClient(UID, portal.store, recordingLogger());
    expect(report.photos).toBe('skipped');
    expect(portal.docs.get(`clients/${UID}`)).not.toHaveProperty('email');
  });

  it('refuses a uid that would reach another folder', () => {
    expect(() => clientPhotoPrefixes('../x')).toThrow(TypeError);
    expect(() => clientPhotoPrefixes('')).toThrow(TypeError);
  });
});

describe('withoutStaffData', () => {
  it('drops who on staff did what, the owner, and other accounts, and keeps the person’s own', () => {
    expect(
      withoutStaffData(
        {
          status: 'Perdido',
          owner: { uid: 'ventas-uid', email: 'ventas@empresa.mx' },
          ownerUid: 'ventas-uid',
          authorUid: UID,
          ownerChangedBy: 'admin-uid',
          ownerChangedAt: '2026-02-01T00:00:00.000Z',
          mergedBy: 'admin-uid',
          mergedInto: 'lead-keep',
          statusChangedBy: 'admin-uid',
          anonymized: { by: 'admin-uid', cause: 'admin', at: '2026-03-01' },
          duplicateUserIds: ['otra-cuenta'],
          duplicateLeadIds: ['otra-solicitud'],
          latestNote: { text: 'nota interna', authorEmail: 'ventas@empresa.mx' },
          reading: { by: UID, bw: 3 },
        },
        UID,
      ),
    ).toEqual({
      status: 'Perdido',
      authorUid: UID,
      ownerChangedAt: '2026-02-01T00:00:00.000Z',
      mergedInto: 'lead-keep',
      anonymized: { cause: 'admin', at: '2026-03-01' },
      reading: { by: UID, bw: 3 },
    });
  });
});

describe('exportClientRecords', () => {
  it('gives the membership, the client record, devices with readings, tickets with replies, no staff data', async () => {
    const portal = fakePortalStore(portalDocs());
    const exported = await exportClientRecords(UID, portal.store, (v) => v);
    expect(exported.incluido).toBe(true);
    expect(exported.membresia).toEqual({
      clientId: UID,
      role: 'administrador',
      rol: 'Administrador de la cuenta',
      email: EMAIL,
      name: 'Carla Ruiz',
      addedAt: FakeTimestamp.fromDate(new Date('2026-01-05T15:00:00.000Z')),
    });
    expect(exported.cliente).toEqual({
      email: EMAIL,
      name: 'Carla Ruiz',
      company: 'Hotel Ámbar',
      leadId: 'lead-1',
      linkedAt: FakeTimestamp.fromDate(new Date('2026-01-05T15:00:00.000Z')),
    });
    expect(exported.equipos).toHaveLength(1);
    expect(exported.equipos[0]).toMatchObject({
      id: 'e1',
      model: 'Kyocera M3655',
      serial: 'SER-1',
    });
    const readings = (exported.equipos[0] as { lecturas: Array<Record<string, unknown>> }).lecturas;
    expect(readings.map((r) => r.id).sort()).toEqual(['2026-04', '2026-05']);
    expect(readings.find((r) => r.id === '2026-05')?.correction).toEqual({
      reason: 'Dígito de más',
      original: { bw: 12000, color: 0 },
    });
    expect(exported.tickets.map((t) => (t as { id: string }).id).sort()).toEqual(['t1', 't2']);
    const t1 = exported.tickets.find((t) => (t as { id: string }).id === 't1') as {
      respuestas: Array<Record<string, unknown>>;
    };
    expect(t1.respuestas).toEqual([
      { id: 'r1', text: 'Vamos mañana.', autor: 'La empresa' },
      {
        id: 'r2',
        text: 'Gracias, adjunto foto.',
        fromClient: true,
        photoPath: `ticket_photos/${UID}/e1/t1-r2`,
        autor: 'Tú',
      },
    ]);
    const text = JSON.stringify(exported);
    expect(text).not.toContain('admin-uid');
    expect(text).not.toContain('Luis');
    expect(text).not.toContain('otro@x.mx');
  });

  it('gives a founder removed from their company (its id is their uid) nothing of it', async () => {
    const docs = portalDocs();
    delete docs[`members/${UID}`];
    docs['members/rosa-uid'] = {
      clientId: UID,
      role: 'administrador',
      email: 'rosa@hotel.mx',
      name: 'Rosa Díaz',
    };
    const portal = fakePortalStore(docs, { files: FILES, now: NOW });
    const exported = await exportClientRecords(UID, portal.store, (v) => v);
    expect(exported).toMatchObject({ incluido: false, cliente: null, equipos: [], tickets: [] });
    expect(JSON.stringify(exported)).not.toContain('rosa@hotel.mx');
    expect(JSON.stringify(exported)).not.toContain('Kyocera');

    // Nor does their deletion touch the company: nobody's records change.
    const report = await forgetClient(UID, portal.store, recordingLogger());
    expect(report).toMatchObject({ client: false, company: 'none' });
    expect(JSON.stringify([...portal.docs])).toBe(
      JSON.stringify([...fakePortalStore(docs, { now: NOW }).docs]),
    );
    expect(portal.deletedPrefixes).toEqual([]);
  });

  it('gives a removed founder nothing even when the company has no member left', async () => {
    const docs = portalDocs();
    delete docs[`members/${UID}`];
    const exported = await exportClientRecords(UID, fakePortalStore(docs).store, (v) => v);
    expect(exported).toMatchObject({ incluido: false, equipos: [], tickets: [] });
  });

  it('treats a client not migrated yet (no member, nothing under its id) as the person’s', async () => {
    const exported = await exportClientRecords(
      'legado',
      fakePortalStore({
        'clients/legado': { email: 'ana@legado.mx', name: 'Ana', company: 'Legado' },
        'equipment/e5': { clientUid: 'legado', model: 'HP' },
      }).store,
      (v) => v,
    );
    expect(exported).toMatchObject({
      incluido: true,
      membresia: null,
      cliente: { email: 'ana@legado.mx', name: 'Ana', company: 'Legado' },
    });
  });

  it('says so for someone who is not a client', async () => {
    const exported = await exportClientRecords(
      'nadie',
      fakePortalStore(portalDocs()).store,
      (v) => v,
    );
    expect(exported).toMatchObject({
      incluido: false,
      membresia: null,
      cliente: null,
      equipos: [],
      tickets: [],
    });
    expect(exported.nota).toBe(
      'No eres cliente de renta: no hay empresa, equipos, lecturas ni tickets.',
    );
  });
});

function accountDeps(portal = fakePortalStore(portalDocs(), { files: FILES, now: NOW })) {
  const deleted: string[] = [];
  const order: string[] = [];
  const deps: AccountDeps = {
    async account() {
      return {
        email: EMAIL,
        emailVerified: true,
        providers: ['password'],
        photoURL: null,
        createdAt: null,
        lastSignInAt: null,
      };
    },
    async readDocument(collection) {
      return collection === 'users'
        ? {
            name: 'Carla Ruiz',
            email: EMAIL,
            roleChangedBy: 'admin-uid',
            salesChangedBy: 'admin-uid',
          }
        : null;
    },
    async leadsByEmail() {
      return [
        {
          id: 'lead-1',
          data: {
            status: 'Ganado',
            corporateEmail: EMAIL,
            owner: { uid: 'ventas-uid', email: 'ventas@empresa.mx' },
            ownerChangedBy: 'admin-uid',
            mergedBy: 'admin-uid',
            duplicateUserIds: ['otra-cuenta'],
            anonymized: null,
          },
        },
      ];
    },
    async newsletterStatus() {
      return { estado: 'sin suscripción', detalle: '' };
    },
    async anonymizeLead() {
      return 'kept-won';
    },
    async deleteProfilePhotos() {
      order.push('profile-photos');
      return 'deleted';
    },
    async deleteDocument(collection, uid) {
      order.push(`${collection}/${uid}`);
      deleted.push(`${collection}/${uid}`);
    },
    async deleteAccount() {
      order.push('auth');
    },
    portal: portal.store,
    clock: () => NOW,
    logger: recordingLogger(),
  };
  return { deps, portal, order };
}

describe('exportMyData of a rental client', () => {
  it('includes the portal’s data and no staff e-mail or uid anywhere', async () => {
    const { deps } = accountDeps();
    const data = await exportMyData({ uid: UID, authTime: null }, deps);
    expect(data.portalDeRenta.incluido).toBe(true);
    expect(data.portalDeRenta.tickets).toHaveLength(2);
    expect(data.solicitudesDeCotizacion.solicitudes).toEqual([
      { id: 'lead-1', status: 'Ganado', corporateEmail: EMAIL, anonymized: null },
    ]);
    const text = JSON.stringify(data);
    for (const staff of ['admin-uid', 'ventas-uid', 'ventas@empresa.mx', 'otra-cuenta', 'Luis'])
      expect(text, staff).not.toContain(staff);
  });
});

describe('deleteMyAccount of a rental client', () => {
  it('forgets them in the rental records before deleting the account', async () => {
    const { deps, portal, order } = accountDeps();
    const result = await deleteMyAccount({ uid: UID, authTime: NOW.getTime() / 1000 - 30 }, deps);
    expect(result.deleted).toBe(true);
    expect(portal.docs.get(`clients/${UID}`)).toMatchObject({
      deleted: true,
      company: 'Hotel Ámbar',
    });
    expect(portal.docs.get(`clients/${UID}`)).not.toHaveProperty('email');
    expect(portal.docs.get('tickets/t1')).not.toHaveProperty('clientEmail');
    expect(portal.deletedPrefixes).toEqual([`meter_photos/${UID}/`, `ticket_photos/${UID}/`]);
    expect(order.at(-1)).toBe('auth');
  });

  it('a failed photo deletion fails the call, keeps the account, and a retry finishes', async () => {
    const failing = fakePortalStore(portalDocs(), { storage: 'fails' });
    const { deps, order } = accountDeps(failing);
    const caller = { uid: UID, authTime: NOW.getTime() / 1000 - 30 };
    const error = await deleteMyAccount(caller, deps).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountError);
    expect((error as AccountError).message).toBe(ACCOUNT_MESSAGES.deleteFailed);
    expect(order).not.toContain('auth');
    expect(failing.docs.get(`clients/${UID}`)).not.toHaveProperty('email');
  });
});
