/** Options shared by the Firebase adapters. */
import type { FirebaseApp } from 'firebase/app';

export interface FirebaseAdapterOptions {
  /** The Firebase app (default: loadFirebaseApp() from @/lib/firebase). */
  app?: FirebaseApp;
  /**
   * "host:port" of the emulator to connect to; null for the real service. Default: the app's
   * configured emulator in emulator mode (env.emulators), none in production.
   */
  emulatorHost?: string | null;
  /**
   * Emulator only: the token sent with every request. Contract tests pass 'owner', which the
   * emulators treat as an admin that bypasses security rules.
   */
  mockUserToken?: string;
}

/** Splits "host:port" (IPv6 hosts in brackets allowed). */
export function parseHostPort(value: string): { host: string; port: number } {
  const match = /^(\[[^\]]+\]|[^:]+):(\d+)$/.exec(value.trim());
  const port = Number(match?.[2]);
  if (!match?.[1] || !Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new TypeError(`Invalid emulator address "${value}": expected host:port.`);
  }
  return { host: match[1], port };
}
