/**
 * The desk's "Registrar lectura" asks before an unusual reading, like the client's form
 * (src/domain/reading-plausibility.ts): nothing is stored until "Confirmo que la lectura es
 * correcta" is ticked, and the typed values stay.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listReadings } from '@/data/rental/client-portal';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { ADMIN, fakeSessionStore, renderAdmin } from '@/app/test-utils/admin-harness';
import { ClientPage } from '../client/client-page';

const NOW = new Date('2026-03-04T18:00:00.000Z');
const UID = 'cliente-uno';
let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting({ seedDemoUsers: true }));
  await documents.set('users', UID, {
    name: 'Laura Compras',
    email: 'compras@hotel.mx',
    emailVerified: true,
  });
  await documents.set('clients', UID, {
    email: 'compras@hotel.mx',
    name: 'Laura Compras',
    company: 'Hotel Caribe',
    leadId: null,
    linkedAt: '2026-03-01T15:00:00.000Z',
    linkedBy: ADMIN.uid,
  });
  // The company's founder, its administrator (as the migration leaves a client).
  await documents.set('members', UID, {
    clientId: UID,
    role: 'administrador',
    email: 'compras@hotel.mx',
    name: 'Laura Compras',
    addedAt: '2026-03-01T15:00:00.000Z',
    addedBy: ADMIN.uid,
  });
  await documents.set('equipment', 'eq-1', {
    clientId: UID,
    model: 'Kyocera TASKalfa 2554ci',
    serial: 'KY-001',
    color: true,
    location: { address: 'Av. Tulum 100, Cancún', area: 'Recepción' },
    contract: {
      startDate: '2026-02-01',
      monthlyFeeMxn: 1499,
      includedPagesBw: 2000,
      includedPagesColor: 500,
      extraPagePriceBw: 0.35,
      extraPagePriceColor: 2.5,
    },
    startCounters: { bw: 10000, color: 3000 },
    lastReading: { month: '2026-02', bw: 12000, color: 3300, at: '2026-02-27T15:00:00.000Z' },
    lastReadingMonth: '2026-02',
    createdAt: '2026-02-01T15:00:00.000Z',
    createdBy: ADMIN.uid,
    updatedAt: '2026-02-01T15:00:00.000Z',
    updatedBy: ADMIN.uid,
  });
});

afterEach(() => {
  setStoresForTesting(null);
});

describe('Registrar lectura: the question before an unusual reading', () => {
  it('asks before storing 12,000,000, keeps the values, and stores once confirmed', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin-dashboard', fakeSessionStore(ADMIN), {
      now: NOW,
      page: <ClientPage uid={UID} now={() => NOW} />,
    });
    const card = await screen.findByRole('article', { name: /Kyocera/ });
    await user.click(within(card).getByRole('button', { name: /^Registrar lectura/ }));
    const form = await within(card).findByRole('form', {
      name: 'Registrar la lectura de marzo de 2026',
    });
    const bw = within(form).getByLabelText('Contador B/N');
    await user.type(bw, '12000000');
    await user.type(within(form).getByLabelText('Contador a color'), '3300');
    await user.click(within(form).getByRole('button', { name: 'Guardar lectura' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Esta lectura suma 11,988,000 páginas este mes, mucho más de lo habitual.',
    );
    const confirm = within(form).getByRole('checkbox', {
      name: 'Confirmo que la lectura es correcta',
    });
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(bw).toHaveValue('12000000');
    expect(await listReadings('eq-1')).toEqual([]);

    await user.click(confirm);
    await user.click(within(form).getByRole('button', { name: 'Guardar lectura' }));
    await waitFor(async () =>
      expect(await listReadings('eq-1')).toEqual([
        expect.objectContaining({ bw: 12_000_000, by: ADMIN.uid }),
      ]),
    );
  });
});
