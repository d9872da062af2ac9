/**
 * The portal's part of "Descargar mis datos" (account.ts, docs/product.md "Cuenta y privacidad"):
 * the person's membership, their company's record, its devices with their readings (for a role
 * that sees devices) and the tickets they opened with their replies, without staff data, on the
 * PortalStore of client-records.ts.
 */
import { isMemberRole, MEMBER_ROLE_LABELS, seesDevices } from '../../../src/domain/company.js';
import { sameEmailAddress } from '../../../src/domain/verified-email.js';
import { companyOf, type PortalStore } from './client-records.js';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Keys that name or point at staff or at other people (never exported): who on staff changed,
 * linked, merged or corrected something, the lead's owner (a salesperson and their e-mail), the
 * other leads and accounts a lead may repeat, and internal notes.
 */
const STAFF_KEYS = new Set([
  'owner',
  'duplicateUserIds',
  'duplicateLeadIds',
  'latestNote',
  'notifyClaimedAt',
  'authorEmail',
  'technician',
  'technicianUid',
  'assignedTo',
]);

/**
 * A copy of `value` without staff data (STAFF_KEYS anywhere, and every `by`, `…By` or `…Uid`
 * field whose value is not the person's own uid: linkedBy, createdBy, statusChangedBy, mergedBy,
 * ownerChangedBy, anonymized.by, a correction's author, ownerUid, a staff reply's authorUid…).
 */
export function withoutStaffData(value: unknown, uid: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutStaffData(item, uid));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (STAFF_KEYS.has(key)) continue;
    if ((key === 'by' || /By$/.test(key) || /Uid$/.test(key)) && inner !== uid) continue;
    out[key] = withoutStaffData(inner, uid);
  }
  return out;
}

/** The author a reply shows in the export: the person themself, or the company. */
export const COMPANY_AUTHOR = 'La empresa';
export const OWN_AUTHOR = 'Tú';

export interface PortalExport {
  incluido: boolean;
  nota: string;
  /** Their membership: the company, their role (its label), their e-mail and name, since when. */
  membresia: unknown;
  cliente: unknown;
  equipos: unknown[];
  tickets: unknown[];
}

const NOT_A_CLIENT_NOTE = 'No eres cliente de renta: no hay empresa, equipos, lecturas ni tickets.';
const CLIENT_NOTE =
  'Tus datos como cliente de renta: tu membresía en la empresa (con tu rol), el registro de la empresa, sus equipos con sus lecturas (si tu rol los ve) y los tickets que abriste con sus respuestas. Las respuestas de la empresa aparecen a nombre de "La empresa".';

/**
 * The portal's part of "Descargar mis datos": the membership, the company's record, its devices
 * with their readings (for a role that sees devices), the tickets the person opened with their
 * replies; `plain` turns Firestore values into JSON.
 */
export async function exportClientRecords(
  uid: string,
  store: PortalStore,
  plain: (value: unknown) => unknown,
): Promise<PortalExport> {
  const found = await companyOf(uid, store);
  const client = found ? await store.getClient(found.clientId) : null;
  if (!found || !client)
    return {
      incluido: false,
      nota: NOT_A_CLIENT_NOTE,
      membresia: null,
      cliente: null,
      equipos: [],
      tickets: [],
    };
  const { clientId, membership } = found;
  const clean = (data: Record<string, unknown>) =>
    withoutStaffData(plain(data), uid) as Record<string, unknown>;
  // A company not migrated yet is the person's own: they administer it.
  const role = membership ? membership.role : 'administrador';
  const devicesToo = isMemberRole(role) && seesDevices(role);
  const [devices, tickets] = await Promise.all([
    devicesToo ? store.listEquipment(clientId) : Promise.resolve([]),
    membership
      ? store
          .listAuthoredTickets(uid)
          .then((list) => list.filter((t) => text(t.data.clientId) === clientId))
      : store.listTickets(clientId),
  ]);
  const equipos = await Promise.all(
    devices.map(async ({ id, data }) => ({
      id,
      ...clean(data),
      lecturas: (await store.listReadings(id)).map((reading) => ({
        id: reading.id,
        ...clean(reading.data),
      })),
    })),
  );
  const ticketList = await Promise.all(
    tickets.map(async ({ id, data }) => ({
      id,
      ...clean(data),
      respuestas: (await store.listReplies(id)).map((reply) => {
        const { authorUid, authorName: _name, ...rest } = reply.data;
        return {
          id: reply.id,
          ...clean(rest),
          autor: authorUid === uid ? OWN_AUTHOR : COMPANY_AUTHOR,
        };
      }),
    })),
  );
  return {
    incluido: true,
    nota: CLIENT_NOTE,
    membresia: membership
      ? {
          ...clean(membership),
          rol: isMemberRole(role) ? MEMBER_ROLE_LABELS[role] : String(role),
        }
      : null,
    cliente: clean(ownContact(uid, clientId, membership, client)),
    equipos,
    tickets: ticketList,
  };
}

/** The company's record, without its contact's e-mail and name unless they are the person's. */
function ownContact(
  uid: string,
  clientId: string,
  membership: Record<string, unknown> | null,
  client: Record<string, unknown>,
): Record<string, unknown> {
  const email = text(membership?.email);
  if (clientId === uid || (email !== '' && sameEmailAddress(text(client.email), email)))
    return client;
  const { email: _email, name: _name, ...rest } = client;
  return rest;
}
