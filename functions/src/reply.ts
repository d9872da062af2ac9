/** Building the function's answers: JSON `{success, message}` with the same safe headers always. */
import type { HttpResponse } from './http-types.js';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export const BASE_HEADERS = {
  'content-type': JSON_CONTENT_TYPE,
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

export function reply(
  status: number,
  success: boolean,
  message: string,
  extraHeaders: Record<string, string> = {},
): HttpResponse {
  return { status, headers: { ...BASE_HEADERS, ...extraHeaders }, body: { success, message } };
}

/** An empty redirect (303 See Other: the browser follows it with a GET). */
export function redirect(location: string): HttpResponse {
  return { status: 303, headers: { ...BASE_HEADERS, location }, body: null };
}
