import {
  act,
  render,
  screen,
  waitFor,
  waitForElementToBeRemoved,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCustomer } from '@/data/customers';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import type * as StoreModule from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { getUser } from '@/data/users';
import { PROFILE_REQUIRED_MESSAGE } from '@/domain/validation';
import {
  DATA_SERVICE_UNAVAILABLE_MESSAGE,
  PROFILE_LOAD_FAILED_MESSAGE,
  PROFILE_SAVED_MESSAGE,
  PROFILE_SAVE_FAILED_MESSAGE,
  PROFILE_SIGN_IN_REQUIRED_MESSAGE,
  PROGRESS_SAVE_FAILED_MESSAGE,
} from '../messages';
import {
  failingDocuments,
  fakeAccount,
  fakeSessionStore,
  renderGuest,
  seedUser,
} from '../test-utils/guest-harness';
import { PROFILE_MODAL_CLOSE_DELAY_MS, ProfileModal } from './profile-modal';

// The store loader can be made to fail, as when its code chunk does not download.
const storeLoad = vi.hoisted(() => ({ fail: false }));
vi.mock('@/data/store', async (importOriginal) => {
  const actual = await importOriginal<typeof StoreModule>();
  return {
    ...actual,
    getDocumentStore: () =>
      storeLoad.fail
        ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
        : actual.getDocumentStore(),
  };
});

let documents: DocumentStore;

beforeEach(async () => {
  storeLoad.fail = false;
  ({ documents } = await installBrowserStoresForTesting());
});

afterEach(() => {
  act(() => toast.remove());
  setStoresForTesting(null);
});

async function openDashboardWithModal(uid = 'u1') {
  renderGuest('/main-user', fakeSessionStore(fakeAccount({ uid, email: 'ana@example.com' })));
  const dialog = await screen.findByRole('dialog', { name: 'Actualiza tu Perfil' });
  // Loaded: the name is prefilled from users/{uid}.
  await waitFor(() =>
    expect(within(dialog).getByLabelText('Nombre completo')).toHaveValue('Ana López'),
  );
  return dialog;
}

async function fillProfile(dialog: HTMLElement, user = userEvent.setup()) {
  const form = within(dialog);
  await user.clear(form.getByLabelText('Nombre completo'));
  await user.type(form.getByLabelText('Nombre completo'), 'Ana María López');
  await user.type(form.getByLabelText('Teléfono'), '984 123 4567');
  await user.type(form.getByLabelText('Empresa'), 'Papelería del Centro');
  await user.selectOptions(form.getByLabelText('Tipo de cliente'), 'Cliente');
  await user.selectOptions(form.getByLabelText('Estado'), 'Quintana Roo');
  return user;
}

describe('ProfileModal', () => {
  it('has the five named fields, client types stored in English with Spanish labels, and the 32 states', async () => {
    await seedUser(documents, 'u1');
    const dialog = await openDashboardWithModal();
    const form = within(dialog);
    for (const name of ['fullName', 'phone', 'company', 'clientType', 'state']) {
      expect(dialog.querySelector(`[name="${name}"]`)).not.toBeNull();
    }
    const clientTypes = within(form.getByLabelText('Tipo de cliente'))
      .getAllByRole('option')
      .map((o) => [(o as HTMLOptionElement).value, o.textContent]);
    expect(clientTypes).toEqual([
      ['', 'Selecciona una opción'],
      ['Lead', 'Interesado'],
      ['Prospect', 'Prospecto'],
      ['Client', 'Cliente'],
      ['Institution', 'Institución'],
      ['Other', 'Otro'],
    ]);
    expect(within(form.getByLabelText('Estado')).getAllByRole('option')).toHaveLength(33);
    expect(form.getByRole('button', { name: 'Guardar Datos' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Omitir por ahora' })).toBeInTheDocument();
  });

  it('requires all the fields and keeps what was typed', async () => {
    await seedUser(documents, 'u1');
    const dialog = await openDashboardWithModal();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Empresa'), 'Mi Empresa');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Datos' }));

    expect(within(dialog).getByText(PROFILE_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Teléfono')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Empresa')).toHaveValue('Mi Empresa');
    expect(await getCustomer('u1')).toBeNull();
    expect((await getUser('u1'))?.score).toBe(0);
  });

  it('saves the customer record, awards +20 once, updates the dashboard and closes after 1.5 s', async () => {
    await seedUser(documents, 'u1');
    const dialog = await openDashboardWithModal();
    expect(screen.getByTestId('profile-completeness')).toHaveTextContent('0%');
    const user = await fillProfile(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Datos' }));

    expect(await within(dialog).findByText(PROFILE_SAVED_MESSAGE)).toBeInTheDocument();
    const savedAt = Date.now();
    // Progress shown without a reload: 20 / 80.
    expect(screen.getByTestId('profile-completeness')).toHaveTextContent('25%');
    expect(
      screen.getByRole('heading', { level: 1, name: '¡Hola, Ana María López!' }),
    ).toBeInTheDocument();

    expect(await getCustomer('u1')).toEqual({
      userId: 'u1',
      email: 'ana@example.com',
      fullName: 'Ana María López',
      clientType: 'Client',
      phone: '+529841234567',
      company: 'Papelería del Centro',
      state: 'Quintana Roo',
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await getUser('u1')).toMatchObject({
      name: 'Ana María López',
      score: 20,
      profileCompleted: true,
      achievements: { profileCompleted: true },
    });

    // Closes by itself, not before 1.5 s.
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'), { timeout: 4000 });
    expect(Date.now() - savedAt).toBeGreaterThanOrEqual(PROFILE_MODAL_CLOSE_DELAY_MS - 50);

    // Saving again (header menu -> prefilled from customers/{uid}) pays nothing more.
    await user.click(screen.getByRole('button', { name: /Menú de tu cuenta/ }));
    await user.click(screen.getByRole('button', { name: 'Actualizar datos del perfil' }));
    const again = await screen.findByRole('dialog', { name: 'Actualiza tu Perfil' });
    await waitFor(() =>
      expect(within(again).getByLabelText('Teléfono')).toHaveValue('+52 984 123 4567'),
    );
    expect(within(again).getByLabelText('Nombre completo')).toHaveValue('Ana María López');
    expect(within(again).getByLabelText('Empresa')).toHaveValue('Papelería del Centro');
    expect(within(again).getByLabelText('Tipo de cliente')).toHaveValue('Client');
    expect(within(again).getByLabelText('Estado')).toHaveValue('Quintana Roo');
    await user.selectOptions(within(again).getByLabelText('Tipo de cliente'), 'Institución');
    await user.click(within(again).getByRole('button', { name: 'Guardar Datos' }));
    expect(await within(again).findByText(PROFILE_SAVED_MESSAGE)).toBeInTheDocument();
    expect((await getCustomer('u1'))?.clientType).toBe('Institution');
    expect((await getUser('u1'))?.score).toBe(20);
    expect(screen.getByTestId('profile-completeness')).toHaveTextContent('25%');
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'), { timeout: 4000 });
  }, 20_000);

  it('"Omitir por ahora" stores the per-user flag and closes without saving', async () => {
    await seedUser(documents, 'u1');
    const dialog = await openDashboardWithModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Omitir por ahora' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('dismissedProfileModal_u1')).not.toBeNull();
    expect(await getCustomer('u1')).toBeNull();
  });

  it('shows the load failure text when customers/{uid} cannot be read', async () => {
    await seedUser(documents, 'u1');
    const failing = failingDocuments(documents);
    failing.fail('get', 'customers');
    setStoresForTesting({ documents: failing.store });
    renderGuest('/main-user', fakeSessionStore(fakeAccount({ uid: 'u1' })));
    const dialog = await screen.findByRole('dialog', { name: 'Actualiza tu Perfil' });
    expect(await within(dialog).findByText(PROFILE_LOAD_FAILED_MESSAGE)).toBeInTheDocument();
    // The form stays usable, prefilled with the name.
    expect(within(dialog).getByLabelText('Nombre completo')).toHaveValue('Ana López');
    expect(within(dialog).getByLabelText('Nombre completo')).toBeEnabled();
  });

  it('shows the save failure text and keeps the form open when customers/{uid} cannot be written', async () => {
    await seedUser(documents, 'u1');
    const failing = failingDocuments(documents);
    failing.fail('set', 'customers');
    setStoresForTesting({ documents: failing.store });
    const dialog = await openDashboardWithModal();
    const user = await fillProfile(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Datos' }));
    expect(await within(dialog).findByText(PROFILE_SAVE_FAILED_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Empresa')).toHaveValue('Papelería del Centro');
    expect((await getUser('u1'))?.score).toBe(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('saves the data but reports the progress failure when the achievement cannot be written', async () => {
    await seedUser(documents, 'u1');
    const failing = failingDocuments(documents);
    // The session already has its users/{uid} (read by the dashboard): the award is the save's
    // only transactional update of it.
    failing.fail('update', 'users');
    setStoresForTesting({ documents: failing.store });
    const dialog = await openDashboardWithModal();
    const user = await fillProfile(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Datos' }));
    expect(await screen.findByText(PROGRESS_SAVE_FAILED_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByText(PROFILE_SAVED_MESSAGE)).toBeInTheDocument();
    expect((await getCustomer('u1'))?.fullName).toBe('Ana María López');
    expect((await getUser('u1'))?.score).toBe(0);
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'), { timeout: 4000 });
  }, 15_000);

  it('says the data service is unavailable when the store cannot be loaded', async () => {
    await seedUser(documents, 'u1');
    const dialog = await openDashboardWithModal();
    const user = await fillProfile(dialog);
    storeLoad.fail = true;
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Datos' }));
    expect(await within(dialog).findByText(DATA_SERVICE_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
    storeLoad.fail = false;
    expect(await getCustomer('u1')).toBeNull();
  });

  it('asks to sign in when there is no account', async () => {
    render(
      <ProfileModal
        show
        account={null}
        storedName={null}
        onHide={() => {}}
        onSkip={() => {}}
        onSaved={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Actualiza tu Perfil' });
    expect(within(dialog).getByText(PROFILE_SIGN_IN_REQUIRED_MESSAGE)).toBeInTheDocument();
  });
});
