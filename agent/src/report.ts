/**
 * The report sent to `agentReport` and its disk queue. The body holds only the collector's
 * version, the time and, per printer, serial, model, counters and supplies: no addresses, host
 * names or any other data of the client's network. A report that cannot be delivered (no
 * network, a 5xx or a 429) is kept in `queue/` (one JSON file each, at most 100, the oldest
 * dropped) and sent first, oldest first, on the next run; any other 4xx is logged and dropped.
 */
import { readFileSync, readdirSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePrivateFolder, writePrivateFile } from './config.js';
import { messageOf, postJson, type PostResult } from './http.js';
import type { Logger } from './log.js';
import type { PrinterReading } from './snmp.js';
import type { Supply } from './supplies.js';
import { VERSION } from './version.js';

export const MAX_QUEUED = 100;

export interface ReportPrinter {
  serial: string;
  model: string;
  /** color null: the colour counter of a colour printer could not be read. */
  counters: { total: number; bw: number; color: number | null };
  supplies: Supply[];
}

export interface Report {
  version: string;
  sentAt: string;
  printers: ReportPrinter[];
}

/** Builds the body key by key, so nothing else a reading carries can slip in. */
export function buildReport(readings: PrinterReading[], now: Date): Report {
  return {
    version: VERSION,
    sentAt: now.toISOString(),
    printers: readings.map((reading) => ({
      serial: reading.serial,
      model: reading.model,
      counters: {
        total: reading.counters.total,
        bw: reading.counters.bw,
        color: reading.counters.color,
      },
      supplies: reading.supplies.map((supply) => ({
        description: supply.description,
        color: supply.color,
        level: supply.level,
        max: supply.max,
        percent: supply.percent,
      })),
    })),
  };
}

export type Delivery = 'sent' | 'retry' | 'refused';

export interface Server {
  servidor: string;
  siteKey: string;
}

function describe(report: Report): string {
  const n = report.printers.length;
  return `reporte del ${report.sentAt} (${n} ${n === 1 ? 'impresora' : 'impresoras'})`;
}

function outcome(result: PostResult): Delivery {
  if (result.kind === 'network') return 'retry';
  if (result.status >= 200 && result.status < 300 && result.body.success === true) return 'sent';
  if (result.status === 429 || result.status >= 500) return 'retry';
  return 'refused';
}

export async function sendReport(server: Server, report: Report, log: Logger): Promise<Delivery> {
  const result = await postJson(`${server.servidor}/agentReport`, report, {
    authorization: `Bearer ${server.siteKey}`,
  });
  const delivery = outcome(result);
  if (delivery === 'sent' && result.kind === 'answer') {
    const accepted = typeof result.body.accepted === 'number' ? result.body.accepted : 0;
    log.info(`${describe(report)} enviado: ${messageOf(result)} (aceptadas: ${accepted}).`);
  } else if (delivery === 'retry') {
    log.warn(`No se pudo enviar el ${describe(report)}: ${messageOf(result)}. Se reintentará.`);
  } else {
    log.error(
      `El servidor rechazó el ${describe(report)}: ${messageOf(result)}. No se reintentará.`,
    );
  }
  // The printers the server did not take (in a 200 with others accepted, or in a refusal).
  const refused =
    result.kind === 'answer' && Array.isArray(result.body.refused) ? result.body.refused : [];
  for (const item of refused as { serial?: unknown; message?: unknown }[])
    log.warn(`El servidor no aceptó la impresora ${String(item.serial)}: ${String(item.message)}`);
  return delivery;
}

function queueFolder(folder: string): string {
  return join(folder, 'queue');
}

/** Queued file names, oldest first (names start with a zero-padded time). */
function queuedFiles(folder: string): string[] {
  try {
    return readdirSync(queueFolder(folder))
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
}

let sequence = 0;

export function enqueue(folder: string, report: Report, log: Logger): void {
  const queue = queueFolder(folder);
  ensurePrivateFolder(queue);
  const stamp = String(Date.parse(report.sentAt) || Date.now()).padStart(15, '0');
  const name = `${stamp}-${process.pid}-${String(sequence++).padStart(4, '0')}.json`;
  writePrivateFile(join(queue, name), JSON.stringify(report));
  log.info(`${describe(report)} guardado en la cola para enviarlo después.`);
  const files = queuedFiles(folder);
  for (const old of files.slice(0, Math.max(0, files.length - MAX_QUEUED))) {
    unlinkSync(join(queue, old));
    log.warn(`La cola tiene más de ${MAX_QUEUED} reportes: se descartó el más antiguo (${old}).`);
  }
}

/**
 * Sends the queued reports, oldest first, stopping at the first that must wait. Returns true
 * when the queue is empty afterwards.
 */
export async function flushQueue(folder: string, server: Server, log: Logger): Promise<boolean> {
  const files = queuedFiles(folder);
  if (files.length) log.info(`Enviando ${files.length} reporte(s) pendiente(s) de la cola.`);
  for (const name of files) {
    const path = join(queueFolder(folder), name);
    let report: Report;
    try {
      report = JSON.parse(readFileSync(path, 'utf8')) as Report;
    } catch {
      log.warn(`Se descartó ${name} de la cola: no se pudo leer.`);
      unlinkSync(path);
      continue;
    }
    const delivery = await sendReport(server, report, log);
    if (delivery === 'retry') return false;
    unlinkSync(path);
  }
  return true;
}
