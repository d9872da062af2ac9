/**
 * Closing a month (docs/decisions/0044-month-close.md), the three callables of the desk's
 * "Cierre de mes" (statements/functions.ts), as pure handlers over a store
 * (statements/firestore-close.ts on Firestore; an in-memory one in the tests):
 * - `recordMonthReading` (statements/record-reading.ts): a missing reading of a month that already
 *   ended, typed by the desk ("Registrar lectura") or estimated ("Estimar"), between its
 *   neighbours' counters. The rules keep clients from writing either.
 * - `closeMonth`: once every active device has the month's reading, one statement per company
 *   (statements/{clientId}_{YYYY-MM}: its devices, their lines and totals, worked out by
 *   src/domain/month-close.ts) and monthCloses/{YYYY-MM}. A reclose after "Reabrir mes" writes
 *   the next version and first copies the statement it replaces to versions/{its version}.
 * - `reopenMonth`: a closed month reopened with a reason (kept in monthCloses' reopenings); the
 *   statements stay as they are until the reclose.
 * Only admins (users/{uid}.role == 'admin'); every refusal is a CallableError with its Spanish
 * message. The messages, the error, the store and the admin check are statements/close-base.ts's
 * (re-exported here), shared with record-reading.ts without either importing the other.
 */
import {
  deviceLines,
  isActiveInMonth,
  isClosableMonth,
  missingReadingsMessage,
  statementId,
  statementTotals,
  type ClosedMonth,
  type InvoiceKeys,
} from '../../../src/domain/month-close.js';
import { REOPEN_REASON_MAX, REOPEN_REASON_MIN } from '../../../src/domain/schemas/statement.js';
import { readingOrigin } from '../../../src/domain/reading-source.js';
import {
  CLOSE_MESSAGES,
  MonthCloseError,
  fields,
  monthOf,
  refuse,
  requireAdmin,
  type CloseDevice,
  type MonthCloseDeps,
  type StatementData,
  type StoredReading,
} from './close-base.js';

export * from './close-base.js';

// ---------------------------------------------------------------------------------------------
// closeMonth

/** "Av. Tulum 200 · Recepción": the device's place as the statement shows it. */
export function deviceLocation(location: { address: string; area: string }): string {
  const area = location.area.trim();
  return `${location.address.trim()}${area ? ` · ${area}` : ''}`;
}

/** One company's statement for `month` from its devices and their readings. */
export function buildStatement(
  clientId: string,
  month: string,
  version: number,
  company: { company: string; rfc: string },
  devices: readonly { device: CloseDevice; reading: StoredReading }[],
  keys: InvoiceKeys,
  by: string,
): StatementData {
  const rows = devices.map(({ device, reading }) => {
    const pagesBw = Math.max(0, reading.bw - reading.previous.bw);
    const pagesColor = Math.max(0, reading.color - reading.previous.color);
    return {
      row: {
        equipmentId: device.id,
        model: device.model,
        serial: device.serial,
        location: deviceLocation(device.location),
        reading: { bw: reading.bw, color: reading.color },
        previous: { bw: reading.previous.bw, color: reading.previous.color },
        // A corrected estimate is the company's reading (src/domain/reading-source.ts).
        source: readingOrigin(reading),
        pagesBw,
        pagesColor,
      },
      lines: deviceLines(device, { bw: pagesBw, color: pagesColor }, keys),
    };
  });
  const lines = rows.flatMap((r) => r.lines);
  return {
    clientId,
    month,
    version,
    company: company.company,
    rfc: company.rfc,
    devices: rows.map((r) => r.row),
    lines,
    ...statementTotals(lines),
    closedBy: by,
  };
}

const byDevice = (a: CloseDevice, b: CloseDevice) =>
  a.model.localeCompare(b.model, 'es') ||
  a.serial.localeCompare(b.serial, 'es') ||
  a.id.localeCompare(b.id);

/** "Cerrar mes". */
export async function closeMonth(
  data: unknown,
  uid: string | null,
  deps: MonthCloseDeps,
): Promise<ClosedMonth> {
  const by = await requireAdmin(uid, deps);
  const month = monthOf(fields(data).month);
  if (!isClosableMonth(month, deps.now())) throw refuse(CLOSE_MESSAGES.closeNotClosable);
  const state = await deps.store.getMonthClose(month);
  if (state?.status === 'cerrado') throw refuse(CLOSE_MESSAGES.alreadyClosed);

  const devices = (await deps.store.listDevices())
    .filter((device) => isActiveInMonth(device, month))
    .sort(byDevice);
  const readings = await deps.store.getReadings(
    devices.map((d) => d.id),
    month,
  );
  const missing = readings.filter((r) => r === null).length;
  if (missing > 0) throw refuse(missingReadingsMessage(missing));

  const byClient = new Map<string, { device: CloseDevice; reading: StoredReading }[]>();
  devices.forEach((device, i) => {
    const reading = readings[i];
    if (!reading) return;
    const list = byClient.get(device.clientId) ?? [];
    list.push({ device, reading });
    byClient.set(device.clientId, list);
  });
  const clientIds = [...byClient.keys()].sort();
  const ids = clientIds.map((clientId) => statementId(clientId, month));
  const [companies, existing] = await Promise.all([
    deps.store.getCompanies(clientIds),
    deps.store.getStatements(ids),
  ]);

  const version = state ? state.version + 1 : 1;
  const statements = clientIds.map((clientId) => ({
    id: statementId(clientId, month),
    data: buildStatement(
      clientId,
      month,
      version,
      companies.get(clientId) ?? { company: '', rfc: '' },
      byClient.get(clientId) ?? [],
      deps.invoiceKeys,
      by,
    ),
  }));
  // A statement of an earlier version is kept; one of this version (a close that stopped half
  // way, retried) is simply written again.
  const copies = ids.flatMap((id) => {
    const old = existing.get(id);
    return old && old.version < version ? [{ id, version: old.version, data: old.data }] : [];
  });
  const totalCents = statements.reduce((sum, s) => sum + Math.round(s.data.totalMxn * 100), 0);
  const totalMxn = totalCents / 100;
  const outcome = await deps.store.writeClose({
    month,
    version,
    by,
    copies,
    statements,
    totalMxn,
  });
  if (outcome === 'already-closed') throw refuse(CLOSE_MESSAGES.alreadyClosed);
  deps.logger.info('cierre: mes cerrado', {
    month,
    version,
    statements: statements.length,
    devices: devices.length,
    copies: copies.length,
  });
  return {
    month,
    version,
    statements: statements.length,
    totalMxn,
    message: CLOSE_MESSAGES.closed(statements.length),
  };
}

// ---------------------------------------------------------------------------------------------
// reopenMonth

/** "Reabrir mes": a closed month, with the reason. */
export async function reopenMonth(
  data: unknown,
  uid: string | null,
  deps: MonthCloseDeps,
): Promise<{ message: string }> {
  const by = await requireAdmin(uid, deps);
  const { month, reason } = fields(data);
  const reopened = monthOf(month);
  const why = typeof reason === 'string' ? reason.trim() : '';
  if (why.length < REOPEN_REASON_MIN || why.length > REOPEN_REASON_MAX)
    throw new MonthCloseError('invalid-argument', CLOSE_MESSAGES.reason);
  const at = deps.now();
  const plan = await deps.store.reopen(reopened, (state) =>
    state?.status === 'cerrado'
      ? { kind: 'write', reopening: { at, by, reason: why } }
      : { kind: 'refused', code: 'failed-precondition', message: CLOSE_MESSAGES.notClosed },
  );
  if (plan.kind === 'refused') throw new MonthCloseError(plan.code, plan.message);
  deps.logger.info('cierre: mes reabierto', { month: reopened });
  return { message: CLOSE_MESSAGES.reopened };
}
