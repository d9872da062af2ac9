/**
 * One device per serial number in the desk (docs/product.md, "Límites del servicio"): "Registrar
 * equipo" with a serial another device has says "Ya existe un equipo con la serie X." beside the
 * serial and keeps everything typed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listClientEquipment } from '@/data/rental/client-portal';
import { registerEquipment } from '@/data/rental/equipment/equipment';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { COLOR_DEVICE } from '@/data/rental/test-utils/client-portal-fixtures';
import { createUserDocument } from '@/data/users';
import { ADMIN, fakeSessionStore, renderAdmin } from '@/app/test-utils/admin-harness';
import { ClientPage } from '../client/client-page';

const NOW = new Date('2026-03-04T18:00:00.000Z');
const UID = 'cliente-uno';
const EMAIL = 'compras@hotel.mx';

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting({ seedDemoUsers: true }));
  await createUserDocument(UID, {
    name: 'Laura Compras',
    email: EMAIL,
    photoURL: null,
    authProvider: 'password',
  });
  await documents.set('users', UID, { emailVerified: true }, { merge: true });
  await documents.set('clients', UID, {
    email: EMAIL,
    name: 'Laura Compras',
    company: 'Hotel Caribe',
    leadId: null,
    linkedAt: '2026-03-01T15:00:00.000Z',
    linkedBy: ADMIN.uid,
  });
  await documents.set('members', UID, {
    clientId: UID,
    role: 'administrador',
    email: EMAIL,
    name: 'Laura Compras',
    addedAt: '2026-03-01T15:00:00.000Z',
    addedBy: ADMIN.uid,
  });
});

afterEach(() => {
  setStoresForTesting(null);
});

describe('Registrar equipo: one device per serial', () => {
  it('refuses a serial another client’s device has, beside the field, keeping what was typed', async () => {
    await registerEquipment('otro-cliente', { ...COLOR_DEVICE, serial: 'KY-777' }, ADMIN.uid);
    const user = userEvent.setup();
    renderAdmin('/admin-dashboard', fakeSessionStore(ADMIN), {
      now: NOW,
      page: <ClientPage uid={UID} now={() => NOW} />,
    });
    await user.click(await screen.findByRole('button', { name: 'Registrar equipo' }));
    const form = await screen.findByRole('form', { name: 'Registrar equipo' });
    await user.type(within(form).getByLabelText('Modelo'), 'Kyocera TASKalfa 2554ci');
    // The same serial, typed differently.
    await user.type(within(form).getByLabelText('Número de serie'), 'ky 777');
    await user.type(within(form).getByLabelText('Dirección'), 'Av. Tulum 100, Cancún');
    await user.type(within(form).getByLabelText('Renta mensual (MXN, IVA incluido)'), '1,499.00');
    await user.type(within(form).getByLabelText('Páginas B/N incluidas al mes'), '2,000');
    await user.type(
      within(form).getByLabelText('Precio por página B/N excedente (MXN, IVA incluido)'),
      '0.35',
    );
    await user.type(within(form).getByLabelText('Contador inicial B/N'), '10000');
    await user.click(within(form).getByRole('button', { name: 'Guardar equipo' }));

    const serial = within(form).getByLabelText('Número de serie');
    await waitFor(() => expect(serial).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByText('Ya existe un equipo con la serie ky 777.')).toBeInTheDocument();
    expect(serial).toHaveAccessibleDescription(
      expect.stringContaining('Ya existe un equipo con la serie ky 777.'),
    );
    expect(serial).toHaveFocus();
    expect(serial).toHaveValue('ky 777');
    expect(within(form).getByLabelText('Modelo')).toHaveValue('Kyocera TASKalfa 2554ci');
    expect(within(form).getByLabelText('Contador inicial B/N')).toHaveValue('10000');
    expect(await listClientEquipment(UID)).toEqual([]);

    // Another serial is accepted.
    await user.clear(serial);
    await user.type(serial, 'KY-778');
    await user.click(within(form).getByRole('button', { name: 'Guardar equipo' }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Registrar equipo' })).not.toBeInTheDocument(),
    );
    expect((await listClientEquipment(UID)).map((e) => e.serial)).toEqual(['KY-778']);
    // The page's list reloads with it (and the test ends after that update, not during it).
    await waitFor(() => expect(screen.getAllByText(/KY-778/).length).toBeGreaterThan(1));
  });
});
