/**
 * What the emulator tests share: the Functions emulator's base URL, the Firestore emulator's REST
 * documents URL, the site's local origin, and the local mail outbox read back as e-mails.
 */
import { readFile } from 'node:fs/promises';

import { DEFAULT_MAIL_OUTBOX_PATH } from '../../src/config.js';

export const BASE = 'http://127.0.0.1:5001/demo-tusocio/us-central1';
export const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}/v1/projects/demo-tusocio/databases/(default)/documents`;
export const ORIGIN = 'http://localhost:5173';

export interface Mail {
  kind: string;
  to: string[];
  replyTo: string | null;
  subject: string;
  text: string;
}

/** Every e-mail in the local outbox so far. */
export async function mails(): Promise<Mail[]> {
  const text = await readFile(DEFAULT_MAIL_OUTBOX_PATH, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Mail);
}
