import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { FunctionCallError } from '@/lib/functions';
import { fakeAccount, fakeSessionStore, renderGuest, seedUser } from '../test-utils/guest-harness';

const api = vi.hoisted(() => ({
  downloadMyData: vi.fn<() => Promise<string>>(),
  deleteMyAccount: vi.fn(),
  finishAccountDeletion: vi.fn(),
}));
vi.mock('../api/my-data', () => api);

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting());
  api.downloadMyData.mockReset();
  api.deleteMyAccount.mockReset();
  api.finishAccountDeletion.mockReset().mockResolvedValue(undefined);
});

afterEach(() => {
  act(() => toast.remove());
  setStoresForTesting(null);
});

async function openProfile(account = fakeAccount({ uid: 'u1' })) {
  await seedUser(documents, account.uid, {
    achievements: {
      profileCompleted: true,
      calculatorUsed: false,
      needsAssessmentCompleted: false,
      resourcesReadIds: [],
    },
  });
  const store = fakeSessionStore(account);
  renderGuest('/main-user/profile', store);
  const section = await screen.findByRole('region', { name: 'Tus datos' });
  return { store, account, section, user: userEvent.setup() };
}

describe('Mi Perfil, Tus datos', () => {
  it('downloads the data: busy while it is prepared, then a toast with the file name', async () => {
    let finish: (name: string) => void = () => {};
    api.downloadMyData.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    const { section, user } = await openProfile();
    await user.click(within(section).getByRole('button', { name: 'Descargar mis datos' }));
    expect(
      await within(section).findByRole('button', { name: 'Preparando tu archivo...' }),
    ).toBeDisabled();
    act(() => finish('mis-datos-tusocio-2026-06-01.json'));
    expect(
      await screen.findByText(
        'Tus datos se descargaron en el archivo mis-datos-tusocio-2026-06-01.json.',
      ),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Descargar mis datos' })).toBeEnabled();
  });

  it("shows the function's Spanish error when the download fails", async () => {
    api.downloadMyData.mockRejectedValueOnce(
      new FunctionCallError(
        'internal',
        'No se pudieron reunir tus datos. Intenta de nuevo en unos minutos.',
      ),
    );
    const { section, user } = await openProfile();
    await user.click(within(section).getByRole('button', { name: 'Descargar mis datos' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'No se pudieron reunir tus datos. Intenta de nuevo en unos minutos.',
    );
  });

  it('deletes the account after the dialog, signs out, lands on / and says what was kept', async () => {
    api.deleteMyAccount.mockResolvedValueOnce({
      deleted: true,
      anonymizedLeads: 1,
      keptWonLeads: 1,
      message:
        'Tu cuenta y tus datos se eliminaron. Conservamos 1 solicitud de cotización en etapa Ganado, porque es el registro de un contrato.',
    });
    const { section, user, account, store } = await openProfile();
    await user.click(within(section).getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar mi cuenta' });
    await user.type(within(dialog).getByLabelText(/Escribe tu correo/), 'ANA@example.com');
    await user.type(within(dialog).getByLabelText('Tu contraseña'), 'Clave-2026');
    await user.click(
      within(dialog).getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }),
    );
    expect(await screen.findByRole('heading', { name: 'Inicio público' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(
      screen.getByText(/Tu cuenta y tus datos se eliminaron\. Conservamos 1 solicitud/),
    ).toBeInTheDocument();
    expect(api.deleteMyAccount).toHaveBeenCalledExactlyOnceWith(account, 'Clave-2026');
    expect(api.finishAccountDeletion).toHaveBeenCalledExactlyOnceWith(store.fakeAuth, 'u1');
  });

  it('keeps everything when the re-authentication fails: the dialog says why', async () => {
    api.deleteMyAccount.mockRejectedValueOnce(
      Object.assign(new Error('x'), { code: 'auth/invalid-credential' }),
    );
    const { section, user } = await openProfile();
    await user.click(within(section).getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Escribe tu correo/), 'ana@example.com');
    await user.type(within(dialog).getByLabelText('Tu contraseña'), 'mala');
    await user.click(
      within(dialog).getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'La contraseña no es correcta. No se eliminó nada; intenta de nuevo.',
    );
    expect(api.finishAccountDeletion).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/main-user/profile'),
    );
  });
});
