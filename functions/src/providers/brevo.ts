/**
 * Brevo (formerly Sendinblue) contacts API: https://developers.brevo.com/reference/create-contact
 *
 * - POST {base}/contacts {email, attributes, listIds, updateEnabled:false}
 *   201 -> new contact, created in the list.
 *   400 {code:"duplicate_parameter"} -> the contact exists; with updateEnabled:false Brevo left it
 *   untouched (its name is not overwritten). We then add the existing contact to the list(s) with
 *   POST {base}/contacts/lists/{id}/contacts/add {emails:[email]}, which changes list membership
 *   only. 201 -> added; 400 -> already in the list. Both count as "already subscribed".
 * - Anything else, a network failure or the time budget running out -> ProviderError.
 */
import {
  ProviderError,
  type NewsletterProvider,
  type SubscribeInput,
  type SubscribeOutcome,
} from './provider.js';

export const BREVO_DEFAULT_BASE_URL = 'https://api.brevo.com/v3';
export const BREVO_DEFAULT_TIMEOUT_MS = 5000;

export interface BrevoOptions {
  apiKey: string;
  listIds: readonly number[];
  /** e.g. https://api.brevo.com/v3 (no trailing slash needed). */
  baseUrl?: string;
  /** Contact attribute that stores the subscriber's name (FIRSTNAME; NOMBRE in Spanish accounts). */
  nameAttribute?: string;
  /** Budget for the whole subscription (all calls together). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface BrevoErrorBody {
  code?: unknown;
  message?: unknown;
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

function errorCode(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const code = (body as BrevoErrorBody).code;
  return typeof code === 'string' ? code : undefined;
}

export function createBrevoProvider(options: BrevoOptions): NewsletterProvider {
  const baseUrl = (options.baseUrl ?? BREVO_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const nameAttribute = options.nameAttribute ?? 'FIRSTNAME';
  const timeoutMs = options.timeoutMs ?? BREVO_DEFAULT_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  const headers = {
    accept: 'application/json',
    'content-type': 'application/json',
    'api-key': options.apiKey,
  };

  async function post(path: string, payload: unknown, signal: AbortSignal, step: string) {
    let response: Response;
    let body: unknown;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(payload),
        signal,
        redirect: 'error',
      });
      body = await readJson(response);
    } catch (error) {
      if (signal.aborted) {
        throw new ProviderError('timeout', `Brevo no respondió en ${timeoutMs} ms (${step}).`);
      }
      const detail = error instanceof Error ? error.message : String(error);
      throw new ProviderError('network', `No se pudo conectar con Brevo (${step}): ${detail}`);
    }
    return { status: response.status, body };
  }

  async function addToLists(email: string, signal: AbortSignal): Promise<void> {
    for (const listId of options.listIds) {
      const { status, body } = await post(
        `/contacts/lists/${encodeURIComponent(String(listId))}/contacts/add`,
        { emails: [email] },
        signal,
        'agregar a la lista',
      );
      // 201: added. 400: Brevo's answer when the contact is already in the list.
      if (status === 201 || status === 400) continue;
      throw new ProviderError(
        'http',
        `Brevo respondió ${status} al agregar el contacto a la lista ${listId}.`,
        {
          status,
          code: errorCode(body),
        },
      );
    }
  }

  return {
    name: 'brevo',
    async subscribe(input: SubscribeInput): Promise<SubscribeOutcome> {
      const signal = AbortSignal.timeout(timeoutMs);
      const payload: Record<string, unknown> = {
        email: input.email,
        listIds: options.listIds,
        updateEnabled: false,
      };
      if (input.name) payload.attributes = { [nameAttribute]: input.name };

      const { status, body } = await post('/contacts', payload, signal, 'crear contacto');
      if (status === 201 || status === 204) return { kind: 'created' };
      const code = errorCode(body);
      if (status === 400 && code === 'duplicate_parameter') {
        await addToLists(input.email, signal);
        return { kind: 'already-subscribed' };
      }
      throw new ProviderError('http', `Brevo respondió ${status} al crear el contacto.`, {
        status,
        code,
      });
    },
  };
}
