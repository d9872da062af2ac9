/**
 * The desk's Servicio section beyond the tickets (docs/decisions/0033-client-portal-data.md): the
 * devices whose reading for the month is missing, and the monthly usage report (pages, extra
 * pages and the estimate of every device for one month). Admins only (firestore.rules). Every
 * read is one page at most: a page of devices, then one reading per device of that page and one
 * client document per client of that page; the CSV reads at most USAGE_CSV_LIMIT devices.
 */
import { usageOf, type MonthEstimate } from '@/domain/client-portal';
import { EQUIPMENT_COLLECTION } from '@/domain/schemas/equipment';
import { READINGS_SUBCOLLECTION } from '@/domain/schemas/meter-reading';
import { withDocuments } from '../../access';
import {
  getClient,
  parseEquipment,
  parseMeterReading,
  type Client,
  type Equipment,
  type MeterReading,
  type Page,
} from '../client-portal';
import type { DocumentStore, ListOptions, PageCursor } from '../../ports';

/** Devices per page of "Lecturas pendientes" and "Consumo mensual". */
export const SERVICE_PAGE_SIZE = 50;
/** The most devices the usage CSV holds (each costs one read of its reading). */
export const USAGE_CSV_LIMIT = 500;
/** Devices read per query while the CSV is built. */
const CSV_BATCH = 100;

/** A device with its client's document (null when it is missing or unreadable). */
export interface DeviceWithClient {
  equipment: Equipment;
  client: Client | null;
}

/** One row of the usage report: the device, its client, the month's reading and the estimate. */
export interface UsageRow extends DeviceWithClient {
  /** equipment/{id}/readings/{month}; null when the month has none. */
  reading: MeterReading | null;
  /** The month's pages, extra pages and amounts (null without a reading). */
  estimate: MonthEstimate | null;
}

/**
 * "Lecturas pendientes": devices whose last reading is older than `month` ("" before the first
 * reading sorts first), oldest first. One inequality and an order on the same field: Firestore's
 * single-field index, no composite one.
 */
export function missingReadingsOptions(
  month: string,
  after: PageCursor | null = null,
): ListOptions {
  return {
    where: [{ field: 'lastReadingMonth', op: '<', value: month }],
    orderBy: { field: 'lastReadingMonth', direction: 'asc' },
    limit: SERVICE_PAGE_SIZE,
    ...(after ? { startAfter: after } : {}),
  };
}

/** Every device, grouped by client (then by id): the usage report's order. */
export function usageEquipmentOptions(
  after: PageCursor | null = null,
  limit: number = SERVICE_PAGE_SIZE,
): ListOptions {
  return {
    orderBy: { field: 'clientId', direction: 'asc' },
    limit,
    ...(after ? { startAfter: after } : {}),
  };
}

async function listEquipmentPage(
  store: DocumentStore,
  options: ListOptions,
): Promise<Page<Equipment>> {
  const rows = await store.list(EQUIPMENT_COLLECTION, options);
  const items = rows.flatMap((row) => parseEquipment(row.id, row.data) ?? []);
  const last = rows.at(-1);
  return { items, next: rows.length === options.limit && last?.cursor ? last.cursor : null };
}

/**
 * clients/{clientId} of each distinct id of `clientIds` (one read each; a failed read is null):
 * the companies a desk list names, read once per company, not per row.
 */
export async function clientsByIds(
  clientIds: readonly string[],
): Promise<Map<string, Client | null>> {
  const uids = [...new Set(clientIds)];
  const clients = await Promise.all(uids.map((uid) => getClient(uid).catch(() => null)));
  return new Map(uids.map((uid, index) => [uid, clients[index] ?? null]));
}

/** A company as a desk list names it: its name, else its contact's, else `fallback`. */
export function companyNameOf(client: Client | null | undefined, fallback: string): string {
  return client?.company || client?.name || fallback;
}

const clientsOf = (devices: readonly Equipment[]) =>
  clientsByIds(devices.map((device) => device.clientId));

/** The cache names of "Lecturas pendientes" and "Consumo mensual" (use-paged-list adds the page). */
export const missingReadingsKey = (month: string): string =>
  `${EQUIPMENT_COLLECTION}?missing=${month}`;
export const usageKey = (month: string): string => `${EQUIPMENT_COLLECTION}?usage=${month}`;

/** One page of "Lecturas pendientes" for `month` (monthId of now, in Cancún time). */
export async function listMissingReadings(
  month: string,
  after: PageCursor | null = null,
): Promise<Page<DeviceWithClient>> {
  const page = await withDocuments((store) =>
    listEquipmentPage(store, missingReadingsOptions(month, after)),
  );
  const clients = await clientsOf(page.items);
  return {
    items: page.items.map((equipment) => ({
      equipment,
      client: clients.get(equipment.clientId) ?? null,
    })),
    next: page.next,
  };
}

async function usageRows(devices: readonly Equipment[], month: string): Promise<UsageRow[]> {
  const [readings, clients] = await Promise.all([
    withDocuments((store) =>
      Promise.all(
        devices.map(async (equipment) =>
          parseMeterReading(
            month,
            await store.get(
              `${EQUIPMENT_COLLECTION}/${equipment.id}/${READINGS_SUBCOLLECTION}`,
              month,
            ),
          ),
        ),
      ),
    ),
    clientsOf(devices),
  ]);
  return devices.map((equipment, index) => {
    const reading = readings[index] ?? null;
    return {
      equipment,
      client: clients.get(equipment.clientId) ?? null,
      reading,
      estimate: usageOf(equipment, reading),
    };
  });
}

/**
 * One page of "Consumo mensual" for `month` ("YYYY-MM"): a page of devices, the month's reading
 * of each (one read per device) and their clients (one read per client).
 */
export async function listUsage(
  month: string,
  after: PageCursor | null = null,
): Promise<Page<UsageRow>> {
  const page = await withDocuments((store) =>
    listEquipmentPage(store, usageEquipmentOptions(after)),
  );
  return { items: await usageRows(page.items, month), next: page.next };
}

/**
 * The whole usage report of `month` for the CSV: every device, up to `limit` (USAGE_CSV_LIMIT);
 * `truncated` when there were more.
 */
export async function listAllUsage(
  month: string,
  limit: number = USAGE_CSV_LIMIT,
): Promise<{ rows: UsageRow[]; truncated: boolean }> {
  const devices: Equipment[] = [];
  let after: PageCursor | null = null;
  let truncated = false;
  for (;;) {
    const size = Math.min(CSV_BATCH, limit - devices.length + 1);
    const cursor: PageCursor | null = after;
    const page: Page<Equipment> = await withDocuments((store) =>
      listEquipmentPage(store, usageEquipmentOptions(cursor, size)),
    );
    devices.push(...page.items);
    if (devices.length > limit) {
      devices.length = limit;
      truncated = true;
      break;
    }
    if (!page.next) break;
    after = page.next;
  }
  return { rows: await usageRows(devices, month), truncated };
}
