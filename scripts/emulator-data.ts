// Where `npm start` keeps local data between runs (scripts/start.ts), all under .emulator-data/:
// - the emulators' export (accounts, documents, photos), in its own subfolder `emuladores/`:
//   firebase-tools' --export-on-exit REPLACES the folder it exports to (it deletes it and moves a
//   fresh export in its place), so it must own a folder of its own;
// - the functions' local files beside it, which that export then leaves alone: the mail outbox
//   (mail-outbox.jsonl) and the newsletter list (newsletter-list.jsonl), see functions/src/paths.ts.
// --reset deletes all of .emulator-data/ (export and local files). An export written by earlier
// versions straight into .emulator-data/ is moved into emuladores/ once.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const DATA_DIR = '.emulator-data';
export const EXPORT_SUBDIR = 'emuladores';
const METADATA = 'firebase-export-metadata.json';
/** What firebase-tools writes into an export folder. */
const EXPORT_ENTRIES = [
  METADATA,
  'auth_export',
  'firestore_export',
  'storage_export',
  'database_export',
  'dataconnect_export',
];

export function exportDir(data: string = DATA_DIR): string {
  return join(data, EXPORT_SUBDIR);
}

/** Moves an export left at the root of `data` (earlier versions) into exportDir; true if it did. */
export function migrateRootExport(data: string = DATA_DIR): boolean {
  if (!existsSync(join(data, METADATA)) || existsSync(join(exportDir(data), METADATA)))
    return false;
  mkdirSync(exportDir(data), { recursive: true });
  for (const entry of EXPORT_ENTRIES) {
    if (existsSync(join(data, entry))) renameSync(join(data, entry), join(exportDir(data), entry));
  }
  return true;
}

/** --reset: the export and the local files (outbox, newsletter list) go. */
export function resetData(data: string = DATA_DIR): boolean {
  if (!existsSync(data)) return false;
  rmSync(data, { recursive: true, force: true });
  return true;
}

/**
 * The emulators:exec arguments that keep the data between runs: none in CI mode; otherwise export
 * on exit into exportDir (its parent created, since firebase-tools does not create parents) and
 * import it when an earlier run left one.
 */
export function persistArgs(ci: boolean, data: string = DATA_DIR): string[] {
  if (ci) return [];
  mkdirSync(data, { recursive: true });
  const dir = exportDir(data);
  return existsSync(join(dir, METADATA))
    ? ['--export-on-exit', dir, '--import', dir]
    : ['--export-on-exit', dir];
}
