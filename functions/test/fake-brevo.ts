/**
 * A fake Brevo contacts API on 127.0.0.1 (node:http, random port) that behaves like the real one
 * for the calls the provider makes, and records every request it received.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeContact {
  email: string;
  attributes: Record<string, unknown>;
  listIds: Set<number>;
}

/**
 * normal: real semantics. status-XXX: every call answers that status with a Brevo error body.
 * hang: never answers (for timeouts).
 */
export type FakeBrevoMode = 'normal' | 'hang' | { status: number; code: string; message: string };

export interface FakeBrevo {
  /** Base URL to use as BREVO_API_BASE_URL, e.g. http://127.0.0.1:43210/v3 */
  baseUrl: string;
  apiKey: string;
  requests: RecordedRequest[];
  contacts: Map<string, FakeContact>;
  mode: FakeBrevoMode;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body?: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

export async function startFakeBrevo(
  apiKey = 'xkeysib-test-secret-0123456789',
): Promise<FakeBrevo> {
  const requests: RecordedRequest[] = [];
  const contacts = new Map<string, FakeContact>();
  let nextId = 1;

  const fake: FakeBrevo = {
    baseUrl: '',
    apiKey,
    requests,
    contacts,
    mode: 'normal',
    close: async () => {},
  };

  const server = createServer((req, res) => {
    void (async () => {
      const text = await readBody(req);
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      const path = req.url ?? '';
      requests.push({ method: req.method ?? '', path, headers: req.headers, body });

      const mode = fake.mode;
      if (mode === 'hang') return; // never answer
      if (typeof mode === 'object')
        return send(res, mode.status, { code: mode.code, message: mode.message });

      if (req.headers['api-key'] !== apiKey) {
        return send(res, 401, { code: 'unauthorized', message: 'Key not found' });
      }
      const payload = (body ?? {}) as Record<string, unknown>;

      if (req.method === 'POST' && path === '/v3/contacts') {
        const email = String(payload.email ?? '').toLowerCase();
        const existing = contacts.get(email);
        if (existing) {
          if (payload.updateEnabled === true) {
            Object.assign(existing.attributes, payload.attributes ?? {});
            return send(res, 204);
          }
          return send(res, 400, {
            code: 'duplicate_parameter',
            message: 'Unable to create contact, email is already associated with another Contact',
          });
        }
        contacts.set(email, {
          email,
          attributes: { ...((payload.attributes as Record<string, unknown> | undefined) ?? {}) },
          listIds: new Set((payload.listIds as number[] | undefined) ?? []),
        });
        return send(res, 201, { id: nextId++ });
      }

      const addMatch = /^\/v3\/contacts\/lists\/(\d+)\/contacts\/add$/.exec(path);
      if (req.method === 'POST' && addMatch) {
        const listId = Number(addMatch[1]);
        const emails = ((payload.emails as string[] | undefined) ?? []).map((e) => e.toLowerCase());
        const added = emails.filter((e) => {
          const contact = contacts.get(e);
          if (!contact || contact.listIds.has(listId)) return false;
          contact.listIds.add(listId);
          return true;
        });
        if (added.length === 0) {
          return send(res, 400, {
            code: 'invalid_parameter',
            message: 'Contact already in list and/or does not exist',
          });
        }
        return send(res, 201, {
          contacts: { success: added, failure: emails.filter((e) => !added.includes(e)) },
        });
      }

      return send(res, 404, { code: 'document_not_found', message: 'Not found' });
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}/v3`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
