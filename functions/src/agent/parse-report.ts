/**
 * The body of a collector's report (agent/src/report.ts builds it), validated whole: exactly
 * {version, sentAt, printers}, each printer exactly {serial, model, counters, supplies}, or the
 * Spanish reason it is refused (./report.ts answers it as 400; docs/decisions/0045-meter-collector.md).
 */
import { serialKey } from '../../../src/domain/service-limits.js';
import { TONER_COLORS } from '../../../src/domain/toner-colors.js';
import { exactObject } from './deps.js';
import { VERSION_PATTERN } from './enroll.js';
import { AGENT_MESSAGES as M } from './messages.js';
import type { Supply, TonerColor } from './store.js';
import { isCounter } from '../readings/writer.js';

export const MAX_PRINTERS = 500;
export const MAX_SUPPLIES = 32;
export const MAX_REPORT_BYTES = 512 * 1024;
/** A supply at this percentage or less opens a toner ticket. */
export const TONER_THRESHOLD_PERCENT = 15;
const LIMITS = { serial: 80, model: 120, description: 120, sentAt: 40 } as const;

export const REPORT_MESSAGES = {
  tooManyPrinters: `El reporte tiene más de ${MAX_PRINTERS} impresoras: divídelo en varios.`,
  printer: (i: number, what: string) => `Impresora ${i + 1} del reporte: ${what}`,
  shape: 'debe tener serial, model, counters y supplies, y nada más.',
  serial: `el número de serie debe tener de 1 a ${LIMITS.serial} caracteres, con letras o números.`,
  model: `el modelo debe tener hasta ${LIMITS.model} caracteres.`,
  counters: 'los contadores (total, bw, color) deben ser enteros de 0 a 999,999,999.',
  supplies: `los consumibles deben ser una lista de hasta ${MAX_SUPPLIES}, cada uno con description, color, level, max y percent.`,
  repeated: 'el número de serie se repite en el reporte.',
} as const;

export interface ReportPrinter {
  serial: string;
  model: string;
  /** color null: the collector could not read the colour counter of a colour printer. */
  counters: { total: number; bw: number; color: number | null };
  supplies: Supply[];
}

export interface AgentReport {
  version: string;
  sentAt: string;
  printers: ReportPrinter[];
}

const isCounterOrNull = (value: unknown): value is number | null =>
  value === null || isCounter(value);
const isText = (value: unknown, min: number, max: number): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;

function parseSupply(value: unknown): Supply | null {
  const s = exactObject(value, ['description', 'color', 'level', 'max', 'percent']);
  if (!s) return null;
  const { description, color, level, max, percent } = s;
  if (!isText(description, 0, LIMITS.description)) return null;
  if (color !== null && !TONER_COLORS.includes(color as TonerColor)) return null;
  if (!isCounterOrNull(level) || !isCounterOrNull(max)) return null;
  if (percent !== null && !(isCounter(percent) && percent <= 100)) return null;
  return { description, color: color as TonerColor | null, level, max, percent };
}

/** The report, or the Spanish reason it is refused (the first problem found). */
export function parseReport(
  body: unknown,
): { ok: true; report: AgentReport } | { ok: false; message: string } {
  const fail = (message: string) => ({ ok: false as const, message });
  const top = exactObject(body, ['version', 'sentAt', 'printers']);
  if (!top) return fail(M.reportBody);
  const { version, sentAt, printers } = top;
  if (typeof version !== 'string' || !VERSION_PATTERN.test(version)) return fail(M.reportBody);
  if (!isText(sentAt, 1, LIMITS.sentAt) || !Number.isFinite(Date.parse(sentAt)))
    return fail(M.reportBody);
  if (!Array.isArray(printers)) return fail(M.reportBody);
  if (printers.length > MAX_PRINTERS) return fail(REPORT_MESSAGES.tooManyPrinters);
  const parsed: ReportPrinter[] = [];
  const seen = new Set<string>();
  for (const [i, value] of printers.entries()) {
    const bad = (what: string) => fail(REPORT_MESSAGES.printer(i, what));
    const p = exactObject(value, ['serial', 'model', 'counters', 'supplies']);
    if (!p) return bad(REPORT_MESSAGES.shape);
    if (!isText(p.serial, 1, LIMITS.serial) || serialKey(p.serial) === '')
      return bad(REPORT_MESSAGES.serial);
    if (!isText(p.model, 0, LIMITS.model)) return bad(REPORT_MESSAGES.model);
    const c = exactObject(p.counters, ['total', 'bw', 'color']);
    if (!c || !isCounter(c.total) || !isCounter(c.bw) || !isCounterOrNull(c.color))
      return bad(REPORT_MESSAGES.counters);
    if (!Array.isArray(p.supplies) || p.supplies.length > MAX_SUPPLIES)
      return bad(REPORT_MESSAGES.supplies);
    const supplies: Supply[] = [];
    for (const item of p.supplies) {
      const supply = parseSupply(item);
      if (!supply) return bad(REPORT_MESSAGES.supplies);
      supplies.push(supply);
    }
    const key = serialKey(p.serial);
    if (seen.has(key)) return bad(REPORT_MESSAGES.repeated);
    seen.add(key);
    parsed.push({
      serial: p.serial,
      model: p.model,
      counters: { total: c.total, bw: c.bw, color: c.color },
      supplies,
    });
  }
  return { ok: true, report: { version, sentAt, printers: parsed } };
}
