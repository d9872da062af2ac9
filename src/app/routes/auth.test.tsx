import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { fakeSession } from '@/features/auth/test-utils/fake-auth';
import { SessionProvider } from '@/lib/session';
import AuthRoute from './auth';

function LocationProbe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderWithState(from: unknown) {
  render(
    <SessionProvider store={fakeSession({ uid: 'demo-guest' }).store}>
      <MemoryRouter initialEntries={[{ pathname: '/auth', state: { from } }]}>
        <Routes>
          <Route path="/auth" element={<AuthRoute />} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}

beforeEach(async () => {
  await installBrowserStoresForTesting();
});
afterEach(() => setStoresForTesting(null));

describe('AuthRoute', () => {
  it('returns a signed-in user to the protected page that sent them', async () => {
    renderWithState('/main-user/calculator');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/main-user\/calculator$/);
  });

  it.each(['//malicioso.example/robar', 'https://malicioso.example', '/auth', 42])(
    'ignores an unsafe "from" (%s) and routes by role',
    async (from) => {
      renderWithState(from);
      expect(await screen.findByTestId('location')).toHaveTextContent(/^\/main-user$/);
    },
  );
});
