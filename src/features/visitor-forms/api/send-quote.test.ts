import type { QuoteFormData } from '@/domain/validation';
import { recordVisit } from '@/lib/attribution';
import { installFakeFunctions } from '../test-utils/fake-functions';
import { requestStandInToken, sendQuote } from './send-quote';

// Production with App Check configured: every call carries a fresh limited-use token.
const appCheck = vi.hoisted(() => ({
  appCheckHeaders: vi.fn<(options?: { limitedUse?: boolean }) => Promise<Record<string, string>>>(),
}));
vi.mock('@/lib/app-check', () => appCheck);

const DATA: QuoteFormData = {
  fullName: 'Ana Pérez',
  clientType: 'Empresa',
  corporateEmail: 'ana@empresa.mx',
  phone: '+529841234567',
  serviceType: 'Venta',
  equipmentQuantity: '+50',
  company: 'Hotel Ana',
  state: 'Yucatán',
  message: '',
};
const ID = 'AbCdEfGhIjKlMnOpQrSt';

let issued = 0;
beforeEach(() => {
  appCheck.appCheckHeaders
    .mockReset()
    .mockImplementation(async (options): Promise<Record<string, string>> =>
      options?.limitedUse ? { 'X-Firebase-AppCheck': `un-uso-${++issued}` } : {},
    );
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('sendQuote with App Check configured', () => {
  it('the quote and the newsletter calls each carry their own limited-use token', async () => {
    const fake = installFakeFunctions();
    const outcome = await sendQuote({ id: ID, data: DATA, captchaToken: 'recaptcha-token' });
    expect(outcome).toEqual({
      kind: 'sent',
      id: ID,
      newsletter: { kind: 'subscribed', message: expect.any(String) },
    });
    const [quote] = fake.quotes();
    const [subscription] = fake.subscriptions();
    expect(quote?.headers).toEqual({
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'x-firebase-appcheck': expect.stringMatching(/^un-uso-\d+$/),
    });
    expect(quote?.body).toEqual({
      ...DATA,
      id: ID,
      captchaToken: 'recaptcha-token',
      privacyNoticeVersion: '2026-11-27',
    });
    expect(subscription?.headers['x-firebase-appcheck']).toMatch(/^un-uso-\d+$/);
    expect(subscription?.headers['x-firebase-appcheck']).not.toBe(
      quote?.headers['x-firebase-appcheck'],
    );
    expect(appCheck.appCheckHeaders.mock.calls).toEqual([
      [{ limitedUse: true }],
      [{ limitedUse: true }],
    ]);
  });

  it('carries where the visit came from when the browser kept it', async () => {
    recordVisit(
      localStorage,
      'https://tusocioideal.mx/business-lines?utm_source=google&utm_campaign=renta',
      'https://www.google.com/',
      new Date('2026-11-27T10:00:00.000Z'),
    );
    const fake = installFakeFunctions();
    await sendQuote({ id: ID, data: DATA, captchaToken: 'recaptcha-token' });
    const [quote] = fake.quotes();
    const touch = {
      source: 'google',
      medium: '',
      campaign: 'renta',
      term: '',
      content: '',
      gclid: '',
      fbclid: '',
      referrer: 'www.google.com',
      landingPath: '/business-lines',
      at: '2026-11-27T10:00:00.000Z',
    };
    expect((quote?.body as { attribution?: unknown }).attribution).toEqual({
      first: touch,
      last: touch,
    });
  });

  it('when the App Check code cannot be used, nothing is sent and the outcome is "unreachable"', async () => {
    const fake = installFakeFunctions();
    appCheck.appCheckHeaders.mockRejectedValue(
      new TypeError('Failed to fetch dynamically imported module'),
    );
    await expect(sendQuote({ id: ID, data: DATA, captchaToken: 't' })).resolves.toEqual({
      kind: 'unreachable',
    });
    expect(fake.requests).toEqual([]);
  });
});

describe('sendQuote answers', () => {
  it('200 with success false is a refusal carrying its message (no newsletter call)', async () => {
    const fake = installFakeFunctions();
    fake.quote.reply({ status: 200, json: { success: false, message: 'Raro.' } });
    await expect(sendQuote({ id: ID, data: DATA, captchaToken: 't' })).resolves.toEqual({
      kind: 'refused',
      status: 200,
      message: 'Raro.',
    });
    expect(fake.subscriptions()).toEqual([]);
  });

  it('a JSON answer that is not an object, or a success claim with an error status, is handled', async () => {
    const fake = installFakeFunctions();
    fake.quote.replyOnce({ status: 200, json: ['ok'] }, { status: 503, json: { success: true } });
    await expect(sendQuote({ id: ID, data: DATA, captchaToken: 't' })).resolves.toEqual({
      kind: 'unreachable',
    });
    await expect(sendQuote({ id: ID, data: DATA, captchaToken: 't' })).resolves.toEqual({
      kind: 'refused',
      status: 503,
      message: 'El servicio no está disponible en este momento. Por favor, inténtalo más tarde.',
    });
  });

  it('gives up at the deadline', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fake = installFakeFunctions();
    fake.quote.reply({ hang: true });
    const pending = sendQuote({ id: ID, data: DATA, captchaToken: 't' }, { timeoutMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(pending).resolves.toEqual({ kind: 'unreachable' });
  });
});

describe('requestStandInToken', () => {
  it('GETs quoteUrl?captcha=stand-in and resolves to the token', async () => {
    const fake = installFakeFunctions();
    await expect(requestStandInToken()).resolves.toBe('standin.token-1');
    await expect(requestStandInToken()).resolves.toBe('standin.token-2');
    expect(fake.tokenRequests()).toHaveLength(2);
    // No App Check, no custom header: a plain GET (no CORS preflight).
    expect(fake.tokenRequests()[0]?.headers).toEqual({});
    expect(appCheck.appCheckHeaders).not.toHaveBeenCalled();
  });

  it.each([
    { networkError: true } as const,
    { status: 404, json: { success: false, message: 'Recurso no encontrado.' } },
    { status: 200, json: { success: true, message: 'sin token' } },
    { status: 200, text: '<html></html>' },
  ])('rejects when no token comes back (%o)', async (reply) => {
    const fake = installFakeFunctions();
    fake.failTokens(reply);
    await expect(requestStandInToken()).rejects.toThrow();
  });
});
