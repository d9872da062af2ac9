/**
 * Tests only: a fake of the newsletter function at its network edge (the global fetch), recording
 * every request and answering what the test scripted.
 */
import { vi } from 'vitest';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export type FakeReply =
  | { status?: number; json: unknown }
  | { status?: number; text: string }
  | { networkError: true }
  /** Never answers until the request is aborted (the call's own timeout). */
  | { hang: true }
  /** Answers when the test calls the returned `release` (to observe the busy state). */
  | { deferred: true };

export interface FakeNewsletter {
  requests: RecordedRequest[];
  /** Sets the answer for the next requests (default: 200 {success: true}). */
  reply(next: FakeReply): void;
  /** Releases requests made while the reply was `{deferred: true}`, with this answer. */
  release(answer?: { status?: number; json: unknown }): void;
}

export const SUBSCRIBED_REPLY = {
  status: 200,
  json: { success: true, message: '¡Gracias por suscribirte! Revisa tu bandeja de entrada.' },
} as const;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** What fetch received, in the shape the tests compare (headers lower-cased, JSON body parsed). */
export function recordRequest(input: RequestInfo | URL, init: RequestInit = {}): RecordedRequest {
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, key) => {
    headers[key] = value;
  });
  const rawBody = typeof init.body === 'string' ? init.body : '';
  let body: unknown = rawBody;
  try {
    body = JSON.parse(rawBody);
  } catch {
    // keep the raw text
  }
  return { url: String(input), method: init.method ?? 'GET', headers, body };
}

/** One scripted endpoint: answers `reply` (or the next of `replyOnce`) to each request. */
export interface ScriptedEndpoint {
  /** Sets the answer for the next requests. */
  reply(next: FakeReply): void;
  /** Queues answers used once each, in order, before the `reply` one. */
  replyOnce(...next: FakeReply[]): void;
  /** Releases requests answered `{deferred: true}`, with this answer. */
  release(answer?: { status?: number; json: unknown }): void;
  answer(init: RequestInit): Promise<Response>;
}

export function scriptedEndpoint(initial: FakeReply): ScriptedEndpoint {
  let next = initial;
  const once: FakeReply[] = [];
  const waiting: Array<(response: Response) => void> = [];
  return {
    reply(value) {
      next = value;
    },
    replyOnce(...values) {
      once.push(...values);
    },
    release(answer = SUBSCRIBED_REPLY) {
      for (const resolve of waiting.splice(0))
        resolve(jsonResponse(answer.status ?? 200, answer.json));
    },
    async answer(init) {
      const reply = once.shift() ?? next;
      if ('networkError' in reply) throw new TypeError('Failed to fetch');
      if ('hang' in reply) {
        return new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        });
      }
      if ('deferred' in reply) return new Promise<Response>((resolve) => waiting.push(resolve));
      if ('text' in reply) return new Response(reply.text, { status: reply.status ?? 200 });
      return jsonResponse(reply.status ?? 200, reply.json);
    },
  };
}

/** Replaces globalThis.fetch for the current test (undo with vi.unstubAllGlobals()). */
export function installFakeNewsletter(): FakeNewsletter {
  const endpoint = scriptedEndpoint(SUBSCRIBED_REPLY);
  const requests: RecordedRequest[] = [];
  const fetchFake = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    requests.push(recordRequest(input, init));
    return endpoint.answer(init);
  });
  vi.stubGlobal('fetch', fetchFake);
  return { requests, reply: endpoint.reply, release: endpoint.release };
}
