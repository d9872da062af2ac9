import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrowserFileStore } from '@/data/browser/file-store';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { getUser } from '@/data/users';
import {
  PHOTO_NOT_IMAGE_MESSAGE,
  PHOTO_REQUIRED_MESSAGE,
  PHOTO_SIGN_IN_REQUIRED_MESSAGE,
  PHOTO_TOO_LARGE_MESSAGE,
  PROFILE_PHOTO_ACCEPT,
} from '@/domain/validation';
import { SessionProvider } from '@/lib/session';
import { PHOTO_UPLOADED_MESSAGE } from '../messages';
import {
  failingFiles,
  fakeAccount,
  fakeSessionStore,
  renderGuest,
  seedUser,
} from '../test-utils/guest-harness';
import { GuestUserProvider } from './guest-user-provider';
import { PHOTO_MESSAGE_TIMEOUT_MS, ProfilePhotoCard } from './profile-photo-card';

const authCalls = vi.hoisted(() => ({
  updateProfile: vi.fn<(user: User, profile: { photoURL?: string | null }) => Promise<void>>(),
}));
vi.mock('firebase/auth', () => ({ updateProfile: authCalls.updateProfile }));

// A 1x1 transparent PNG.
const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (c) => c.charCodeAt(0),
);
const pngFile = (name = 'foto.png') => new File([PNG_BYTES], name, { type: 'image/png' });

let documents: DocumentStore;
let files: BrowserFileStore;

beforeEach(async () => {
  ({ documents, files } = await installBrowserStoresForTesting());
  authCalls.updateProfile.mockReset().mockImplementation(async (user, profile) => {
    // What Firebase does: the signed-in User object now carries the new photoURL.
    Object.assign(user, { photoURL: profile.photoURL ?? null });
  });
});

afterEach(() => {
  act(() => toast.remove());
  setStoresForTesting(null);
  vi.useRealTimers();
});

async function openProfilePage(account = fakeAccount({ uid: 'u1' })) {
  await seedUser(documents, account.uid, {
    score: 25,
    resourcesRead: 1,
    achievements: {
      profileCompleted: true,
      calculatorUsed: false,
      needsAssessmentCompleted: false,
      resourcesReadIds: ['x'],
    },
  });
  const store = fakeSessionStore(account);
  renderGuest('/main-user/profile', store);
  await screen.findByRole('heading', { level: 1, name: 'Mi Perfil' });
  await waitFor(() => expect(screen.getByTestId('profile-score')).toHaveTextContent('25'));
  return store;
}

const photoInput = () => screen.getByLabelText('Selecciona una imagen');
const uploadButton = () => screen.getByRole('button', { name: 'Subir foto' });

describe('Mi Perfil', () => {
  it("shows the user's data, achievements and a button that opens the profile modal", async () => {
    await openProfilePage();
    const data = screen.getByRole('region', { name: 'Tus datos' });
    expect(within(data).getByText('Ana López')).toBeInTheDocument();
    expect(within(data).getByText('ana@example.com')).toBeInTheDocument();
    expect(within(data).getByText(/Perfil completado/)).toHaveTextContent('(logrado)');
    expect(within(data).getByText(/Calculadora de ahorro utilizada/)).toHaveTextContent(
      '(pendiente)',
    );
    expect(within(data).getByText(/Recursos leídos: 1 de 5/)).toBeInTheDocument();
    await userEvent.click(
      within(data).getByRole('button', { name: 'Actualizar datos del perfil' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Actualiza tu Perfil' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Nombre completo')).toHaveValue('Ana López'));
  });

  it('accepts only JPEG, PNG, WebP and GIF in the file picker', async () => {
    await openProfilePage();
    expect(photoInput()).toHaveAttribute('type', 'file');
    expect(photoInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
    expect(PROFILE_PHOTO_ACCEPT).toBe('image/jpeg,image/png,image/webp,image/gif');
  });

  it('asks for an image when nothing was chosen', async () => {
    await openProfilePage();
    await userEvent.click(uploadButton());
    expect(screen.getByText(PHOTO_REQUIRED_MESSAGE)).toBeInTheDocument();
  });

  it('refuses SVG and other non-image files', async () => {
    await openProfilePage();
    fireEvent.change(photoInput(), {
      target: {
        files: [
          new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
            type: 'image/svg+xml',
          }),
        ],
      },
    });
    expect(screen.getByText(PHOTO_NOT_IMAGE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByAltText('Vista previa de la nueva foto')).not.toBeInTheDocument();
    await userEvent.click(uploadButton());
    expect(screen.getByText(PHOTO_NOT_IMAGE_MESSAGE)).toBeInTheDocument();

    fireEvent.change(photoInput(), {
      target: { files: [new File(['hola'], 'notas.txt', { type: 'text/plain' })] },
    });
    expect(screen.getByText(PHOTO_NOT_IMAGE_MESSAGE)).toBeInTheDocument();
    expect(authCalls.updateProfile).not.toHaveBeenCalled();
  });

  it('refuses images over 5 MB', async () => {
    await openProfilePage();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.png', {
      type: 'image/png',
    });
    fireEvent.change(photoInput(), { target: { files: [big] } });
    expect(screen.getByText(PHOTO_TOO_LARGE_MESSAGE)).toBeInTheDocument();
    await userEvent.click(uploadButton());
    expect(screen.getByText(PHOTO_TOO_LARGE_MESSAGE)).toBeInTheDocument();
    expect(authCalls.updateProfile).not.toHaveBeenCalled();
    expect((await getUser('u1'))?.photoURL).toBeNull();
  });

  it('clears its messages after 5 s', async () => {
    await openProfilePage();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(uploadButton());
    expect(screen.getByText(PHOTO_REQUIRED_MESSAGE)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(PHOTO_MESSAGE_TIMEOUT_MS - 1));
    expect(screen.getByText(PHOTO_REQUIRED_MESSAGE)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(PHOTO_REQUIRED_MESSAGE)).not.toBeInTheDocument();
  });

  it('uploads to profile_pictures/{uid}/, sets users/{uid}.photoURL, and the header shows it', async () => {
    const account = fakeAccount({ uid: 'u1' });
    const store = await openProfilePage(account);
    const refresh = vi.spyOn(store, 'refresh');
    const user = userEvent.setup();
    await user.upload(photoInput(), pngFile('mi foto.png'));
    expect(await screen.findByAltText('Vista previa de la nueva foto')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );

    const now = 1_767_225_600_000; // fixed clock for the stored file name
    vi.spyOn(Date, 'now').mockReturnValue(now);
    await user.click(uploadButton());
    expect(await screen.findByText(PHOTO_UPLOADED_MESSAGE)).toBeInTheDocument();

    // Both avatars read the stored bytes back from this browser's file store, asynchronously:
    // wait for them before any other await, so those reads land inside waitFor (outside it they
    // would update React outside act).
    const avatar = within(screen.getByRole('banner')).getByRole('button', {
      name: /Menú de tu cuenta/,
    });
    const png = /^data:image\/png;base64,/;
    await waitFor(
      () => {
        expect(avatar.querySelector('img')).toHaveAttribute('src', expect.stringMatching(png));
        expect(screen.getByAltText('Tu foto de perfil actual')).toHaveAttribute(
          'src',
          expect.stringMatching(png),
        );
      },
      { timeout: 5000 },
    );
    const shown = await files.resolve('local-file:profile_pictures/u1/foto-de-perfil');
    expect(avatar.querySelector('img')).toHaveAttribute('src', shown);

    const stored = await files.read('profile_pictures/u1/foto-de-perfil');
    expect(stored).toMatchObject({ contentType: 'image/png', size: PNG_BYTES.byteLength });
    const photoURL = (await getUser('u1'))?.photoURL;
    expect(photoURL).toBe(`local-file:profile_pictures/u1/foto-de-perfil#v=${now}`);
    // The browser store's URL never goes into the Auth profile (only a Storage http(s) URL does).
    expect(authCalls.updateProfile).not.toHaveBeenCalled();
    // The session re-reads the Auth user, so everything showing it (the header avatar) updates.
    expect(refresh).toHaveBeenCalledOnce();

    // The selection is cleared after the upload.
    expect(screen.queryByAltText('Vista previa de la nueva foto')).not.toBeInTheDocument();
  });

  it('with a Storage URL also sets the Auth photoURL', async () => {
    const account = fakeAccount({ uid: 'u1' });
    await openProfilePage(account);
    const storageUrl = 'https://firebasestorage.googleapis.com/v0/b/demo/o/foto.png?alt=media';
    setStoresForTesting({ files: { upload: async () => storageUrl, resolve: async (url) => url } });
    await userEvent.upload(photoInput(), pngFile());
    await userEvent.click(uploadButton());
    expect(await screen.findByText(PHOTO_UPLOADED_MESSAGE)).toBeInTheDocument();
    expect(authCalls.updateProfile).toHaveBeenCalledExactlyOnceWith(account, {
      photoURL: storageUrl,
    });
    expect((await getUser('u1'))?.photoURL).toBe(storageUrl);
  });

  it.each([
    // The data layer's kinds (src/data/error-codes.ts translates Storage's codes into them).
    ['unauthenticated', 'tu sesión expiró; vuelve a iniciar sesión'],
    ['denied', 'no tienes permiso para guardar esta foto'],
    ['quota', 'se alcanzó el límite de almacenamiento'],
    ['retry-limit', 'la conexión falló varias veces; revisa tu internet'],
    ['canceled', 'la subida se canceló'],
    ['invalid', 'la dirección del archivo no es válida'],
    ['unknown', 'ocurrió un error desconocido'],
    [undefined, 'ocurrió un error desconocido'],
  ] as const)(
    'reports a failed upload (%s) with a Spanish detail, never the SDK text',
    async (code, detail) => {
      await openProfilePage();
      setStoresForTesting({
        files: failingFiles('Firebase Storage: User does not have permission (403).', code),
      });
      await userEvent.upload(photoInput(), pngFile());
      await userEvent.click(uploadButton());
      expect(await screen.findByText(`Error al subir la foto: ${detail}.`)).toBeInTheDocument();
      expect(screen.queryByText(/Firebase Storage/)).not.toBeInTheDocument();
      expect(authCalls.updateProfile).not.toHaveBeenCalled();
      expect((await getUser('u1'))?.photoURL).toBeNull();
    },
  );

  it('asks to sign in when there is no session', async () => {
    render(
      <SessionProvider store={fakeSessionStore(null)}>
        <MemoryRouter>
          <GuestUserProvider>
            <ProfilePhotoCard />
          </GuestUserProvider>
        </MemoryRouter>
      </SessionProvider>,
    );
    await userEvent.upload(photoInput(), pngFile());
    await userEvent.click(uploadButton());
    expect(screen.getByText(PHOTO_SIGN_IN_REQUIRED_MESSAGE)).toBeInTheDocument();
  });
});
