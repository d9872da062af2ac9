/**
 * JSON over HTTP(S) to the functions: one POST, its status and parsed body. A network failure
 * (no route, refused, timeout) is reported as `{ kind: 'network' }` rather than thrown.
 */

export type PostResult =
  | { kind: 'network'; error: string }
  | { kind: 'answer'; status: number; body: Record<string, unknown> };

export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  timeoutMs = 30_000,
): Promise<PostResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { kind: 'network', error: cause?.code ?? cause?.message ?? (error as Error).message };
  }
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    parsed = null;
  }
  const object =
    parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  return { kind: 'answer', status: response.status, body: object };
}

/** The server's Spanish message, or a generic one with the status. */
export function messageOf(result: PostResult): string {
  if (result.kind === 'network') return `sin conexión con el servidor (${result.error})`;
  const message = result.body.message;
  return typeof message === 'string' && message
    ? message
    : `el servidor respondió ${result.status}`;
}
