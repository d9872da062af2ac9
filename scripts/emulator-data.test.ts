// `npm start`'s local data (scripts/emulator-data.ts): the emulators' export on exit replaces only
// its own folder, so the mail outbox and the newsletter list persist across a stop and a start;
// --reset still empties everything; an export left by earlier versions is moved, not lost.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

import { exportDir, persistArgs, resetData } from './emulator-data';

const dirs: string[] = [];
function tempData(): string {
  const dir = mkdtempSync(join(tmpdir(), 'emulator-data-'));
  dirs.push(dir);
  return join(dir, '.emulator-data');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * What firebase-tools' --export-on-exit does to its folder (emulator/hubExport.js): writes a fresh
 * export elsewhere, creates the folder if missing (not its parents), deletes it, moves the fresh
 * export in its place.
 */
function exportOnExit(path: string, users: string) {
  const fresh = mkdtempSync(join(tmpdir(), 'firebase-export-'));
  writeFileSync(join(fresh, 'firebase-export-metadata.json'), '{}');
  mkdirSync(join(fresh, 'auth_export'));
  writeFileSync(join(fresh, 'auth_export', 'accounts.json'), users);
  if (!existsSync(path)) mkdirSync(path);
  rmSync(path, { recursive: true });
  renameSync(fresh, path);
}

const OUTBOX = '{"kind":"lead-notification","subject":"Nueva solicitud"}\n';
const LIST = '{"email":"ana@example.com"}\n';

describe('npm start: local data across a stop and a start', () => {
  it('keeps the mail outbox and the newsletter list when the export replaces its folder', () => {
    const data = tempData();
    // First start: nothing saved yet; the export goes to its own folder.
    const first = persistArgs(false, data);
    expect(first).toEqual(['--export-on-exit', exportDir(data)]);
    // The functions write the local files while it runs.
    writeFileSync(join(data, 'mail-outbox.jsonl'), OUTBOX);
    writeFileSync(join(data, 'newsletter-list.jsonl'), LIST);
    // Stop: firebase-tools exports.
    exportOnExit(first[1]!, '[1]');
    expect(readFileSync(join(data, 'mail-outbox.jsonl'), 'utf8')).toBe(OUTBOX);
    expect(readFileSync(join(data, 'newsletter-list.jsonl'), 'utf8')).toBe(LIST);

    // Next start imports the export; the next stop replaces it again, the files stay.
    const second = persistArgs(false, data);
    expect(second).toEqual(['--export-on-exit', exportDir(data), '--import', exportDir(data)]);
    exportOnExit(second[1]!, '[2]');
    expect(readFileSync(join(data, 'mail-outbox.jsonl'), 'utf8')).toBe(OUTBOX);
    expect(readFileSync(join(data, 'newsletter-list.jsonl'), 'utf8')).toBe(LIST);
    expect(readFileSync(join(exportDir(data), 'auth_export', 'accounts.json'), 'utf8')).toBe('[2]');
  });

  it('--reset empties the export, the outbox and the list; CI mode neither imports nor exports', () => {
    const data = tempData();
    exportOnExit(persistArgs(false, data)[1]!, '[1]');
    writeFileSync(join(data, 'mail-outbox.jsonl'), OUTBOX);
    writeFileSync(join(data, 'newsletter-list.jsonl'), LIST);
    expect(resetData(data)).toBe(true);
    expect(existsSync(join(data, 'mail-outbox.jsonl'))).toBe(false);
    expect(existsSync(join(data, 'newsletter-list.jsonl'))).toBe(false);
    expect(existsSync(exportDir(data))).toBe(false);
    expect(persistArgs(false, data)).toEqual(['--export-on-exit', exportDir(data)]);
    expect(persistArgs(true, data)).toEqual([]);
  });
});
