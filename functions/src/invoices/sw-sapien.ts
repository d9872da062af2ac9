/**
 * The PAC adapter for SW sapien (SmarterWeb), following its documented REST services for an XML
 * the issuer already sealed (docs/decisions/0050-cfdi-invoices.md):
 * - POST {url}/security/authenticate with headers `user` and `password` → { status, data: { token } }
 *   (a token lasts 2 hours; an account's permanent token can be configured instead);
 * - POST {url}/cfdi33/stamp/v4 (the path keeps "cfdi33" for CFDI 4.0 too), multipart/form-data with
 *   the XML as the file field `xml`, `Authorization: Bearer <token>` → { status: "success", data:
 *   { cfdi, cadenaOriginalSAT, noCertificadoSAT, noCertificadoCFDI, uuid, selloSAT, selloCFDI,
 *   fechaTimbrado, qrCode } } or { status: "error", message: "<code> - <text>", messageDetail }.
 * Code 307 ("El comprobante contiene un timbre previo") comes with the earlier stamp's data, which
 * is answered as alreadyStamped, so an XML is never stamped twice. Test service:
 * https://services.test.sw.com.mx; production: https://services.sw.com.mx.
 */
import { PacRefusal, type Pac, type StampResult } from './pac.js';

export interface SwSapienConfig {
  url: string;
  /** A permanent token, or user and password to ask for one. */
  token?: string;
  user?: string;
  password?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface SwResponse {
  status?: string;
  message?: string;
  messageDetail?: string;
  data?: Record<string, unknown> | null;
}

const TOKEN_LIFETIME_MS = 110 * 60_000;

/** "CFDI40102 - El resultado…" or "307. El comprobante…" → the code. */
export function swErrorCode(message: string): string {
  return /^\s*([A-Z]*\d+)/u.exec(message)?.[1] ?? 'SW';
}

export class SwSapienPac implements Pac {
  #token: { value: string; until: number } | null = null;
  readonly #fetch: typeof fetch;

  constructor(private readonly config: SwSapienConfig) {
    this.#fetch = config.fetch ?? fetch;
  }

  async #call(path: string, init: RequestInit): Promise<{ http: number; body: SwResponse }> {
    let response: Response;
    try {
      response = await this.#fetch(`${this.config.url.replace(/\/+$/u, '')}${path}`, {
        ...init,
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 30_000),
      });
    } catch (error) {
      throw new PacRefusal('red', `El PAC no respondió: ${(error as Error).message}`, true);
    }
    const text = await response.text();
    let body: SwResponse;
    try {
      body = JSON.parse(text) as SwResponse;
    } catch {
      throw new PacRefusal(
        String(response.status),
        `El PAC respondió ${response.status} sin JSON.`,
        response.status >= 500,
      );
    }
    return { http: response.status, body };
  }

  async #bearer(): Promise<string> {
    if (this.config.token) return this.config.token;
    if (this.#token && this.#token.until > Date.now()) return this.#token.value;
    const { body } = await this.#call('/security/authenticate', {
      method: 'POST',
      headers: { user: this.config.user ?? '', password: this.config.password ?? '' },
    });
    const token = body.data?.token;
    if (body.status !== 'success' || typeof token !== 'string') {
      throw new PacRefusal('auth', `El PAC rechazó las credenciales: ${body.message ?? ''}`.trim());
    }
    this.#token = { value: token, until: Date.now() + TOKEN_LIFETIME_MS };
    return token;
  }

  async stamp(sealedXml: string): Promise<StampResult> {
    const token = await this.#bearer();
    const form = new FormData();
    form.append('xml', new Blob([sealedXml], { type: 'text/xml' }), 'xml');
    const { http, body } = await this.#call('/cfdi33/stamp/v4', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    const data = body.data ?? {};
    const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
    const code = body.status === 'success' ? '' : swErrorCode(body.message ?? '');
    if (body.status === 'success' || (code === '307' && text('cfdi') && text('uuid'))) {
      return {
        uuid: text('uuid'),
        fechaTimbrado: text('fechaTimbrado'),
        selloCfd: text('selloCFDI'),
        noCertificadoSat: text('noCertificadoSAT'),
        selloSat: text('selloSAT'),
        cadenaOriginalSat: text('cadenaOriginalSAT'),
        xml: text('cfdi'),
        alreadyStamped: code === '307',
      };
    }
    if (http === 401) this.#token = null;
    const message = [body.message, body.messageDetail].filter(Boolean).join(': ') || `HTTP ${http}`;
    throw new PacRefusal(code, message, http >= 500 || http === 401);
  }
}
