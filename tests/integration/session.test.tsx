/**
 * The real SessionProvider/useSession against the real Auth emulator (127.0.0.1:9099).
 * Run through `npm run test:integration` (firebase emulators:exec) or `npm test`.
 */
import { act, render, screen } from '@testing-library/react';
import { createUserWithEmailAndPassword, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { EMULATOR_HOSTS } from '@/config/env-schema';
import { loadAuth } from '@/lib/firebase';
import { SessionProvider, useSession } from '@/lib/session';

function SessionStatus() {
  const session = useSession();
  const text =
    session.status === 'signedIn' ? `signedIn: ${session.user.email ?? ''}` : session.status;
  return <p data-testid="session-status">{text}</p>;
}

beforeAll(async () => {
  const url = `http://${EMULATOR_HOSTS.auth}/`;
  let reachable = false;
  try {
    reachable = (await fetch(url, { signal: AbortSignal.timeout(3000) })).ok;
  } catch {
    reachable = false;
  }
  if (!reachable) {
    throw new Error(
      `El emulador de Auth no responde en ${url}. Ejecuta estas pruebas con "npm run test:integration" ` +
        '(firebase emulators:exec) o con "npm test".',
    );
  }
});

describe('SessionProvider con el emulador de Auth', () => {
  it('pasa de loading a signedOut, a signedIn con el e-mail y de vuelta a signedOut', async () => {
    const email = `sesion-${crypto.randomUUID()}@prueba.test`;
    const password = 'Clave-Prueba-2026';
    const auth = await loadAuth();
    // A fresh account; creating it signs it in, so sign out before the provider starts.
    const created = await createUserWithEmailAndPassword(auth, email, password);
    expect(created.user.email).toBe(email);
    await signOut(auth);

    render(
      <SessionProvider>
        <SessionStatus />
      </SessionProvider>,
    );
    expect(screen.getByTestId('session-status')).toHaveTextContent(/^loading$/);
    expect(await screen.findByText('signedOut')).toBeInTheDocument();

    // A wrong password is rejected by the emulator and the session stays signed out.
    await act(async () => {
      // The emulator reports auth/wrong-password; production (e-mail enumeration protection) auth/invalid-credential.
      await expect(signInWithEmailAndPassword(auth, email, 'otra-clave')).rejects.toHaveProperty(
        'code',
        expect.stringMatching(/^auth\/(wrong-password|invalid-credential)$/),
      );
    });
    expect(screen.getByTestId('session-status')).toHaveTextContent(/^signedOut$/);

    await act(async () => {
      await signInWithEmailAndPassword(auth, email, password);
    });
    expect(await screen.findByText(`signedIn: ${email}`)).toBeInTheDocument();

    await act(async () => {
      await signOut(auth);
    });
    expect(await screen.findByText('signedOut')).toBeInTheDocument();
  });
});
