/**
 * One-off, for the toner tickets opened before one toner request per device and colour
 * (docs/product.md, "Una solicitud de tóner por color"; src/domain/toner-requests.ts): every open
 * (not Resuelto) toner ticket claims its colours on its device's equipment/{id}/tonerRequests/open,
 * so the portal, the desk and the collector refuse a second request for them and resolving it
 * frees them (releaseTonerRequest). A colour the marker already holds stays with its ticket; when
 * two older open tickets ask for the same colour, the one opened first keeps it and the other is
 * reported. Each device's marker is read and written in one transaction (a request opened
 * meanwhile wins). Idempotent: a second run writes nothing. Run it with `npm --prefix functions
 * run backfill-toner-requests [-- --dry-run]` (functions/scripts/backfill-toner-requests.ts).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { timeMillis } from '../firestore/time.js';
import {
  claimTonerColors,
  openTonerColors,
  type TonerRequestsDoc,
} from '../../../src/domain/toner-requests.js';
import { TONER_COLORS, type TonerColor } from '../../../src/domain/toner-colors.js';
import { TICKETS } from '../../../src/domain/collections.js';
import type { TonerMarkerStore } from '../service/toner-release.js';

/** An open toner ticket, as the backfill needs it. */
export interface OpenTonerTicket {
  id: string;
  equipmentId: string;
  colors: TonerColor[];
  /** When it was opened (ms), to decide who keeps a shared colour; 0 when unknown. */
  createdAt: number;
}

export interface TonerRequestBackfillCount {
  /** Open toner tickets read. */
  tickets: number;
  /** Colours written on a marker (or to write, with dryRun). */
  claimed: number;
  /** Markers written (or to write). */
  devices: number;
  /** Colours a ticket asks for that another ticket holds (it keeps them). */
  kept: { ticketId: string; color: TonerColor; heldBy: string }[];
}

/** The open toner ticket in a stored ticket, or null (closed, not toner, no device or colour). */
export function openTonerTicket(id: string, data: Record<string, unknown>): OpenTonerTicket | null {
  if (data.kind !== 'toner' || data.open !== true || data.status === 'Resuelto') return null;
  if (typeof data.equipmentId !== 'string' || data.equipmentId === '') return null;
  const stored = Array.isArray(data.tonerColors) ? (data.tonerColors as unknown[]) : [];
  const colors = TONER_COLORS.filter((c) => stored.includes(c));
  if (!colors.length) return null;
  return { id, equipmentId: data.equipmentId, colors, createdAt: timeMillis(data.createdAt) ?? 0 };
}

/**
 * Claims `tickets`' free colours on each device's marker through `markers` (not with dryRun),
 * oldest ticket first.
 */
export async function backfillTonerRequests(
  tickets: readonly OpenTonerTicket[],
  markers: TonerMarkerStore,
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<TonerRequestBackfillCount> {
  const count: TonerRequestBackfillCount = {
    tickets: tickets.length,
    claimed: 0,
    devices: 0,
    kept: [],
  };
  const byDevice = new Map<string, OpenTonerTicket[]>();
  for (const t of tickets) byDevice.set(t.equipmentId, [...(byDevice.get(t.equipmentId) ?? []), t]);
  for (const [equipmentId, own] of byDevice) {
    const ordered = [...own].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
    await markers.updateMarker(equipmentId, (current) => {
      // Counted afresh on each attempt (a transaction may run its callback again).
      let marker: Record<string, unknown> | null = current;
      let doc: TonerRequestsDoc | null = null;
      let claimed = 0;
      const kept: TonerRequestBackfillCount['kept'] = [];
      for (const t of ordered) {
        const open = openTonerColors(marker);
        const free = t.colors.filter((c) => !open.has(c));
        for (const color of t.colors) {
          const heldBy = open.get(color);
          if (heldBy !== undefined && heldBy !== t.id) kept.push({ ticketId: t.id, color, heldBy });
        }
        if (!free.length) continue;
        const claim = claimTonerColors(marker, free, t.id);
        if (claim.kind === 'taken') continue;
        doc = claim.doc;
        marker = { ...claim.doc };
        claimed += free.length;
      }
      count.kept.push(...kept);
      if (!claimed) return null;
      count.claimed += claimed;
      count.devices += 1;
      return dryRun ? null : doc;
    });
  }
  return count;
}

/** The open toner tickets (tickets where kind == 'toner' and open == true). */
export async function listOpenTonerTickets(db: Firestore): Promise<OpenTonerTicket[]> {
  const snap = await db
    .collection(TICKETS)
    .where('kind', '==', 'toner')
    .where('open', '==', true)
    .get();
  return snap.docs.flatMap((doc) => openTonerTicket(doc.id, doc.data()) ?? []);
}

/** The report in Spanish, as the script prints it. */
export function tonerRequestReportLines(
  count: TonerRequestBackfillCount,
  dryRun: boolean,
): string[] {
  const done = dryRun ? 'por escribir (sin escribir: --dry-run)' : 'escritos';
  return [
    `tonerRequests: ${count.tickets} tickets de tóner abiertos leídos, ${count.claimed} colores en ${count.devices} equipos ${done}`,
    ...count.kept.map(
      (k) =>
        `  el ticket ${k.ticketId} pide ${k.color}, que ya tiene el ticket ${k.heldBy} (se queda así)`,
    ),
  ];
}
