import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callFunction, FunctionCallError, FUNCTION_ERROR_MESSAGES } from './functions';

// The signed-in user's ID token, as Auth would give it (null: no one is signed in).
const session = vi.hoisted(() => ({ idToken: null as string | null }));
vi.mock('./firebase', () => ({ currentIdToken: async () => session.idToken }));

/** The network replaced: what a callable answers, as HTTP. */
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  session.idToken = null;
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );

async function failure(): Promise<FunctionCallError> {
  const error = await callFunction('resendLeadNotification', { id: 'abc' }).catch(
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FunctionCallError);
  return error as FunctionCallError;
}

describe('callFunction', () => {
  it('calls the function in the local emulator, in its region, and resolves to its result', async () => {
    answer(200, { result: { sent: true, message: 'Aviso enviado a ventas.' } });
    await expect(
      callFunction<{ id: string }, { sent: boolean; message: string }>('resendLeadNotification', {
        id: 'abc',
      }),
    ).resolves.toEqual({ sent: true, message: 'Aviso enviado a ventas.' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:5001/demo-tusocio/us-central1/resendLeadNotification');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ data: { id: 'abc' } });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    // No one signed in, no App Check locally: neither header.
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    expect(new Headers(init?.headers).has('X-Firebase-AppCheck')).toBe(false);
  });

  it("sends the signed-in user's ID token, as the callable protocol asks", async () => {
    session.idToken = 'id-token-de-ana';
    answer(200, { result: null });
    await expect(callFunction('confirmEmailVerified', {})).resolves.toBeNull();
    const [, init] = fetchMock.mock.calls[0]!;
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer id-token-de-ana');
    expect(JSON.parse(String(init?.body))).toEqual({ data: {} });
  });

  it('an answer without a result, or one that is not JSON, is a failure said in Spanish', async () => {
    answer(200, { something: 'else' });
    expect((await failure()).message).toBe(FUNCTION_ERROR_MESSAGES.failed);
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad Gateway</html>', { status: 502 }));
    const error = await failure();
    expect(error.message).toBe(FUNCTION_ERROR_MESSAGES.failed);
    expect(error.code).toBe('unknown');
  });

  it("shows the function's own Spanish message", async () => {
    answer(503, {
      error: {
        status: 'UNAVAILABLE',
        message: 'No se pudo enviar el aviso. Se reintentará automáticamente.',
      },
    });
    const error = await failure();
    expect(error.code).toBe('unavailable');
    expect(error.message).toBe('No se pudo enviar el aviso. Se reintentará automáticamente.');

    answer(400, {
      error: { status: 'FAILED_PRECONDITION', message: 'Esta solicitud ya se notificó a ventas.' },
    });
    expect((await failure()).message).toBe('Esta solicitud ya se notificó a ventas.');
  });

  it('says it in Spanish when the function sent no message of its own', async () => {
    answer(500, { error: { status: 'INTERNAL', message: 'INTERNAL' } });
    expect((await failure()).message).toBe(FUNCTION_ERROR_MESSAGES.failed);

    answer(401, { error: { status: 'UNAUTHENTICATED' } });
    expect((await failure()).message).toBe(FUNCTION_ERROR_MESSAGES.unauthenticated);

    answer(403, {});
    expect((await failure()).message).toBe(FUNCTION_ERROR_MESSAGES.denied);

    answer(429, { error: { status: 'RESOURCE_EXHAUSTED', message: 'RESOURCE_EXHAUSTED' } });
    expect((await failure()).message).toBe(FUNCTION_ERROR_MESSAGES.tooMany);

    answer(503, { error: { status: 'UNAVAILABLE', message: 'unavailable' } });
    expect((await failure()).message).toBe(FUNCTION_ERROR_MESSAGES.connection);
  });

  it('says "No hubo conexión" when the request gets no answer', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure();
    expect(error.message).toBe(
      'No hubo conexión con el servidor. Revisa tu conexión e intenta de nuevo.',
    );
  });
});
