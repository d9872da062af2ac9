// Facts about the local stack shared by start.mjs, seed.mjs and test-all.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PROJECT_ID = 'demo-tusocio';
export const API_KEY = 'demo-api-key';
export const DATA_DIR = join(ROOT, '.emulator-data');
export const FIREBASE_BIN = join(ROOT, 'node_modules', '.bin', 'firebase');
export const VITE_BIN = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
export const SITE_URL = 'http://localhost:5173';
export const FUNCTIONS_DIR = join(ROOT, 'functions');

const emulators = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')).emulators;

/** Ports of firebase.json's "emulators" block (the one place they are set) plus Vite's (vite.config.ts, strictPort). */
export const PORTS = {
  vite: 5173,
  auth: emulators.auth.port,
  functions: emulators.functions.port,
  firestore: emulators.firestore.port,
  storage: emulators.storage.port,
  hosting: emulators.hosting.port,
  hub: emulators.hub.port,
  logging: emulators.logging.port,
  // Started by the Functions emulator alongside it (firebase-tools defaults).
  eventarc: 9299,
  tasks: 9499,
};

export const EMULATOR_HOST = '127.0.0.1';

/** The ports a run needs: Firestore and Storage only when their emulators start. */
export function neededPorts({
  withFirestore = false,
  withStorage = false,
  withFunctions = true,
  withVite = true,
}) {
  const ports = [];
  if (withVite) ports.push(['Vite', PORTS.vite]);
  ports.push(['Auth', PORTS.auth]);
  if (withFunctions)
    ports.push(
      ['Functions', PORTS.functions],
      ['Eventarc', PORTS.eventarc],
      ['Cloud Tasks', PORTS.tasks],
    );
  ports.push(['Emulator Hub', PORTS.hub], ['Logging', PORTS.logging]);
  if (withFirestore) ports.push(['Firestore', PORTS.firestore]);
  if (withStorage) ports.push(['Storage', PORTS.storage]);
  return ports.map(([name, port]) => ({ name, port }));
}

/** functions/package.json, or null while the functions codebase does not exist yet. */
export function readFunctionsPackage() {
  const file = join(FUNCTIONS_DIR, 'package.json');
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** True when the export written by `--export-on-exit` is there to import. */
export function hasEmulatorExport(dir = DATA_DIR) {
  return existsSync(join(dir, 'firebase-export-metadata.json'));
}

/** CI=true / CI=1 / any non-empty CI except "false" and "0". */
export function isCiEnv(env = process.env) {
  const value = (env.CI ?? '').trim().toLowerCase();
  return value !== '' && value !== 'false' && value !== '0';
}
