/**
 * One toner request per device and colour, whoever asks (src/domain/toner-requests.ts): the
 * device's page shows the colours already asked for (the collector's automatic ticket, another
 * member's) and a second request of one is refused in Spanish; the write claims the colour on
 * equipment/{id}/tonerRequests/open in the ticket's own transaction.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listMyTickets } from '@/data/rental/client-portal';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import {
  CLIENT_UID,
  COLOR_DEVICE,
  renderClient,
  seedClient,
  seedDevice,
} from '../test-utils/client-harness';

const NEGRO_OPEN = 'Ya hay una solicitud de tóner Negro abierta para este equipo.';

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting());
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-20T16:00:00Z'));
  await seedClient();
});

afterEach(() => {
  vi.useRealTimers();
  act(() => toast.remove());
  setStoresForTesting(null);
});

async function openToner(id: string) {
  renderClient(`/main-user/mis-equipos/${id}`);
  await screen.findByRole('heading', { level: 2, name: 'Capturar lectura' });
  return screen.findByRole('form', { name: 'Solicitar tóner' });
}

describe('one toner request per colour', () => {
  it("shows the collector's open request and refuses a second one of that colour", async () => {
    const id = await seedDevice(COLOR_DEVICE);
    await documents.set(`equipment/${id}/tonerRequests`, 'open', {
      colors: { Negro: 'tLector' },
      lastTicketId: 'tLector',
    });
    const toner = await openToner(id);
    expect(await within(toner).findByText(NEGRO_OPEN)).toBeVisible();
    const user = userEvent.setup();
    await user.click(within(toner).getByLabelText('Negro'));
    await user.click(within(toner).getByRole('button', { name: 'Enviar solicitud' }));

    expect(await within(toner).findAllByText(NEGRO_OPEN)).toHaveLength(2);
    expect(document.activeElement).toBe(within(toner).getByLabelText('Negro'));
    expect((await listMyTickets({ clientId: CLIENT_UID, authorUid: null })).items).toEqual([]);

    // Cian is free: stored, and claimed next to Negro.
    await user.click(within(toner).getByLabelText('Negro'));
    await user.click(within(toner).getByLabelText('Cian'));
    await user.click(within(toner).getByRole('button', { name: 'Enviar solicitud' }));
    expect(
      await within(toner).findByText(
        'Recibimos tu solicitud de tóner. Te avisaremos cuando vaya en camino.',
      ),
    ).toBeInTheDocument();
    const [ticket] = (await listMyTickets({ clientId: CLIENT_UID, authorUid: null })).items;
    expect(ticket?.tonerColors).toEqual(['Cian']);
    expect(await documents.get(`equipment/${id}/tonerRequests`, 'open')).toEqual({
      colors: { Negro: 'tLector', Cian: ticket?.id },
      lastTicketId: ticket?.id,
    });
    expect(
      await within(toner).findByText(
        'Ya hay una solicitud de tóner Cian abierta para este equipo.',
      ),
    ).toBeVisible();
  });

  it('refuses the colour when another member asked for it after the page was read', async () => {
    const id = await seedDevice(COLOR_DEVICE);
    const toner = await openToner(id);
    await documents.set(`equipment/${id}/tonerRequests`, 'open', {
      colors: { Negro: 'tOtro' },
      lastTicketId: 'tOtro',
    });
    const user = userEvent.setup();
    await user.click(within(toner).getByLabelText('Negro'));
    await user.click(within(toner).getByRole('button', { name: 'Enviar solicitud' }));

    expect(await within(toner).findByRole('alert')).toHaveTextContent(NEGRO_OPEN);
    expect(within(toner).getByLabelText('Negro')).toBeChecked();
    expect((await listMyTickets({ clientId: CLIENT_UID, authorUid: null })).items).toEqual([]);
  });
});
