/**
 * Reads many targets with bounded concurrency (64 at a time by default), so a /24 where most
 * addresses are silent takes a few seconds: each silent address costs one timeout and one retry.
 * A printer seen at two addresses (two network cards) is reported once, by serial.
 */
import {
  readPrinter,
  type Credentials,
  type PrinterReading,
  type ReadOptions,
  type Target,
} from './snmp.js';

export interface ScanOptions extends ReadOptions {
  concurrency?: number;
}

export async function scan(
  targets: Target[],
  credentials: Credentials,
  options: ScanOptions = {},
): Promise<PrinterReading[]> {
  const concurrency = Math.max(1, options.concurrency ?? 64);
  const found = new Map<string, PrinterReading>();
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const target = targets[next++];
      if (!target) break;
      const reading = await readPrinter(target, credentials, options).catch(() => null);
      if (reading && !found.has(reading.serial)) found.set(reading.serial, reading);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, targets.length) }, worker));
  return [...found.values()].sort((a, b) =>
    a.serial < b.serial ? -1 : a.serial > b.serial ? 1 : 0,
  );
}
