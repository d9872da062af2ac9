/**
 * An anonymised lead takes no new internal note (firestore.rules refuse it): its page says so
 * instead of the note form; a live lead keeps the form.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import type { DocumentStore } from '@/data/ports';
import { ADMIN, fakeSessionStore, renderAdmin, seedLead } from '@/app/test-utils/admin-harness';

const NOW = new Date(2026, 2, 4, 12, 0);

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting({ seedDemoUsers: true }));
});

afterEach(() => {
  setStoresForTesting(null);
});

async function seed(anonymized: boolean) {
  return seedLead(documents, {
    fullName: anonymized ? 'Datos anonimizados' : 'Ana Pérez',
    corporateEmail: anonymized ? '' : 'ana@hotelcaribe.mx',
    phone: anonymized ? '' : '9981234567',
    company: 'Hotel Caribe',
    message: '',
    createdAt: '2026-03-03T10:00:00.000Z',
    status: 'Perdido',
    ...(anonymized
      ? {
          anonymized: {
            at: '2026-03-04T18:00:00.000Z',
            by: ADMIN.uid,
            cause: 'admin',
            reason: 'ARCO',
          },
        }
      : {}),
  });
}

async function openLead(id: string) {
  renderAdmin(`/admin-dashboard/solicitudes/${id}`, fakeSessionStore(ADMIN), { now: NOW });
  await screen.findByRole('region', { name: 'Datos de la solicitud' });
}

describe('Notas internas of an anonymised lead', () => {
  it('says the lead takes no more notes and shows no note form', async () => {
    await openLead(await seed(true));
    expect(
      await screen.findByText('La solicitud está anonimizada: ya no admite notas.'),
    ).toBeVisible();
    expect(screen.queryByLabelText('Nueva nota interna')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar nota' })).not.toBeInTheDocument();
  });

  it('keeps the form on a live lead', async () => {
    await openLead(await seed(false));
    expect(await screen.findByLabelText('Nueva nota interna')).toBeVisible();
    expect(screen.queryByText(/ya no admite notas/)).not.toBeInTheDocument();
  });
});
