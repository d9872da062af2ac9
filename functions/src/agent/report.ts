/**
 * `agentReport` (HTTP POST, `Authorization: Bearer tsl_…`): a collector's daily report, as the
 * pure handler (docs/decisions/0045-meter-collector.md; the body is agent/src/report.ts's).
 *
 * Order: POST (405) -> the site key, found by its SHA-256 (401 unknown or malformed, 403 revoked)
 * -> the per-site limit (429) -> JSON (415, 413 over 512 kB, 400) -> the body validated whole
 * (400, nothing stored): exactly {version, sentAt, printers}, at most 500 printers, each exactly
 * {serial, model, counters: {total, bw, color}, supplies: [...]} with whole counters 0..999,999,999,
 * strings within their limits, no serial twice. `total` is stored as reported and not checked
 * against bw + color: brands count copies, faxes or reports differently, and only bw and color
 * feed readings. `printers: []` is a valid heartbeat.
 *
 * Then each printer, matched to the company's devices by serial (serialKey: letters and digits,
 * upper case):
 * - no device of the company has it: a refused entry, nothing stored;
 * - a colour device whose colour counter the collector could not read (colorUnread): a refused
 *   entry saying so (M.colorUnread), `agentRefused` with colorUnread; nothing else stored;
 * - bw or color below the device's floor (last reading, else start counters): a refused entry,
 *   `agentRefused` on the device for the desk, a log line; nothing else stored;
 * - else: the day's snapshot (Cancún day; the latest report of the day
 *   overwrites), `agent` (and `agentRefused` cleared), and the month's automatic reading: a
 *   reading belongs to the month it closes (src/domain/reading-month.ts), so from day 25 it is
 *   the current month's and on the 1st to 5th the month before's while that month is not closed
 *   (closed: none until day 25). When the device has no reading of that month (nor a later one)
 *   and its contract has not ended: readings/{month} with source 'automatica', by
 *   'agent:{siteId}', plus lastReading and lastReadingMonth (submitReading's shape), written by
 *   readings/writer.ts. A B/N device has no colour counter: its floor's is kept (0 on a B/N
 *   device). Both questions are src/domain/readings/decision.ts's.
 * - a supply with a known colour at 15 % or less opens one toner ticket per colour (the company
 *   opens it for its administrator member, createDeskTicket's shape) unless an open toner ticket
 *   of that device already includes that colour (the administrator read once a report).
 * The site's lastReportAt and lastReportVersion follow (the site is alive). The matched printers'
 * writes and the site's are one transaction (store.recordPrinters; REPORT_CHUNK printers each,
 * the site in the last): every device and its month's reading, and the month's close, are read
 * in one round trip: a report of 2 printers costs 9 reads, 6 writes and 6 round trips to
 * Firestore instead of 10, 6 and 9 (docs/decisions/0051-agent-endpoint.md). Answer: 200 {success,
 * message, accepted, refused: [{serial, message}]}; 422 with success false when printers were
 * sent and none was accepted (the one refusal's message, else "No se aceptó ninguna impresora").
 */
import { cancunDate } from '../../../src/domain/business-hours.js';
import { isReadingWindow, readingMonthFor } from '../../../src/domain/reading-month.js';
import {
  checkReadingCounters,
  checkReadingMonth,
  readingMessage,
} from '../../../src/domain/readings/decision.js';
import { initialServiceKeys } from '../../../src/domain/service-hours.js';
import { serialKey } from '../../../src/domain/service-limits.js';
import { TONER_COLORS } from '../../../src/domain/toner-colors.js';
import { headerValue, type HttpRequest, type HttpResponse } from '../http-types.js';
import {
  answer,
  jsonBody,
  neverThrows,
  nowOf,
  postOnly,
  refuse,
  tooMany,
  type AgentDeps,
} from './deps.js';
import { sha256Hex, SITE_KEY_PATTERN } from './enroll.js';
import { AGENT_MESSAGES as M } from './messages.js';
import { metered, phase, serverTiming } from './meter.js';
import {
  REPORT_CHUNK,
  type PrinterPlan,
  type PrinterSnapshot,
  type Supply,
  type TonerColor,
  type TonerTicketDoc,
} from './store.js';
import {
  MAX_REPORT_BYTES,
  TONER_THRESHOLD_PERCENT,
  parseReport,
  type ReportPrinter,
} from './parse-report.js';

export * from './parse-report.js';

/**
 * The month a report at `now` may read for, before its transaction: the month before on the 1st
 * to 5th, else the current one (readingMonthFor with that month still open); the transaction reads
 * that month's state, and planPrinter settles it.
 */
export const candidateReadingMonth = (now: Date): string => readingMonthFor(now, () => false);

/**
 * Whether a colour device's report lacks its colour counter: color null (the collector could not
 * read it), or what collectors up to 1.0.0 sent then: all pages as B/N and colour 0 while the
 * device's floor has colour pages (a colour counter never goes back to 0).
 */
export function colorUnread(
  counters: ReportPrinter['counters'],
  floor: { color: number },
): boolean {
  if (counters.color === null) return true;
  return counters.color === 0 && counters.bw === counters.total && floor.color > 0;
}

/** One printer's writes, pure: refused below the floor, else snapshot + agent (+ reading). */
export function planPrinter(
  snapshot: PrinterSnapshot,
  printer: ReportPrinter,
  siteId: string,
  now: Date,
): PrinterPlan {
  const { device } = snapshot;
  if (!device) return { kind: 'missing' };
  // The reading decision (src/domain/readings/decision.ts): not below the floor; a B/N device's
  // colour counter is the floor's.
  const floor = device.lastReading ?? device.startCounters;
  // A refusal keeps what was sent and the floor (agentRefused on the device).
  const refused = (message: string, color: number, colorUnread?: true): PrinterPlan => ({
    kind: 'refused',
    message,
    refusal: {
      at: now,
      bw: printer.counters.bw,
      color,
      floorBw: floor.bw,
      floorColor: floor.color,
      message,
      ...(colorUnread ? { colorUnread } : {}),
    },
  });
  if (device.color && colorUnread(printer.counters, floor)) {
    return refused(M.colorUnread(device), floor.color, true);
  }
  const checked = checkReadingCounters(printer.counters, device.color, floor);
  if (checked.kind !== 'ok') {
    const color = device.color ? (printer.counters.color ?? floor.color) : floor.color;
    return refused(readingMessage(checked, 'collector'), color);
  }
  const { bw, color } = checked.counters;
  // The snapshot holds candidateReadingMonth's state: closed, the reading is the current
  // month's, which on the 1st to 5th is not asked for yet (isReadingWindow).
  const candidate = candidateReadingMonth(now);
  const month = readingMonthFor(now, (m) => m === candidate && snapshot.monthClosed);
  const agent = {
    siteId,
    at: now,
    total: printer.counters.total,
    bw,
    color,
    supplies: printer.supplies,
  };
  const due =
    month === candidate &&
    isReadingWindow(now, month) &&
    checkReadingMonth({
      mode: 'new',
      month,
      device: {
        color: device.color,
        lastReadingMonth: device.lastReadingMonth,
        contractEnded: device.contractEnded,
      },
      monthClosed: snapshot.monthClosed,
      readingExists: snapshot.readingExists,
    }).kind === 'ok';
  return {
    kind: 'accepted',
    snapshot: { day: cancunDate(now), ...agent },
    agent,
    reading: due
      ? {
          month,
          bw,
          color,
          previous: { bw: floor.bw, color: floor.color },
          source: 'automatica',
          by: `agent:${siteId}`,
          at: now,
        }
      : null,
  };
}

/** The low colours of a report's supplies (lowest percentage each), in TONER_COLORS order. */
export function lowToner(supplies: readonly Supply[]): Map<TonerColor, number> {
  const low = new Map<TonerColor, number>();
  for (const color of TONER_COLORS)
    for (const s of supplies)
      if (s.color === color && s.percent !== null && s.percent <= TONER_THRESHOLD_PERCENT)
        low.set(color, Math.min(s.percent, low.get(color) ?? 100));
  return low;
}

/** The toner tickets to open: one per low colour no open toner ticket already includes. */
export function tonerTickets(
  low: ReadonlyMap<TonerColor, number>,
  openColors: ReadonlySet<TonerColor>,
  device: { id: string; clientId: string; model: string; serial: string },
  member: { uid: string; email: string },
  contract: { responseHours?: number; resolutionHours?: number },
): TonerTicketDoc[] {
  return [...low]
    .filter(([color]) => !openColors.has(color))
    .map(([color, percent]) => ({
      equipmentId: device.id,
      clientId: device.clientId,
      authorUid: member.uid,
      clientEmail: member.email,
      equipment: { model: device.model, serial: device.serial },
      status: 'Abierto',
      open: true,
      statusChangedAt: null,
      statusChangedBy: null,
      lastReplyAt: null,
      kind: 'toner',
      tonerColors: [color],
      description: M.tonerDescription(color, percent),
      openedByCollector: true,
      ...initialServiceKeys(contract, 'empresa'),
    }));
}

/** The site key from `Authorization: Bearer tsl_…`, or null. */
function bearerKey(req: HttpRequest): string | null {
  const header = headerValue(req, 'authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/.exec(header.trim());
  const key = match?.[1];
  return key && SITE_KEY_PATTERN.test(key) ? key : null;
}

async function report(req: HttpRequest, deps: AgentDeps): Promise<HttpResponse> {
  const notPost = postOnly(req);
  if (notPost) return notPost;
  const now = nowOf(req, deps);
  const key = bearerKey(req);
  const site = key ? await phase('key', () => deps.store.siteByKeyHash(sha256Hex(key))) : null;
  if (!site) return refuse(401, M.keyInvalid, { 'www-authenticate': 'Bearer' });
  if (site.revoked) {
    deps.logger.warn('agentReport: lector revocado', { siteId: site.siteId });
    return refuse(403, M.siteRevokedRefused);
  }
  const limit = await phase('limit', () => deps.reportLimiter.consume(site.siteId, now));
  if (!limit.allowed) {
    deps.logger.warn('agentReport: límite por lector alcanzado', { siteId: site.siteId });
    return tooMany(limit.retryAfterSeconds);
  }
  const body = jsonBody(req, MAX_REPORT_BYTES);
  if (!body.ok) return body.response;
  const parsed = parseReport(body.value);
  if (!parsed.ok) return refuse(400, parsed.message);
  const { printers, version } = parsed.report;

  const devices = printers.length
    ? await phase('devices', () => deps.store.devicesOf(site.clientId))
    : [];
  const bySerial = new Map(devices.map((d) => [serialKey(d.serial), d.id]));
  const month = candidateReadingMonth(now);
  // The matched printers, each device once (parseReport refuses a serial twice, by serialKey).
  const matched: { printer: ReportPrinter; equipmentId: string }[] = [];
  const notOurs = new Set<ReportPrinter>();
  for (const printer of printers) {
    const equipmentId = bySerial.get(serialKey(printer.serial));
    if (equipmentId) matched.push({ printer, equipmentId });
    else notOurs.add(printer);
  }
  // One transaction per REPORT_CHUNK printers, the site's lastReportAt in the last one.
  const seen = new Map<string, PrinterSnapshot['device']>();
  const plans = new Map<ReportPrinter, PrinterPlan>();
  for (let start = 0; start === 0 || start < matched.length; start += REPORT_CHUNK) {
    const chunk = matched.slice(start, start + REPORT_CHUNK);
    const last = start + REPORT_CHUNK >= matched.length;
    const byId = new Map(chunk.map((m) => [m.equipmentId, m.printer]));
    const answered = await phase('printers', () =>
      deps.store.recordPrinters(
        chunk.map((m) => m.equipmentId),
        month,
        (equipmentId, snapshot) => {
          seen.set(equipmentId, snapshot.device);
          const printer = byId.get(equipmentId);
          // A device moved to another company since the match is not this site's.
          if (!printer || (snapshot.device && snapshot.device.clientId !== site.clientId))
            return { kind: 'missing' };
          return planPrinter(snapshot, printer, site.siteId, now);
        },
        last ? { siteId: site.siteId, now, version } : null,
      ),
    );
    chunk.forEach((m, i) => plans.set(m.printer, answered[i] ?? { kind: 'missing' }));
  }

  let accepted = 0;
  const refused: { serial: string; message: string }[] = [];
  // The administrator the toner tickets are opened for: read once a report, when one is needed.
  let member: Promise<{ uid: string; email: string } | null> | undefined;
  const adminMember = () => (member ??= deps.store.adminMember(site.clientId));
  for (const { printer, equipmentId } of matched) {
    const plan = plans.get(printer) ?? { kind: 'missing' };
    if (plan.kind === 'missing') continue;
    if (plan.kind === 'refused') {
      const what = plan.refusal.colorUnread
        ? 'agentReport: el lector no pudo leer el contador a color'
        : 'agentReport: contador menor que la última lectura';
      deps.logger.warn(what, {
        siteId: site.siteId,
        equipmentId,
        bw: plan.refusal.bw,
        color: plan.refusal.color,
        floorBw: plan.refusal.floorBw,
        floorColor: plan.refusal.floorColor,
      });
      continue;
    }
    accepted += 1;
    if (plan.reading)
      deps.logger.info('agentReport: lectura automática guardada', {
        siteId: site.siteId,
        equipmentId,
        month,
      });
    const low = lowToner(printer.supplies);
    const device = seen.get(equipmentId);
    if (low.size && device)
      await phase('toner', () =>
        openToner(deps, adminMember, equipmentId, site.clientId, device, low, now),
      );
  }
  // The refusals in the report's order.
  for (const printer of printers) {
    const plan = notOurs.has(printer) ? null : plans.get(printer);
    if (!plan || plan.kind === 'missing')
      refused.push({ serial: printer.serial, message: M.notOurDevice });
    else if (plan.kind === 'refused')
      refused.push({ serial: printer.serial, message: plan.message });
  }
  // Every printer refused (another company's, or a counter gone backwards): a 4xx, as the other
  // refusals; a report with some accepted is a 200 listing the refused ones.
  if (printers.length > 0 && accepted === 0)
    return answer(422, {
      success: false,
      message: refused.length === 1 ? (refused[0]?.message ?? M.noneAccepted) : M.noneAccepted,
      accepted,
      refused,
    });
  return answer(200, {
    success: true,
    message: M.received(accepted, printers.length),
    accepted,
    refused,
  });
}

async function openToner(
  deps: AgentDeps,
  adminMember: () => Promise<{ uid: string; email: string } | null>,
  equipmentId: string,
  clientId: string,
  device: NonNullable<PrinterSnapshot['device']>,
  low: ReadonlyMap<TonerColor, number>,
  now: Date,
): Promise<void> {
  const member = await adminMember();
  if (!member) {
    deps.logger.warn(
      'agentReport: la empresa no tiene administrador; no se abrió el pedido de tóner',
      {
        clientId,
        equipmentId,
      },
    );
    return;
  }
  const opened = await deps.store.openTonerTickets(
    equipmentId,
    (openColors) =>
      tonerTickets(
        low,
        openColors,
        { id: equipmentId, clientId, model: device.model, serial: device.serial },
        member,
        device.contract,
      ),
    now,
  );
  if (opened)
    deps.logger.info('agentReport: pedido automático de tóner', { equipmentId, tickets: opened });
}

/** agentReport: never throws (anything unexpected is a logged 503). */
export async function handleAgentReport(req: HttpRequest, deps: AgentDeps): Promise<HttpResponse> {
  const run = () => neverThrows('agentReport', deps.logger, () => report(req, deps));
  if (!deps.meter) return run();
  // The emulator only: the report's Firestore reads, writes and phases (agent/meter.ts).
  const { value, cost } = await metered(run);
  return { ...value, headers: { ...value.headers, 'server-timing': serverTiming(cost) } };
}
