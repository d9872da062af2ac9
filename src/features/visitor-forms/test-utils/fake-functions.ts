/**
 * Tests only: the quote and newsletter functions at their network edge (the global fetch), as the
 * quote form meets them: every request recorded in order; the quote function's answers scripted
 * per test (default: stored); its local stand-in captcha (GET quoteUrl?captcha=stand-in) issues
 * numbered tokens, 'standin.token-1', 'standin.token-2', ...; the newsletter subscribes.
 */
import { vi } from 'vitest';
import { env } from '@/config/env';
import {
  jsonResponse,
  recordRequest,
  scriptedEndpoint,
  SUBSCRIBED_REPLY,
  type FakeReply,
  type RecordedRequest,
  type ScriptedEndpoint,
} from './fake-newsletter';

export const STORED_REPLY = {
  status: 200,
  json: { success: true, message: 'Solicitud recibida.' },
} as const;

export interface FakeFunctions {
  /** Every request, in order. */
  requests: RecordedRequest[];
  /** The POSTs to the quote function. */
  quotes(): RecordedRequest[];
  /** The stand-in token requests. */
  tokenRequests(): RecordedRequest[];
  /** The POSTs to the newsletter function. */
  subscriptions(): RecordedRequest[];
  quote: ScriptedEndpoint;
  newsletter: ScriptedEndpoint;
  /** The stand-in answers this instead of a token while set (null: tokens again). */
  failTokens(reply: FakeReply | null): void;
}

const standInUrl = () => {
  const url = new URL(env.quoteUrl);
  url.searchParams.set('captcha', 'stand-in');
  return url.href;
};

/** Replaces globalThis.fetch for the current test (undo with vi.unstubAllGlobals()). */
export function installFakeFunctions(): FakeFunctions {
  const requests: RecordedRequest[] = [];
  const quote = scriptedEndpoint(STORED_REPLY);
  const newsletter = scriptedEndpoint(SUBSCRIBED_REPLY);
  const tokens = scriptedEndpoint({ status: 200, json: {} });
  let tokenFailure: FakeReply | null = null;
  let issued = 0;

  const fetchFake = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = recordRequest(input, init);
    requests.push(request);
    if (request.url === standInUrl() && request.method === 'GET') {
      if (tokenFailure) {
        tokens.reply(tokenFailure);
        return tokens.answer(init);
      }
      issued += 1;
      return jsonResponse(200, {
        success: true,
        message: 'Verificación local emitida.',
        token: `standin.token-${issued}`,
      });
    }
    if (request.url === env.quoteUrl && request.method === 'POST') return quote.answer(init);
    if (request.url === env.newsletterUrl && request.method === 'POST')
      return newsletter.answer(init);
    return jsonResponse(404, { success: false, message: 'Recurso no encontrado.' });
  });
  vi.stubGlobal('fetch', fetchFake);

  const posts = (url: string) => () => requests.filter((r) => r.url === url && r.method === 'POST');
  return {
    requests,
    quotes: posts(env.quoteUrl),
    subscriptions: posts(env.newsletterUrl),
    tokenRequests: () => requests.filter((r) => r.url === standInUrl()),
    quote,
    newsletter,
    failTokens(reply) {
      tokenFailure = reply;
    },
  };
}
