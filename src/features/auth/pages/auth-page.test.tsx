import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import type { DocumentStore } from '@/data/ports';
import { newUserDoc } from '@/data/users';
import { SessionProvider, type SessionStore } from '@/lib/session';
import { HUMAN_CHECK_LIFETIME_MS } from '@/components/human-check';
import type { AuthApi, SignInOutcome } from '../api/auth-api';
import {
  fakeSession,
  fakeUser,
  failedSession,
  loadingSession,
  type FakeAuth,
} from '../test-utils/fake-auth';
import { INFO_MESSAGE_MS, REGISTER_REDIRECT_MS } from '../components/auth-form';
import { AuthPage } from './auth-page';

const REGISTER_INFO = '¡Has cambiado al modo de REGISTRO! Por favor, crea tu cuenta.';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** A fake API: each call resolves (signing the fake Auth in, like Firebase) unless told to fail. */
function fakeApi(session: FakeAuth, overrides: Partial<AuthApi> = {}) {
  const calls: Array<{ op: string; input: unknown }> = [];
  const signInAs = (uid: string, email: string): SignInOutcome => {
    session.emit(fakeUser({ uid, email }));
    return { uid, profileSaved: true };
  };
  const api: AuthApi = {
    signIn: async (input) => {
      calls.push({ op: 'signIn', input });
      return signInAs('uid-1', input.email);
    },
    register: async (input) => {
      calls.push({ op: 'register', input });
      return signInAs('uid-new', input.email);
    },
    signInWithProvider: async (provider, input) => {
      calls.push({ op: provider, input });
      return signInAs('uid-google', 'google@prueba.test');
    },
    sendPasswordReset: async (email) => {
      calls.push({ op: 'reset', input: email });
    },
    ...overrides,
  };
  return { api, calls };
}

function renderAuth(store: SessionStore, api?: AuthApi, returnTo: string | null = null) {
  return render(
    <SessionProvider store={store}>
      <MemoryRouter initialEntries={['/auth']}>
        <Routes>
          <Route path="/auth" element={<AuthPage api={api} returnTo={returnTo} />} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </SessionProvider>,
  );
}

async function signedOutPage(overrides: Partial<AuthApi> = {}) {
  const session = fakeSession(null);
  const { api, calls } = fakeApi(session, overrides);
  renderAuth(session.store, api);
  await screen.findByRole('heading', { level: 1, name: 'Bienvenido de nuevo' });
  return { session, api, calls };
}

function rejecting(code: string, message = `Firebase: Error (${code}).`) {
  return () => Promise.reject(Object.assign(new Error(message), { code }));
}

let documents: DocumentStore;
beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting());
});
afterEach(() => {
  vi.useRealTimers();
  setStoresForTesting(null);
});

describe('AuthPage: modes and messages', () => {
  it('shows the short privacy notice before the Google button, which can create an account', async () => {
    await signedOutPage();
    const google = screen.getByRole('button', { name: 'Continuar con Google' });
    const privacy = screen.getByRole('link', { name: 'Aviso de privacidad' });
    expect(privacy).toHaveAttribute('href', '/aviso-de-privacidad');
    const notice = privacy.closest('p') as HTMLElement;
    expect(notice).toHaveTextContent(
      /es responsable de tus datos personales\. Si entras con Google por primera vez, creamos tu cuenta/,
    );
    expect(notice.compareDocumentPosition(google) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('starts in sign-in mode with labelled e-mail and password fields and the sign-in button', async () => {
    await signedOutPage();
    const email = screen.getByLabelText('Correo electrónico');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('name', 'email');
    const password = screen.getByLabelText('Contraseña');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('name', 'password');
    expect(screen.getByRole('checkbox', { name: 'Recordarme' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'INICIAR SESIÓN' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Continuar con Google' })).toBeInTheDocument();
    expect(email.closest('form')).toHaveAttribute('novalidate');
    expect(screen.queryByRole('checkbox', { name: 'No soy un robot' })).not.toBeInTheDocument();
  });

  it('switches to register with the notice, which disappears after 5 s; switching back clears messages', async () => {
    await signedOutPage();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Regístrate' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(REGISTER_INFO);
    expect(screen.getByRole('button', { name: 'REGISTRAR' })).toBeDisabled();
    const privacy = screen.getByRole('link', { name: 'Aviso de privacidad' });
    expect(privacy).toHaveAttribute('href', '/aviso-de-privacidad');
    expect(privacy.closest('p')).toHaveTextContent(
      /es responsable de tus datos personales\. Los usamos para crear y administrar tu cuenta/,
    );
    expect(screen.getByLabelText('Nombre (opcional)')).toHaveAttribute('name', 'name');

    act(() => vi.advanceTimersByTime(INFO_MESSAGE_MS - 100));
    expect(screen.getByText(REGISTER_INFO)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText(REGISTER_INFO)).not.toBeInTheDocument();

    // Back to sign-in right after switching: the notice goes at once.
    fireEvent.click(screen.getByRole('button', { name: 'Inicia sesión' }));
    fireEvent.click(screen.getByRole('button', { name: 'Regístrate' }));
    expect(screen.getByText(REGISTER_INFO)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Inicia sesión' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bienvenido de nuevo' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(REGISTER_INFO)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps REGISTRAR disabled until "No soy un robot" is ticked; expiry clears it with the message', async () => {
    await signedOutPage();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Regístrate' }));
    const submit = screen.getByRole('button', { name: 'REGISTRAR' });
    expect(submit).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'No soy un robot' }));
    expect(submit).toBeEnabled();

    act(() => vi.advanceTimersByTime(HUMAN_CHECK_LIFETIME_MS));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'El reCAPTCHA ha expirado. Por favor, complétalo de nuevo.',
    );
    expect(screen.getByRole('checkbox', { name: 'No soy un robot' })).not.toBeChecked();
    expect(submit).toBeDisabled();

    // Solving it again removes the expiry message.
    fireEvent.click(screen.getByRole('checkbox', { name: 'No soy un robot' }));
    expect(submit).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a registration submitted without the check, and a password under 6 characters', async () => {
    const { calls } = await signedOutPage();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Regístrate' }));
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@prueba.test');
    await user.type(screen.getByLabelText('Contraseña'), '12345');
    // The button is disabled; Enter or a script could still submit the form.
    fireEvent.submit(screen.getByLabelText('Correo electrónico').closest('form')!);
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, completa el reCAPTCHA.');

    await user.click(screen.getByRole('checkbox', { name: 'No soy un robot' }));
    await user.click(screen.getByRole('button', { name: 'REGISTRAR' }));
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres.')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Contraseña')).toHaveFocus();
    expect(calls).toEqual([]);
    // Nothing typed was lost.
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@prueba.test');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('12345');
  });

  it('refuses to register an address the site would not store, e.g. one that adds mailto: recipients', async () => {
    const { calls } = await signedOutPage();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Regístrate' }));
    const email = screen.getByLabelText('Correo electrónico');
    await user.type(email, 'ana?cc=jefe%40malo.mx@prueba.test');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto-1');
    await user.click(screen.getByRole('checkbox', { name: 'No soy un robot' }));
    await user.click(screen.getByRole('button', { name: 'REGISTRAR' }));
    expect(screen.getByText('El formato del correo electrónico es inválido.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(calls).toEqual([]);
    expect(email).toHaveValue('ana?cc=jefe%40malo.mx@prueba.test');
  });

  it('asks for the e-mail and password when they are empty, without calling the service', async () => {
    const { calls } = await signedOutPage();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'INICIAR SESIÓN' }));
    expect(screen.getAllByText('Este campo es obligatorio.')).toHaveLength(2);
    expect(screen.getByLabelText('Correo electrónico')).toHaveFocus();
    expect(calls).toEqual([]);
  });
});

describe('AuthPage: sign-in', () => {
  it.each([
    ['auth/invalid-email', 'El formato del correo electrónico es inválido.'],
    ['auth/user-disabled', 'Tu cuenta ha sido deshabilitada.'],
    ['auth/user-not-found', 'Correo electrónico o contraseña incorrectos.'],
    ['auth/wrong-password', 'Correo electrónico o contraseña incorrectos.'],
    ['auth/invalid-credential', 'Correo electrónico o contraseña incorrectos.'],
    ['auth/too-many-requests', 'Demasiados intentos fallidos. Intenta de nuevo más tarde.'],
    [
      'auth/network-request-failed',
      'Problema de conexión a la red. Por favor, verifica tu internet.',
    ],
    ['auth/internal-error', 'Error interno del servidor de autenticación. Intenta de nuevo.'],
    [
      'auth/operation-not-allowed',
      'Error de inicio de sesión. Por favor, intenta de nuevo o contacta soporte.',
    ],
  ])('shows the text for %s and keeps what was typed', async (code, text) => {
    await signedOutPage({ signIn: rejecting(code) });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@prueba.test');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto-1');
    await user.click(screen.getByRole('button', { name: 'INICIAR SESIÓN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@prueba.test');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('secreto-1');
    expect(screen.getByRole('button', { name: 'INICIAR SESIÓN' })).toBeEnabled();
  });

  it('says the service is unavailable when Firebase Auth cannot load', async () => {
    renderAuth(failedSession());
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@prueba.test');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto-1');
    await user.click(screen.getByRole('button', { name: 'INICIAR SESIÓN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Servicio de autenticación no disponible o aún cargando. Intenta de nuevo.',
    );
  });

  it('shows "Iniciando sesión..." while working, passes the remember-me choice and goes to /main-user', async () => {
    let finish: () => void = () => {};
    const session = fakeSession(null);
    const { api, calls } = fakeApi(session);
    const slowApi: AuthApi = {
      ...api,
      signIn: (input) =>
        new Promise<SignInOutcome>((resolve) => {
          finish = () => resolve(api.signIn(input));
        }),
    };
    renderAuth(session.store, slowApi);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@prueba.test');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto-1');
    await user.click(screen.getByRole('checkbox', { name: 'Recordarme' }));
    await user.click(screen.getByRole('button', { name: 'INICIAR SESIÓN' }));
    expect(screen.getByRole('button', { name: 'Iniciando sesión...' })).toBeDisabled();
    await act(async () => finish());
    expect(await screen.findByTestId('location')).toHaveTextContent('/main-user');
    expect(calls).toEqual([
      { op: 'signIn', input: { email: 'ana@prueba.test', password: 'secreto-1', remember: true } },
    ]);
  });

  it('sends an admin to /admin-dashboard', async () => {
    await documents.set('users', 'uid-1', {
      ...newUserDoc(
        { name: 'Admin', email: 'a@prueba.test', photoURL: null, authProvider: 'password' },
        '2026-01-01T00:00:00.000Z',
      ),
      role: 'admin',
    });
    await signedOutPage();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Correo electrónico'), 'a@prueba.test');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto-1');
    await user.click(screen.getByRole('button', { name: 'INICIAR SESIÓN' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin-dashboard');
  });
});

describe('AuthPage: a signed-in visitor is routed away', () => {
  it('shows "Cargando autenticación..." while auth loads', () => {
    renderAuth(loadingSession());
    expect(screen.getByRole('status')).toHaveTextContent('Cargando autenticación...');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('admin -> /admin-dashboard', async () => {
    await documents.set('users', 'boss', { role: 'admin', name: 'Jefa' });
    renderAuth(fakeSession({ uid: 'boss' }).store);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/admin-dashboard$/);
  });

  it('guest -> /main-user, also without a user document', async () => {
    renderAuth(fakeSession({ uid: 'sin-documento' }).store);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/main-user$/);
  });

  it('a failure reading the role -> /main-user', async () => {
    const broken = {
      ...documents,
      get: () => Promise.reject(new Error('Sin permiso.')),
    } as DocumentStore;
    setStoresForTesting({ documents: broken });
    renderAuth(fakeSession({ uid: 'boss' }).store);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/main-user$/);
  });

  it('goes back to the page that sent the visitor here, even for an admin', async () => {
    await documents.set('users', 'boss', { role: 'admin' });
    renderAuth(fakeSession({ uid: 'boss' }).store, undefined, '/main-user/calculator');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/main-user\/calculator$/);
  });
});

describe('AuthPage: registration', () => {
  async function fillRegistration(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Regístrate' }));
    await user.type(screen.getByLabelText('Nombre (opcional)'), 'Ana López');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@prueba.test');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto-1');
    await user.click(screen.getByRole('checkbox', { name: 'No soy un robot' }));
  }

  it.each([
    ['auth/email-already-in-use', 'Este correo electrónico ya está registrado.'],
    ['auth/weak-password', 'La contraseña debe tener al menos 6 caracteres.'],
    ['auth/invalid-email', 'El formato del correo electrónico es inválido.'],
    ['auth/user-disabled', 'Tu cuenta ha sido deshabilitada.'],
    [
      'auth/network-request-failed',
      'Problema de conexión a la red. Por favor, verifica tu internet.',
    ],
    ['auth/internal-error', 'Error interno del servidor de autenticación. Intenta de nuevo.'],
    [
      'auth/operation-not-allowed',
      'Error de registro. Por favor, intenta de nuevo o contacta soporte.',
    ],
    ['', 'Ocurrió un error inesperado durante el registro.'],
  ])('shows the text for "%s" and keeps what was typed', async (code, text) => {
    await signedOutPage({ register: rejecting(code, 'algo falló') });
    const user = userEvent.setup({ delay: null });
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: 'REGISTRAR' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('Nombre (opcional)')).toHaveValue('Ana López');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@prueba.test');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('secreto-1');
  });

  it('shows "Registrando...", then the completion message, and after 3 s goes to /main-user', async () => {
    let finish: () => void = () => {};
    const session = fakeSession(null);
    const { api, calls } = fakeApi(session);
    const slowApi: AuthApi = {
      ...api,
      register: (input) =>
        new Promise<SignInOutcome>((resolve) => {
          finish = () => resolve(api.register(input));
        }),
    };
    renderAuth(session.store, slowApi);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { level: 1, name: 'Bienvenido de nuevo' });
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: 'REGISTRAR' }));
    expect(screen.getByRole('button', { name: 'Registrando...' })).toBeDisabled();

    vi.useFakeTimers();
    await act(async () => finish());
    expect(screen.getByText(/¡Registro exitoso!/)).toBeInTheDocument();
    // Signed in by now, but the page stays for the completion message.
    act(() => vi.advanceTimersByTime(REGISTER_REDIRECT_MS - 100));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/main-user$/);
    expect(calls).toEqual([
      {
        op: 'register',
        input: {
          name: 'Ana López',
          email: 'ana@prueba.test',
          password: 'secreto-1',
          remember: false,
        },
      },
    ]);
  });

  it('says when the extra data could not be saved, and still continues', async () => {
    const session = fakeSession(null);
    const { api } = fakeApi(session, {
      register: async () => {
        session.emit(fakeUser({ uid: 'uid-new' }));
        return { uid: 'uid-new', profileSaved: false };
      },
    });
    renderAuth(session.store, api);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { level: 1, name: 'Bienvenido de nuevo' });
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: 'REGISTRAR' }));
    expect(await screen.findByText(/¡Registro exitoso!/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Hubo un problema al guardar datos adicionales. Contacta soporte.',
    );
    expect(
      await screen.findByTestId('location', {}, { timeout: REGISTER_REDIRECT_MS + 2000 }),
    ).toHaveTextContent('/main-user');
  });
});

describe('AuthPage: Google', () => {
  it.each([
    [
      'auth/popup-closed-by-user',
      'Cerraste la ventana de Google antes de terminar. Intenta de nuevo.',
    ],
    [
      'auth/cancelled-popup-request',
      'Se canceló la solicitud de inicio de sesión. Intenta de nuevo.',
    ],
    [
      'auth/account-exists-with-different-credential',
      'Ya existe una cuenta con este correo usando otro método de acceso.',
    ],
    [
      'auth/unauthorized-domain',
      'Este dominio no está autorizado para iniciar sesión. Contacta al administrador.',
    ],
    [
      'auth/operation-not-allowed',
      'El acceso con Google no está habilitado. Contacta al administrador.',
    ],
    [
      'auth/network-request-failed',
      'Problema de conexión a la red. Por favor, verifica tu internet.',
    ],
    ['unsupported-provider', 'Proveedor de autenticación social no soportado.'],
    ['auth/popup-blocked', 'Error: El navegador bloqueó la ventana.'],
  ])('shows the text for %s', async (code, text) => {
    await signedOutPage({
      signInWithProvider: rejecting(code, 'El navegador bloqueó la ventana.'),
    });
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Continuar con Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('signs in with the remember-me choice; a failed profile write is a toast, not a stop', async () => {
    const session = fakeSession(null);
    const { api, calls } = fakeApi(session, {
      signInWithProvider: async (provider, options) => {
        calls.push({ op: provider, input: options });
        session.emit(fakeUser({ uid: 'uid-google' }));
        return { uid: 'uid-google', profileSaved: false };
      },
    });
    renderAuth(session.store, api);
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('checkbox', { name: 'Recordarme' }));
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Continuar con Google' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/main-user');
    expect(
      await screen.findByText('Hubo un problema al guardar datos adicionales. Contacta soporte.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ op: 'google', input: { remember: true } }]);
  });
});

describe('AuthPage: forgot-password modal', () => {
  async function openModal(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    return screen.findByRole('dialog', { name: 'Restablecer contraseña' });
  }

  it('is prefilled with the typed e-mail; success is green, and "Cerrar" closes it', async () => {
    let finish: () => void = () => {};
    const { calls } = await signedOutPage({
      sendPasswordReset: (email) =>
        new Promise<void>((resolve) => {
          calls.push({ op: 'reset', input: email });
          finish = resolve;
        }),
    });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@prueba.test');
    const dialog = await openModal(user);
    expect(within(dialog).getByLabelText('Correo electrónico')).toHaveValue('ana@prueba.test');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar Enlace' }));
    expect(within(dialog).getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    await act(async () => finish());
    const message = within(dialog).getByText(
      '¡Correo de restablecimiento enviado! Revisa tu bandeja de entrada.',
    );
    expect(message).toHaveClass('alert-success');
    expect(calls).toEqual([{ op: 'reset', input: 'ana@prueba.test' }]);

    await user.click(within(dialog).getAllByRole('button', { name: 'Cerrar' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('answers the same, in green, whether or not an account has the address', async () => {
    const SENT = '¡Correo de restablecimiento enviado! Revisa tu bandeja de entrada.';
    const seen: Array<{ text: string | null; className: string; role: string | null }> = [];
    for (const sendPasswordReset of [
      async () => {},
      rejecting('auth/user-not-found', 'Firebase: Error (auth/user-not-found).'),
    ]) {
      const session = fakeSession(null);
      const { unmount } = renderAuth(session.store, fakeApi(session, { sendPasswordReset }).api);
      await screen.findByRole('heading', { level: 1, name: 'Bienvenido de nuevo' });
      const user = userEvent.setup({ delay: null });
      const dialog = await openModal(user);
      await user.type(within(dialog).getByLabelText('Correo electrónico'), 'alguien@prueba.test');
      await user.click(within(dialog).getByRole('button', { name: 'Enviar Enlace' }));
      const message = await within(dialog).findByText(SENT);
      seen.push({
        text: message.textContent,
        className: message.className,
        role: message.getAttribute('role'),
      });
      expect(within(dialog).queryByText(/no existe/i)).not.toBeInTheDocument();
      unmount();
    }
    expect(seen).toHaveLength(2);
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[0]).toMatchObject({ text: SENT, role: 'status' });
    expect(seen[0]!.className).toContain('alert-success');
  });

  it.each([
    ['auth/invalid-email', 'El formato del correo electrónico es inválido.'],
    ['auth/too-many-requests', 'Demasiadas solicitudes. Intenta de nuevo más tarde.'],
    ['auth/internal-error', 'Error: Algo salió mal.'],
    ['auth-unavailable', 'Error: Servicio de autenticación no disponible.'],
  ])('shows %s in red', async (code, text) => {
    await signedOutPage({ sendPasswordReset: rejecting(code, 'Algo salió mal.') });
    const user = userEvent.setup({ delay: null });
    const dialog = await openModal(user);
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'nadie@prueba.test');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar Enlace' }));
    expect(await within(dialog).findByText(text)).toHaveClass('alert-danger');
    expect(within(dialog).getByLabelText('Correo electrónico')).toHaveValue('nadie@prueba.test');
  });

  it('rejects a malformed e-mail in red without calling the service', async () => {
    const { calls } = await signedOutPage();
    const user = userEvent.setup({ delay: null });
    const dialog = await openModal(user);
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'ana@');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar Enlace' }));
    expect(within(dialog).getByText('El formato del correo electrónico es inválido.')).toHaveClass(
      'alert-danger',
    );
    expect(calls).toEqual([]);
  });

  it('asks for the e-mail when it is empty', async () => {
    const { calls } = await signedOutPage();
    const user = userEvent.setup({ delay: null });
    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar Enlace' }));
    expect(within(dialog).getByText('Este campo es obligatorio.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
