import { installFakeNewsletter } from '../test-utils/fake-newsletter';
import { subscribeToNewsletter } from './subscribe';

// Production with App Check configured: the token travels with the subscription.
vi.mock('@/lib/app-check', () => ({
  appCheckHeaders: async () => ({ 'X-Firebase-AppCheck': 'token-de-prueba' }),
}));

afterEach(() => vi.unstubAllGlobals());

it('sends the App Check token header when App Check is configured', async () => {
  const fake = installFakeNewsletter();
  await subscribeToNewsletter({ email: 'ana@empresa.mx' });
  expect(fake.requests[0]?.headers).toEqual({
    'content-type': 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    'x-firebase-appcheck': 'token-de-prueba',
  });
});
