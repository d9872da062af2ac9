/**
 * CORS for the newsletter function, applied by the handler itself (the function is declared with
 * `cors: false`, so neither the runtime nor the emulator adds its own allow-all headers).
 * Origins are matched exactly (scheme, host and port); `*` is never sent.
 */

export const ALLOWED_METHODS = 'POST, OPTIONS';
export const ALLOWED_HEADERS = 'Content-Type, X-Requested-With, X-Firebase-AppCheck';
export const PREFLIGHT_MAX_AGE_SECONDS = 3600;

/** Extra origins that only make sense on a developer's machine (Vite dev/preview, Hosting emulator). */
export const DEVELOPMENT_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:5002',
] as const;

/** The public site's domains (example values; override with NEWSLETTER_ALLOWED_ORIGINS). */
export const SITE_ORIGINS = ['https://www.tusocioideal.mx', 'https://tusocioideal.mx'] as const;

export function isOriginAllowed(origin: string | undefined, allowed: ReadonlySet<string>): boolean {
  return origin !== undefined && allowed.has(origin);
}

/** Headers for a response to a request whose origin is allowed (or that sent none). */
export function corsResponseHeaders(
  origin: string | undefined,
  allowed: ReadonlySet<string>,
): Record<string, string> {
  const headers: Record<string, string> = { vary: 'Origin' };
  if (isOriginAllowed(origin, allowed) && origin !== undefined)
    headers['access-control-allow-origin'] = origin;
  return headers;
}

export function preflightHeaders(origin: string): Record<string, string> {
  return {
    vary: 'Origin',
    'access-control-allow-origin': origin,
    'access-control-allow-methods': ALLOWED_METHODS,
    'access-control-allow-headers': ALLOWED_HEADERS,
    'access-control-max-age': String(PREFLIGHT_MAX_AGE_SECONDS),
  };
}
