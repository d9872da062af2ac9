/**
 * The desk tests' client company: "Hotel Caribe", whose founder Laura (compras@hotel.mx) is its
 * administrator (src/data/rental/test-utils/company-fixtures.ts), and its colour Kyocera under contract
 * since February 2026. Each test adds the
 * readings and reports it is about.
 */
import type { DocumentStore } from '@/data/ports';
import { seedCompany } from '@/data/rental/test-utils/company-fixtures';
import { ADMIN } from './admin-harness';

export const CLIENT_UID = 'cliente-uno';
export const CLIENT_EMAIL = 'compras@hotel.mx';

/** The Kyocera's fields without its counters (the test says which). */
export const KYOCERA = {
  clientId: CLIENT_UID,
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
  createdAt: '2026-02-01T15:00:00.000Z',
  createdBy: ADMIN.uid,
};

/** Laura's account, the company and her membership as its administrator. */
export async function seedClientCompany(documents: DocumentStore): Promise<void> {
  await documents.set('users', CLIENT_UID, {
    name: 'Laura',
    email: CLIENT_EMAIL,
    emailVerified: true,
  });
  const laura = { email: CLIENT_EMAIL, name: 'Laura Compras' };
  await seedCompany(CLIENT_UID, [{ uid: CLIENT_UID, role: 'administrador', ...laura }], {
    ...laura,
    company: 'Hotel Caribe',
  });
}
