/**
 * Local stand-in for the mail provider (no API key configured): each new subscription becomes one
 * JSON line in a file, so a developer can see what would have been sent.
 * Line shape: {"email":"ana@example.com","name":"Ana","subscribedAt":"2026-01-01T00:00:00.000Z"}
 * ("name" only when given). An address already in the file is not written again, so — like the
 * real provider — a second subscription neither duplicates it nor changes its name.
 */
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';

import { ProviderError, type NewsletterProvider, type SubscribeOutcome } from './provider.js';

export interface OutboxRecord {
  email: string;
  name?: string;
  subscribedAt: string;
}

async function readRecords(path: string): Promise<OutboxRecord[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const records: OutboxRecord[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const parsed = JSON.parse(line) as unknown;
      if (
        typeof parsed === 'object' &&
        parsed !== null &&
        typeof (parsed as OutboxRecord).email === 'string'
      ) {
        records.push(parsed as OutboxRecord);
      }
    } catch {
      // A hand-edited or truncated line: ignore it rather than refuse every later subscription.
    }
  }
  return records;
}

export function createOutboxProvider(path: string): NewsletterProvider {
  // Serialise this instance's writes so the read-then-append check holds for concurrent requests.
  let queue: Promise<unknown> = Promise.resolve();

  async function write(
    email: string,
    name: string | undefined,
    at: Date,
  ): Promise<SubscribeOutcome> {
    try {
      const records = await readRecords(path);
      if (records.some((r) => r.email.toLowerCase() === email.toLowerCase())) {
        return { kind: 'already-subscribed' };
      }
      const record: OutboxRecord = {
        email,
        ...(name ? { name } : {}),
        subscribedAt: at.toISOString(),
      };
      await mkdir(dirname(path), { recursive: true });
      await appendFile(path, `${JSON.stringify(record)}\n`, 'utf8');
      return { kind: 'created' };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new ProviderError(
        'storage',
        `No se pudo escribir el buzón local (${code ?? 'error'}).`,
      );
    }
  }

  return {
    name: 'outbox',
    subscribe(input) {
      const result = queue.then(() => write(input.email, input.name, input.requestedAt));
      queue = result.catch(() => undefined);
      return result;
    },
  };
}
