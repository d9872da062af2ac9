// Where `npm start` keeps local data between runs (scripts/start.ts), all under .emulator-data/:
// - the emulators' export (accounts, documents, photos), in its own subfolder `emuladores/`:
//   firebase-tools' --export-on-exit REPLACES the folder it exports to (it deletes it and moves a
//   fresh export in its place), so it must own a folder of its own;
// - the functions' local files beside it, which that export then leaves alone: the mail outbox
//   (mail-outbox.jsonl) and the newsletter list (newsletter-list.jsonl), see functions/src/paths.ts.
// --reset deletes all of .emulator-data/ (export and local files).
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const DATA_DIR = '.emulator-data';
export const EXPORT_SUBDIR = 'emuladores';

const METADATA = 'firebase-export-metadata.json';
export function exportDir(data: string = DATA_DIR): string {
  return join(data, EXPORT_SUBDIR);
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
