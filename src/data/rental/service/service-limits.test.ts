import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTicket, getTicket, listMyTickets, type TicketInit } from '../client-portal';
import { getEquipment, registerEquipment, updateEquipment } from '../equipment/equipment';
import type { DocumentStore } from '../../ports';
import {
  DailyTicketLimitError,
  DuplicateSerialError,
  newDocumentId,
  TonerRequestOpenError,
} from './service-limits';
import { createDeskTicket } from './ticket-desk';
import { setStoresForTesting } from '../../store';
import { installBrowserStoresForTesting } from '../../test-utils/browser-stores';
import { BW_DEVICE, COLOR_DEVICE } from '../test-utils/client-portal-fixtures';

/** 26 May 2026, 23:00 in Cancún (04:00 UTC the 27th). */
const LATE = new Date('2026-05-27T04:00:00.000Z');
/** 27 May 2026, 00:30 in Cancún. */
const NEXT_DAY = new Date('2026-05-27T05:30:00.000Z');

const CARLA = { uid: 'carla', email: 'carla@example.com', clientId: 'carla' };
const toner: TicketInit = { kind: 'toner', tonerColors: ['Negro'], description: '' };
const fault: TicketInit = { kind: 'falla', category: 'Otro', description: 'No imprime' };

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting());
});

afterEach(() => {
  setStoresForTesting(null);
});

describe('createTicket: 10 tickets per client per day of Cancún', () => {
  it('stores 10 in a day, refuses the 11th in Spanish, and takes one again the next day', async () => {
    const id = await registerEquipment('carla', COLOR_DEVICE, 'boss');
    const equipment = { id, model: COLOR_DEVICE.model, serial: COLOR_DEVICE.serial };
    // Fault reports (a second toner request of Negro is refused on its own: TonerRequestOpenError).
    for (let n = 1; n <= 10; n += 1)
      await createTicket(equipment, fault, CARLA, newDocumentId(), LATE);
    expect(await documents.get('ticketQuotas', 'carla')).toMatchObject({
      day: '2026-05-26',
      count: 10,
    });
    const refused = createTicket(equipment, toner, CARLA, 'once', LATE);
    await expect(refused).rejects.toBeInstanceOf(DailyTicketLimitError);
    await expect(refused).rejects.toThrow(
      'Ya recibimos varias solicitudes tuyas hoy. Si es urgente, llámanos.',
    );
    expect(await getTicket('once')).toBeNull();
    expect((await listMyTickets({ clientId: 'carla', authorUid: null })).items).toHaveLength(10);

    // Another client is not limited by Carla's count.
    const otto = await registerEquipment('otto', BW_DEVICE, 'boss');
    await createTicket(
      { id: otto, model: BW_DEVICE.model, serial: BW_DEVICE.serial },
      toner,
      { uid: 'otto', email: 'otto@example.com', clientId: 'otto' },
      'de-otto',
      LATE,
    );
    expect(await getTicket('de-otto')).not.toBeNull();

    const next = await createTicket(equipment, toner, CARLA, 'manana', NEXT_DAY);
    expect(next).toBe('manana');
    expect(await documents.get('ticketQuotas', 'carla')).toEqual({
      day: '2026-05-27',
      count: 1,
      lastTicketId: 'manana',
    });
  });

  it('stores a fault with its photo’s path under the chosen id', async () => {
    const id = await registerEquipment('carla', COLOR_DEVICE, 'boss');
    const photoPath = `ticket_photos/carla/${id}/T1`;
    await createTicket(
      { id, model: COLOR_DEVICE.model, serial: COLOR_DEVICE.serial },
      { kind: 'falla', category: 'Otro', description: 'No imprime', photoPath },
      CARLA,
      'T1',
    );
    expect(await getTicket('T1')).toMatchObject({
      photoPath,
      clientId: 'carla',
      authorUid: 'carla',
    });
  });

  it('gives 20-character ids of letters and digits', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newDocumentId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
  });
});

describe('one toner request per device and colour, whoever asks', () => {
  it('claims the colours on the device; a second request of one is refused for anyone', async () => {
    const id = await registerEquipment('carla', COLOR_DEVICE, 'boss');
    const equipment = { id, model: COLOR_DEVICE.model, serial: COLOR_DEVICE.serial };
    await createTicket(equipment, { ...toner, tonerColors: ['Negro', 'Cian'] }, CARLA, 't1');
    expect(await documents.get(`equipment/${id}/tonerRequests`, 'open')).toEqual({
      colors: { Negro: 't1', Cian: 't1' },
      lastTicketId: 't1',
    });
    const uma = { uid: 'uma', email: 'uma@example.com', clientId: 'carla' };
    const again = createTicket(equipment, { ...toner, tonerColors: ['Cian'] }, uma, 'u1');
    await expect(again).rejects.toBeInstanceOf(TonerRequestOpenError);
    await expect(again).rejects.toThrow(
      'Ya hay una solicitud de tóner Cian abierta para este equipo.',
    );
    expect(await getTicket('u1')).toBeNull();
    // Nor the quota counted the refused one.
    expect(await documents.get('ticketQuotas', 'uma')).toBeNull();
    // The desk's "Nuevo ticket" too.
    const desk = { ...equipment, clientId: 'carla', contract: COLOR_DEVICE.contract };
    await expect(
      createDeskTicket(desk, toner, { uid: 'uma', email: 'uma@example.com' }, 'd1'),
    ).rejects.toThrow('Ya hay una solicitud de tóner Negro abierta para este equipo.');
    await createDeskTicket(desk, { ...toner, tonerColors: ['Amarillo'] }, uma, 'd2');
    expect(await documents.get(`equipment/${id}/tonerRequests`, 'open')).toEqual({
      colors: { Negro: 't1', Cian: 't1', Amarillo: 'd2' },
      lastTicketId: 'd2',
    });
  });
});

describe('registerEquipment / updateEquipment: one device per serial', () => {
  it('refuses a serial another device has, however it is typed, naming it as typed', async () => {
    const first = await registerEquipment('carla', COLOR_DEVICE, 'boss');
    expect(await documents.get('equipmentSerials', 'VCF1234567')).toEqual({ equipmentId: first });
    const again = registerEquipment('otto', { ...COLOR_DEVICE, serial: 'vcf-1234 567' }, 'boss');
    await expect(again).rejects.toBeInstanceOf(DuplicateSerialError);
    await expect(again).rejects.toThrow('Ya existe un equipo con la serie vcf-1234 567.');
    expect(await documents.list('equipment')).toHaveLength(1);
  });

  it('moves the marker when a serial changes, freeing the old serial', async () => {
    const a = await registerEquipment('carla', COLOR_DEVICE, 'boss');
    const b = await registerEquipment('carla', BW_DEVICE, 'boss');
    await expect(updateEquipment(b, { serial: 'VCF1234567' }, 'boss')).rejects.toThrow(
      'Ya existe un equipo con la serie VCF1234567.',
    );
    await updateEquipment(a, { serial: 'NUEVA-1' }, 'boss');
    expect((await getEquipment(a))?.serial).toBe('NUEVA-1');
    expect(await documents.get('equipmentSerials', 'NUEVA1')).toEqual({ equipmentId: a });
    expect(await documents.get('equipmentSerials', 'VCF1234567')).toEqual({ equipmentId: null });
    await updateEquipment(b, { serial: 'VCF1234567' }, 'boss');
    expect(await documents.get('equipmentSerials', 'VCF1234567')).toEqual({ equipmentId: b });
    // A change that keeps the serial keeps the marker.
    await updateEquipment(b, { location: { address: 'Calle 5', area: '' } }, 'ana');
    expect(await documents.get('equipmentSerials', 'VCF1234567')).toEqual({ equipmentId: b });
  });

  it('gives a device registered before the markers its marker with its next change', async () => {
    await documents.set('equipment', 'viejo', {
      clientId: 'carla',
      ...COLOR_DEVICE,
      serial: 'OLD-9',
      lastReading: null,
      lastReadingMonth: '',
    });
    await updateEquipment('viejo', { location: { address: 'Calle 5', area: '' } }, 'ana');
    expect(await documents.get('equipmentSerials', 'OLD9')).toEqual({ equipmentId: 'viejo' });
  });
});
