/**
 * A rental client who deleted their account, in the desk: the client page says "Cuenta eliminada"
 * (the company's record stays, without e-mail or name) and offers no "Vincular como cliente".
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { ADMIN, fakeSessionStore, renderAdmin } from '@/app/test-utils/admin-harness';
import { ClientPage } from './client-page';

const NOW = new Date('2026-03-04T18:00:00.000Z');
const UID = 'cliente-borrado';

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting({ seedDemoUsers: true }));
});

afterEach(() => {
  setStoresForTesting(null);
});

describe('a client who deleted their account', () => {
  it('shows "Cuenta eliminada" with the company, and no e-mail, name or link form', async () => {
    await documents.set('clients', UID, {
      company: 'Hotel Caribe',
      leadId: null,
      linkedAt: '2026-01-05T15:00:00.000Z',
      linkedBy: ADMIN.uid,
      deleted: true,
      deletedAt: '2026-03-03T15:00:00.000Z',
    });
    renderAdmin('/admin-dashboard', fakeSessionStore(ADMIN), {
      now: NOW,
      page: <ClientPage uid={UID} now={() => NOW} />,
    });
    expect(
      await screen.findByRole('heading', { name: 'Cliente: Cuenta eliminada (Hotel Caribe)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'La persona eliminó su cuenta: la empresa conserva sus equipos, lecturas y tickets sin sus datos personales, y ya no se le envían correos.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Cuenta eliminada').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Hotel Caribe')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Vincular como cliente' }),
    ).not.toBeInTheDocument();
    // The company's devices stay listed; no new one is registered for them.
    expect(await screen.findByRole('heading', { name: 'Equipos' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar equipo' })).not.toBeInTheDocument();
  });
});
