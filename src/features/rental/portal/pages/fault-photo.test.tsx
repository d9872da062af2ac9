/**
 * A fault report's photo is uploaded after its ticket is stored (docs/product.md, "Límites del
 * servicio"): when that upload fails, the report still counts as received, the form clears and
 * says the photo could not be uploaded, and the ticket shows "Foto no disponible".
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listMyTickets } from '@/data/rental/client-portal';
import type { BrowserFileStore } from '@/data/browser/file-store';
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

const PHOTO_FAILED =
  'Recibimos tu reporte, pero no se pudo subir la foto. Si la necesitamos, te la pediremos.';

let documents: DocumentStore;
let files: BrowserFileStore;

beforeEach(async () => {
  ({ documents, files } = await installBrowserStoresForTesting());
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-26T15:00:00Z'));
  await seedClient();
});

afterEach(() => {
  vi.useRealTimers();
  act(() => toast.remove());
  setStoresForTesting(null);
});

async function fillFault(id: string) {
  renderClient(`/main-user/mis-equipos/${id}`);
  await screen.findByRole('heading', { level: 2, name: 'Capturar lectura' });
  const user = userEvent.setup();
  const fault = await screen.findByRole('form', { name: 'Reportar una falla' });
  await user.selectOptions(within(fault).getByLabelText('Tipo de falla'), 'Calidad de impresión');
  await user.type(within(fault).getByLabelText('Describe la falla'), 'Sale con rayas');
  await user.upload(
    within(fault).getByLabelText('Foto de la falla (opcional)'),
    new File(['jpg'], 'rayas.jpg', { type: 'image/jpeg' }),
  );
  return { user, fault };
}

describe('a fault report whose photo cannot be uploaded', () => {
  it('keeps the stored ticket, clears the form and says the photo could not be uploaded', async () => {
    const id = await seedDevice(COLOR_DEVICE);
    vi.spyOn(files, 'upload').mockRejectedValue(new Error('storage/unauthorized'));
    const { user, fault } = await fillFault(id);
    await user.click(within(fault).getByRole('button', { name: 'Enviar reporte' }));

    // The status line is a live region that is there before the message: wait for its text.
    await waitFor(() => expect(within(fault).getByRole('status')).toHaveTextContent(PHOTO_FAILED));
    expect(within(fault).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(within(fault).getByLabelText('Tipo de falla')).toHaveValue(''));
    expect(within(fault).getByLabelText('Describe la falla')).toHaveValue('');
    expect(within(fault).getByLabelText('Foto de la falla (opcional)')).toHaveValue('');

    // The ticket was stored (naming the photo's place); no file is there.
    const { items } = await listMyTickets({ clientId: CLIENT_UID, authorUid: null });
    expect(items).toHaveLength(1);
    const path = `ticket_photos/${CLIENT_UID}/${id}/${items[0]?.id ?? ''}`;
    expect(items[0]?.photoPath).toBe(path);
    expect(items[0]?.description).toBe('Sale con rayas');
    expect(await files.read(path)).toBeNull();

    // Its photo link says so instead of breaking.
    const list = screen.getByRole('region', { name: 'Tickets de este equipo' });
    expect(await within(list).findByText('Foto no disponible')).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: 'Ver la foto' })).toBeNull();
  });

  it('uploads nothing when the ticket itself is refused (the day’s limit), keeping what was typed', async () => {
    const id = await seedDevice(COLOR_DEVICE);
    await documents.set('ticketQuotas', CLIENT_UID, {
      day: '2026-05-26',
      count: 10,
      lastTicketId: 'anterior',
    });
    const upload = vi.spyOn(files, 'upload');
    const { user, fault } = await fillFault(id);
    await user.click(within(fault).getByRole('button', { name: 'Enviar reporte' }));

    expect(await within(fault).findByRole('alert')).toHaveTextContent(
      'Ya recibimos varias solicitudes tuyas hoy. Si es urgente, llámanos.',
    );
    expect(within(fault).getByLabelText('Describe la falla')).toHaveValue('Sale con rayas');
    expect(upload).not.toHaveBeenCalled();
    expect((await listMyTickets({ clientId: CLIENT_UID, authorUid: null })).items).toEqual([]);
  });
});
