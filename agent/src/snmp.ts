/**
 * Reading one printer over SNMP (v2c with a community, or v3 with a user): identifies it by
 * prtGeneralSerialNumber, reads prtMarkerLifeCount, the model, the supplies table and, through
 * the brand's profile, the B/N and colour counters. A host that does not answer, or answers
 * without a Printer-MIB serial, is not a printer: `readPrinter` gives null.
 */
import snmp, { type Session, type User, type Varbind } from 'net-snmp';
import type { SnmpV3Config } from './config.js';
import { PROFILES, detectBrand, parseBrotherCounters, type Brand } from './profiles.js';
import { toSupply, type Supply } from './supplies.js';

export const OID = {
  sysDescr: '1.3.6.1.2.1.1.1.0',
  sysObjectID: '1.3.6.1.2.1.1.2.0',
  hrDeviceDescr: '1.3.6.1.2.1.25.3.2.1.3.1',
  prtGeneralSerialNumber: '1.3.6.1.2.1.43.5.1.1.17.1',
  prtMarkerLifeCount: '1.3.6.1.2.1.43.10.2.1.4.1.1',
  suppliesDescription: '1.3.6.1.2.1.43.11.1.1.6',
  suppliesMaxCapacity: '1.3.6.1.2.1.43.11.1.1.8',
  suppliesLevel: '1.3.6.1.2.1.43.11.1.1.9',
} as const;

export interface Credentials {
  community: string;
  v3?: SnmpV3Config;
}

export interface Target {
  host: string;
  port: number;
}

export interface PrinterReading {
  serial: string;
  model: string;
  brand: Brand | null;
  /** color null: a colour printer whose colour counter could not be read (the server says so). */
  counters: { total: number; bw: number; color: number | null };
  supplies: Supply[];
}

export interface ReadOptions {
  timeoutMs?: number;
  retries?: number;
}

export class SnmpConfigError extends Error {}

function v3User(config: SnmpV3Config): User {
  const auth = config.autenticacion?.toLowerCase();
  const priv = config.privacidad?.toLowerCase();
  if (!config.usuario) throw new SnmpConfigError('Falta "usuario" en la configuración SNMP v3.');
  if ((auth && !(auth in snmp.AuthProtocols)) || auth === 'none')
    throw new SnmpConfigError(
      `Protocolo de autenticación SNMP v3 desconocido: ${config.autenticacion}`,
    );
  if ((priv && !(priv in snmp.PrivProtocols)) || priv === 'none')
    throw new SnmpConfigError(`Protocolo de privacidad SNMP v3 desconocido: ${config.privacidad}`);
  if (priv && !auth)
    throw new SnmpConfigError('SNMP v3: la privacidad necesita también autenticación.');
  if (!auth) return { name: config.usuario, level: snmp.SecurityLevel.noAuthNoPriv };
  const user: User = {
    name: config.usuario,
    level: priv ? snmp.SecurityLevel.authPriv : snmp.SecurityLevel.authNoPriv,
    authProtocol: snmp.AuthProtocols[auth],
    authKey: config.claveAutenticacion ?? '',
  };
  if (priv) {
    user.privProtocol = snmp.PrivProtocols[priv];
    user.privKey = config.clavePrivacidad ?? '';
  }
  return user;
}

/** Checks v3 settings up front, so a typo is reported once and not per host. */
export function checkCredentials(credentials: Credentials): void {
  if (credentials.v3) v3User(credentials.v3);
}

function openSession(target: Target, credentials: Credentials, options: ReadOptions): Session {
  const sessionOptions = {
    port: target.port,
    timeout: options.timeoutMs ?? 1000,
    retries: options.retries ?? 1,
  };
  const session = credentials.v3
    ? snmp.createV3Session(target.host, v3User(credentials.v3), {
        ...sessionOptions,
        version: snmp.Version3,
      })
    : snmp.createSession(target.host, credentials.community, {
        ...sessionOptions,
        version: snmp.Version2c,
      });
  session.on('error', () => {
    // Socket errors surface as request errors; this only keeps them from crashing the process.
  });
  return session;
}

function get(session: Session, oids: string[]): Promise<Map<string, unknown>> {
  return new Promise((resolve, reject) => {
    session.get(oids, (error, varbinds) => {
      if (error) return reject(error);
      const values = new Map<string, unknown>();
      for (const varbind of varbinds)
        if (!snmp.isVarbindError(varbind)) values.set(varbind.oid, varbind.value);
      resolve(values);
    });
  });
}

/** Every instance under `oid`, keyed by the index after it (e.g. "1.2"). */
function subtree(session: Session, oid: string): Promise<Map<string, unknown>> {
  return new Promise((resolve) => {
    const values = new Map<string, unknown>();
    session.subtree(
      oid,
      20,
      (varbinds: Varbind[]) => {
        for (const varbind of varbinds)
          if (!snmp.isVarbindError(varbind))
            values.set(varbind.oid.slice(oid.length + 1), varbind.value);
      },
      // A table the device does not have (or a walk cut short) leaves what was read.
      () => resolve(values),
    );
  });
}

function text(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const raw = Buffer.isBuffer(value) ? value.toString('utf8') : String(value);
  const clean = raw.replace(/\0/g, '').trim();
  return clean || null;
}

function count(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  // Counter64 values arrive as big-endian Buffers.
  if (Buffer.isBuffer(value) && value.length > 0 && value.length <= 8) {
    let result = 0n;
    for (const byte of value) result = (result << 8n) | BigInt(byte);
    return Number(result);
  }
  return null;
}

async function brandCounters(
  session: Session,
  brand: Brand,
): Promise<{ bw: number | null; color: number | null }> {
  const profile = PROFILES[brand];
  if (profile.kind === 'sum') {
    const values = await get(session, [...profile.bw, ...profile.color]);
    const sum = (oids: string[]) => {
      const found = oids
        .map((oid) => count(values.get(oid)))
        .filter((n): n is number => n !== null);
      return found.length ? found.reduce((a, b) => a + b, 0) : null;
    };
    return { bw: sum(profile.bw), color: sum(profile.color) };
  }
  if (profile.kind === 'brother-blob') {
    const values = await get(session, [profile.oid]);
    const blob = values.get(profile.oid);
    if (!Buffer.isBuffer(blob)) return { bw: null, color: null };
    return parseBrotherCounters(blob, profile.bwCode, profile.colorCode);
  }
  const [types, values] = [
    await subtree(session, profile.typeColumn),
    await subtree(session, profile.valueColumn),
  ];
  let bw: number | null = null;
  let color: number | null = null;
  for (const [index, type] of types) {
    const value = count(values.get(index));
    if (value === null) continue;
    if (profile.bwTypes.includes(Number(type))) bw = (bw ?? 0) + value;
    else if (profile.colorTypes.includes(Number(type))) color = (color ?? 0) + value;
  }
  return { bw, color };
}

/**
 * B/N and colour from what the profile found. A printer without colour supplies (or with a zero
 * colour count and none) is a B/N device: everything is B/N. A printer with colour supplies whose
 * colour counter could not be read sends color null (and its B/N counter if read, else the total):
 * agentReport refuses it saying the colour counter is missing, never "below the last reading".
 * A colour count without a B/N one: the rest.
 */
export function splitCounters(
  total: number,
  found: { bw: number | null; color: number | null },
  hasColorSupplies: boolean,
): { total: number; bw: number; color: number | null } {
  if (found.color === null && hasColorSupplies)
    return { total, bw: found.bw ?? total, color: null };
  if (found.color === null || (!hasColorSupplies && !found.color))
    return { total, bw: total, color: 0 };
  if (found.bw === null) return { total, bw: Math.max(0, total - found.color), color: found.color };
  return { total, bw: found.bw, color: found.color };
}

export async function readPrinter(
  target: Target,
  credentials: Credentials,
  options: ReadOptions = {},
): Promise<PrinterReading | null> {
  const session = openSession(target, credentials, options);
  try {
    let first: Map<string, unknown>;
    try {
      first = await get(session, [
        OID.sysObjectID,
        OID.sysDescr,
        OID.hrDeviceDescr,
        OID.prtGeneralSerialNumber,
        OID.prtMarkerLifeCount,
      ]);
    } catch {
      return null; // Silent host, wrong community or not SNMP.
    }
    const serial = text(first.get(OID.prtGeneralSerialNumber));
    const total = count(first.get(OID.prtMarkerLifeCount));
    if (!serial || total === null) return null;
    const model = text(first.get(OID.hrDeviceDescr)) ?? text(first.get(OID.sysDescr)) ?? '';
    const sysObjectId = first.get(OID.sysObjectID);
    const brand = detectBrand(typeof sysObjectId === 'string' ? sysObjectId : null, model);

    const descriptions = await subtree(session, OID.suppliesDescription);
    const maxima = await subtree(session, OID.suppliesMaxCapacity);
    const levels = await subtree(session, OID.suppliesLevel);
    const supplies = [...descriptions.entries()].map(([index, description]) =>
      toSupply(text(description) ?? '', count(maxima.get(index)), count(levels.get(index))),
    );
    const hasColorSupplies = supplies.some((s) => s.color && s.color !== 'Negro');
    const found = brand
      ? await brandCounters(session, brand).catch(() => ({ bw: null, color: null }))
      : { bw: null, color: null };
    return {
      serial,
      model,
      brand,
      counters: splitCounters(total, found, hasColorSupplies),
      supplies,
    };
  } finally {
    session.close();
  }
}
