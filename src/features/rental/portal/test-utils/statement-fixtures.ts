/**
 * Statements as the month close writes them (functions/src/statements), stored through the data
 * seam for the portal's statement tests: the colour device of the fixtures with 2,500 B/N and 600
 * colour pages (500 and 100 beyond the included ones) and the B/N device with 1,000 (none
 * beyond), its reading estimated. Lines and totals come from src/domain/month-close.ts; the tests
 * check them against hand-computed figures.
 */
import { withDocuments } from '@/data/access';
import { deviceLines, statementId, statementTotals } from '@/domain/month-close';
import { STATEMENTS_COLLECTION, type StatementDoc } from '@/domain/schemas/statement';
import { BW_DEVICE, COLOR_DEVICE } from '@/data/rental/test-utils/client-portal-fixtures';

export const RFC = 'HSO010101AB1';

/** The statement of `clientId` for `month` (version `version`). */
export function statementDoc(clientId: string, month: string, version = 1): StatementDoc {
  const color = { ...COLOR_DEVICE, id: 'eq-color' };
  const bw = { ...BW_DEVICE, id: 'eq-bn' };
  const lines = [
    ...deviceLines(color, { bw: 2500, color: 600 }),
    ...deviceLines(bw, { bw: 1000, color: 0 }),
  ];
  return {
    clientId,
    month,
    version,
    company: 'Hotel Sol',
    rfc: RFC,
    devices: [
      {
        equipmentId: color.id,
        model: color.model,
        serial: color.serial,
        location: 'Av. Tulum 200, Cancún · Recepción',
        reading: { bw: 3500, color: 800 },
        previous: { bw: 1000, color: 200 },
        source: 'cliente',
        pagesBw: 2500,
        pagesColor: 600,
      },
      {
        equipmentId: bw.id,
        model: bw.model,
        serial: bw.serial,
        location: 'Calle 10 #45, Playa del Carmen · Almacén',
        reading: { bw: 1300, color: 0 },
        previous: { bw: 300, color: 0 },
        source: 'estimada',
        pagesBw: 1000,
        pagesColor: 0,
      },
    ],
    lines,
    ...statementTotals(lines),
    closedAt: '2026-12-01T15:00:00.000Z',
    closedBy: 'boss',
  };
}

/** Stores statements/{clientId}_{month} (the close function's write; rules bypassed). */
export async function seedStatement(clientId: string, month: string, version = 1): Promise<void> {
  const doc = statementDoc(clientId, month, version);
  await withDocuments((store) =>
    store.set(STATEMENTS_COLLECTION, statementId(clientId, month), { ...doc }),
  );
}
