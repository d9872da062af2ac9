/**
 * The collector's configuration folder and `config.json`: where they live on each platform, and
 * reading and writing them with owner-only permissions (folder 0700, files 0600; on Windows
 * those modes are not enforced and the folder's ACL, the user's profile, is what protects it).
 */
import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** SNMP v3 credentials; used instead of the v2c community when present. */
export interface SnmpV3Config {
  usuario: string;
  /** md5, sha, sha224, sha256, sha384 or sha512; without it there is no authentication. */
  autenticacion?: string;
  claveAutenticacion?: string;
  /** des, aes, aes256b or aes256r; needs autenticacion too. */
  privacidad?: string;
  clavePrivacidad?: string;
}

export interface Config {
  servidor: string;
  siteId: string;
  siteKey: string;
  comunidad: string;
  redes: string[];
  equipos: string[];
  snmpV3?: SnmpV3Config;
}

export type Env = Record<string, string | undefined>;

/** TUSOCIO_LECTOR_HOME when set, else the platform's per-user config folder. */
export function configFolder(env: Env, platform: NodeJS.Platform = process.platform): string {
  if (env.TUSOCIO_LECTOR_HOME) return env.TUSOCIO_LECTOR_HOME;
  const home = env.HOME || env.USERPROFILE || homedir();
  if (platform === 'win32')
    return join(env.APPDATA || join(home, 'AppData', 'Roaming'), 'tusocio-lector');
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'tusocio-lector');
  return join(env.XDG_CONFIG_HOME || join(home, '.config'), 'tusocio-lector');
}

/** Creates the folder (and any parent) and makes it owner-only. */
export function ensurePrivateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
}

/** Writes a file owner-only, through a temporary file so a crash never leaves half a file. */
export function writePrivateFile(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
}

export class ConfigError extends Error {}

/** The saved configuration, or null when the collector was never installed here. */
export function loadConfig(folder: string): Partial<Config> | null {
  let text: string;
  try {
    text = readFileSync(join(folder, 'config.json'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new ConfigError(`No se pudo leer ${join(folder, 'config.json')}: ${String(error)}`);
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new Error('no es un objeto');
    return parsed as Partial<Config>;
  } catch (error) {
    throw new ConfigError(
      `El archivo ${join(folder, 'config.json')} no es JSON válido (${(error as Error).message}).`,
    );
  }
}

export function saveConfig(folder: string, config: Config): void {
  ensurePrivateFolder(folder);
  writePrivateFile(join(folder, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
}
