/**
 * The one way the lead forms call our HTTP functions (quote and newsletter, contracts in
 * functions/README.md): POST a JSON body with the App Check header when App Check is configured,
 * and read a JSON object back, all within one deadline.
 *
 *   Content-Type: application/json, X-Requested-With: XMLHttpRequest
 *   X-Firebase-AppCheck: a limited-use token (consumed by the function), only when configured
 *
 * The App Check module is loaded with import() here, inside the deadline and the error handling:
 * the public pages load no Firebase code until a form is sent, and a chunk that cannot load (or a
 * token that never comes) ends as "failed", never as a form stuck in its busy state.
 *
 * It never throws: the callers turn every result into their own texts.
 */

export type JsonReply =
  /** The function answered with a JSON object (any status). */
  | { kind: 'answer'; status: number; ok: boolean; payload: Record<string, unknown> }
  /**
   * No usable answer: `network` (no connection, or the App Check module could not load),
   * `timeout` (nothing within the deadline), `badReply` (an answer that is not a JSON object).
   */
  | { kind: 'failed'; reason: 'network' | 'timeout' }
  | { kind: 'failed'; reason: 'badReply'; status: number };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The answer's `message` when it is a non-blank text (trimmed), else null. */
export function replyMessage(payload: Record<string, unknown>): string | null {
  const { message } = payload;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : null;
}

export async function postJson(url: string, body: unknown, timeoutMs: number): Promise<JsonReply> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<JsonReply>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ kind: 'failed', reason: 'timeout' });
    }, timeoutMs);
  });

  const call = (async (): Promise<JsonReply> => {
    // With App Check configured (production) the function verifies and consumes this token.
    const { appCheckHeaders } = await import('@/lib/app-check');
    const appCheck = await appCheckHeaders({ limitedUse: true });
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        ...appCheck,
      },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      payload = undefined;
    }
    if (!isRecord(payload)) return { kind: 'failed', reason: 'badReply', status: response.status };
    return { kind: 'answer', status: response.status, ok: response.ok, payload };
  })().catch(
    // The browser's own text ("Failed to fetch") is English and says nothing more.
    (): JsonReply => ({
      kind: 'failed',
      reason: controller.signal.aborted ? 'timeout' : 'network',
    }),
  );

  try {
    return await Promise.race([call, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
