/** Where local (emulator) data lives: <repo>/.emulator-data, from this module's place (src/ or lib/). */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const EMULATOR_DATA_DIR = join(REPO_ROOT, '.emulator-data');

/** Local mail outbox: one JSON line per e-mail (src/mail/outbox-mailer.ts). */
export const DEFAULT_MAIL_OUTBOX_PATH = join(EMULATOR_DATA_DIR, 'mail-outbox.jsonl');
/** Local newsletter list: one JSON line per confirmed subscriber (src/providers/local.ts). */
export const DEFAULT_NEWSLETTER_LIST_PATH = join(EMULATOR_DATA_DIR, 'newsletter-list.jsonl');
