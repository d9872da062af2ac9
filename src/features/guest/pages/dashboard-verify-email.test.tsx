/**
 * The dashboard's verified-e-mail banner (docs/product.md, Accounts): shown while Auth says the
 * address is not verified, gone once the account is read again verified (the window regains
 * focus, back from the link), "Reenviar correo de verificación" with its busy state and toasts;
 * and users/{uid}.emailVerified asked of the function confirmEmailVerified, once, when Auth says
 * verified and the document does not.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentStore } from '@/data/ports';
import type * as FunctionsModule from '@/lib/functions';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { getUser } from '@/data/users';
import { knownAccountDoc } from '@/hooks/use-account-doc';
import { fakeAccount, fakeSessionStore, renderGuest, seedUser } from '../test-utils/guest-harness';

const functions = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock('@/lib/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof FunctionsModule>()),
  callFunction: functions.callFunction,
}));
const authSdk = vi.hoisted(() => ({ sendEmailVerification: vi.fn() }));
vi.mock('@/lib/auth-sdk', () => ({ sendEmailVerification: authSdk.sendEmailVerification }));

const BANNER = 'Confirma tu correo electrónico';
const RESEND = 'Reenviar correo de verificación';
const DONE = '¡Listo! Tu correo electrónico quedó verificado.';
const done = {
  profileCompleted: true,
  calculatorUsed: false,
  needsAssessmentCompleted: false,
  resourcesReadIds: [] as string[],
};

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting());
  functions.callFunction.mockReset();
  authSdk.sendEmailVerification.mockReset().mockResolvedValue(undefined);
  // What the function does: users/{uid} gets the flag (the rules let no client write it).
  functions.callFunction.mockImplementation(async (name: string) => {
    if (name !== 'confirmEmailVerified') throw new Error(`unexpected ${name}`);
    await documents.set('users', 'u1', { emailVerified: true }, { merge: true });
    return { emailVerified: true };
  });
});

afterEach(() => setStoresForTesting(null));

/** A password account whose reload() reads `verified()` from "Auth". */
function accountVerifiedWhen(verified: () => boolean, init = {}) {
  const account = fakeAccount({ uid: 'u1', email: 'ana@example.com', ...init });
  const reload = vi.fn(async () => {
    (account as { emailVerified: boolean }).emailVerified = verified();
  });
  Object.assign(account, { reload });
  return { account, reload };
}

async function renderDashboard(account: User) {
  await seedUser(documents, 'u1', { achievements: done, score: 20 });
  const store = fakeSessionStore(account);
  renderGuest('/main-user', store);
  await screen.findByTestId('profile-completeness');
  return store;
}

const banner = () => screen.queryByRole('status', { name: BANNER });

describe('the dashboard until the e-mail is verified', () => {
  it('shows the banner with the address, and the tools keep working', async () => {
    const { account, reload } = accountVerifiedWhen(() => false);
    await renderDashboard(account);
    const shown = await screen.findByRole('status', { name: BANNER });
    expect(shown).toHaveTextContent(
      'Te enviamos un enlace a ana@example.com. Ábrelo para confirmar que la dirección es tuya; mientras tanto, puedes seguir usando tus herramientas.',
    );
    expect(within(shown).getByRole('button', { name: RESEND })).toBeEnabled();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Usar la calculadora' })).toHaveAttribute(
      'href',
      '/main-user/calculator',
    );
    expect(functions.callFunction).not.toHaveBeenCalled();
  });

  it('reads the account again when the window regains focus: back from the link, the banner goes and users/{uid} is marked', async () => {
    let verifiedInAuth = false;
    const { account, reload } = accountVerifiedWhen(() => verifiedInAuth);
    await renderDashboard(account);
    await screen.findByRole('status', { name: BANNER });

    act(() => window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
    expect(banner()).toBeInTheDocument();
    expect(functions.callFunction).not.toHaveBeenCalled();

    verifiedInAuth = true;
    act(() => window.dispatchEvent(new Event('focus')));
    expect(await screen.findByText(DONE)).toBeInTheDocument();
    await waitFor(() => expect(banner()).not.toBeInTheDocument());
    await waitFor(() =>
      expect(functions.callFunction).toHaveBeenCalledExactlyOnceWith('confirmEmailVerified', {}),
    );
    await waitFor(async () => expect((await getUser('u1'))?.emailVerified).toBe(true));
    // Verified: focus no longer reads the account, nor calls the function again.
    act(() => window.dispatchEvent(new Event('focus')));
    expect(reload).toHaveBeenCalledTimes(3);
    expect(functions.callFunction).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1, name: '¡Hola, Ana López!' })).toBeVisible();
  });

  it('"Reenviar correo de verificación": busy while it sends, then a toast with the address', async () => {
    const { account } = accountVerifiedWhen(() => false);
    let finish: () => void = () => {};
    authSdk.sendEmailVerification.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    await renderDashboard(account);
    const user = userEvent.setup();
    const button = within(await screen.findByRole('status', { name: BANNER })).getByRole('button');
    await user.click(button);
    await waitFor(() => expect(button).toHaveTextContent('Enviando correo…'));
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    await act(async () => finish());
    expect(
      await screen.findByText(
        'Te enviamos un nuevo correo de verificación a ana@example.com. Si no lo ves, revisa tu carpeta de spam.',
      ),
    ).toBeInTheDocument();
    expect(button).toHaveTextContent(RESEND);
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(authSdk.sendEmailVerification).toHaveBeenCalledExactlyOnceWith(account, {
      url: `${window.location.origin}/main-user`,
    });
  });

  it.each([
    [
      'auth/too-many-requests',
      'Ya te enviamos varios correos hace poco. Espera unos minutos antes de pedir otro.',
    ],
    [
      'auth/network-request-failed',
      'Problema de conexión a la red. Por favor, verifica tu internet.',
    ],
    [
      'auth/user-token-expired',
      'Tu sesión terminó. Inicia sesión de nuevo para pedir otro correo.',
    ],
    ['auth/internal-error', 'No se pudo enviar el correo de verificación. Intenta de nuevo.'],
  ])('a refused resend (%s) says so in Spanish and the banner stays', async (code, text) => {
    const { account } = accountVerifiedWhen(() => false);
    authSdk.sendEmailVerification.mockRejectedValue(
      Object.assign(new Error(`Firebase: Error (${code}).`), { code }),
    );
    await renderDashboard(account);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: RESEND }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: RESEND })).not.toHaveAttribute('aria-disabled');
    expect(banner()).toBeInTheDocument();
  });

  it('a resend finds the address verified meanwhile: nothing is sent and the banner goes', async () => {
    let verifiedInAuth = false;
    const { account } = accountVerifiedWhen(() => verifiedInAuth);
    await renderDashboard(account);
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: RESEND });
    verifiedInAuth = true;
    await user.click(button);
    expect(await screen.findByText(DONE)).toBeInTheDocument();
    await waitFor(() => expect(banner()).not.toBeInTheDocument());
    expect(authSdk.sendEmailVerification).not.toHaveBeenCalled();
  });
});

describe('the dashboard of a verified account', () => {
  it('shows no banner, and has users/{uid} marked once when it does not say so yet', async () => {
    const { account, reload } = accountVerifiedWhen(() => true, { emailVerified: true });
    await renderDashboard(account);
    await waitFor(() =>
      expect(functions.callFunction).toHaveBeenCalledExactlyOnceWith('confirmEmailVerified', {}),
    );
    await waitFor(async () => expect((await getUser('u1'))?.emailVerified).toBe(true));
    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: RESEND })).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a Google account counts as verified: no banner, and the function is asked', async () => {
    const { account } = accountVerifiedWhen(() => false, { providers: ['google.com'] });
    await renderDashboard(account);
    await waitFor(() => expect(functions.callFunction).toHaveBeenCalledTimes(1));
    // The document is read again through its one reader, so every screen knows it is recorded.
    await waitFor(() => expect(knownAccountDoc('u1')?.emailVerified).toBe(true));
    expect(banner()).not.toBeInTheDocument();
  });

  it('does not ask the function when users/{uid} already says verified', async () => {
    const { account } = accountVerifiedWhen(() => true, { emailVerified: true });
    await seedUser(documents, 'u1', { achievements: done, score: 20, emailVerified: true });
    renderGuest('/main-user', fakeSessionStore(account));
    await screen.findByTestId('profile-completeness');
    // Give the effects a chance to run.
    await act(async () => {});
    expect(functions.callFunction).not.toHaveBeenCalled();
    expect(banner()).not.toBeInTheDocument();
  });

  it('a failed call leaves the page as it is, with nothing said', async () => {
    functions.callFunction.mockRejectedValue(new Error('sin conexión'));
    const { account } = accountVerifiedWhen(() => true, { emailVerified: true });
    await renderDashboard(account);
    await waitFor(() => expect(functions.callFunction).toHaveBeenCalledTimes(1));
    expect((await getUser('u1'))?.emailVerified).toBeUndefined();
    expect(banner()).not.toBeInTheDocument();
  });
});
