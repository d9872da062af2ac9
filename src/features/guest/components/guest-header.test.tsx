import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST_NOTIFICATIONS } from '@/content/guest-notifications';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { SIGN_OUT_SUCCESS_MESSAGE } from '@/hooks/use-sign-out';
import { getUser } from '@/data/users';
import {
  failingFiles,
  fakeAccount,
  fakeSessionStore,
  renderGuest,
  seedUser,
  type FakeSessionStore,
} from '../test-utils/guest-harness';
import {
  HEADER_INVALID_USER_MESSAGE,
  HEADER_RESET_FAILED_MESSAGE,
  HEADER_RESET_SENT_MESSAGE,
  HEADER_PHOTO_FAILED_MESSAGE,
  HEADER_PHOTO_MISSING_MESSAGE,
  PHOTO_UPLOADED_MESSAGE,
} from '../messages';

const authCalls = vi.hoisted(() => ({
  sendPasswordResetEmail: vi.fn<(auth: unknown, email: string) => Promise<void>>(),
  signOut: vi.fn<(auth: unknown) => Promise<void>>(),
}));
vi.mock('firebase/auth', () => ({
  sendPasswordResetEmail: authCalls.sendPasswordResetEmail,
  signOut: authCalls.signOut,
}));

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting());
  authCalls.sendPasswordResetEmail.mockReset().mockResolvedValue(undefined);
  authCalls.signOut.mockReset().mockResolvedValue(undefined);
});

afterEach(() => {
  act(() => toast.remove());
  setStoresForTesting(null);
});

const done = {
  profileCompleted: true,
  calculatorUsed: false,
  needsAssessmentCompleted: false,
  resourcesReadIds: [] as string[],
};

async function renderSignedIn(account = fakeAccount({ uid: 'u1' }), path = '/main-user') {
  await seedUser(documents, account.uid, { achievements: done, score: 20 });
  const store = fakeSessionStore(account);
  renderGuest(path, store);
  await screen.findByTestId('profile-completeness');
  return store;
}

const header = () => screen.getByRole('banner');
const accountMenu = () => within(header()).getByRole('button', { name: /^Menú de tu cuenta/ });

describe('GuestHeader', () => {
  it('links to the dashboard, calculator, resources and booking', async () => {
    await renderSignedIn();
    const nav = within(header()).getByRole('navigation', { name: 'Navegación del panel' });
    const links = ['Inicio', 'Calculadora', 'Recursos', 'Agendar asesoría'].map((name) =>
      within(nav).getByRole('link', { name }).getAttribute('href'),
    );
    expect(links).toEqual([
      '/main-user',
      '/main-user/calculator',
      '/main-user/resources-library',
      '/main-user/resources-calendar',
    ]);
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'Agendar asesoría' }));
    expect(screen.getByRole('heading', { name: 'Página de agenda' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Agendar asesoría' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('collapses behind an accessible toggle', async () => {
    await renderSignedIn();
    const toggle = within(header()).getByRole('button', {
      name: 'Mostrar u ocultar la navegación',
    });
    expect(toggle).toHaveAttribute('aria-controls', 'menu-invitado');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Following a link closes it again.
    await userEvent.click(within(header()).getByRole('link', { name: 'Calculadora' }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  });

  it('lists the sample notifications', async () => {
    await renderSignedIn();
    const bell = within(header()).getByRole('button', {
      name: `Notificaciones (${GUEST_NOTIFICATIONS.length})`,
    });
    await userEvent.click(bell);
    for (const item of GUEST_NOTIFICATIONS) {
      expect(await within(header()).findByText(item.title)).toBeInTheDocument();
      expect(within(header()).getByText(item.text)).toBeInTheDocument();
    }
  });

  it('shows the initials without a photo, and the photo when there is one', async () => {
    await renderSignedIn();
    expect(accountMenu()).toHaveTextContent('AL'); // Ana López, from users/{uid}
    expect(accountMenu().querySelector('img')).toBeNull();
  });

  it('shows the Auth photo in the avatar', async () => {
    await renderSignedIn(fakeAccount({ uid: 'u1', photoURL: 'https://example.com/ana.png' }));
    expect(accountMenu().querySelector('img')).toHaveAttribute(
      'src',
      'https://example.com/ana.png',
    );
  });

  it('"Mi Perfil" goes to the profile page and "Actualizar datos del perfil" opens the modal', async () => {
    await renderSignedIn();
    const user = userEvent.setup();
    await user.click(accountMenu());
    await user.click(within(header()).getByRole('button', { name: 'Actualizar datos del perfil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Actualiza tu Perfil' });
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Nombre completo')).toHaveValue('Ana López'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(accountMenu());
    await user.click(within(header()).getByRole('link', { name: 'Mi Perfil' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/main-user/profile');
  });

  describe('"Cambiar foto" uploads the picked image right away', () => {
    const png = () =>
      new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'yo.png', {
        type: 'image/png',
      });
    const photoPicker = () => screen.getByLabelText('Elegir una foto de perfil');

    it('stores it on users/{uid} and the avatar shows it', async () => {
      await renderSignedIn();
      const user = userEvent.setup();
      await user.click(accountMenu());
      await user.click(within(header()).getByRole('button', { name: 'Cambiar foto' }));
      await user.upload(photoPicker(), png());
      expect(await screen.findByText(PHOTO_UPLOADED_MESSAGE)).toBeInTheDocument();
      // The avatar reads the photo back from the file store asynchronously: wait for it before
      // any other await, so that read lands inside waitFor (not between two awaits, outside act).
      await waitFor(
        () =>
          expect(accountMenu().querySelector('img')).toHaveAttribute(
            'src',
            expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo=$/),
          ),
        { timeout: 5000 },
      );
      const stored = (await getUser('u1'))?.photoURL;
      expect(stored).toMatch(/^local-file:profile_pictures\/u1\/foto-de-perfil#v=\d+$/);
    });

    it('says so when the upload fails', async () => {
      await renderSignedIn();
      setStoresForTesting({ files: failingFiles('Sin conexión.') });
      await userEvent.upload(photoPicker(), png());
      expect(await screen.findByText(HEADER_PHOTO_FAILED_MESSAGE)).toBeInTheDocument();
      expect((await getUser('u1'))?.photoURL).toBeNull();
    });

    it('refuses a file that is not a JPEG, PNG, WebP or GIF image', async () => {
      await renderSignedIn();
      const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
      fireEvent.change(photoPicker(), { target: { files: [svg] } });
      expect(
        await screen.findByText('El archivo seleccionado no es una imagen.'),
      ).toBeInTheDocument();
      expect((await getUser('u1'))?.photoURL).toBeNull();
    });

    it('says so when no file was chosen', async () => {
      await renderSignedIn();
      fireEvent.change(photoPicker(), { target: { files: [] } });
      expect(await screen.findByText(HEADER_PHOTO_MISSING_MESSAGE)).toBeInTheDocument();
    });
  });

  it('offers the password reset to e-mail/password accounts and sends the e-mail to their address', async () => {
    const store = await renderSignedIn();
    const user = userEvent.setup();
    await user.click(accountMenu());
    await user.click(within(header()).getByRole('button', { name: 'Restablecer contraseña' }));
    expect(await screen.findByText(HEADER_RESET_SENT_MESSAGE)).toBeInTheDocument();
    expect(authCalls.sendPasswordResetEmail).toHaveBeenCalledExactlyOnceWith(
      store.fakeAuth,
      'ana@example.com',
    );
  });

  it('reports a failed reset e-mail', async () => {
    authCalls.sendPasswordResetEmail.mockRejectedValue(
      Object.assign(new Error('x'), { code: 'auth/too-many-requests' }),
    );
    await renderSignedIn();
    const user = userEvent.setup();
    await user.click(accountMenu());
    await user.click(within(header()).getByRole('button', { name: 'Restablecer contraseña' }));
    expect(await screen.findByText(HEADER_RESET_FAILED_MESSAGE)).toBeInTheDocument();
  });

  it('refuses the reset for an account without an e-mail', async () => {
    await renderSignedIn(fakeAccount({ uid: 'u1', email: null }));
    const user = userEvent.setup();
    await user.click(accountMenu());
    await user.click(within(header()).getByRole('button', { name: 'Restablecer contraseña' }));
    expect(await screen.findByText(HEADER_INVALID_USER_MESSAGE)).toBeInTheDocument();
    expect(authCalls.sendPasswordResetEmail).not.toHaveBeenCalled();
  });

  it('hides the password reset for Google accounts', async () => {
    await renderSignedIn(fakeAccount({ uid: 'u1', providers: ['google.com'] }));
    await userEvent.click(accountMenu());
    expect(
      await within(header()).findByRole('button', { name: 'Cerrar sesión' }),
    ).toBeInTheDocument();
    expect(
      within(header()).queryByRole('button', { name: 'Restablecer contraseña' }),
    ).not.toBeInTheDocument();
  });

  it('signs out, forgets the dismissal flag and ends on / with the toast', async () => {
    localStorage.setItem('dismissedProfileModal_u1', 'true');
    const current: { store?: FakeSessionStore } = {};
    authCalls.signOut.mockImplementation(async () => current.store?.signOutNow());
    const store = await renderSignedIn();
    current.store = store;
    const user = userEvent.setup();
    await user.click(accountMenu());
    await user.click(within(header()).getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByText(SIGN_OUT_SUCCESS_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.getByRole('heading', { name: 'Inicio público' })).toBeInTheDocument();
    expect(authCalls.signOut).toHaveBeenCalledExactlyOnceWith(store.fakeAuth);
    expect(localStorage.getItem('dismissedProfileModal_u1')).toBeNull();
  });
});
