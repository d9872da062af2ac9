import { installFakeNewsletter } from '../test-utils/fake-newsletter';
import { subscribeToNewsletter, UNREACHABLE_DETAILS } from './subscribe';

// Production with App Check configured: a limited-use token travels with the subscription.
const appCheck = vi.hoisted(() => ({
  appCheckHeaders: vi.fn<(options?: { limitedUse?: boolean }) => Promise<Record<string, string>>>(),
}));
vi.mock('@/lib/app-check', () => appCheck);

beforeEach(() => {
  appCheck.appCheckHeaders
    .mockReset()
    .mockImplementation(async (options): Promise<Record<string, string>> =>
      options?.limitedUse ? { 'X-Firebase-AppCheck': 'token-de-un-uso' } : {},
    );
});

afterEach(() => vi.unstubAllGlobals());

it('sends a limited-use App Check token header when App Check is configured', async () => {
  const fake = installFakeNewsletter();
  await subscribeToNewsletter({ email: 'ana@empresa.mx' });
  expect(fake.requests[0]?.headers).toEqual({
    'content-type': 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    'x-firebase-appcheck': 'token-de-un-uso',
  });
  expect(appCheck.appCheckHeaders).toHaveBeenCalledWith({ limitedUse: true });
});

it('asks for a new token for every call (a limited-use token is consumed by the function)', async () => {
  const fake = installFakeNewsletter();
  let n = 0;
  appCheck.appCheckHeaders.mockImplementation(async () => ({
    'X-Firebase-AppCheck': `token-${++n}`,
  }));
  await subscribeToNewsletter({ email: 'ana@empresa.mx' });
  await subscribeToNewsletter({ email: 'ana@empresa.mx' });
  expect(fake.requests.map((r) => r.headers['x-firebase-appcheck'])).toEqual([
    'token-1',
    'token-2',
  ]);
});

it('when App Check fails unexpectedly, the call is "unreachable" and nothing is sent', async () => {
  const fake = installFakeNewsletter();
  appCheck.appCheckHeaders.mockRejectedValue(new Error('appCheck/recaptcha-error'));
  await expect(subscribeToNewsletter({ email: 'ana@empresa.mx' })).resolves.toEqual({
    kind: 'unreachable',
    detail: UNREACHABLE_DETAILS.network,
  });
  expect(fake.requests).toEqual([]);
});

it('a token that never comes counts against the same deadline', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    const fake = installFakeNewsletter();
    appCheck.appCheckHeaders.mockReturnValue(new Promise(() => {}));
    const pending = subscribeToNewsletter({ email: 'ana@empresa.mx' }, { timeoutMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(pending).resolves.toEqual({
      kind: 'unreachable',
      detail: UNREACHABLE_DETAILS.timeout,
    });
    expect(fake.requests).toEqual([]);
  } finally {
    vi.useRealTimers();
  }
});
