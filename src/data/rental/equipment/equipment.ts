/**
 * One rented device through the data seam (docs/decisions/0033-client-portal-data.md): read by id,
 * registered and changed by admins. The client's lists are in client-portal.ts.
 */
import { EQUIPMENT_COLLECTION } from '@/domain/schemas/equipment';
import type { EquipmentInit } from '@/domain/schemas/equipment-form';
import { withDocuments } from '../../access';
import { parseEquipment, type Equipment } from '../client-portal';
import { SERVER_TIME, stripUndefined } from '../../doc-values';

/**
 * The serial's marker and the new id (../service/service-limits.ts), loaded by the desk's writes
 * only: a page that reads a device (the client's device page) does not download them.
 */
const serviceLimits = () => import('../service/service-limits');

export async function getEquipment(id: string): Promise<Equipment | null> {
  const raw = await withDocuments((store) => store.get(EQUIPMENT_COLLECTION, id));
  return raw === null ? null : parseEquipment(id, raw);
}

/** The cache key (src/lib/query-cache.ts) of one device. */
export const equipmentKey = (id: string): string => `${EQUIPMENT_COLLECTION}/${id}`;

/** Registers a rented device for the company `clientId` (admins); resolves to its id. */
export async function registerEquipment(
  clientId: string,
  init: EquipmentInit,
  adminUid: string,
): Promise<string> {
  const { newDocumentId, writeEquipmentWithSerial } = await serviceLimits();
  const id = newDocumentId();
  await withDocuments((store) =>
    writeEquipmentWithSerial(store, id, init.serial, () => ({
      clientId,
      model: init.model,
      serial: init.serial,
      color: init.color,
      location: { ...init.location },
      contract: { ...init.contract },
      startCounters: { ...init.startCounters },
      // "Rendimiento del tóner (páginas)": only the colours set, when the form gave any.
      ...(init.tonerYield === undefined ? {} : { tonerYield: { ...init.tonerYield } }),
      lastReading: null,
      lastReadingMonth: '',
      createdAt: SERVER_TIME,
      createdBy: adminUid,
      updatedAt: SERVER_TIME,
      updatedBy: adminUid,
    })),
  );
  return id;
}

/**
 * Changes a device's details or contract (admins), stamped with who and when. A new serial moves
 * the device's serial marker (DuplicateSerialError when another device has it).
 */
export async function updateEquipment(
  id: string,
  patch: Partial<EquipmentInit>,
  adminUid: string,
): Promise<void> {
  const { writeEquipmentWithSerial } = await serviceLimits();
  await withDocuments((store) =>
    writeEquipmentWithSerial(store, id, patch.serial, (current) => {
      if (current === null) return null;
      return {
        ...current,
        ...stripUndefined(patch),
        updatedAt: SERVER_TIME,
        updatedBy: adminUid,
      };
    }),
  );
}
