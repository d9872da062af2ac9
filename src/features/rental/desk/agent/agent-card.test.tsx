/**
 * The meter collector on a client's desk page: "Código de instalación" shows the function's code
 * in a read-only field with the install command; the company's sites with "Sin reportes desde
 * hace 3 días" only for a live site quiet for more than 3 days; "Revocar" asks, calls
 * `revokeAgentSite` and shows "Revocado"; a device's "Lectura automática" and a refused counter.
 * The callables themselves: functions/test/agent.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import type * as FunctionsModule from '@/lib/functions';
import { FunctionCallError } from '@/lib/functions';
import { ADMIN, fakeSessionStore, renderAdmin } from '@/app/test-utils/admin-harness';
import { CLIENT_UID, KYOCERA, seedClientCompany } from '@/app/test-utils/client-company';
import { ClientPage } from '../client/client-page';
import { agentSiteDoc } from '@/data/rental/test-utils/agent-fixtures';

const functions = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock('@/lib/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof FunctionsModule>()),
  callFunction: functions.callFunction,
}));

const NOW = new Date('2026-11-29T12:00:00.000Z');
const UID = CLIENT_UID;
let documents: DocumentStore;

const site = (enrolledAt: string, extra: Record<string, unknown> = {}) =>
  agentSiteDoc(UID, enrolledAt, extra);

const DEVICE = {
  ...KYOCERA,
  startCounters: { bw: 9000, color: 250 },
  lastReading: { month: '2026-10', bw: 12_000, color: 2_000, at: '2026-10-26T15:00:00.000Z' },
  lastReadingMonth: '2026-10',
};

beforeEach(async () => {
  functions.callFunction.mockReset();
  ({ documents } = await installBrowserStoresForTesting({ seedDemoUsers: true }));
  await seedClientCompany(documents);
});

afterEach(() => {
  setStoresForTesting(null);
});

function openPage() {
  renderAdmin('/admin-dashboard', fakeSessionStore(ADMIN), {
    now: NOW,
    page: <ClientPage uid={UID} now={() => NOW} />,
  });
  return screen.findByRole('region', { name: 'Lector automático' });
}

describe('Lector automático on the client page', () => {
  it('shows a new installation code in a read-only field, with the command to install it', async () => {
    functions.callFunction.mockResolvedValueOnce({
      code: 'ABCD-EFGH-JKLM',
      expiresAt: '2026-11-30T12:00:00.000Z',
      message: 'Código creado. Es válido por 24 horas y se usa una sola vez.',
    });
    const user = userEvent.setup();
    const card = await openPage();
    expect(await within(card).findByText('Esta empresa aún no instala el lector.')).toBeVisible();
    expect(within(card).queryByLabelText('Código de instalación')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Código de instalación' }));

    const field = await within(card).findByLabelText('Código de instalación');
    expect(field).toHaveValue('ABCD-EFGH-JKLM');
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription(
      'Válido por 24 horas y para una sola instalación. Vence el 30 nov 2026, 7:00 a.m.',
    );
    expect(functions.callFunction).toHaveBeenCalledWith('createAgentCode', { clientId: UID });
    expect(
      within(card).getByLabelText('Comando para la persona de sistemas del cliente'),
    ).toHaveValue(
      'tusocio-lector instalar ABCD-EFGH-JKLM --servidor http://127.0.0.1:5001/demo-tusocio/us-central1',
    );
    await user.click(within(card).getByRole('button', { name: 'Copiar el código de instalación' }));
    expect(await navigator.clipboard.readText()).toBe('ABCD-EFGH-JKLM');
    expect(within(card).getByRole('status')).toHaveTextContent('Copiado.');
  });

  it("says the function's refusal and shows no code", async () => {
    functions.callFunction.mockRejectedValueOnce(
      new FunctionCallError('permission-denied', 'Solo un administrador puede hacer esto.'),
    );
    const user = userEvent.setup();
    const card = await openPage();
    await user.click(within(card).getByRole('button', { name: 'Código de instalación' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Solo un administrador puede hacer esto.',
    );
    expect(within(card).queryByLabelText('Código de instalación')).not.toBeInTheDocument();
  });

  it('warns "Sin reportes desde hace 3 días" only for a live site quiet for more than 3 days', async () => {
    await documents.set(
      'agentSites',
      'quiet',
      site('2026-11-01T12:00:00.000Z', {
        lastReportAt: '2026-11-25T12:00:00.000Z', // 4 days ago
        lastReportVersion: '1.0.1',
      }),
    );
    await documents.set(
      'agentSites',
      'fresh',
      site('2026-11-02T12:00:00.000Z', { lastReportAt: '2026-11-28T12:00:00.000Z' }), // 1 day
    );
    await documents.set(
      'agentSites',
      'gone',
      site('2026-11-03T12:00:00.000Z', {
        lastReportAt: '2026-11-10T12:00:00.000Z',
        revokedAt: '2026-11-11T12:00:00.000Z',
        revokedBy: ADMIN.uid,
      }),
    );
    const card = await openPage();
    const list = await within(card).findByRole('list', { name: 'Lectores instalados' });
    const items = within(list).getAllByRole('listitem');
    // The newest enrolment first.
    expect(items.map((item) => within(item).getByText(/^Lector instalado el/).textContent)).toEqual(
      [
        expect.stringContaining('3 nov 2026'),
        expect.stringContaining('2 nov 2026'),
        expect.stringContaining('1 nov 2026'),
      ],
    );
    const [gone, fresh, quiet] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(quiet).getByText('Sin reportes desde hace 3 días')).toBeVisible();
    expect(quiet).toHaveTextContent('Versión: 1.0.1 · Último reporte: 25 nov 2026, 7:00 a.m.');
    expect(within(fresh).queryByText('Sin reportes desde hace 3 días')).not.toBeInTheDocument();
    expect(within(gone).queryByText('Sin reportes desde hace 3 días')).not.toBeInTheDocument();
    expect(within(gone).getByText('Revocado')).toBeVisible();
    expect(within(gone).queryByRole('button', { name: /^Revocar/ })).not.toBeInTheDocument();
  });

  it('"Revocar" asks first, calls revokeAgentSite and shows the site as revoked', async () => {
    await documents.set(
      'agentSites',
      'site-1',
      site('2026-11-01T12:00:00.000Z', { lastReportAt: '2026-11-28T12:00:00.000Z' }),
    );
    functions.callFunction.mockResolvedValueOnce({ message: 'Lector revocado.' });
    const user = userEvent.setup();
    const card = await openPage();
    const list = await within(card).findByRole('list', { name: 'Lectores instalados' });
    await user.click(
      within(list).getByRole('button', { name: /^Revocar: Lector instalado el 1 nov 2026/ }),
    );

    const dialog = await screen.findByRole('dialog', { name: '¿Revocar este lector?' });
    expect(dialog).toHaveTextContent('Dejará de enviar lecturas.');
    expect(functions.callFunction).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Revocar' }));

    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: '¿Revocar este lector?' }),
      ).not.toBeInTheDocument(),
    );
    expect(functions.callFunction).toHaveBeenCalledWith('revokeAgentSite', { siteId: 'site-1' });
    expect(await within(list).findByText('Revocado')).toBeVisible();
    expect(within(list).queryByRole('button', { name: /^Revocar/ })).not.toBeInTheDocument();
    expect(screen.getByText('Lector revocado.')).toBeInTheDocument();
  });

  it("shows a device's automatic reading in Cancún time, and a counter that went backwards", async () => {
    await documents.set('equipment', 'eq-1', {
      ...DEVICE,
      agent: {
        siteId: 'site-1',
        at: '2026-11-28T12:00:00.000Z',
        total: 14_690,
        bw: 12_345,
        color: 2_345,
        supplies: [],
      },
      agentRefused: {
        at: '2026-11-29T11:30:00.000Z',
        bw: 11_000,
        color: 2_000,
        floorBw: 12_345,
        floorColor: 2_345,
        message: 'El contador es menor que la última lectura (B/N 12,345, color 2,345).',
      },
    });
    await documents.set('equipment', 'eq-2', { ...DEVICE, serial: 'KY-002' });
    await openPage();
    const device = await screen.findByRole('article', { name: /KY-001/ });
    expect(device).toHaveTextContent(
      'Lectura automática: B/N 12,345 · color 2,345 — 28 nov 2026, 7:00 a.m.',
    );
    expect(
      within(device).getByText(
        /^El lector reportó un contador menor que la última lectura \(B\/N 11,000 · color 2,000; última: B\/N 12,345 · color 2,345\); no se guardó\./,
      ),
    ).toHaveTextContent('Reportado el 29 nov 2026, 6:30 a.m.');
    const other = screen.getByRole('article', { name: /KY-002/ });
    expect(other).not.toHaveTextContent('Lectura automática');
    expect(other).not.toHaveTextContent('El lector reportó');
  });

  it('says when the collector could not read a colour device’s colour counter (not "menor")', async () => {
    await documents.set('equipment', 'eq-1', {
      ...DEVICE,
      agentRefused: {
        at: '2026-11-29T11:30:00.000Z',
        bw: 13_000,
        color: 2_345,
        floorBw: 12_345,
        floorColor: 2_345,
        message:
          'El lector no pudo leer el contador a color de Kyocera, serie KY-001; no se guardó la lectura.',
        colorUnread: true,
      },
    });
    await openPage();
    const device = await screen.findByRole('article', { name: /KY-001/ });
    expect(device).toHaveTextContent(
      'El lector no pudo leer el contador a color de este equipo (B/N 13,000); no se guardó la lectura. Reportado el 29 nov 2026, 6:30 a.m.',
    );
    expect(device).not.toHaveTextContent('menor');
  });
});
