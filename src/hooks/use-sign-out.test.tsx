import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Auth, User } from 'firebase/auth';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createSessionStore, SessionProvider } from '@/lib/session';
import { dismissedProfileModalKey, useSignOut } from './use-sign-out';

/** A fake Firebase Auth for the real session store: signOut succeeds or throws `failure`. */
function fakeAuth(uid: string, failure?: Error) {
  let user: User | null = { uid } as User;
  const listeners = new Set<(u: User | null) => void>();
  let calls = 0;
  const auth = {
    get currentUser() {
      return user;
    },
    onAuthStateChanged(next: (u: User | null) => void) {
      listeners.add(next);
      queueMicrotask(() => next(user));
      return () => listeners.delete(next);
    },
    async signOut() {
      calls += 1;
      if (failure) throw failure;
      user = null;
      listeners.forEach((l) => l(null));
    },
  };
  return { auth: auth as unknown as Auth, calls: () => calls };
}

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()}>
      Cerrar sesión
    </button>
  );
}

function renderAt(auth: Auth) {
  render(
    <SessionProvider store={createSessionStore(() => Promise.resolve(auth))}>
      <MemoryRouter initialEntries={['/main-user']}>
        <Routes>
          <Route path="/" element={<h1>Inicio</h1>} />
          <Route path="/main-user" element={<SignOutButton />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </SessionProvider>,
  );
}

describe('useSignOut', () => {
  it('signs out, removes only this user’s profile-modal flag, says so and goes to /', async () => {
    localStorage.setItem(dismissedProfileModalKey('ana'), 'true');
    localStorage.setItem(dismissedProfileModalKey('otra'), 'true');
    const fake = fakeAuth('ana');
    renderAt(fake.auth);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(await screen.findByText('Sesión cerrada correctamente')).toBeInTheDocument();
    expect(fake.calls()).toBe(1);
    expect(localStorage.getItem('dismissedProfileModal_ana')).toBeNull();
    expect(localStorage.getItem('dismissedProfileModal_otra')).toBe('true');
  });

  it('stays on the page with the error toast when signing out fails', async () => {
    localStorage.setItem(dismissedProfileModalKey('ana'), 'true');
    const fake = fakeAuth('ana', new Error('auth/network-request-failed'));
    renderAt(fake.auth);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(
      await screen.findByText('Error al cerrar sesión. Intenta de nuevo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Inicio' })).not.toBeInTheDocument();
    expect(localStorage.getItem('dismissedProfileModal_ana')).toBe('true');
  });
});
