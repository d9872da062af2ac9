import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listMyTickets, listReadings } from '@/data/rental/client-portal';
import type { BrowserFileStore } from '@/data/browser/file-store';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import {
  BW_DEVICE,
  CLIENT_UID,
  COLOR_DEVICE,
  renderClient,
  seedClient,
  seedDevice,
  seedReading,
} from '../test-utils/client-harness';

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

const APRIL = new Date('2026-04-26T15:00:00Z');

async function openDevice(id: string) {
  renderClient(`/main-user/mis-equipos/${id}`);
  return screen.findByRole('heading', { level: 2, name: 'Capturar lectura' });
}

/** The device's page once its reading form shows (the readings read). */
async function openForm(id: string) {
  renderClient(`/main-user/mis-equipos/${id}`);
  return screen.findByRole('form', { name: 'Capturar lectura' });
}

const form = () => screen.getByRole('form', { name: 'Capturar lectura' }) as HTMLFormElement;

describe("a device's page: Capturar lectura", () => {
  it('refuses a reading below the last one with its message and keeps what was typed', async () => {
    const id = await seedDevice(COLOR_DEVICE);
    await seedReading(id, { bw: 5000, color: 900 }, APRIL);
    await openDevice(id);
    const user = userEvent.setup();
    const bw = await within(
      await screen.findByRole('form', { name: 'Capturar lectura' }),
    ).findByLabelText('Contador B/N');
    const color = within(form()).getByLabelText('Contador a color');
    expect(within(form()).getByText('Lectura anterior: 5,000.')).toBeInTheDocument();

    await user.type(bw, '4999');
    await user.type(color, '950');
    await user.click(within(form()).getByRole('button', { name: 'Enviar lectura' }));

    expect(
      await within(form()).findByText('La lectura no puede ser menor que la anterior (5,000).'),
    ).toBeInTheDocument();
    expect(bw).toHaveAttribute('aria-invalid', 'true');
    expect(bw).toHaveValue('4999');
    expect(color).toHaveValue('950');
    expect(color).toHaveAttribute('aria-invalid', 'false');
    expect(bw).toHaveFocus();
    expect((await listReadings(id)).map((r) => r.month)).toEqual(['2026-04']);
  });

  it('says so when the server refuses a reading below a newer one, keeping the typed values', async () => {
    const id = await seedDevice(COLOR_DEVICE);
    await openForm(id);
    const user = userEvent.setup();
    const bw = await within(form()).findByLabelText('Contador B/N');
    // Meanwhile the device's last reading went up (the floor the server checks).
    await documents.set(
      'equipment',
      id,
      {
        lastReading: { month: '2026-04', bw: 9000, color: 300, at: '2026-04-26T15:00:00.000Z' },
        lastReadingMonth: '2026-04',
      },
      { merge: true },
    );
    await user.type(bw, '5000');
    await user.type(within(form()).getByLabelText('Contador a color'), '400');
    await user.click(within(form()).getByRole('button', { name: 'Enviar lectura' }));

    expect(
      await screen.findByText('La lectura no puede ser menor que la anterior (9,000).'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Contador B/N')).toHaveValue('5000');
    expect(screen.getByLabelText('Contador B/N')).toHaveAttribute('aria-invalid', 'true');
    // The refusal takes the keyboard to the field it is about, not <body>.
    expect(document.activeElement).toBe(screen.getByLabelText('Contador B/N'));
    expect(await listReadings(id)).toEqual([]);
  });

  it('stores a valid reading and shows the month: fee, extra pages, subtotal, IVA and total', async () => {
    const id = await seedDevice(COLOR_DEVICE); // start counters 1,000 B/N and 200 colour
    await openForm(id);
    const user = userEvent.setup();
    await user.type(await within(form()).findByLabelText('Contador B/N'), '3,500');
    await user.type(within(form()).getByLabelText('Contador a color'), '800');
    await user.click(within(form()).getByRole('button', { name: 'Enviar lectura' }));

    // 2,500 B/N pages (500 extra × $0.35 = $175.00) and 600 colour (100 × $1.50 = $150.00):
    // total $1,485.00 IVA included; subtotal 1,485 / 1.16 = $1,280.17; IVA $204.83.
    const estimate = await screen.findByRole('region', { name: 'Estimado de mayo de 2026' });
    expect(
      within(estimate).getByText('Páginas del mes: 2,500 B/N y 600 a color'),
    ).toBeInTheDocument();
    expect(within(estimate).getByTestId('estimate-fee')).toHaveTextContent('$1,160.00');
    expect(within(estimate).getByText('Páginas B/N excedentes (500)')).toBeInTheDocument();
    expect(within(estimate).getByTestId('estimate-extra-bw')).toHaveTextContent('$175.00');
    expect(within(estimate).getByText('Páginas a color excedentes (100)')).toBeInTheDocument();
    expect(within(estimate).getByTestId('estimate-extra-color')).toHaveTextContent('$150.00');
    expect(within(estimate).getByTestId('estimate-subtotal')).toHaveTextContent('$1,280.17');
    expect(within(estimate).getByTestId('estimate-iva')).toHaveTextContent('$204.83');
    expect(within(estimate).getByTestId('estimate-total')).toHaveTextContent('$1,485.00');
    // Once a month: the form is gone, the reading shows, and the history has it.
    expect(screen.queryByRole('form', { name: 'Capturar lectura' })).not.toBeInTheDocument();
    expect(screen.getByText(/3,500 B\/N y 800 a color/, { selector: 'p' })).toBeInTheDocument();
    // The button went with the form: the keyboard is on the outcome, in the section.
    const saved = await screen.findByText('¡Listo! Guardamos la lectura de este mes.');
    expect(saved).toHaveAttribute('role', 'status');
    await waitFor(() => expect(document.activeElement).toBe(saved));
    expect(
      screen.getByRole('region', { name: 'Capturar lectura' }).contains(document.activeElement),
    ).toBe(true);
    const history = screen.getByRole('region', { name: 'Historial de lecturas' });
    expect(within(history).getByText('mayo de 2026')).toBeInTheDocument();
    expect(await listReadings(id)).toMatchObject([
      { month: '2026-05', bw: 3500, color: 800, previous: { bw: 1000, color: 200 } },
    ]);
  });

  it('tells the readings the member sent from those recorded by others', async () => {
    const id = await seedDevice(BW_DEVICE);
    await seedReading(id, { bw: 1500, color: 0 }, APRIL, 'admin-soporte');
    await seedReading(id, { bw: 2100, color: 0 }, new Date('2026-05-03T15:00:00Z'));
    await openDevice(id);
    const history = screen.getByRole('region', { name: 'Historial de lecturas' });
    const [may, april] = await within(history).findAllByRole('listitem');
    expect(may).toHaveTextContent(/^mayo de 2026: .* · enviada por ti el /);
    expect(april).toHaveTextContent(/^abril de 2026: .* · registrada el /);
  });

  it("shows this month's reading instead of the form when it exists", async () => {
    const id = await seedDevice(BW_DEVICE);
    await seedReading(id, { bw: 2100, color: 0 }, new Date('2026-05-03T15:00:00Z'));
    await openDevice(id);
    // 1,800 pages, 300 extra × $0.25 = $75.00; total $655.00.
    const estimate = await screen.findByRole('region', { name: 'Estimado de mayo de 2026' });
    expect(within(estimate).getByTestId('estimate-total')).toHaveTextContent('$655.00');
    expect(within(estimate).queryByTestId('estimate-extra-color')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Capturar lectura' })).not.toBeInTheDocument();
  });

  it('asks a B/N device for its B/N counter only', async () => {
    const id = await seedDevice(BW_DEVICE);
    await openForm(id);
    const user = userEvent.setup();
    await user.type(await within(form()).findByLabelText('Contador B/N'), '1000');
    expect(within(form()).queryByLabelText('Contador a color')).not.toBeInTheDocument();
    await user.click(within(form()).getByRole('button', { name: 'Enviar lectura' }));
    expect(
      await screen.findByRole('region', { name: 'Estimado de mayo de 2026' }),
    ).toBeInTheDocument();
    expect(await listReadings(id)).toMatchObject([{ bw: 1000, color: 0 }]);
  });

  it('uploads the optional photo of the counter to meter_photos/{uid}/{device}/{month}', async () => {
    const id = await seedDevice(BW_DEVICE);
    await openForm(id);
    const user = userEvent.setup({ applyAccept: false });
    await user.type(await within(form()).findByLabelText('Contador B/N'), '1000');
    const input = within(form()).getByLabelText('Foto del contador (opcional)');
    // The accept attribute aside (a browser may still let it through), a PDF is refused.
    await user.upload(input, new File(['x'.repeat(10)], 'pdf.pdf', { type: 'application/pdf' }));
    expect(
      await within(form()).findByText('El archivo seleccionado no es una imagen.'),
    ).toBeInTheDocument();
    await user.upload(input, new File(['png'], 'contador.png', { type: 'image/png' }));
    await user.click(within(form()).getByRole('button', { name: 'Enviar lectura' }));

    expect(
      await screen.findByRole('link', { name: 'Ver la foto del contador' }),
    ).toBeInTheDocument();
    const path = `meter_photos/${CLIENT_UID}/${id}/2026-05`;
    expect((await files.read(path))?.contentType).toBe('image/png');
    // The reading stores the file's path (never a URL), which the rules check exactly.
    expect((await listReadings(id))[0]?.photoPath).toBe(path);
  });
});

describe("a device's page on the 1st to 5th: last month's reading", () => {
  it('on 1 June the form is for May, the reading is stored as May’s, and no June form follows', async () => {
    vi.setSystemTime(new Date('2026-06-01T15:00:00Z'));
    const id = await seedDevice(COLOR_DEVICE); // start counters 1,000 B/N and 200 colour
    await seedReading(id, { bw: 1500, color: 260 }, APRIL);
    await openForm(id);
    expect(within(form()).getByText('Lectura de mayo de 2026')).toBeInTheDocument();
    expect(
      within(form()).getByText(/Los contadores de hoy cierran mayo de 2026/),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(form()).getByLabelText('Contador B/N'), '2,000');
    await user.type(within(form()).getByLabelText('Contador a color'), '300');
    await user.click(within(form()).getByRole('button', { name: 'Enviar lectura' }));

    expect(
      await screen.findByRole('region', { name: 'Estimado de mayo de 2026' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('¡Listo! Guardamos la lectura de mayo de 2026.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Lectura de mayo de 2026:')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Capturar lectura' })).not.toBeInTheDocument();
    expect(await listReadings(id)).toMatchObject([
      { month: '2026-05', bw: 2000, color: 300, previous: { bw: 1500, color: 260 } },
      { month: '2026-04' },
    ]);
  });

  it('on 6 June the form is for June', async () => {
    vi.setSystemTime(new Date('2026-06-06T15:00:00Z'));
    const id = await seedDevice(BW_DEVICE);
    await openForm(id);
    expect(within(form()).getByText('Lectura de junio de 2026')).toBeInTheDocument();
    expect(within(form()).getByText(/este mes \(junio de 2026\)/)).toBeInTheDocument();
  });

  it('stores the reading when the photo fails to upload, and says so', async () => {
    const id = await seedDevice(BW_DEVICE);
    await openForm(id);
    vi.spyOn(files, 'upload').mockRejectedValueOnce(new Error('storage/unauthorized'));
    const user = userEvent.setup();
    await user.type(await within(form()).findByLabelText('Contador B/N'), '1000');
    await user.upload(
      within(form()).getByLabelText('Foto del contador (opcional)'),
      new File(['png'], 'contador.png', { type: 'image/png' }),
    );
    await user.click(within(form()).getByRole('button', { name: 'Enviar lectura' }));
    const warning = await screen.findByText(
      /Guardamos la lectura, pero no se pudo subir la foto del contador/,
    );
    expect(warning).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(warning).toHaveFocus());
    expect(await listReadings(id)).toMatchObject([{ month: '2026-05', bw: 1000 }]);
  });
});

describe("a device's page: Solicitar tóner and Reportar una falla", () => {
  it('offers a B/N device Negro only, and the request appears among its tickets', async () => {
    const id = await seedDevice(BW_DEVICE);
    await openDevice(id);
    const user = userEvent.setup();
    const toner = await screen.findByRole('form', { name: 'Solicitar tóner' });
    const colors = within(toner).getByRole('group', { name: 'Colores de tóner' });
    expect(
      within(colors)
        .getAllByRole('checkbox')
        .map((box) => box.id.split('-').pop()),
    ).toEqual(['Negro']);
    expect(within(colors).getByLabelText('Negro')).toBeChecked();
    expect(within(toner).queryByLabelText('Cian')).not.toBeInTheDocument();
    await user.type(within(toner).getByLabelText('Nota (opcional)'), 'Queda poco');
    await user.click(within(toner).getByRole('button', { name: 'Enviar solicitud' }));

    expect(await within(toner).findByText(/Recibimos tu solicitud de tóner/)).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Tickets de este equipo' });
    expect(
      await within(list).findByRole('heading', { name: 'Solicitud de tóner' }),
    ).toBeInTheDocument();
    expect(within(list).getByText('Abierto')).toBeInTheDocument();
    expect(within(list).getByText('Colores: Negro')).toBeInTheDocument();
    expect(within(list).getByText('Nota: Queda poco')).toBeInTheDocument();
    const stored = (await listMyTickets({ clientId: CLIENT_UID, authorUid: null })).items;
    expect(stored).toMatchObject([
      { kind: 'toner', tonerColors: ['Negro'], equipmentId: id, status: 'Abierto' },
    ]);
  });

  it('offers a colour device its four colours and needs one', async () => {
    const id = await seedDevice(COLOR_DEVICE);
    await openDevice(id);
    const user = userEvent.setup();
    const toner = await screen.findByRole('form', { name: 'Solicitar tóner' });
    for (const color of ['Negro', 'Cian', 'Magenta', 'Amarillo'])
      expect(within(toner).getByLabelText(color)).not.toBeChecked();
    await user.click(within(toner).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(toner).findByText('Elige al menos un color de tóner.')).toBeInTheDocument();
    await user.click(within(toner).getByLabelText('Magenta'));
    await user.click(within(toner).getByLabelText('Cian'));
    await user.click(within(toner).getByRole('button', { name: 'Enviar solicitud' }));
    const list = screen.getByRole('region', { name: 'Tickets de este equipo' });
    expect(await within(list).findByText('Colores: Cian, Magenta')).toBeInTheDocument();
  });

  it('needs a category and a description for a fault report, keeping what was typed', async () => {
    const id = await seedDevice(COLOR_DEVICE);
    await openDevice(id);
    const user = userEvent.setup();
    const fault = await screen.findByRole('form', { name: 'Reportar una falla' });
    await user.click(within(fault).getByRole('button', { name: 'Enviar reporte' }));
    const category = within(fault).getByLabelText('Tipo de falla');
    const description = within(fault).getByLabelText('Describe la falla');
    expect(await within(fault).findByText('Selecciona una opción.')).toBeInTheDocument();
    expect(within(fault).getByText('Este campo es obligatorio.')).toBeInTheDocument();
    expect(category).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(category).toHaveFocus();

    await user.selectOptions(category, 'Atasco de papel');
    await user.click(within(fault).getByRole('button', { name: 'Enviar reporte' }));
    expect(await within(fault).findByText('Este campo es obligatorio.')).toBeInTheDocument();
    expect(category).toHaveValue('Atasco de papel');
    expect((await listMyTickets({ clientId: CLIENT_UID, authorUid: null })).items).toEqual([]);

    await user.type(description, 'Se atora en la bandeja 2');
    await user.click(within(fault).getByRole('button', { name: 'Enviar reporte' }));
    expect(await within(fault).findByText(/Recibimos tu reporte/)).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Tickets de este equipo' });
    expect(await within(list).findByText('Tipo: Atasco de papel')).toBeInTheDocument();
    expect(within(list).getByText('Descripción: Se atora en la bandeja 2')).toBeInTheDocument();
    await waitFor(() => expect(category).toHaveValue(''));
  });

  it("uploads the fault's optional photo under ticket_photos/{uid}/{device}/{ticket} and links it", async () => {
    const id = await seedDevice(COLOR_DEVICE);
    await openDevice(id);
    const user = userEvent.setup();
    // The ticket is stored first, naming the photo's path; the upload follows (storage.rules
    // accept it only for that stored ticket): what was stored when the upload started.
    const upload = files.upload.bind(files);
    const storedAtUpload: { path: string; photoPaths: (string | undefined)[] }[] = [];
    vi.spyOn(files, 'upload').mockImplementation(async (path, blob, contentType) => {
      const { items } = await listMyTickets({ clientId: CLIENT_UID, authorUid: null });
      storedAtUpload.push({ path, photoPaths: items.map((t) => t.photoPath) });
      return upload(path, blob, contentType);
    });
    const fault = await screen.findByRole('form', { name: 'Reportar una falla' });
    await user.selectOptions(within(fault).getByLabelText('Tipo de falla'), 'Calidad de impresión');
    await user.type(within(fault).getByLabelText('Describe la falla'), 'Sale con rayas');
    await user.upload(
      within(fault).getByLabelText('Foto de la falla (opcional)'),
      new File(['jpg'], 'rayas.jpg', { type: 'image/jpeg' }),
    );
    await user.click(within(fault).getByRole('button', { name: 'Enviar reporte' }));

    const list = screen.getByRole('region', { name: 'Tickets de este equipo' });
    expect(await within(list).findByRole('link', { name: 'Ver la foto' })).toBeInTheDocument();
    expect(
      within(fault).getByText('Recibimos tu reporte. Un técnico lo revisará pronto.'),
    ).toBeInTheDocument();
    const [ticket] = (await listMyTickets({ clientId: CLIENT_UID, authorUid: null })).items;
    // One photo per ticket, named by the ticket's id; the ticket stores that path.
    const path = `ticket_photos/${CLIENT_UID}/${id}/${ticket?.id ?? ''}`;
    expect(ticket?.photoPath).toBe(path);
    expect((await files.read(path))?.contentType).toBe('image/jpeg');
    expect(storedAtUpload).toEqual([{ path, photoPaths: [path] }]);
  });

  it("shows another client's device as not found", async () => {
    const id = await seedDevice(COLOR_DEVICE, 'otro');
    renderClient(`/main-user/mis-equipos/${id}`);
    expect(
      await screen.findByText('No encontramos este equipo entre los tuyos.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(COLOR_DEVICE.model)).not.toBeInTheDocument();
  });
});
