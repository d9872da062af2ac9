/**
 * One-off, for devices registered before one device per serial number (docs/product.md, "Límites
 * del servicio"): gives each device its marker equipmentSerials/{serialKey} (src/domain/
 * service-limits.ts), which the rules require with every change the desk makes to a device.
 * When two devices already share a serial, the first one registered keeps it and the others are
 * reported for a person to fix (the desk then refuses the duplicate's changes until its serial is
 * corrected). Idempotent: a marker already right is not written.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { EQUIPMENT_SERIALS_COLLECTION, serialKey } from '../../../src/domain/service-limits.js';
import { EQUIPMENT } from '../../../src/domain/collections.js';

export interface DeviceSerial {
  id: string;
  serial: string;
  /** When it was registered (ms), to decide who keeps a shared serial; 0 when unknown. */
  createdAt: number;
}

export interface SerialMarkerPlan {
  /** Markers to write: key → device id. */
  write: Map<string, string>;
  /** Devices whose serial another (earlier) device keeps, with that serial's key. */
  duplicates: { id: string; key: string; keptBy: string }[];
  /** Devices whose serial has no letter or digit (no marker possible). */
  unkeyed: string[];
}

/** What to write, given the devices and the markers already stored (key → equipmentId or null). */
export function planSerialMarkers(
  devices: readonly DeviceSerial[],
  stored: ReadonlyMap<string, string | null>,
): SerialMarkerPlan {
  const plan: SerialMarkerPlan = { write: new Map(), duplicates: [], unkeyed: [] };
  const holder = new Map<string, string>();
  for (const [key, id] of stored) if (id) holder.set(key, id);
  const ordered = [...devices].sort(
    (a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id),
  );
  const ids = new Set(devices.map((d) => d.id));
  for (const device of ordered) {
    const key = serialKey(device.serial);
    if (key === '') {
      plan.unkeyed.push(device.id);
      continue;
    }
    const current = holder.get(key);
    // A marker naming a device that no longer has that serial is taken over.
    const stale =
      current !== undefined &&
      current !== device.id &&
      ids.has(current) &&
      serialKey(devices.find((d) => d.id === current)?.serial ?? '') !== key;
    if (current === undefined || stale) {
      holder.set(key, device.id);
      plan.write.set(key, device.id);
    } else if (current !== device.id) {
      plan.duplicates.push({ id: device.id, key, keptBy: current });
    }
  }
  return plan;
}

const PAGE = 300;

/** Reads every device and marker, writes the missing markers (not with dryRun), reports the rest. */
export async function backfillSerialMarkers(
  db: Firestore,
  options: { dryRun?: boolean } = {},
): Promise<SerialMarkerPlan & { read: number }> {
  const devices: DeviceSerial[] = [];
  let last: string | null = null;
  for (;;) {
    let query = db.collection(EQUIPMENT).orderBy('__name__').limit(PAGE);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    for (const doc of page.docs) {
      const data = doc.data();
      const created = data.createdAt as { toMillis?: () => number } | undefined;
      devices.push({
        id: doc.id,
        serial: typeof data.serial === 'string' ? data.serial : '',
        createdAt: typeof created?.toMillis === 'function' ? created.toMillis() : 0,
      });
    }
    if (page.size < PAGE) break;
    last = page.docs.at(-1)?.id ?? null;
  }
  const stored = new Map<string, string | null>();
  const markers = await db.collection(EQUIPMENT_SERIALS_COLLECTION).get();
  for (const doc of markers.docs) {
    const id: unknown = doc.get('equipmentId');
    stored.set(doc.id, typeof id === 'string' ? id : null);
  }
  const plan = planSerialMarkers(devices, stored);
  if (!options.dryRun) {
    const entries = [...plan.write];
    for (let i = 0; i < entries.length; i += 400) {
      const batch = db.batch();
      for (const [key, equipmentId] of entries.slice(i, i + 400))
        batch.set(db.collection(EQUIPMENT_SERIALS_COLLECTION).doc(key), { equipmentId });
      await batch.commit();
    }
  }
  return { ...plan, read: devices.length };
}
