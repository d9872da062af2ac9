import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { ADMIN, fakeSessionStore, renderAdmin } from '@/app/test-utils/admin-harness';
import { TicketDetail } from './ticket-detail';

/** Wednesday 20 May 2026, noon in Cancún. */
const NOW = new Date('2026-05-20T17:00:00.000Z');

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting({ seedDemoUsers: true }));
});

afterEach(() => {
  setStoresForTesting(null);
});

/** A ticket with `count` client replies, a minute apart ("Respuesta 1" the oldest). */
async function seedThread(count: number) {
  await documents.set('tickets', 't1', {
    equipmentId: 'eq1',
    clientId: 'carla',
    authorUid: 'carla',
    clientEmail: 'carla@hotel.mx',
    equipment: { model: 'Kyocera M5526cdw', serial: 'VCF123' },
    kind: 'toner',
    tonerColors: ['Negro'],
    description: '',
    status: 'En proceso',
    open: true,
    createdAt: '2026-05-17T15:00:00.000Z',
    statusChangedAt: null,
    statusChangedBy: null,
    lastReplyAt: '2026-05-19T15:00:00.000Z',
  });
  for (let n = 1; n <= count; n += 1)
    await documents.set('tickets/t1/replies', `r${String(n).padStart(3, '0')}`, {
      text: `Respuesta ${n}`,
      authorUid: 'carla',
      authorName: 'Carla Pérez',
      at: new Date(Date.UTC(2026, 4, 18, 0, n)).toISOString(),
      fromClient: true,
      notified: true,
    });
}

describe('the desk’s thread of a long ticket', () => {
  it('opens with the latest 100 replies and shows every earlier one, page by page', async () => {
    await seedThread(230);
    const user = userEvent.setup();
    renderAdmin('/admin-dashboard', fakeSessionStore(ADMIN), {
      now: NOW,
      page: <TicketDetail id="t1" now={() => NOW} />,
    });
    const thread = await screen.findByRole('region', { name: 'Respuestas al cliente' });
    await within(thread).findByText('Respuesta 230');
    expect(within(thread).getAllByRole('listitem')).toHaveLength(100);
    expect(within(thread).getAllByRole('listitem')[0]).toHaveTextContent('Respuesta 131');
    expect(within(thread).queryByText('Respuesta 130')).toBeNull();

    await user.click(within(thread).getByRole('button', { name: 'Ver respuestas anteriores' }));
    await within(thread).findByText('Respuesta 130');
    expect(within(thread).getAllByRole('listitem')).toHaveLength(200);
    await user.click(within(thread).getByRole('button', { name: 'Ver respuestas anteriores' }));
    await within(thread).findByText('Respuesta 1');
    const items = within(thread).getAllByRole('listitem');
    expect(items).toHaveLength(230);
    // Oldest first, each once.
    expect(items[0]).toHaveTextContent('Respuesta 1');
    expect(items[229]).toHaveTextContent('Respuesta 230');
    expect(within(thread).queryByRole('button', { name: 'Ver respuestas anteriores' })).toBeNull();
  });

  it('shows no button when every reply fits in one page', async () => {
    await seedThread(100);
    renderAdmin('/admin-dashboard', fakeSessionStore(ADMIN), {
      now: NOW,
      page: <TicketDetail id="t1" now={() => NOW} />,
    });
    const thread = await screen.findByRole('region', { name: 'Respuestas al cliente' });
    await within(thread).findByText('Respuesta 100');
    expect(within(thread).getAllByRole('listitem')).toHaveLength(100);
    expect(within(thread).getByText('Respuesta 1')).toBeVisible();
    expect(within(thread).queryByRole('button', { name: 'Ver respuestas anteriores' })).toBeNull();
  });
});
