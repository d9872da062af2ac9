/**
 * What to read: `--equipo HOST[:PUERTO]` addresses and `--red CIDR` IPv4 networks, expanded to
 * hosts (network and broadcast addresses left out, except in /31 and /32). Networks larger than
 * a /22 (1,022 hosts) are refused: scanning them once a day would be slow and noisy.
 */
import type { Target } from './snmp.js';

export const LARGEST_PREFIX = 22;

export class TargetError extends Error {}

function parseIpv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = value * 256 + Number(part);
  }
  return value;
}

function formatIpv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}

/** `HOST[:PUERTO]`; HOST is an IPv4 address or a name. */
export function parseEquipo(text: string, defaultPort: number): Target {
  const match = /^([^:\s]+)(?::(\d{1,5}))?$/.exec(text.trim());
  const port = match?.[2] === undefined ? defaultPort : Number(match[2]);
  if (!match?.[1] || port < 1 || port > 65535)
    throw new TargetError(
      `Equipo no válido: "${text}". Usa HOST o HOST:PUERTO, por ejemplo 192.0.2.15:161.`,
    );
  return { host: match[1], port };
}

/** The hosts of an IPv4 network in CIDR notation. */
export function expandCidr(text: string, port: number): Target[] {
  const match = /^(\d+\.\d+\.\d+\.\d+)\/(\d{1,2})$/.exec(text.trim());
  const base = match?.[1] === undefined ? null : parseIpv4(match[1]);
  const prefix = Number(match?.[2]);
  if (base === null || !(prefix >= 0 && prefix <= 32))
    throw new TargetError(`Red no válida: "${text}". Usa notación CIDR, por ejemplo 192.0.2.0/24.`);
  if (prefix < LARGEST_PREFIX)
    throw new TargetError(
      `La red ${text} es demasiado grande: el lector revisa como máximo una /${LARGEST_PREFIX} (1022 equipos) por red. Divídela en redes más pequeñas.`,
    );
  const size = 2 ** (32 - prefix);
  const network = base - (base % size);
  const first = prefix >= 31 ? network : network + 1;
  const last = prefix >= 31 ? network + size - 1 : network + size - 2;
  const targets: Target[] = [];
  for (let address = first; address <= last; address++)
    targets.push({ host: formatIpv4(address), port });
  return targets;
}

/** All targets, each host:port once, in the order given. */
export function collectTargets(equipos: string[], redes: string[], port: number): Target[] {
  const seen = new Set<string>();
  const targets: Target[] = [];
  const add = (target: Target) => {
    const key = `${target.host}:${target.port}`;
    if (seen.has(key)) return;
    seen.add(key);
    targets.push(target);
  };
  for (const equipo of equipos) add(parseEquipo(equipo, port));
  for (const red of redes) expandCidr(red, port).forEach(add);
  return targets;
}
