/**
 * "Contexto del usuario registrado" on a lead's page: an account registered with the lead's
 * e-mail shows its context only when users/{uid} says the e-mail is verified (written only by the
 * function confirmEmailVerified); otherwise "Cuenta sin verificar" and nothing of the account.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveCustomer } from '@/data/customers';
import { saveNeedsAssessment } from '@/data/needs-assessments';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { createUserDocument } from '@/data/users';
import type { NeedsFormData } from '@/domain/schemas/needs-assessment';
import { recommend } from '@/domain/recommendation';
import { ADMIN, fakeSessionStore, renderAdmin, seedLead } from '@/app/test-utils/admin-harness';

const NOW = new Date(2026, 2, 4, 12, 0);
const UID = 'impostor-o-director';
const EMAIL = 'director@cliente.mx';
const FORM: NeedsFormData = {
  needsType: ['color'],
  volumeBN: '',
  volumeColor: 'high',
  functionalities: ['scan'],
  numUsers: '6-20',
  numPrintersDesired: '2-5',
  businessType: 'education',
};

let documents: DocumentStore;
let reads: string[];

beforeEach(async () => {
  const stores = await installBrowserStoresForTesting({ seedDemoUsers: true });
  documents = stores.documents;
  reads = [];
  // Counts what the page reads of the account (its customer data and needs test).
  setStoresForTesting({
    ...stores,
    documents: {
      ...documents,
      get: (collection, id) => {
        reads.push(`${collection}/${id}`);
        return documents.get(collection, id);
      },
    },
  });
});

afterEach(() => setStoresForTesting(null));

/** An account registered with the lead's e-mail, with a name, phone, needs test and points. */
async function seedAccount({ verified }: { verified: boolean }) {
  await createUserDocument(UID, {
    name: 'Nombre De La Cuenta',
    email: EMAIL,
    photoURL: null,
    authProvider: 'password',
  });
  await documents.set(
    'users',
    UID,
    { score: 45, ...(verified ? { emailVerified: true } : {}) },
    { merge: true },
  );
  await saveCustomer(UID, {
    userId: UID,
    email: EMAIL,
    fullName: 'Nombre De La Cuenta',
    clientType: 'Client',
    phone: '9997776655',
    company: 'Empresa De La Cuenta',
    state: 'Yucatán',
  });
  await saveNeedsAssessment(UID, {
    userId: UID,
    email: EMAIL,
    formData: FORM,
    recommendation: recommend(FORM),
    completedAt: NOW.toISOString(),
  });
}

async function openLead() {
  const id = await seedLead(documents, {
    createdAt: NOW.toISOString(),
    fullName: 'Director Real',
    corporateEmail: EMAIL,
    phone: '9981112233',
    company: 'Cliente Real',
  });
  reads = [];
  renderAdmin(`/admin-dashboard/solicitudes/${id}`, fakeSessionStore(ADMIN), { now: NOW });
  return screen.findByRole('region', { name: 'Contexto del usuario registrado' });
}

describe('the registered account on a lead page', () => {
  it('an unverified account shows as "Cuenta sin verificar", with nothing of it', async () => {
    await seedAccount({ verified: false });
    const context = await openLead();
    expect(await within(context).findByText('Cuenta sin verificar')).toBeInTheDocument();
    expect(context).toHaveTextContent(
      'Hay una cuenta registrada con este correo, pero aún no confirma que la dirección sea suya; por eso no mostramos sus datos.',
    );
    for (const hidden of [
      'Nombre De La Cuenta',
      'Empresa De La Cuenta',
      '999',
      'Yucatán',
      'Puntos',
      '45',
      recommend(FORM).title,
      'Test de necesidades',
    ]) {
      expect(context).not.toHaveTextContent(hidden);
    }
    // Nothing of it read either: neither its customer data nor its needs test.
    expect(reads).not.toContain(`customers/${UID}`);
    expect(reads).not.toContain(`needsAssessments/${UID}`);
    // The request's own data stays.
    expect(screen.getByRole('region', { name: 'Datos de la solicitud' })).toHaveTextContent(
      'Cliente Real',
    );
  });

  it('a verified account shows its context', async () => {
    await seedAccount({ verified: true });
    const context = await openLead();
    expect(
      await within(context).findByRole('heading', { name: recommend(FORM).title }),
    ).toBeInTheDocument();
    expect(within(context).getByText('Nombre De La Cuenta')).toBeInTheDocument();
    expect(within(context).getByText('Empresa De La Cuenta')).toBeInTheDocument();
    expect(within(context).getByText('Puntos').nextElementSibling).toHaveTextContent('45');
    expect(within(context).queryByText('Cuenta sin verificar')).not.toBeInTheDocument();
  });

  it('an e-mail no account has says so', async () => {
    const context = await openLead();
    expect(
      await within(context).findByText('Este correo no corresponde a ningún usuario registrado.'),
    ).toBeInTheDocument();
    expect(within(context).queryByText('Cuenta sin verificar')).not.toBeInTheDocument();
  });
});
