/**
 * The one HTTP call shape both Brevo clients use (contacts for the newsletter, SMTP for
 * transactional mail): a JSON POST with the `api-key` header, under an AbortSignal budget.
 * Network failures and timeouts become ProviderError; any HTTP status is returned to the caller,
 * which decides what it means. The key only ever travels in the header, never in an error.
 */
import { ProviderError } from './provider-error.js';

export const BREVO_DEFAULT_BASE_URL = 'https://api.brevo.com/v3';
export const BREVO_DEFAULT_TIMEOUT_MS = 5000;

export interface BrevoClientOptions {
  apiKey: string;
  /** e.g. https://api.brevo.com/v3 (no trailing slash needed). */
  baseUrl?: string;
  /** Budget for one operation (all its calls together). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface BrevoAnswer {
  status: number;
  body: unknown;
}

export interface BrevoClient {
  readonly timeoutMs: number;
  post(path: string, payload: unknown, signal: AbortSignal, step: string): Promise<BrevoAnswer>;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Brevo's error body is `{code, message}`; the code is what tells cases apart. */
export function errorCode(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const code = (body as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

export function createBrevoClient(options: BrevoClientOptions): BrevoClient {
  const baseUrl = (options.baseUrl ?? BREVO_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? BREVO_DEFAULT_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  const headers = {
    accept: 'application/json',
    'content-type': 'application/json',
    'api-key': options.apiKey,
  };

  return {
    timeoutMs,
    async post(path, payload, signal, step) {
      try {
        const response = await doFetch(`${baseUrl}${path}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(payload),
          signal,
          redirect: 'error',
        });
        return { status: response.status, body: await readJson(response) };
      } catch (error) {
        if (signal.aborted) {
          throw new ProviderError('timeout', `Brevo no respondió en ${timeoutMs} ms (${step}).`);
        }
        const detail = error instanceof Error ? error.message : String(error);
        throw new ProviderError('network', `No se pudo conectar con Brevo (${step}): ${detail}`);
      }
    },
  };
}
