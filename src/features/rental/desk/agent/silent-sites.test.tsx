/**
 * "Lectores sin reportes" in the desk's Servicio section (`vista=lectores`): the live meter
 * collectors quiet for more than 3 days (their last report, else their installation), the longest
 * quiet first, with the company's link and the alert; a revoked site, a site that reported within
 * 3 days and one installed yesterday that never reported are not listed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { seedCompany } from '@/data/rental/test-utils/company-fixtures';
import { ADMIN, fakeSessionStore, renderAdmin } from '@/app/test-utils/admin-harness';
import { agentSiteDoc as site } from '@/data/rental/test-utils/agent-fixtures';

/** Sunday 29 November 2026, 6:00 a.m. in Cancún. */
const NOW = new Date('2026-11-29T11:00:00.000Z');
const VIEW = '/admin-dashboard?section=servicio&vista=lectores';
let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting({ seedDemoUsers: true }));
  await seedCompany('hotel', [{ uid: 'ana', role: 'administrador' }], { company: 'Hotel Sol' });
  await seedCompany('clinica', [{ uid: 'luis', role: 'administrador' }], {
    company: 'Clínica Azul',
  });
  await seedCompany('taller', [{ uid: 'eva', role: 'administrador' }], { company: 'Taller Eva' });
});

afterEach(() => {
  setStoresForTesting(null);
});

describe('Lectores sin reportes', () => {
  it('lists the live sites quiet for more than 3 days, the longest quiet first', async () => {
    // Last report 4 days ago.
    await documents.set(
      'agentSites',
      'hotel-1',
      site('hotel', '2026-10-01T15:00:00.000Z', {
        lastReportAt: '2026-11-25T10:00:00.000Z',
        lastReportVersion: '1.0.0',
      }),
    );
    // Installed 10 days ago, never reported: the longest quiet.
    await documents.set('agentSites', 'clinica-1', site('clinica', '2026-11-19T15:00:00.000Z'));
    // Reported 2 days ago; installed yesterday; revoked long ago: none of them listed.
    await documents.set(
      'agentSites',
      'taller-1',
      site('taller', '2026-10-01T15:00:00.000Z', { lastReportAt: '2026-11-27T10:00:00.000Z' }),
    );
    await documents.set('agentSites', 'taller-2', site('taller', '2026-11-28T15:00:00.000Z'));
    await documents.set(
      'agentSites',
      'taller-3',
      site('taller', '2026-09-01T15:00:00.000Z', {
        revokedAt: '2026-09-15T15:00:00.000Z',
        revokedBy: ADMIN.uid,
      }),
    );

    renderAdmin(VIEW, fakeSessionStore(ADMIN), { now: NOW });
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Lectores sin reportes' }),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Lectores sin reportes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Clínica Azul19 nov 2026, 10:00 a.m.Aún no envía reportesSin reportes desde hace 3 días',
      'Hotel Sol1 oct 2026, 10:00 a.m.25 nov 2026, 5:00 a.m.Sin reportes desde hace 3 días',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Clínica Azul' })).toHaveAttribute(
      'href',
      '/admin-dashboard/clientes/clinica',
    );
  });

  it('says so when every collector reported within 3 days', async () => {
    await documents.set(
      'agentSites',
      'taller-1',
      site('taller', '2026-10-01T15:00:00.000Z', { lastReportAt: '2026-11-28T10:00:00.000Z' }),
    );
    renderAdmin(VIEW, fakeSessionStore(ADMIN), { now: NOW });
    expect(
      await screen.findByText('Todos los lectores enviaron reportes en los últimos 3 días.'),
    ).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Lectores sin reportes' })).toBeNull();
  });
});
