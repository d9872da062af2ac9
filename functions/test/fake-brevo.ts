/**
 * A fake Brevo API on 127.0.0.1 (node:http, random port) for the calls this package makes, and
 * a record of every request it received:
 * - POST /v3/contacts/doubleOptinConfirmation: unknown list -> 400 invalid_parameter, unknown
 *   template -> 404 document_not_found, contact already in every list -> 400 duplicate_parameter,
 *   else a pending confirmation (201 new contact, 204 existing one). The contact joins the lists
 *   only when a test calls confirm(email), as the click on Brevo's link would.
 * - POST /v3/smtp/email: 201 {messageId}, recorded in `sentEmails`.
 * - POST /v3/contacts and /v3/contacts/lists/{id}/contacts/add (direct subscription, kept for
 *   completeness).
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

export interface PendingConfirmation {
  email: string;
  attributes: Record<string, unknown>;
  listIds: number[];
  templateId: number;
  redirectionUrl: string;
}

export interface FakeBrevo {
  /** Base URL to use as BREVO_API_BASE_URL, e.g. http://127.0.0.1:43210/v3 */
  baseUrl: string;
  apiKey: string;
  requests: RecordedRequest[];
  contacts: Map<string, FakeContact>;
  /** Lists and DOI templates that exist in the account (default: list 7, template 12). */
  lists: Set<number>;
  templates: Set<number>;
  /** Double opt-in e-mails Brevo would have sent, not yet clicked. */
  pending: PendingConfirmation[];
  /** Transactional e-mails accepted by /smtp/email (the request bodies). */
  sentEmails: Record<string, unknown>[];
  mode: FakeBrevoMode;
  /** Simulates the click on the DOI link: the contact joins the lists it asked for. */
  confirm(email: string): void;
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
    lists: new Set([7]),
    templates: new Set([12]),
    pending: [],
    sentEmails: [],
    mode: 'normal',
    confirm(email) {
      const address = email.toLowerCase();
      for (const p of fake.pending.filter((c) => c.email === address)) {
        const contact = contacts.get(address) ?? {
          email: address,
          attributes: { ...p.attributes },
          listIds: new Set<number>(),
        };
        for (const id of p.listIds) contact.listIds.add(id);
        contacts.set(address, contact);
      }
      fake.pending = fake.pending.filter((c) => c.email !== address);
    },
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

      if (req.method === 'POST' && path === '/v3/contacts/doubleOptinConfirmation') {
        const email = String(payload.email ?? '').toLowerCase();
        const listIds = (payload.includeListIds as number[] | undefined) ?? [];
        const templateId = Number(payload.templateId);
        if (listIds.length === 0 || listIds.some((id) => !fake.lists.has(id))) {
          return send(res, 400, { code: 'invalid_parameter', message: 'List ID does not exist' });
        }
        if (!fake.templates.has(templateId)) {
          return send(res, 404, {
            code: 'document_not_found',
            message: 'Template ID does not exist',
          });
        }
        const existing = contacts.get(email);
        if (existing && listIds.every((id) => existing.listIds.has(id))) {
          return send(res, 400, { code: 'duplicate_parameter', message: 'Contact already exist' });
        }
        fake.pending.push({
          email,
          attributes: { ...((payload.attributes as Record<string, unknown> | undefined) ?? {}) },
          listIds,
          templateId,
          redirectionUrl: String(payload.redirectionUrl ?? ''),
        });
        return existing ? send(res, 204) : send(res, 201, { id: nextId++ });
      }

      if (req.method === 'POST' && path === '/v3/smtp/email') {
        const to = payload.to as Array<{ email?: unknown }> | undefined;
        const sender = payload.sender as { email?: unknown } | undefined;
        if (
          !Array.isArray(to) ||
          to.length === 0 ||
          typeof sender?.email !== 'string' ||
          typeof payload.subject !== 'string' ||
          (typeof payload.textContent !== 'string' && typeof payload.htmlContent !== 'string')
        ) {
          return send(res, 400, { code: 'missing_parameter', message: 'Invalid e-mail request' });
        }
        fake.sentEmails.push(payload);
        return send(res, 201, { messageId: `<${nextId++}@smtp-relay.brevo.test>` });
      }

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
