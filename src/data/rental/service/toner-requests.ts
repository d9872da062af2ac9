/**
 * The device's open toner requests as every member who sees the device reads them
 * (equipment/{id}/tonerRequests/open, src/domain/toner-requests.ts): colour -> ticket id. The
 * writes are createTicket's and createDeskTicket's (./service-limits.ts), in the ticket's own
 * transaction (TonerRequestOpenError when a colour is open).
 */
import type { TonerColor } from '@/domain/toner-colors';
import { openTonerColors, TONER_REQUEST_DOC, tonerRequestsOf } from '@/domain/toner-requests';
import { withDocuments } from '../../access';

/** The device's open toner requests: colour -> ticket id (empty: none). */
export async function readOpenTonerRequests(equipmentId: string): Promise<Map<TonerColor, string>> {
  const data = await withDocuments((store) =>
    store.get(tonerRequestsOf(equipmentId), TONER_REQUEST_DOC),
  );
  return openTonerColors(data);
}

/** The cache key of a device's open toner requests. */
export const openTonerRequestsKey = (equipmentId: string): string =>
  `${tonerRequestsOf(equipmentId)}/${TONER_REQUEST_DOC}`;
