import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import {
  BW_DEVICE,
  COLOR_DEVICE,
  renderClient,
  seedClient,
  seedDevice,
  seedReading,
} from '../test-utils/client-harness';

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting());
});

afterEach(() => {
  vi.useRealTimers();
  act(() => toast.remove());
  setStoresForTesting(null);
});

/** The page's clock: `iso` (Cancún is UTC−5). */
function today(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

async function seedTwoDevices() {
  await seedClient();
  const color = await seedDevice(COLOR_DEVICE);
  const bw = await seedDevice(BW_DEVICE);
  // The B/N device already has May's reading; the colour one only April's.
  await seedReading(color, { bw: 1800, color: 350 }, new Date('2026-04-26T15:00:00Z'));
  await seedReading(bw, { bw: 900, color: 0 }, new Date('2026-05-10T15:00:00Z'));
  return { color, bw };
}

describe('Mis equipos', () => {
  it('lists each device with its location, contract and last reading, and says whose reading is missing', async () => {
    today('2026-05-20T15:00:00Z');
    await seedTwoDevices();
    renderClient('/main-user/mis-equipos');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mis equipos' }),
    ).toBeInTheDocument();
    const colorCard = (await screen.findByRole('heading', { name: COLOR_DEVICE.model })).closest(
      'article',
    ) as HTMLElement;
    const card = within(colorCard);
    expect(card.getByText('VCF1234567')).toBeInTheDocument();
    expect(card.getByText('Av. Tulum 200, Cancún')).toBeInTheDocument();
    expect(card.getByText('Área: Recepción')).toBeInTheDocument();
    expect(card.getByText('1 de marzo de 2026')).toBeInTheDocument();
    expect(card.getByText('$1,160.00')).toBeInTheDocument();
    expect(card.getByText('2,000 B/N y 500 a color')).toBeInTheDocument();
    expect(card.getByText('$0.35 B/N y $1.50 a color')).toBeInTheDocument();
    expect(card.getByText(/abril de 2026: 1,800 B\/N y 350 a color/)).toBeInTheDocument();
    expect(card.getByText('Falta la lectura de este mes')).toBeInTheDocument();
    expect(card.getByRole('link', { name: COLOR_DEVICE.model })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/main-user\/mis-equipos\/.+/),
    );

    const bwCard = within(
      screen.getByRole('heading', { name: BW_DEVICE.model }).closest('article') as HTMLElement,
    );
    expect(bwCard.getByText('1,500 B/N')).toBeInTheDocument();
    expect(bwCard.getByText(/mayo de 2026: 900 B\/N$/)).toBeInTheDocument();
    expect(bwCard.getByText('Lectura de este mes capturada')).toBeInTheDocument();
    // Day 20: no notice yet.
    expect(screen.queryByRole('heading', { name: 'Lecturas pendientes' })).not.toBeInTheDocument();
  });

  it('shows "Lecturas pendientes" from day 25 (Cancún time), naming only the devices missing the month', async () => {
    today('2026-05-25T05:30:00Z'); // 00:30 of May 25 in Cancún
    await seedTwoDevices();
    renderClient('/main-user/mis-equipos');

    const notice = await screen.findByRole('region', { name: 'Lecturas pendientes' });
    expect(within(notice).getByText(/Falta la lectura de mayo de 2026/)).toBeInTheDocument();
    const links = within(notice).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      `${COLOR_DEVICE.model} (serie VCF1234567)`,
    ]);
  });

  it('on 1 June asks for May’s reading, not June’s: a reading belongs to the month it closes', async () => {
    today('2026-06-01T15:00:00Z');
    await seedTwoDevices();
    renderClient('/main-user/mis-equipos');

    const notice = await screen.findByRole('region', { name: 'Lecturas pendientes' });
    expect(within(notice).getByText(/Falta la lectura de mayo de 2026/)).toBeInTheDocument();
    expect(
      within(notice)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([`${COLOR_DEVICE.model} (serie VCF1234567)`]);
    const card = (model: string) =>
      within(screen.getByRole('heading', { name: model }).closest('article') as HTMLElement);
    expect(
      card(COLOR_DEVICE.model).getByText('Falta la lectura de mayo de 2026'),
    ).toBeInTheDocument();
    expect(
      card(BW_DEVICE.model).getByText('Lectura de mayo de 2026 capturada'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Falta la lectura de este mes')).not.toBeInTheDocument();
  });

  it('on 6 June it is June’s again, with no notice until the 25th', async () => {
    today('2026-06-06T15:00:00Z');
    await seedTwoDevices();
    renderClient('/main-user/mis-equipos');

    expect(await screen.findByRole('heading', { name: COLOR_DEVICE.model })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Lecturas pendientes' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Falta la lectura de este mes')).toHaveLength(2);
  });

  it('shows no notice on day 24 (23:30 in Cancún is still the 24th)', async () => {
    today('2026-05-25T04:30:00Z'); // 23:30 of May 24 in Cancún
    await seedTwoDevices();
    renderClient('/main-user/mis-equipos');

    expect(await screen.findByRole('heading', { name: COLOR_DEVICE.model })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Lecturas pendientes' })).not.toBeInTheDocument();
    expect(screen.queryByText('Lecturas pendientes')).not.toBeInTheDocument();
  });

  it('says so when the client has no devices yet', async () => {
    await seedClient();
    renderClient('/main-user/mis-equipos');
    expect(await screen.findByText(/Aún no tienes equipos registrados/)).toBeInTheDocument();
  });

  it('shows a non-client the not-a-client message, not the page, and no client links', async () => {
    await seedDevice(COLOR_DEVICE); // even a device carrying their uid does not make them one
    renderClient('/main-user/mis-equipos');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Esta sección es para clientes de renta',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contactar a ventas' })).toHaveAttribute(
      'href',
      '/#landing-page-section',
    );
    expect(screen.queryByRole('heading', { name: 'Mis equipos' })).not.toBeInTheDocument();
    expect(screen.queryByText(COLOR_DEVICE.model)).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navegación del panel' });
    expect(within(nav).queryByRole('link', { name: 'Mis equipos' })).not.toBeInTheDocument();
  });

  it('gives a non-client no client links and no dashboard card', async () => {
    renderClient('/main-user');
    // Give the read its time: still nothing.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('link', { name: 'Mis equipos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tu renta de equipos' })).not.toBeInTheDocument();
  });

  it('gives a client the header links and the dashboard card', async () => {
    await seedClient();
    renderClient('/main-user');
    const card = await screen.findByRole('region', { name: 'Tu renta de equipos' });
    expect(within(card).getByRole('link', { name: 'Mis equipos' })).toHaveAttribute(
      'href',
      '/main-user/mis-equipos',
    );
    const nav = screen.getByRole('navigation', { name: 'Navegación del panel' });
    expect(within(nav).getByRole('link', { name: 'Mis equipos' })).toHaveAttribute(
      'href',
      '/main-user/mis-equipos',
    );
    expect(within(nav).getByRole('link', { name: 'Mis tickets' })).toHaveAttribute(
      'href',
      '/main-user/mis-tickets',
    );
  });

  it('says when the devices cannot be read, and "Reintentar" reads them again', async () => {
    await seedClient();
    await seedDevice(COLOR_DEVICE);
    let failures = 1;
    setStoresForTesting({
      documents: {
        ...documents,
        list: (collection, options) => {
          if (collection === 'equipment' && failures-- > 0)
            return Promise.reject(new Error('Fallo simulado'));
          return documents.list(collection, options);
        },
      },
    });
    renderClient('/main-user/mis-equipos');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar tus equipos.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: COLOR_DEVICE.model })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
