/**
 * "Eliminar mi cuenta" and "Descargar mis datos" of a member of a company that has other members
 * (privacy/client-records.ts) on the in-memory store: their membership is deleted, the tickets
 * they opened lose their e-mail and photo, the company's contact e-mail and name go only when
 * they are theirs; the company, its devices, readings, the other members and their tickets stay.
 * The export carries their membership with its role and only the tickets they opened.
 */
import { describe, expect, it } from 'vitest';

import { exportClientRecords } from '../src/privacy/client-export.js';
import { forgetClient } from '../src/privacy/client-records.js';
import { fakePortalStore } from './fake-portal-store.js';
import { recordingLogger } from './helpers.js';

const ROSA = 'rosa-uid';

function docs(contactIsRosa = false): Record<string, Record<string, unknown>> {
  return {
    'clients/hotel': {
      email: contactIsRosa ? 'ROSA@hotel.mx' : 'carla@hotel.mx',
      name: contactIsRosa ? 'Rosa Díaz' : 'Carla Ruiz',
      company: 'Hotel Ámbar',
      linkedBy: 'admin-uid',
    },
    'members/carla-uid': {
      clientId: 'hotel',
      role: 'administrador',
      email: 'carla@hotel.mx',
      name: 'Carla Ruiz',
    },
    [`members/${ROSA}`]: {
      clientId: 'hotel',
      role: 'usuario',
      email: 'rosa@hotel.mx',
      name: 'Rosa Díaz',
      addedBy: 'carla-uid',
    },
    'equipment/e1': { clientId: 'hotel', model: 'Kyocera M3655', serial: 'SER-1' },
    'equipment/e1/readings/2026-05': {
      month: '2026-05',
      bw: 1200,
      by: ROSA,
      photoPath: 'meter_photos/hotel/e1/2026-05',
    },
    'tickets/tr': {
      clientId: 'hotel',
      authorUid: ROSA,
      clientEmail: 'rosa@hotel.mx',
      equipmentId: 'e1',
      kind: 'falla',
      photoPath: 'ticket_photos/hotel/e1/tr',
    },
    'tickets/tr/replies/r1': { text: 'Vamos mañana.', authorUid: 'admin-uid', authorName: 'Luis' },
    'tickets/tc': {
      clientId: 'hotel',
      authorUid: 'carla-uid',
      clientEmail: 'carla@hotel.mx',
      equipmentId: 'e1',
      kind: 'toner',
      photoPath: 'ticket_photos/hotel/e1/tc',
    },
    // Rosa answers on Carla's ticket, with a photo; Carla answers too.
    'tickets/tc/replies/r7': {
      text: 'Ya cambié el tóner.',
      authorUid: ROSA,
      authorName: 'Rosa Díaz',
      fromClient: true,
      photoPath: 'ticket_photos/hotel/e1/tc-r7',
    },
    'tickets/tc/replies/r8': {
      text: 'Gracias, Rosa.',
      authorUid: 'carla-uid',
      authorName: 'Carla Ruiz',
      fromClient: true,
    },
    'serviceMails/ticket-tr': { kind: 'service-ticket', ticketId: 'tr' },
    'serviceMails/reply-tr-r1': { kind: 'ticket-reply', ticketId: 'tr', replyId: 'r1' },
    'serviceMails/ticket-tc': { kind: 'service-ticket', ticketId: 'tc' },
    'meterReminders/hotel_2026-05': { clientId: 'hotel', month: '2026-05' },
    [`ticketQuotas/${ROSA}`]: { day: '2026-06-01', count: 1 },
    [`replyQuotas/${ROSA}`]: { day: '2026-06-01', count: 1, lastTicketId: 'tc', lastReplyId: 'r7' },
  };
}

const FILES = [
  'meter_photos/hotel/e1/2026-05',
  'ticket_photos/hotel/e1/tr',
  'ticket_photos/hotel/e1/tc',
  'ticket_photos/hotel/e1/tc-r7',
];

describe('a member of a company deletes their account', () => {
  it('removes their membership and their data on their tickets; the company and the others stay', async () => {
    const portal = fakePortalStore(docs(), { files: FILES });
    const report = await forgetClient(ROSA, portal.store, recordingLogger());
    expect(report).toMatchObject({
      client: true,
      membership: true,
      company: 'kept',
      tickets: 1,
      readings: 0,
      photos: 'deleted',
    });
    expect(portal.docs.has(`members/${ROSA}`)).toBe(false);
    expect(portal.docs.get('tickets/tr')).toEqual({
      clientId: 'hotel',
      authorUid: ROSA,
      equipmentId: 'e1',
      kind: 'falla',
    });
    expect(portal.docs.has('tickets/tr/replies/r1')).toBe(true);
    // Her reply on a colleague's ticket keeps its text, without her name or photo.
    expect(portal.docs.get('tickets/tc/replies/r7')).toEqual({
      text: 'Ya cambié el tóner.',
      authorUid: ROSA,
      fromClient: true,
    });
    expect(portal.docs.get('tickets/tc/replies/r8')).toEqual(docs()['tickets/tc/replies/r8']);
    expect(report.replies).toBe(1);
    for (const gone of [
      'serviceMails/ticket-tr',
      'serviceMails/reply-tr-r1',
      `ticketQuotas/${ROSA}`,
      `replyQuotas/${ROSA}`,
    ])
      expect(portal.docs.has(gone), gone).toBe(false);
    expect([...portal.files].sort()).toEqual([
      'meter_photos/hotel/e1/2026-05',
      'ticket_photos/hotel/e1/tc',
    ]);
    // The company, its device, its reading, the other member and her ticket are untouched.
    expect(portal.docs.get('clients/hotel')).toEqual(docs()['clients/hotel']);
    expect(portal.docs.get('members/carla-uid')).toEqual(docs()['members/carla-uid']);
    expect(portal.docs.get('tickets/tc')).toEqual(docs()['tickets/tc']);
    expect(portal.docs.get('equipment/e1/readings/2026-05')).toEqual(
      docs()['equipment/e1/readings/2026-05'],
    );
    expect(portal.docs.has('serviceMails/ticket-tc')).toBe(true);
    expect(portal.docs.has('meterReminders/hotel_2026-05')).toBe(true);
    // Nothing left holds their e-mail or name.
    expect(JSON.stringify([...portal.docs.values()])).not.toContain('rosa@hotel.mx');
    expect(JSON.stringify([...portal.docs.values()])).not.toContain('Rosa Díaz');
  });

  it('removes the company’s contact e-mail and name when they are theirs, and keeps the company', async () => {
    const portal = fakePortalStore(docs(true), { files: FILES });
    await forgetClient(ROSA, portal.store, recordingLogger());
    expect(portal.docs.get('clients/hotel')).toEqual({
      company: 'Hotel Ámbar',
      linkedBy: 'admin-uid',
    });
  });
});

describe('"Descargar mis datos" of a member', () => {
  it('gives their membership with its role, and only the tickets they opened', async () => {
    const portal = fakePortalStore(docs());
    const exported = await exportClientRecords(ROSA, portal.store, (v) => v);
    expect(exported.incluido).toBe(true);
    expect(exported.membresia).toEqual({
      clientId: 'hotel',
      role: 'usuario',
      rol: 'Usuario',
      email: 'rosa@hotel.mx',
      name: 'Rosa Díaz',
    });
    // The contact is someone else: their e-mail and name are not Rosa's to download.
    expect(exported.cliente).toEqual({ company: 'Hotel Ámbar' });
    expect(exported.equipos.map((d) => (d as { id: string }).id)).toEqual(['e1']);
    expect(exported.tickets.map((t) => (t as { id: string }).id)).toEqual(['tr']);
    expect(JSON.stringify(exported)).not.toContain('carla');
  });

  it('gives a billing member no devices', async () => {
    const all = docs();
    all[`members/${ROSA}`] = { ...all[`members/${ROSA}`], role: 'facturacion' };
    const exported = await exportClientRecords(ROSA, fakePortalStore(all).store, (v) => v);
    expect(exported.equipos).toEqual([]);
    expect(exported.membresia).toMatchObject({ rol: 'Facturación' });
  });
});
