/**
 * "Tóner por agotarse" in the desk's Servicio section (`vista=toner`): the devices whose toner
 * ends within 10 days (equipment.tonerEndsOn, as the function writes it), the soonest first, with
 * the colour that ends first (a hand computation of the forecast) and "Se agota el …"; "Enviar
 * tóner" opens the toner ticket in the name of the company's administrador.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { seedCompany } from '@/data/rental/test-utils/company-fixtures';
import { tonerEndsOn } from '@/domain/toner-forecast';
import { ADMIN, fakeSessionStore, renderAdmin } from '@/app/test-utils/admin-harness';

/** Thursday 3 December 2026, noon in Cancún: the list reaches 13 December. */
const NOW = new Date('2026-12-03T17:00:00.000Z');
const TONER = '/admin-dashboard?section=servicio&vista=toner';
const CAPTION = 'Equipos con tóner por agotarse';
let documents: DocumentStore;

const CONTRACT = {
  startDate: '2026-06-01',
  monthlyFeeMxn: 1499,
  includedPagesBw: 2000,
  includedPagesColor: 500,
  extraPagePriceBw: 0.35,
  extraPagePriceColor: 2.5,
  responseHours: 4,
  resolutionHours: 16,
};

function device(clientId: string, serial: string, overrides: Record<string, unknown> = {}) {
  return {
    clientId,
    model: `Modelo ${serial}`,
    serial,
    color: true,
    location: { address: 'Av. Tulum 100, Cancún', area: '' },
    contract: CONTRACT,
    startCounters: { bw: 0, color: 0 },
    lastReading: null,
    lastReadingMonth: '',
    createdAt: '2026-06-01T15:00:00.000Z',
    createdBy: ADMIN.uid,
    updatedAt: '2026-06-01T15:00:00.000Z',
    updatedBy: ADMIN.uid,
    ...overrides,
  };
}

/**
 * Delivered 3 November at 1,000 B/N and 100 colour pages; read 30 days later at 4,000 and 700:
 * black prints 3,600 pages (120 a day), its 6,000 pages last 50 days (23 December); cyan prints
 * the 600 colour pages (20 a day), its 700 last 35 days: 8 December, the first to run out.
 */
const delivery = {
  at: '2026-11-03T17:00:00.000Z',
  countersAt: '2026-11-03T17:00:00.000Z',
  bw: 1000,
  color: 100,
};
const FORECAST = {
  tonerYield: { Negro: 6000, Cian: 700 },
  lastToner: { Negro: delivery, Cian: delivery },
  lastReading: { month: '2026-12', bw: 4000, color: 700, at: NOW.toISOString() },
  lastReadingMonth: '2026-12',
};

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting({ seedDemoUsers: true }));
  await seedCompany(
    'hotel',
    [
      { uid: 'pepe', role: 'usuario' },
      { uid: 'ana', role: 'administrador', email: 'ana@hotel.mx' },
    ],
    { company: 'Hotel Sol' },
  );
  await seedCompany('clinica', [{ uid: 'luis', role: 'facturacion' }], {
    company: 'Clínica Azul',
  });
  expect(tonerEndsOn({ color: true, ...FORECAST })).toBe('2026-12-08');
  await documents.set(
    'equipment',
    'eq-color',
    device('hotel', 'COL-1', { ...FORECAST, tonerEndsOn: '2026-12-08' }),
  );
  await documents.set(
    'equipment',
    'eq-bn',
    device('clinica', 'BN-1', { color: false, tonerEndsOn: '2026-12-05' }),
  );
  // Beyond the 10 days, and a device whose contract ended: not listed.
  await documents.set(
    'equipment',
    'eq-later',
    device('hotel', 'LAT-1', { tonerEndsOn: '2026-12-20' }),
  );
  await documents.set(
    'equipment',
    'eq-ended',
    device('hotel', 'FIN-1', {
      tonerEndsOn: '2026-12-04',
      contractEnd: { date: '2026-11-30', bw: 1, color: 1, at: '2026-11-30T15:00:00Z', by: 'x' },
    }),
  );
  await documents.set('equipment', 'eq-none', device('hotel', 'SIN-1'));
});

afterEach(() => {
  setStoresForTesting(null);
});

function rows(): HTMLElement[] {
  return within(screen.getByRole('table', { name: CAPTION }))
    .getAllByRole('row')
    .slice(1);
}

describe('Tóner por agotarse', () => {
  it('lists the devices whose toner ends within 10 days, the soonest first, with their colour', async () => {
    renderAdmin(TONER, fakeSessionStore(ADMIN), { now: NOW });
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Tóner por agotarse' }),
    ).toBeVisible();
    await screen.findByRole('table', { name: CAPTION });
    expect(
      rows().map((row) =>
        [...row.querySelectorAll('td')].slice(0, 4).map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Clínica Azul', 'Modelo BN-1Serie BN-1', 'Negro', 'Se agota el 5 de diciembre de 2026'],
      ['Hotel Sol', 'Modelo COL-1Serie COL-1', 'Cian', 'Se agota el 8 de diciembre de 2026'],
    ]);
  });

  it('opens the toner ticket in the administrador’s name, and links to it', async () => {
    const user = userEvent.setup();
    renderAdmin(TONER, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table', { name: CAPTION });
    const [clinica, hotel] = rows() as [HTMLElement, HTMLElement];

    // A company with no administrador: nobody to open it for.
    await user.click(within(clinica).getByRole('button', { name: /^Enviar tóner/ }));
    expect(await within(clinica).findByRole('alert')).toHaveTextContent(
      'La empresa no tiene administrador.',
    );

    await user.click(
      within(hotel).getByRole('button', {
        name: 'Enviar tóner a Hotel Sol: Modelo COL-1 (serie COL-1)',
      }),
    );
    const opened = await within(hotel).findByRole('status');
    expect(opened).toHaveTextContent('Ticket de tóner abierto.');
    const tickets = await documents.list('tickets');
    expect(tickets).toHaveLength(1);
    const [ticket] = tickets as [(typeof tickets)[number]];
    expect(ticket.data).toMatchObject({
      equipmentId: 'eq-color',
      clientId: 'hotel',
      authorUid: 'ana',
      clientEmail: 'ana@hotel.mx',
      kind: 'toner',
      tonerColors: ['Cian'],
      description: 'Envío preventivo de tóner.',
      status: 'Abierto',
      openedBy: 'empresa',
    });
    expect(within(opened).getByRole('link', { name: 'Ver ticket' })).toHaveAttribute(
      'href',
      `/admin-dashboard/servicio/${ticket.id}`,
    );
    expect(within(hotel).queryByRole('button', { name: /^Enviar tóner/ })).toBeNull();
  });

  it('says so when the colour already has an open toner request (the collector’s, a member’s)', async () => {
    await documents.set('equipment/eq-color/tonerRequests', 'open', {
      colors: { Cian: 'tLector' },
      lastTicketId: 'tLector',
    });
    const user = userEvent.setup();
    renderAdmin(TONER, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table', { name: CAPTION });
    const [, hotel] = rows() as [HTMLElement, HTMLElement];
    await user.click(
      within(hotel).getByRole('button', {
        name: 'Enviar tóner a Hotel Sol: Modelo COL-1 (serie COL-1)',
      }),
    );
    expect(await within(hotel).findByRole('alert')).toHaveTextContent(
      'Ya hay una solicitud de tóner Cian abierta para este equipo.',
    );
    expect(await documents.list('tickets')).toHaveLength(0);
  });

  it('says so when no toner runs out soon', async () => {
    await documents.delete('equipment', 'eq-color');
    await documents.delete('equipment', 'eq-bn');
    renderAdmin(TONER, fakeSessionStore(ADMIN), { now: NOW });
    expect(
      await screen.findByText('Ningún equipo se queda sin tóner en los próximos 10 días.'),
    ).toBeVisible();
  });
});
