/**
 * The small request/response shapes the pure handler works with, so it can run without Express,
 * the Functions runtime or the emulator.
 */

export type HeaderValue = string | readonly string[] | undefined;

/**
 * What a pure HTTP handler (quote, arco, newsletter) needs from an incoming request (an
 * Express/Functions request fits).
 */
export interface HttpRequest {
  method: string;
  /** Path and query as received (Express `req.originalUrl`); only the query is read. */
  url?: string | undefined;
  headers: Readonly<Record<string, HeaderValue>>;
  /** Client IP as the platform sees it (Express `req.ip`). */
  ip?: string | undefined;
  /** The exact bytes received (Functions: `req.rawBody`). Preferred over `body` when present. */
  rawBody?: Buffer | undefined;
  /** An already-parsed body (or the raw text) when `rawBody` is not available. */
  body?: unknown;
}

export interface ResponseBody {
  success: boolean;
  message: string;
  /** Only the emulator's stand-in captcha answer carries one (quote/handler.ts). */
  token?: string;
}

export interface HttpResponse {
  status: number;
  /** Lower-case header names. Always includes `content-type: application/json; charset=utf-8`. */
  headers: Record<string, string>;
  /** `null` only for the empty CORS preflight answer (204). */
  body: ResponseBody | null;
}

/** Case-insensitive single header value (first one when repeated). */
export function headerValue(req: HttpRequest, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(req.headers)) {
    if (key.toLowerCase() !== wanted) continue;
    if (typeof value === 'string') return value;
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return undefined;
}
