import { env } from '@/config/env';
import { installFakeNewsletter, SUBSCRIBED_REPLY } from '../test-utils/fake-newsletter';
import { subscribeToNewsletter, UNREACHABLE_DETAILS } from './subscribe';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('subscribeToNewsletter', () => {
  it('POSTs {email} as JSON with the two headers to env.newsletterUrl and reports success', async () => {
    const fake = installFakeNewsletter();
    const result = await subscribeToNewsletter({ email: 'ana@empresa.mx' });

    expect(result).toEqual({ kind: 'subscribed', message: SUBSCRIBED_REPLY.json.message });
    expect(fake.requests).toEqual([
      {
        url: env.newsletterUrl,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: { email: 'ana@empresa.mx' },
      },
    ]);
  });

  it('sends the name when given and leaves a blank one out', async () => {
    const fake = installFakeNewsletter();
    await subscribeToNewsletter({ email: 'ana@empresa.mx', name: 'Ana Pérez' });
    await subscribeToNewsletter({ email: 'ana@empresa.mx', name: '   ' });
    expect(fake.requests.map((r) => r.body)).toEqual([
      { email: 'ana@empresa.mx', name: 'Ana Pérez' },
      { email: 'ana@empresa.mx' },
    ]);
  });

  it('a 4xx JSON answer is a refusal carrying the server message', async () => {
    const fake = installFakeNewsletter();
    fake.reply({
      status: 400,
      json: { success: false, message: 'El formato del correo electrónico es inválido.' },
    });
    await expect(subscribeToNewsletter({ email: 'x@y.mx' })).resolves.toEqual({
      kind: 'rejected',
      message: 'El formato del correo electrónico es inválido.',
    });
  });

  it('200 with success false and no message is a refusal without message', async () => {
    const fake = installFakeNewsletter();
    fake.reply({ status: 200, json: { success: false } });
    await expect(subscribeToNewsletter({ email: 'x@y.mx' })).resolves.toEqual({
      kind: 'rejected',
      message: null,
    });
  });

  it('a non-ok status is a refusal even if the body claims success', async () => {
    const fake = installFakeNewsletter();
    fake.reply({ status: 502, json: { success: true, message: 'raro' } });
    await expect(subscribeToNewsletter({ email: 'x@y.mx' })).resolves.toEqual({
      kind: 'rejected',
      message: 'raro',
    });
  });

  it('a network failure is "unreachable" with a Spanish detail', async () => {
    const fake = installFakeNewsletter();
    fake.reply({ networkError: true });
    await expect(subscribeToNewsletter({ email: 'x@y.mx' })).resolves.toEqual({
      kind: 'unreachable',
      detail: UNREACHABLE_DETAILS.network,
    });
  });

  it('a reply that is not JSON (e.g. an HTML error page) is "unreachable"', async () => {
    const fake = installFakeNewsletter();
    fake.reply({ status: 500, text: '<html>Internal Server Error</html>' });
    await expect(subscribeToNewsletter({ email: 'x@y.mx' })).resolves.toEqual({
      kind: 'unreachable',
      detail: 'el servicio respondió de forma inesperada (HTTP 500)',
    });
  });

  it('JSON that is not an object is "unreachable"', async () => {
    const fake = installFakeNewsletter();
    fake.reply({ status: 200, json: ['ok'] });
    await expect(subscribeToNewsletter({ email: 'x@y.mx' })).resolves.toMatchObject({
      kind: 'unreachable',
    });
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fake = installFakeNewsletter();
    fake.reply({ hang: true });
    const pending = subscribeToNewsletter({ email: 'x@y.mx' }, { timeoutMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(pending).resolves.toEqual({
      kind: 'unreachable',
      detail: UNREACHABLE_DETAILS.timeout,
    });
  });
});
