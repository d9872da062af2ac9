/**
 * Test harness of the clients' portal: the guest layout (src/features/guest/test-utils) with the
 * client pages at their real paths, and seeds for a client, a device, readings and tickets
 * through the data seam (the browser stores; the rules are the rules tests' business).
 */
import { render, type RenderResult } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { submitReading } from '@/data/rental/client-portal';
import { registerEquipment } from '@/data/rental/equipment/equipment';
import { seedCompany, seedMember } from '@/data/rental/test-utils/company-fixtures';
import type { MemberRole } from '@/domain/company';
import type { EquipmentInit } from '@/domain/schemas/equipment-form';
import { SessionProvider } from '@/lib/session';
import { fakeAccount, fakeSessionStore } from '@/lib/test-utils/fake-session-store';
import { ClientDashboardCard, ClientNavItems } from '../components/client-links';
import { EquipmentPage } from '../pages/equipment-page';
import { MyEquipmentPage } from '../pages/my-equipment-page';
import { MyTicketsPage } from '../pages/my-tickets-page';
import { CompanyPage } from '../pages/company-page';
import { StatementsPage } from '../pages/statements-page';
import { StatementPage } from '../pages/statement-page';
import { InvitationPage } from '../pages/invitation-page';

export const CLIENT_UID = 'u1';

export { BW_DEVICE, COLOR_DEVICE } from '@/data/rental/test-utils/client-portal-fixtures';

/**
 * A company as the migration leaves a client of before: clients/{uid} with `uid` as its
 * administrator (the company's id is the founder's uid).
 */
export async function seedClient(uid = CLIENT_UID): Promise<void> {
  await seedCompany(
    uid,
    [{ uid, role: 'administrador', email: 'ana@example.com', name: 'Ana López' }],
    { email: 'ana@example.com', name: 'Ana López', company: 'Hotel Sol' },
  );
}

/** Another person of the company `clientId` with `role`. */
export function seedColleague(uid: string, role: MemberRole, clientId = CLIENT_UID): Promise<void> {
  return seedMember(clientId, { uid, role, email: `${uid}@example.com`, name: uid });
}

/** A device rented to the company `clientId`. */
export function seedDevice(init: EquipmentInit, clientId = CLIENT_UID): Promise<string> {
  return registerEquipment(clientId, init, 'boss');
}

/** Stores a reading of the device as of `at` (its month in Cancún time). */
export async function seedReading(
  id: string,
  counters: { bw: number; color: number },
  at: Date,
  uid = CLIENT_UID,
): Promise<void> {
  await submitReading(id, counters, uid, at);
}

/**
 * The client pages at their real paths, signed in as `uid` (no guest layout: the app's tests
 * check the pages inside it), with the header's client links in a navigation and the dashboard's
 * card at /main-user.
 */
export function renderClient(path: string, uid = CLIENT_UID): RenderResult {
  return render(
    <SessionProvider store={fakeSessionStore(fakeAccount({ uid }))}>
      <MemoryRouter initialEntries={[path]}>
        <nav aria-label="Navegación del panel">
          <ul>
            <ClientNavItems />
          </ul>
        </nav>
        <main>
          <Routes>
            <Route path="/main-user" element={<ClientDashboardCard />} />
            <Route path="/main-user/mis-equipos" element={<MyEquipmentPage />} />
            <Route path="/main-user/mis-equipos/:id" element={<EquipmentPage />} />
            <Route path="/main-user/mis-tickets" element={<MyTicketsPage />} />
            <Route path="/main-user/mi-empresa" element={<CompanyPage />} />
            <Route path="/main-user/estados-de-cuenta" element={<StatementsPage />} />
            <Route path="/main-user/estados-de-cuenta/:mes" element={<StatementPage />} />
            <Route path="/invitacion/:id" element={<InvitationPage />} />
          </Routes>
        </main>
      </MemoryRouter>
      <Toaster />
    </SessionProvider>,
  );
}
