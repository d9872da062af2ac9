/**
 * One toner request per device and colour, whoever asks (docs/product.md, "Una solicitud de tóner
 * por color"): equipment/{id}/tonerRequests/open holds the device's open toner requests, colour ->
 * ticket id, plus `lastTicketId` (the ticket created with the last write). It is written in the
 * same transaction as every new toner ticket — the portal's createTicket, the desk's "Nuevo
 * ticket" (createDeskTicket) and the meter collector (functions/src/agent) — and a colour leaves
 * it when its ticket is resolved (the function releaseTonerRequest). firestore.rules
 * (isTonerMarker) refuses a marker write that overwrites or removes an open colour, and a
 * client's toner ticket without its marker write. Pure: the client and the functions share it.
 */
import { EQUIPMENT } from './collections';
import { TONER_COLORS, type TonerColor } from './toner-colors';

/** The marker's collection under a device, and its one document. */
export const tonerRequestsOf = (equipmentId: string): string =>
  `${EQUIPMENT}/${equipmentId}/tonerRequests`;
export const TONER_REQUEST_DOC = 'open';

/** "Ya hay una solicitud de tóner Negro abierta para este equipo." */
export const tonerRequestOpenMessage = (color: TonerColor): string =>
  `Ya hay una solicitud de tóner ${color} abierta para este equipo.`;

/** The marker document as stored. */
export interface TonerRequestsDoc {
  colors: Partial<Record<TonerColor, string>>;
  lastTicketId: string;
}

/** The open colours (colour -> ticket id) of a stored marker, read leniently. */
export function openTonerColors(data: Record<string, unknown> | null | undefined) {
  const open = new Map<TonerColor, string>();
  const colors = data?.colors;
  if (typeof colors !== 'object' || colors === null) return open;
  for (const color of TONER_COLORS) {
    const id = (colors as Record<string, unknown>)[color];
    if (typeof id === 'string' && id !== '') open.set(color, id);
  }
  return open;
}

/**
 * The marker after opening ticket `ticketId` for `colors`, or the first colour already open
 * (then nothing may be written).
 */
export function claimTonerColors(
  current: Record<string, unknown> | null | undefined,
  colors: readonly TonerColor[],
  ticketId: string,
): { kind: 'claimed'; doc: TonerRequestsDoc } | { kind: 'taken'; color: TonerColor } {
  const open = openTonerColors(current);
  const taken = TONER_COLORS.find((c) => colors.includes(c) && open.has(c));
  if (taken) return { kind: 'taken', color: taken };
  for (const color of colors) open.set(color, ticketId);
  return { kind: 'claimed', doc: { colors: Object.fromEntries(open), lastTicketId: ticketId } };
}

/**
 * The marker after ticket `ticketId` (of `colors`) was resolved: its colours leave it (a colour
 * another ticket holds stays). null: nothing to change.
 */
export function releaseTonerColors(
  current: Record<string, unknown> | null | undefined,
  colors: readonly string[],
  ticketId: string,
): TonerRequestsDoc | null {
  if (!current) return null;
  const open = openTonerColors(current);
  let changed = false;
  for (const color of TONER_COLORS)
    if (colors.includes(color) && open.get(color) === ticketId) {
      open.delete(color);
      changed = true;
    }
  if (!changed) return null;
  const last = typeof current.lastTicketId === 'string' ? current.lastTicketId : '';
  return { colors: Object.fromEntries(open), lastTicketId: last };
}
