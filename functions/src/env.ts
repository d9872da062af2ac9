/**
 * Small helpers shared by every configuration reader (newsletter, mail, lead notification).
 * Configuration comes from environment variables only; see the table in config.ts.
 */
import { isValidEmail } from './validation.js';

export type Env = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** The trimmed value, or undefined when unset or blank. */
export function read(env: Env, key: string): string | undefined {
  const value = env[key]?.trim();
  return value ? value : undefined;
}

export function isTrue(value: string | undefined): boolean {
  return value !== undefined && ['true', '1', 'yes'].includes(value.toLowerCase());
}

export function isFalse(value: string | undefined): boolean {
  return value !== undefined && ['false', '0', 'no'].includes(value.toLowerCase());
}

export function isEmulator(env: Env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true';
}

/** Running on Cloud Functions / Cloud Run for real (not the emulator, not a test). */
export function isDeployed(env: Env): boolean {
  return !isEmulator(env) && read(env, 'K_SERVICE') !== undefined;
}

/** An http(s) URL without trailing slashes, or a ConfigError naming `name`. */
export function parseHttpUrl(raw: string, name: string): string {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('protocol');
    if (url.search || url.hash) throw new Error('query');
  } catch {
    throw new ConfigError(`${name} no es una URL http(s) válida (sin ? ni #): "${raw}".`);
  }
  return raw.replace(/\/+$/, '');
}

function isLocalHost(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

export const SITE_URL_ENV = 'SITE_URL';
/** Also the default of the SITE_URL param (runtime/options.ts): the Vite dev server. */
export const DEFAULT_SITE_URL = 'http://localhost:5173';

/**
 * The public site's base URL (links in e-mails, the newsletter's "confirmed" page). Deployed, a
 * localhost value is a configuration mistake (the param's default was accepted) and is refused.
 */
export function loadSiteUrl(env: Env): string {
  const url = parseHttpUrl(read(env, SITE_URL_ENV) ?? DEFAULT_SITE_URL, SITE_URL_ENV);
  if (isDeployed(env) && isLocalHost(url)) {
    throw new ConfigError(
      `${SITE_URL_ENV} sigue apuntando a ${url}: configura el dominio público del sitio.`,
    );
  }
  return url;
}

/** Comma-separated e-mail addresses, each validated and lower-cased; at least one. */
export function parseEmailList(raw: string, name: string): string[] {
  const addresses = raw
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean);
  if (addresses.length === 0) throw new ConfigError(`${name} necesita al menos un correo.`);
  const invalid = addresses.filter((a) => !isValidEmail(a));
  if (invalid.length > 0) {
    throw new ConfigError(`${name} tiene correos inválidos: ${invalid.join(', ')}.`);
  }
  return [...new Set(addresses)];
}

/** A positive integer in [min, max], or a ConfigError naming `name`. */
export function parseIntInRange(raw: string, name: string, min: number, max: number): number {
  const value = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || value < min || value > max) {
    throw new ConfigError(`${name} debe ser un número entero entre ${min} y ${max}.`);
  }
  return value;
}
