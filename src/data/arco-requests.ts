/**
 * arcoRequests/{id}: ARCO requests from /derechos-arco, as the desk's Privacidad section works
 * them (admins only; firestore.rules). Only the arco function creates them
 * (functions/src/arco); an admin changes only the status and the response note, stamped with who
 * and when.
 */
import * as v from 'valibot';
import { ARCO_REQUESTS } from '@/domain/collections';
import { isOpenArcoStatus, OPEN_ARCO_STATUSES, type ArcoStatus } from '@/domain/arco';
import { ArcoRequestSchema, type ArcoRequestDoc } from '@/domain/schemas/arco';
import { withDocuments } from './access';
import { isPlainObject, SERVER_TIME } from './doc-values';

/** At most this many open requests per status, and this many recent ones overall, per read. */
export const ARCO_OPEN_LIMIT = 200;
export const ARCO_RECENT_LIMIT = 50;

export type ArcoRequest = ArcoRequestDoc & { id: string };

export function parseArcoRequest(id: string, raw: unknown): ArcoRequest | null {
  if (!isPlainObject(raw)) return null;
  const result = v.safeParse(ArcoRequestSchema, raw);
  return result.success ? { ...result.output, id } : null;
}

/**
 * The desk's order: requests waiting for an answer first, by due date (so the overdue ones come
 * first), then the answered or refused ones, the most recently received first.
 */
export function deskOrder(requests: ArcoRequest[]): ArcoRequest[] {
  const open = requests.filter((r) => isOpenArcoStatus(r.status));
  const closed = requests.filter((r) => !isOpenArcoStatus(r.status));
  open.sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.id.localeCompare(b.id));
  closed.sort((a, b) => b.receivedAt.localeCompare(a.receivedAt) || a.id.localeCompare(b.id));
  return [...open, ...closed];
}

/**
 * What the Privacidad section shows: every open request (per status, by due date; composite
 * indexes status + dueAt) and the most recent ones (by receivedAt), in the desk's order.
 */
export async function listArcoRequests(): Promise<ArcoRequest[]> {
  const lists = await withDocuments((store) =>
    Promise.all([
      ...OPEN_ARCO_STATUSES.map((status) =>
        store.list(ARCO_REQUESTS, {
          where: [{ field: 'status', op: '==', value: status }],
          orderBy: { field: 'dueAt' },
          limit: ARCO_OPEN_LIMIT,
        }),
      ),
      store.list(ARCO_REQUESTS, {
        orderBy: { field: 'receivedAt', direction: 'desc' },
        limit: ARCO_RECENT_LIMIT,
      }),
    ]),
  );
  const byId = new Map<string, ArcoRequest>();
  for (const row of lists.flat()) {
    const request = parseArcoRequest(row.id, row.data);
    if (request) byId.set(row.id, request);
  }
  return deskOrder([...byId.values()]);
}

export interface ArcoRequestChange {
  status: ArcoStatus;
  responseNote: string;
}

/** An admin's change of status and response note, with who (uid) and when (the database's clock). */
export async function updateArcoRequest(
  id: string,
  change: ArcoRequestChange,
  adminUid: string,
): Promise<void> {
  await withDocuments((store) =>
    store.set(
      ARCO_REQUESTS,
      id,
      {
        status: change.status,
        responseNote: change.responseNote,
        updatedAt: SERVER_TIME,
        updatedBy: adminUid,
      },
      { merge: true },
    ),
  );
}
