/**
 * The rental clients' portal's documents as the benches seed them (REST-encoded, rules bypassed):
 * a client (a company) and its members, and a colour device with its contract, optionally a
 * reading (and older months' readings: a history) and one toner ticket, and a toner forecast
 * (docs/decisions/0033-client-portal-data.md, 0041-company-accounts.md, 0044-month-close.md).
 */
import { previousMonthId } from '../../src/domain/client-portal';
import type { MemberRole } from '../../src/domain/company';
import { DEMO_ACCOUNTS } from '../../src/domain/entities';
import { deviceLines, statementId, statementTotals } from '../../src/domain/month-close';
import { toFirestoreFields } from '../e2e/fixtures/emulators';

export type Doc = { path: string; fields: Record<string, unknown> };
type Counters = { bw: number; color: number };

const timestamp = (date: Date) => ({ timestampValue: date.toISOString() });
const ADMIN_UID = DEMO_ACCOUNTS.admin.uid;

/** clients/{clientId}, the company, linked by the demo admin. */
export function clientDoc(clientId: string, email: string, name: string, company: string): Doc {
  return {
    path: `clients/${clientId}`,
    fields: {
      ...toFirestoreFields({ email, name, company, leadId: null, linkedBy: ADMIN_UID }),
      linkedAt: timestamp(new Date()),
    },
  };
}

/** members/{uid}: the person's membership of company `clientId`, added by the demo admin. */
export function memberDoc(
  uid: string,
  clientId: string,
  role: MemberRole,
  email: string,
  name: string,
): Doc {
  return {
    path: `members/${uid}`,
    fields: {
      ...toFirestoreFields({ clientId, role, email, name, addedBy: ADMIN_UID }),
      addedAt: timestamp(new Date()),
    },
  };
}

export const START_COUNTERS: Counters = { bw: 10_000, color: 2_000 };

export interface DeviceSeed {
  /** Ids `${prefix}-eq-${n}` and `${prefix}-ticket-${n}`. */
  prefix: string;
  n: number;
  /** The device's company, and the member who sent its reading and opened its ticket. */
  owner: { clientId: string; uid: string; email: string };
  model: string;
  serial: string;
  at: Date;
  /** The device's last reading (null: none yet). */
  last: (Counters & { month: string }) | null;
  /** A stored reading (its month's document), when there is one. */
  reading: (Counters & { month: string }) | null;
  /** Whether its ticket is still open (Abierto) or Resuelto. */
  open: boolean;
  /** Readings of this many months before `reading`'s month (none by default). */
  history?: number;
  /**
   * Black toner delivered at `deliveredAt` (at the start counters), its cartridge's yield, and
   * the day it runs out as the forecast function computes it (equipment.tonerEndsOn).
   */
  toner?: { deliveredAt: Date; yieldPages: number; endsOn: string };
}

/** The readings of the `count` months before `month`, oldest last (the device's history). */
function historyDocs(equipment: string, month: string, count: number, by: string, at: Date): Doc[] {
  const docs: Doc[] = [];
  for (let k = 1, m = previousMonthId(month); k <= count; k++, m = previousMonthId(m))
    docs.push({
      path: `equipment/${equipment}/readings/${m}`,
      fields: {
        ...toFirestoreFields({
          month: m,
          bw: START_COUNTERS.bw,
          color: START_COUNTERS.color,
          previous: START_COUNTERS,
          by,
        }),
        at: timestamp(at),
      },
    });
  return docs;
}

/** A colour device on the standard contract, its reading (if any) and one toner ticket. */
export function deviceDocs(seed: DeviceSeed): Doc[] {
  const { prefix, n, owner, model, serial, at, last, reading, open, history = 0, toner } = seed;
  const delivery = toner
    ? {
        mapValue: {
          fields: {
            ...toFirestoreFields(START_COUNTERS),
            at: timestamp(toner.deliveredAt),
            countersAt: timestamp(toner.deliveredAt),
          },
        },
      }
    : null;
  const equipment = `${prefix}-eq-${n}`;
  return [
    {
      path: `equipment/${equipment}`,
      fields: {
        ...toFirestoreFields({
          clientId: owner.clientId,
          model,
          serial,
          color: true,
          location: { address: `Av. Tulum ${n}, Cancún`, area: `Piso ${(n % 5) + 1}` },
          contract: {
            startDate: '2026-01-15',
            monthlyFeeMxn: 1499,
            includedPagesBw: 1000,
            includedPagesColor: 200,
            extraPagePriceBw: 0.35,
            extraPagePriceColor: 2.5,
          },
          startCounters: START_COUNTERS,
          lastReadingMonth: last?.month ?? '',
          createdBy: ADMIN_UID,
          updatedBy: ADMIN_UID,
        }),
        lastReading: last
          ? { mapValue: { fields: { ...toFirestoreFields(last), at: timestamp(at) } } }
          : { nullValue: null },
        createdAt: timestamp(at),
        updatedAt: timestamp(at),
        ...(toner && delivery
          ? {
              tonerYield: { mapValue: { fields: toFirestoreFields({ Negro: toner.yieldPages }) } },
              lastToner: { mapValue: { fields: { Negro: delivery } } },
              tonerEndsOn: { stringValue: toner.endsOn },
            }
          : {}),
      },
    },
    ...(reading && history > 0
      ? historyDocs(equipment, reading.month, history, owner.uid, at)
      : []),
    ...(reading
      ? [
          {
            path: `equipment/${equipment}/readings/${reading.month}`,
            fields: {
              ...toFirestoreFields({ ...reading, previous: START_COUNTERS, by: owner.uid }),
              at: timestamp(at),
            },
          },
        ]
      : []),
    {
      path: `tickets/${prefix}-ticket-${n}`,
      fields: {
        ...toFirestoreFields({
          equipmentId: equipment,
          clientId: owner.clientId,
          authorUid: owner.uid,
          clientEmail: owner.email,
          equipment: { model, serial },
          kind: 'toner',
          tonerColors: ['Negro'],
          category: '',
          description: 'Tóner de prueba (bench).',
          status: open ? 'Abierto' : 'Resuelto',
          open,
          statusChangedBy: open ? null : ADMIN_UID,
          lastReplyAt: null,
          // Its clock (docs/decisions/0042-service-levels.md): an open one is past its time.
          responseHours: 4,
          resolutionHours: 16,
          pausedAt: null,
          pausedMinutes: 0,
          technicianUid: null,
          technicianName: '',
          visit: null,
          openedBy: 'cliente',
          notified: true,
        }),
        createdAt: timestamp(at),
        statusChangedAt: open ? { nullValue: null } : timestamp(at),
        respondedAt: open ? { nullValue: null } : timestamp(at),
        resolvedAt: open ? { nullValue: null } : timestamp(at),
        dueAt: open ? timestamp(at) : { nullValue: null },
      },
    },
  ];
}

/**
 * statements/{clientId}_{month}: a closed month's statement of one colour device on the standard
 * contract (as "Cerrar mes" writes it), so the statement pages can be measured with content.
 */
export function statementDocs(clientId: string, company: string, month: string): Doc[] {
  const device = {
    id: 'bench-public-eq-0',
    model: 'Kyocera TASKalfa 2554ci',
    serial: 'BENCH0001',
    contract: {
      startDate: '2026-01-15',
      monthlyFeeMxn: 1499,
      includedPagesBw: 1000,
      includedPagesColor: 200,
      extraPagePriceBw: 0.35,
      extraPagePriceColor: 2.5,
      responseHours: 4,
      resolutionHours: 16,
    },
  };
  const lines = deviceLines(device, { bw: 1500, color: 300 });
  return [
    {
      path: `statements/${statementId(clientId, month)}`,
      fields: {
        ...toFirestoreFields({
          clientId,
          month,
          version: 1,
          company,
          rfc: 'XAXX010101000',
          devices: [
            {
              equipmentId: device.id,
              model: device.model,
              serial: device.serial,
              location: 'Av. Tulum 0, Cancún · Piso 1',
              reading: { bw: 11_500, color: 2_300 },
              previous: START_COUNTERS,
              source: 'cliente',
              pagesBw: 1500,
              pagesColor: 300,
            },
          ],
          lines,
          ...statementTotals(lines),
          closedBy: ADMIN_UID,
        }),
        closedAt: timestamp(new Date()),
      },
    },
  ];
}
